package config

import (
	"errors"
	"flag"
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// These tests change the package's flags, so none of them runs in parallel.

// writeFiles creates files (slash-separated names relative to dir) and
// returns dir.
func writeFiles(t *testing.T, dir string, files map[string]string) string {
	t.Helper()
	for name, content := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// module makes a module root holding go.mod and a config file with the
// given content (none if ""), and returns its directory.
func module(t *testing.T, config string) string {
	t.Helper()
	files := map[string]string{"go.mod": "module example.com/m\n"}
	if config != "" {
		files[fileNameYML] = config
	}
	return writeFiles(t, t.TempDir(), files)
}

// setFlags parses args with the analyzer's flags; they are reset when the
// test ends.
func setFlags(t *testing.T, args ...string) {
	t.Helper()
	t.Cleanup(ResetFlags)
	if err := Analyzer.Flags.Parse(args); err != nil {
		t.Fatal(err)
	}
}

func mustLoad(t *testing.T, dir string) *Config {
	t.Helper()
	cfg, err := load(dir)
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	return cfg
}

// loadError loads dir, expecting an error that contains every one of want.
func loadError(t *testing.T, dir string, want ...string) {
	t.Helper()
	_ = loadErr(t, dir, want...) // checked there against want
}

// loadErr is loadError returning the error, for a closer look at it.
func loadErr(t *testing.T, dir string, want ...string) error {
	t.Helper()
	cfg, err := load(dir)
	if err == nil {
		t.Fatalf("load succeeded (%+v), want error containing %q", cfg, want)
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q\ndoes not contain %q", err, w)
		}
	}
	return err
}

// equalConfig compares configs, regexps by their source.
func equalConfig(t *testing.T, got, want *Config) {
	t.Helper()
	pattern := func(re *regexp.Regexp) string {
		if re == nil {
			return "<nil>"
		}
		return re.String()
	}
	if g, w := pattern(got.VersionedTablePattern), pattern(want.VersionedTablePattern); g != w {
		t.Errorf("VersionedTablePattern = %s, want %s", g, w)
	}
	g, w := *got, *want
	if w.Files == nil && w.File != "" {
		w.Files = []string{w.File} // one file, no cascade
	}
	g.VersionedTablePattern, w.VersionedTablePattern = nil, nil
	// Where rule names came from is checked by TestCheckRuleNames.
	g.enableAt, g.disableAt, w.enableAt, w.disableAt = nil, nil, nil, nil
	// Where CodeSchemas looks from is checked by TestCodeSchemas.
	g.codeDir, w.codeDir = "", ""
	if !reflect.DeepEqual(g, w) {
		t.Errorf("config =\n%+v\nwant\n%+v", g, w)
	}
}

func TestDefaults(t *testing.T) {
	t.Cleanup(ResetFlags)
	dir := module(t, "")
	equalConfig(t, mustLoad(t, dir), &Config{
		Separator:             "#",
		VersionSeparator:      "@",
		PadWidth:              10,
		VersionedTablePattern: regexp.MustCompile(`(?i)history|command`),
		MaxComponents:         5,
		MutableAttributes:     []string{"status", "state", "stage", "phase", "priority"},
	})
	equalConfig(t, mustLoad(t, ""), Default()) // a package without files

	cfg := Default()
	for table, want := range map[string]bool{"orders_history": true, "CommandLog": true, "orders": false} {
		if got := cfg.IsVersionedTable(table); got != want {
			t.Errorf("IsVersionedTable(%q) = %v, want %v", table, got, want)
		}
	}
}

const fullFile = `# every option
enable: [keycomplexity]
disable: [pkcardinality]
separator: "|"
version-separator: "~"
pad-width: 12
keys:
  partition: [namespace, shard_id, "orders:customerId"]
  sort: [ts]
tables:
  orders:
    partition: customerId
    sort: orderId
    indexes:
      byStatus: {partition: status, sort: createdAt}
  events:
    partition: pk
versioned-tables: [orders_history]
versioned-table-pattern: "(?i)_v\\d+$"
include-generated: true
tests: true
schemas: [infra/template.yaml, /abs/main.tf]
max-components: 7
mutable-attributes: [status, workflowStep]
injection-sources: [example.com/web.Context.Param]
injection-sanitizers: [example.com/ids.Valid]
`

func TestFileValues(t *testing.T) {
	t.Cleanup(ResetFlags)
	dir := module(t, fullFile)
	equalConfig(t, mustLoad(t, dir), &Config{
		File:             filepath.Join(dir, ".ddblint.yml"),
		Enable:           []string{"keycomplexity"},
		Disable:          []string{"pkcardinality"},
		Separator:        "|",
		VersionSeparator: "~",
		PadWidth:         12,
		PartitionKeys:    []KeyName{{Attr: "namespace"}, {Attr: "shard_id"}, {Table: "orders", Attr: "customerId"}},
		SortKeys:         []KeyName{{Attr: "ts"}},
		Tables: map[string]TableKeys{
			"orders": {Partition: "customerId", Sort: "orderId", Indexes: map[string]IndexKeys{
				"byStatus": {Partition: "status", Sort: "createdAt"},
			}, File: filepath.Join(dir, ".ddblint.yml")},
			"events": {Partition: "pk", File: filepath.Join(dir, ".ddblint.yml")},
		},
		VersionedTables:       []string{"orders_history"},
		VersionedTablePattern: regexp.MustCompile(`(?i)_v\d+$`),
		IncludeGenerated:      true,
		IncludeTests:          true,
		Schemas:               []string{filepath.Join(dir, "infra", "template.yaml"), "/abs/main.tf"},
		MaxComponents:         7,
		MutableAttributes:     []string{"status", "workflowStep"},
		InjectionSources:      []string{"example.com/web.Context.Param"},
		InjectionSanitizers:   []string{"example.com/ids.Valid"},
	})
}

func TestIssue4Options(t *testing.T) {
	t.Cleanup(ResetFlags)
	dir := module(t, "max-components: 7\nmutable-attributes: [status]\n")
	setFlags(t, "-max-components=9", "-mutable-attributes=stage", "-injection-sources=a.B", "-injection-sanitizers=c.D")
	cfg := mustLoad(t, dir)
	if cfg.MaxComponents != 9 || !reflect.DeepEqual(cfg.MutableAttributes, []string{"stage"}) ||
		!reflect.DeepEqual(cfg.InjectionSources, []string{"a.B"}) || !reflect.DeepEqual(cfg.InjectionSanitizers, []string{"c.D"}) {
		t.Errorf("flags did not override the file: %+v", cfg)
	}
	ResetFlags()
	loadError(t, module(t, "max-components: 1\n"), ".ddblint.yml:1", "out of range 2..32")
}

func TestEmptyFile(t *testing.T) {
	t.Cleanup(ResetFlags)
	for _, content := range []string{"\n", "# nothing yet\n", "~\n", "separator: # a comment, so null\n"} {
		dir := module(t, content)
		want := Default()
		want.File = filepath.Join(dir, fileNameYML)
		equalConfig(t, mustLoad(t, dir), want)
	}
}

func TestFlagOverridesFile(t *testing.T) {
	dir := module(t, fullFile)
	setFlags(t,
		"-separator=::",
		"-pk=tenant,orders:id",
		"-enable=", // set, and empty: clears the file's list
		"-versioned-table-pattern=",
		"-include-generated=false",
		"-tests=false",
		"-sk=a", "-sk=b", // repeating adds
	)
	cfg := mustLoad(t, dir)
	if cfg.Separator != "::" {
		t.Errorf("Separator = %q, want the flag's", cfg.Separator)
	}
	if want := []KeyName{{Attr: "tenant"}, {Table: "orders", Attr: "id"}}; !reflect.DeepEqual(cfg.PartitionKeys, want) {
		t.Errorf("PartitionKeys = %v, want %v", cfg.PartitionKeys, want)
	}
	if want := []KeyName{{Attr: "a"}, {Attr: "b"}}; !reflect.DeepEqual(cfg.SortKeys, want) {
		t.Errorf("SortKeys = %v, want %v", cfg.SortKeys, want)
	}
	if cfg.Enable != nil {
		t.Errorf("Enable = %q, want none", cfg.Enable)
	}
	if cfg.VersionedTablePattern != nil || cfg.IsVersionedTable("command_history") {
		t.Errorf("VersionedTablePattern = %v, want none", cfg.VersionedTablePattern)
	}
	if cfg.IncludeGenerated {
		t.Error("IncludeGenerated = true, want the flag's false")
	}
	if cfg.IncludeTests {
		t.Error("IncludeTests = true, want the flag's false")
	}
	// Options not given as flags keep the file's values.
	if cfg.PadWidth != 12 || cfg.VersionSeparator != "~" || !reflect.DeepEqual(cfg.Disable, []string{"pkcardinality"}) {
		t.Errorf("PadWidth, VersionSeparator, Disable = %d, %q, %q, want the file's", cfg.PadWidth, cfg.VersionSeparator, cfg.Disable)
	}

	// A flag set to its default value still beats the file.
	ResetFlags()
	setFlags(t, "-separator=#", "-pad-width=10")
	cfg = mustLoad(t, dir)
	if cfg.Separator != "#" || cfg.PadWidth != 10 {
		t.Errorf("Separator, PadWidth = %q, %d, want the flags' # and 10", cfg.Separator, cfg.PadWidth)
	}
}

func TestConfigFlag(t *testing.T) {
	dir := module(t, "separator: '|'\n")
	other := writeFiles(t, t.TempDir(), map[string]string{"custom.yml": "separator: '/'\n"})
	t.Chdir(other)
	setFlags(t, "-config=custom.yml")
	cfg := mustLoad(t, dir)
	if cfg.Separator != "/" || cfg.File != filepath.Join(other, "custom.yml") {
		t.Errorf("Separator, File = %q, %q, want those of the -config file", cfg.Separator, cfg.File)
	}

	ResetFlags()
	setFlags(t, "-config=missing.yml")
	loadError(t, dir, "flag -config: ", "missing.yml", "no such file")
}

func TestUnknownOption(t *testing.T) {
	t.Cleanup(ResetFlags)
	dir := module(t, "separator: '#'\nseperator: '|'\n") //nolint:misspell // deliberate typo under test
	// In dir, so that the message names the file relative to it.
	t.Chdir(dir)
	err := loadErr(t, dir)
	if got, want := err.Error(), `.ddblint.yml:2: unknown option "seperator" (did you mean "separator"?)`; got != want { //nolint:misspell // deliberate typo under test
		t.Errorf("error = %q\nwant    %q", got, want)
	}
	var pe *posError
	if !errors.As(err, &pe) || pe.line != 2 {
		t.Errorf("error %#v is not a *posError for line 2", err)
	}

	dir = module(t, "tables:\n  orders:\n    partition: id\n    indexes:\n      byX: {partition: x, sortkey: y}\nfrobnicate: true\n")
	loadError(t, dir,
		`.ddblint.yml:5: unknown option "sortkey" in tables.orders.indexes.byX (want one of: partition, sort)`,
		`.ddblint.yml:6: unknown option "frobnicate" (want one of: enable, disable, separator,`,
	)
}

func TestTypeAndSyntaxErrors(t *testing.T) {
	t.Cleanup(ResetFlags)
	for _, tc := range []struct{ file, want string }{
		{"pad-width: ten\n", `.ddblint.yml:1: pad-width: want an integer, got "ten"`},
		{"keys:\n  partition: id\n", `.ddblint.yml:2: keys.partition: want a list, got "id"`},
		{"tables: [orders]\n", `.ddblint.yml:1: tables: want a mapping, got a list`},
		{"include-generated: maybe\n", `.ddblint.yml:1: include-generated: want true or false, got "maybe"`},
		{"tests: maybe\n", `.ddblint.yml:1: tests: want true or false, got "maybe"`},
		{"- enable\n", `.ddblint.yml:1: want a mapping of options, got a list`},
		{"separator: '#'\nseparator: '|'\n", `.ddblint.yml:2: "separator" given twice (first on line 1)`},
		{"tables:\n  a: {partition: x}\n  a: {partition: y}\n", `.ddblint.yml:3: "a" given twice in tables (first on line 2)`},
		{"keys: [\n", `.ddblint.yml:1: invalid YAML: did not find expected node content`},
		{"separator: '#'\n---\nseparator: '|'\n", `.ddblint.yml:2: more than one YAML document`},
	} {
		loadError(t, module(t, tc.file), tc.want)
	}
}

func TestBadPadWidth(t *testing.T) {
	loadError(t, module(t, "enable: [a]\npad-width: 0\n"), `.ddblint.yml:2: pad-width: 0 is out of range 1..40`)
	dir := module(t, "pad-width: 41\n")
	loadError(t, dir, `.ddblint.yml:1: pad-width: 41 is out of range 1..40`)

	setFlags(t, "-pad-width=20") // a good flag does not hide the file's bad value
	loadError(t, dir, `.ddblint.yml:1: pad-width: 41 is out of range 1..40`)
	setFlags(t, "-pad-width=-1")
	loadError(t, module(t, "pad-width: 20\n"), `flag -pad-width: -1 is out of range 1..40`)
	setFlags(t, "-pad-width=40")
	if cfg := mustLoad(t, module(t, "pad-width: 1\n")); cfg.PadWidth != 40 {
		t.Errorf("PadWidth = %d, want 40", cfg.PadWidth)
	}

	fs := flag.NewFlagSet("ddblint", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	ShareFlags(fs)
	if err := fs.Parse([]string{"-pad-width=wide"}); err == nil || !strings.Contains(err.Error(), "want an integer") {
		t.Errorf("parsing -pad-width=wide: got %v, want an error", err)
	}
}

func TestBadRegexp(t *testing.T) {
	dir := module(t, "versioned-table-pattern: '(history'\n")
	err := loadErr(t, dir, `.ddblint.yml:1: versioned-table-pattern: error parsing regexp: missing closing )`)
	var syntaxErr *syntax.Error
	if !errors.As(err, &syntaxErr) {
		t.Errorf("error does not wrap the regexp error")
	}

	setFlags(t, "-versioned-table-pattern=[a-")
	loadError(t, module(t, ""), `flag -versioned-table-pattern: error parsing regexp: missing closing ]`)
}

func TestSeparators(t *testing.T) {
	t.Cleanup(ResetFlags)
	loadError(t, module(t, "separator: ''\n"), `.ddblint.yml:1: separator: empty separator`)
	loadError(t, module(t, "version-separator: '#'\n"), `.ddblint.yml:1: version-separator: "#" is also the separator; they must differ`)
	loadError(t, module(t, "separator: '@'\n"), `.ddblint.yml:1: separator: "@" is also the version separator; they must differ`)

	setFlags(t, "-version-separator=|")
	loadError(t, module(t, "separator: '|'\n"), `flag -version-separator: "|" is also the separator`)
	setFlags(t, "-separator=")
	loadError(t, module(t, ""), `flag -separator: empty separator`)
}

func TestTableScopedKeys(t *testing.T) {
	dir := module(t, "keys:\n  partition: [id, 'orders: customerId']\n  sort: ['events:ts']\n")
	cfg := mustLoad(t, dir)
	if want := []KeyName{{Attr: "id"}, {Table: "orders", Attr: "customerId"}}; !reflect.DeepEqual(cfg.PartitionKeys, want) {
		t.Errorf("PartitionKeys = %v, want %v", cfg.PartitionKeys, want)
	}
	if want := []KeyName{{Table: "events", Attr: "ts"}}; !reflect.DeepEqual(cfg.SortKeys, want) {
		t.Errorf("SortKeys = %v, want %v", cfg.SortKeys, want)
	}

	loadError(t, module(t, "keys:\n  partition:\n    - id\n    - 'orders:'\n    - ':x'\n    - ''\n"),
		`.ddblint.yml:4: keys.partition[1]: "orders:": empty attribute name after ":"`,
		`.ddblint.yml:5: keys.partition[2]: ":x": empty table name before ":"`,
		`.ddblint.yml:6: keys.partition[3]: empty attribute name`,
	)

	setFlags(t, "-sk=ts,events:")
	loadError(t, module(t, ""), `flag -sk: "events:": empty attribute name after ":"`)
}

func TestTablesNeedPartitionKey(t *testing.T) {
	t.Cleanup(ResetFlags)
	loadError(t, module(t, "tables:\n  orders:\n    sort: id\n  events:\n    partition: pk\n    indexes:\n      byX:\n        sort: x\n"),
		`.ddblint.yml:2: tables.orders.partition: no partition key`,
		`.ddblint.yml:7: tables.events.indexes.byX.partition: no partition key`,
	)
	loadError(t, module(t, "tables:\n  orders:\n"), `.ddblint.yml:2: tables.orders.partition: no partition key`)
	loadError(t, module(t, "enable: [a, '']\n"), `.ddblint.yml:1: enable[1]: empty name`)
}

func TestSchemasRelativeToFile(t *testing.T) {
	root := module(t, "schemas: [infra/template.yaml, ../shared/main.tf]\n")
	pkg := filepath.Join(root, "internal", "store")
	writeFiles(t, pkg, map[string]string{"store.go": "package store\n"})
	cfg := mustLoad(t, pkg)
	want := []string{filepath.Join(root, "infra", "template.yaml"), filepath.Join(filepath.Dir(root), "shared", "main.tf")}
	if !reflect.DeepEqual(cfg.Schemas, want) {
		t.Errorf("Schemas = %q, want %q", cfg.Schemas, want)
	}

	// Flags are relative to the current directory.
	wd := t.TempDir()
	t.Chdir(wd)
	setFlags(t, "-schemas=cfn/stack.json")
	cfg = mustLoad(t, pkg)
	if want := []string{filepath.Join(wd, "cfn", "stack.json")}; !reflect.DeepEqual(cfg.Schemas, want) {
		t.Errorf("Schemas = %q, want %q", cfg.Schemas, want)
	}
}

func TestDiscovery(t *testing.T) {
	t.Cleanup(ResetFlags)
	outer := writeFiles(t, t.TempDir(), map[string]string{
		".ddblint.yml":                "separator: '|'\n", // above the module: never read
		"mod/go.mod":                  "module example.com/m\n",
		"mod/a/b/b.go":                "package b\n",
		"mod/near/.ddblint.yml":       "separator: '/'\n",
		"mod/near/pkg/pkg.go":         "package pkg\n",
		"mod/yaml/.ddblint.yaml":      "separator: ';'\n",
		"mod/both/.ddblint.yml":       "",
		"mod/both/.ddblint.yaml":      "",
		"mod/dir/.ddblint.yml/x.yaml": "", // a directory is not a config file
	})
	for _, tc := range []struct {
		dir, sep, file string
	}{
		{"mod/a/b", "#", ""}, // discovery stops at go.mod
		{"mod", "#", ""},     // ... also in the module root itself
		{"mod/near/pkg", "/", "mod/near/.ddblint.yml"},
		{"mod/yaml", ";", "mod/yaml/.ddblint.yaml"},
		{"mod/dir", "#", ""},
		{".", "|", ".ddblint.yml"}, // outside the module
	} {
		cfg := mustLoad(t, filepath.Join(outer, tc.dir))
		wantFile := ""
		if tc.file != "" {
			wantFile = filepath.Join(outer, filepath.FromSlash(tc.file))
		}
		if cfg.Separator != tc.sep || cfg.File != wantFile {
			t.Errorf("%s: Separator, File = %q, %q, want %q, %q", tc.dir, cfg.Separator, cfg.File, tc.sep, wantFile)
		}
	}
	loadError(t, filepath.Join(outer, "mod", "both"), "both .ddblint.yml and .ddblint.yaml exist in")
}

func TestShareFlags(t *testing.T) {
	t.Cleanup(ResetFlags)
	fs := flag.NewFlagSet("ddblint", flag.ContinueOnError)
	ShareFlags(fs)

	// The same names, usages and defaults as the analyzer's own flags.
	var names []string
	Analyzer.Flags.VisitAll(func(f *flag.Flag) {
		names = append(names, f.Name)
		g := fs.Lookup(f.Name)
		if g == nil {
			t.Errorf("ShareFlags did not register -%s", f.Name)
			return
		}
		if g.Usage != f.Usage || g.DefValue != f.DefValue || g.Value != f.Value {
			t.Errorf("-%s: shared flag %+v differs from %+v", f.Name, g, f)
		}
	})
	if len(names) != len(flagDefs()) {
		t.Errorf("Analyzer.Flags has %d flags, want %d", len(names), len(flagDefs()))
	}
	if got := fs.Lookup(FlagSeparator).DefValue; got != "#" {
		t.Errorf("-separator default = %q, want #", got)
	}

	// Setting through the other FlagSet configures the analyzer.
	if err := fs.Parse([]string{"-separator=|", "-pk=orders:id", "-include-generated"}); err != nil {
		t.Fatal(err)
	}
	cfg := mustLoad(t, module(t, "separator: '/'\n"))
	if cfg.Separator != "|" || !reflect.DeepEqual(cfg.PartitionKeys, []KeyName{{"orders", "id"}}) || !cfg.IncludeGenerated {
		t.Errorf("config after setting shared flags = %+v", cfg)
	}
	if got := Analyzer.Flags.Lookup(FlagSeparator).Value.String(); got != "|" {
		t.Errorf("analyzer's -separator = %q, want |", got)
	}

	// Registering after a flag was set still records the real default.
	fs2 := flag.NewFlagSet("late", flag.ContinueOnError)
	ShareFlags(fs2)
	if got := fs2.Lookup(FlagSeparator).DefValue; got != "#" {
		t.Errorf("late -separator default = %q, want #", got)
	}

	ResetFlags()
	equalConfig(t, mustLoad(t, module(t, "")), Default())
	if got := fs.Lookup(FlagPadWidth).Value.String(); got != "10" {
		t.Errorf("-pad-width after ResetFlags = %q, want 10", got)
	}
}

// TestRun runs the analyzer the way a driver does, on a package in a module
// that has a .ddblint.yml, to show that the file is found from the package's
// files.
func TestRun(t *testing.T) {
	t.Cleanup(ResetFlags)
	root := module(t, "separator: '|'\ntables:\n  orders: {partition: customerId}\n")
	writeFiles(t, root, map[string]string{"store/store.go": "package store\n\nconst Table = \"orders\"\n"})
	pass := newPass(t, filepath.Join(root, "store", "store.go"))

	res, err := Analyzer.Run(pass)
	if err != nil {
		t.Fatal(err)
	}
	if reflect.TypeOf(res) != Analyzer.ResultType {
		t.Fatalf("result type %T, want %v", res, Analyzer.ResultType)
	}
	cfg := res.(*Config)
	if cfg.File != filepath.Join(root, ".ddblint.yml") || cfg.Separator != "|" || cfg.Tables["orders"].Partition != "customerId" {
		t.Errorf("Run = %+v, want the module's .ddblint.yml", cfg)
	}

	// A bad file is carried in Config.Err, with the defaults, so the root
	// analyzer can report it (drivers hide a failed prerequisite's error).
	writeFiles(t, root, map[string]string{".ddblint.yml": "pad-width: 99\n"})
	res, err = Analyzer.Run(pass)
	if err != nil {
		t.Fatalf("Run with a bad file returned a pass error: %v", err)
	}
	if bad := res.(*Config); bad.Err == nil || !strings.Contains(bad.Err.Error(), ".ddblint.yml:1: pad-width: 99 is out of range") || bad.PadWidth != 10 {
		t.Errorf("Run with a bad file: Err = %v, PadWidth = %d; want the error and the defaults", bad.Err, bad.PadWidth)
	}

	// A package without files gets the defaults (and the flags).
	setFlags(t, "-pad-width=3")
	pass.Files = nil
	res, err = Analyzer.Run(pass)
	if err != nil || res.(*Config).PadWidth != 3 || res.(*Config).File != "" {
		t.Errorf("Run without files = %+v, %v; want the defaults and the flag", res, err)
	}
}

// newPass parses and type-checks a one-file package, and returns the pass a
// driver would give the config analyzer for it.
func newPass(t *testing.T, filename string) *analysis.Pass {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, filename, nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	files := []*ast.File{f}
	info := &types.Info{Types: make(map[ast.Expr]types.TypeAndValue)}
	pkg, err := new(types.Config).Check("example.com/m/"+f.Name.Name, fset, files, info)
	if err != nil {
		t.Fatal(err)
	}
	return &analysis.Pass{
		Analyzer:  Analyzer,
		Fset:      fset,
		Files:     files,
		Pkg:       pkg,
		TypesInfo: info,
		ResultOf:  map[*analysis.Analyzer]any{},
		Report:    func(d analysis.Diagnostic) { t.Errorf("config reported %q", d.Message) },
		ReadFile:  os.ReadFile,
	}
}

func TestDoc(t *testing.T) {
	if !strings.HasPrefix(Analyzer.Doc, "config: merge ddblint's defaults") {
		t.Errorf("Doc = %q, want the summary from doc.go", Analyzer.Doc)
	}
	if !strings.Contains(Analyzer.Doc, "versioned-table-pattern") {
		t.Error("Doc does not document the options")
	}
	if err := analysis.Validate([]*analysis.Analyzer{Analyzer}); err != nil {
		t.Error(err)
	}
}

// TestAllErrors shows that every problem is reported at once, the file's in
// line order and then the flags'.
func TestAllErrors(t *testing.T) {
	dir := module(t, "pad-width: 0\nkeys:\n  partition: ['orders:']\nseparator: '@'\nversioned-table-pattern: '(x'\n")
	t.Chdir(dir)
	setFlags(t, "-pk=:a", "-pad-width=50")
	_, err := load(dir)
	want := `.ddblint.yml:1: pad-width: 0 is out of range 1..40
.ddblint.yml:3: keys.partition[0]: "orders:": empty attribute name after ":"
.ddblint.yml:4: separator: "@" is also the version separator; they must differ
.ddblint.yml:5: versioned-table-pattern: error parsing regexp: missing closing ): ` + "`(x`" + `
flag -pad-width: 50 is out of range 1..40
flag -pk: ":a": empty table name before ":"`
	if err == nil || err.Error() != want {
		t.Errorf("error =\n%v\nwant\n%s", err, want)
	}
}

// showConfig reports, on each package clause, the config its package got.
var showConfig = &analysis.Analyzer{
	Name:     "showconfig",
	Doc:      "report the config of each package",
	Requires: []*analysis.Analyzer{Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		cfg := pass.ResultOf[Analyzer].(*Config)
		from := "defaults"
		if cfg.File != "" {
			from = filepath.Base(filepath.Dir(cfg.File)) + "/" + filepath.Base(cfg.File)
		}
		pass.Reportf(pass.Files[0].Package, "separator %q pad-width %d from %s", cfg.Separator, cfg.PadWidth, from)
		return nil, nil
	},
}

// TestAnalysistest runs the analyzer through analysistest (go/packages, in
// module mode) on a module in a temporary directory: each package gets the
// nearest config file merged with those of its parents (b's pad-width over
// m's separator), and none above go.mod.
func TestAnalysistest(t *testing.T) {
	t.Cleanup(ResetFlags)
	outer := writeFiles(t, t.TempDir(), map[string]string{
		".ddblint.yml":        "separator: '!'\n", // above the module: never read
		"m/go.mod":            "module example.com/m\n\ngo 1.26\n",
		"m/.ddblint.yml":      "separator: '|'\npad-width: 12\n",
		"m/a/a.go":            "package a // want `separator \"\\|\" pad-width 12 from m/.ddblint.yml`\n",
		"m/a/b/.ddblint.yaml": "pad-width: 3\n",
		"m/a/b/b.go":          "package b // want `separator \"\\|\" pad-width 3 from b/.ddblint.yaml`\n",
		"m/a/b/c/c.go":        "package c // want `separator \"\\|\" pad-width 3 from b/.ddblint.yaml`\n",
		"other/go.mod":        "module example.com/other\n\ngo 1.26\n",
		"other/p/p.go":        "package p // want `separator \"#\" pad-width 10 from defaults`\n",
	})
	analysistest.Run(t, filepath.Join(outer, "m"), showConfig, "./...")
	analysistest.Run(t, filepath.Join(outer, "other"), showConfig, "./...")
}

func TestIsDependency(t *testing.T) {
	t.Setenv("GOMODCACHE", "/cache/mod")
	for dir, want := range map[string]bool{
		filepath.Join(build.Default.GOROOT, "src", "net", "http"): true,
		"/cache/mod/github.com/x/y@v1.0.0":                        true,
		"/cache/modx/y":                                           false,
		"/work/project/store":                                     false,
		"":                                                        false,
	} {
		if got := isDependency(dir); got != want {
			t.Errorf("isDependency(%q) = %v, want %v", dir, got, want)
		}
	}
}

// TestCheckRuleNames: an unknown rule name says where it was given (the
// file's line, or the flag) and the closest rule.
func TestCheckRuleNames(t *testing.T) {
	t.Cleanup(ResetFlags)
	known := []string{"keydelimiter", "sortkeyorder"}
	dir := module(t, "separator: \"#\"\nenable:\n  - sortkeyorder\n  - keydelimter\ndisable: [nosuchthing]\n")
	err := mustLoad(t, dir).CheckRuleNames(known)
	if err == nil {
		t.Fatal("CheckRuleNames: no error for unknown rules")
	}
	for _, want := range []string{
		`.ddblint.yml:4: enable[1]: unknown rule "keydelimter" (did you mean "keydelimiter"?)`,
		`.ddblint.yml:5: disable[0]: unknown rule "nosuchthing" (rules: keydelimiter, sortkeyorder)`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("CheckRuleNames error\n%v\nwant it to contain\n%s", err, want)
		}
	}

	if err := enableFlag.Set("all,sortkeyordr"); err != nil {
		t.Fatal(err)
	}
	err = mustLoad(t, dir).CheckRuleNames(known)
	if err == nil || !strings.Contains(err.Error(), `flag -enable: unknown rule "sortkeyordr" (did you mean "sortkeyorder"?)`) ||
		strings.Contains(err.Error(), "keydelimter") {
		t.Errorf("with -enable: got %v, want the flag's name only (the flag replaces the file's list)", err)
	}

	ResetFlags()
	clean := module(t, "enable: [all]\ndisable: [keydelimiter]\n")
	if err := mustLoad(t, clean).CheckRuleNames(known); err != nil {
		t.Errorf("known names and all: %v", err)
	}
}

func TestFoundSchemas(t *testing.T) {
	t.Cleanup(ResetFlags)
	const (
		cfn = "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n"
		tf  = "resource \"aws_dynamodb_table\" \"t\" {}\n"
		// A Pulumi program's imports, in a module of its own.
		pulumi = "package main\n\nimport (\n\t\"github.com/pulumi/pulumi-aws/sdk/v6/go/aws/dynamodb\"\n\t\"github.com/pulumi/pulumi/sdk/v3/go/pulumi\"\n)\n"
	)
	repo := writeFiles(t, t.TempDir(), map[string]string{
		".git/HEAD":                                         "ref: refs/heads/main\n",
		"infrastructure/template.yaml":                      cfn, // the repository's root, above the module
		"infrastructure/modules/db/main.tf":                 tf,
		"infrastructure/a/b/c/d/e/f/deep.tf":                tf, // below infraDepth
		"deployments/modules/app/modules/store/dynamodb.tf": tf, // five folders down
		"cdk/lib/data-stack.ts":                             "import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';\n",
		"cdk/lib/api-stack.ts":                              "import * as s3 from 'aws-cdk-lib/aws-s3';\n",             // no table
		"cdk/lib/data-stack.d.ts":                           "import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';\n", // declarations
		"cdk/test/data-stack.test.ts":                       "import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';\n", // a test
		"cdk/node_modules/x/index.js":                       "require('aws-cdk-lib/aws-dynamodb');\n",
		"infrastructure/live/prod/db/db.tf":                 "module \"t\" {\n  source = \"terraform-aws-modules/dynamodb-table/aws\"\n}\n",
		"infrastructure/live/prod/db/vpc.tf":                "module \"v\" {\n  source = \"terraform-aws-modules/vpc/aws\"\n}\n", // no table
		"infrastructure/node_modules/x.yaml":                cfn,
		"infrastructure/ci.yaml":                            "on: push\n", // no table
		"infrastructure/go.mod":                             "module example.com/infra\n",
		"infrastructure/main.go":                            pulumi,
		"infrastructure/main_test.go":                       pulumi,                                                                   // a test
		"infrastructure/util.go":                            "package main\n\nimport \"github.com/pulumi/pulumi/sdk/v3/go/pulumi\"\n", // no table
		"infrastructure/testdata/main.go":                   pulumi,
		"infrastructure/vendor/x/main.go":                   pulumi,
		"infrastructure/tables.yaml":                        "# pulumi-aws/sdk/v6/go/aws/dynamodb\n\"github.com/pulumi/pulumi-aws/sdk/v6/go/aws/dynamodb\"\n", // the Go marker counts only in Go files
		"pulumi/main.go":                                    strings.Replace(pulumi, "/v6/", "/v7/", 1),
		"backend/go.mod":                                    "module example.com/m\n",
		"backend/serverless.yml":                            "resources:\n  Resources:\n    T:\n      Type: AWS::DynamoDB::Table\n",
		"backend/template.yaml":                             "Resources: {}\n", // no table
		"backend/dynamo.tf":                                 tf,                // Terraform beside the code
		"backend/internal/store/store.go":                   "package store\n",
		"backend/internal/store/template.yaml":              cfn, // a function's own template, three folders down
		"backend/internal/other/other.go":                   "package other\n",
		"backend/internal/other/template.yaml":              cfn, // another package's own: not for store
		"backend/internal/store/x/y/template.yaml":          cfn, // below deepDepth
		"backend/internal/store/notes.yaml":                 cfn, // not a template's name outside an infrastructure folder
		"services/orders/serverless.yml":                    "resources:\n  Resources:\n    T:\n      Type: AWS::DynamoDB::Table\n",
		"services/infrastructure/dynamodb/core/tables.yml":  cfn,
		"services/node_modules/x/serverless.yml":            cfn,
		"services/users/go.mod":                             "module example.com/users\n", // another module's
		"services/users/serverless.yml":                     cfn,
		"examples/shop/template.yaml":                       cfn, // an example's
		"docker-compose.yml":                                "services:\n  init:\n    command: aws dynamodb create-table --table-name t --key-schema AttributeName=id,KeyType=HASH\n",
		"scripts/create-tables.sh":                          "aws dynamodb create-table --table-name t --key-schema AttributeName=id,KeyType=HASH\n",
		"scripts/deploy.sh":                                 "go build ./...\n",   // no table
		"backend/Makefile":                                  "run:\n\tgo run .\n", // no table
		"backend/internal/store/schema.json":                `{"ModelName": "m", "DataModel": [{"TableName": "t"}]}`,
		"backend/internal/store/fixtures.json":              `{"DataModel": []}`, // not a name for tables
		"backend/internal/store/dynamodb-table.yml":         cfn,                 // a name for tables
		"backend/internal/store/queues.yml":                 cfn,                 // not one
		"resources.yml":                                     cfn,                 // any template at a root (a deploy command names it)
		"mkdocs.yml":                                        "site_name: x\n",    // no table
		".infrastructure/db.yaml":                           cfn,                 // hidden, but infrastructure
		".github/workflows/tables.yml":                      cfn,                 // hidden
		"backend/sls/serverless.yml":                        "resources:\n  - ${file(resources/dynamodb.yml)}\n",
		"backend/sls/resources/dynamodb.yml":                cfn, // read through the service (its Inputs)
	})
	// A folder of more than deepFanout folders is code: not entered.
	for i := range deepFanout + 1 {
		writeFiles(t, repo, map[string]string{fmt.Sprintf("pkgs/p%02d/serverless.yml", i): cfn})
	}
	pkg := filepath.Join(repo, "backend", "internal", "store")
	at := func(names ...string) []string {
		var out []string
		for _, n := range names {
			out = append(out, filepath.Join(repo, filepath.FromSlash(n)))
		}
		return out
	}
	want := at("backend/serverless.yml", "backend/dynamo.tf", "backend/sls/serverless.yml", "backend/internal/store/dynamodb-table.yml", "backend/internal/store/schema.json", "backend/internal/store/template.yaml",
		"infrastructure/live/prod/db/db.tf", "infrastructure/main.go", "infrastructure/modules/db/main.tf", "infrastructure/template.yaml",
		"deployments/modules/app/modules/store/dynamodb.tf", "pulumi/main.go", "cdk/lib/data-stack.ts", ".infrastructure/db.yaml",
		"docker-compose.yml", "resources.yml", "scripts/create-tables.sh", "services/infrastructure/dynamodb/core/tables.yml", "services/orders/serverless.yml")
	cfg := mustLoad(t, pkg)
	if got := cfg.FoundSchemas; !reflect.DeepEqual(got, want) {
		t.Errorf("FoundSchemas = %q, want %q", got, want)
	}
	// The service's include is an input, after the service.
	wantInputs := slices.Clone(want)
	i := slices.Index(wantInputs, filepath.Join(repo, "backend", "sls", "serverless.yml"))
	wantInputs = slices.Insert(wantInputs, i+1, filepath.Join(repo, "backend", "sls", "resources", "dynamodb.yml"))
	inputs, err := Inputs(pkg)
	if err != nil || !reflect.DeepEqual(inputs, wantInputs) {
		t.Errorf("Inputs = %q, %v, want %q", inputs, err, wantInputs)
	}

	// A schemas: key, even an empty one, and -schemas turn the look off.
	writeFiles(t, repo, map[string]string{"backend/" + fileNameYML: "schemas: []\n"})
	if got := mustLoad(t, pkg).FoundSchemas; got != nil {
		t.Errorf("with schemas: [], FoundSchemas = %q, want none", got)
	}
	writeFiles(t, repo, map[string]string{"backend/" + fileNameYML: "separator: '#'\n"})
	if got := mustLoad(t, pkg).FoundSchemas; !reflect.DeepEqual(got, want) {
		t.Errorf("with a config file without schemas:, FoundSchemas = %q, want %q", got, want)
	}
	setFlags(t, "-schemas=")
	if got := mustLoad(t, pkg).FoundSchemas; got != nil {
		t.Errorf("with -schemas=, FoundSchemas = %q, want none", got)
	}

	// Outside any module nothing is looked for.
	if got := mustLoad(t, t.TempDir()).FoundSchemas; got != nil {
		t.Errorf("outside a module, FoundSchemas = %q, want none", got)
	}
}

// TestCascade: the config files of a package's directory and its parents,
// up to the module root, merge: a scalar the nearer file gives wins, a
// list it gives replaces the parents' unless it holds "inherit", and a file
// saying root: true stops the walk upward (issue 25).
func TestCascade(t *testing.T) {
	t.Cleanup(ResetFlags)
	const parent = "disable: [pktimestamp]\nseparator: '|'\nkeys:\n  partition: [tenant]\ntables:\n  orders: {partition: customerId}\n  users: {partition: userId}\n"
	for _, tc := range []struct {
		name, child string
		check       func(t *testing.T, root string, cfg *Config)
	}{{
		name:  "child sets only pad-width: the parent's disable still holds",
		child: "pad-width: 12\n",
		check: func(t *testing.T, root string, cfg *Config) {
			if !reflect.DeepEqual(cfg.Disable, []string{"pktimestamp"}) || cfg.PadWidth != 12 || cfg.Separator != "|" ||
				!reflect.DeepEqual(cfg.PartitionKeys, []KeyName{{Attr: "tenant"}}) {
				t.Errorf("Disable, PadWidth, Separator, PartitionKeys = %q, %d, %q, %v; want the parent's with pad-width 12",
					cfg.Disable, cfg.PadWidth, cfg.Separator, cfg.PartitionKeys)
			}
		},
	}, {
		name:  "a child's list replaces the parent's",
		child: "disable: [keyprefix]\nkeys:\n  partition: []\nseparator: '/'\n",
		check: func(t *testing.T, root string, cfg *Config) {
			if !reflect.DeepEqual(cfg.Disable, []string{"keyprefix"}) || cfg.PartitionKeys != nil || cfg.Separator != "/" {
				t.Errorf("Disable, PartitionKeys, Separator = %q, %v, %q; want the child's", cfg.Disable, cfg.PartitionKeys, cfg.Separator)
			}
		},
	}, {
		name:  "inherit splices the parent's list, or the default",
		child: "disable: [keyprefix, inherit, mutablekey]\nkeys:\n  partition: [inherit, shard]\nmutable-attributes: [inherit, lifecycle]\n",
		check: func(t *testing.T, root string, cfg *Config) {
			if want := []string{"keyprefix", "pktimestamp", "mutablekey"}; !reflect.DeepEqual(cfg.Disable, want) {
				t.Errorf("Disable = %q, want %q", cfg.Disable, want)
			}
			if want := []KeyName{{Attr: "tenant"}, {Attr: "shard"}}; !reflect.DeepEqual(cfg.PartitionKeys, want) {
				t.Errorf("PartitionKeys = %v, want %v", cfg.PartitionKeys, want)
			}
			if want := append(slices.Clone(defaultMutableAttributes), "lifecycle"); !reflect.DeepEqual(cfg.MutableAttributes, want) {
				t.Errorf("MutableAttributes = %q, want %q", cfg.MutableAttributes, want)
			}
			// Where each name was given: the parent's line for the inherited one.
			err := cfg.CheckRuleNames([]string{"keyprefix", "mutablekey"})
			if err == nil || err.Error() != `.ddblint.yml:1: disable[0]: unknown rule "pktimestamp" (rules: keyprefix, mutablekey)` {
				t.Errorf("CheckRuleNames = %v, want the parent's file and line", err)
			}
		},
	}, {
		name:  "tables merge by name",
		child: "tables:\n  orders: {partition: tenant, sort: orderId}\n",
		check: func(t *testing.T, root string, cfg *Config) {
			want := map[string]TableKeys{
				"orders": {Partition: "tenant", Sort: "orderId", File: filepath.Join(root, "store", fileNameYML)},
				"users":  {Partition: "userId", File: filepath.Join(root, fileNameYML)},
			}
			if !reflect.DeepEqual(cfg.Tables, want) {
				t.Errorf("Tables = %+v, want %+v", cfg.Tables, want)
			}
		},
	}, {
		name:  "root: true stops the walk upward",
		child: "root: true\npad-width: 12\n",
		check: func(t *testing.T, root string, cfg *Config) {
			if cfg.Disable != nil || cfg.Separator != "#" || cfg.PartitionKeys != nil || cfg.Tables != nil || cfg.PadWidth != 12 {
				t.Errorf("config = %+v, want the defaults with pad-width 12", cfg)
			}
			if want := []string{filepath.Join(root, "store", fileNameYML)}; !reflect.DeepEqual(cfg.Files, want) {
				t.Errorf("Files = %q, want %q", cfg.Files, want)
			}
		},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			root := writeFiles(t, t.TempDir(), map[string]string{
				"go.mod":                 "module example.com/m\n",
				fileNameYML:              parent,
				"store/" + fileNameYML:   tc.child,
				"store/orders/orders.go": "package orders\n",
			})
			t.Chdir(root)
			cfg := mustLoad(t, filepath.Join(root, "store", "orders"))
			if want := filepath.Join(root, "store", fileNameYML); cfg.File != want {
				t.Errorf("File = %q, want %q", cfg.File, want)
			}
			tc.check(t, root, cfg)
		})
	}
}

// TestCascadeInputs: every file of the cascade is an input (the driver's
// cache digests them, so an edit to a parent file invalidates), also when
// one does not load; and an error names the file it is in.
func TestCascadeInputs(t *testing.T) {
	t.Cleanup(ResetFlags)
	root := writeFiles(t, t.TempDir(), map[string]string{
		".ddblint.yml":         "schemas: []\ndisable: [pktimestamp]\n", // above the module: not read
		"m/go.mod":             "module example.com/m\n",
		"m/.ddblint.yml":       "schemas: []\ndisable: [pktimestamp]\n",
		"m/a/.ddblint.yaml":    "separator: '|'\n",
		"m/a/b/.ddblint.yml":   "pad-width: 12\n",
		"m/a/b/c/c.go":         "package c\n",
		"m/r/.ddblint.yml":     "root: true\nschemas: []\n",
		"m/r/p/.ddblint.yml":   "pad-width: 3\n",
		"m/bad/.ddblint.yml":   "pad-width: 0\n",
		"m/bad/p/.ddblint.yml": "disable: [inherit, keyprefix, inherit]\n",
	})
	t.Chdir(root)
	at := func(names ...string) []string {
		var out []string
		for _, n := range names {
			out = append(out, filepath.Join(root, filepath.FromSlash(n)))
		}
		return out
	}
	for _, tc := range []struct {
		dir  string
		want []string
		err  string
	}{
		{"m/a/b/c", at("m/a/b/.ddblint.yml", "m/a/.ddblint.yaml", "m/.ddblint.yml"), ""},
		{"m/r/p", at("m/r/p/.ddblint.yml", "m/r/.ddblint.yml"), ""},
		{"m/bad/p", at("m/bad/p/.ddblint.yml", "m/bad/.ddblint.yml", "m/.ddblint.yml"),
			"m/bad/.ddblint.yml:1: pad-width: 0 is out of range 1..40\nm/bad/p/.ddblint.yml:1: disable[2]: inherit given twice"},
	} {
		got, err := Inputs(filepath.Join(root, tc.dir))
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Inputs(%s) = %q, want %q", tc.dir, got, tc.want)
		}
		if tc.err == "" && err != nil || tc.err != "" && (err == nil || err.Error() != filepath.FromSlash(tc.err)) {
			t.Errorf("Inputs(%s) error = %v, want %q", tc.dir, err, tc.err)
		}
	}
	cfg := mustLoad(t, filepath.Join(root, "m/a/b/c"))
	if cfg.Separator != "|" || cfg.PadWidth != 12 || !reflect.DeepEqual(cfg.Disable, []string{"pktimestamp"}) {
		t.Errorf("m/a/b/c: Separator, PadWidth, Disable = %q, %d, %q; want all three files merged", cfg.Separator, cfg.PadWidth, cfg.Disable)
	}

	// -config names one file, read alone.
	setFlags(t, "-config="+filepath.Join(root, "m/a/b/.ddblint.yml"))
	cfg = mustLoad(t, filepath.Join(root, "m/a/b/c"))
	if cfg.Separator != "#" || cfg.Disable != nil || cfg.PadWidth != 12 {
		t.Errorf("with -config: Separator, PadWidth, Disable = %q, %d, %q; want that file only", cfg.Separator, cfg.PadWidth, cfg.Disable)
	}
}

// TestFoundSchemasAfterEdits repeats the look after edits, as the editor
// server does: the look is remembered per module root, and each edit it
// depends on must show.
func TestFoundSchemasAfterEdits(t *testing.T) {
	t.Cleanup(ResetFlags)
	const cfn = "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n"
	repo := writeFiles(t, t.TempDir(), map[string]string{
		"backend/go.mod":                  "module example.com/m\n",
		"backend/internal/store/store.go": "package store\n",
	})
	pkg := filepath.Join(repo, "backend", "internal", "store")
	look := func(step string, want ...string) {
		t.Helper()
		var paths []string
		for _, w := range want {
			paths = append(paths, filepath.Join(repo, filepath.FromSlash(w)))
		}
		if got := findInfraFiles(pkg); !reflect.DeepEqual(got, paths) {
			t.Errorf("%s: found %q, want %q", step, got, paths)
		}
	}
	look("no templates")
	look("no templates, again")
	writeFiles(t, repo, map[string]string{"backend/template.yaml": cfn})
	look("a template at the module's root", "backend/template.yaml")
	writeFiles(t, repo, map[string]string{"backend/template.yaml": "Resources: {}\n"})
	look("the template's table removed")
	writeFiles(t, repo, map[string]string{"backend/infra/db/tables.yaml": cfn})
	look("a template in a new infrastructure folder", "backend/infra/db/tables.yaml")
	writeFiles(t, repo, map[string]string{"terraform/main.tf": "resource \"aws_dynamodb_table\" \"t\" {}\n"})
	look("the repository's root is not known yet", "backend/infra/db/tables.yaml")
	writeFiles(t, repo, map[string]string{".git/HEAD": "ref: refs/heads/main\n"})
	look("a .git makes the repository's root known", "backend/infra/db/tables.yaml", "terraform/main.tf")
	if err := os.Remove(filepath.Join(repo, "backend", "infra", "db", "tables.yaml")); err != nil {
		t.Fatal(err)
	}
	look("a template removed", "terraform/main.tf")
}

// TestFoundPulumiProjects: a Pulumi project's Pulumi.yaml marks the
// folder of its program, whatever the folder's name and though it is a
// module of its own: at the repository's root (the root module is the
// program, each service a module below it), the root's Go files are read,
// and nothing below them; a folder with Pulumi.yaml is scanned like an
// infrastructure folder. Without Pulumi.yaml neither is.
func TestFoundPulumiProjects(t *testing.T) {
	t.Cleanup(ResetFlags)
	const pulumi = "package main\n\nimport (\n\t\"github.com/pulumi/pulumi-aws/sdk/v6/go/aws/dynamodb\"\n\t\"github.com/pulumi/pulumi/sdk/v3/go/pulumi\"\n)\n"
	files := map[string]string{
		".git/HEAD":                      "ref: refs/heads/main\n",
		"go.mod":                         "module example.com/deploy\n",
		"main.go":                        pulumi,
		"main_test.go":                   pulumi, // a test
		"tools/gen/main.go":              pulumi, // below the root: code, not the program
		"consumer/go.mod":                "module example.com/consumer\n",
		"consumer/store/store.go":        "package store\n",
		"platform/provision/go.mod":      "module example.com/stack\n",
		"platform/provision/tables.go":   pulumi,
		"platform/provision/sub/more.go": pulumi,
	}
	find := func(files map[string]string) []string {
		t.Helper()
		repo := writeFiles(t, t.TempDir(), files)
		var got []string
		for _, f := range findInfraFiles(filepath.Join(repo, "consumer", "store")) {
			rel, err := filepath.Rel(repo, f)
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, filepath.ToSlash(rel))
		}
		return got
	}
	if got := find(files); len(got) != 0 {
		t.Errorf("no Pulumi.yaml: found %q, want nothing", got)
	}
	files["Pulumi.yaml"] = "name: deploy\nruntime: go\n"
	files["platform/provision/Pulumi.yaml"] = "name: provision\nruntime: go\n"
	want := []string{"main.go", "platform/provision/sub/more.go", "platform/provision/tables.go"}
	if got := find(files); !reflect.DeepEqual(got, want) {
		t.Errorf("Pulumi projects: found %q, want %q", got, want)
	}
}

// TestFoundSchemasRepoDepth: a module four folders below its repository's
// root (a function's source inside a Terraform module,
// deploy/modules/lambda/src) finds the tables the repository's
// infrastructure folder declares; a module five folders below does not
// look that far up.
func TestFoundSchemasRepoDepth(t *testing.T) {
	t.Cleanup(ResetFlags)
	const tf = "resource \"aws_dynamodb_table\" \"t\" {}\n"
	for _, tc := range []struct {
		module string
		found  bool
	}{
		{"deploy/modules/lambda/src", true},
		{"deploy/modules/lambda/src/app", false},
	} {
		repo := writeFiles(t, t.TempDir(), map[string]string{
			".git/HEAD":                       "ref: refs/heads/main\n",
			"terraform/dynamodb.tf":           tf,
			tc.module + "/go.mod":             "module example.com/fn\n",
			tc.module + "/handler/handler.go": "package handler\n",
		})
		got := findInfraFiles(filepath.Join(repo, filepath.FromSlash(tc.module), "handler"))
		want := []string(nil)
		if tc.found {
			want = []string{filepath.Join(repo, "terraform", "dynamodb.tf")}
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("module in %s: found %q, want %q", tc.module, got, want)
		}
	}
}

// TestFoundSchemasKept: the look is kept while what it read is unchanged,
// however busy the folders above the module are (a home folder, /tmp),
// and made again when a .git appears above it.
func TestFoundSchemasKept(t *testing.T) {
	t.Cleanup(ResetFlags)
	base := t.TempDir()
	writeFiles(t, base, map[string]string{
		"work/svc/go.mod":                  "module example.com/m\n",
		"work/svc/internal/store/store.go": "package store\n",
	})
	pkg := filepath.Join(base, "work", "svc", "internal", "store")
	made := func() int {
		infraMemo.mu.Lock()
		defer infraMemo.mu.Unlock()
		return infraMemo.made
	}
	findInfraFiles(pkg)
	before := made()
	for i := range 3 {
		// Files come and go in the folders above the module.
		writeFiles(t, base, map[string]string{fmt.Sprintf("work/scratch%d.txt", i): "x\n", fmt.Sprintf("tmp%d", i): "x\n"})
		findInfraFiles(pkg)
	}
	if got := made(); got != before {
		t.Errorf("the look was made %d more times; want it kept", got-before)
	}
	writeFiles(t, base, map[string]string{"work/.git/HEAD": "ref: refs/heads/main\n", "work/template.yaml": "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n"})
	if got, want := findInfraFiles(pkg), []string{filepath.Join(base, "work", "template.yaml")}; !reflect.DeepEqual(got, want) {
		t.Errorf("after a .git above the module: found %q, want %q", got, want)
	}
}

// TestFoundCDKApps: a CDK app is found in a folder of the root named as
// infrastructure after a leading "_", or in any folder holding its
// cdk.json; a folder of Go code with a TypeScript file is not looked in.
func TestFoundCDKApps(t *testing.T) {
	t.Cleanup(ResetFlags)
	const stack = "import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';\nnew dynamodb.Table(this, 'T', {partitionKey: {name: 'pk', type: dynamodb.AttributeType.STRING}});\n"
	repo := writeFiles(t, t.TempDir(), map[string]string{
		".git/HEAD":                     "ref: refs/heads/main\n",
		"go.mod":                        "module example.com/m\n",
		"internal/store/store.go":       "package store\n",
		"_infrastructure/app/lib/db.ts": stack,
		"dynamo/cdk.json":               "{\"app\": \"npx ts-node bin/app.ts\"}\n",
		"dynamo/dynamo_stack.ts":        stack,
		"web/tables.ts":                 stack, // no cdk.json: a front end's code
	})
	got := findInfraFiles(filepath.Join(repo, "internal", "store"))
	want := []string{filepath.Join(repo, "_infrastructure", "app", "lib", "db.ts"), filepath.Join(repo, "dynamo", "dynamo_stack.ts")}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("found %q, want %q", got, want)
	}
}
