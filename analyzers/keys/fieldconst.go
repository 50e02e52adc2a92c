package keys

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
)

// A repository keeps its table's name in a field its constructor sets
// (NewTaskStore(db) returns &Store{table: aws.String(taskTable)}), and its
// requests read the field (TableName: s.table). The evaluator reads a
// receiver's field as a named hole; the field's stores in the package say
// more: when every value stored in it, by a composite literal or an
// assignment, is the same constant — directly, or through a parameter of
// a constructor every call of which in the package passes that constant —
// the field holds that constant.

// maxCtorCalls bounds the calls of a constructor read for one parameter.
const maxCtorCalls = 16

// fieldConst is the constant the field x selects always holds (see the
// comment above), or false. Only an unexported field of this package is
// read: the package's own stores are then all of them, where another
// package may store anything in an exported one.
func (a *analysis_) fieldConst(x ast.Expr) (string, bool) {
	x = pointee(a.ev.UnwrapPointer(x))
	sel, ok := ast.Unparen(x).(*ast.SelectorExpr)
	if !ok {
		return "", false
	}
	v := a.ownField(sel)
	if v == nil {
		return "", false
	}
	values, _ := a.ev.StoresOfField(v)
	if len(values) == 0 {
		return "", false
	}
	name := ""
	for _, val := range values {
		s, ok := a.storedConst(val)
		if !ok || name != "" && s != name {
			return "", false
		}
		name = s
	}
	return name, true
}

// ownField is the field sel selects when it is an unexported field of a
// struct type of this package, whose every store the package holds; nil
// otherwise.
func (a *analysis_) ownField(sel *ast.SelectorExpr) *types.Var {
	v, _ := a.pass.TypesInfo.Uses[sel.Sel].(*types.Var)
	if v == nil || !v.IsField() || v.Exported() || v.Pkg() != a.pass.Pkg {
		return nil
	}
	return v.Origin()
}

// storedConst is the constant a value stored in a field is: its own, or
// the one every call passes for the parameter it is, of an unexported
// function (an exported constructor may be called from anywhere).
func (a *analysis_) storedConst(val ast.Expr) (string, bool) {
	if val == nil {
		return "", false
	}
	t := a.ev.Eval(val)
	if s, ok := t.Const(); ok {
		return s, true
	}
	id, ok := ast.Unparen(pointee(a.ev.UnwrapPointer(val))).(*ast.Ident)
	if !ok {
		return "", false
	}
	p, _ := a.pass.TypesInfo.Uses[id].(*types.Var)
	args, ok := a.callerArgs(p, val.Pos())
	if !ok || len(args) == 0 {
		return "", false
	}
	name := ""
	for _, arg := range args {
		s, ok := a.ev.Eval(arg).Const()
		if !ok || name != "" && s != name {
			return "", false
		}
		name = s
	}
	return name, true
}

// callerArgs are the arguments every call in the package passes for p, a
// parameter of the unexported function around pos (an exported one may be
// called from anywhere); false when p is no such parameter (or variadic),
// or a call passes it no argument or there are more than maxCtorCalls.
func (a *analysis_) callerArgs(p *types.Var, pos token.Pos) ([]ast.Expr, bool) {
	fi := a.funcAt(pos)
	if p == nil || fi == nil || fi.fn.Exported() {
		return nil, false
	}
	sig := fi.sig
	idx := -1
	for i := 0; i < sig.Params().Len(); i++ {
		if sig.Params().At(i) == p {
			idx = i
		}
	}
	if idx < 0 || sig.Variadic() && idx == sig.Params().Len()-1 {
		return nil, false
	}
	calls := a.callsOf(fi.fn)
	if len(calls) > maxCtorCalls {
		return nil, false
	}
	args := make([]ast.Expr, 0, len(calls))
	for _, c := range calls {
		if idx >= len(c.Args) {
			return nil, false
		}
		args = append(args, c.Args[idx])
	}
	return args, true
}

// callsOf returns the package's calls of fn (its checked files).
func (a *analysis_) callsOf(fn *types.Func) []*ast.CallExpr {
	return a.calls()[fn.Origin()]
}

// calls indexes the calls of the package's checked files by their static
// callee (its origin), built once: the minters of other packages the
// package calls, and the calls of a constructor, are read from it.
func (a *analysis_) calls() map[*types.Func][]*ast.CallExpr {
	if a.callIndex == nil {
		a.callIndex = map[*types.Func][]*ast.CallExpr{}
		for _, f := range a.files {
			ast.Inspect(f, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					if c := keyexpr.Callee(a.pass.TypesInfo, call); c != nil {
						a.callIndex[c.Origin()] = append(a.callIndex[c.Origin()], call)
					}
				}
				return true
			})
		}
	}
	return a.callIndex
}

// Lambda functions get their tables' names in environment variables the
// infrastructure file sets (MESSAGE_TABLE_NAME: !Ref MessageTable), and
// read them with os.Getenv, often in a handler that hands the name to
// helpers. envTable follows a table-name expression to the variable it
// always reads, as fieldConst follows one to a constant: through
// aws.String and pointers, local variables of one definition, parameters
// of an unexported function every call of which in the package passes the
// same variable, and unexported fields every store of which does; the
// declared table the infrastructure gives in that variable
// (tables.Schema.ByEnv) is the table.

// maxEnvDepth bounds the steps envName takes from a table name to os.Getenv.
const maxEnvDepth = 6

// envTable is what a request names the declared table by (its name,
// pattern or id) when x is the value of an environment variable an
// infrastructure file gives that table's name in; "" otherwise.
func (a *analysis_) envTable(x ast.Expr) string {
	if len(a.res.Schema.Tables) == 0 {
		return ""
	}
	env, ok := a.envName(x, 0)
	if !ok {
		return ""
	}
	t := a.res.Schema.ByEnv(env)
	if t == nil {
		return ""
	}
	return cmp.Or(t.Name, t.Pattern, t.ID)
}

// envName is the environment variable x always holds the value of.
func (a *analysis_) envName(x ast.Expr, depth int) (string, bool) {
	if x == nil || depth > maxEnvDepth {
		return "", false
	}
	info := a.pass.TypesInfo
	x = pointee(a.ev.UnwrapPointer(x))
	switch y := ast.Unparen(x).(type) {
	case *ast.CallExpr:
		if tv, ok := info.Types[y.Fun]; ok && tv.IsType() && len(y.Args) == 1 {
			return a.envName(y.Args[0], depth+1) // string(v)
		}
		fn := keyexpr.Callee(info, y)
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "os" || fn.Name() != "Getenv" || len(y.Args) != 1 {
			return "", false
		}
		return a.ev.Eval(y.Args[0]).Const()
	case *ast.SelectorExpr:
		v := a.ownField(y)
		if v == nil {
			return "", false
		}
		values, _ := a.ev.StoresOfField(v)
		return a.sameEnv(values, depth)
	case *ast.Ident:
		v, _ := info.Uses[y].(*types.Var)
		if v == nil {
			return "", false
		}
		if def, ok := a.ev.Definition(v, y.Pos()); ok {
			return a.envName(def, depth+1)
		}
		args, ok := a.callerArgs(v, y.Pos())
		if !ok {
			return "", false
		}
		return a.sameEnv(args, depth)
	}
	return "", false
}

// sameEnv is the one environment variable every value of xs holds.
func (a *analysis_) sameEnv(xs []ast.Expr, depth int) (string, bool) {
	name := ""
	for _, x := range xs {
		s, ok := a.envName(x, depth+1)
		if !ok || name != "" && s != name {
			return "", false
		}
		name = s
	}
	return name, name != ""
}
