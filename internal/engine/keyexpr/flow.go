package keyexpr

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"sort"
)

// This file is the one layer that says which values a variable, a field of a
// struct variable or a map entry may hold where it is read. It works on the
// per-function write index (index.go), flow-insensitively, with one kill
// rule: a write in the block that declares the variable (straight-line code
// after the declaration) replaces every earlier write; a write in a nested
// block (if/else, switch case, loop body) is one more alternative.
//
// Plain Eval keeps its old contract: a value with several reaching writes is
// an opaque hole. Alternatives evaluates an expression once per combination
// of the writes it meets (forks), so rules can judge every shape a key may
// take. New idioms plug in by recording their writes in the index and
// asking reachingDefs / fieldValues; nothing else needs to know.

// maxAlternatives bounds the evaluations one Alternatives call makes: the
// product of the forks' sizes would grow exponentially with the number of
// if/else assignments a key flows through.
const maxAlternatives = 8

// forkKey names one place with several reaching writes: a variable, or a
// field of a struct variable (field != "").
type forkKey struct {
	v     *types.Var
	field string
	at    token.Pos // the write whose own right-hand side reads the place, or 0
}

// forks is the state of one Alternatives evaluation.
type forks struct {
	order  []forkKey
	size   map[forkKey]int
	choice map[forkKey]int
	// summary marks the forks of a helper being summarised, which pick
	// follows although the helper's parameters are bound.
	summary bool
}

// pick returns which of n reaching writes to follow at k, registering the
// fork on first sight. Outside Alternatives it returns -1: the caller then
// gives up, as Eval always has.
func (e *Evaluator) pick(k forkKey, n int) int {
	f := e.forks
	// Helper summaries are cached and shared: they must not depend on the
	// choices of one caller's evaluation. A summary enumerates its own
	// forks only (summaryAlternatives), with a forks state of its own.
	if f == nil || e.params != nil && !f.summary || n < 2 {
		return -1
	}
	if _, ok := f.size[k]; !ok {
		f.order = append(f.order, k)
		f.size[k] = n
	}
	return f.choice[k]
}

// Alternatives returns the distinct templates x may evaluate to when the
// variables and fields it reads have several reaching writes (if/else
// assignments, stores after a literal in branches), at most
// maxAlternatives of them (one when every write gives the same shape), or
// nil when x reads no such place (Eval's answer is the only one).
func (e *Evaluator) Alternatives(x ast.Expr) []Template {
	out, forked := e.alternatives(x, false)
	if !forked {
		return nil
	}
	return out
}

// alternatives is Alternatives, which also returns Eval's one answer when
// x reads no place with several writes (forked false). summary says the
// forks are those of a helper being summarised (see summaryAlternatives).
func (e *Evaluator) alternatives(x ast.Expr, summary bool) (out []Template, forked bool) {
	if e.forks != nil {
		return nil, false // not reentrant: a nested call sees its caller's choices
	}
	f := &forks{size: map[forkKey]int{}, choice: map[forkKey]int{}, summary: summary}
	e.forks = f
	defer func() { e.forks = nil }()
	seen := map[string]bool{}
	add := func(t Template) {
		if s := t.String(); !seen[s] {
			seen[s] = true
			out = append(out, t)
		}
	}
	add(e.Eval(x))
	if len(f.order) == 0 {
		return out, false
	}
	// Walk the combinations of the forks found by the first evaluation as
	// a mixed-radix counter; forks first met under a later choice keep
	// their first write.
	keys := append([]forkKey(nil), f.order...)
	for evals := 1; evals < maxAlternatives; evals++ {
		i := 0
		for ; i < len(keys); i++ {
			k := keys[i]
			f.choice[k]++
			if f.choice[k] < f.size[k] {
				break
			}
			f.choice[k] = 0
		}
		if i == len(keys) {
			break
		}
		add(e.Eval(x))
	}
	return out, true
}

// reachingDefs returns the definitions of v that may reach use, in source
// order, after the kill rule; ok is false when v's value cannot be known
// (written by ++, range, op-assign; address taken).
func (e *Evaluator) reachingDefs(v *types.Var, vi *varInfo, use token.Pos) ([]def, bool) {
	if vi.other() || vi.addrTaken || len(vi.defs) == 0 {
		return nil, false
	}
	pkgLevel := v.Parent() == e.pkg.Scope()
	if pkgLevel {
		// Package-level writes happen anywhere, in any order.
		return vi.defs, len(vi.defs) == 1
	}
	defs := append([]def(nil), vi.defs...)
	sort.SliceStable(defs, func(i, j int) bool { return defs[i].pos < defs[j].pos })
	decl := defs[0].block
	var out []def
	for _, d := range defs {
		if d.pos > use {
			break
		}
		if d.block == decl {
			out = out[:0]
		}
		out = append(out, d)
	}
	// The zero value of a `var x string`, or of x := "" (0, false), later
	// assigned in branches is a fallback for when no branch ran, not a key
	// shape worth judging: uid := ""; if v, ok := m["user"].(string); ok
	// { uid = v } keys by the user, not by the constant "USER#".
	if len(out) > 1 && e.zeroDef(out[0]) {
		out = out[1:]
	}
	return out, len(out) > 0
}

// zeroDef reports a definition to the zero value of a string, number or
// bool: var x T, or x := "" (0, false) written as a constant.
func (e *Evaluator) zeroDef(d def) bool {
	if d.rhs == nil {
		return true
	}
	if d.tuple >= 0 {
		return false
	}
	tv, ok := e.info.Types[d.rhs]
	if !ok || tv.Value == nil {
		return false
	}
	switch v := tv.Value; v.Kind() {
	case constant.String:
		return constant.StringVal(v) == ""
	case constant.Int, constant.Float:
		return constant.Sign(v) == 0
	case constant.Bool:
		return !constant.BoolVal(v)
	}
	return false
}

// fieldValues returns the expressions v.field may hold at use: the value in
// v's composite-literal definition and the v.field = x stores, after the
// kill rule. The literal counts as a write in v's declaring block.
func (e *Evaluator) fieldValues(v *types.Var, vi *varInfo, field string, use token.Pos) []ast.Expr {
	if vi.other() || len(vi.defs) != 1 {
		return nil
	}
	d := vi.defs[0]
	pkgLevel := v.Parent() == e.pkg.Scope()
	var out []ast.Expr
	if x, ok := LitFields(e.info, d.rhs)[field]; ok {
		out = append(out, x)
	}
	stores := append([]fieldOp(nil), vi.fields...)
	sort.SliceStable(stores, func(i, j int) bool { return stores[i].pos < stores[j].pos })
	for _, s := range stores {
		if s.field != field || s.rhs == nil {
			continue
		}
		if pkgLevel {
			return nil // set in init or anywhere: not one known value
		}
		if s.pos > use {
			break
		}
		if s.block == d.block {
			out = out[:0]
		}
		out = append(out, s.rhs)
	}
	return out
}

// DefinedVar returns the local or package-level variable whose definition
// x is (in := &dynamodb.QueryInput{...} for the literal), or nil.
func (e *Evaluator) DefinedVar(x ast.Expr) *types.Var {
	x = ast.Unparen(x)
	if fn := outermost(e.spans, x.Pos()); fn != nil {
		return e.fnIndex(fn).defOf[x]
	}
	return e.pkgIndex().defOf[x]
}

// FieldStores returns, for each field of v assigned after its definition
// (v.F = x), the values v.F may hold at use, the literal's own value
// included; and the v.F[k] = x writes into map fields before use, with the
// v.F expression of the first write standing for the field.
func (e *Evaluator) FieldStores(v *types.Var, use token.Pos) (map[string][]ast.Expr, map[string]*ast.SelectorExpr) {
	vi := e.varInfo(v)
	if vi == nil || vi.addrTaken {
		return nil, nil
	}
	stores := map[string][]ast.Expr{}
	for _, s := range vi.fields {
		if _, done := stores[s.field]; !done && s.pos < use {
			stores[s.field] = e.fieldValues(v, vi, s.field, use)
		}
	}
	maps := map[string]*ast.SelectorExpr{}
	for _, w := range vi.fieldIdx {
		if _, done := maps[w.field]; !done && w.pos < use {
			maps[w.field] = w.sel
		}
	}
	return stores, maps
}

// FieldValues returns the expressions v.F may hold at use (the literal's
// value and the stores; see the kill rule above).
func (e *Evaluator) FieldValues(v *types.Var, field string, use token.Pos) []ast.Expr {
	vi := e.varInfo(v)
	if vi == nil || vi.addrTaken {
		return nil
	}
	return e.fieldValues(v, vi, field, use)
}

// FieldIndexWrites returns the v.F[k] = x writes before use as (key, value)
// pairs: a map field filled after the literal that holds it. With along,
// only the writes on the path through those positions: a write in a block
// that does not enclose them (the other branch of an if) is left out.
func (e *Evaluator) FieldIndexWrites(v *types.Var, field string, use token.Pos, along []token.Pos) [][2]ast.Expr {
	vi := e.varInfo(v)
	if vi == nil {
		return nil
	}
	var out [][2]ast.Expr
writes:
	for _, w := range vi.fieldIdx {
		if w.field != field || w.pos >= use || w.rhs == nil {
			continue
		}
		if w.block != nil {
			for _, p := range along {
				if p < w.block.Pos() || p >= w.block.End() {
					continue writes
				}
			}
		}
		out = append(out, [2]ast.Expr{w.key, w.rhs})
	}
	return out
}

// Choices returns the definitions x may stand for when it is a local string
// variable (possibly behind aws.String) with several reaching definitions
// (cond := "A"; if b { cond = "B" }), so a sink can read each; nil
// otherwise.
func (e *Evaluator) Choices(x ast.Expr) []ast.Expr {
	x = ast.Unparen(x)
	if call, ok := x.(*ast.CallExpr); ok && e.IsPointerWrapper(call) {
		x = ast.Unparen(call.Args[0])
	}
	id, ok := x.(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := e.info.Uses[id].(*types.Var)
	if !ok || !isString(v.Type()) {
		return nil
	}
	return e.definitions(id, v, false)
}

// Definitions returns the definitions a local variable of any type may
// hold at x when several reach it (var c T; if b { c = f() } else { c =
// g() }), as Choices does for a string; nil otherwise.
func (e *Evaluator) Definitions(x ast.Expr) []ast.Expr {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := e.info.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	return e.definitions(id, v, true)
}

// definitions is Choices' and Definitions' answer for the variable v used
// at id; strict also refuses a variable whose address is taken or that an
// operator other than = writes (a string's += appends are refused
// either way).
func (e *Evaluator) definitions(id *ast.Ident, v *types.Var, strict bool) []ast.Expr {
	vi := e.varInfo(v)
	if vi == nil || len(vi.defs) < 2 || len(vi.appends) > 0 || len(vi.calls) > 0 || strict && (vi.other() || vi.addrTaken) {
		return nil
	}
	defs, ok := e.reachingDefs(v, vi, id.Pos())
	if !ok || len(defs) < 2 {
		return nil
	}
	out := make([]ast.Expr, 0, len(defs))
	for _, d := range defs {
		if d.rhs == nil || d.tuple >= 0 {
			return nil
		}
		out = append(out, d.rhs)
	}
	return out
}

// Elements returns the elements a slice expression holds: a slice literal,
// or a local variable defined by one and grown by v = append(v, x...)
// (also in loops and branches: every appended element is one of the
// slice's elements). Nil when the slice is built any other way.
func (e *Evaluator) Elements(x ast.Expr) []ast.Expr {
	if lit := CompositeLit(x); lit != nil {
		return lit.Elts
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := e.info.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	vi := e.varInfo(v)
	if vi == nil || vi.other() || vi.addrTaken || len(vi.indexes) > 0 {
		return nil
	}
	var out []ast.Expr
	for _, d := range vi.defs {
		if d.pos > id.Pos() && v.Parent() != e.pkg.Scope() {
			continue
		}
		switch {
		case d.rhs == nil:
		case CompositeLit(d.rhs) != nil:
			out = append(out, CompositeLit(d.rhs).Elts...)
		default:
			call, ok := ast.Unparen(d.rhs).(*ast.CallExpr)
			if !ok || !e.isAppendTo(call, v) || call.Ellipsis != token.NoPos {
				if c, ok := ast.Unparen(d.rhs).(*ast.CallExpr); ok && isBuiltin(e.info, c, "make") {
					continue
				}
				return nil
			}
			out = append(out, call.Args[1:]...)
		}
	}
	return out
}

// isAppendTo reports append(v, ...).
func (e *Evaluator) isAppendTo(call *ast.CallExpr, v *types.Var) bool {
	if !isBuiltin(e.info, call, "append") || len(call.Args) < 1 {
		return false
	}
	id, ok := ast.Unparen(call.Args[0]).(*ast.Ident)
	return ok && e.info.Uses[id] == v
}

func isBuiltin(info *types.Info, call *ast.CallExpr, name string) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return false
	}
	b, ok := info.Uses[id].(*types.Builtin)
	return ok && b.Name() == name
}

// rangeValue evaluates the value variable of `for _, v := range xs` when
// the elements of xs are known (Elements): each element is one reaching
// write of v. Only Alternatives follows them; a plain Eval keeps v a typed
// hole, as one template cannot say "each of these".
func (e *Evaluator) rangeValue(v *types.Var, vi *varInfo) (Template, bool) {
	if len(vi.defs) > 0 || len(vi.fields) > 0 || len(vi.appends) > 0 {
		return Template{}, false
	}
	elems := e.Elements(vi.rangeOver)
	if len(elems) == 0 {
		return Template{}, false
	}
	i := 0
	if len(elems) > 1 {
		if i = e.pick(forkKey{v: v}, len(elems)); i < 0 {
			return Template{}, false
		}
	}
	return e.Eval(elems[i]), true
}

// WholeStruct returns the one definition of a struct variable read whole at
// use — handed to a marshaller, a wrapper or guregu's Put, by value or by
// address: the &v of that read is the read itself, not an escape. The
// definition is a composite literal, another variable it copies (st :=
// prev), a call, or nil for `var st T`; the fields stored after it are
// WholeField's. ok is false when the value cannot be known: several
// definitions, ++ or range writes, or the address taken before use
// (json.Unmarshal(b, &st) may fill any field). A package-level variable is
// read as Definition reads it.
func (e *Evaluator) WholeStruct(v *types.Var, use token.Pos) (ast.Expr, bool) {
	if v.Parent() == e.pkg.Scope() {
		return e.Definition(v, use)
	}
	vi := e.varInfo(v)
	if vi == nil || vi.other() || len(vi.appends) > 0 || len(vi.indexes) > 0 {
		return nil, false
	}
	d, ok := wholeDef(vi, use)
	if !ok {
		return nil, false
	}
	for _, p := range vi.addrs {
		if p < use && p > d.pos {
			return nil, false
		}
	}
	if d.tuple > 0 {
		return nil, false
	}
	return d.rhs, true
}

// wholeDef is the one definition of a struct variable that reaches use:
// its only one, or, for `var st T` then `st = x` in the same block
// (straight-line code: x replaces the zero value and whatever was stored
// in it before), the assignment.
func wholeDef(vi *varInfo, use token.Pos) (def, bool) {
	switch {
	case len(vi.defs) == 1 && vi.defs[0].pos <= use:
		return vi.defs[0], true
	case len(vi.defs) == 2:
		zero, d := vi.defs[0], vi.defs[1]
		if zero.rhs == nil && zero.tuple < 0 && d.block == zero.block && d.pos < use {
			return d, true
		}
	}
	return def{}, false
}

// WholeField returns the stores v.F = x that reach use (see WholeStruct),
// after the kill rule, and whether the value v's definition gives F may
// still reach it (no store in the declaring block replaced it). A store
// whose value is unknown (st.A, st.B = f()) is a nil element.
func (e *Evaluator) WholeField(v *types.Var, field string, use token.Pos) ([]ast.Expr, bool) {
	vi := e.varInfo(v)
	if vi == nil {
		return nil, true
	}
	if len(vi.defs) == 0 {
		// A parameter or receiver: the caller's value, but for the stores
		// before use. One in the function's body itself makes the field
		// the function's own (saveKeyed(ctx, o *Order) setting o.PK) and
		// replaces the stores before it; one in a nested block (if
		// o.At.IsZero() { o.At = now }) is one more value beside the
		// caller's.
		stores := append(append([]fieldOp(nil), vi.fields...), e.setterStores(vi, field, use)...)
		sort.SliceStable(stores, func(i, j int) bool { return stores[i].pos < stores[j].pos })
		var out []ast.Expr
		fromDef := true
		for _, s := range stores {
			if s.field != field || s.pos >= use {
				continue
			}
			if vi.body != nil && s.block == vi.body {
				out, fromDef = out[:0], false
			}
			out = append(out, s.rhs)
		}
		return out, fromDef
	}
	d, ok := wholeDef(vi, use)
	if !ok {
		if v.Parent() == e.pkg.Scope() {
			return []ast.Expr{nil}, false
		}
		return e.storeAfterDefs(vi, field, use), false
	}
	pkgLevel := v.Parent() == e.pkg.Scope()
	stores := append(append([]fieldOp(nil), vi.fields...), e.setterStores(vi, field, use)...)
	sort.SliceStable(stores, func(i, j int) bool { return stores[i].pos < stores[j].pos })
	var out []ast.Expr
	fromDef := true
	// The last escape before use (&st handed to json.Unmarshal, a method
	// of *T called on st) may have set any field: unknown, until a store
	// in the declaring block replaces it.
	escape := e.escapeBefore(vi, use)
	if escape < d.pos {
		escape = token.NoPos // the definition replaced what it may have set
	}
	escaped := func() { out, fromDef = []ast.Expr{nil}, false }
	for _, s := range stores {
		if s.field != field || s.pos < d.pos {
			continue // another field, or one the definition replaced
		}
		if pkgLevel {
			return []ast.Expr{nil}, false // set in init or anywhere
		}
		if s.pos >= use {
			break
		}
		if escape.IsValid() && s.pos > escape {
			escaped()
			escape = token.NoPos
		}
		if s.block == d.block {
			out, fromDef = out[:0], false
		}
		out = append(out, s.rhs)
	}
	if escape.IsValid() {
		escaped()
	}
	return out, fromDef
}

// storeAfterDefs is what field holds at use when several definitions of
// the variable may reach it (a record loaded, or made new when missing):
// the last store of the field after all of them, in a block that holds
// use, whichever definition ran. A store after it in a branch, or an
// escape after it, leaves the field unknown (a nil element), as does no
// such store.
func (e *Evaluator) storeAfterDefs(vi *varInfo, field string, use token.Pos) []ast.Expr {
	var lastDef token.Pos
	for _, d := range vi.defs {
		if d.pos < use && d.pos > lastDef {
			lastDef = d.pos
		}
	}
	stores := append(append([]fieldOp(nil), vi.fields...), e.setterStores(vi, field, use)...)
	var last *fieldOp
	for i := range stores {
		s := &stores[i]
		if s.field != field || s.pos <= lastDef || s.pos >= use || s.block == nil {
			continue
		}
		if s.block.Pos() <= use && use < s.block.End() && (last == nil || s.pos > last.pos) {
			last = s
		}
	}
	if last == nil {
		return []ast.Expr{nil}
	}
	for _, s := range stores {
		if s.field == field && s.pos > last.pos && s.pos < use {
			return []ast.Expr{nil} // stored again in a branch: two values
		}
	}
	if e.escapeBefore(vi, use) > last.pos {
		return []ast.Expr{nil}
	}
	return []ast.Expr{last.rhs}
}

// escapeBefore is the last position before use where a local struct
// variable's fields may change out of sight: its address taken, or a
// method with a pointer receiver called on it.
func (e *Evaluator) escapeBefore(vi *varInfo, use token.Pos) token.Pos {
	var last token.Pos
	for _, p := range vi.addrs {
		if p < use && p > last {
			last = p
		}
	}
	for _, c := range vi.calls {
		if c.pos >= use || c.pos <= last {
			continue
		}
		if fn := Callee(e.info, c.call); fn != nil && !e.isSetterCall(c.call) {
			if r := fn.Type().(*types.Signature).Recv(); r != nil {
				if _, ptr := r.Type().(*types.Pointer); ptr {
					last = c.pos
				}
			}
		}
	}
	return last
}
