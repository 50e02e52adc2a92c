package keyseparator_test

import (
	"os"
	"path/filepath"
	"sort"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/keyseparator"
	"github.com/ddblint/ddblint/internal/testutil"
)

// Temporary: writes the files with every fix applied to /tmp/ksgolden.
func TestZZTmpDump(t *testing.T) {
	pkg := os.Getenv("DUMP_PKG")
	if pkg == "" {
		t.Skip()
	}
	if vs := os.Getenv("DUMP_VS"); vs != "" {
		t.Cleanup(config.ResetFlags)
		config.Analyzer.Flags.Set("version-separator", vs)
	}
	type edit struct {
		off, end int
		text     string
	}
	res := analysistest.Run(&quiet{t}, testutil.TestData(), keyseparator.Analyzer, pkg)
	edits := map[string][]edit{}
	for _, r := range res {
		for _, d := range r.Diagnostics {
			t.Log(r.Pass.Fset.Position(d.Pos), d.Message)
			for _, f := range d.SuggestedFixes {
				for _, e := range f.TextEdits {
					tf := r.Pass.Fset.File(e.Pos)
					edits[tf.Name()] = append(edits[tf.Name()], edit{tf.Offset(e.Pos), tf.Offset(e.End), string(e.NewText)})
				}
			}
		}
	}
	for name, es := range edits {
		sort.Slice(es, func(i, j int) bool { return es[i].off > es[j].off })
		b, _ := os.ReadFile(name)
		last := -1
		for _, e := range es {
			if e.off == last {
				continue
			}
			last = e.off
			b = append(b[:e.off:e.off], append([]byte(e.text), b[e.end:]...)...)
		}
		os.MkdirAll("/tmp/ksgolden", 0o755)
		os.WriteFile(filepath.Join("/tmp/ksgolden", filepath.Base(name)+".golden"), b, 0o644)
	}
}

type quiet struct{ *testing.T }

func (q *quiet) Errorf(string, ...any) {}
