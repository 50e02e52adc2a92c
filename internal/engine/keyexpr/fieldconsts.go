package keyexpr

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// A repository keeps a key part in a field its constructor sets
// (NewVisitRepository returns &VisitRepository{partitionKey: "visit"}) and
// builds its keys from the field (Value: r.partitionKey). The field says
// nothing by itself; its stores say it is one constant. Only an unexported
// field of a struct type of this package is read, whose every store the
// package holds: when each store — a keyed or positional composite
// literal, an assignment — is the same string constant, the field holds
// that constant wherever it is read. A store of anything else (a
// parameter, a call, x.f += s, &x.f handed out, x.f, err = f()) leaves the
// field a hole, as before.

// constField returns the template of the constant the field x selects
// always holds (see above), or false.
func (e *Evaluator) constField(x *ast.SelectorExpr) (Template, bool) {
	v, _ := e.info.Uses[x.Sel].(*types.Var)
	if v == nil || !v.IsField() {
		return Template{}, false
	}
	if b, ok := v.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
		return Template{}, false
	}
	stores, ok := e.StoresOfField(v)
	if !ok || len(stores) == 0 {
		return Template{}, false
	}
	var first constant.Value
	for _, st := range stores {
		if st == nil {
			return Template{}, false
		}
		tv, ok := e.info.Types[ast.Unparen(st)]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String ||
			first != nil && constant.StringVal(tv.Value) != constant.StringVal(first) {
			return Template{}, false
		}
		first = tv.Value
	}
	return e.constTemplate(stores[0], first), true
}

// StoresOfField returns what the package's files store in v, an unexported
// field of a struct type of this package: one expression per store (a
// keyed or positional composite literal, an assignment), nil for a store
// whose value it cannot name (x.f, err = f(), x.f += s, &x.f handed out, a
// range over it). ok is false for any other field, which other packages
// may store into. The index is built once, with no evaluation.
func (e *Evaluator) StoresOfField(v *types.Var) ([]ast.Expr, bool) {
	if v == nil || !v.IsField() || v.Exported() || v.Pkg() != e.pkg {
		return nil, false
	}
	if e.fieldStores == nil {
		e.fieldStores = e.indexFieldStores()
	}
	return e.fieldStores[v.Origin()], true
}

// indexFieldStores records, for the unexported fields of this package's
// struct types, what the package's files store in them.
func (e *Evaluator) indexFieldStores() map[*types.Var][]ast.Expr {
	idx := map[*types.Var][]ast.Expr{}
	add := func(v *types.Var, x ast.Expr) {
		if v == nil || !v.IsField() || v.Exported() || v.Pkg() != e.pkg {
			return
		}
		v = v.Origin()
		idx[v] = append(idx[v], x)
	}
	selField := func(x ast.Expr) *types.Var {
		sel, ok := ast.Unparen(x).(*ast.SelectorExpr)
		if !ok {
			return nil
		}
		v, _ := e.info.Uses[sel.Sel].(*types.Var)
		return v
	}
	for _, f := range e.files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CompositeLit:
				st := structOf(e.info.TypeOf(n))
				if st == nil {
					return true
				}
				for i, el := range n.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						if id, ok := kv.Key.(*ast.Ident); ok {
							add(asVar(e.info.Uses[id]), kv.Value)
						}
					} else if i < st.NumFields() {
						add(st.Field(i), el)
					}
				}
			case *ast.AssignStmt:
				for i, l := range n.Lhs {
					v := selField(l)
					if v == nil {
						continue
					}
					if n.Tok != token.ASSIGN && n.Tok != token.DEFINE || len(n.Lhs) != len(n.Rhs) {
						add(v, nil) // x.f += s, x.f, err = f()
						continue
					}
					add(v, n.Rhs[i])
				}
			case *ast.UnaryExpr:
				if n.Op == token.AND {
					add(selField(n.X), nil) // &x.f: written elsewhere
				}
			case *ast.RangeStmt:
				for _, x := range []ast.Expr{n.Key, n.Value} {
					add(selField(x), nil)
				}
			}
			return true
		})
	}
	return idx
}

// structOf is the struct type t is, or points to; nil if neither.
func structOf(t types.Type) *types.Struct {
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, _ := t.Underlying().(*types.Struct)
	return st
}

func asVar(o types.Object) *types.Var {
	v, _ := o.(*types.Var)
	return v
}
