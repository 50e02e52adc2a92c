package keyexpr

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/sdk"
)

// V1Setter reports whether call is an aws-sdk-go v1 setter of a request's
// field (in.SetKey(k), (&dynamodb.GetItemInput{}).SetTableName(t)): the
// generated SetX methods of the SDK's types store their argument in field
// X and return the receiver. It returns the field and the value stored.
func V1Setter(info *types.Info, call *ast.CallExpr) (field string, value ast.Expr, ok bool) {
	sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !isSel || len(call.Args) != 1 || !strings.HasPrefix(sel.Sel.Name, "Set") {
		return "", nil, false
	}
	fn, isFunc := info.Uses[sel.Sel].(*types.Func)
	if !isFunc || fn.Pkg() == nil || fn.Pkg().Path() != sdk.DynamoDBV1 {
		return "", nil, false
	}
	recv := fn.Type().(*types.Signature).Recv()
	if recv == nil {
		return "", nil, false
	}
	ptr, isPtr := recv.Type().(*types.Pointer)
	if !isPtr {
		return "", nil, false
	}
	st, isStruct := ptr.Elem().Underlying().(*types.Struct)
	if !isStruct {
		return "", nil, false
	}
	name := strings.TrimPrefix(sel.Sel.Name, "Set")
	for f := range st.Fields() {
		if f.Name() == name {
			return name, call.Args[0], true
		}
	}
	return "", nil, false
}
