package keyexpr

import (
	"go/ast"
	"go/token"
	"go/types"
)

// loopCounter evaluates a loop's counter whose bounds are constants: v in
// `for v := lo; v < hi; v++` (or v <= hi, or counting down with v--), or
// in `for v := range n`, written nowhere else. When every value from the first to the last has the same
// number of decimal digits and none is negative (a seeding loop's 1..5, an
// hour of the day's 10..23), the hole records that width: the values sort as
// text in numeric order, and each ends where its width does. A bound that is
// not a constant (len(xs), a parameter) says nothing about width.
func (e *Evaluator) loopCounter(id *ast.Ident, v *types.Var, vi *varInfo) (*Hole, bool) {
	if vi.loop == nil || vi.others != 1 || vi.addrTaken || vi.parked > 0 ||
		len(vi.appends)+len(vi.calls)+len(vi.fprintf) > 0 || !isInteger(v.Type()) {
		return nil, false
	}
	var lo, hi int64
	switch l := vi.loop.(type) {
	case *ast.ForStmt:
		if len(vi.defs) != 1 {
			return nil, false
		}
		as := l.Init.(*ast.AssignStmt)
		first, ok := e.intArg(as.Rhs[0])
		if !ok {
			return nil, false
		}
		cond, ok := ast.Unparen(l.Cond).(*ast.BinaryExpr)
		if !ok {
			return nil, false
		}
		if x, ok := ast.Unparen(cond.X).(*ast.Ident); !ok || e.info.Uses[x] != v {
			return nil, false
		}
		bound, ok := e.intArg(cond.Y)
		if !ok {
			return nil, false
		}
		up := l.Post.(*ast.IncDecStmt).Tok == token.INC
		switch {
		case up && cond.Op == token.LSS:
			lo, hi = first, bound-1
		case up && cond.Op == token.LEQ:
			lo, hi = first, bound
		case !up && cond.Op == token.GTR:
			lo, hi = bound+1, first
		case !up && cond.Op == token.GEQ:
			lo, hi = bound, first
		default:
			return nil, false
		}
	case *ast.RangeStmt:
		if len(vi.defs) != 0 {
			return nil, false
		}
		n, ok := e.intArg(l.X)
		if !ok {
			return nil, false
		}
		lo, hi = 0, n-1
	default:
		return nil, false
	}
	if lo < 0 || hi < lo || decimalDigits(lo) != decimalDigits(hi) {
		return nil, false
	}
	h := e.typedHole(id, false)
	if h.Kind != Int {
		return nil, false
	}
	h.Width = decimalDigits(hi)
	return h, true
}

func decimalDigits(n int64) int {
	d := 1
	for n >= 10 {
		n /= 10
		d++
	}
	return d
}
