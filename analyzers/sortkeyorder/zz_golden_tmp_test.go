package sortkeyorder_test

import (
	"go/format"
	"os"
	"sort"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/sortkeyorder"
	"github.com/ddblint/ddblint/internal/testutil"
)

type ed struct {
	s, e int
	t    string
}

func TestZZWriteGolden(t *testing.T) {
	pkg := os.Getenv("SKO_PKG")
	if pkg == "" {
		t.Skip()
	}
	if w := os.Getenv("SKO_W"); w != "" {
		config.Analyzer.Flags.Set("pad-width", w)
		t.Cleanup(config.ResetFlags)
	}
	res := analysistest.Run(&noT{}, testutil.TestData(), sortkeyorder.Analyzer, pkg)
	for _, r := range res {
		fset := r.Pass.Fset
		byFile := map[string][]ed{}
		seen := map[ed]bool{}
		for _, d := range r.Diagnostics {
			for _, f := range d.SuggestedFixes {
				for _, e := range f.TextEdits {
					tf := fset.File(e.Pos)
					x := ed{tf.Offset(e.Pos), tf.Offset(e.End), string(e.NewText)}
					if !seen[x] {
						seen[x] = true
						byFile[tf.Name()] = append(byFile[tf.Name()], x)
					}
				}
			}
		}
		for name, es := range byFile {
			src, _ := os.ReadFile(name)
			sort.Slice(es, func(i, j int) bool { return es[i].s > es[j].s || es[i].s == es[j].s && es[i].e > es[j].e })
			out := string(src)
			for _, e := range es {
				out = out[:e.s] + e.t + out[e.e:]
			}
			b, err := format.Source([]byte(out))
			if err != nil {
				t.Fatal(err, out)
			}
			os.WriteFile(name+".golden", b, 0o644)
			t.Logf("wrote %s.golden", name)
		}
	}
}

type noT struct{}

func (*noT) Errorf(string, ...any) {}
