package keyexpr

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/srctext"
)

// A repository method builds its item from the fields of the struct it is
// given (Save(ctx, s) with "SK": s.ID), and its callers pass the struct
// (repo.Save(ctx, &Session{ID: uuid.NewString()})). In a helper's summary a
// field of a parameter that the body never stores into is a hole naming
// the parameter and the field path (Hole.ParamPath); a call binds it to
// the field of what it passes: a struct literal's field, the field of a
// local variable's one literal, or, in the caller's own summary, the same
// field of the caller's parameter. Anything else is the field, unknown,
// named after the argument (req.ID of the argument req).

// maxParamPath bounds the fields followed from a parameter.
const maxParamPath = 3

// paramFieldHole is the hole of x, a field (or a field of a field) of a
// parameter of the helper being summarised, or nil.
func (e *Evaluator) paramFieldHole(x *ast.SelectorExpr) *Hole {
	if e.params == nil {
		return nil
	}
	var path []string
	var cur ast.Expr = x
	for {
		sel, ok := ast.Unparen(cur).(*ast.SelectorExpr)
		if !ok {
			break
		}
		s := e.info.Selections[sel]
		if s == nil || s.Kind() != types.FieldVal {
			return nil
		}
		path = append(path, sel.Sel.Name)
		cur = sel.X
		if len(path) > maxParamPath {
			return nil
		}
	}
	id, ok := ast.Unparen(cur).(*ast.Ident)
	if !ok || len(path) == 0 {
		return nil
	}
	v, ok := e.info.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	i, ok := e.params[v]
	if !ok {
		return nil
	}
	slices.Reverse(path)
	h := e.typedHole(x, false)
	h.PathParam, h.ParamPath = i, path
	return h
}

// paramFieldArg binds h, a field of a parameter of the function call
// runs, to the field of what the call passes (see above).
func (e *Evaluator) paramFieldArg(call *ast.CallExpr, sig *types.Signature, h *Hole) Template {
	i := h.PathParam
	plain := func(text string, pos, end token.Pos) Template {
		out := *h
		out.ParamPath, out.PathParam = nil, 0
		out.Text, out.ExprPos, out.ExprEnd = text, pos, end
		out.CallPos, out.CallEnd, out.VerbPos, out.VerbEnd = 0, 0, 0, 0
		return Of(&out)
	}
	// own is the wrapper's hole as the wrapper wrote it; for a wrapper of
	// another package (its hole from a fact, with no source position
	// here), reported at the call, the field as the caller passed it.
	// argField names the field as the caller wrote its argument
	// (sT.SnoozedAt of &sT).
	argField := func() string {
		return srctext.Expr(e.fset, ast.Unparen(pointee(call.Args[i]))) + "." + strings.Join(h.ParamPath, ".")
	}
	own := func() Template {
		if h.ExprPos == token.NoPos {
			return plain(argField(), call.Args[i].Pos(), call.Args[i].End())
		}
		out := *h
		out.ParamPath, out.PathParam = nil, 0
		return Of(&out)
	}
	if i >= len(call.Args) || sig.Variadic() && i >= sig.Params().Len()-1 {
		return plain(h.Text, 0, 0)
	}
	arg := call.Args[i]
	x := arg
	for _, name := range h.ParamPath {
		f := e.fieldOfValue(x, name, call.Pos())
		if f == nil {
			// In the caller's own summary, a field of its parameter.
			if id, ok := ast.Unparen(pointee(x)).(*ast.Ident); ok && e.params != nil && x == arg {
				if v, ok := e.info.Uses[id].(*types.Var); ok {
					if j, ok := e.params[v]; ok {
						out := *h
						out.PathParam, out.ExprPos, out.ExprEnd = j, 0, 0
						out.Text = argField()
						return Of(&out)
					}
				}
			}
			return own()
		}
		x = f
	}
	t := e.Eval(x)
	if len(t.Parts) == 1 && t.Parts[0].Hole != nil && !informs(t.Parts[0].Hole, h) {
		return own()
	}
	return t
}

// informs reports whether b, what a call passes in a field, tells more
// than h, the wrapper's own hole for that field: a taint, a format, a
// known set of values, or a parameter of the caller's to bind further up.
// One that does not (a value out of sight: a parameter of an exported
// function, a decoded field) leaves the wrapper's hole, named and placed
// as the wrapper wrote it, where its finding is reported.
func informs(b, h *Hole) bool {
	return b.Kind != h.Kind || b.Taint != "" || b.Lookup || b.Param != NoParam || len(b.ParamPath) > 0 ||
		b.Unix || b.Width > 0 || b.Ordered || b.Layout != h.Layout || b.Bucket != "" ||
		b.Values > 0 || b.Consts > 0 || b.Sortable || b.Shard || b.IDKind != "" || b.Pad > 0
}

// fieldOfValue is the expression the field name of the struct value x
// holds: a field of a struct literal (behind & and parentheses), or of the
// one literal a local variable is defined with and not changed in that
// field before use (handing &v to the call is how the value is passed);
// nil if not known.
func (e *Evaluator) fieldOfValue(x ast.Expr, name string, use token.Pos) ast.Expr {
	x = ast.Unparen(pointee(x))
	if lit := CompositeLit(x); lit != nil {
		return LitFields(e.info, lit)[name]
	}
	id, ok := x.(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := e.info.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	vi := e.varInfo(v)
	if vi == nil {
		return nil
	}
	f, ok := fieldValue(e.info, vi, name, use)
	if !ok {
		return nil
	}
	return f
}

// pointee strips a & from x.
func pointee(x ast.Expr) ast.Expr {
	if u, ok := ast.Unparen(x).(*ast.UnaryExpr); ok && u.Op == token.AND {
		return u.X
	}
	return x
}
