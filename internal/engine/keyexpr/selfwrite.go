package keyexpr

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
)

// Writes that read the place they write: p.ID = "PERSON-" + p.ID,
// id = prefix + id, k = k + "#" + x. The read on the right-hand side is
// evaluated with the writes that reach it before this one (an earlier
// definition, the literal's field, or the parameter itself), so the value
// is PERSON-<string:ID> rather than unknown. Each step back goes to an
// earlier write, so the recursion ends; a self-write in a loop or a closure
// runs any number of times and its value is an opaque hole (a time.Time's
// excepted, whose only known shape, its rounding, one step settles).

// writing records that the right-hand side of the write of k at pos is
// being evaluated; the returned function restores the previous state.
func (e *Evaluator) writing(k forkKey, pos token.Pos) func() {
	prev, had := e.selfAt[k]
	e.selfAt[k] = pos
	return func() {
		if had {
			e.selfAt[k] = prev
		} else {
			delete(e.selfAt, k)
		}
	}
}

// selfRead evaluates a read of v met while evaluating a write of v: with
// the writes before that one, if it is a write of v itself.
func (e *Evaluator) selfRead(id *ast.Ident, v *types.Var) Template {
	p, ok := e.selfAt[forkKey{v: v}]
	if !ok {
		return Of(e.typedHole(id, false))
	}
	// A time moved in a loop (t = t.AddDate(0, 0, 1)) keeps the rounding
	// it came in with: every step the evaluator follows on a time keeps or
	// refines it the same way each time, so the first step says it all.
	if e.loopBetween(v, p) && !isTimeValue(v.Type()) {
		return Of(e.typedHole(id, true))
	}
	vi := e.varInfo(v)
	earlier := false
	if vi != nil {
		for _, d := range vi.defs {
			earlier = earlier || d.pos < p
		}
	}
	if !earlier {
		// The value v came in with: a parameter (or receiver).
		h := e.typedHole(id, false)
		if i, ok := e.params[v]; ok {
			h.Param = i
		}
		return Of(h)
	}
	e.selfFork = p
	t, ok := e.resolveVar(v, vi, p-1)
	if !ok {
		return Of(e.typedHole(id, false))
	}
	return withVar(t, v.Pos())
}

// paramWrites reports whether parameter v is assigned before use (written)
// and whether those writes can be followed (follow): every one of them is
// straight-line code of the function's body, so the last one is the value.
// For any other variable both are false.
func (e *Evaluator) paramWrites(v *types.Var, vi *varInfo, use token.Pos) (follow, written bool) {
	if vi == nil {
		return false, false
	}
	body := e.paramBody(v)
	if body == nil {
		return false, false
	}
	follow = true
	for _, d := range vi.defs {
		if d.pos < use {
			written = true
			follow = follow && d.block == body
		}
	}
	for _, a := range vi.appends {
		if a.pos < use {
			written, follow = true, false
		}
	}
	return follow && written, written
}

// paramField evaluates x, a field of v, a variable with no definition (a
// parameter or receiver), read at use: the last store to the field before
// use when every such store is straight-line code of the body; unknown
// when there is none (the caller names the hole). A store in a nested
// block after it (if b.ID == "" { b.ID = uuid.New().String() }) is one
// more value beside it, or beside the caller's: each is a fork that
// Alternatives explores (k), and outside Alternatives the field is
// opaque.
func (e *Evaluator) paramField(v *types.Var, vi *varInfo, x *ast.SelectorExpr, use token.Pos, k forkKey) (Template, bool) {
	body := e.paramBody(v)
	if body == nil || vi.other() || vi.addrTaken {
		return Template{}, false
	}
	var last *fieldOp
	var nested []*fieldOp
	for i := range vi.fields {
		s := &vi.fields[i]
		if s.field != x.Sel.Name || s.pos >= use {
			continue
		}
		if s.rhs == nil {
			return Of(e.typedHole(x, true)), true
		}
		if s.block != body {
			nested = append(nested, s)
			continue
		}
		if last == nil || s.pos > last.pos {
			last = s
		}
	}
	if last != nil {
		nested = slices.DeleteFunc(nested, func(s *fieldOp) bool { return s.pos < last.pos })
	}
	if len(nested) > 0 {
		i := e.pick(k, len(nested)+1)
		switch {
		case i < 0:
			return Of(e.typedHole(x, true)), true
		case i > 0:
			return e.evalStore(v, vi, x.Sel.Name, nested[i-1].rhs), true
		case last == nil:
			return Of(e.typedHole(x, false)), true // the caller's value
		}
	}
	if last == nil {
		return Template{}, false
	}
	return e.evalStore(v, vi, x.Sel.Name, last.rhs), true
}

// evalStore evaluates rhs, a value v.field holds: the literal's field or the
// right-hand side of a v.field = rhs store, which may read v.field itself.
func (e *Evaluator) evalStore(v *types.Var, vi *varInfo, field string, rhs ast.Expr) Template {
	for _, s := range vi.fields {
		if s.field == field && s.rhs == rhs {
			defer e.writing(forkKey{v: v, field: field}, s.pos)()
			break
		}
	}
	was := e.active[v]
	e.active[v] = true
	defer func() {
		if !was {
			delete(e.active, v)
		}
	}()
	return e.Eval(rhs)
}

// paramBody returns the body of the function v is a parameter or receiver
// of, or nil.
func (e *Evaluator) paramBody(v *types.Var) *ast.BlockStmt {
	if v.Pkg() != e.pkg || v.Parent() == e.pkg.Scope() {
		return nil
	}
	ft, recv, body := e.innerFunc(v.Pos())
	if ft == nil {
		return nil
	}
	if within(ft.Params, v.Pos()) || within(recv, v.Pos()) {
		return body
	}
	return nil
}

// innerFunc is the type, receiver and body of the innermost function
// declaration or literal holding pos; nil if none does.
func (e *Evaluator) innerFunc(pos token.Pos) (ft *ast.FuncType, recv *ast.FieldList, body *ast.BlockStmt) {
	switch n := innermost(e.spans, pos).(type) {
	case *ast.FuncDecl:
		return n.Type, n.Recv, n.Body
	case *ast.FuncLit:
		return n.Type, nil, n.Body
	}
	return nil, nil, nil
}

// within reports whether pos is inside the field list fl.
func within(fl *ast.FieldList, pos token.Pos) bool {
	return fl != nil && fl.Pos() <= pos && pos < fl.End()
}

// loopBetween reports whether the write at pos runs in a loop or a closure
// that does not also declare v: it may run any number of times.
func (e *Evaluator) loopBetween(v *types.Var, pos token.Pos) bool {
	fn := outermost(e.spans, pos)
	if fn == nil {
		return false
	}
	found := false
	ast.Inspect(fn, func(n ast.Node) bool {
		if found || n == nil || pos < n.Pos() || pos >= n.End() {
			return false
		}
		var body ast.Node
		switch n := n.(type) {
		case *ast.ForStmt:
			body = n.Body
		case *ast.RangeStmt:
			body = n.Body
		case *ast.FuncLit:
			if n != fn {
				body = n.Body
			}
		}
		if body != nil && body.Pos() <= pos && pos < body.End() && (v.Pos() < body.Pos() || v.Pos() >= body.End()) {
			found = true
		}
		return !found
	})
	return found
}
