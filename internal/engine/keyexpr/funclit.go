package keyexpr

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// funcValueCall evaluates a call of a function value the evaluator can
// pin down (see funcTarget): a function or method named through a variable
// (mk := s.orderKey; mk(id)) is called as if named in place, and a function
// literal — held in a variable or a field of a struct literal, or called
// where it is written — is summarised like a helper function, with the
// variables it captures read where it is called:
//
//	var keys = struct{ PK func(string) string }{
//		PK: func(id string) string { return "ORDER#" + id },
//	}
//	... keys.PK(id)
//	acct := func() string { return "ACCT#" + accountID }
//	... acct()
func (e *Evaluator) funcValueCall(call *ast.CallExpr) (Template, bool) {
	fn, lit, factory := e.funcTarget(call.Fun)
	switch {
	case factory != nil:
		sig, t, ok := e.factoryLit(factory)
		if !ok {
			return Template{}, false
		}
		return e.substituteWith(call, sig, t, true, nil, false), true
	case lit != nil:
		sig, t, ok := e.litTemplateAt(lit, call.Pos())
		if !ok {
			return Template{}, false
		}
		// A literal written in the function that calls it is that
		// function's code, read in place: its text and holes keep their
		// positions (a fix edits the literal's text), as if inlined.
		inline := outermost(e.spans, lit.Pos()) == outermost(e.spans, call.Pos())
		return e.substituteWith(call, sig, t, true, nil, inline), true
	case fn != nil:
		return e.funcCall(call, fn, false)
	}
	return Template{}, false
}

// litTemplate is the template of a key builder held in a value: its
// summary, or, for a builder that returns one string parameter unchanged
// (SK: func(id string) string { return id }), that parameter. Such a
// builder is no helper of its own, but the key it gives is exactly its
// argument, which the rules can judge.
func (e *Evaluator) litTemplate(lit *ast.FuncLit) (*types.Signature, Template, bool) {
	return e.litTemplateAt(lit, token.NoPos)
}

// litTemplateAt is litTemplate for the literal called at pos (NoPos: where
// it is written), which is where the variables it captures are read.
func (e *Evaluator) litTemplateAt(lit *ast.FuncLit, at token.Pos) (*types.Signature, Template, bool) {
	sig, t, ok := e.summarizeLit(lit, at)
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

// summarizeLit summarises a function literal like a helper function,
// called at pos (NoPos: where it is written). A closure runs when it is
// called, not where it is written: the variables it captures (declared
// outside it) are read at the call, so that
//
//	var acct string
//	key := func() string { return "ACCT#" + acct }
//	for _, a := range ids { acct = a; put(key()) }
//
// reads a, not the zero value acct holds where the literal is. The summary
// is kept per literal and call.
func (e *Evaluator) summarizeLit(lit *ast.FuncLit, at token.Pos) (*types.Signature, Template, bool) {
	sig, ok := e.info.TypeOf(lit).(*types.Signature)
	if !ok {
		return nil, Template{}, false
	}
	if e.litSummary == nil {
		e.litSummary = map[litCall]*summaryEntry{}
	}
	k := litCall{lit: lit, at: at}
	s, done := e.litSummary[k]
	if !done {
		e.litSummary[k] = &summaryEntry{} // cycle guard
		if at.IsValid() {
			e.captures = append(e.captures, k)
		}
		t, ok := e.summarizeBody(sig, lit.Body)
		if at.IsValid() {
			e.captures = e.captures[:len(e.captures)-1]
		}
		s = &summaryEntry{t: t, ok: ok}
		e.litSummary[k] = s
	}
	return sig, s.t, s.ok
}

// litCall is a function literal called at a position (NoPos: unknown).
type litCall struct {
	lit *ast.FuncLit
	at  token.Pos
}

// readAt is where a read of v written at pos happens. Inside a function
// literal being summarised for a call (captures), a variable declared
// outside the literal is read when the literal runs: at the call, and, if
// the call is itself inside such a literal declared within v's scope, at
// that literal's call.
func (e *Evaluator) readAt(v *types.Var, pos token.Pos) token.Pos {
	for i := len(e.captures) - 1; i >= 0; i-- {
		c := e.captures[i]
		if pos < c.lit.Pos() || pos >= c.lit.End() {
			continue
		}
		if v.Pos() >= c.lit.Pos() && v.Pos() < c.lit.End() {
			break // v is the literal's own
		}
		pos = c.at
	}
	return pos
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

// VarEntry is the catalogue entry of a whole variable: a string or a
// number an exported package-level variable is set to once, where it is
// declared, and never written again by its package.
const VarEntry = ""

// catalogueVarValue evaluates pkg.Var, an exported variable of another
// package that holds a constant (see VarEntry), through its fact.
func (e *Evaluator) catalogueVarValue(x *ast.SelectorExpr) (Template, bool) {
	if e.Catalogue == nil {
		return Template{}, false
	}
	v := e.catalogueVar(x)
	if v == nil || e.storesVar(v) {
		return Template{}, false
	}
	t, ok := e.Catalogue(v, VarEntry)
	if !ok {
		return Template{}, false
	}
	return withRange(t, x), true
}

// storesVar reports whether a checked file of the package assigns to v,
// a variable of another package, or takes its address: a value set by
// main (store.TableName = os.Getenv("TABLE")) is not the one declared.
// The package's files are walked once, for every such variable.
func (e *Evaluator) storesVar(v *types.Var) bool {
	if e.foreignStores == nil {
		e.foreignStores = map[*types.Var]bool{}
		mark := func(x ast.Expr) {
			if sel, ok := ast.Unparen(x).(*ast.SelectorExpr); ok {
				if w, ok := e.info.Uses[sel.Sel].(*types.Var); ok && w.Pkg() != e.pkg && !w.IsField() {
					e.foreignStores[w] = true
				}
			}
		}
		for _, f := range e.files {
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.AssignStmt:
					for _, l := range n.Lhs {
						mark(l)
					}
				case *ast.IncDecStmt:
					mark(n.X)
				case *ast.UnaryExpr:
					if n.Op == token.AND {
						mark(n.X)
					}
				}
				return true
			})
		}
	}
	return e.foreignStores[v]
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
	if vi.other() || vi.addrTaken || len(vi.defs) != 1 || len(vi.indexes) > 0 || len(vi.calls) > 0 {
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
	if vi == nil || vi.other() || vi.addrTaken || len(vi.defs) != 1 || len(vi.indexes) > 0 || len(vi.calls) > 0 {
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
		if vi == nil || vi.other() || vi.addrTaken || len(vi.defs) != 1 || vi.defs[0].tuple >= 0 || len(vi.indexes) > 0 || len(vi.fieldIdx) > 0 {
			continue
		}
		// A string or number the package never writes again is a
		// constant declared with var (var TableName = "Listing"), as
		// constants packages often do: the whole variable is the entry
		// "" (see VarEntry).
		if tv, ok := e.info.Types[vi.defs[0].rhs]; ok && tv.Value != nil && tv.Value.Kind() != constant.Unknown {
			if b, ok := v.Type().Underlying().(*types.Basic); ok && b.Info()&(types.IsString|types.IsInteger) != 0 {
				t := e.constTemplate(vi.defs[0].rhs, tv.Value).Strip()
				if _, ok := t.Const(); ok {
					out[v] = map[string]Template{VarEntry: t}
				}
			}
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
			if fc, ok := ast.Unparen(kv.Value).(*ast.CallExpr); ok {
				if _, t, ok := e.factoryLit(fc); ok {
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

// maxFuncHops bounds the variables funcTarget follows from a call to the
// function it reaches (f := g; g := s.key).
const maxFuncHops = 8

// funcTarget returns the function a call of fun certainly reaches when the
// call does not name it (Callee finds nothing): for a variable defined once
// — by a function or method name (mk := orderKey, mk := s.orderKey, a
// method value whose receiver the call binds), by a function literal, or
// by another such variable — what its definition names; for v.F, v a
// variable defined once by a struct literal, what the literal's field F
// holds (a package-level v's field never assigned elsewhere); for a literal
// written in place, the literal. A method expression ((*T).key, whose
// receiver is the first argument) or anything else gives neither.
func (e *Evaluator) funcTarget(fun ast.Expr) (*types.Func, *ast.FuncLit, *ast.CallExpr) {
	for range maxFuncHops {
		rhs, ok := e.funcValue(fun)
		if !ok {
			return nil, nil, nil
		}
		switch f := ast.Unparen(rhs).(type) {
		case *ast.FuncLit:
			return nil, f, nil
		case *ast.Ident, *ast.SelectorExpr:
			if fn := e.namedFunc(f); fn != nil {
				return fn, nil, nil
			}
			fun = f
		case *ast.CallExpr:
			// A function of the package that makes the function value
			// (Notes: generateKey("N#")): see factoryLit.
			if _, _, ok := e.factoryLit(f); ok {
				return nil, nil, f
			}
			return nil, nil, nil
		default:
			return nil, nil, nil
		}
	}
	return nil, nil, nil
}

// factoryLit is the key builder a call of a builder factory of the
// package makes: a function whose one return is a function literal that
// uses the factory's parameters,
//
//	func generateKey(base string) func(string) string {
//		return func(id string) string { return base + id }
//	}
//	var SortKey = struct{ Notes func(string) string }{Notes: generateKey("N#")}
//
// It returns the literal's signature and its template, the literal's
// parameters holes for its callers to fill and the factory's filled with
// what call gives them ("N#<id>").
func (e *Evaluator) factoryLit(call *ast.CallExpr) (*types.Signature, Template, bool) {
	if s, ok := e.factories[call]; ok {
		return s.sig, s.t, s.ok
	}
	if e.factories == nil {
		e.factories = map[*ast.CallExpr]factorySummary{}
	}
	e.factories[call] = factorySummary{} // cycle guard
	sig, t, ok := e.factoryLitOf(call)
	e.factories[call] = factorySummary{sig: sig, t: t, ok: ok}
	return sig, t, ok
}

type factorySummary struct {
	sig *types.Signature
	t   Template
	ok  bool
}

func (e *Evaluator) factoryLitOf(call *ast.CallExpr) (*types.Signature, Template, bool) {
	fn := Callee(e.info, call)
	if fn == nil {
		return nil, Template{}, false
	}
	fd := e.decls[fn]
	if fd == nil || fd.Body == nil {
		return nil, Template{}, false
	}
	fsig := fn.Type().(*types.Signature)
	if fsig.Recv() != nil || fsig.Variadic() || len(call.Args) != fsig.Params().Len() {
		return nil, Template{}, false
	}
	ret := successReturn(fsig, fd.Body)
	if ret == nil || len(ret.Results) != 1 {
		return nil, Template{}, false
	}
	lit, ok := ast.Unparen(ret.Results[0]).(*ast.FuncLit)
	if !ok {
		return nil, Template{}, false
	}
	litSig, ok := e.info.TypeOf(lit).(*types.Signature)
	if !ok || litSig.Variadic() || litSig.Results().Len() != 1 || !isString(litSig.Results().At(0).Type()) {
		return nil, Template{}, false
	}
	// The literal's parameters first, then the factory's: one summary
	// names both, and the factory's are filled here.
	n := litSig.Params().Len()
	var params []*types.Var
	for i := range n {
		params = append(params, litSig.Params().At(i))
	}
	for i := range fsig.Params().Len() {
		params = append(params, fsig.Params().At(i))
	}
	both := types.NewSignatureType(nil, nil, nil, types.NewTuple(params...), litSig.Results(), false)
	t, ok := e.summarizeBody(both, lit.Body)
	if !ok {
		return nil, Template{}, false
	}
	var out Template
	for _, p := range t.Parts {
		if p.Hole == nil || p.Hole.Param < n || len(p.Hole.ParamPath) > 0 {
			out.append(p)
			continue
		}
		out.add(e.Eval(call.Args[p.Hole.Param-n]).Strip())
	}
	return litSig, out, true
}

// namedFunc returns the function or method x names as a value: a function
// (orderKey, pkg.Func) or a method value (s.orderKey); nil for anything
// else (a variable, a field, a method expression).
func (e *Evaluator) namedFunc(x ast.Expr) *types.Func {
	switch x := x.(type) {
	case *ast.Ident:
		fn, _ := e.info.Uses[x].(*types.Func)
		return fn
	case *ast.SelectorExpr:
		if sel, ok := e.info.Selections[x]; ok {
			if sel.Kind() != types.MethodVal {
				return nil
			}
			fn, _ := sel.Obj().(*types.Func)
			return fn
		}
		fn, _ := e.info.Uses[x.Sel].(*types.Func) // pkg.Func
		return fn
	}
	return nil
}

// funcValue returns the expression a function value certainly holds: fun
// itself for a literal or a name of a function, the one definition of a
// variable, the field of a struct literal (see funcTarget).
func (e *Evaluator) funcValue(fun ast.Expr) (ast.Expr, bool) {
	switch f := ast.Unparen(fun).(type) {
	case *ast.FuncLit:
		return f, true
	case *ast.Ident:
		if e.namedFunc(f) != nil {
			return f, true
		}
		v, ok := e.info.Uses[f].(*types.Var)
		if !ok || v.IsField() {
			return nil, false
		}
		vi := e.varInfo(v)
		if vi == nil || vi.other() || vi.addrTaken || len(vi.defs) != 1 || vi.defs[0].tuple >= 0 || vi.defs[0].rhs == nil {
			return nil, false
		}
		return vi.defs[0].rhs, true
	case *ast.SelectorExpr:
		if e.namedFunc(f) != nil {
			return f, true
		}
		if fld, ok := e.info.Uses[f.Sel].(*types.Var); !ok || !fld.IsField() {
			return nil, false
		}
		id, ok := ast.Unparen(f.X).(*ast.Ident)
		if !ok {
			return nil, false
		}
		v, ok := e.info.Uses[id].(*types.Var)
		if !ok {
			return nil, false
		}
		vi := e.varInfo(v)
		if vi == nil || vi.addrTaken {
			return nil, false
		}
		if v.Parent() == e.pkg.Scope() {
			// A package-level variable's field may be set anywhere
			// (init, a test): any assignment makes it unknowable.
			for _, w := range vi.fields {
				if w.field == f.Sel.Name {
					return nil, false
				}
			}
		}
		return fieldValue(e.info, vi, f.Sel.Name, f.Pos())
	}
	return nil, false
}
