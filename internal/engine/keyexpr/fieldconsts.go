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

// fieldStore is what the package stores in one field: the first constant
// stored, or bad once a store is no constant or another constant.
type fieldStore struct {
	first ast.Expr
	value string
	bad   bool
}

func (s *fieldStore) add(info *types.Info, x ast.Expr) {
	if s.bad {
		return
	}
	tv, ok := info.Types[ast.Unparen(x)]
	if x == nil || !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		s.bad = true
		return
	}
	v := constant.StringVal(tv.Value)
	if s.first != nil && v != s.value {
		s.bad = true
		return
	}
	if s.first == nil {
		s.first, s.value = x, v
	}
}

// constField returns the template of the constant the field x selects
// always holds (see above), or false.
func (e *Evaluator) constField(x *ast.SelectorExpr) (Template, bool) {
	v, _ := e.info.Uses[x.Sel].(*types.Var)
	if v == nil || !v.IsField() || v.Exported() || v.Pkg() != e.pkg {
		return Template{}, false
	}
	if b, ok := v.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
		return Template{}, false
	}
	if e.fieldStores == nil {
		e.fieldStores = e.indexFieldStores()
	}
	s := e.fieldStores[v.Origin()]
	if s == nil || s.bad || s.first == nil {
		return Template{}, false
	}
	return e.constTemplate(s.first, e.info.Types[ast.Unparen(s.first)].Value), true
}

// indexFieldStores records, for the unexported fields of this package's
// struct types, what the package's files store in them.
func (e *Evaluator) indexFieldStores() map[*types.Var]*fieldStore {
	idx := map[*types.Var]*fieldStore{}
	field := func(v *types.Var) *fieldStore {
		if v == nil || !v.IsField() || v.Exported() || v.Pkg() != e.pkg {
			return nil
		}
		v = v.Origin()
		s := idx[v]
		if s == nil {
			s = &fieldStore{}
			idx[v] = s
		}
		return s
	}
	selField := func(x ast.Expr) *fieldStore {
		sel, ok := ast.Unparen(x).(*ast.SelectorExpr)
		if !ok {
			return nil
		}
		v, _ := e.info.Uses[sel.Sel].(*types.Var)
		return field(v)
	}
	for _, f := range e.files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CompositeLit:
				st, ok := e.info.TypeOf(n).Underlying().(*types.Struct)
				if !ok {
					if p, isPtr := e.info.TypeOf(n).Underlying().(*types.Pointer); isPtr {
						st, ok = p.Elem().Underlying().(*types.Struct)
					}
				}
				if !ok {
					return true
				}
				for i, el := range n.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						if id, ok := kv.Key.(*ast.Ident); ok {
							if s := field(asVar(e.info.Uses[id])); s != nil {
								s.add(e.info, kv.Value)
							}
						}
					} else if i < st.NumFields() {
						if s := field(st.Field(i)); s != nil {
							s.add(e.info, el)
						}
					}
				}
			case *ast.AssignStmt:
				for i, l := range n.Lhs {
					s := selField(l)
					if s == nil {
						continue
					}
					if n.Tok != token.ASSIGN && n.Tok != token.DEFINE || len(n.Lhs) != len(n.Rhs) {
						s.bad = true // x.f += s, x.f, err = f()
						continue
					}
					s.add(e.info, n.Rhs[i])
				}
			case *ast.UnaryExpr:
				if n.Op == token.AND {
					if s := selField(n.X); s != nil {
						s.bad = true // &x.f: written elsewhere
					}
				}
			case *ast.RangeStmt:
				for _, x := range []ast.Expr{n.Key, n.Value} {
					if s := selField(x); s != nil {
						s.bad = true
					}
				}
			}
			return true
		})
	}
	return idx
}

func asVar(o types.Object) *types.Var {
	v, _ := o.(*types.Var)
	return v
}
