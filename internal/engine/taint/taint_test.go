package taint_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
	"github.com/ddblint/ddblint/internal/engine/taint"
)

// dump reports the taint of every key that has one, so the matcher's reading
// of each source (wired into the engine by the keys pass) is pinned by
// `// want` comments in testdata/src/keyinjection/sources.
var dump = &analysis.Analyzer{
	Name:     "taintdump",
	Doc:      "report the taint of every key",
	Requires: []*analysis.Analyzer{keys.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[keys.Analyzer].(*keys.Result)
		for _, s := range res.Sets {
			for _, k := range s.Keys {
				var taints []string
				for _, h := range k.Value.Holes() {
					if h.Taint != "" {
						taints = append(taints, h.Taint)
					}
				}
				if len(taints) > 0 {
					pass.Reportf(k.Expr.Pos(), "taint %s", strings.Join(taints, " | "))
				}
			}
		}
		return nil, nil
	},
}

func TestSources(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dump, "keyinjection/sources")
}

func TestFullName(t *testing.T) {
	const src = `package p

type T struct{}

func (T) M() {}
func (*T) P() {}

type I interface{ Q() }

func F() {}

func G[X any](x X) {}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := new(types.Config).Check("example.com/p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	method := func(typ, name string) *types.Func {
		obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(pkg.Scope().Lookup(typ).Type()), true, pkg, name)
		return obj.(*types.Func)
	}
	for _, tc := range []struct {
		fn   *types.Func
		want string
	}{
		{pkg.Scope().Lookup("F").(*types.Func), "example.com/p.F"},
		{pkg.Scope().Lookup("G").(*types.Func), "example.com/p.G"},
		{method("T", "M"), "example.com/p.T.M"},
		{method("T", "P"), "example.com/p.T.P"},
		{pkg.Scope().Lookup("I").Type().Underlying().(*types.Interface).Method(0), "example.com/p.I.Q"},
	} {
		if got := taint.FullName(tc.fn); got != tc.want {
			t.Errorf("FullName(%v) = %q, want %q", tc.fn, got, tc.want)
		}
	}
}
