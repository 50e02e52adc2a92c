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
	// Result is the index of the function's result the key is (1 for sk
	// of pk, sk := keysOf(id)).
	Result int
	// Pos, End locate the expression the function returns when it has one
	// return statement with results, in a checked file of this package:
	// the place to fix. Zero otherwise (several returns, named results, a
	// skipped file, another package).
	Pos, End token.Pos
}

// builtBy sets Key.Builder on the keys of the package's sets.
func (a *analysis_) builtBy() {
	type builderID struct {
		fn     *types.Func
		result int
	}
	builders := map[builderID]*Builder{}
	for _, s := range a.res.Sets {
		for _, k := range s.Keys {
			if k.Expr == nil {
				continue
			}
			call, result, ok := a.builderCall(k.Expr)
			if !ok {
				continue
			}
			fn, ok := typeutil.Callee(a.pass.TypesInfo, call).(*types.Func)
			if !ok || fn.Pkg() == nil || fn.Pkg() != a.pass.Pkg && !a.sameModule(fn.Pkg()) {
				continue
			}
			fn = fn.Origin()
			id := builderID{fn, result}
			if b, ok := builders[id]; ok {
				k.Builder = b
				continue
			}
			if fn.Pkg() != a.pass.Pkg {
				// A helper of another package of the module: the place to
				// fix is there, out of this package's reach (no Pos), but
				// its keys here still state one design.
				b := &Builder{Func: fn, Result: result}
				builders[id] = b
				k.Builder = b
				continue
			}
			if a.ev.Decl(fn) == nil {
				continue // declared in no file of the package (cgo, assembly)
			}
			b := &Builder{Func: fn, Result: result}
			if x := a.returnedExprAt(fn, result); x != nil && !a.inSkipped(x.Pos()) {
				b.Pos, b.End = x.Pos(), x.End()
			}
			builders[id] = b
			k.Builder = b
		}
	}
}

// builderCall returns the call a key's value is a result of: the key's
// expression itself, or the call that defines the local variable it reads
// (pk, sk := keysOf(id); … Value: pk), with the result's index.
func (a *analysis_) builderCall(x ast.Expr) (*ast.CallExpr, int, bool) {
	switch x := ast.Unparen(x).(type) {
	case *ast.CallExpr:
		return x, 0, true
	case *ast.Ident:
		v, ok := a.pass.TypesInfo.Uses[x].(*types.Var)
		if !ok || v.IsField() || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
			return nil, 0, false
		}
		return a.ev.CallDefinition(v, x.Pos())
	}
	return nil, 0, false
}

// returnedExprAt is returnedExpr for result i (of a function with
// several: pk, sk := keysOf(id)).
func (a *analysis_) returnedExprAt(fn *types.Func, i int) ast.Expr {
	if fn.Pkg() != a.pass.Pkg {
		return nil
	}
	fd := a.ev.Decl(fn.Origin())
	if fd == nil {
		return nil
	}
	ret := onlyReturn(fd.Body)
	if ret == nil || len(ret.Results) <= i {
		return nil
	}
	return ret.Results[i]
}

// returnedVarAt is result i of fn, a function of this package, when every
// return gives the same local variable there (return nil, nil, values;
// …; return filter, names, values), read at the last of them, where all
// the variable's writes are before it; or the only return's result i.
// Nil otherwise: a bare return, or returns that differ.
func (a *analysis_) returnedVarAt(fn *types.Func, i int) ast.Expr {
	if x := a.returnedExprAt(fn, i); x != nil {
		return x
	}
	if fn.Pkg() != a.pass.Pkg {
		return nil
	}
	fd := a.ev.Decl(fn.Origin())
	if fd == nil || fd.Body == nil {
		return nil
	}
	n := fn.Type().(*types.Signature).Results().Len()
	if i >= n {
		return nil
	}
	var last *ast.Ident
	var v types.Object
	ok := true
	ast.Inspect(fd.Body, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(x.Results) != n {
				ok = false
				break
			}
			id, isID := ast.Unparen(x.Results[i]).(*ast.Ident)
			if !isID || a.pass.TypesInfo.Uses[id] == nil || v != nil && a.pass.TypesInfo.Uses[id] != v {
				ok = false
				break
			}
			v, last = a.pass.TypesInfo.Uses[id], id
		}
		return ok
	})
	if !ok || last == nil {
		return nil
	}
	return last
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
