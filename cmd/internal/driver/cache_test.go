package driver_test

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/ddblint/ddblint/cmd/internal/driver"
	"github.com/ddblint/ddblint/rules/ddblint"
)

// twoPkgs is a GOPATH entry with a key helper package and an importer
// whose keys go through it, so the importer's finding depends on the
// helper's facts.
type twoPkgs struct {
	*pkg
	helperDir string
	cache     string
}

const helperGlued = `package keys

// OrderPK builds the partition key of an order.
func OrderPK(id string) string { return "ORDER" + id }
`

const helperDelimited = `package keys

// OrderPK builds the partition key of an order.
func OrderPK(id string) string { return "ORDER#" + id }
`

func newTwoPkgs(t *testing.T) *twoPkgs {
	p := newPkg(t)
	helperDir := filepath.Join(filepath.Dir(p.dir), "shop", "keys")
	if err := os.MkdirAll(helperDir, 0o777); err != nil {
		t.Fatal(err)
	}
	tp := &twoPkgs{pkg: p, helperDir: helperDir, cache: t.TempDir()}
	tp.writeHelper(helperGlued)
	p.write(source(`
import "shop/keys"

var _ = keys.OrderPK
`, `keys.OrderPK(id)`, `"USER" + id`))
	return tp
}

func (tp *twoPkgs) writeHelper(src string) {
	tp.t.Helper()
	if err := os.WriteFile(filepath.Join(tp.helperDir, "keys.go"), []byte(src), 0o666); err != nil {
		tp.t.Fatal(err)
	}
}

// analyze runs the analysis of ./... with the cache dir ("off": none).
func (tp *twoPkgs) analyze(cache string) *driver.Result {
	tp.t.Helper()
	res, err := driver.Analyze(context.Background(), driver.Options{
		Analyzer: ddblint.Analyzer,
		Patterns: []string{"./..."},
		Tests:    true,
		Dir:      tp.dir,
		Env:      tp.env,
		Cache:    cache,
		Stderr:   io.Discard,
	})
	if err != nil {
		tp.t.Fatal(err)
	}
	if len(res.Errors) > 0 || res.Failed {
		tp.t.Fatalf("errors: %q (failed: %t)", res.Errors, res.Failed)
	}
	return res
}

// findings are the result's findings as text, with positions, fixes and
// related information, sorted.
func findings(res *driver.Result) []string {
	var out []string
	for _, d := range res.Diagnostics {
		var b strings.Builder
		b.WriteString(res.Fset.Position(d.Pos).String() + "-" + res.Fset.Position(d.End).String())
		b.WriteString(" " + d.Rule + " " + d.Message)
		for _, f := range d.SuggestedFixes {
			b.WriteString(" fix " + f.Message)
			for _, e := range f.TextEdits {
				b.WriteString(" " + res.Fset.Position(e.Pos).String() + "-" + res.Fset.Position(e.End).String() + "=" + string(e.NewText))
			}
		}
		for _, r := range d.Related {
			b.WriteString(" related " + res.Fset.Position(r.Pos).String() + " " + r.Message)
		}
		out = append(out, b.String())
	}
	slices.Sort(out)
	return out
}

func hasFinding(fs []string, sub string) bool {
	return slices.ContainsFunc(fs, func(f string) bool { return strings.Contains(f, sub) })
}

// TestCacheSameFindings: a cold run, a warm run and a run without the
// cache find the same, and the warm run analyses nothing.
func TestCacheSameFindings(t *testing.T) {
	t.Parallel()
	tp := newTwoPkgs(t)
	off := tp.analyze("off")
	want := findings(off)
	if !hasFinding(want, `prefix "ORDER"`) || !hasFinding(want, `prefix "USER"`) {
		t.Fatalf("want findings through the helper and in the package, got %q", want)
	}
	cold := tp.analyze(tp.cache)
	warm := tp.analyze(tp.cache)
	for name, res := range map[string]*driver.Result{"cold": cold, "warm": warm} {
		if got := findings(res); !slices.Equal(got, want) {
			t.Errorf("%s cache: findings differ from a run without the cache:\n got %q\nwant %q", name, got, want)
		}
	}
	if cold.Stats.Source == 0 || cold.Stats.Cached != 0 {
		t.Errorf("cold run: want every module package analysed, got %+v", cold.Stats)
	}
	if warm.Stats.Source != 0 || warm.Stats.Cached != cold.Stats.Source {
		t.Errorf("warm run: want every module package from the cache, got %+v (cold: %+v)", warm.Stats, cold.Stats)
	}
}

// TestCacheEdits: an edited importer is analysed alone; an edited helper
// is analysed with its importers, which see its new facts; a config
// change reaches every package under it.
func TestCacheEdits(t *testing.T) {
	t.Parallel()
	tp := newTwoPkgs(t)
	cold := tp.analyze(tp.cache)

	// The importer: one more glued key.
	tp.write(source(`
import "shop/keys"

var _ = keys.OrderPK
`, `keys.OrderPK(id)`, `"USER" + id`, `"NAME" + name`))
	r := tp.analyze(tp.cache)
	if r.Stats.Source != 1 || r.Stats.Cached != cold.Stats.Source-1 {
		t.Errorf("edited importer: want it analysed alone, got %+v (cold: %+v)", r.Stats, cold.Stats)
	}
	if got := findings(r); !hasFinding(got, `prefix "NAME"`) || !hasFinding(got, `prefix "ORDER"`) {
		t.Errorf("edited importer: want the new finding and the helper's, got %q", got)
	}

	// The helper: now delimited, so the finding through it goes.
	tp.writeHelper(helperDelimited)
	r = tp.analyze(tp.cache)
	if r.Stats.Source != 2 {
		t.Errorf("edited helper: want it and its importer analysed, got %+v", r.Stats)
	}
	got := findings(r)
	if hasFinding(got, `prefix "ORDER"`) || !hasFinding(got, `prefix "USER"`) {
		t.Errorf("edited helper: want only the importer's own findings, got %q", got)
	}
	if want := findings(tp.analyze("off")); !slices.Equal(got, want) {
		t.Errorf("edited helper: findings differ from a run without the cache:\n got %q\nwant %q", got, want)
	}

	// The config: keydelimiter off.
	cfg := filepath.Join(filepath.Dir(tp.dir), ".ddblint.yml")
	if err := os.WriteFile(cfg, []byte("disable: [keydelimiter]\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	r = tp.analyze(tp.cache)
	// The SDK stubs, in another GOPATH entry, are not under it.
	if r.Stats.Source != 2 {
		t.Errorf("edited config: want both packages analysed again, got %+v", r.Stats)
	}
	if got := findings(r); hasFinding(got, "(keydelimiter)") {
		t.Errorf("edited config: want no keydelimiter findings, got %q", got)
	}
}

// TestCacheOff: "off" writes nothing, and so does DDBLINT_CACHE=off.
func TestCacheOff(t *testing.T) {
	t.Parallel()
	tp := newTwoPkgs(t)
	dir := t.TempDir()
	for i, e := range tp.env {
		if strings.HasPrefix(e, driver.CacheEnv+"=") {
			tp.env[i] = driver.CacheEnv + "=off"
		}
	}
	for range 2 {
		if r := tp.analyze(""); r.Stats.Cached != 0 || r.Stats.Source == 0 {
			t.Errorf("%s=off: want everything analysed, got %+v", driver.CacheEnv, r.Stats)
		}
	}
	tp.env = append(tp.env, driver.CacheEnv+"="+dir)
	tp.analyze("off")
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("-cache=off: want nothing written to %s, got %d entries", dir, len(entries))
	}
}

// TestCacheCgo: a package using cgo is analysed on every run (its compiled
// files carry //line directives), with the imports only cgo's output names
// (runtime/cgo) resolved, and finds the same each time (in its files
// without cgo: cgo's output is generated code).
func TestCacheCgo(t *testing.T) {
	t.Parallel()
	p := newPkg(t)
	p.write(source("", `"USER" + id`))
	cgo := "package shop\n\n// #include <stdlib.h>\nimport \"C\"\n\nfunc free(p *C.char) {}\n"
	if err := os.WriteFile(filepath.Join(p.dir, "cgo.go"), []byte(cgo), 0o666); err != nil {
		t.Fatal(err)
	}
	cache := t.TempDir()
	var first []string
	for i := range 2 {
		res, err := driver.Analyze(context.Background(), driver.Options{
			Analyzer: ddblint.Analyzer, Patterns: []string{"."}, Tests: true,
			Dir: p.dir, Env: p.env, Cache: cache, Stderr: io.Discard,
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Errors) > 0 || res.Failed {
			t.Fatalf("run %d: errors: %q", i, res.Errors)
		}
		got := findings(res)
		if i == 0 {
			first = got
			if !hasFinding(got, `prefix "USER"`) {
				t.Fatalf("want the finding, got %q", got)
			}
		} else if !slices.Equal(got, first) {
			t.Errorf("second run: got %q, want %q", got, first)
		}
	}
}

// TestCacheLineDirectives: a file with a line directive is analysed on
// every run (its findings' positions move to other files); one that only
// mentions "//line" in a comment is cached like any other.
func TestCacheLineDirectives(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, above string
		cached      bool
	}{
		{"mention", "// Positions do not follow //line directives here.\n", true},
		{"directive", "//line other.go:1\nvar _ = 0\n", false},
		{"block directive", "var _ = /*line other.go:1:1*/ 0\n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p := newPkg(t)
			p.write(source(tc.above, `"USER" + id`))
			cache := t.TempDir()
			var runs [2]*driver.Result
			for i := range runs {
				res, err := driver.Analyze(context.Background(), driver.Options{
					Analyzer: ddblint.Analyzer, Patterns: []string{"."}, Tests: true,
					Dir: p.dir, Env: p.env, Cache: cache, Stderr: io.Discard,
				})
				if err != nil {
					t.Fatal(err)
				}
				if len(res.Errors) > 0 || res.Failed {
					t.Fatalf("run %d: errors: %q", i, res.Errors)
				}
				runs[i] = res
			}
			if got := runs[1].Stats.Uncached == 0 && runs[1].Stats.Source == 0; got != tc.cached {
				t.Errorf("second run: cached %t, want %t (stats %+v)", got, tc.cached, runs[1].Stats)
			}
			if got, want := findings(runs[1]), findings(runs[0]); !slices.Equal(got, want) {
				t.Errorf("second run found otherwise:\n got %q\nwant %q", got, want)
			}
		})
	}
}

// TestCacheEarlyCutoff: an edit that changes neither what a package
// shows its importers (its declarations' types, not their bodies or
// positions) nor its facts re-analyses the package alone: its importer
// comes from the cache. One that changes its declarations re-analyses the
// importer too. Every run finds what a run without the cache finds.
func TestCacheEarlyCutoff(t *testing.T) {
	t.Parallel()
	tp := newTwoPkgs(t)
	tp.writeHelper(helperGlued + "\nfunc other() int { return 1 }\n")
	cold := tp.analyze(tp.cache)
	check := func(name string, r *driver.Result) {
		t.Helper()
		if got, want := findings(r), findings(tp.analyze("off")); !slices.Equal(got, want) {
			t.Errorf("%s: findings differ from a run without the cache:\n got %q\nwant %q", name, got, want)
		}
	}
	check("cold", cold)

	tail := "\nfunc other() int { return 2 }\n\nfunc Another() string { return \"\" }\n"
	typ := "\ntype store struct{}\n\nfunc (store) Put() {}\n"
	for _, step := range []struct {
		name, helper string
		analysed     int // packages analysed: the helper alone, or with its importer
	}{
		// A body and comments, lines added above the helper's function.
		{"body edit", "package keys\n\n// Keys of the shop.\n//\n// More words.\n" + strings.TrimPrefix(helperGlued, "package keys\n") + "\nfunc other() int {\n\treturn 2\n}\n", 1},
		// An unexported helper more: nothing an importer sees.
		{"unexported helper", helperGlued + "\nfunc other() int { return 2 }\n\nfunc another() string { return \"\" }\n", 1},
		// An exported declaration, an unexported type with a method, a
		// signature: the importer's view changed.
		{"new exported declaration", helperGlued + tail, 2},
		{"new unexported type", helperGlued + tail + typ, 2},
		{"signature edit", helperGlued + strings.Replace(tail, "Another() string { return \"\" }", "Another() int { return 0 }", 1) + typ, 2},
		// The helper's key: its facts change, and the importer's finding goes.
		{"facts edit", helperDelimited + tail + typ, 2},
	} {
		tp.writeHelper(step.helper)
		r := tp.analyze(tp.cache)
		if r.Stats.Source != step.analysed || r.Stats.Source+r.Stats.Cached != cold.Stats.Source {
			t.Errorf("%s: want %d package(s) analysed and the rest from the cache, got %+v (cold: %+v)", step.name, step.analysed, r.Stats, cold.Stats)
		}
		check(step.name, r)
		if step.name == "facts edit" && hasFinding(findings(r), `prefix "ORDER"`) {
			t.Errorf("facts edit: want the finding through the helper gone, got %q", findings(r))
		}
	}
}

// TestCacheEarlyCutoffTypes: a package read from the cache after the
// package it imports was analysed again (the cut-off) gives its types to an
// importer analysed from source in the same run.
func TestCacheEarlyCutoffTypes(t *testing.T) {
	t.Parallel()
	tp := newTwoPkgs(t)
	midDir := filepath.Join(filepath.Dir(tp.dir), "shop", "mid")
	if err := os.MkdirAll(midDir, 0o777); err != nil {
		t.Fatal(err)
	}
	mid := "package mid\n\nimport \"shop/keys\"\n\n// MidPK builds the key of a middle entity.\nfunc MidPK(id string) string { return keys.OrderPK(id) + \"#MID\" }\n"
	if err := os.WriteFile(filepath.Join(midDir, "mid.go"), []byte(mid), 0o666); err != nil {
		t.Fatal(err)
	}
	shop := func(extra string) string {
		return source(`
import (
	"shop/keys"
	"shop/mid"
)

var _ = keys.OrderPK
`, `mid.MidPK(id)`, `"USER" + id`+extra)
	}
	tp.write(shop(""))
	tp.writeHelper(helperGlued + "\nfunc other() int { return 1 }\n")
	cold := tp.analyze(tp.cache)
	// The helper's body and the importer at once: mid comes from the
	// cache, and the importer, analysed from source, needs its types.
	tp.writeHelper(helperGlued + "\nfunc other() int { return 2 }\n")
	tp.write(shop(` + "X"`))
	r := tp.analyze(tp.cache)
	if r.Stats.Source != 2 || r.Stats.Cached != cold.Stats.Source-2 {
		t.Errorf("want the helper and the importer analysed, mid from the cache, got %+v (cold: %+v)", r.Stats, cold.Stats)
	}
	if got, want := findings(r), findings(tp.analyze("off")); !slices.Equal(got, want) {
		t.Errorf("findings differ from a run without the cache:\n got %q\nwant %q", got, want)
	}
}
