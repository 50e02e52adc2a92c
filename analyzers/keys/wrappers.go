package keys

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/fieldref"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

// Real code rarely hands keys to the SDK where it builds them: a repository
// method marshals whatever item it is given (put(ctx, item any)), a helper
// takes the key values, or even the attribute names, as parameters
// (getByKey(ctx, "PK", pk, "SK", sk)), and items supply their own keys
// through methods an interface names (e.Keys(), e.PK()). The engine
// summarises every function of the package: each key set a sink builds from
// the function's parameters becomes a paramSet, and every call of the
// function becomes a key set of its own, with the call's arguments in place
// of the parameters. Summaries compose (a wrapper calling a wrapper) and
// travel to other packages as SinkFacts.

// recvParam stands for a method's receiver where a parameter index is
// expected: order.Save(ctx) hands order to the sink.
const recvParam = -2

// maxSummaryDepth bounds how many wrappers deep a summary is followed.
const maxSummaryDepth = 8

// SinkFact is what an exported function does with its parameters: each set
// is one request, item or key condition it builds from them.
type SinkFact struct{ Sets []paramSet }

func (*SinkFact) AFact() {}

func (f *SinkFact) String() string {
	parts := make([]string, len(f.Sets))
	for i, s := range f.Sets {
		parts[i] = s.String()
	}
	return "sinks " + strings.Join(parts, "; ")
}

// paramSet is a key set built (in part) from a function's parameters.
type paramSet struct {
	Call      string // the sink: "PutItem", "attributevalue.MarshalMap"…
	Op        sdk.Op
	Table     string
	TableExpr string
	Index     string
	// TableParam is the parameter that names the table, or NoParam.
	TableParam int
	Keys       []paramKey
	Items      []paramItem
	// Indexes are the index keys the wrapper's package learned from its
	// own queries of the table the sink writes (see learnQueryKeys): the
	// table is the wrapper's, and so is what its package knows of it, in
	// whichever package calls it.
	Indexes []LearnedIndex

	pos token.Pos // the sink, in this package only
	// tableObj and tablePattern are the sink's KeySet's, in this package
	// only.
	tableObj     types.Object
	tablePattern string
}

func (s paramSet) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s", s.Call, s.Op)
	if s.Table != "" {
		fmt.Fprintf(&b, " %s", s.Table)
	}
	if s.TableParam != keyexpr.NoParam {
		fmt.Fprintf(&b, " table=<param%d>", s.TableParam)
	}
	for _, k := range s.Keys {
		b.WriteString(" ")
		switch {
		case k.AttrParam != keyexpr.NoParam:
			fmt.Fprintf(&b, "<param%d>", k.AttrParam)
		default:
			b.WriteString(k.Attr)
		}
		switch {
		case k.Method != "":
			fmt.Fprintf(&b, "=<param%d>.%s()", k.MethodParam, k.Method)
		default:
			fmt.Fprintf(&b, "=%s", paramString(k.Value))
		}
	}
	for _, it := range s.Items {
		b.WriteString(" item=")
		if it.Param == recvParam {
			b.WriteString("<recv>")
		} else {
			fmt.Fprintf(&b, "<param%d>", it.Param)
		}
		if it.Method != "" {
			fmt.Fprintf(&b, ".%s()", it.Method)
		}
		if it.Elem {
			b.WriteString("[i]")
		}
		if len(it.Overrides) > 0 {
			fmt.Fprintf(&b, " but %s", strings.Join(it.Overrides, ","))
		}
	}
	return b.String()
}

// paramString renders a template with its parameter holes as #i.
func paramString(t keyexpr.Template) string {
	var b strings.Builder
	for _, p := range t.Parts {
		switch {
		case p.IsLit():
			b.WriteString(p.Lit)
		case p.Hole.Param != keyexpr.NoParam:
			fmt.Fprintf(&b, "<param%d>", p.Hole.Param)
		default:
			b.WriteString(keyexpr.Template{Parts: []keyexpr.Part{p}}.String())
		}
	}
	return b.String()
}

// paramKey is one key of a paramSet.
type paramKey struct {
	// Attr is the attribute, or "" when parameter AttrParam names it.
	Attr      string
	AttrParam int
	// Role and Index are known when Attr is: the sink's table decides.
	Role  tables.Role
	Index string
	// Positional says Role is the key's place in the call, whatever
	// attribute the caller names: guregu's Get(hashName, v) and
	// Range(rangeName, …) key the partition and sort key by position.
	Positional bool
	Numeric    bool
	Cond       string
	// Value is the key's template, parameters as Param holes; or, when
	// Method is set, the value is parameter MethodParam's Method().
	Value       keyexpr.Template
	Method      string
	MethodParam int

	// Field names the struct field the wrapper's key is written from or
	// read into (Key.Field), for the call sites of other packages; field
	// is the field itself, in this package.
	Field fieldref.Ref
	field *types.Var

	expr ast.Expr // the value at the sink, in this package only
	// context marks a key that a wrapper of another package builds from
	// none of its parameters (Key.Context): judged in that package, it
	// stays context at every call of the wrappers of this one around it.
	context bool
}

// paramItem is an item (or key map) a parameter supplies whole.
type paramItem struct {
	Param  int      // the parameter, or recvParam
	Method string   // the item is the parameter's Method() result
	Map    bool     // an attribute-value map rather than a struct to marshal
	Style  tagStyle // how the struct's fields are named
	// Elem says the items are the elements of the parameter, a slice (or
	// an interface holding one) the function ranges over or indexes,
	// maybe after reshaping it (see reshapes): SaveMany(items any).
	Elem bool
	// Overrides are the attributes the function stores into the
	// parameter itself before marshalling it (x.ID = uuid()): the
	// function's value, which its own keys carry, not the caller's.
	Overrides []string
	// typ is the parameter's type where the item is read (not carried
	// in facts): a struct's fields name every attribute it marshals.
	typ types.Type
}

// funcInfo is a function declaration of this package.
type funcInfo struct {
	fn   *types.Func
	decl *ast.FuncDecl
	sig  *types.Signature
}

// paramRef locates a parameter: its function and index (or recvParam).
type paramRef struct {
	f *funcInfo
	i int
}

// wrappers is the package's summary state.
type wrappers struct {
	funcs   map[*types.Func]*funcInfo
	spans   []*funcInfo // by position
	paramOf map[*types.Var]paramRef
	direct  map[*types.Func][]*paramSet
	sums    map[*types.Func][]*paramSet
	// reshape memoises reshapes: the parameter, or -1.
	reshape map[*types.Func]int
	// impls memoises callTarget.
	impls map[*types.Func]*types.Func
	// imports memoises checkedImports.
	imports map[string]bool
	// generated memoises generatedAt, by file name.
	generated map[string]bool
	depth     int
	// calling is set while call sites are turned into key sets: those
	// are summarised by summaryOf, not by add.
	calling bool
}

func (a *analysis_) indexFuncs() {
	w := &a.w
	w.funcs = map[*types.Func]*funcInfo{}
	w.paramOf = map[*types.Var]paramRef{}
	w.direct = map[*types.Func][]*paramSet{}
	w.sums = map[*types.Func][]*paramSet{}
	w.reshape = map[*types.Func]int{}
	w.impls = map[*types.Func]*types.Func{}
	for _, f := range a.pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn, ok := a.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok {
				continue
			}
			fi := &funcInfo{fn: fn, decl: fd, sig: fn.Type().(*types.Signature)}
			w.funcs[fn] = fi
			w.spans = append(w.spans, fi)
			for i := 0; i < fi.sig.Params().Len(); i++ {
				w.paramOf[fi.sig.Params().At(i)] = paramRef{fi, i}
			}
			if r := fi.sig.Recv(); r != nil {
				w.paramOf[r] = paramRef{fi, recvParam}
			}
		}
	}
	sort.Slice(w.spans, func(i, j int) bool { return w.spans[i].decl.Pos() < w.spans[j].decl.Pos() })
}

// funcAt returns the function declaration enclosing pos, or nil.
func (a *analysis_) funcAt(pos token.Pos) *funcInfo {
	spans := a.w.spans
	i := sort.Search(len(spans), func(i int) bool { return spans[i].decl.End() > pos })
	if i < len(spans) && spans[i].decl.Pos() <= pos {
		return spans[i]
	}
	return nil
}

// param resolves x (behind parentheses, & or *) to a parameter or receiver.
func (a *analysis_) param(x ast.Expr) (paramRef, bool) {
	x = ast.Unparen(x)
	if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
		x = ast.Unparen(u.X)
	}
	if s, ok := x.(*ast.StarExpr); ok {
		x = ast.Unparen(s.X)
	}
	id, ok := x.(*ast.Ident)
	if !ok {
		return paramRef{}, false
	}
	v, ok := a.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return paramRef{}, false
	}
	r, ok := a.w.paramOf[v]
	return r, ok
}

// abstract reports an interface or type-parameter type: its methods say
// nothing until a call site supplies a concrete type.
func abstract(t types.Type) bool {
	if t == nil {
		return false
	}
	if _, ok := t.(*types.TypeParam); ok {
		return true
	}
	_, ok := t.Underlying().(*types.Interface)
	return ok
}

// paramMethod matches p.M() where p is a parameter of an interface or
// type-parameter type: the value a call site's concrete type supplies.
func (a *analysis_) paramMethod(x ast.Expr) (paramRef, string, bool) {
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return paramRef{}, "", false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return paramRef{}, "", false
	}
	ref, ok := a.param(sel.X)
	if !ok || ref.i < 0 || !abstract(a.pass.TypesInfo.TypeOf(sel.X)) {
		return paramRef{}, "", false
	}
	return ref, sel.Sel.Name, true
}

// paramItemOf matches an item or key map a parameter supplies: the
// parameter itself, or its Method() when its type is abstract.
func (a *analysis_) paramItemOf(x ast.Expr, style tagStyle, isMap bool) (*paramItem, bool) {
	if ref, m, ok := a.paramMethod(x); ok {
		return &paramItem{Param: ref.i, Method: m, Map: isMap, Style: style}, true
	}
	if ref, ok := a.param(x); ok {
		return &paramItem{Param: ref.i, Map: isMap, Style: style, typ: a.pass.TypesInfo.TypeOf(x)}, true
	}
	if ref, ok := a.elemParam(x, 0); ok {
		return &paramItem{Param: ref.i, Map: isMap, Style: style, Elem: true}, true
	}
	return nil, false
}

// maxElemDepth bounds how many variables, ranges and reshaping calls
// elemParam and collParam follow.
const maxElemDepth = 8

// elemParam resolves x to one element of a parameter's slice: xs[i], the
// value variable of a range over it, or a variable holding either.
func (a *analysis_) elemParam(x ast.Expr, depth int) (paramRef, bool) {
	if depth > maxElemDepth {
		return paramRef{}, false
	}
	switch x := ast.Unparen(x).(type) {
	case *ast.IndexExpr:
		if t := a.pass.TypesInfo.TypeOf(x.X); t != nil {
			if _, isMap := t.Underlying().(*types.Map); !isMap {
				return a.collParam(x.X, depth+1)
			}
		}
	case *ast.Ident:
		v, ok := a.pass.TypesInfo.Uses[x].(*types.Var)
		if !ok {
			return paramRef{}, false
		}
		if xs, ok := a.ev.RangeOf(v); ok {
			return a.collParam(xs, depth+1)
		}
		if _, isParam := a.w.paramOf[v]; isParam {
			return paramRef{}, false
		}
		if d, ok := a.ev.Definition(v, x.Pos()); ok {
			return a.elemParam(d, depth+1)
		}
	}
	return paramRef{}, false
}

// collParam resolves x to a slice whose elements are elements of a
// parameter: the parameter itself (a slice, or an interface holding one),
// a part of it (xs[i:j]), the sub-slices met ranging over a slice of
// slices of them, a variable holding one of those, or what a function
// that only reshapes its argument returns (Chunk(InterfaceSlice(xs), 25)).
func (a *analysis_) collParam(x ast.Expr, depth int) (paramRef, bool) {
	if depth > maxElemDepth {
		return paramRef{}, false
	}
	x = ast.Unparen(x)
	if ref, ok := a.param(x); ok {
		if ref.i < 0 {
			return paramRef{}, false
		}
		if t := a.pass.TypesInfo.TypeOf(x); t != nil {
			switch t.Underlying().(type) {
			case *types.Slice, *types.Array, *types.Interface:
				return ref, true
			}
		}
		return paramRef{}, false
	}
	switch x := x.(type) {
	case *ast.SliceExpr:
		return a.collParam(x.X, depth+1)
	case *ast.Ident:
		v, ok := a.pass.TypesInfo.Uses[x].(*types.Var)
		if !ok {
			return paramRef{}, false
		}
		if xs, ok := a.ev.RangeOf(v); ok {
			if _, isSlice := v.Type().Underlying().(*types.Slice); isSlice {
				return a.collParam(xs, depth+1)
			}
			return paramRef{}, false
		}
		if d, ok := a.ev.Definition(v, x.Pos()); ok {
			return a.collParam(d, depth+1)
		}
	case *ast.CallExpr:
		if i, ok := a.reshapes(x); ok && i < len(x.Args) {
			return a.collParam(x.Args[i], depth+1)
		}
	}
	return paramRef{}, false
}

// reshapes reports which argument of call holds the elements its result
// does: the call only regroups or converts them (chunks them into
// batches, copies them into a []any), making no new ones. Either the
// callee is generic, taking a []T and returning slices of T (a function
// cannot make a T of its own, beyond the zero value), or it is a function
// of this package with one slice or interface parameter beside numbers,
// returning slices of that element type or of interfaces, that builds no
// struct and calls only builtins and the standard library.
func (a *analysis_) reshapes(call *ast.CallExpr) (int, bool) {
	fn := keyexpr.Callee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil {
		return 0, false
	}
	fn = fn.Origin()
	if r, ok := a.w.reshape[fn]; ok {
		return r, r >= 0
	}
	r := a.reshapeParam(fn)
	a.w.reshape[fn] = r
	return r, r >= 0
}

// reshapeParam is reshapes for one function: the parameter, or -1.
func (a *analysis_) reshapeParam(fn *types.Func) int {
	sig := fn.Type().(*types.Signature)
	if sig.Recv() != nil || sig.Results().Len() != 1 || sig.Variadic() {
		return -1
	}
	leaf := sig.Results().At(0).Type()
	nested := 0
	for {
		sl, ok := leaf.Underlying().(*types.Slice)
		if !ok {
			break
		}
		leaf, nested = sl.Elem(), nested+1
	}
	if nested == 0 {
		return -1
	}
	param := -1
	for i := 0; i < sig.Params().Len(); i++ {
		switch t := sig.Params().At(i).Type().Underlying().(type) {
		case *types.Slice, *types.Interface:
			if param >= 0 {
				return -1
			}
			param = i
		case *types.Basic:
			if t.Info()&types.IsNumeric == 0 {
				return -1
			}
		default:
			return -1
		}
	}
	if param < 0 {
		return -1
	}
	pt := sig.Params().At(param).Type()
	if tp, ok := leaf.(*types.TypeParam); ok {
		if sl, ok := pt.Underlying().(*types.Slice); ok && types.Identical(sl.Elem(), tp) {
			return param
		}
		return -1
	}
	if fn.Pkg() != a.pass.Pkg {
		var f ReshapeFact
		if a.pass.ImportObjectFact(fn, &f) && f.Param == param {
			return param
		}
		return -1
	}
	if _, isIface := leaf.Underlying().(*types.Interface); !isIface {
		sl, ok := pt.Underlying().(*types.Slice)
		if !ok || !types.Identical(sl.Elem(), leaf) {
			return -1
		}
	}
	fi := a.w.funcs[fn]
	if fi == nil {
		return -1
	}
	pure := true
	ast.Inspect(fi.decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			pure = false
		case *ast.CompositeLit:
			if structOf(a.pass.TypesInfo.TypeOf(n)) != nil {
				pure = false
			}
		case *ast.CallExpr:
			if tv, ok := a.pass.TypesInfo.Types[n.Fun]; ok && (tv.IsType() || tv.IsBuiltin()) {
				return true // a conversion, append, make, len
			}
			callee := keyexpr.Callee(a.pass.TypesInfo, n)
			if callee == nil || callee.Pkg() == nil || strings.Contains(strings.Split(callee.Pkg().Path(), "/")[0], ".") ||
				callee.Pkg().Path() == "reflect" && (callee.Name() == "New" || callee.Name() == "Zero") {
				pure = false
			}
		}
		return pure
	})
	if !pure {
		return -1
	}
	return param
}

// summarise records the parameter-built part of a key set found directly
// in a function's body.
func (a *analysis_) summarise(s *KeySet) {
	if a.w.calling {
		return
	}
	fi := a.funcAt(s.Pos)
	if fi == nil {
		return
	}
	if ps := a.paramSetOf(s, fi); ps != nil {
		a.w.direct[fi.fn] = append(a.w.direct[fi.fn], ps)
	}
}

// paramSetOf turns a key set of fi's body into fi's paramSet, or nil when
// nothing in it comes from fi's parameters. Every key is kept, so a call
// site judges its keys together (a constant sort key next to a
// parameter-built partition key).
func (a *analysis_) paramSetOf(s *KeySet, fi *funcInfo) *paramSet {
	ps := &paramSet{Call: s.Call, Op: s.Op, Table: s.Table, TableExpr: s.TableExpr, Index: s.Index, TableParam: keyexpr.NoParam, pos: s.Pos, tableObj: s.tableObj, tablePattern: s.tablePattern}
	if s.base != "" {
		ps.Call = s.base
	}
	if s.Table == "" && s.tableX != nil {
		if ref, ok := a.param(unwrapPointer(a.pass.TypesInfo, s.tableX)); ok && ref.f == fi && ref.i >= 0 {
			ps.TableParam = ref.i
		}
	}
	params := len(s.pitems) > 0
	if id, ok := s.tableOf(); ok && a.learned != nil && s.Index == "" {
		// A write carries every index its package learned of the table;
		// a Key, the table's own keys (learnedIndexes).
		write := s.Op == sdk.OpWrite || s.Op == sdk.OpItem
		for _, name := range slices.Sorted(maps.Keys(a.learned[id])) {
			if ix := a.learned[id][name]; !ix.bad && (write || name == "") {
				ps.Indexes = append(ps.Indexes, *ix)
			}
		}
	}
	for _, it := range s.pitems {
		ps.Items = append(ps.Items, *it)
	}
	for _, pk := range s.pkeys {
		ps.Keys = append(ps.Keys, *pk)
		params = true
	}
	for _, k := range s.Keys {
		if k.summarised {
			continue // instantiate put its parameter-built form in s.pkeys
		}
		pk := paramKey{Attr: k.Attr, AttrParam: keyexpr.NoParam, MethodParam: keyexpr.NoParam, Role: k.Role, Index: k.Index, Numeric: k.Numeric, Cond: k.Cond, expr: k.Expr, context: k.Context, field: k.Field}
		inside := fi.decl.Pos() <= k.Expr.Pos() && k.Expr.End() <= fi.decl.End()
		if ref, m, ok := a.paramMethod(k.Expr); ok && ref.f == fi {
			pk.Method, pk.MethodParam = m, ref.i
			params = true
		} else if inside && !k.Context {
			pk.Value = a.ev.EvalParams(fi.sig, k.Expr)
			if k.reshape != nil {
				// Expr is only the argument a wrapper builds the key
				// around ("LABEL#" + tidy(label)): the callers of fi are
				// to see the whole key, not tidy(label) alone.
				pk.Value = k.reshape(pk.Value)
			}
			params = params || pk.Value.HasParam()
		} else {
			pk.Value = k.Value
		}
		ps.Keys = append(ps.Keys, pk)
	}
	if !params {
		return nil
	}
	// Named only for a summary that is kept: finding a field's owner
	// looks through its package's types.
	for i := range ps.Keys {
		if f := ps.Keys[i].field; f != nil {
			ps.Keys[i].Field = a.refOf(f)
		}
	}
	return ps
}

// summaryOf returns what fn does with its parameters: the sets its body
// builds from them directly, and those of the wrappers it calls with them.
func (a *analysis_) summaryOf(fn *types.Func) []*paramSet {
	fn = fn.Origin()
	if fn.Pkg() == nil {
		return nil
	}
	if fn.Pkg() != a.pass.Pkg {
		var f SinkFact
		if !a.pass.ImportObjectFact(fn, &f) {
			return nil
		}
		out := make([]*paramSet, len(f.Sets))
		for i := range f.Sets {
			out[i] = &f.Sets[i]
		}
		return out
	}
	if s, ok := a.w.sums[fn]; ok {
		return s
	}
	fi := a.w.funcs[fn]
	if fi == nil || a.w.depth >= maxSummaryDepth {
		return nil
	}
	a.w.sums[fn] = nil // a recursive call adds nothing
	a.w.depth++
	defer func() { a.w.depth-- }()
	out := append([]*paramSet(nil), a.w.direct[fn]...)
	ast.Inspect(fi.decl.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		callee := keyexpr.Callee(a.pass.TypesInfo, call)
		if callee == nil || a.methodExpr(call) {
			return true
		}
		if callee = a.callTarget(callee); callee.Origin() == fn {
			return true
		}
		for _, ps := range a.summaryOf(callee) {
			s := a.instantiate(call, callee, ps, fi)
			if p := a.paramSetOf(s, fi); p != nil {
				p.pos = call.Pos()
				out = append(out, p)
			}
		}
		return true
	})
	a.w.sums[fn] = out
	return out
}

// wrapperCalls turns every call of a summarised function into key sets.
func (a *analysis_) wrapperCalls() {
	a.w.calling = true
	defer func() { a.w.calling = false }()
	a.inspector().Preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
		call := n.(*ast.CallExpr)
		if a.unread(call.Pos()) {
			return
		}
		callee := keyexpr.Callee(a.pass.TypesInfo, call)
		if callee == nil || callee.Pkg() == nil || sdk.IsSDKPath(callee.Pkg().Path()) || a.methodExpr(call) {
			return
		}
		callee = a.callTarget(callee)
		for _, ps := range a.summaryOf(callee) {
			a.add(a.instantiate(call, callee, ps, a.funcAt(call.Pos())))
		}
	})
}

// methodExpr reports a call of a method expression ((*Repo).put(r, ...)),
// whose arguments are shifted by the receiver: the substitution of
// parameters (keyexpr.Substitute) does not follow it, so it is skipped.
func (a *analysis_) methodExpr(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	s, ok := a.pass.TypesInfo.Selections[sel]
	return ok && s.Kind() == types.MethodExpr
}

// arg returns the expression call passes for parameter i (recvParam: the
// receiver), or nil.
func (a *analysis_) arg(call *ast.CallExpr, sig *types.Signature, i int) ast.Expr {
	args := call.Args
	var recv ast.Expr
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sig.Recv() != nil {
		if s, ok := a.pass.TypesInfo.Selections[sel]; ok {
			switch s.Kind() {
			case types.MethodVal:
				recv = sel.X
			case types.MethodExpr:
				// (*Repo).put(r, ctx, item): the receiver is the first
				// argument.
				if len(args) == 0 {
					return nil
				}
				recv, args = args[0], args[1:]
			}
		}
	}
	if i == recvParam {
		return recv
	}
	if i < 0 || i >= len(args) || (sig.Variadic() && i >= sig.Params().Len()-1) {
		return nil
	}
	return args[i]
}

// instantiate builds the key set a call of fn makes through the summarised
// set ps. caller, the function around the call (nil at package level),
// receives in the set's pkeys and pitems what still comes from its own
// parameters.
func (a *analysis_) instantiate(call *ast.CallExpr, fn *types.Func, ps *paramSet, caller *funcInfo) *KeySet {
	sig := fn.Type().(*types.Signature)
	local := fn.Pkg() == a.pass.Pkg
	s := &KeySet{Call: ps.Call + " via " + fn.Name(), base: ps.Call, Op: ps.Op, Table: ps.Table, TableExpr: ps.TableExpr, Index: ps.Index, Pos: call.Pos(), Remote: !local, Via: fn.Origin()}
	if local {
		s.tableObj, s.tablePattern = ps.tableObj, ps.tablePattern
	} else if len(ps.Indexes) > 0 {
		s.wrapperIndexes = map[string]*LearnedIndex{}
		for i := range ps.Indexes {
			s.wrapperIndexes[ps.Indexes[i].Index] = &ps.Indexes[i]
		}
	}
	// The table the wrapper's request names has no sort key, by what
	// its package's Key maps show: so has the call's (KeySet.HashOnly).
	if ix := a.learnedIndexes(s)[""]; ix != nil && ix.HashOnly && !ix.bad {
		s.learnedHashOnly = true
	}
	var callerSig *types.Signature
	if caller != nil {
		callerSig = caller.sig
	}
	ownParam := func(x ast.Expr) (paramRef, bool) {
		ref, ok := a.param(x)
		return ref, ok && caller != nil && ref.f == caller
	}
	// The sink, for keys whose value the call site builds; the call, for
	// those the wrapper builds.
	var toSink []Site
	if local && ps.pos.IsValid() {
		toSink = []Site{{Pos: ps.pos, Message: fmt.Sprintf("the key reaches %s in function %s", ps.Call, fn.Name())}}
	}
	toCall := []Site{{Pos: call.Pos(), End: call.End(), Message: fmt.Sprintf("called here: %s", shortCall(call))}}
	// A table the call names: the keys' roles are its schema's.
	named := false
	if ps.TableParam != keyexpr.NoParam {
		if x := a.arg(call, sig, ps.TableParam); x != nil {
			s.tableX = x
			s.TableExpr = types.ExprString(x)
			s.Table, named = a.tableName(x)
			s.tableObj, s.tablePattern = nil, ""
			if !named {
				s.tableObj = a.tableVar(x)
			}
			if !named && s.tableObj == nil {
				s.tablePattern = namePattern(a.ev.Eval(x))
			}
		}
	}
	for _, pk := range ps.Keys {
		attr, role, index := pk.Attr, pk.Role, pk.Index
		if named && pk.AttrParam == keyexpr.NoParam {
			var ok bool
			if role, index, ok = a.res.Schema.Lookup(s.Table, attr); !ok {
				continue
			}
			if ps.Index != "" {
				index = ps.Index
			}
		}
		if pk.AttrParam != keyexpr.NoParam {
			x := a.arg(call, sig, pk.AttrParam)
			if x == nil {
				continue
			}
			name, ok := a.str(x)
			if !ok {
				if ref, ok := ownParam(x); ok && ref.i >= 0 {
					np := pk
					np.AttrParam = ref.i
					np.expr = nil
					if pk.Method == "" {
						a.ev.InParams(callerSig, func() { np.Value = a.ev.Substitute(call, sig, pk.Value, local) })
					}
					s.pkeys = append(s.pkeys, &np)
				}
				continue
			}
			attr = name
			if pk.Positional {
				role, index = pk.Role, pk.Index
			} else if role, index, ok = a.res.Schema.Lookup(s.Table, attr); !ok {
				continue
			}
			if ps.Index != "" {
				index = ps.Index
			}
		}
		k := &Key{Attr: attr, Role: role, Index: index, Numeric: pk.Numeric, Cond: pk.Cond, Field: pk.field}
		if !local {
			k.Field = a.fieldOf(pk.Field)
		}
		switch {
		case pk.Method != "":
			x := a.arg(call, sig, pk.MethodParam)
			if x == nil {
				continue
			}
			if ref, ok := ownParam(x); ok && ref.i >= 0 && abstract(a.pass.TypesInfo.TypeOf(x)) {
				np := pk
				np.Attr, np.AttrParam, np.Role, np.Index, np.MethodParam, np.expr = attr, keyexpr.NoParam, role, index, ref.i, nil
				s.pkeys = append(s.pkeys, &np)
				continue
			}
			expr, t, ok := a.methodValue(x, pk.Method)
			if !ok {
				continue
			}
			k.Expr, k.Value = expr, t
			if expr != x {
				k.Related = toCall
			} else {
				k.Related = toSink
			}
		case !pk.Value.HasParam():
			// Built in the wrapper from no parameter: judged there. In
			// this package the findings merge with the wrapper's own; a
			// wrapper of another package is only context here.
			k.Value, k.Related = pk.Value, toCall
			if !local {
				k.Value = innerParts(k.Value)
			}
			if local && pk.expr != nil && !pk.context {
				k.Expr = pk.expr
			} else {
				k.Expr, k.Context = call, true
			}
		default:
			if x := passThrough(call, sig, pk.Value, a); x != nil {
				k.Value = a.ev.Substitute(call, sig, pk.Value, local)
				k.Wrapped = a.onlyFills(call, sig, a.keepConstParams(call, sig, pk.Value), local)
				k.Expr, k.Related = x, toSink
				if local && pk.expr != nil {
					k.Origin = pk.expr.Pos()
				}
				break // its parameters are read from Expr, as any key's
			}
			// The wrapper builds the key around its parameters: a constant
			// argument is one value of the parameter (demo data, a fixed
			// id), not a constant in the key's design.
			vt := a.keepConstParams(call, sig, pk.Value)
			if !local {
				vt = innerParts(vt)
			}
			k.Value = a.ev.Substitute(call, sig, vt, local)
			k.Wrapped = a.onlyFills(call, sig, vt, local)
			if !local {
				k.WrapperForm = pk.Value
			}
			var tp keyexpr.Template
			a.ev.InParams(callerSig, func() { tp = a.ev.Substitute(call, sig, vt, local) })
			k.Related = toCall
			if local && pk.expr != nil {
				k.Expr = pk.expr
			} else {
				// Reported at the first argument the key is built from.
				k.Expr = call
				if i, ok := firstParamIndex(call, sig, pk.Value, a); ok {
					k.Expr = a.arg(call, sig, i)
					k.reshape = func(arg keyexpr.Template) keyexpr.Template {
						return a.ev.SubstituteArg(call, sig, vt, local, i, arg)
					}
				}
			}
			if tp.HasParam() && caller != nil {
				np := pk
				np.Attr, np.AttrParam, np.Role, np.Index, np.Value, np.expr = attr, keyexpr.NoParam, role, index, tp, k.Expr
				s.pkeys = append(s.pkeys, &np)
				k.summarised = true
			}
		}
		if k.Expr == nil {
			continue
		}
		s.Keys = append(s.Keys, k)
	}
	// The keys the wrapper adds itself are part of every item it writes,
	// and say with the item's own attributes which table it fits.
	var wrapperAttrs []string
	for _, k := range s.Keys {
		wrapperAttrs = append(wrapperAttrs, k.Attr)
	}
	for _, it := range ps.Items {
		x := a.arg(call, sig, it.Param)
		if x != nil && !it.Map && it.Method == "" {
			// A struct handed to a wrapper that marshals it is an item
			// type, as one marshalled here is.
			a.itemType(a.pass.TypesInfo.TypeOf(x))
		}
		var es []entry
		switch {
		case x == nil && it.Elem:
			// put(ctx, a, b) or put(ctx, xs...) of put(ctx
			// context.Context, items ...Order).
			xs, one := a.variadicArgs(call, sig, it.Param)
			if xs != nil {
				es = a.elemEntries(xs, call.Pos(), it, caller)
			}
			for _, el := range one {
				es = append(es, a.itemEntries(el, call.Pos(), it)...)
			}
		case x == nil:
			continue
		case it.Elem:
			es = a.elemEntries(x, call.Pos(), it, caller)
		case it.Method != "":
			es = a.methodItem(x, it)
		case it.Map:
			es = a.mapEntries(x, 0)
		default:
			es = overridden(a.structEntries(x, call.Pos(), it.Style), it.Overrides)
		}
		a.fitTable(s, es, wrapperAttrs...)
		for _, e := range es {
			if e.pitem != nil || e.pkey != nil {
				if caller != nil {
					if e.pitem != nil {
						s.pitems = append(s.pitems, e.pitem)
					} else {
						s.pkeys = append(s.pkeys, e.pkey)
					}
				}
				continue
			}
			s.Keys = append(s.Keys, a.keysOf(s, e, "")...)
		}
		for _, k := range s.Keys {
			if k.Related == nil {
				k.Related = toSink
			}
		}
	}
	return s
}

// overridden drops from es, the entries of the item a call hands to a
// function, the attributes the function stores itself before it
// marshals the item (paramItem.Overrides): its keys carry them. An item
// the caller was given in turn keeps them overridden at its own callers.
func overridden(es []entry, attrs []string) []entry {
	if len(attrs) == 0 {
		return es
	}
	out := es[:0:0]
	for _, e := range es {
		switch {
		case e.pitem != nil && !e.pitem.Elem && e.pitem.Method == "":
			it := *e.pitem
			it.Overrides = slices.Compact(slices.Sorted(slices.Values(append(slices.Clone(it.Overrides), attrs...))))
			e.pitem = &it
		case e.pitem == nil && e.pkey == nil && slices.Contains(attrs, e.attr):
			continue
		}
		out = append(out, e)
	}
	return out
}

// ReshapeFact marks an exported function that only regroups or converts
// the elements of its parameter Param (see reshapes), so that a wrapper of
// another package calling it is still followed.
type ReshapeFact struct{ Param int }

func (*ReshapeFact) AFact() {}

func (f *ReshapeFact) String() string { return fmt.Sprintf("reshapes <param%d>", f.Param) }

// exportReshapes exports a ReshapeFact for each exported function of the
// package that reshapes its argument (generic ones need none: their
// signature says it).
func (a *analysis_) exportReshapes() {
	for _, fi := range a.w.spans {
		if !fi.fn.Exported() || fi.sig.Recv() != nil || fi.sig.TypeParams().Len() > 0 {
			continue
		}
		if p := a.reshapeParam(fi.fn); p >= 0 {
			a.pass.ExportObjectFact(fi.fn, &ReshapeFact{Param: p})
		}
	}
}

// variadicArgs returns what a call passes for the variadic parameter i:
// the slice of put(ctx, xs...), or the arguments one by one.
func (a *analysis_) variadicArgs(call *ast.CallExpr, sig *types.Signature, i int) (ast.Expr, []ast.Expr) {
	if !sig.Variadic() || i != sig.Params().Len()-1 || a.methodExpr(call) || i > len(call.Args) {
		return nil, nil
	}
	if call.Ellipsis.IsValid() {
		if i == len(call.Args)-1 {
			return call.Args[i], nil
		}
		return nil, nil
	}
	return nil, call.Args[i:]
}

// itemEntries lists the entries of one element a call hands to a wrapper
// that marshals each element.
func (a *analysis_) itemEntries(el ast.Expr, use token.Pos, it paramItem) []entry {
	if it.Map {
		return a.mapEntries(el, 0)
	}
	return a.structEntries(el, use, it.Style)
}

// elemEntries lists the keys of the items in x, a slice a call hands to a
// function that marshals each of its elements: a literal, a variable
// appended to (in a loop or not), or, when x holds the elements of the
// caller's own parameter, that parameter's elements (for the caller's
// summary).
func (a *analysis_) elemEntries(x ast.Expr, use token.Pos, it paramItem, caller *funcInfo) []entry {
	if ref, ok := a.collParam(x, 0); ok {
		if caller == nil || ref.f != caller {
			return nil
		}
		return []entry{{pitem: &paramItem{Param: ref.i, Map: it.Map, Style: it.Style, Elem: true}}}
	}
	t := a.pass.TypesInfo.TypeOf(x)
	if t == nil {
		return nil
	}
	switch t.Underlying().(type) {
	case *types.Slice, *types.Array:
	default:
		return nil // one item, not a slice of them: the wrapper gets no elements
	}
	var out []entry
	for _, el := range a.ev.Elements(x) {
		out = append(out, a.itemEntries(el, use, it)...)
	}
	return out
}

// innerParts returns t, a wrapper of another package's key, with the holes
// no parameter gives marked Inner (see keyexpr.Hole.Inner).
func innerParts(t keyexpr.Template) keyexpr.Template {
	out := keyexpr.Template{Parts: make([]keyexpr.Part, len(t.Parts))}
	for i, p := range t.Parts {
		if h := p.Hole; h != nil && h.Param == keyexpr.NoParam && len(h.ParamPath) == 0 && !h.Inner {
			c := *h
			c.Inner = true
			p.Hole = &c
		}
		out.Parts[i] = p
	}
	return out
}

// keepConstParams returns t with the parameter holes whose argument is a
// constant left as they are in the wrapper (no longer parameters). A local
// variable that only ever holds one literal (userID := "user-123", a stub
// until sign-in exists) is such an argument too.
func (a *analysis_) keepConstParams(call *ast.CallExpr, sig *types.Signature, t keyexpr.Template) keyexpr.Template {
	out := keyexpr.Template{Parts: make([]keyexpr.Part, len(t.Parts))}
	for i, p := range t.Parts {
		if p.Hole != nil && p.Hole.Param != keyexpr.NoParam {
			if x := a.arg(call, sig, p.Hole.Param); x != nil {
				if tv, ok := a.pass.TypesInfo.Types[x]; ok && tv.Value != nil || a.constLocal(x) {
					h := *p.Hole
					h.Param = keyexpr.NoParam
					h.ExprPos, h.ExprEnd, h.CallPos, h.CallEnd, h.VerbPos, h.VerbEnd = 0, 0, 0, 0, 0, 0
					p.Hole = &h
				}
			}
		}
		out.Parts[i] = p
	}
	return out
}

// onlyFills reports that call's arguments only fill the parameter holes
// of t, a wrapper's key (constant arguments already kept as holes, see
// keepConstParams): each is one value of the kind the wrapper's hole
// holds, or text where it holds text (a string, an enum), adding no
// literal text and no format the wrapper does not see (Key.Wrapped).
func (a *analysis_) onlyFills(call *ast.CallExpr, sig *types.Signature, t keyexpr.Template, local bool) bool {
	for _, p := range t.Parts {
		if p.Hole == nil || p.Hole.Param == keyexpr.NoParam {
			continue
		}
		arg := a.ev.Substitute(call, sig, keyexpr.Template{Parts: []keyexpr.Part{p}}, local)
		if len(arg.Parts) != 1 || arg.Parts[0].Hole == nil {
			return false
		}
		if h := arg.Parts[0].Hole; h.Kind != p.Hole.Kind && (!textual(h.Kind) || !textual(p.Hole.Kind)) {
			return false
		}
	}
	return true
}

// textual kinds hold text as the code has it, with no format of their own.
func textual(k keyexpr.Kind) bool {
	return k == keyexpr.String || k == keyexpr.Enum || k == keyexpr.Opaque
}

// constLocal reports a local variable of the function around x whose
// value is one literal.
func (a *analysis_) constLocal(x ast.Expr) bool {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := a.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Parent() == nil || v.Parent() == a.pass.Pkg.Scope() || v.IsField() {
		return false
	}
	return a.ev.Eval(x).IsConst()
}

// passThrough returns the argument a template stands for when it is one
// parameter, whole: the call site builds the key.
func passThrough(call *ast.CallExpr, sig *types.Signature, t keyexpr.Template, a *analysis_) ast.Expr {
	if len(t.Parts) != 1 || t.Parts[0].Hole == nil || t.Parts[0].Hole.Param == keyexpr.NoParam {
		return nil
	}
	h := t.Parts[0].Hole
	if h.Kind != keyexpr.String && h.Kind != keyexpr.Opaque {
		return nil // formatted by the wrapper (strconv.Itoa(n)): built there
	}
	return a.arg(call, sig, h.Param)
}

// firstParamIndex is the first parameter of t with an argument at call:
// where a key built by a wrapper of another package is reported.
func firstParamIndex(call *ast.CallExpr, sig *types.Signature, t keyexpr.Template, a *analysis_) (int, bool) {
	for _, h := range t.Holes() {
		if h.Param != keyexpr.NoParam && a.arg(call, sig, h.Param) != nil {
			return h.Param, true
		}
		// A field of a struct parameter: reported at the struct the call
		// passes, not at the call, where the wrapper's own keys sit.
		if len(h.ParamPath) > 0 && a.arg(call, sig, h.PathParam) != nil {
			return h.PathParam, true
		}
	}
	return 0, false
}

// method returns the concrete method name of x's type, or nil.
func (a *analysis_) concreteMethod(x ast.Expr, name string) *types.Func {
	t := a.pass.TypesInfo.TypeOf(x)
	if t == nil || abstract(t) {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, a.pass.Pkg, name)
	fn, _ := obj.(*types.Func)
	if fn == nil || abstract(fn.Type().(*types.Signature).Recv().Type()) {
		return nil
	}
	return fn.Origin()
}

// methodValue is the value of x.name() for x of a concrete type: the
// template of the method (its receiver's fields as holes), reported at its
// return statement when it is of this package, else at x.
func (a *analysis_) methodValue(x ast.Expr, name string) (ast.Expr, keyexpr.Template, bool) {
	fn := a.concreteMethod(x, name)
	if fn == nil {
		return nil, keyexpr.Template{}, false
	}
	if fn.Pkg() == a.pass.Pkg {
		ret := a.returnedExpr(fn)
		if ret == nil {
			return nil, keyexpr.Template{}, false
		}
		t, ok := a.ev.Summarize(fn)
		if !ok {
			// Summaries are of string results; guregu's Keyed methods
			// return interface{}, and are read as the key methods pass
			// reads them (keymethods.go): the returned expression, the
			// receiver's fields as holes.
			res := fn.Type().(*types.Signature).Results()
			if res.Len() != 1 || !isEmptyInterface(res.At(0).Type()) {
				return nil, keyexpr.Template{}, false
			}
			t = a.ev.Eval(ret)
		}
		return ret, t, true
	}
	t, ok := a.importedHelper(fn)
	return x, t, ok
}

// methodItem lists the keys of the item x.Method() returns for x of a
// concrete type whose method is of this package.
func (a *analysis_) methodItem(x ast.Expr, it paramItem) []entry {
	fn := a.concreteMethod(x, it.Method)
	if fn == nil || fn.Pkg() != a.pass.Pkg {
		return nil
	}
	ret := a.returnedExpr(fn)
	if ret == nil {
		return nil
	}
	if it.Map {
		return a.mapEntries(ret, 1)
	}
	return a.structEntries(ret, ret.End(), it.Style)
}

// returnedExpr is the first result of the only return statement of a
// function of this package, or nil. Function literals inside it are not
// looked into: their returns are theirs.
func (a *analysis_) returnedExpr(fn *types.Func) ast.Expr { return a.returnedExprAt(fn, 0) }

// successResults is the first result of each return statement of a
// method of this package that can succeed, in source order, at most
// maxVariants: a key method may hand out other keys in some states
// (`if o.Open { return Keys{…GSI1PK…}, nil }; return Keys{…}, nil`), and
// each return is an alternative. With an error result, a return whose
// error is anything but nil (`return Keys{}, err`) is a failure path, and
// so is a nil first result. Nil when a return is bare or unreadable, or
// when more than maxVariants returns succeed.
func (a *analysis_) successResults(fn *types.Func) []ast.Expr {
	if fn.Pkg() != a.pass.Pkg {
		return nil
	}
	fd := a.ev.Decl(fn.Origin())
	if fd == nil || fd.Body == nil {
		return nil
	}
	res := fn.Type().(*types.Signature).Results()
	withErr := res.Len() == 2 && types.Identical(res.At(1).Type(), types.Universe.Lookup("error").Type())
	if res.Len() == 2 && !withErr {
		return nil
	}
	var out []ast.Expr
	bad := false
	ast.Inspect(fd.Body, func(node ast.Node) bool {
		switch node := node.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			switch {
			case len(node.Results) != res.Len():
				bad = true // a bare return or a call's results: unreadable
			case withErr && !isNil(node.Results[1]), isNil(node.Results[0]):
				// a failure path
			default:
				out = append(out, node.Results[0])
			}
		}
		return !bad
	})
	if bad || len(out) > maxVariants {
		return nil
	}
	return out
}

func isNil(x ast.Expr) bool {
	id, ok := ast.Unparen(x).(*ast.Ident)
	return ok && id.Name == "nil"
}

// shortCall renders a call for related information.
func shortCall(call *ast.CallExpr) string {
	s := types.ExprString(call)
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 60 {
		s = s[:57] + "..."
	}
	return s
}

// exportSinks exports the summaries of the package's exported functions
// and of the exported methods of its exported types.
func (a *analysis_) exportSinks() {
	for _, fi := range a.w.spans {
		// Exported methods of unexported types too: other packages call
		// them through an interface (see callTarget) or an exported type
		// that embeds theirs.
		if !fi.fn.Exported() {
			continue
		}
		sums := a.summaryOf(fi.fn)
		if len(sums) == 0 {
			continue
		}
		f := &SinkFact{}
		w := Wrapper{Func: fi.fn}
		for _, ps := range sums {
			c := *ps
			c.Keys = make([]paramKey, len(ps.Keys))
			for i, k := range ps.Keys {
				// A key the caller names, or takes from a method of its
				// own value, is built at the call, not here.
				if k.expr != nil && k.Attr != "" && k.AttrParam == keyexpr.NoParam && k.Method == "" && !k.context && k.Value.HasParam() {
					w.Keys = append(w.Keys, WrapperKey{Attr: k.Attr, Role: k.Role, Index: k.Index, Pos: k.expr.Pos()})
				}
				k.Value = k.Value.Strip()
				k.expr = nil
				c.Keys[i] = k
			}
			c.pos = token.NoPos
			f.Sets = append(f.Sets, c)
		}
		a.pass.ExportObjectFact(fi.fn, f)
		if len(w.Keys) > 0 {
			a.res.Wrappers = append(a.res.Wrappers, w)
		}
	}
}

// paramAttrEntry reads a map entry whose attribute name is a parameter of
// the function around it: getByKey(ctx, "PK", pk) names it at the call.
func (a *analysis_) paramAttrEntry(k, v ast.Expr) (entry, bool) {
	ref, ok := a.param(k)
	if !ok || ref.i < 0 || !isStringType(a.pass.TypesInfo.TypeOf(k)) {
		return entry{}, false
	}
	val, num, ok := a.attributeValue(v, 0)
	if !ok {
		return entry{}, false
	}
	pk := &paramKey{AttrParam: ref.i, MethodParam: keyexpr.NoParam, Numeric: num, expr: val}
	if r, m, ok := a.paramMethod(val); ok && r.f == ref.f {
		pk.Method, pk.MethodParam = m, r.i
	} else {
		pk.Value = a.ev.EvalParams(ref.f.sig, val)
	}
	return entry{value: val, pkey: pk}, true
}

func isStringType(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}
