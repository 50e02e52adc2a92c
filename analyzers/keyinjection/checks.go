package keyinjection

import (
	"go/ast"
	"go/token"
	"go/types"
	"regexp"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/keyexpr"
	"github.com/ddblint/ddblint/internal/taint"
)

// checker holds one package's state. Whether a value is checked is
// taint.Checker's question, shared with the engine (which exports the
// validator facts); what is left here is the rule's own: finding the
// variables and expressions a key component went through, and routes.
type checker struct {
	pass   *analysis.Pass
	sep    string
	checks *taint.Checker
	funcs  *taint.Funcs
	vars   map[token.Pos]*types.Var // local variables by declaration position
	routes map[string]bool          // path parameters constrained by a route pattern
}

func newChecker(pass *analysis.Pass, res *keys.Result) *checker {
	c := &checker{
		pass:  pass,
		sep:   res.Config.Separator,
		funcs: taint.NewFuncs(pass.Files),
		vars:  map[token.Pos]*types.Var{},
	}
	// Functions of other packages are validators when the engine imported
	// a ValidatorFact for them.
	imported := func(fn *types.Func) ([]int, bool) {
		params, ok := res.Validators[fn]
		return params, ok
	}
	c.checks = taint.NewChecker(pass.TypesInfo, pass.Pkg, pass.Files, c.sep, res.Config.InjectionSanitizers, imported)
	for id, obj := range pass.TypesInfo.Defs {
		if v, ok := obj.(*types.Var); ok && !v.IsField() && v.Pos() == id.Pos() {
			c.vars[id.Pos()] = v
		}
	}
	return c
}

// routeParam matches a path parameter with a pattern in a gorilla/mux or chi
// route ("/users/{id:[0-9]+}"), capturing its name.
var routeParam = regexp.MustCompile(`\{([A-Za-z_][A-Za-z0-9_]*):`)

// routeChecked reports a read of a path parameter (mux.Vars(r)["id"],
// chi.URLParam(r, "id")) that some route of this package constrains with a
// pattern, which the router matches before the handler runs. Like a
// MatchString check, the pattern is assumed to exclude the separator. Routes
// are matched by parameter name, in any string constant of the package:
// routes registered in another package are not seen.
func (c *checker) routeChecked(x ast.Expr) bool {
	info := c.pass.TypesInfo
	var name string
	switch x := ast.Unparen(x).(type) {
	case *ast.IndexExpr:
		if _, field := ast.Unparen(x.X).(*ast.SelectorExpr); !field { // not an event's PathParameters
			name, _ = taint.ConstString(info, x.Index)
		}
	case *ast.CallExpr:
		if fn := keyexpr.Callee(info, x); fn != nil && len(x.Args) == 2 {
			switch taint.FullName(fn) {
			case "github.com/go-chi/chi/v5.URLParam", "github.com/go-chi/chi.URLParam":
				name, _ = taint.ConstString(info, x.Args[1])
			}
		}
	}
	if name == "" {
		return false
	}
	if c.routes == nil {
		c.routes = map[string]bool{}
		for _, f := range c.pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					if s, ok := taint.ConstString(info, lit); ok {
						for _, m := range routeParam.FindAllStringSubmatch(s, -1) {
							c.routes[m[1]] = true
						}
					}
				}
				return true
			})
		}
	}
	return c.routes[name]
}
