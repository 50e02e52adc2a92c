package keys

import (
	"go/ast"
	"go/types"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/sdk"
)

// attributeValueV1 unwraps an aws-sdk-go v1 attribute value to the Go value
// it holds: &dynamodb.AttributeValue{S: aws.String(x)} (in a map literal
// the & and the type are usually elided: {S: aws.String(x)}), {N: ...}
// (numeric), and (&dynamodb.AttributeValue{}).SetS(x).
func (a *analysis_) attributeValueV1(v ast.Expr) (x ast.Expr, num, ok bool) {
	if lit := keyexpr.CompositeLit(v); lit != nil {
		if !sdk.Is(a.pass.TypesInfo.TypeOf(lit), sdk.DynamoDBV1, "AttributeValue") {
			return nil, false, false
		}
		f := a.fields(lit)
		if len(f) != 1 || len(lit.Elts) != 1 {
			return nil, false, false // exactly one member is set
		}
		if x := f["S"]; x != nil {
			return unwrapPointer(a.pass.TypesInfo, x), false, true
		}
		if x := f["N"]; x != nil {
			return unwrapPointer(a.pass.TypesInfo, x), true, true
		}
		return nil, false, false
	}
	call, isCall := v.(*ast.CallExpr)
	if !isCall || len(call.Args) != 1 {
		return nil, false, false
	}
	fn := keyexpr.Callee(a.pass.TypesInfo, call)
	if fn == nil || (fn.Name() != "SetS" && fn.Name() != "SetN") {
		return nil, false, false
	}
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil || !sdk.Is(sig.Recv().Type(), sdk.DynamoDBV1, "AttributeValue") {
		return nil, false, false
	}
	// Only on a fresh value: a variable may have other members set.
	sel, _ := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if sel == nil || !a.freshV1Value(sel.X) {
		return nil, false, false
	}
	return call.Args[0], fn.Name() == "SetN", true
}

// freshV1Value reports &dynamodb.AttributeValue{} and new(dynamodb.AttributeValue).
func (a *analysis_) freshV1Value(x ast.Expr) bool {
	x = ast.Unparen(x)
	if lit := keyexpr.CompositeLit(x); lit != nil {
		return len(lit.Elts) == 0
	}
	call, ok := x.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return false
	}
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return false
	}
	b, ok := a.pass.TypesInfo.Uses[id].(*types.Builtin)
	return ok && b.Name() == "new" && sdk.Is(a.pass.TypesInfo.TypeOf(call.Args[0]), sdk.DynamoDBV1, "AttributeValue")
}

// unwrapPointer returns x of aws.String(x) and its kin (either SDK): the
// value messages and fixes should name.
func unwrapPointer(info *types.Info, x ast.Expr) ast.Expr {
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return x
	}
	fn := keyexpr.Callee(info, call)
	if fn == nil || fn.Pkg() == nil || !sdk.IsAWS(fn.Pkg().Path()) {
		return x
	}
	switch fn.Name() {
	case "String", "Int", "Int32", "Int64", "Float64":
		return call.Args[0]
	}
	return x
}

// returned is the expression a function or method of this package returns
// when it returns an attribute-value map from its only return statement:
// func (o Order) Key() map[string]types.AttributeValue { return ... }.
func (a *analysis_) returned(fn *types.Func) ast.Expr {
	res := fn.Type().(*types.Signature).Results()
	if res.Len() < 1 || res.Len() > 2 || !isAttributeMap(res.At(0).Type()) {
		return nil
	}
	// return m, nil — or return attributevalue.MarshalMap(k), whose
	// first result stands for the map.
	if ret := a.returnedExpr(fn); ret != nil {
		return ret
	}
	// av, err := MarshalMap(x); if err != nil { return av, err }; …;
	// return av, nil: the one map every successful return gives.
	if rs := a.successResults(fn); len(rs) == 1 {
		return rs[0]
	}
	return nil
}
