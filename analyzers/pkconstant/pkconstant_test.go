package pkconstant_test

import (
	"maps"
	"os"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/pkconstant"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

// The rule offers no suggested fix (the answer is a design decision), so
// there is no .golden file.
func TestPKConstant(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), pkconstant.Analyzer, "pkconstant")
}

// TestTiersApart: on pkcardinality's tier cases, pkconstant asks about
// exactly the look-alikes pkcardinality leaves (the lines marked "// ok:
// … (pkconstant asks)" there, which carry no evidence of growth), and
// about none it reports or nobody reports (a few fixed rows).
func TestTiersApart(t *testing.T) {
	results := analysistest.Run(&quiet{T: t}, testutil.TestData(), pkconstant.Analyzer, "pkcardinality/tiers")
	got := map[int]bool{}
	file := ""
	for _, r := range results {
		for _, d := range r.Diagnostics {
			p := r.Pass.Fset.Position(d.Pos)
			got[p.Line], file = true, p.Filename
		}
	}
	if file == "" {
		t.Fatal("pkconstant reported nothing on pkcardinality/tiers")
	}
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]bool{}
	for i, line := range strings.Split(string(src), "\n") {
		if strings.Contains(line, "// ok:") && strings.Contains(line, "(pkconstant asks)") {
			want[i+1] = true
		}
	}
	if !maps.Equal(got, want) {
		t.Errorf("pkconstant asked about lines %v of %s; want exactly the look-alikes marked (pkconstant asks), lines %v", slices.Sorted(maps.Keys(got)), file, slices.Sorted(maps.Keys(want)))
	}
}

// quiet drops analysistest's complaints about the // want comments of
// pkcardinality's own tests, which this test does not judge.
type quiet struct{ *testing.T }

func (q *quiet) Errorf(format string, args ...any) {}
