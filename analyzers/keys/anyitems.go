package keys

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/ddblint/ddblint/internal/engine/sdk"
)

// Items put in an `any`: a write helper of the module that takes its
// items as interface values (ddb.Write{Item: file}, a batch writer's
// []any, Save(ctx, item any)) marshals values whose type it never names,
// so no package records their type as an item type, and the findings
// pending on the type (Result.Pending) were dropped. Two halves, joined
// over the module (internal/join): the package that marshals an interface
// value (Result.MarshalsAny), and the packages that hand a struct type's
// values to an interface where the module's code takes them
// (Result.AnyItems).

// marshalsAny records a marshal of an interface value: x, the argument of
// MarshalMap or Marshal.
func (a *analysis_) marshalsAny(x ast.Expr) {
	t := a.pass.TypesInfo.TypeOf(x)
	if t == nil {
		return
	}
	if _, param := types.Unalias(t).(*types.TypeParam); !param && types.IsInterface(t) {
		a.res.MarshalsAny = true
	}
}

// anyItems lists the struct types with item tags whose values the package
// hands to an interface: a field or an element of a composite literal whose type is an
// interface (Write{Item: o}, []any{o}), or an argument for an interface
// parameter of a function of the module (not of the standard library or
// an SDK: fmt.Println(o) is no write).
func (a *analysis_) anyItems() {
	add := func(x ast.Expr, target types.Type) {
		if target == nil || !types.IsInterface(target) {
			return
		}
		if _, param := types.Unalias(target).(*types.TypeParam); param {
			return
		}
		t := a.pass.TypesInfo.TypeOf(x)
		if t == nil || types.IsInterface(t) {
			return
		}
		// Only an item type's values can be pending (hasItemTags, as
		// findSinks asks), which keeps the summary small.
		if st := structOf(t); st == nil || !hasItemTags(st, 0) {
			return
		}
		if id := typeID(t); id != "" && !slices.Contains(a.res.AnyItems, id) {
			a.res.AnyItems = append(a.res.AnyItems, id)
		}
	}
	for _, f := range a.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CompositeLit:
				t := a.pass.TypesInfo.TypeOf(n)
				if t == nil {
					return true
				}
				switch u := t.Underlying().(type) {
				case *types.Struct:
					for i, el := range n.Elts {
						if kv, ok := el.(*ast.KeyValueExpr); ok {
							if id, ok := kv.Key.(*ast.Ident); ok {
								if fv, ok := a.pass.TypesInfo.Uses[id].(*types.Var); ok {
									add(kv.Value, fv.Type())
								}
							}
						} else if i < u.NumFields() {
							add(el, u.Field(i).Type())
						}
					}
				case *types.Slice:
					for _, el := range n.Elts {
						if kv, ok := el.(*ast.KeyValueExpr); ok {
							el = kv.Value
						}
						add(el, u.Elem())
					}
				case *types.Map:
					for _, el := range n.Elts {
						if kv, ok := el.(*ast.KeyValueExpr); ok {
							add(kv.Value, u.Elem())
						}
					}
				}
			case *ast.CallExpr:
				fn, ok := typeutil.Callee(a.pass.TypesInfo, n).(*types.Func)
				if !ok || fn.Pkg() == nil || IsStdObject(a.pass.Fset, fn) || sdk.IsSDKPath(fn.Pkg().Path()) {
					return true
				}
				sig, ok := fn.Type().(*types.Signature)
				if !ok {
					return true
				}
				for i, arg := range n.Args {
					switch {
					case i < sig.Params().Len()-1 || i < sig.Params().Len() && !sig.Variadic():
						add(arg, sig.Params().At(i).Type())
					case sig.Variadic() && sig.Params().Len() > 0 && !n.Ellipsis.IsValid():
						if s, ok := sig.Params().At(sig.Params().Len() - 1).Type().(*types.Slice); ok {
							add(arg, s.Elem())
						}
					}
				}
			}
			return true
		})
	}
}
