package keys

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// Builder is the function of the module whose return is a key's whole
// value (`GSI2PK: allUsers()`). Keys a create and an update path both
// take from one helper state one design, built in one place: the ddblint
// pass reports what a rule finds in them once, at the helper (at the
// first key when the helper is in another package).
type Builder struct {
	Func *types.Func
	// Pos, End locate the expression the function returns when it has one
	// return statement with results, in a checked file of this package:
	// the place to fix. Zero otherwise (several returns, named results, a
	// skipped file, another package).
	Pos, End token.Pos
}

// builtBy sets Key.Builder on the keys of the package's sets.
func (a *analysis_) builtBy() {
	builders := map[*types.Func]*Builder{}
	for _, s := range a.res.Sets {
		for _, k := range s.Keys {
			if k.Expr == nil {
				continue
			}
			call, ok := ast.Unparen(k.Expr).(*ast.CallExpr)
			if !ok {
				continue
			}
			fn, ok := typeutil.Callee(a.pass.TypesInfo, call).(*types.Func)
			if !ok || fn.Pkg() == nil || fn.Pkg() != a.pass.Pkg && !a.sameModule(fn.Pkg()) {
				continue
			}
			fn = fn.Origin()
			if b, ok := builders[fn]; ok {
				k.Builder = b
				continue
			}
			if fn.Pkg() != a.pass.Pkg {
				// A helper of another package of the module: the place to
				// fix is there, out of this package's reach (no Pos), but
				// its keys here still state one design.
				b := &Builder{Func: fn}
				builders[fn] = b
				k.Builder = b
				continue
			}
			if a.ev.Decl(fn) == nil {
				continue // declared in no file of the package (cgo, assembly)
			}
			b := &Builder{Func: fn}
			if x := a.returnedExpr(fn); x != nil && !a.inSkipped(x.Pos()) {
				b.Pos, b.End = x.Pos(), x.End()
			}
			builders[fn] = b
			k.Builder = b
		}
	}
}

// onlyReturn is body's only return statement (those of function literals
// inside are theirs), nil if there are several or none.
func onlyReturn(body *ast.BlockStmt) *ast.ReturnStmt {
	var ret *ast.ReturnStmt
	n := 0
	ast.Inspect(body, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			ret = x
			n++
		}
		return true
	})
	if n != 1 {
		return nil
	}
	return ret
}
