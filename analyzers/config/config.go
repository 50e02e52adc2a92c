package config

import (
	"cmp"
	"errors"
	"fmt"
	"go/build"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"github.com/ddblint/ddblint/internal/docutil"
	"github.com/ddblint/ddblint/internal/engine/schema"
	"golang.org/x/tools/go/analysis"
)

// The defaults, also shown by -help.
const (
	defaultSeparator             = "#"
	defaultVersionSeparator      = "@"
	defaultPadWidth              = 10
	defaultVersionedTablePattern = "(?i)history|command"
	defaultMaxComponents         = 5

	minMaxComponents, maxMaxComponents = 2, 32

	minPadWidth, maxPadWidth = 1, 40
)

// Analyzer computes the *Config of a package. It reports nothing; every
// ddblint pass Requires it and reads its result.
//
// It runs despite type errors: it reads no types, and a rule that cannot
// cope with them opts out itself.
var Analyzer = &analysis.Analyzer{
	Name:             "config",
	Doc:              docutil.MustExtract(doc, "config").AnalyzerDoc(),
	URL:              "https://github.com/ddblint/ddblint/blob/main/docs/configuration.md",
	Run:              run,
	RunDespiteErrors: true,
	ResultType:       reflect.TypeOf((*Config)(nil)),
}

// defaultMutableAttributes name attributes that change over an item's life.
var defaultMutableAttributes = []string{"status", "state", "stage", "phase", "priority"}

// defaultVersionedTableRE is compiled once: Default runs for every package
// (twice with the driver's cache), and a regexp is safe to share.
var defaultVersionedTableRE = regexp.MustCompile(defaultVersionedTablePattern)

// Default returns the configuration used when there is no config file and no
// flag is set.
func Default() *Config {
	return &Config{
		Separator:             defaultSeparator,
		VersionSeparator:      defaultVersionSeparator,
		PadWidth:              defaultPadWidth,
		VersionedTablePattern: defaultVersionedTableRE,
		MaxComponents:         defaultMaxComponents,
		MutableAttributes:     slices.Clone(defaultMutableAttributes),
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
	dir := packageDir(pass)
	if isDependency(dir) {
		// The standard library and modules in the module cache are only
		// analysed for facts; the user's config is not theirs, and reading
		// it there would repeat a config error once per dependency.
		cfg := Default()
		cfg.Dependency = true
		return cfg, nil
	}
	cfg, err := load(dir)
	if err != nil {
		cfg = Default()
		cfg.Err = err
	}
	return cfg, nil
}

// isDependency reports a package directory in GOROOT or the module cache.
func isDependency(dir string) bool {
	if dir == "" {
		return false
	}
	roots := []string{filepath.Join(build.Default.GOROOT, "src")}
	if mc := os.Getenv("GOMODCACHE"); mc != "" {
		roots = append(roots, mc)
	} else if gp := filepath.SplitList(build.Default.GOPATH); len(gp) > 0 {
		roots = append(roots, filepath.Join(gp[0], "pkg", "mod"))
	}
	for _, r := range roots {
		if rel, err := filepath.Rel(r, dir); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return true
		}
	}
	return false
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
// overridden by the config files (the -config flag's, or else those found
// from dir, the outermost first; none if dir is ""), overridden by the flags
// that were set.
func load(dir string) (*Config, error) {
	l := &loader{cfg: Default(), src: make(map[string]origin)}

	files, _, err := configFiles(dir)
	if err != nil {
		return nil, err
	}
	for i := len(files) - 1; i >= 0; i-- {
		l.applyFile(files[i])
		l.cfg.Files = append(l.cfg.Files, files[i].path)
	}
	slices.Reverse(l.cfg.Files)
	l.applyFlags()
	if !l.schemasNamed && dir != "" {
		l.cfg.FoundSchemas = findInfraFiles(dir)
		l.cfg.codeDir = dir
	}
	l.validate()
	sortErrors(l.errs)
	if err := errors.Join(l.errs...); err != nil {
		return nil, err
	}
	return l.cfg, nil
}

// configFiles reads the config files of a package in dir, nearest first:
// the file named by -config alone, or the files found from dir up to the
// module root, stopping after one that says root: true. It also returns
// the paths it read or tried to read, for Inputs: a file that does not
// load is still an input.
func configFiles(dir string) (files []*file, paths []string, err error) {
	if configFlag.val != "" { // -config= (empty) means: search as usual
		f, err := readFile(configFlag.val)
		if err != nil {
			if pe := (*posError)(nil); !errors.As(err, &pe) {
				err = &posError{file: "flag -" + FlagConfig, msg: err.Error(), err: err}
			}
			return nil, []string{configFlag.val}, err
		}
		return []*file{f}, []string{configFlag.val}, nil
	}
	if dir == "" {
		return nil, nil, nil
	}
	found, err := findFiles(dir)
	if err != nil {
		return nil, nil, fmt.Errorf("looking for the config file: %w", err)
	}
	for _, path := range found {
		paths = append(paths, path)
		f, err := readFile(path)
		if err != nil {
			return nil, paths, err
		}
		files = append(files, f)
		if f.opts.Root {
			break
		}
	}
	return files, paths, nil
}

// A loader merges the sources of a Config, collecting every error so that
// they are all reported at once.
type loader struct {
	cfg  *Config
	src  map[string]origin // where the separators came from; absent: the default
	errs []error
	// schemasNamed says the file has a schemas: key or -schemas is set,
	// even to an empty list: then no files are looked for.
	schemasNamed bool
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

// applyFile sets the options the file gives, over those of the files
// applied before it (its parents'): a scalar the file gives replaces the
// parents' value; so does a list, unless it holds the word "inherit", which
// stands for the parents' list (or the default); tables merge by name.
func (l *loader) applyFile(f *file) {
	c, o := l.cfg, &f.opts
	c.File = f.path
	at := func(path ...any) origin { return origin{file: f, path: path} }

	if o.Separator != nil {
		l.setSeparator(at("separator"), FlagSeparator, &c.Separator, *o.Separator)
	}
	if o.VersionSeparator != nil {
		l.setSeparator(at("version-separator"), FlagVersionSeparator, &c.VersionSeparator, *o.VersionSeparator)
	}
	if o.PadWidth != nil {
		l.setPadWidth(at("pad-width"), *o.PadWidth)
	}
	if o.VersionedTablePattern != nil {
		l.setPattern(at("versioned-table-pattern"), *o.VersionedTablePattern)
	}
	if o.IncludeGenerated != nil {
		c.IncludeGenerated = *o.IncludeGenerated
	}
	if o.Tests != nil {
		c.IncludeTests = *o.Tests
	}
	if o.MaxComponents != nil {
		l.setMaxComponents(at("max-components"), *o.MaxComponents)
	}

	name := func(at origin, s string) (string, bool) {
		if s = strings.TrimSpace(s); s == "" {
			l.fail(at.errorf(nil, "empty name"))
			return "", false
		}
		return s, true
	}
	ruleName := func(at origin, s string) (ruleAt, bool) {
		s, ok := name(at, s)
		return ruleAt{s, at}, ok
	}
	rules := func(option string, items []string, names *[]string, ats *[]origin) {
		list := make([]ruleAt, len(*names))
		for i, n := range *names {
			list[i] = ruleAt{n, (*ats)[i]}
		}
		if !spliceList(l, f, []any{option}, items, &list, ruleName) {
			return
		}
		*names, *ats = nil, nil
		for _, r := range list {
			*names = append(*names, r.name)
			*ats = append(*ats, r.at)
		}
	}
	rules("enable", o.Enable, &c.Enable, &c.enableAt)
	rules("disable", o.Disable, &c.Disable, &c.disableAt)
	spliceList(l, f, []any{"versioned-tables"}, o.VersionedTables, &c.VersionedTables, name)
	spliceList(l, f, []any{"mutable-attributes"}, o.MutableAttributes, &c.MutableAttributes, name)
	spliceList(l, f, []any{"injection-sources"}, o.InjectionSources, &c.InjectionSources, name)
	spliceList(l, f, []any{"injection-sanitizers"}, o.InjectionSanitizers, &c.InjectionSanitizers, name)

	keyName := func(at origin, s string) (KeyName, bool) {
		k, err := parseKeyName(s)
		if err != nil {
			l.fail(at.errorf(nil, "%v", err))
			return KeyName{}, false
		}
		return k, true
	}
	spliceList(l, f, []any{"keys", "partition"}, o.Keys.Partition, &c.PartitionKeys, keyName)
	spliceList(l, f, []any{"keys", "sort"}, o.Keys.Sort, &c.SortKeys, keyName)

	if o.Tables != nil && c.Tables == nil {
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
		tk := TableKeys{Partition: strings.TrimSpace(t.Partition), Sort: strings.TrimSpace(t.Sort), File: f.path}
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
		c.Tables[name] = tk // a parent's table of the same name is replaced whole
	}

	// Schema paths are relative to the directory of the file that names
	// them.
	if o.Schemas != nil {
		l.schemasNamed = true
	}
	spliceList(l, f, []any{"schemas"}, o.Schemas, &c.Schemas, func(at origin, s string) (string, bool) {
		s, ok := name(at, s)
		if !ok {
			return "", false
		}
		if !filepath.IsAbs(s) {
			s = filepath.Join(filepath.Dir(f.path), s)
		}
		return filepath.Clean(s), true
	})
}

// ruleAt is a rule name of enable or disable and where it was given.
type ruleAt struct {
	name string
	at   origin
}

// inheritWord, as an item of a list in a config file, stands for the list
// of the parent files (or the default): the file's list is spliced around
// it instead of replacing it.
const inheritWord = "inherit"

// spliceList sets *dst to the file's list at path, if the file gives one
// (items is not nil), and reports whether it did. Each item is converted by
// conv, which reports a bad one itself; the word inherit stands for *dst
// as it was, the value of the parent files or the default.
func spliceList[T any](l *loader, f *file, path []any, items []string, dst *[]T, conv func(at origin, s string) (T, bool)) bool {
	if items == nil {
		return false
	}
	var out []T
	inherited := false
	for i, s := range items {
		at := origin{file: f, path: append(path[:len(path):len(path)], i)}
		if strings.TrimSpace(s) == inheritWord {
			if inherited {
				l.fail(at.errorf(nil, "%s given twice", inheritWord))
				continue
			}
			inherited = true
			out = append(out, *dst...)
			continue
		}
		if v, ok := conv(at, s); ok {
			out = append(out, v)
		}
	}
	*dst = out
	return true
}

// applyFlags sets the options given by flags, over the file's.
func (l *loader) applyFlags() {
	c := l.cfg
	flagged := func(name string) origin { return origin{flag: name} }

	if separatorFlag.isSet() {
		l.setSeparator(flagged(FlagSeparator), FlagSeparator, &c.Separator, separatorFlag.val)
	}
	if versionSeparatorFlag.isSet() {
		l.setSeparator(flagged(FlagVersionSeparator), FlagVersionSeparator, &c.VersionSeparator, versionSeparatorFlag.val)
	}
	if padWidthFlag.isSet() {
		l.setPadWidth(flagged(FlagPadWidth), padWidthFlag.val)
	}
	if versionedTablePatternFlag.isSet() {
		l.setPattern(flagged(FlagVersionedTablePattern), versionedTablePatternFlag.val)
	}
	if includeGeneratedFlag.isSet() {
		c.IncludeGenerated = includeGeneratedFlag.val
	}
	if testsFlag.isSet() {
		c.IncludeTests = testsFlag.val
	}
	if reviewFlag.isSet() {
		c.Review = reviewFlag.val
	}

	// List flags hold no empty items (listValue drops them).
	if enableFlag.isSet() {
		c.Enable = slices.Clone(enableFlag.items)
		c.enableAt = slices.Repeat([]origin{flagged(FlagEnable)}, len(c.Enable))
	}
	if disableFlag.isSet() {
		c.Disable = slices.Clone(disableFlag.items)
		c.disableAt = slices.Repeat([]origin{flagged(FlagDisable)}, len(c.Disable))
	}
	if versionedTablesFlag.isSet() {
		c.VersionedTables = slices.Clone(versionedTablesFlag.items)
	}
	if maxComponentsFlag.isSet() {
		l.setMaxComponents(flagged(FlagMaxComponents), maxComponentsFlag.val)
	}
	if mutableAttributesFlag.isSet() {
		c.MutableAttributes = slices.Clone(mutableAttributesFlag.items)
	}
	if injectionSourcesFlag.isSet() {
		c.InjectionSources = slices.Clone(injectionSourcesFlag.items)
	}
	if injectionSanitizersFlag.isSet() {
		c.InjectionSanitizers = slices.Clone(injectionSanitizersFlag.items)
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
		l.schemasNamed = true
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

// The scalar options are checked where they are set, so that a bad value
// in the file is reported even when a flag overrides it: the file is also
// read by runs without that flag.

func (l *loader) setSeparator(o origin, name string, dst *string, sep string) {
	if sep == "" {
		l.fail(o.errorf(nil, "empty separator"))
	}
	*dst = sep
	l.src[name] = o
}

func (l *loader) setPadWidth(o origin, n int) {
	if n < minPadWidth || n > maxPadWidth {
		l.fail(o.errorf(nil, "%d is out of range %d..%d", n, minPadWidth, maxPadWidth))
	}
	l.cfg.PadWidth = n
}

func (l *loader) setMaxComponents(o origin, n int) {
	if n < minMaxComponents || n > maxMaxComponents {
		l.fail(o.errorf(nil, "%d is out of range %d..%d", n, minMaxComponents, maxMaxComponents))
	}
	l.cfg.MaxComponents = n
}

func (l *loader) setPattern(o origin, pattern string) {
	l.cfg.VersionedTablePattern = nil // "": no table is versioned by its name
	if pattern == "" {
		return
	}
	re, err := regexp.Compile(pattern)
	if err != nil {
		l.fail(o.errorf(err, "%v", err))
		return
	}
	l.cfg.VersionedTablePattern = re
}

// validate checks the merged options against each other, blaming the
// source that set the value last.
func (l *loader) validate() {
	c := l.cfg
	if c.Separator != "" && c.Separator == c.VersionSeparator {
		// Blame the version separator unless only the separator was set.
		if o, ok := l.src[FlagVersionSeparator]; ok {
			l.fail(o.errorf(nil, "%q is also the separator; they must differ", c.VersionSeparator))
		} else {
			l.fail(l.src[FlagSeparator].errorf(nil, "%q is also the version separator; they must differ", c.Separator))
		}
	}
}

// sortErrors orders the errors by file, in the order the files were
// applied (the outermost first), and then by line; the flags' come last.
func sortErrors(errs []error) {
	files := map[string]int{}
	rank := func(err error) (int, int) {
		if pe := (*posError)(nil); errors.As(err, &pe) && !strings.HasPrefix(pe.file, "flag -") {
			if _, ok := files[pe.file]; !ok {
				files[pe.file] = len(files)
			}
			return files[pe.file], pe.line
		}
		return math.MaxInt, math.MaxInt
	}
	for _, err := range errs {
		rank(err) // number the files in the order of their first error
	}
	slices.SortStableFunc(errs, func(a, b error) int {
		fa, la := rank(a)
		fb, lb := rank(b)
		return cmp.Or(cmp.Compare(fa, fb), cmp.Compare(la, lb))
	})
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

// Inputs returns the files the configuration of a package in dir is read
// from: every config file of the cascade (the nearest and the parents it
// merges with), and the schema files the configuration names or finds,
// with the files they include and the Go files of CodeSchemas.
// Drivers that cache findings key them by these files' contents (the flags
// they key separately). A configuration that does not load still has its
// config files as inputs.
func Inputs(dir string) ([]string, error) {
	_, out, err := configFiles(dir)
	if err != nil {
		return out, err
	}
	cfg, err := load(dir)
	if err != nil {
		return out, err
	}
	for _, path := range slices.Concat(cfg.Schemas, cfg.FoundSchemas) {
		out = append(out, path)
		// A Serverless service's ${file(…)} includes decide its
		// tables too.
		out = append(out, schema.Includes(path)...)
	}
	return append(out, cfg.CodeSchemas()...), nil
}

// CheckRuleNames returns an error for every name in Enable and Disable that
// is neither one of known (the catalog's rules, which this package cannot
// import) nor "all", saying where the name was given (file and line, or the
// flag) and which rule it is closest to.
func (c *Config) CheckRuleNames(known []string) error {
	var errs []error
	check := func(option string, names []string, at []origin) {
		for i, n := range names {
			if n == "all" || slices.Contains(known, n) {
				continue
			}
			msg := fmt.Sprintf("unknown rule %q", n)
			if s := Suggest(n, known); s != "" {
				msg += fmt.Sprintf(" (did you mean %q?)", s)
			} else {
				msg += " (rules: " + strings.Join(known, ", ") + ")"
			}
			if i < len(at) {
				errs = append(errs, at[i].errorf(nil, "%s", msg))
			} else {
				errs = append(errs, fmt.Errorf("%s: %s", option, msg))
			}
		}
	}
	check(FlagEnable, c.Enable, c.enableAt)
	check(FlagDisable, c.Disable, c.disableAt)
	return errors.Join(errs...)
}
