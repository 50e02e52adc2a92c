package keys

import (
	"go/ast"
	"go/types"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/sdk"
)

// keyStructOps finds the struct types of the package used only as keys:
// every field is a key attribute, and the type is marshalled into the Key
// (or ExclusiveStartKey) of a request, never into an Item. A literal of such a type built apart from its request (by a
// helper, or before `in.Key = key`) is read with the operation of the
// request its type reaches — a read for Get, a key for Delete/Update —
// instead of as an item written. A type reaching both kinds of request
// stays an item.
func (a *analysis_) keyStructOps() map[*types.TypeName]sdk.Op {
	keyOps := map[*types.TypeName]sdk.Op{}
	items := map[*types.TypeName]bool{}
	note := func(field string, req sdk.Request, v ast.Expr) {
		tn := a.marshalledType(v)
		if tn == nil {
			return
		}
		switch {
		case field == "Item":
			items[tn] = true
		case field == "ExclusiveStartKey" || req.Op == sdk.OpRead:
			keyOps[tn] = sdk.OpRead
		default:
			if _, ok := keyOps[tn]; !ok {
				keyOps[tn] = req.Op
			}
		}
	}
	a.inspector().Preorder([]ast.Node{(*ast.CompositeLit)(nil), (*ast.AssignStmt)(nil)}, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.CompositeLit:
			req, ok := sdk.RequestOf(a.pass.TypesInfo.TypeOf(n))
			if !ok {
				return
			}
			f := a.fields(n)
			for _, name := range req.KeyFields {
				if v := f[name]; v != nil {
					note(name, req, v)
				}
			}
		case *ast.AssignStmt:
			if len(n.Lhs) != len(n.Rhs) {
				return
			}
			for i, lhs := range n.Lhs {
				sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
				if !ok {
					continue
				}
				req, ok := sdk.RequestOf(a.pass.TypesInfo.TypeOf(sel.X))
				if !ok {
					continue
				}
				for _, name := range req.KeyFields {
					if sel.Sel.Name == name {
						note(name, req, n.Rhs[i])
					}
				}
			}
		}
	})
	for tn := range keyOps {
		if items[tn] || !a.keyOnly(tn) {
			delete(keyOps, tn)
		}
	}
	return keyOps
}

// keyOnly reports a struct type whose every attribute is a key attribute
// (by the schema, or the default names): a key, not an item read by its key.
func (a *analysis_) keyOnly(tn *types.TypeName) bool {
	st := structOf(tn.Type())
	n := 0
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if f.Anonymous() {
			return false // promoted fields: judged as an item, to be safe
		}
		attr, _, ok := attrName(f, st.Tag(i), styleV2)
		if !ok {
			continue
		}
		if _, _, isKey := a.res.Schema.Lookup("", attr); !isKey {
			return false
		}
		n++
	}
	return n > 0
}

// marshalledType is the named struct type marshalled into v: v is a
// MarshalMap call, or a local variable defined by one.
func (a *analysis_) marshalledType(v ast.Expr) *types.TypeName {
	v = ast.Unparen(v)
	if id, ok := v.(*ast.Ident); ok {
		obj, ok := a.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok {
			return nil
		}
		d, ok := a.ev.Definition(obj, id.Pos())
		if !ok {
			return nil
		}
		v = ast.Unparen(d)
	}
	call, ok := v.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil
	}
	fn := keyexpr.Callee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil || !sdk.IsAttributeValue(fn.Pkg().Path()) || fn.Name() != "MarshalMap" {
		return nil
	}
	return namedStruct(a.pass.TypesInfo.TypeOf(call.Args[0]))
}

// namedStruct is the type name of a (pointer to a) named struct type.
func namedStruct(t types.Type) *types.TypeName {
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || structOf(n) == nil {
		return nil
	}
	return n.Origin().Obj()
}
