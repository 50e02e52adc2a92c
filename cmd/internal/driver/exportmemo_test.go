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

// TestExportMemo: runs sharing an ExportMemo (the editor server's) list
// the export data of the packages outside the module once, and after each
// edit find what a run without cache or memo finds: a body edit (the
// importer read from the cache), a change of facts (both analysed again),
// the importer alone (the helper read from the cache, its types from
// source). The packages outside the module decoded by one run are reused,
// not decoded again, by the next. Other build tags are another environment: the memo does not
// answer for them.
func TestExportMemo(t *testing.T) {
	t.Parallel()
	tp := newTwoPkgs(t)
	var memo driver.ExportMemo
	run := func(tags string) *driver.Result {
		t.Helper()
		res, err := driver.Analyze(context.Background(), driver.Options{
			Analyzer: ddblint.Analyzer,
			Patterns: []string{"./..."},
			Tests:    true,
			Tags:     tags,
			Dir:      tp.dir,
			Env:      tp.env,
			Cache:    tp.cache,
			Exports:  &memo,
			Stderr:   io.Discard,
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Errors) > 0 || res.Failed {
			t.Fatalf("errors: %q (failed: %t)", res.Errors, res.Failed)
		}
		return res
	}
	if r := run(""); r.Stats.ExportReplayed {
		t.Fatalf("first run: want the export data listed, got %+v", r.Stats)
	}
	for _, step := range []struct {
		name     string
		edit     func()
		tags     string
		replayed bool
	}{
		{"body edit", func() { tp.writeHelper(helperGlued + "\nfunc other() int { return 2 }\n") }, "", true},
		{"facts edit", func() { tp.writeHelper(helperDelimited + "\nfunc other() int { return 2 }\n") }, "", true},
		{"importer edit", func() {
			tp.write(source("\nimport \"shop/keys\"\n\nvar _ = keys.OrderPK\n", `keys.OrderPK(id)`, `"USERX" + id`))
		}, "", true},
		{"other tags", func() { tp.writeHelper(helperGlued + "\nfunc other() int { return 3 }\n") }, "memo", false},
	} {
		step.edit()
		r := run(step.tags)
		if r.Stats.ExportReplayed != step.replayed || r.Stats.Source == 0 {
			t.Errorf("%s: want something analysed and the export data replayed=%t, got %+v", step.name, step.replayed, r.Stats)
		}
		// The packages an earlier run of the environment decoded are
		// reused; other tags start a universe of their own.
		if reused := r.Stats.Reused > 0; reused != step.replayed {
			t.Errorf("%s: want packages reused=%t, got %+v", step.name, step.replayed, r.Stats)
		}
		if got, want := findings(r), findings(tp.analyze("off")); !slices.Equal(got, want) {
			t.Errorf("%s: findings differ from a run without cache and memo:\n got %q\nwant %q", step.name, got, want)
		}
	}
}

// TestExportMemoTrimmed: an export file the go command's cache trimmed
// since is listed again, not read.
func TestExportMemoTrimmed(t *testing.T) {
	t.Parallel()
	tp := newTwoPkgs(t)
	var memo driver.ExportMemo
	run := func() *driver.Result {
		t.Helper()
		res, err := driver.Analyze(context.Background(), driver.Options{
			Analyzer: ddblint.Analyzer, Patterns: []string{"./..."}, Dir: tp.dir, Env: tp.env,
			Cache: tp.cache, Exports: &memo, Stderr: io.Discard,
		})
		if err != nil || len(res.Errors) > 0 {
			t.Fatalf("errors: %v %q", err, res.Errors)
		}
		return res
	}
	run()
	if n := driver.TrimExportMemo(&memo, filepath.Join(t.TempDir(), "gone")); n == 0 {
		t.Fatal("the memo kept no export data")
	}
	tp.writeHelper(helperGlued + "\nfunc other() int { return 4 }\n")
	if r := run(); r.Stats.ExportReplayed || r.Stats.Source == 0 {
		t.Errorf("want the export data listed again, got %+v", r.Stats)
	}
	tp.writeHelper(helperGlued + "\nfunc other() int { return 5 }\n")
	if r := run(); !r.Stats.ExportReplayed {
		t.Errorf("want the export data listed again replayed next, got %+v", r.Stats)
	}
}

// TestListMemo: runs sharing an ExportMemo list a package once while its
// files' names, package clauses, build constraints and imports stay as
// they were (a body edit, saved or in the editor's buffer), and list again
// when one changes (an import, a new file on disk or only in the buffer);
// each run finds what a run without the memo finds.
func TestListMemo(t *testing.T) {
	t.Parallel()
	tp := newTwoPkgs(t)
	var memo driver.ExportMemo
	// The editor server's runs use the cache (a first run lists the
	// export data too, which the memo does not keep).
	run := func(memo *driver.ExportMemo, overlay map[string][]byte) *driver.Result {
		t.Helper()
		cache := tp.cache
		if memo == nil {
			cache = "off"
		}
		res, err := driver.Analyze(context.Background(), driver.Options{
			Analyzer: ddblint.Analyzer,
			Patterns: []string{"."},
			Dir:      tp.dir,
			Env:      tp.env,
			Cache:    cache,
			Overlay:  overlay,
			Exports:  memo,
			Stderr:   io.Discard,
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Errors) > 0 || res.Failed {
			t.Fatalf("errors: %q (failed: %t)", res.Errors, res.Failed)
		}
		return res
	}
	// The first run lists the export data too, which also answers the
	// second run's listing of the packages alone.
	run(&memo, nil)
	run(&memo, nil)
	if n := memo.ListReplays(); n != 1 {
		t.Fatalf("first runs: %d listings replayed, want the second", n)
	}
	extra := filepath.Join(tp.helperDir, "extra.go")
	buffer := filepath.Join(tp.dir, "unsaved.go")
	for _, step := range []struct {
		name     string
		edit     func()
		overlay  map[string][]byte
		replayed bool
	}{
		{"body edit", func() { tp.writeHelper(helperGlued + "\nfunc other() int { return 2 }\n") }, nil, true},
		{"facts edit", func() { tp.writeHelper(helperDelimited + "\nfunc other() int { return 2 }\n") }, nil, true},
		{"import added", func() {
			tp.writeHelper("package keys\n\nimport \"strings\"\n\nvar _ = strings.ToUpper\n" + strings.TrimPrefix(helperDelimited, "package keys\n"))
		}, nil, false},
		{"unchanged", func() {}, nil, true},
		{"new file", func() {
			if err := os.WriteFile(extra, []byte("package keys\n\nimport \"strconv\"\n\nvar _ = strconv.Itoa\n"), 0o666); err != nil {
				t.Fatal(err)
			}
		}, nil, false},
		{"new file only in the editor", func() {}, map[string][]byte{buffer: []byte("package shop\n\nimport \"errors\"\n\nvar _ = errors.New\n")}, false},
		{"the same buffer again", func() {}, map[string][]byte{buffer: []byte("package shop\n\nimport \"errors\"\n\nvar _ = errors.New\n\nfunc f() {}\n")}, true},
	} {
		step.edit()
		before := memo.ListReplays()
		got := findings(run(&memo, step.overlay))
		if replayed := memo.ListReplays() > before; replayed != step.replayed {
			t.Errorf("%s: listing replayed = %t, want %t", step.name, replayed, step.replayed)
		}
		if want := findings(run(nil, step.overlay)); !slices.Equal(got, want) {
			t.Errorf("%s: findings differ from a run without the memo:\n got %q\nwant %q", step.name, got, want)
		}
	}
}
