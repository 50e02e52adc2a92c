package driver_test

import (
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/ddblint/ddblint/cmd/internal/driver"
	"github.com/ddblint/ddblint/rules/ddblint"
)

// TestCommandMemo: a command run keeps the go command's listings and the
// export data it listed in its cache, and the next run starts no go
// command while nothing that decides them changed. Edit by edit, whether
// the listing was replayed, and that the findings equal a run without the
// cache.
func TestCommandMemo(t *testing.T) {
	t.Parallel()
	tp := newTwoPkgs(t)
	newDir := filepath.Join(tp.dir, "audit")
	for _, step := range []struct {
		name     string
		edit     func()
		replayed bool
		exports  bool // the export data replayed too (a package analysed)
	}{
		{"cold", func() {}, false, false},
		{"warm", func() {}, true, false},
		{"body edit", func() { tp.writeHelper(helperGlued + "\nfunc other() int { return 2 }\n") }, true, true},
		{"comment edit", func() { tp.writeHelper(helperGlued + "\n// other is two.\nfunc other() int { return 2 }\n") }, true, true},
		{"exported function added, facts changed", func() {
			tp.writeHelper(helperDelimited + "\n// Other is two.\nfunc Other() int { return 2 }\n")
		}, true, true},
		{"import added", func() {
			tp.writeHelper("package keys\n\nimport \"strings\"\n\nvar _ = strings.ToUpper\n" + helperDelimited[len("package keys\n"):])
		}, false, false},
		{"unchanged", func() {}, true, false},
		{"file added", func() { tp.writeFile(filepath.Join(tp.helperDir, "extra.go"), "package keys\n\nfunc extra() {}\n") }, false, false},
		{"package added below the pattern", func() {
			tp.writeFile(filepath.Join(newDir, "audit.go"), source("", `"AUDIT" + id`))
		}, false, false},
		{"package added, then unchanged", func() {}, true, false},
		{"folder without Go files added", func() {
			if err := os.MkdirAll(filepath.Join(tp.dir, "docs"), 0o777); err != nil {
				t.Fatal(err)
			}
		}, false, false},
		{"package removed", func() {
			if err := os.RemoveAll(newDir); err != nil {
				t.Fatal(err)
			}
		}, false, false},
	} {
		step.edit()
		res := tp.analyze(tp.cache)
		if res.Stats.ListReplayed != step.replayed {
			t.Errorf("%s: listing replayed = %t, want %t", step.name, res.Stats.ListReplayed, step.replayed)
		}
		if step.exports && !res.Stats.ExportReplayed {
			t.Errorf("%s: want the export data from the memo, got %+v", step.name, res.Stats)
		}
		got := findings(res)
		if want := findings(tp.analyze("off")); !slices.Equal(got, want) {
			t.Errorf("%s: findings differ from a run without the cache:\n got %q\nwant %q", step.name, got, want)
		}
		if step.name == "package added below the pattern" && !hasFinding(got, `prefix "AUDIT"`) {
			t.Errorf("%s: want the new package's finding, got %q", step.name, got)
		}
	}
}

func (tp *twoPkgs) writeFile(path, src string) {
	tp.t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
		tp.t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
		tp.t.Fatal(err)
	}
}

// TestCommandMemoModule: in a module, go.mod decides the listing by its
// contents (a touch alone lists from the memo), and a memo that does not
// decode is ignored.
func TestCommandMemoModule(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	cache := t.TempDir()
	write := func(rel, src string) {
		t.Helper()
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/m\n\ngo 1.22\n")
	write("a/a.go", "package a\n\nfunc A() string { return \"a\" }\n")
	write("b/b.go", "package b\n\nimport \"example.com/m/a\"\n\nvar B = a.A()\n")
	env := append(os.Environ(), "GO111MODULE=on", "GOFLAGS=-mod=mod", "GOWORK=off")
	run := func() *driver.Result {
		t.Helper()
		return analyzeOK(t, driver.Options{
			Analyzer: ddblint.Analyzer,
			Patterns: []string{"./..."},
			Dir:      dir,
			Env:      env,
			Cache:    cache,
			Stderr:   io.Discard,
		})
	}
	gomod := filepath.Join(dir, "go.mod")
	for _, step := range []struct {
		name     string
		edit     func()
		replayed bool
	}{
		{"cold", func() {}, false},
		{"warm", func() {}, true},
		{"go.mod touched", func() {
			later := time.Now().Add(time.Minute)
			if err := os.Chtimes(gomod, later, later); err != nil {
				t.Fatal(err)
			}
		}, true},
		{"go.mod edited", func() { write("go.mod", "module example.com/m\n\ngo 1.22\n\n// edited\n") }, false},
		{"nested module added", func() { write("c/go.mod", "module example.com/c\n") }, false},
		{"memo garbled", func() {
			memos, _ := filepath.Glob(filepath.Join(cache, "memo", "*.memo"))
			if len(memos) != 1 {
				t.Fatalf("want one memo in the cache, got %q", memos)
			}
			if err := os.WriteFile(memos[0], []byte("not a memo"), 0o666); err != nil {
				t.Fatal(err)
			}
		}, false},
		{"memo written again", func() {}, true},
	} {
		step.edit()
		if got := run().Stats.ListReplayed; got != step.replayed {
			t.Errorf("%s: listing replayed = %t, want %t", step.name, got, step.replayed)
		}
	}
}
