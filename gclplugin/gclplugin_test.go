package gclplugin_test

// Unit tests of the plugin's settings: no golangci-lint binary needed. The
// settings are written as the YAML a user puts under
// linters.settings.custom.ddblint.settings and decoded into the map[string]any
// golangci-lint hands to New. The tests set package-level flags: they reset
// them and do not run in parallel.

import (
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"go.yaml.in/yaml/v3"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/gclplugin"
	"github.com/ddblint/ddblint/rules/ddblint"
)

// settings decodes YAML the way golangci-lint's configuration loader leaves
// the settings: maps of strings to values, lists as []any.
func settings(t *testing.T, src string) any {
	t.Helper()
	var v any
	if err := yaml.Unmarshal([]byte(src), &v); err != nil {
		t.Fatalf("bad test YAML: %v\n%s", err, src)
	}
	return v
}

// load runs New as golangci-lint does: by looking the plugin up by name.
func load(t *testing.T, raw any) (register.LinterPlugin, error) {
	t.Helper()
	t.Cleanup(config.ResetFlags)
	newPlugin, err := register.GetPlugin("ddblint")
	if err != nil {
		t.Fatal(err)
	}
	return newPlugin(raw)
}

// loaded returns the configuration the flags now give.
func loaded(t *testing.T) *config.Config {
	t.Helper()
	cfg, err := config.FromFlags()
	if err != nil {
		t.Fatalf("config.FromFlags after a successful New: %v", err)
	}
	return cfg
}

func TestNoSettings(t *testing.T) {
	for _, raw := range []any{nil, map[string]any{}} {
		p, err := load(t, raw)
		if err != nil {
			t.Fatalf("New(%#v): %v", raw, err)
		}
		analyzers, err := p.BuildAnalyzers()
		if err != nil {
			t.Fatal(err)
		}
		if len(analyzers) != 1 || analyzers[0].Name != ddblint.Analyzer.Name ||
			!slices.Equal(analyzers[0].Requires, ddblint.Analyzer.Requires) ||
			!reflect.DeepEqual(analyzers[0].FactTypes, ddblint.Analyzer.FactTypes) ||
			analyzers[0].ResultType != ddblint.Analyzer.ResultType {
			t.Errorf("BuildAnalyzers() = %v, want exactly ddblint.Analyzer (wrapped by oneIssue)", analyzers)
		}
		if got := p.GetLoadMode(); got != register.LoadModeTypesInfo {
			t.Errorf("GetLoadMode() = %q, want %q", got, register.LoadModeTypesInfo)
		}
		cfg, def := loaded(t), config.Default()
		if cfg.Separator != def.Separator || cfg.PadWidth != def.PadWidth || cfg.Enable != nil || cfg.Disable != nil {
			t.Errorf("with no settings, want the defaults, got %+v", cfg)
		}
	}
}

func TestEverySetting(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "ddblint.yml")
	if err := os.WriteFile(file, []byte("pad-width: 20\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	schema := filepath.Join(dir, "template.yaml")
	_, err := load(t, settings(t, `
enable: [keycomplexity, keyprefix]
disable: [pktimestamp]
separator: "|"
version-separator: "~"
pad-width: 12
pk: [namespace, "orders:customerId"]
sk: [ts]
versioned-tables: [orders_v]
versioned-table-pattern: "(?i)audit"
max-components: 7
mutable-attributes: [status, tier]
injection-sources: [example.com/web.Param]
injection-sanitizers: [example.com/web.Context.Check]
include-generated: true
tests: true
config: `+file+`
schemas: [`+schema+`]
`))
	if err != nil {
		t.Fatal(err)
	}
	cfg := loaded(t)
	eq := func(name string, got, want any) {
		t.Helper()
		if !equal(got, want) {
			t.Errorf("%s = %#v, want %#v", name, got, want)
		}
	}
	eq("Enable", cfg.Enable, []string{"keycomplexity", "keyprefix"})
	eq("Disable", cfg.Disable, []string{"pktimestamp"})
	eq("Separator", cfg.Separator, "|")
	eq("VersionSeparator", cfg.VersionSeparator, "~")
	eq("PadWidth", cfg.PadWidth, 12) // the setting beats the file's 20
	eq("PartitionKeys", cfg.PartitionKeys, []config.KeyName{{Attr: "namespace"}, {Table: "orders", Attr: "customerId"}})
	eq("SortKeys", cfg.SortKeys, []config.KeyName{{Attr: "ts"}})
	eq("VersionedTables", cfg.VersionedTables, []string{"orders_v"})
	eq("VersionedTablePattern", cfg.VersionedTablePattern.String(), "(?i)audit")
	eq("MaxComponents", cfg.MaxComponents, 7)
	eq("MutableAttributes", cfg.MutableAttributes, []string{"status", "tier"})
	eq("InjectionSources", cfg.InjectionSources, []string{"example.com/web.Param"})
	eq("InjectionSanitizers", cfg.InjectionSanitizers, []string{"example.com/web.Context.Check"})
	eq("IncludeGenerated", cfg.IncludeGenerated, true)
	eq("IncludeTests", cfg.IncludeTests, true)
	eq("File", cfg.File, file)
	eq("Schemas", cfg.Schemas, []string{schema})

	// The settings are the umbrella analyzer's flags too: the ddblint
	// command would run with the same options.
	if got := ddblint.Analyzer.Flags.Lookup(config.FlagSeparator).Value.String(); got != "|" {
		t.Errorf("ddblint.Analyzer's -separator = %q, want %q", got, "|")
	}
}

// TestEverySettingIsAFlag checks the settings and the config pass's flags
// are the same set of names, so that a new flag cannot be forgotten here.
func TestEverySettingIsAFlag(t *testing.T) {
	var flags []string
	config.Analyzer.Flags.VisitAll(func(f *flag.Flag) { flags = append(flags, f.Name) })
	var names []string
	for f := range reflect.TypeFor[gclplugin.Settings]().Fields() {
		names = append(names, f.Tag.Get("json"))
	}
	slices.Sort(flags)
	slices.Sort(names)
	if !slices.Equal(flags, names) {
		t.Errorf("settings %v and config flags %v differ", names, flags)
	}
}

func TestFileListsAndClearing(t *testing.T) {
	file := filepath.Join(t.TempDir(), ".ddblint.yml")
	if err := os.WriteFile(file, []byte("disable: [pktimestamp]\nseparator: \"|\"\n"), 0o666); err != nil {
		t.Fatal(err)
	}

	// Left out: the file's list and value stand.
	if _, err := load(t, settings(t, "config: "+file)); err != nil {
		t.Fatal(err)
	}
	if cfg := loaded(t); !equal(cfg.Disable, []string{"pktimestamp"}) || cfg.Separator != "|" {
		t.Errorf("without the settings, want the file's disable and separator, got %q and %q", cfg.Disable, cfg.Separator)
	}

	// An empty list clears the file's list; null counts as left out.
	if _, err := load(t, settings(t, "config: "+file+"\ndisable: []\nseparator: null")); err != nil {
		t.Fatal(err)
	}
	if cfg := loaded(t); len(cfg.Disable) != 0 || cfg.Separator != "|" {
		t.Errorf("with disable: [] and separator: null, want no disabled rules and the file's separator, got %q and %q", cfg.Disable, cfg.Separator)
	}
}

// TestNewResets checks each New starts from the defaults: settings of an
// earlier call do not leak into the next.
func TestNewResets(t *testing.T) {
	if _, err := load(t, settings(t, "separator: \"|\"\ndisable: [pktimestamp]")); err != nil {
		t.Fatal(err)
	}
	if _, err := load(t, settings(t, "pad-width: 12")); err != nil {
		t.Fatal(err)
	}
	if cfg := loaded(t); cfg.Separator != "#" || cfg.Disable != nil || cfg.PadWidth != 12 {
		t.Errorf("want only the second call's settings, got separator %q, disable %q, pad-width %d", cfg.Separator, cfg.Disable, cfg.PadWidth)
	}
}

func TestBadSettings(t *testing.T) {
	badFile := filepath.Join(t.TempDir(), ".ddblint.yml")
	if err := os.WriteFile(badFile, []byte("separator: \"#\"\nsepparator: \"|\"\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, yaml string
		want       string // regexp the error must match
	}{
		{"typo", `seperator: "|"`, `^settings: unknown setting "seperator" \(did you mean "separator"\?\)$`}, //nolint:misspell // the typo is the test
		{"unknown", `colour: red`, `^settings: unknown setting "colour" \(want one of: enable, disable, separator, .*schemas\)$`},
		{"config file keys", `keys: {partition: [ns]}`, `^settings: unknown setting "keys": give key attributes with pk and sk here, or with keys: in a \.ddblint\.yml$`},
		{"config file tables", `tables: {orders: {partition: id}}`, `^settings: unknown setting "tables": declare tables in a \.ddblint\.yml`},
		{"list item type", `disable: [1]`, `^settings: disable: want a string, got a number$`},
		{"not a mapping", `[separator]`, `^settings: want a mapping of ddblint settings, got a list$`},
		{"int as string", `pad-width: "wide"`, `^settings: pad-width: want an integer, got a string$`},
		{"list as string", `enable: keycomplexity`, `^settings: enable: want a list, got a string$`},
		{"bool as string", `include-generated: "yes"`, `^settings: include-generated: want true or false, got a string$`},
		{"bad regexp", `versioned-table-pattern: "(history"`, `^settings: versioned-table-pattern: error parsing regexp: missing closing \): .*`},
		{"out of range", `pad-width: 0`, `^settings: pad-width: 0 is out of range 1\.\.40$`},
		{"max-components", `max-components: 99`, `^settings: max-components: 99 is out of range 2\.\.32$`},
		{"empty separator", `separator: ""`, `^settings: separator: empty separator$`},
		{"same separators", `{separator: "@"}`, `^settings: separator: "@" is also the version separator; they must differ$`},
		{"unknown rule", `enable: [keydelimitter]`, `^settings: enable: unknown rule "keydelimitter" \(did you mean "keydelimiter"\?\)$`},
		{"unknown disabled rule", `disable: [nosuchrule]`, `unknown rule "nosuchrule"`},
		{"empty item", `disable: [""]`, `^settings: disable\[0\]: empty name$`},
		{"comma item", `pk: ["a,b"]`, `^settings: pk\[0\]: "a,b" contains a comma: give one name per list item$`},
		{"bad key name", `pk: ["orders:"]`, `^settings: pk: "orders:": empty attribute name after ":"$`},
		{"missing config file", `config: /nonexistent/ddblint.yml`, `^settings: config: reading config file: .*nonexistent`},
		{"bad config file", `config: ` + badFile, `^settings: .*\.ddblint\.yml:2: unknown option "sepparator" \(did you mean "separator"\?\)$`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := load(t, settings(t, tc.yaml))
			if err == nil {
				t.Fatalf("New(%s) = %v, want an error", tc.yaml, p)
			}
			t.Logf("%s\n\t-> %v", tc.yaml, err)
			if !regexp.MustCompile(tc.want).MatchString(err.Error()) {
				t.Errorf("New(%s) error:\n\t%v\nwant it to match\n\t%s", tc.yaml, err, tc.want)
			}
			// A failed New leaves no half-applied settings behind.
			if cfg, err := config.FromFlags(); err != nil || cfg.Separator != "#" || cfg.Enable != nil || cfg.Disable != nil {
				t.Errorf("after a failed New, want the defaults, got %+v, %v", cfg, err)
			}
		})
	}
}

func equal(a, b any) bool { return reflect.DeepEqual(a, b) }
