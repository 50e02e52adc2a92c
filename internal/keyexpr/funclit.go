package keyexpr

import (
	"go/ast"
	"go/token"
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
	sig, t, ok := e.summarizeLit(lit)
	if !ok {
		return Template{}, false
	}
	return e.substitute(call, sig, t, true), true
}

// summarizeLit summarises a function literal like a helper function.
func (e *Evaluator) summarizeLit(lit *ast.FuncLit) (*types.Signature, Template, bool) {
	sig, ok := e.info.TypeOf(lit).(*types.Signature)
	if !ok {
		return nil, Template{}, false
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
	return sig, s.t, s.ok
}

// fieldHelperCall evaluates a call of a function-valued field of a
// package-level variable of another package, keys.Order.PK(id), through
// the field's fact (FieldHelper; see FieldHelpers).
func (e *Evaluator) fieldHelperCall(call *ast.CallExpr) (Template, bool) {
	if e.FieldHelper == nil {
		return Template{}, false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return Template{}, false
	}
	fld, ok := e.info.Uses[sel.Sel].(*types.Var)
	if !ok || !fld.IsField() {
		return Template{}, false
	}
	x, ok := ast.Unparen(sel.X).(*ast.SelectorExpr)
	if !ok {
		return Template{}, false
	}
	if id, ok := ast.Unparen(x.X).(*ast.Ident); !ok {
		return Template{}, false
	} else if _, ok := e.info.Uses[id].(*types.PkgName); !ok {
		return Template{}, false
	}
	v, ok := e.info.Uses[x.Sel].(*types.Var)
	if !ok || v.Pkg() == nil || v.Pkg() == e.pkg || v.Parent() != v.Pkg().Scope() {
		return Template{}, false
	}
	sig, ok := fld.Type().Underlying().(*types.Signature)
	if !ok {
		return Template{}, false
	}
	t, ok := e.FieldHelper(fld)
	if !ok {
		return Template{}, false
	}
	return e.substitute(call, sig, t, false), true
}

// FieldHelpers returns the function-literal fields of the package's
// exported variables worth exporting as facts, as Helpers does for
// functions:
//
//	var Order = struct{ PK func(string) string }{
//		PK: func(id string) string { return "ORDER#" + id },
//	}
//
// The variable's type must be a struct type of its own (not a named type
// other variables could share, whose field objects the facts would then
// confuse), the variable defined once, its address never taken and the
// field never assigned in the package.
func (e *Evaluator) FieldHelpers() map[*types.Var]Template {
	out := map[*types.Var]Template{}
	scope := e.pkg.Scope()
	owners := map[*types.Struct]int{}
	for _, name := range scope.Names() {
		if v, ok := scope.Lookup(name).(*types.Var); ok {
			if st, ok := types.Unalias(v.Type()).(*types.Struct); ok {
				owners[st]++
			}
		}
	}
	for _, name := range scope.Names() {
		v, ok := scope.Lookup(name).(*types.Var)
		if !ok || !v.Exported() {
			continue
		}
		st, ok := types.Unalias(v.Type()).(*types.Struct)
		if !ok || owners[st] != 1 {
			continue
		}
		vi := e.varInfo(v)
		if vi == nil || vi.other || vi.addrTaken || len(vi.defs) != 1 || vi.defs[0].tuple >= 0 {
			continue
		}
		lit := CompositeLit(vi.defs[0].rhs)
		if lit == nil {
			continue
		}
		if u, ok := ast.Unparen(vi.defs[0].rhs).(*ast.UnaryExpr); ok && u.Op == token.AND {
			continue
		}
	elts:
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			k, ok := kv.Key.(*ast.Ident)
			if !ok {
				continue
			}
			fl, ok := ast.Unparen(kv.Value).(*ast.FuncLit)
			if !ok {
				continue
			}
			for _, w := range vi.fields {
				if w.field == k.Name {
					continue elts
				}
			}
			fld, ok := e.info.Uses[k].(*types.Var)
			if !ok || !fld.IsField() || !fld.Exported() {
				continue
			}
			_, t, ok := e.summarizeLit(fl)
			if ok && hasLit(t) {
				out[fld] = t.Strip()
			}
		}
	}
	return out
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
