package keyprefix_test

import (
	"fmt"
	"os"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/testutil"
)

var dumpA = &analysis.Analyzer{
	Name:     "dumptmp",
	Doc:      "dump",
	Requires: []*analysis.Analyzer{keys.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[keys.Analyzer].(*keys.Result)
		for _, s := range res.Sets {
			for _, k := range s.Keys {
				p := pass.Fset.Position(k.Expr.Pos())
				fmt.Fprintf(os.Stderr, "DUMP %s:%d %s %s cond=%q num=%v = %s\n", p.Filename, p.Line, s.Call, k.Describe(), k.Cond, k.Numeric, k.Value.String())
			}
		}
		return nil, nil
	},
}

func TestDumpTmp(t *testing.T) {
	pkg := os.Getenv("DUMP_PKG")
	if pkg == "" {
		t.Skip()
	}
	analysistest.Run(&testing.T{}, testutil.TestData(), dumpA, pkg)
}
