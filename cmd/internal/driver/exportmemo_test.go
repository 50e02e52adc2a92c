package driver_test

import (
	"context"
	"io"
	"path/filepath"
	"slices"
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
