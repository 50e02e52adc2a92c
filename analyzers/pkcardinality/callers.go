package pkcardinality

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
)

// A repository method writes the item it is given (Save(ctx, r) puts PK
// "RECEIPT", SK r.ID); the evidence that the set grows is where it is
// called: a consumer that saves one per queue message. The method alone
// shows nothing, and every call of it says how it is used. So where the
// writing function (or the function building the key) shows no evidence,
// its calls in the package are read, one level up: a call in a handler of
// a queue's, a stream's or a bus's events is evidence for the write it
// reaches; a caller named for seeding or administration is not. A call in another package is read the
// same way by the module-wide join (FuncGrowth), in the ddblint command.

// declared is the function fn declares, nil for a literal.
func (g *growth) declared(fn ast.Node) *types.Func {
	d, ok := fn.(*ast.FuncDecl)
	if !ok {
		return nil
	}
	f, _ := g.pass.TypesInfo.Defs[d.Name].(*types.Func)
	return f
}

// fromCallers is the evidence the calls of fn in the package show for the
// write in it, "" if none.
func (g *growth) fromCallers(fn ast.Node) string {
	f := g.declared(fn)
	if f == nil {
		return ""
	}
	for _, call := range g.res.CallsOf(f) {
		caller, _ := g.enclosing(call.Pos())
		if caller == nil || caller == fn {
			continue // recursion
		}
		if why := callerGrowth(g.pass, caller, g.seedingOrAdmin); why != "" {
			return why + ", which calls " + f.Name()
		}
	}
	return ""
}

// callerGrowth is the evidence a call shows that the write its callee
// reaches adds items: its function handles a queue's, a stream's or a
// bus's events, one call per event. A caller that serves an HTTP request,
// mints the id it passes, or calls in a loop is no evidence here: measured
// on the judged repositories (docs/accuracy-round18.md), such callers were
// mostly an administrator's create endpoint or an import of one
// household's records, a small set the writing function's own package
// would ask about too.
func callerGrowth(pass *analysis.Pass, fn ast.Node, seeding func(ast.Node) bool) string {
	if seeding(fn) {
		return ""
	}
	return eventHandler(pass, fn)
}

// FuncGrowth is the evidence that every call in fn, a function of the
// package of pass, shows for the items its callee writes (see
// callerGrowth), "" if none. The ddblint pass gives it, for the calls of
// other packages' functions, to the module-wide join.
func (m *Minter) FuncGrowth(fn ast.Node) string {
	return callerGrowth(m.g.pass, fn, m.g.seedingOrAdmin)
}

// HandlesEvents reports a function that takes a Lambda event of a queue,
// a stream or a bus, or one of its records: the one kind of caller whose
// calls FuncGrowth counts, and a cheap test to make before it.
func HandlesEvents(pass *analysis.Pass, fn ast.Node) bool {
	return eventHandler(pass, fn) != ""
}

// exportedPlaces names, as join.Call.Func does, the functions of the
// package around the write of s and its partition key pk that another
// package can call: exported functions and methods (a method of an
// unexported type reached through an exported constructor included). None
// when one is named for seeding or administration.
func (g *growth) exportedPlaces(s *keys.KeySet, pk *keys.Key) []string {
	var out []string
	for _, pos := range []token.Pos{pk.Expr.Pos(), s.Pos} {
		fn, _ := g.enclosing(pos)
		if fn == nil {
			continue
		}
		if g.seedingOrAdmin(fn) {
			return nil
		}
		f := g.declared(fn)
		if f == nil || !f.Exported() {
			continue
		}
		for _, name := range []string{f.Origin().FullName(), IfaceName(g.pass.Fset, f)} {
			if name != "" && !slices.Contains(out, name) {
				out = append(out, name)
			}
		}
	}
	return out
}

// seeding reports a write of set s, or the key pk it holds, in code
// named for seeding, migrations or administration: a fixed set, whatever
// another package's reads of it expect.
func (g *growth) seeding(s *keys.KeySet, pk *keys.Key) bool {
	for _, pos := range []token.Pos{pk.Expr.Pos(), s.Pos} {
		if fn, _ := g.enclosing(pos); fn != nil && g.seedingOrAdmin(fn) {
			return true
		}
	}
	return false
}

// IfaceName names a method by what an interface declaring it says of it:
// its name and signature, every type by its package path ("Save(context.
// Context, *example.com/app/sessions.Session) error"). A service calls its
// repository through an interface, and the implementation is wired in by
// main, in a package the service never sees: a call of the interface's
// method and the implementation's method meet by this name. "" for a
// function, and for a method whose signature names no type of the user's
// code (Save(context.Context, any) error), which too many types share.
func IfaceName(fset *token.FileSet, fn *types.Func) string {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return ""
	}
	unnamed := func(t *types.Tuple) *types.Tuple {
		vars := make([]*types.Var, t.Len())
		for i := range vars {
			vars[i] = types.NewParam(token.NoPos, nil, "", t.At(i).Type())
		}
		return types.NewTuple(vars...)
	}
	plain := types.NewSignatureType(nil, nil, nil, unnamed(sig.Params()), unnamed(sig.Results()), sig.Variadic())
	own := false
	for _, vars := range []*types.Tuple{sig.Params(), sig.Results()} {
		for i := range vars.Len() {
			if userNamed(fset, vars.At(i).Type()) {
				own = true
			}
		}
	}
	if !own {
		return ""
	}
	return "method " + fn.Name() + strings.TrimPrefix(types.TypeString(plain, nil), "func")
}

// userNamed reports a type that is, or points to, or is a slice of, a named
// type of a package outside the standard library.
func userNamed(fset *token.FileSet, t types.Type) bool {
	for {
		switch tt := types.Unalias(t).(type) {
		case *types.Pointer:
			t = tt.Elem()
			continue
		case *types.Slice:
			t = tt.Elem()
			continue
		case *types.Named:
			return tt.Obj().Pkg() != nil && !keys.IsStdObject(fset, tt.Obj()) // not error, not context.Context
		}
		return false
	}
}
