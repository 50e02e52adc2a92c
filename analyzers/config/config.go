package config

import (
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// The defaults, also shown by -help.
const (
	defaultSeparator             = "#"
	defaultVersionSeparator      = "@"
	defaultPadWidth              = 10
	defaultVersionedTablePattern = "(?i)history|command"

	minPadWidth, maxPadWidth = 1, 40
)

// Analyzer computes the *Config of a package. It reports nothing; every
// ddblint pass Requires it and reads its result.
//
// It runs despite type errors: it reads no types, and a rule that cannot
// cope with them opts out itself.
var Analyzer = &analysis.Analyzer{
	Name:             "config",
	Doc:              mustExtractDoc(doc, "config"),
	URL:              "https://github.com/ddblint/ddblint/blob/main/docs/configuration.md",
	Run:              run,
	RunDespiteErrors: true,
	ResultType:       reflect.TypeOf((*Config)(nil)),
}

// Default returns the configuration used when there is no config file and no
// flag is set.
func Default() *Config {
	return &Config{
		Separator:             defaultSeparator,
		VersionSeparator:      defaultVersionSeparator,
		PadWidth:              defaultPadWidth,
		VersionedTablePattern: regexp.MustCompile(defaultVersionedTablePattern),
	}
}

// IsVersionedTable reports whether table keeps versions on purpose: it is
// listed in VersionedTables or matches VersionedTablePattern.
func (c *Config) IsVersionedTable(table string) bool {
	return slices.Contains(c.VersionedTables, table) ||
		c.VersionedTablePattern != nil && c.VersionedTablePattern.MatchString(table)
}

func run(pass *analysis.Pass) (any, error) {
	// The file is looked up afresh for every package rather than cached:
	// that is a few stats per package, and keeps the flags the only global
	// state.
	return load(packageDir(pass))
}

// packageDir returns the directory of the package's first Go file, or "" if
// the package has no files. Files whose names do not end in .go (cgo output
// in the build cache) are used only if there is nothing else.
func packageDir(pass *analysis.Pass) string {
	first := ""
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.FileStart)
		if tf == nil {
			continue
		}
		if strings.HasSuffix(tf.Name(), ".go") {
			return filepath.Dir(tf.Name())
		}
		if first == "" {
			first = tf.Name()
		}
	}
	if first == "" {
		return ""
	}
	return filepath.Dir(first)
}

// load computes the configuration of a package in dir: the defaults,
// overridden by the config file (the -config flag, or else the one found
// from dir; none if dir is ""), overridden by the flags that were set.
func load(dir string) (*Config, error) {
	l := &loader{cfg: Default(), pattern: defaultVersionedTablePattern, src: make(map[string]origin)}

	path := configFlag.val
	if !configFlag.isSet() || path == "" {
		path = ""
		if dir != "" {
			var err error
			if path, err = findFile(dir); err != nil {
				return nil, fmt.Errorf("looking for the config file: %w", err)
			}
		}
	}
	if path != "" {
		f, err := readFile(path)
		if err != nil {
			if pe := (*posError)(nil); configFlag.isSet() && !errors.As(err, &pe) {
				err = &posError{file: "flag -" + FlagConfig, msg: err.Error(), err: err}
			}
			return nil, err
		}
		l.applyFile(f)
	}
	l.applyFlags()
	l.validate()
	if err := errors.Join(l.errs...); err != nil {
		return nil, err
	}
	return l.cfg, nil
}

// A loader merges the sources of a Config, collecting every error so that
// they are all reported at once.
type loader struct {
	cfg     *Config
	pattern string            // VersionedTablePattern, compiled by validate
	src     map[string]origin // where each scalar option's value came from; absent: the default
	errs    []error
}

// origin is where an option's value came from: a file, or a flag.
type origin struct {
	file *file
	path []any  // in file
	flag string // or the flag's name
}

func (o origin) errorf(cause error, format string, args ...any) error {
	if o.file != nil {
		return o.file.errorf(o.path, cause, format, args...)
	}
	if o.flag != "" {
		return &posError{file: "flag -" + o.flag, msg: fmt.Sprintf(format, args...), err: cause}
	}
	return fmt.Errorf("default "+format, args...) // not reached: the defaults are valid
}

func (l *loader) fail(err error) { l.errs = append(l.errs, err) }

// applyFile sets the options the file gives.
func (l *loader) applyFile(f *file) {
	c, o := l.cfg, &f.opts
	c.File = f.path
	at := func(path ...any) origin { return origin{file: f, path: path} }

	scalar := func(name string, set bool) {
		if set {
			l.src[name] = at(name)
		}
	}
	if o.Separator != nil {
		c.Separator = *o.Separator
	}
	scalar(FlagSeparator, o.Separator != nil)
	if o.VersionSeparator != nil {
		c.VersionSeparator = *o.VersionSeparator
	}
	scalar(FlagVersionSeparator, o.VersionSeparator != nil)
	if o.PadWidth != nil {
		c.PadWidth = *o.PadWidth
	}
	scalar(FlagPadWidth, o.PadWidth != nil)
	if o.IncludeGenerated != nil {
		c.IncludeGenerated = *o.IncludeGenerated
	}
	if o.VersionedTablePattern != nil {
		l.pattern = *o.VersionedTablePattern
		l.src[FlagVersionedTablePattern] = at("versioned-table-pattern")
	}

	names := func(option string, list []string) []string {
		for i, s := range list {
			if strings.TrimSpace(s) == "" {
				l.fail(at(option, i).errorf(nil, "empty name"))
			}
		}
		return list
	}
	c.Enable = names("enable", o.Enable)
	c.Disable = names("disable", o.Disable)
	c.VersionedTables = names("versioned-tables", o.VersionedTables)

	keyNames := func(option string, list []string) []KeyName {
		var keys []KeyName
		for i, s := range list {
			k, err := parseKeyName(s)
			if err != nil {
				l.fail(at("keys", option, i).errorf(nil, "%v", err))
				continue
			}
			keys = append(keys, k)
		}
		return keys
	}
	c.PartitionKeys = keyNames("partition", o.Keys.Partition)
	c.SortKeys = keyNames("sort", o.Keys.Sort)

	if o.Tables != nil {
		c.Tables = make(map[string]TableKeys, len(o.Tables))
	}
	for name, t := range o.Tables {
		if strings.TrimSpace(name) == "" {
			l.fail(at("tables", name).errorf(nil, "empty table name"))
			continue
		}
		if strings.TrimSpace(t.Partition) == "" {
			l.fail(at("tables", name, "partition").errorf(nil, "no partition key"))
		}
		tk := TableKeys{Partition: strings.TrimSpace(t.Partition), Sort: strings.TrimSpace(t.Sort)}
		if t.Indexes != nil {
			tk.Indexes = make(map[string]IndexKeys, len(t.Indexes))
		}
		for iname, ix := range t.Indexes {
			if strings.TrimSpace(iname) == "" {
				l.fail(at("tables", name, "indexes", iname).errorf(nil, "empty index name"))
				continue
			}
			if strings.TrimSpace(ix.Partition) == "" {
				l.fail(at("tables", name, "indexes", iname, "partition").errorf(nil, "no partition key"))
			}
			tk.Indexes[iname] = IndexKeys{Partition: strings.TrimSpace(ix.Partition), Sort: strings.TrimSpace(ix.Sort)}
		}
		c.Tables[name] = tk
	}

	// Schema paths are relative to the file's directory.
	c.Schemas = nil
	for _, s := range names("schemas", o.Schemas) {
		if !filepath.IsAbs(s) {
			s = filepath.Join(filepath.Dir(f.path), s)
		}
		c.Schemas = append(c.Schemas, filepath.Clean(s))
	}
}

// applyFlags sets the options given by flags, over the file's.
func (l *loader) applyFlags() {
	c := l.cfg
	flagged := func(name string) origin { return origin{flag: name} }

	if separatorFlag.isSet() {
		c.Separator = separatorFlag.val
		l.src[FlagSeparator] = flagged(FlagSeparator)
	}
	if versionSeparatorFlag.isSet() {
		c.VersionSeparator = versionSeparatorFlag.val
		l.src[FlagVersionSeparator] = flagged(FlagVersionSeparator)
	}
	if padWidthFlag.isSet() {
		c.PadWidth = padWidthFlag.val
		l.src[FlagPadWidth] = flagged(FlagPadWidth)
	}
	if versionedTablePatternFlag.isSet() {
		l.pattern = versionedTablePatternFlag.val
		l.src[FlagVersionedTablePattern] = flagged(FlagVersionedTablePattern)
	}
	if includeGeneratedFlag.isSet() {
		c.IncludeGenerated = includeGeneratedFlag.val
	}

	// List flags hold no empty items (listValue drops them).
	if enableFlag.isSet() {
		c.Enable = slices.Clone(enableFlag.items)
	}
	if disableFlag.isSet() {
		c.Disable = slices.Clone(disableFlag.items)
	}
	if versionedTablesFlag.isSet() {
		c.VersionedTables = slices.Clone(versionedTablesFlag.items)
	}
	keyNames := func(name string, v *listValue) []KeyName {
		var keys []KeyName
		for _, s := range v.items {
			k, err := parseKeyName(s)
			if err != nil {
				l.fail(flagged(name).errorf(nil, "%v", err))
				continue
			}
			keys = append(keys, k)
		}
		return keys
	}
	if pkFlag.isSet() {
		c.PartitionKeys = keyNames(FlagPK, pkFlag)
	}
	if skFlag.isSet() {
		c.SortKeys = keyNames(FlagSK, skFlag)
	}
	if schemasFlag.isSet() {
		// Relative to the current directory, as paths on a command line are.
		c.Schemas = nil
		for _, s := range schemasFlag.items {
			abs, err := filepath.Abs(s)
			if err != nil {
				l.fail(flagged(FlagSchemas).errorf(err, "%v", err))
				continue
			}
			c.Schemas = append(c.Schemas, abs)
		}
	}
}

// validate checks the merged scalar options and compiles the pattern,
// blaming whichever source gave the bad value.
func (l *loader) validate() {
	c := l.cfg
	if c.Separator == "" {
		l.fail(l.src[FlagSeparator].errorf(nil, "empty separator"))
	}
	if c.VersionSeparator == "" {
		l.fail(l.src[FlagVersionSeparator].errorf(nil, "empty separator"))
	}
	if c.Separator != "" && c.Separator == c.VersionSeparator {
		// Blame the version separator unless only the separator was set.
		if o, ok := l.src[FlagVersionSeparator]; ok {
			l.fail(o.errorf(nil, "%q is also the separator; they must differ", c.VersionSeparator))
		} else {
			l.fail(l.src[FlagSeparator].errorf(nil, "%q is also the version separator; they must differ", c.Separator))
		}
	}
	if c.PadWidth < minPadWidth || c.PadWidth > maxPadWidth {
		l.fail(l.src[FlagPadWidth].errorf(nil, "%d is out of range %d..%d", c.PadWidth, minPadWidth, maxPadWidth))
	}

	c.VersionedTablePattern = nil // "": no table is versioned by its name
	if l.pattern != "" {
		re, err := regexp.Compile(l.pattern)
		if err != nil {
			l.fail(l.src[FlagVersionedTablePattern].errorf(err, "%v", err))
		} else {
			c.VersionedTablePattern = re
		}
	}
}

// parseKeyName parses a key attribute name, "attr" or "table:attr".
func parseKeyName(s string) (KeyName, error) {
	table, attr, scoped := strings.Cut(s, ":")
	if !scoped {
		if attr = strings.TrimSpace(s); attr == "" {
			return KeyName{}, errors.New("empty attribute name")
		}
		return KeyName{Attr: attr}, nil
	}
	table, attr = strings.TrimSpace(table), strings.TrimSpace(attr)
	switch {
	case table == "":
		return KeyName{}, fmt.Errorf("%q: empty table name before \":\"", s)
	case attr == "":
		return KeyName{}, fmt.Errorf("%q: empty attribute name after \":\"", s)
	}
	return KeyName{Table: table, Attr: attr}, nil
}

// mustExtractDoc returns the "# Analyzer name" section of the package doc
// comment in content (the text of doc.go), without its "name:" prefix: the
// form Analyzer.Doc wants. It is our copy of the helper x/tools keeps
// internal.
func mustExtractDoc(content, name string) string {
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", content, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil || f.Doc == nil {
		panic("config: doc.go has no package comment")
	}
	for section := range strings.SplitSeq(f.Doc.Text(), "\n# ") {
		body, ok := strings.CutPrefix(section, "Analyzer "+name+"\n")
		if !ok {
			continue
		}
		body, ok = strings.CutPrefix(strings.TrimSpace(body), name+":")
		if !ok {
			panic(fmt.Sprintf("config: doc.go: heading 'Analyzer %s' not followed by '%s: summary'", name, name))
		}
		return strings.TrimSpace(body)
	}
	panic(fmt.Sprintf("config: doc.go has no 'Analyzer %s' heading", name))
}
