package keyexpr

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// funcLitCall evaluates a call of a function literal held in a variable or
// in a field of a struct literal — key helpers grouped in a value:
//
//	var keys = struct{ PK func(string) string }{
//		PK: func(id string) string { return "ORDER#" + id },
//	}
//	... keys.PK(id)
//
// The literal is summarised like a helper function. The variable must have
// one definition and the field no other assignment, so the literal is the
// only function the call can reach.
func (e *Evaluator) funcLitCall(call *ast.CallExpr) (Template, bool) {
	lit := e.funcLitOf(call.Fun)
	if lit == nil {
		return Template{}, false
	}
	sig, t, ok := e.litTemplate(lit)
	if !ok {
		return Template{}, false
	}
	return e.substitute(call, sig, t, true), true
}

// litTemplate is the template of a key builder held in a value: its
// summary, or, for a builder that returns one string parameter unchanged
// (SK: func(id string) string { return id }), that parameter. Such a
// builder is no helper of its own, but the key it gives is exactly its
// argument, which the rules can judge.
func (e *Evaluator) litTemplate(lit *ast.FuncLit) (*types.Signature, Template, bool) {
	sig, t, ok := e.summarizeLit(lit)
	if ok || sig == nil {
		return sig, t, ok
	}
	if sig.Results().Len() != 1 || !isString(sig.Results().At(0).Type()) {
		return sig, Template{}, false
	}
	ret := successReturn(sig, lit.Body)
	if ret == nil || len(ret.Results) != 1 {
		return sig, Template{}, false
	}
	id, ok := ast.Unparen(ret.Results[0]).(*ast.Ident)
	if !ok {
		return sig, Template{}, false
	}
	for i := 0; i < sig.Params().Len(); i++ {
		if p := sig.Params().At(i); e.info.Uses[id] == p && isString(p.Type()) {
			return sig, Of(&Hole{Kind: String, Name: p.Name(), Type: "string", Param: i}), true
		}
	}
	return sig, Template{}, false
}

// summarizeLit summarises a function literal like a helper function.
func (e *Evaluator) summarizeLit(lit *ast.FuncLit) (*types.Signature, Template, bool) {
	sig, ok := e.info.TypeOf(lit).(*types.Signature)
	if !ok {
		return nil, Template{}, false
	}
	if e.litSummary == nil {
		e.litSummary = map[*ast.FuncLit]*summaryEntry{}
	}
	s, done := e.litSummary[lit]
	if !done {
		e.litSummary[lit] = &summaryEntry{} // cycle guard
		t, ok := e.summarizeBody(sig, lit.Body)
		s = &summaryEntry{t: t, ok: ok}
		e.litSummary[lit] = s
	}
	return sig, s.t, s.ok
}

// catalogueVar returns the package-level variable of another package that
// x names (keys.Orders), or nil.
func (e *Evaluator) catalogueVar(x ast.Expr) *types.Var {
	sel, ok := ast.Unparen(x).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	if id, ok := ast.Unparen(sel.X).(*ast.Ident); !ok {
		return nil
	} else if _, ok := e.info.Uses[id].(*types.PkgName); !ok {
		return nil
	}
	v, ok := e.info.Uses[sel.Sel].(*types.Var)
	if !ok || v.Pkg() == nil || v.Pkg() == e.pkg || v.Parent() != v.Pkg().Scope() {
		return nil
	}
	return v
}

// fieldHelperCall evaluates a call of a function-valued field of a
// package-level variable of another package, keys.Order.PK(id), through
// the variable's catalogue fact (Catalogue; see Catalogues).
func (e *Evaluator) fieldHelperCall(call *ast.CallExpr) (Template, bool) {
	if e.Catalogue == nil {
		return Template{}, false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return Template{}, false
	}
	fld, ok := e.info.Uses[sel.Sel].(*types.Var)
	if !ok || !fld.IsField() {
		return Template{}, false
	}
	v := e.catalogueVar(sel.X)
	if v == nil {
		return Template{}, false
	}
	sig, ok := fld.Type().Underlying().(*types.Signature)
	if !ok {
		return Template{}, false
	}
	t, ok := e.Catalogue(v, fld.Name())
	if !ok {
		return Template{}, false
	}
	return e.substitute(call, sig, t, false), true
}

// catalogueEntry evaluates keys.Orders.PK, a string field of a catalogue
// variable of another package, or keys.Prefixes[keys.Order], an entry of a
// catalogue map indexed by a constant, through the variable's fact.
func (e *Evaluator) catalogueEntry(x ast.Expr) (Template, bool) {
	if e.Catalogue == nil || !isString(e.info.TypeOf(x)) {
		return Template{}, false
	}
	var owner ast.Expr
	var name string
	switch x := ast.Unparen(x).(type) {
	case *ast.SelectorExpr:
		fld, ok := e.info.Uses[x.Sel].(*types.Var)
		if !ok || !fld.IsField() {
			return Template{}, false
		}
		owner, name = x.X, fld.Name()
	case *ast.IndexExpr:
		tv, ok := e.info.Types[x.Index]
		if !ok || tv.Value == nil {
			return Template{}, false
		}
		owner, name = x.X, indexName(tv.Value)
	default:
		return Template{}, false
	}
	v := e.catalogueVar(owner)
	if v == nil {
		return Template{}, false
	}
	t, ok := e.Catalogue(v, name)
	if !ok {
		return Template{}, false
	}
	return withRange(t, x), true
}

// withRange gives a template read from a fact, whose positions are zero,
// the range of the expression that read it, so holes still point somewhere;
// its text is another package's.
func withRange(t Template, x ast.Expr) Template {
	out := Template{Parts: make([]Part, len(t.Parts))}
	for i, p := range t.Parts {
		if p.Hole != nil {
			h := *p.Hole
			h.ExprPos, h.ExprEnd = x.Pos(), x.End()
			p.Hole = &h
		}
		out.Parts[i] = p
	}
	return foreign(out)
}

// AtExpr is withRange for the engine: a template read from a fact of
// another package, placed at the expression that reads it.
func AtExpr(t Template, x ast.Expr) Template { return withRange(t, x) }

// indexName names a catalogue map's entry by its constant key.
func indexName(v constant.Value) string { return "[" + v.ExactString() + "]" }

// mapEntry evaluates m[k] for a map m of this package held in a variable
// defined once by a literal and never written (a catalogue of prefixes),
// with a constant k. Any other index is unknown.
func (e *Evaluator) mapEntry(x *ast.IndexExpr) (Template, bool) {
	tv, ok := e.info.Types[x.Index]
	if !ok || tv.Value == nil {
		return Template{}, false
	}
	id, ok := ast.Unparen(x.X).(*ast.Ident)
	if !ok {
		return Template{}, false
	}
	v, ok := e.info.Uses[id].(*types.Var)
	if !ok || e.active[v] {
		return Template{}, false
	}
	vi := e.varInfo(v)
	if vi == nil {
		return Template{}, false
	}
	val := mapLitEntry(e.info, vi, tv.Value)
	if val == nil {
		return Template{}, false
	}
	e.active[v] = true
	defer delete(e.active, v)
	return e.Eval(val), true
}

// mapLitEntry returns the value of the entry with constant key k in the one
// map-literal definition of a variable never otherwise written, or nil.
func mapLitEntry(info *types.Info, vi *varInfo, k constant.Value) ast.Expr {
	if vi.other || vi.addrTaken || len(vi.defs) != 1 || len(vi.indexes) > 0 || len(vi.calls) > 0 {
		return nil
	}
	lit := CompositeLit(vi.defs[0].rhs)
	if lit == nil {
		return nil
	}
	if _, ok := info.TypeOf(lit).Underlying().(*types.Map); !ok {
		return nil
	}
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if tv, ok := info.Types[kv.Key]; ok && tv.Value != nil && constant.Compare(tv.Value, token.EQL, k) {
			return kv.Value
		}
	}
	return nil
}

// tableInt evaluates t[i] for an integer table t of this package held in a
// variable defined once by a map, slice or array literal and never written,
// with an index that is not constant (a constant one is mapEntry's). When
// every value in the literal is a non-negative constant of one decimal
// width, the hole records that width: such values sort as text in numeric
// order without padding. A missing map key reads 0, which sorts first both
// ways. The index is deliberately not judged: any index lands on a value of
// the literal (or 0, or a panic).
func (e *Evaluator) tableInt(x *ast.IndexExpr) (*Hole, bool) {
	if t := e.info.TypeOf(x); t == nil || !isInteger(t) {
		return nil, false
	}
	id, ok := ast.Unparen(x.X).(*ast.Ident)
	if !ok {
		return nil, false
	}
	v, ok := e.info.Uses[id].(*types.Var)
	if !ok {
		return nil, false
	}
	vi := e.varInfo(v)
	if vi == nil || vi.other || vi.addrTaken || len(vi.defs) != 1 || len(vi.indexes) > 0 || len(vi.calls) > 0 {
		return nil, false
	}
	lit := CompositeLit(vi.defs[0].rhs)
	if lit == nil || len(lit.Elts) == 0 {
		return nil, false
	}
	switch e.info.TypeOf(lit).Underlying().(type) {
	case *types.Map, *types.Slice, *types.Array:
	default:
		return nil, false
	}
	width := 0
	for _, el := range lit.Elts {
		val := el
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			val = kv.Value
		}
		tv, ok := e.info.Types[val]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int || constant.Sign(tv.Value) < 0 {
			return nil, false
		}
		w := len(tv.Value.ExactString())
		if width != 0 && w != width {
			return nil, false
		}
		width = w
	}
	h := e.typedHole(x, true)
	if h.Kind != Int {
		return nil, false
	}
	h.Width = width
	return h, true
}

// Catalogues returns, for each exported package-level variable of the
// package that is a key catalogue, its entries worth exporting as facts:
//
//	var Orders = orderKeys{
//		PK:       "ORDER#",
//		ByStatus: func(s Status) string { return "STATUS#" + string(s) },
//	}
//	var Prefixes = map[Entity]string{Order: "ORDER#", User: "USER#"}
//
// A struct field is named by its name, a map entry by indexName of its
// constant key. String values must be constant; function literals are
// summarised as helpers. The fact goes on the variable, not on the field:
// the fields of a named struct type are shared by every variable of the
// type. The variable must be defined once by a literal (not a pointer to
// one, which aliases could change), its address never taken and its
// entries never written in the package.
func (e *Evaluator) Catalogues() map[*types.Var]map[string]Template {
	out := map[*types.Var]map[string]Template{}
	scope := e.pkg.Scope()
	for _, name := range scope.Names() {
		v, ok := scope.Lookup(name).(*types.Var)
		if !ok || !v.Exported() {
			continue
		}
		vi := e.varInfo(v)
		if vi == nil || vi.other || vi.addrTaken || len(vi.defs) != 1 || vi.defs[0].tuple >= 0 || len(vi.indexes) > 0 || len(vi.fieldIdx) > 0 {
			continue
		}
		lit := CompositeLit(vi.defs[0].rhs)
		if lit == nil {
			continue
		}
		if u, ok := ast.Unparen(vi.defs[0].rhs).(*ast.UnaryExpr); ok && u.Op == token.AND {
			continue
		}
		entries := map[string]Template{}
		_, isMap := e.info.TypeOf(lit).Underlying().(*types.Map)
	elts:
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			var key string
			if isMap {
				tv, ok := e.info.Types[kv.Key]
				if !ok || tv.Value == nil {
					continue
				}
				key = indexName(tv.Value)
			} else {
				k, ok := kv.Key.(*ast.Ident)
				if !ok {
					continue
				}
				for _, w := range vi.fields {
					if w.field == k.Name {
						continue elts
					}
				}
				fld, ok := e.info.Uses[k].(*types.Var)
				if !ok || !fld.IsField() || !fld.Exported() {
					continue
				}
				key = k.Name
			}
			if fl, ok := ast.Unparen(kv.Value).(*ast.FuncLit); ok {
				if _, t, ok := e.litTemplate(fl); ok {
					entries[key] = t.Strip()
				}
				continue
			}
			if tv, ok := e.info.Types[kv.Value]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
				entries[key] = Lit(constant.StringVal(tv.Value), token.NoPos, token.NoPos)
			}
		}
		if len(entries) > 0 {
			out[v] = entries
		}
	}
	return out
}

// funcLitOf returns the function literal fun certainly holds: f for a
// variable f defined once as a literal, or v.F for a variable v defined once
// as a struct literal whose field F is one.
func (e *Evaluator) funcLitOf(fun ast.Expr) *ast.FuncLit {
	var rhs ast.Expr
	switch f := ast.Unparen(fun).(type) {
	case *ast.Ident:
		v, ok := e.info.Uses[f].(*types.Var)
		if !ok || v.IsField() {
			return nil
		}
		vi := e.varInfo(v)
		if vi == nil || vi.other || vi.addrTaken || len(vi.defs) != 1 || vi.defs[0].tuple >= 0 {
			return nil
		}
		rhs = vi.defs[0].rhs
	case *ast.SelectorExpr:
		if fld, ok := e.info.Uses[f.Sel].(*types.Var); !ok || !fld.IsField() {
			return nil
		}
		id, ok := ast.Unparen(f.X).(*ast.Ident)
		if !ok {
			return nil
		}
		v, ok := e.info.Uses[id].(*types.Var)
		if !ok {
			return nil
		}
		vi := e.varInfo(v)
		if vi == nil || vi.addrTaken {
			return nil
		}
		if v.Parent() == e.pkg.Scope() {
			// A package-level variable's field may be set anywhere
			// (init, a test): any assignment makes it unknowable.
			for _, w := range vi.fields {
				if w.field == f.Sel.Name {
					return nil
				}
			}
		}
		rhs, ok = fieldValue(e.info, vi, f.Sel.Name, f.Pos())
		if !ok {
			return nil
		}
	default:
		return nil
	}
	lit, _ := ast.Unparen(rhs).(*ast.FuncLit)
	return lit
}
