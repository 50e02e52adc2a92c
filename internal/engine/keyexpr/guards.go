package keyexpr

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"
)

// maxGuarded bounds the values a guard may allow and still make the
// parameter a choice among them (an Enum hole): a guard listing more
// names a catalogue, not a handful.
const maxGuarded = 16

// guard is a statement at the top of a function after which a string
// parameter holds one of a few values: the function ends for any other.
type guard struct {
	end  token.Pos
	vals []string
}

// guarded returns the values the string parameter v can hold at use, when
// a statement at the top of its function, before use, ends the function
// for any other value:
//
//	if schema != "index" && schema != "message" { log.Fatalf(…) }
//	switch kind { case "a", "b": …; default: return errBadKind }
//
// nil when no such guard precedes use. The guard is a fact of the function
// whatever its caller passes, so the value is one of these wherever the
// function is called from.
func (e *Evaluator) guarded(v *types.Var, use token.Pos) []string {
	if !isString(v.Type()) {
		return nil
	}
	gs, ok := e.guards[v]
	if !ok {
		gs = e.findGuards(v)
		if e.guards == nil {
			e.guards = map[*types.Var][]guard{}
		}
		e.guards[v] = gs
	}
	var vals []string
	for _, g := range gs {
		if g.end <= use {
			vals = g.vals
		}
	}
	return vals
}

// findGuards lists the guards of v in the body of the function declaring
// it, in order.
func (e *Evaluator) findGuards(v *types.Var) []guard {
	fn := innermost(e.spans, v.Pos())
	var ft *ast.FuncType
	var body *ast.BlockStmt
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		ft, body = fn.Type, fn.Body
	case *ast.FuncLit:
		ft, body = fn.Type, fn.Body
	}
	if ft == nil || body == nil || ft.Params == nil || v.Pos() < ft.Params.Pos() || v.Pos() >= ft.Params.End() {
		return nil // not a parameter of the function around it
	}
	var out []guard
	for _, s := range body.List {
		var vals []string
		switch s := s.(type) {
		case *ast.IfStmt:
			if s.Init != nil || s.Else != nil || !e.ends(s.Body) {
				continue
			}
			vals = e.notEqual(s.Cond, v)
		case *ast.SwitchStmt:
			vals = e.switchGuard(s, v)
		}
		if len(vals) > 0 && len(vals) <= maxGuarded {
			slices.Sort(vals)
			out = append(out, guard{end: s.End(), vals: slices.Compact(vals)})
		}
	}
	return out
}

// notEqual returns the constants of a condition v != "a" && v != "b" …,
// nil for any other condition.
func (e *Evaluator) notEqual(cond ast.Expr, v *types.Var) []string {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return nil
	}
	switch b.Op {
	case token.LAND:
		l, r := e.notEqual(b.X, v), e.notEqual(b.Y, v)
		if l == nil || r == nil {
			return nil
		}
		return append(l, r...)
	case token.NEQ:
		if s, ok := e.compared(b.X, b.Y, v); ok {
			return []string{s}
		}
		if s, ok := e.compared(b.Y, b.X, v); ok {
			return []string{s}
		}
	}
	return nil
}

// compared reports x being v and y a string constant, and the constant.
func (e *Evaluator) compared(x, y ast.Expr, v *types.Var) (string, bool) {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok || e.info.Uses[id] != v {
		return "", false
	}
	tv, ok := e.info.Types[y]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// switchGuard returns the case constants of a switch on v whose default
// clause ends the function, nil for any other switch.
func (e *Evaluator) switchGuard(s *ast.SwitchStmt, v *types.Var) []string {
	if s.Init != nil || s.Tag == nil {
		return nil
	}
	if id, ok := ast.Unparen(s.Tag).(*ast.Ident); !ok || e.info.Uses[id] != v {
		return nil
	}
	var vals []string
	ends := false
	for _, c := range s.Body.List {
		cc := c.(*ast.CaseClause)
		if cc.List == nil {
			ends = e.ends(&ast.BlockStmt{List: cc.Body})
			continue
		}
		for _, x := range cc.List {
			tv, ok := e.info.Types[x]
			if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
				return nil
			}
			vals = append(vals, constant.StringVal(tv.Value))
		}
	}
	if !ends {
		return nil
	}
	return vals
}

// ends reports a block whose last statement leaves the function: a
// return, a panic, os.Exit, or a logger's Fatal or Panic (log, logrus,
// zap and their kind never return from those).
func (e *Evaluator) ends(b *ast.BlockStmt) bool {
	if b == nil || len(b.List) == 0 {
		return false
	}
	switch s := b.List[len(b.List)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.ExprStmt:
		call, ok := ast.Unparen(s.X).(*ast.CallExpr)
		if !ok {
			return false
		}
		if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
			_, builtin := e.info.Uses[id].(*types.Builtin)
			return builtin && id.Name == "panic"
		}
		fn := Callee(e.info, call)
		if fn == nil {
			return false
		}
		if fn.Pkg() != nil && fn.Pkg().Path() == "os" && fn.Name() == "Exit" {
			return true
		}
		name := fn.Name()
		return strings.HasPrefix(name, "Fatal") || strings.HasPrefix(name, "Panic")
	}
	return false
}
