package keydelimiter_test

import (
	"os"
	"path/filepath"
	"sort"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/keydelimiter"
	"github.com/ddblint/ddblint/internal/testutil"
)

func TestZZDump(t *testing.T) {
	pkg := os.Getenv("DUMP_PKG")
	if pkg == "" {
		t.Skip()
	}
	type edit struct {
		off  int
		text string
	}
	res := analysistest.Run(&quiet{t}, testutil.TestData(), keydelimiter.Analyzer, pkg)
	edits := map[string][]edit{}
	for _, r := range res {
		for _, d := range r.Diagnostics {
			for _, f := range d.SuggestedFixes {
				for _, e := range f.TextEdits {
					tf := r.Pass.Fset.File(e.Pos)
					edits[tf.Name()] = append(edits[tf.Name()], edit{tf.Offset(e.Pos), string(e.NewText)})
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
			b = append(b[:e.off], append([]byte(e.text), b[e.off:]...)...)
		}
		os.MkdirAll("/tmp/golden", 0o755)
		os.WriteFile(filepath.Join("/tmp/golden", filepath.Base(name)+".golden"), b, 0o644)
	}
}

type quiet struct{ *testing.T }

func (q *quiet) Errorf(string, ...any) {}

func TestZZDumpSep(t *testing.T) {
	if os.Getenv("DUMP_SEP") == "" {
		t.Skip()
	}
	t.Cleanup(config.ResetFlags)
	config.Analyzer.Flags.Set("separator", os.Getenv("DUMP_SEP"))
	TestZZDump(t)
}
