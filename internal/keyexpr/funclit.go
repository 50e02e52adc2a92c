package keyexpr

import (
	"go/ast"
	"go/types"
)

// funcLitCall evaluates a call of a function literal held in a variable or
// in a field of a struct literal — key helpers grouped in a value:
//
//	var keys = struct{ PK func(string) string }{
//		PK: func(id string) string { return "ORDER#" + id },
//	}
//	... keys.PK(id)
//
// The literal is summarised like a helper function. The variable must have
// one definition and the field no other assignment, so the literal is the
// only function the call can reach.
func (e *Evaluator) funcLitCall(call *ast.CallExpr) (Template, bool) {
	lit := e.funcLitOf(call.Fun)
	if lit == nil {
		return Template{}, false
	}
	sig, ok := e.info.TypeOf(lit).(*types.Signature)
	if !ok {
		return Template{}, false
	}
	if e.litSummary == nil {
		e.litSummary = map[*ast.FuncLit]*summaryEntry{}
	}
	s, done := e.litSummary[lit]
	if !done {
		e.litSummary[lit] = &summaryEntry{} // cycle guard
		t, ok := e.summarizeBody(sig, lit.Body)
		s = &summaryEntry{t: t, ok: ok}
		e.litSummary[lit] = s
	}
	if !s.ok {
		return Template{}, false
	}
	return e.substitute(call, sig, s.t, true), true
}

// funcLitOf returns the function literal fun certainly holds: f for a
// variable f defined once as a literal, or v.F for a variable v defined once
// as a struct literal whose field F is one.
func (e *Evaluator) funcLitOf(fun ast.Expr) *ast.FuncLit {
	var rhs ast.Expr
	switch f := ast.Unparen(fun).(type) {
	case *ast.Ident:
		v, ok := e.info.Uses[f].(*types.Var)
		if !ok || v.IsField() {
			return nil
		}
		vi := e.varInfo(v)
		if vi == nil || vi.other || vi.addrTaken || len(vi.defs) != 1 || vi.defs[0].tuple >= 0 {
			return nil
		}
		rhs = vi.defs[0].rhs
	case *ast.SelectorExpr:
		if fld, ok := e.info.Uses[f.Sel].(*types.Var); !ok || !fld.IsField() {
			return nil
		}
		id, ok := ast.Unparen(f.X).(*ast.Ident)
		if !ok {
			return nil
		}
		v, ok := e.info.Uses[id].(*types.Var)
		if !ok {
			return nil
		}
		vi := e.varInfo(v)
		if vi == nil || vi.addrTaken {
			return nil
		}
		if v.Parent() == e.pkg.Scope() {
			// A package-level variable's field may be set anywhere
			// (init, a test): any assignment makes it unknowable.
			for _, w := range vi.fields {
				if w.field == f.Sel.Name {
					return nil
				}
			}
		}
		rhs, ok = fieldValue(e.info, vi, f.Sel.Name, f.Pos())
		if !ok {
			return nil
		}
	default:
		return nil
	}
	lit, _ := ast.Unparen(rhs).(*ast.FuncLit)
	return lit
}
