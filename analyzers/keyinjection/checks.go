package keyinjection

import (
	"go/ast"
	"go/token"
	"go/types"
	"regexp"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/taint"
)

// checker holds one package's state. Whether a value is checked is
// taint.Checker's question, shared with the engine (which exports the
// validator facts); what is left here is the rule's own: finding the
// variables and expressions a key component went through, and routes.
type checker struct {
	pass *analysis.Pass
	res  *keys.Result
	// checks holds one taint.Checker per separator a key uses, made when
	// first needed: whether a value is checked depends on the separator.
	checks   map[string]*taint.Checker
	imported func(*types.Func) ([]int, bool)
	// moduleSep is the separator most keys of the module use, or the
	// configured one when the module shows none (see separatorFor).
	moduleSep string
	funcs     *taint.Funcs
	vars      map[token.Pos]*types.Var // local variables by declaration position
	routes    map[string]bool          // path parameters constrained by a route pattern
}

func newChecker(pass *analysis.Pass, res *keys.Result) *checker {
	c := &checker{
		pass:      pass,
		res:       res,
		checks:    map[string]*taint.Checker{},
		moduleSep: moduleSeparator(res),
		funcs:     taint.NewFuncs(pass.Files),
		vars:      map[token.Pos]*types.Var{},
	}
	// Functions of other packages are validators when the engine imported
	// a ValidatorFact for them.
	c.imported = func(fn *types.Func) ([]int, bool) {
		params, ok := res.Validators[fn]
		return params, ok
	}
	for id, obj := range pass.TypesInfo.Defs {
		if v, ok := obj.(*types.Var); ok && !v.IsField() && v.Pos() == id.Pos() {
			c.vars[id.Pos()] = v
		}
	}
	return c
}

// checksFor returns the checker of values for the separator sep.
func (c *checker) checksFor(sep string) *taint.Checker {
	if ch := c.checks[sep]; ch != nil {
		return ch
	}
	ch := taint.NewChecker(c.pass.TypesInfo, c.pass.Pkg, c.pass.Files, sep, c.res.Config.InjectionSanitizers, c.imported)
	c.checks[sep] = ch
	return ch
}

// separatorFor is the separator an untrusted value h could forge in k: the
// one next to h in k's own literal parts, else any separator k uses, else
// the module's convention. A fixed "#" would warn about a character that
// means nothing in a module whose keys are built with "|".
func (c *checker) separatorFor(k *keys.Key, h *keyexpr.Hole) string {
	chars := c.res.SeparatorChars()
	parts := k.Value.Parts
	for i, p := range parts {
		if p.Hole != h {
			continue
		}
		// KeySeparators leaves out sites touching only unknown values,
		// and an untrusted value is usually one: look beside it here.
		if i > 0 && parts[i-1].IsLit() && parts[i-1].Lit != "" {
			if b := parts[i-1].Lit[len(parts[i-1].Lit)-1]; strings.IndexByte(chars, b) >= 0 {
				return string(b)
			}
		}
		if i+1 < len(parts) && parts[i+1].IsLit() && parts[i+1].Lit != "" {
			if b := parts[i+1].Lit[0]; strings.IndexByte(chars, b) >= 0 {
				return string(b)
			}
		}
	}
	if sites := c.res.KeySeparators(k); len(sites) > 0 {
		return string(sites[0].Char)
	}
	return c.moduleSep
}

// moduleSeparator is the separator most keys of the module use
// (Result.ModuleSeparators), the configured one on a tie or when no key
// shows one.
func moduleSeparator(res *keys.Result) string {
	best, n := res.Config.Separator, res.ModuleSeparators[res.Config.Separator]
	seps := make([]string, 0, len(res.ModuleSeparators))
	for sep := range res.ModuleSeparators {
		seps = append(seps, sep)
	}
	sort.Strings(seps) // a tie between two others goes the same way every run
	for _, sep := range seps {
		if m := res.ModuleSeparators[sep]; m > n {
			best, n = sep, m
		}
	}
	return best
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
