package keyexpr

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// A loop that fills a slice of structs often sets a field of the element
// and reads it back a few lines later in the same body to build the key:
//
//	for i := range rows {
//		rows[i].ID = base + uint64(i)
//		sk := fmt.Sprintf("ROW#%d", rows[i].ID)
//
// The variable index makes the element no variable of its own, so the
// per-variable index (index.go) has nothing to say; what the body says is
// enough when the store and the read are in one statement list, name the
// same slice and the same index, and nothing between them may change
// either.

// elemField resolves xs[i].F to the value of the last xs[i].F = v store
// before it in the statement list holding the read. It gives up when
// anything between the two may write xs, its elements or i: another
// assignment to xs[…] or to i, &xs or &xs[…], xs passed whole to a call,
// a method called on xs[…].
func (e *Evaluator) elemField(x *ast.SelectorExpr) (Template, bool) {
	fld, ok := e.info.Uses[x.Sel].(*types.Var)
	if !ok || !fld.IsField() {
		return Template{}, false
	}
	ix, ok := ast.Unparen(x.X).(*ast.IndexExpr)
	if !ok {
		return Template{}, false
	}
	xs := e.localVar(ix.X)
	if xs == nil {
		return Template{}, false
	}
	// Elements that are struct values: a store to xs[i].F changes only
	// that element, which no other name reaches unless its address is
	// taken (pointer elements are shared with whoever else holds them).
	if _, ok := e.info.TypeOf(ix).Underlying().(*types.Struct); !ok {
		return Template{}, false
	}
	idx := e.localVar(ix.Index)
	if idx == nil && !e.isConst(ix.Index) {
		return Template{}, false
	}
	_, _, body := e.innerFunc(x.Pos())
	if body == nil || addressesElem(e.info, body, xs) {
		return Template{}, false
	}
	list, at := stmtListAt(body, x.Pos())
	if list == nil {
		return Template{}, false
	}
	same := func(ie *ast.IndexExpr) bool {
		if e.localVar(ie.X) != xs {
			return false
		}
		if idx != nil {
			return e.localVar(ie.Index) == idx
		}
		a, b := e.info.Types[ie.Index], e.info.Types[ix.Index]
		return a.Value != nil && b.Value != nil && constant.Compare(a.Value, token.EQL, b.Value)
	}
	// The part of the read's own statement before the read.
	if e.touches(list[at], x.Pos(), xs, idx) {
		return Template{}, false
	}
	for k := at - 1; k >= 0; k-- {
		s := list[k]
		if as, ok := s.(*ast.AssignStmt); ok && as.Tok == token.ASSIGN && len(as.Lhs) == 1 && len(as.Rhs) == 1 {
			if sel, ok := ast.Unparen(as.Lhs[0]).(*ast.SelectorExpr); ok && e.info.Uses[sel.Sel] == fld {
				if ie, ok := ast.Unparen(sel.X).(*ast.IndexExpr); ok && same(ie) {
					if e.touches(as.Rhs[0], token.NoPos, xs, idx) {
						return Template{}, false
					}
					return e.Eval(as.Rhs[0]), true
				}
			}
		}
		if e.touches(s, token.NoPos, xs, idx) {
			return Template{}, false
		}
	}
	return Template{}, false
}

// localVar is the local variable x names, or nil.
func (e *Evaluator) localVar(x ast.Expr) *types.Var {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := e.info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Pkg() != e.pkg || v.Parent() == e.pkg.Scope() {
		return nil
	}
	return v
}

// isConst reports a constant expression.
func (e *Evaluator) isConst(x ast.Expr) bool {
	tv, ok := e.info.Types[x]
	return ok && tv.Value != nil
}

// stmtListAt returns the innermost statement list (block or case clause
// body) within body holding pos, and the index of the statement holding it.
func stmtListAt(body *ast.BlockStmt, pos token.Pos) ([]ast.Stmt, int) {
	var list []ast.Stmt
	at := -1
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil || pos < n.Pos() || pos >= n.End() {
			return false
		}
		if _, ok := n.(*ast.FuncLit); ok {
			return false // a closure's body runs when it is called
		}
		var stmts []ast.Stmt
		switch n := n.(type) {
		case *ast.BlockStmt:
			stmts = n.List
		case *ast.CaseClause:
			stmts = n.Body
		case *ast.CommClause:
			stmts = n.Body
		default:
			return true
		}
		for i, s := range stmts {
			if s.Pos() <= pos && pos < s.End() {
				list, at = stmts, i
			}
		}
		return true
	})
	if at < 0 {
		return nil, -1
	}
	return list, at
}

// touches reports whether n, up to before (the whole of n when NoPos), may
// write xs, an element of it, or idx. Reading a field of an element
// (xs[j].G as a value) and len(xs) / cap(xs) are the only uses of xs that
// cannot.
func (e *Evaluator) touches(n ast.Node, before token.Pos, xs, idx *types.Var) bool {
	found := false
	var stack []ast.Node
	ast.Inspect(n, func(m ast.Node) bool {
		if m == nil {
			stack = stack[:len(stack)-1]
			return false
		}
		if found || before.IsValid() && m.Pos() >= before {
			return false
		}
		stack = append(stack, m)
		id, ok := m.(*ast.Ident)
		if !ok {
			return true
		}
		v, _ := e.info.Uses[id].(*types.Var)
		switch v {
		case nil:
		case idx:
			found = !e.readOnly(stack)
		case xs:
			found = !e.fieldRead(stack)
		}
		return true
	})
	return found
}

// parentOf is the node enclosing stack's top, or nil.
func parentOf(stack []ast.Node, up int) ast.Node {
	if i := len(stack) - 1 - up; i >= 0 {
		return stack[i]
	}
	return nil
}

// readOnly reports whether the identifier on top of stack is read, not
// assigned, incremented or addressed.
func (e *Evaluator) readOnly(stack []ast.Node) bool {
	id := stack[len(stack)-1]
	up := 1
	for {
		p, ok := parentOf(stack, up).(*ast.ParenExpr)
		if !ok {
			break
		}
		id = p
		up++
	}
	switch p := parentOf(stack, up).(type) {
	case *ast.AssignStmt:
		for _, l := range p.Lhs {
			if l == id {
				return false
			}
		}
	case *ast.IncDecStmt:
		return false
	case *ast.UnaryExpr:
		return p.Op != token.AND
	case *ast.RangeStmt:
		return p.Key != id && p.Value != id
	}
	return true
}

// fieldRead reports whether the identifier on top of stack, the slice, is
// read as xs[j].F (a field, as a value) or by len / cap.
func (e *Evaluator) fieldRead(stack []ast.Node) bool {
	id := stack[len(stack)-1]
	switch p := parentOf(stack, 1).(type) {
	case *ast.CallExpr:
		return (isBuiltin(e.info, p, "len") || isBuiltin(e.info, p, "cap")) && len(p.Args) == 1 && p.Args[0] == id
	case *ast.IndexExpr:
		if p.X != id {
			return false
		}
		sel, ok := parentOf(stack, 2).(*ast.SelectorExpr)
		if !ok {
			return false
		}
		if f, ok := e.info.Uses[sel.Sel].(*types.Var); !ok || !f.IsField() {
			return false // a method, which may change the element
		}
		// The whole access (xs[j].F.G, xs[j].M[k], xs[j].F.Method())
		// must be a value: not stored to, addressed or a method called.
		j := len(stack) - 3
		for j > 0 {
			switch q := stack[j-1].(type) {
			case *ast.ParenExpr, *ast.StarExpr:
			case *ast.SelectorExpr:
				if q.X != stack[j] {
					return true
				}
				if _, ok := e.info.Uses[q.Sel].(*types.Func); ok {
					return false
				}
			case *ast.IndexExpr:
				if q.X != stack[j] {
					return true
				}
			default:
				return e.readOnly(stack[:j+1])
			}
			j--
		}
		return true
	}
	return false
}

// addressesElem reports &xs, &xs[j] or &xs[j].F… anywhere in body: a
// pointer that may write the element under another name.
func addressesElem(info *types.Info, body *ast.BlockStmt, xs *types.Var) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		u, ok := n.(*ast.UnaryExpr)
		if found || !ok || u.Op != token.AND {
			return !found
		}
		x := ast.Unparen(u.X)
		for {
			switch y := x.(type) {
			case *ast.SelectorExpr:
				x = ast.Unparen(y.X)
				continue
			case *ast.IndexExpr:
				x = ast.Unparen(y.X)
				continue
			}
			break
		}
		if id, ok := x.(*ast.Ident); ok && info.Uses[id] == xs {
			found = true
		}
		return !found
	})
	return found
}
