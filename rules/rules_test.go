package rules_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
	"github.com/ddblint/ddblint/internal/gendocs"
	"github.com/ddblint/ddblint/rules"
)

// minCases is the bar every rule's testdata must meet in each direction.
const minCases = 12

var (
	wantRe = regexp.MustCompile(`// want `)
	okRe   = regexp.MustCompile(`// ok: \S`)
)

// TestCatalog checks every rule's metadata, docs, options and testdata, the
// way go-critic guards its checkers: a rule cannot land half-described.
func TestCatalog(t *testing.T) {
	root := testutil.Root()
	seen := map[string]bool{}
	for _, r := range rules.All() {
		name := r.Name()
		t.Run(name, func(t *testing.T) {
			if seen[name] {
				t.Fatalf("duplicate rule name %q", name)
			}
			seen[name] = true
			if name != strings.ToLower(name) || strings.ContainsAny(name, " -_") {
				t.Errorf("name %q: want one lower-case word", name)
			}
			if _, err := os.Stat(filepath.Join(root, "analyzers", name)); err != nil {
				t.Errorf("no package analyzers/%s: %v", name, err)
			}
			title := r.Title()
			if title == "" || title == r.Analyzer.Doc || unicode.IsUpper([]rune(title)[0]) || strings.HasSuffix(title, ".") {
				t.Errorf("title %q: want a lower-case phrase without a period", title)
			}
			if r.Analyzer.URL != rules.URL(name) {
				t.Errorf("URL %q, want %q", r.Analyzer.URL, rules.URL(name))
			}
			if r.Severity != rules.Error && r.Severity != rules.Warning {
				t.Errorf("severity %q", r.Severity)
			}
			if r.Since == "" {
				t.Error("no Since")
			}
			for _, sec := range []string{"# Why it matters", "# Examples", "# Fix", "# Options", "# Suppress"} {
				if !strings.Contains(r.Analyzer.Doc, "\n"+sec+"\n") {
					t.Errorf("doc.go lacks a %q section", sec)
				}
			}
			if !strings.Contains(r.Analyzer.Doc, "//ddblint:ignore "+name) {
				t.Errorf("doc.go's Suppress section does not show //ddblint:ignore %s", name)
			}
			for _, o := range r.Options {
				if config.Analyzer.Flags.Lookup(o) == nil {
					t.Errorf("option %q is not a config flag", o)
				}
				if !strings.Contains(r.Analyzer.Doc, "-"+o) {
					t.Errorf("option -%s is not documented in doc.go", o)
				}
			}
			if _, err := os.Stat(filepath.Join(root, r.DocPage())); err != nil {
				t.Errorf("no doc page: %v (run go generate ./rules)", err)
			}
			checkTestdata(t, root, name)
		})
	}
}

// checkTestdata counts positive (`// want`) and negative (`// ok: why`)
// cases, requires golden files where fixes exist, and checks that every
// diagnostic's Category is the rule's name.
func checkTestdata(t *testing.T, root, name string) {
	dir := filepath.Join(root, "testdata", "src", name)
	pos, neg, goldens := 0, 0, 0
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		switch {
		case strings.HasSuffix(path, ".go"):
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			pos += len(wantRe.FindAll(b, -1))
			neg += len(okRe.FindAll(b, -1))
		case strings.HasSuffix(path, ".golden"):
			goldens++
		}
		return nil
	})
	if err != nil {
		t.Fatalf("testdata/src/%s: %v", name, err)
	}
	if pos < minCases || neg < minCases {
		t.Errorf("testdata/src/%s has %d positive and %d negative cases; want at least %d of each", name, pos, neg, minCases)
	}
	r, _ := rules.ByName(name)
	results := analysistest.Run(&quietT{T: t}, testutil.TestData(), r.Analyzer, name+"/...")
	fixes := 0
	for _, res := range results {
		for _, d := range res.Diagnostics {
			if d.Category != name {
				t.Errorf("diagnostic %q has Category %q", d.Message, d.Category)
			}
			if !strings.HasSuffix(d.Message, "("+name+")") {
				t.Errorf("diagnostic %q does not end with (%s)", d.Message, name)
			}
			fixes += len(d.SuggestedFixes)
		}
	}
	if fixes > 0 && goldens == 0 {
		t.Errorf("rule offers %d suggested fixes but testdata/src/%s has no .golden file", fixes, name)
	}
}

// TestDocsFresh fails when docs/rules or the README's rules table differ from
// what the catalog generates.
func TestDocsFresh(t *testing.T) {
	root := testutil.Root()
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	files, err := gendocs.Files(string(readme))
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join(root, name))
		if err != nil || string(got) != want {
			t.Errorf("%s is stale: run go generate ./rules", name)
		}
	}
	entries, _ := os.ReadDir(filepath.Join(root, "docs", "rules"))
	for _, e := range entries {
		if _, ok := files[filepath.Join("docs", "rules", e.Name())]; !ok {
			t.Errorf("docs/rules/%s belongs to no rule", e.Name())
		}
	}
}

func TestEnabled(t *testing.T) {
	cfg := config.Default()
	got, err := rules.Enabled(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range got {
		if !r.Default {
			t.Errorf("non-default rule %s enabled by default", r.Name())
		}
	}
	// -review adds the review tier to the rules a list enables, and a
	// disable list still wins over it.
	names := func(rs []rules.Rule) (out []string) {
		for _, r := range rs {
			out = append(out, r.Name())
		}
		return out
	}
	cfg.Review = true
	cfg.Enable = []string{"keyprefix"}
	got, err = rules.Enabled(cfg)
	if err != nil || !slices.Contains(names(got), "pkconstant") || !slices.Contains(names(got), "keyprefix") {
		t.Errorf("-review with enable: [keyprefix] enabled %v (%v), want pkconstant and keyprefix among them", names(got), err)
	}
	for _, r := range got {
		if !r.Default && !r.Review && r.Name() != "keyprefix" {
			t.Errorf("-review enabled %s, which is no review tier", r.Name())
		}
	}
	cfg.Disable = []string{"pkconstant"}
	if got, _ := rules.Enabled(cfg); slices.Contains(names(got), "pkconstant") {
		t.Errorf("-review with disable: [pkconstant] enabled it")
	}
	cfg.Review, cfg.Enable = false, nil
	cfg.Disable = []string{"all"}
	if got, _ := rules.Enabled(cfg); len(got) != 0 {
		t.Errorf("-disable=all left %d rules", len(got))
	}
	cfg.Disable = []string{"nosuchrule"}
	if _, err := rules.Enabled(cfg); err == nil || !strings.Contains(err.Error(), `unknown rule "nosuchrule"`) {
		t.Errorf("want unknown-rule error, got %v", err)
	}
}

type quietT struct{ *testing.T }

func (q *quietT) Errorf(format string, args ...any) {}

// TestRegenerateCommand: the command the docs give for regenerating the
// rule pages is the one that works: go generate ./rules runs the
// //go:generate line of rules.go, which runs internal/gendocs/cmd.
func TestRegenerateCommand(t *testing.T) {
	root := testutil.Root()
	src, err := os.ReadFile(filepath.Join(root, "rules", "rules.go"))
	if err != nil {
		t.Fatal(err)
	}
	const directive = "//go:generate go run ../internal/gendocs/cmd -root .."
	if !strings.Contains(string(src), directive+"\n") {
		t.Errorf("rules/rules.go has no %q line", directive)
	}
	if main, err := os.ReadFile(filepath.Join(root, "internal", "gendocs", "cmd", "main.go")); err != nil || !strings.Contains(string(main), "package main") {
		t.Errorf("internal/gendocs/cmd/main.go is not a main package: %v", err)
	}
	for _, doc := range []string{"README.md", filepath.Join("docs", "CONTRIBUTING-RULES.md")} {
		data, err := os.ReadFile(filepath.Join(root, doc))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), "go generate ./rules") {
			t.Errorf("%s does not say go generate ./rules", doc)
		}
		if strings.Contains(string(data), "go run ./internal/gendocs") {
			t.Errorf("%s says go run ./internal/gendocs, which is not a main package", doc)
		}
	}
}
