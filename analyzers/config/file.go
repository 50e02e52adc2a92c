package config

// The config file is read with go.yaml.in/yaml/v3, the YAML organisation's
// maintained continuation of gopkg.in/yaml.v3:
//   - golangci-lint already depends on it, so the module plugin adds no
//     dependency to a custom golangci-lint build;
//   - its Decoder.KnownFields gives strict decoding, so a misspelt option is
//     an error rather than silently ignored;
//   - its Node API keeps line numbers, which the error messages use here and
//     which custom tags (say, !table for a schema reference) will need later.

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/ddblint/ddblint/internal/filememo"
)

// The config file names searched for, nearest directory first. Both in the
// same directory is an error: one of them would be silently ignored.
const (
	fileNameYML  = ".ddblint.yml"
	fileNameYAML = ".ddblint.yaml"
)

// fileConfig is the config file's schema. Scalars are pointers so that an
// option the file leaves out keeps its default (null counts as left out).
// Root says the files of parent directories are not read.
type fileConfig struct {
	Enable                []string             `yaml:"enable"`
	Disable               []string             `yaml:"disable"`
	Separator             *string              `yaml:"separator"`
	VersionSeparator      *string              `yaml:"version-separator"`
	PadWidth              *int                 `yaml:"pad-width"`
	Keys                  fileKeys             `yaml:"keys"`
	Tables                map[string]fileTable `yaml:"tables"`
	VersionedTables       []string             `yaml:"versioned-tables"`
	VersionedTablePattern *string              `yaml:"versioned-table-pattern"`
	IncludeGenerated      *bool                `yaml:"include-generated"`
	Tests                 *bool                `yaml:"tests"`
	MaxComponents         *int                 `yaml:"max-components"`
	MutableAttributes     []string             `yaml:"mutable-attributes"`
	InjectionSources      []string             `yaml:"injection-sources"`
	InjectionSanitizers   []string             `yaml:"injection-sanitizers"`
	Schemas               []string             `yaml:"schemas"`
	Root                  bool                 `yaml:"root"`
}

type fileKeys struct {
	Partition []string `yaml:"partition"`
	Sort      []string `yaml:"sort"`
}

type fileTable struct {
	Partition string               `yaml:"partition"`
	Sort      string               `yaml:"sort"`
	Indexes   map[string]fileIndex `yaml:"indexes"`
}

type fileIndex struct {
	Partition string `yaml:"partition"`
	Sort      string `yaml:"sort"`
}

// file is a decoded config file.
type file struct {
	path string     // absolute
	name string     // for messages: relative to the current directory if below it
	root *yaml.Node // the document's top node, for line numbers; nil if empty
	opts fileConfig
}

// findFiles returns the config files for a package in dir, nearest first:
// the .ddblint.yml or .ddblint.yaml of dir and of each parent directory,
// looking no further up than the directory holding go.mod. The caller
// stops earlier at a file saying root: true (see configFiles), which this
// cannot know without reading the files.
func findFiles(dir string) ([]string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("resolving %s: %w", dir, err)
	}
	dir = abs
	var out []string
	for {
		var found []string
		for _, name := range []string{fileNameYML, fileNameYAML} {
			path := filepath.Join(dir, name)
			ok, err := isFile(path)
			if err != nil {
				return nil, err
			}
			if ok {
				found = append(found, path)
			}
		}
		if len(found) == 2 {
			return nil, fmt.Errorf("both %s and %s exist in %s: keep one", fileNameYML, fileNameYAML, dir)
		}
		out = append(out, found...)
		if ok, err := isFile(filepath.Join(dir, "go.mod")); err != nil {
			return nil, err
		} else if ok {
			return out, nil // the module root: look no further
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return out, nil
		}
		dir = parent
	}
}

// isFile reports whether path exists and is not a directory.
func isFile(path string) (bool, error) {
	fi, err := os.Stat(path)
	switch {
	case err == nil:
		return !fi.IsDir(), nil
	case errors.Is(err, os.ErrNotExist):
		return false, nil
	default:
		return false, fmt.Errorf("checking for a file: %w", err) // err names the path
	}
}

// readFile reads and strictly decodes the config file at path, once per
// process for each version of the file (see fileMemo).
func readFile(path string) (*file, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("reading config file %s: %w", path, err)
	}
	f, err := fileMemo.Get(abs, func() (*file, error) { return decodeFile(abs) })
	if filememo.StatError(err) {
		return nil, fmt.Errorf("reading config file: %w", err)
	}
	return f, err
}

// fileMemo holds the config files read by this process: a run of 500
// packages reads its one config file once, not 500 times, and an edited
// file (in the editor server) is read again. It is the package's one piece
// of state besides the flags; it changes no result, only when the file is
// read. The decoded files are never modified.
var fileMemo filememo.Memo[*file]

// decodeFile reads and strictly decodes the config file at path (absolute).
func decodeFile(path string) (*file, error) {
	f := &file{path: path, name: displayName(path)}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("reading config file: %w", err)
	}

	// First the node tree, for line numbers; it also catches syntax errors.
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, f.yamlError(err)
	}
	if doc.Kind == yaml.DocumentNode && len(doc.Content) == 1 {
		f.root = doc.Content[0]
	}

	// Then the options, strictly.
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	switch err := dec.Decode(&f.opts); {
	case errors.Is(err, io.EOF): // empty, or only comments
		return f, nil
	case err != nil:
		return nil, f.yamlError(err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		return nil, &posError{file: f.name, line: extra.Line, msg: "more than one YAML document", err: err}
	}
	return f, nil
}

// displayName is path relative to the current directory if it is below it,
// else path itself.
func displayName(path string) string {
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(wd, path); err == nil && filepath.IsLocal(rel) {
			return rel
		}
	}
	return path
}

// posError is an error in the config file, or in a flag.
type posError struct {
	file string // file name, or "flag -name"
	line int    // 0 if unknown
	msg  string
	err  error // the underlying error, if any
}

func (e *posError) Error() string {
	if e.line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.file, e.line, e.msg)
	}
	return e.file + ": " + e.msg
}

func (e *posError) Unwrap() error { return e.err }

// errorf returns an error about the option at path (map keys and list
// indexes), on the line where the file gives it.
func (f *file) errorf(path []any, cause error, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if len(path) > 0 {
		msg = pathString(path) + ": " + msg
	}
	return &posError{file: f.name, line: f.lineOf(path), msg: msg, err: cause}
}

// lineOf returns the line of the option at path, or of the nearest
// enclosing option the file has; 0 if the file is empty.
func (f *file) lineOf(path []any) int {
	n := f.root
	if n == nil {
		return 0
	}
	line := n.Line
	for _, p := range path {
		var next *yaml.Node
		switch p := p.(type) {
		case string:
			if n.Kind == yaml.MappingNode {
				for i := 0; i+1 < len(n.Content); i += 2 {
					if n.Content[i].Value == p {
						line, next = n.Content[i].Line, n.Content[i+1]
						break
					}
				}
			}
		case int:
			if n.Kind == yaml.SequenceNode && p < len(n.Content) {
				next = n.Content[p]
				line = next.Line
			}
		}
		if next == nil {
			break
		}
		n = next
	}
	return line
}

// pathString formats a path as a dotted option name: tables.orders.sort,
// keys.partition[2].
func pathString(path []any) string {
	var b strings.Builder
	for _, p := range path {
		switch p := p.(type) {
		case int:
			fmt.Fprintf(&b, "[%d]", p)
		default:
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			fmt.Fprint(&b, p)
		}
	}
	return b.String()
}

// find returns the path of the first node, in document order, for which
// match is true. key is the mapping key of n, or nil.
func (f *file) find(match func(n, key *yaml.Node) bool) ([]any, bool) {
	var walk func(n, key *yaml.Node, path []any) ([]any, bool)
	walk = func(n, key *yaml.Node, path []any) ([]any, bool) {
		if match(n, key) {
			return path, true
		}
		switch n.Kind {
		case yaml.MappingNode:
			for i := 0; i+1 < len(n.Content); i += 2 {
				k, v := n.Content[i], n.Content[i+1]
				if p, ok := walk(v, k, append(path[:len(path):len(path)], k.Value)); ok {
					return p, true
				}
			}
		case yaml.SequenceNode:
			for i, v := range n.Content {
				if p, ok := walk(v, nil, append(path[:len(path):len(path)], i)); ok {
					return p, true
				}
			}
		}
		return nil, false
	}
	if f.root == nil {
		return nil, false
	}
	return walk(f.root, nil, nil)
}

var (
	yamlSyntaxRE    = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)
	yamlLineRE      = regexp.MustCompile(`^line (\d+): (.*)$`)
	yamlUnknownRE   = regexp.MustCompile(`^field (.*) not found in type (\S+)$`)
	yamlRepeatedRE  = regexp.MustCompile(`^field (.*) already set in type (\S+)$`)
	yamlDuplicateRE = regexp.MustCompile(`^mapping key (".*") already defined at line (\d+)$`)
	yamlWrongTypeRE = regexp.MustCompile("^cannot unmarshal (\\S+)(?: `(.*)`)? into (.+)$")
)

// yamlError turns an error from the YAML package into one naming the file
// and line, in the words of this schema rather than of Go's types.
func (f *file) yamlError(err error) error {
	var te *yaml.TypeError
	if !errors.As(err, &te) {
		msg := err.Error()
		if m := yamlSyntaxRE.FindStringSubmatch(msg); m != nil {
			line, _ := strconv.Atoi(m[1])
			return &posError{file: f.name, line: line, msg: "invalid YAML: " + m[2], err: err}
		}
		return &posError{file: f.name, msg: "invalid YAML: " + strings.TrimPrefix(msg, "yaml: "), err: err}
	}
	errs := make([]error, 0, len(te.Errors))
	for _, msg := range te.Errors {
		e := &posError{file: f.name, msg: msg, err: err}
		if m := yamlLineRE.FindStringSubmatch(msg); m != nil {
			e.line, _ = strconv.Atoi(m[1])
			e.msg = f.typeErrorMessage(e.line, m[2])
		}
		errs = append(errs, e)
	}
	return errors.Join(errs...)
}

// typeErrorMessage rewords one of yaml.v3's per-line decoding errors.
func (f *file) typeErrorMessage(line int, msg string) string {
	if m := yamlUnknownRE.FindStringSubmatch(msg); m != nil {
		name := m[1]
		in := ""
		if path, ok := f.find(func(n, key *yaml.Node) bool {
			return key != nil && key.Line == line && key.Value == name
		}); ok && len(path) > 1 {
			in = " in " + pathString(path[:len(path)-1])
		}
		known := knownOptions(m[2])
		if s := suggest(name, known); s != "" {
			return fmt.Sprintf("unknown option %q%s (did you mean %q?)", name, in, s)
		}
		if len(known) > 0 {
			return fmt.Sprintf("unknown option %q%s (want one of: %s)", name, in, strings.Join(known, ", "))
		}
		return fmt.Sprintf("unknown option %q%s", name, in)
	}
	if m := yamlRepeatedRE.FindStringSubmatch(msg); m != nil {
		return fmt.Sprintf("option %q given twice", m[1])
	}
	if m := yamlDuplicateRE.FindStringSubmatch(msg); m != nil {
		name, _ := strconv.Unquote(m[1])
		in := ""
		if path, ok := f.find(func(n, key *yaml.Node) bool {
			return key != nil && key.Line == line && key.Value == name
		}); ok && len(path) > 1 {
			in = " in " + pathString(path[:len(path)-1])
		}
		return fmt.Sprintf("%s given twice%s (first on line %s)", m[1], in, m[2])
	}
	if m := yamlWrongTypeRE.FindStringSubmatch(msg); m != nil {
		tag, value, goType := m[1], m[2], m[3]
		var got string
		switch tag {
		case "!!seq":
			got = "a list"
		case "!!map":
			got = "a mapping"
		case "!!str":
			got = strconv.Quote(value)
		default:
			got = value
		}
		msg := fmt.Sprintf("want %s, got %s", describe(goType), got)
		prefix := strings.TrimSuffix(value, "...")
		if path, ok := f.find(func(n, _ *yaml.Node) bool {
			return n.Line == line && (tag == "!!seq" && n.Kind == yaml.SequenceNode ||
				tag == "!!map" && n.Kind == yaml.MappingNode ||
				n.Kind == yaml.ScalarNode && strings.HasPrefix(n.Value, prefix))
		}); ok && len(path) > 0 {
			msg = pathString(path) + ": " + msg
		}
		return msg
	}
	return msg
}

// describe names what a Go type of the schema wants, in YAML terms.
func describe(goType string) string {
	switch {
	case goType == "int":
		return "an integer"
	case goType == "bool":
		return "true or false"
	case goType == "string":
		return "a string"
	case strings.HasPrefix(goType, "[]"):
		return "a list"
	case goType == reflect.TypeFor[fileConfig]().String():
		return "a mapping of options"
	default:
		return "a mapping"
	}
}

// knownOptions lists the option names of the schema type named typeName
// (as reflect prints it).
func knownOptions(typeName string) []string {
	for _, t := range []reflect.Type{
		reflect.TypeFor[fileConfig](),
		reflect.TypeFor[fileKeys](),
		reflect.TypeFor[fileTable](),
		reflect.TypeFor[fileIndex](),
	} {
		if t.String() != typeName {
			continue
		}
		var names []string
		for field := range t.Fields() {
			name, _, _ := strings.Cut(field.Tag.Get("yaml"), ",")
			names = append(names, name)
		}
		return names
	}
	return nil
}

// suggest returns the known name closest to name, if it is close enough to
// be a typo.
func suggest(name string, known []string) string {
	best, bestDist := "", 3 // at most two edits
	for _, k := range known {
		if d := editDistance(name, k); d < bestDist {
			best, bestDist = k, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance between a and b.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
