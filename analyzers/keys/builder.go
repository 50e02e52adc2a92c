package keys

import (
	"go/ast"
	"go/types"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

// condOps maps the expression package's key-condition constructors (the
// functions and the KeyBuilder methods share names) to operators.
var condOps = map[string]string{
	"Equal": "=", "KeyEqual": "=",
	"LessThan": "<", "KeyLessThan": "<",
	"LessThanEqual": "<=", "KeyLessThanEqual": "<=",
	"GreaterThan": ">", "KeyGreaterThan": ">",
	"GreaterThanEqual": ">=", "KeyGreaterThanEqual": ">=",
	"Between": "BETWEEN", "KeyBetween": "BETWEEN",
	"BeginsWith": "begins_with", "KeyBeginsWith": "begins_with",
}

// builder reads the expression package's key conditions and update actions.
func (a *analysis_) builder(call *ast.CallExpr, fn *types.Func, stack []ast.Node) {
	sig := fn.Type().(*types.Signature)
	recvName := ""
	if sig.Recv() != nil {
		_, recvName = sdk.NamedOf(sig.Recv().Type())
	}
	switch {
	case fn.Name() == "KeyAnd" || (fn.Name() == "And" && recvName == "KeyConditionBuilder"):
		if a.insideKeyAnd(stack) {
			return
		}
		s := &KeySet{Call: "expression key condition", Op: sdk.OpRead, Pos: call.Pos()}
		a.builtQuery(s, call.Pos())
		// A part the engine cannot read (a helper's condition, say the
		// tenant's "tenant = :t") may be the partition key's equality: then
		// the one equality it can read is a sort key, not the whole key.
		var conds []*ast.CallExpr
		complete := a.condLeaves(call, &conds, 0)
		a.condKeys(s, conds, complete)
		a.add(s)
	case condOps[fn.Name()] != "" && (recvName == "" || recvName == "KeyBuilder"):
		if a.insideKeyAnd(stack) {
			return
		}
		s := &KeySet{Call: "expression key condition", Op: sdk.OpRead, Pos: call.Pos()}
		a.builtQuery(s, call.Pos())
		a.condKeys(s, []*ast.CallExpr{call}, a.handedToWithKeyCondition(stack))
		a.add(s)
	case fn.Name() == "Set" && (recvName == "" || recvName == "UpdateBuilder") && len(call.Args) == 2:
		attr, ok := a.builderName(call.Args[0], "Name")
		if !ok {
			return
		}
		val, ok := a.builderValue(call.Args[1])
		if !ok {
			return
		}
		s := &KeySet{Call: "expression.Set", Op: sdk.OpWrite, Pos: call.Pos()}
		a.addKey(s, entry{attr: attr, value: val, t: a.ev.Eval(val)}, "")
		a.add(s)
	case fn.Name() == "Remove" && (recvName == "" || recvName == "UpdateBuilder") && len(call.Args) == 1:
		if attr, ok := a.builderName(call.Args[0], "Name"); ok {
			a.removed(attr)
		}
	}
}

// handedToWithKeyCondition reports a condition passed directly to
// Builder.WithKeyCondition: the whole key condition of a query.
func (a *analysis_) handedToWithKeyCondition(stack []ast.Node) bool {
	if len(stack) < 2 {
		return false
	}
	parent, ok := stack[len(stack)-2].(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := keyexpr.Callee(a.pass.TypesInfo, parent)
	return fn != nil && fn.Name() == "WithKeyCondition" && fn.Pkg() != nil && sdk.IsExpression(fn.Pkg().Path())
}

func (a *analysis_) insideKeyAnd(stack []ast.Node) bool {
	for i := len(stack) - 2; i >= 0; i-- {
		c, ok := stack[i].(*ast.CallExpr)
		if !ok {
			continue
		}
		fn := keyexpr.Callee(a.pass.TypesInfo, c)
		if fn != nil && fn.Pkg() != nil && sdk.IsExpression(fn.Pkg().Path()) && (fn.Name() == "KeyAnd" || fn.Name() == "And") {
			return true
		}
	}
	return false
}

// condKeys turns condition calls into keys, with roles as condRole gives
// them.
func (a *analysis_) condKeys(s *KeySet, conds []*ast.CallExpr, complete bool) {
	type cond struct {
		attr   string
		op     string
		values []ast.Expr
	}
	var cs []cond
	for _, call := range conds {
		op, keyArg, args := a.condOperands(call)
		attr, ok := a.builderName(keyArg, "Key")
		if !ok {
			return
		}
		c := cond{attr: attr, op: op}
		for _, arg := range args {
			if c.op == "begins_with" {
				c.values = append(c.values, arg) // the prefix is a plain string
				continue
			}
			if v, ok := a.builderValue(arg); ok {
				c.values = append(c.values, v)
			}
		}
		cs = append(cs, c)
	}
	for i, c := range cs {
		role, index, ok := a.condRole(s, c.attr, func() (tables.Role, bool) {
			return structuralRole(len(cs), i, func(j int) string { return cs[j].op }, complete)
		})
		if !ok {
			continue
		}
		for _, v := range c.values {
			s.Keys = append(s.Keys, &Key{Attr: c.attr, Role: role, Index: index, Expr: v, Value: a.ev.Eval(v), Cond: c.op, Numeric: isNumeric(a.pass.TypesInfo.TypeOf(v))})
		}
	}
}

func isNumeric(t types.Type) bool {
	// A pointer to a number is marshalled as the number (every SDK's
	// marshaller follows pointers): LastModifiedOn *int64 is an N.
	for i := 0; t != nil && i < 4; i++ {
		p, ok := t.Underlying().(*types.Pointer)
		if !ok {
			break
		}
		t = p.Elem()
	}
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsNumeric != 0
}

// builderName resolves expression.Key("pk") / expression.Name("pk").
func (a *analysis_) builderName(x ast.Expr, ctor string) (string, bool) {
	x = ast.Unparen(x)
	if id, ok := x.(*ast.Ident); ok {
		if v, ok := a.pass.TypesInfo.Uses[id].(*types.Var); ok {
			if d, ok := a.ev.Definition(v, id.Pos()); ok {
				x = ast.Unparen(d)
			}
		}
	}
	call, ok := x.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return "", false
	}
	fn := keyexpr.Callee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil || !sdk.IsExpression(fn.Pkg().Path()) || fn.Name() != ctor {
		return "", false
	}
	return a.str(call.Args[0])
}

// builderValue unwraps expression.Value(x) to x.
func (a *analysis_) builderValue(x ast.Expr) (ast.Expr, bool) {
	x = ast.Unparen(x)
	if id, ok := x.(*ast.Ident); ok {
		if v, ok := a.pass.TypesInfo.Uses[id].(*types.Var); ok {
			if d, ok := a.ev.Definition(v, id.Pos()); ok {
				x = ast.Unparen(d)
			}
		}
	}
	call, ok := x.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil, false
	}
	fn := keyexpr.Callee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil || !sdk.IsExpression(fn.Pkg().Path()) || fn.Name() != "Value" {
		return nil, false
	}
	return call.Args[0], true
}

// condOperands splits an expression-builder condition call into its
// operator (see condOps), the key it names and its other operands: the key
// is the receiver of a method (expression.Key("PK").Equal(v)) or the first
// argument of a function (expression.KeyEqual(expression.Key("PK"), v)).
func (a *analysis_) condOperands(call *ast.CallExpr) (op string, key ast.Expr, rest []ast.Expr) {
	fn := keyexpr.Callee(a.pass.TypesInfo, call)
	if fn == nil {
		return "", nil, nil
	}
	op = condOps[fn.Name()]
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && fn.Type().(*types.Signature).Recv() != nil {
		return op, sel.X, call.Args
	}
	if len(call.Args) > 0 {
		return op, call.Args[0], call.Args[1:]
	}
	return op, nil, call.Args
}
