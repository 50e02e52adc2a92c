package keyexpr

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/srctext"
)

// maxDepth bounds how deep the evaluator follows variables and helpers, so a
// pathological or cyclic definition costs little and never overflows.
const maxDepth = 24

// HelperFunc returns the template of a key-building helper (a function or
// method returning a string built from its parameters), or false.
type HelperFunc func(fn *types.Func) (Template, bool)

// Evaluator turns Go expressions of one package into templates.
type Evaluator struct {
	fset  *token.FileSet
	info  *types.Info
	pkg   *types.Package
	files []*ast.File
	// fileSet is the set of files' token.Files (see inFiles).
	fileSet map[*token.File]bool
	spans   []funcSpan
	fnIdx   map[ast.Node]*funcIndex
	// guards caches the guards of string parameters (guards.go).
	guards map[*types.Var][]guard
	pkgIdx *funcIndex
	// derefs is 1 when the package writes through a *string (*p = x),
	// -1 when it does not, 0 before it is looked for (see fnIndex).
	derefs int
	helper HelperFunc

	// params maps the parameters of the helper being summarised to their
	// index; nil outside helper summaries.
	params map[*types.Var]int
	active map[types.Object]bool
	depth  int

	// Source, when set, says whether an expression reads untrusted input
	// and describes it; typedHole records the answer in Hole.Taint.
	Source func(x ast.Expr) (string, bool)

	// Catalogue, when set, is asked about the entries of package-level
	// variables of other packages (keys.Orders.PK, keys.Orders.ByStatus,
	// keys.Prefixes[keys.Order]): their facts, as helper is about
	// functions. See Catalogues.
	Catalogue func(v *types.Var, entry string) (Template, bool)

	// ImportedSetter, when set, is asked about methods of other packages
	// that may set fields of their receiver (their facts; see SetterOf).
	ImportedSetter func(fn *types.Func) (*Setter, bool)
	// recvSummary caches summarizeRecv.
	recvSummary map[*types.Func]*summaryEntry
	// Minter, when set, reports a function of the module that mints an id
	// on every successful call (a domain package's NewOrgID wrapping a
	// uuid library): a call of it is a new id, whatever its body shows.
	Minter func(fn *types.Func) bool
	// EnumValues, when set, gives the number of distinct values the
	// package declaring a named type spells for it, its constants and the
	// values it lists (var Cohorts = []Cohort{"0-300", …}), or 0 when it
	// spells no more than its constants: see countConsts.
	EnumValues func(tn *types.TypeName) int
	// enumCounts caches EnumCount once EnumValues is set.
	enumCounts map[*types.TypeName]int
	// foreignStores are the variables of other packages the package
	// assigns or takes the address of (see storesVar), found once.
	foreignStores map[*types.Var]bool
	// setters caches SetterOf for this package's methods (nil: no setter).
	setters map[*types.Func]*Setter

	// decls maps package-level functions to their declarations, for
	// summarising helpers of this package on demand.
	decls   map[*types.Func]*ast.FuncDecl
	summary map[*types.Func]*summaryEntry
	// litSummary caches the summaries of function literals, per call
	// (funcValueCall); captures are the literals being summarised for a
	// call, innermost last, whose captured variables are read there
	// (readAt).
	litSummary map[litCall]*summaryEntry
	// factories are the builders factory calls make (factoryLit).
	factories map[*ast.CallExpr]factorySummary
	captures  []litCall

	// forks is set while Alternatives runs (flow.go).
	forks *forks

	// selfAt maps a variable, or a field of one, to the write whose
	// right-hand side is being evaluated, so that a read of the same
	// place there sees the writes before it (selfwrite.go); selfFork is
	// that write while resolveVar picks among them.
	selfAt   map[forkKey]token.Pos
	selfFork token.Pos

	// unixFields classifies the integer fields of this package's structs
	// by their stores, built on first use (unixfields.go).
	unixFields map[*types.Var]*unixFieldInfo
	// unixParams classifies the parameters of this package's unexported
	// functions by their calls, built per function on first use
	// (unixparams.go).
	unixParams map[*types.Func][]string
	// constParams counts, for each parameter of this package's unexported
	// functions that are only ever called, the distinct constants its
	// calls pass (0 when a call passes anything else); built on demand.
	constParams map[*types.Func][]int
	// funcCalls indexes the uses and calls of the package's functions,
	// for unixParams and constParams.
	funcCalls map[*types.Func]*funcCalls
	// fieldStores records what the package stores in the unexported
	// fields of its struct types, built on first use (fieldconsts.go).
	fieldStores map[*types.Var][]ast.Expr
}

type summaryEntry struct {
	t  Template
	ok bool
	// merged marks the one template of several returns (see
	// summarizeReturns): a call that picks one of them says more.
	merged bool
}

// New returns an evaluator for a type-checked package. helper may be nil; it
// is asked about functions of other packages (their facts).
func New(fset *token.FileSet, info *types.Info, pkg *types.Package, files []*ast.File, helper HelperFunc) *Evaluator {
	e := &Evaluator{
		fset: fset, info: info, pkg: pkg, files: files, helper: helper,
		fnIdx:   map[ast.Node]*funcIndex{},
		active:  map[types.Object]bool{},
		selfAt:  map[forkKey]token.Pos{},
		decls:   map[*types.Func]*ast.FuncDecl{},
		summary: map[*types.Func]*summaryEntry{},
	}
	e.spans = collectFuncs(files)
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := info.Defs[fd.Name].(*types.Func); ok {
					e.decls[fn] = fd
				}
			}
		}
	}
	return e
}

// Info returns the type information the evaluator uses.
func (e *Evaluator) Info() *types.Info { return e.info }

// Text returns the source text of n, for messages.
func (e *Evaluator) Text(n ast.Node) string {
	return srctext.Expr(e.fset, n.(ast.Expr))
}

// Eval returns the template of a string-valued expression.
func (e *Evaluator) Eval(x ast.Expr) Template {
	if e.depth > maxDepth {
		return Of(e.typedHole(x, true))
	}
	e.depth++
	defer func() { e.depth-- }()
	return e.eval(x)
}

func (e *Evaluator) eval(x ast.Expr) Template {
	x = ast.Unparen(x)
	if tv, ok := e.info.Types[x]; ok && tv.Value != nil {
		return e.constTemplate(x, tv.Value)
	}
	switch x := x.(type) {
	case *ast.Ident:
		return e.ident(x)
	case *ast.BinaryExpr:
		return e.binary(x)
	case *ast.CallExpr:
		return e.call(x)
	case *ast.SelectorExpr:
		return e.selector(x)
	case *ast.SliceExpr:
		if h, ok := e.timeSlice(x); ok {
			return Of(h)
		}
	case *ast.IndexExpr:
		if h, ok := e.timeSplit(x); ok {
			return Of(h)
		}
		if t, ok := e.mapEntry(x); ok {
			return t
		}
		if t, ok := e.catalogueEntry(x); ok {
			return t
		}
		if h, ok := e.tableInt(x); ok {
			return Of(h)
		}
		return Of(e.lookupHole(x))
	case *ast.TypeAssertExpr:
		return Of(e.lookupHole(x))
	case *ast.UnaryExpr:
		// &s of a string: as for aws.String(s), a pointer's template is
		// what it points to (an optional key in a *string field). The
		// write index counts such an address as an escape unless it is
		// only parked in a field or a pointer variable, so a string that
		// may be written through it stays unknown.
		if x.Op == token.AND {
			if t := e.info.TypeOf(x.X); t != nil && isString(t) {
				return e.Eval(x.X)
			}
		}
	case *ast.StarExpr:
		// *aws.String(x) and similar pointer round-trips.
		if call, ok := ast.Unparen(x.X).(*ast.CallExpr); ok && e.IsPointerWrapper(call) {
			return e.Eval(call.Args[0])
		}
		// *id of a helper's pointer parameter: as for aws.String(x), a
		// pointer's template is what it points to, so the caller's
		// argument (aws.Uint64(n), or a variable holding one) fills it.
		if id, ok := ast.Unparen(x.X).(*ast.Ident); ok {
			if v, ok := e.info.Uses[id].(*types.Var); ok && e.params != nil {
				if _, param := e.params[v]; param {
					if t := e.ident(id); len(t.Parts) == 1 && t.Parts[0].Hole != nil && t.Parts[0].Hole.Param != NoParam {
						h := *t.Parts[0].Hole
						h.Text, h.ExprPos, h.ExprEnd = srctext.Expr(e.fset, x), x.Pos(), x.End()
						return Of(&h)
					}
				}
			}
		}
	}
	return Of(e.typedHole(x, true))
}

// lookupHole is the opaque hole of a map lookup (m[k], m[k].(T)) the
// evaluator could not resolve to a literal entry, marked Lookup when the
// map carries data (lookupOfData).
func (e *Evaluator) lookupHole(x ast.Expr) *Hole {
	h := e.typedHole(x, true)
	h.Lookup = h.Kind == Opaque && e.lookupOfData(x)
	return h
}

// lookupOfData reports whether x, m[k] or m[k].(T), reads a map reached
// from a parameter of the enclosing function through fields, lookups,
// assertions and local variables defined once from them. A map of the
// package, of a receiver (r.names[kind]) or built by the function itself
// may be a table of constants, so it is not.
func (e *Evaluator) lookupOfData(x ast.Expr) bool {
	x = ast.Unparen(x)
	if ta, ok := x.(*ast.TypeAssertExpr); ok {
		x = ast.Unparen(ta.X)
	}
	ix, ok := x.(*ast.IndexExpr)
	if !ok {
		return false
	}
	t := e.info.TypeOf(ix.X)
	if t == nil {
		return false
	}
	if _, ok := t.Underlying().(*types.Map); !ok {
		return false
	}
	return e.fromParam(ix.X, 0)
}

// fromParam reports whether x is a parameter of its function, or is
// reached from one (see lookupOfData). depth bounds the walk.
func (e *Evaluator) fromParam(x ast.Expr, depth int) bool {
	if depth > maxDepth {
		return false
	}
	switch x := ast.Unparen(x).(type) {
	case *ast.SelectorExpr:
		return e.fromParam(x.X, depth+1)
	case *ast.IndexExpr:
		return e.fromParam(x.X, depth+1)
	case *ast.TypeAssertExpr:
		return e.fromParam(x.X, depth+1)
	case *ast.StarExpr:
		return e.fromParam(x.X, depth+1)
	case *ast.Ident:
		v := e.localVar(x)
		if v == nil {
			return false
		}
		if e.isParam(v) {
			return true
		}
		vi := e.varInfo(v)
		if vi == nil || vi.other() || vi.addrTaken || len(vi.indexes) > 0 || len(vi.defs) != 1 || vi.defs[0].rhs == nil || vi.defs[0].tuple > 0 {
			return false
		}
		return e.fromParam(vi.defs[0].rhs, depth+1)
	}
	return false
}

// isParam reports whether v is declared in the parameter list of a
// function (not its receiver: a receiver's maps are often tables).
func (e *Evaluator) isParam(v *types.Var) bool {
	ft, _, _ := e.innerFunc(v.Pos())
	return ft != nil && within(ft.Params, v.Pos())
}

// constTemplate renders a constant as the text it contributes to a key.
func (e *Evaluator) constTemplate(x ast.Expr, v constant.Value) Template {
	switch v.Kind() {
	case constant.String:
		s := constant.StringVal(v)
		pos, end := litRange(x, s)
		return e.ownedBy(x, Lit(s, pos, end))
	case constant.Int, constant.Float, constant.Bool:
		return e.ownedBy(x, Lit(v.ExactString(), token.NoPos, token.NoPos))
	}
	return Of(e.typedHole(x, true))
}

// ownedBy marks t, the value of the constant expression x, as another
// package's text when x names a constant of another package
// (keys.UserPrefix, keys.UserPrefix + "ADMIN").
func (e *Evaluator) ownedBy(x ast.Expr, t Template) Template {
	found := false
	ast.Inspect(x, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if c, ok := e.info.Uses[id].(*types.Const); ok && c.Pkg() != nil && c.Pkg() != e.pkg {
				found = true
			}
		}
		return !found
	})
	if found {
		return foreign(t)
	}
	return t
}

// litRange maps a string literal's text onto its source range, when every
// byte of the text stands as itself in the source (no escapes).
func litRange(x ast.Expr, s string) (token.Pos, token.Pos) {
	lit, ok := ast.Unparen(x).(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING || len(lit.Value) != len(s)+2 {
		return token.NoPos, token.NoPos
	}
	if strings.ContainsAny(lit.Value[1:len(lit.Value)-1], "\\\r") {
		return token.NoPos, token.NoPos
	}
	return lit.Pos() + 1, lit.Pos() + 1 + token.Pos(len(s))
}

// offsetShard reports a write shard moved by a constant (rand.Intn(n) + 1,
// k%n - 1): still one of n shard values, a hole of the whole expression.
func (e *Evaluator) offsetShard(x *ast.BinaryExpr) (*Hole, bool) {
	if x.Op != token.ADD && x.Op != token.SUB || !isInteger(e.info.TypeOf(x)) {
		return nil, false
	}
	side := x.X
	if _, ok := e.intArg(x.X); ok {
		side = x.Y
	} else if _, ok := e.intArg(x.Y); !ok {
		return nil, false
	}
	t := e.Eval(side)
	if len(t.Parts) != 1 || t.Parts[0].Hole == nil || !t.Parts[0].Hole.Shard {
		return nil, false
	}
	h := e.typedHole(x, false)
	h.Shard, h.Values = true, t.Parts[0].Hole.Values
	return h, true
}

func (e *Evaluator) binary(x *ast.BinaryExpr) Template {
	t := e.info.TypeOf(x)
	if x.Op == token.ADD && isString(t) {
		return e.concatChain(x)
	}
	if x.Op == token.REM && isInteger(t) {
		// k % n with a constant n: a write-shard suffix with n values.
		h := e.typedHole(x, false)
		h.Shard = true
		if tv, ok := e.info.Types[x.Y]; ok && tv.Value != nil {
			if n, ok := constant.Int64Val(constant.ToInt(tv.Value)); ok && n > 0 && n < 1<<20 {
				h.Values = int(n)
			}
		}
		return Of(h)
	}
	if h, ok := e.offsetShard(x); ok {
		return Of(h)
	}
	if h, ok := e.scaledUnix(x); ok {
		return Of(h)
	}
	if h, ok := e.unixBucket(x); ok {
		return Of(h)
	}
	if h, ok := e.reversedUnix(x); ok {
		return Of(h)
	}
	if h, ok := e.offsetUnix(x); ok {
		return Of(h)
	}
	return Of(e.typedHole(x, false))
}

// concatChain evaluates a chain of string +, a + b + c, which parses as
// (a + b) + c: its operands are read left to right at the chain's own
// depth, not one level deeper each. Read as nested expressions, a chain of
// more than maxDepth operands would lose its first ones, where a key's
// prefix and its first joint are, to one opaque hole; read flat, only the
// template's size budget cuts it, at its end, and the parts before the cut
// are kept. A constant sub-chain ("A" + "B") is one operand.
func (e *Evaluator) concatChain(x *ast.BinaryExpr) Template {
	var ops []ast.Expr
	var cur ast.Expr = x
	for {
		b, ok := ast.Unparen(cur).(*ast.BinaryExpr)
		if !ok || b.Op != token.ADD || !isString(e.info.TypeOf(b)) {
			break
		}
		if tv, ok := e.info.Types[b]; ok && tv.Value != nil {
			break
		}
		ops = append(ops, b.Y)
		cur = b.X
	}
	ops = append(ops, cur)
	var out Template
	for i := len(ops) - 1; i >= 0 && !out.truncated(); i-- {
		out.add(e.Eval(ops[i]))
	}
	return out
}

// unixUntil2200 is the Unix time, in seconds, of 2200-01-01T00:00:00Z: the
// horizon within which a reversed time must keep its width.
const unixUntil2200 = 7258118400

// reversedUnix evaluates C - t for a Unix time t and a constant C large
// enough that the difference keeps C's number of digits until 2200
// (9999999999999 - t.UnixMilli(), math.MaxInt64 - t.UnixNano()): a
// reversed time, newest first, as fixed in width as the time itself.
func (e *Evaluator) reversedUnix(x *ast.BinaryExpr) (*Hole, bool) {
	if x.Op != token.SUB || !isInteger(e.info.TypeOf(x)) {
		return nil, false
	}
	tv, ok := e.info.Types[x.X]
	if !ok || tv.Value == nil {
		return nil, false
	}
	c, ok := constant.Int64Val(constant.ToInt(tv.Value))
	if !ok || c <= 0 {
		return nil, false
	}
	h, exp, ok := e.unixHole(x.Y)
	if !ok {
		return nil, false
	}
	horizon := int64(unixUntil2200)
	for range exp {
		horizon *= 10
	}
	low := int64(1) // the smallest number with c's digits
	for n := c; n >= 10; n /= 10 {
		low *= 10
	}
	if c-horizon < low {
		return nil, false // the difference loses a digit (or its sign) before then
	}
	h.Text = srctext.Expr(e.fset, x)
	h.ExprPos, h.ExprEnd = x.Pos(), x.End()
	return &h, true
}

// offsetUnix evaluates t + k for a Unix time t and a small non-negative k
// (ids handed out as base + uint64(i) from one base := t.UnixNano()): the
// sum keeps the time's number of digits until 2200 when k is below the
// headroom the unit leaves under the next power of ten then — a constant
// that fits, or, for milliseconds and finer (a headroom of 2.7e12 or more),
// the index of a range over a slice, array or string, which no slice in
// memory can make that large. In seconds the headroom (2.7e9) is within
// reach of a slice's length, so an index there stays a plain number.
func (e *Evaluator) offsetUnix(x *ast.BinaryExpr) (*Hole, bool) {
	if x.Op != token.ADD || !wideInt(e.info.TypeOf(x)) {
		return nil, false
	}
	for _, pair := range [2][2]ast.Expr{{x.X, x.Y}, {x.Y, x.X}} {
		h, exp, ok := e.unixHole(pair[0])
		if !ok {
			continue
		}
		headroom := big.NewInt(10_000_000_000 - unixUntil2200)
		headroom.Mul(headroom, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(exp)), nil))
		if !e.smallOffset(pair[1], headroom, exp) {
			return nil, false
		}
		h.Text = srctext.Expr(e.fset, x)
		h.ExprPos, h.ExprEnd = x.Pos(), x.End()
		return &h, true
	}
	return nil, false
}

// smallOffset reports whether k, an integer added to a Unix time with the
// given power of ten of its unit, is non-negative and below headroom: a
// constant, or a range index when the unit is milliseconds or finer,
// looked at through integer conversions.
func (e *Evaluator) smallOffset(k ast.Expr, headroom *big.Int, exp int) bool {
	k = ast.Unparen(k)
	if tv, ok := e.info.Types[k]; ok && tv.Value != nil {
		n, ok := new(big.Int).SetString(tv.Value.ExactString(), 10)
		return ok && n.Sign() >= 0 && n.Cmp(headroom) < 0
	}
	if call, ok := k.(*ast.CallExpr); ok && len(call.Args) == 1 {
		if tv, ok := e.info.Types[call.Fun]; ok && tv.IsType() && isInteger(tv.Type) {
			return e.smallOffset(call.Args[0], headroom, exp)
		}
		return false
	}
	return exp >= 3 && e.rangeIndex(k)
}

// rangeIndex reports whether x is the key variable of an enclosing
// `for i := range xs` over a slice, array or string that the loop does not
// assign again: an index below the length of something in memory.
func (e *Evaluator) rangeIndex(x ast.Expr) bool {
	v := e.localVar(x)
	if v == nil {
		return false
	}
	_, _, body := e.innerFunc(x.Pos())
	if body == nil {
		return false
	}
	var loop *ast.RangeStmt
	ast.Inspect(body, func(n ast.Node) bool {
		if loop != nil || n == nil || x.Pos() < n.Pos() || x.Pos() >= n.End() {
			return false
		}
		if r, ok := n.(*ast.RangeStmt); ok && r.Tok == token.DEFINE {
			if id, ok := r.Key.(*ast.Ident); ok && e.info.Defs[id] == v {
				loop = r
			}
		}
		return true
	})
	if loop == nil {
		return false
	}
	switch t := e.info.TypeOf(loop.X).Underlying().(type) {
	case *types.Slice, *types.Array:
	case *types.Pointer:
		if _, ok := t.Elem().Underlying().(*types.Array); !ok {
			return false
		}
	case *types.Basic:
		if t.Info()&types.IsString == 0 {
			return false
		}
	default:
		return false
	}
	return !e.touches(loop.Body, token.NoPos, nil, v)
}

// unixHole is a copy of the hole of x when x is a Unix time alone, with
// its unit's power of ten (unixScale).
func (e *Evaluator) unixHole(x ast.Expr) (Hole, int, bool) {
	inner := e.Eval(x)
	if len(inner.Parts) != 1 || inner.Parts[0].Hole == nil || !inner.Parts[0].Hole.Unix {
		return Hole{}, 0, false
	}
	h := *inner.Parts[0].Hole
	exp, ok := unixScale[h.UnixUnit]
	return h, exp, ok
}

// unixScale maps a Unix time's unit, divided (or multiplied) by a power of
// ten, to the unit of the result: t.UnixNano() / 1e6 is in milliseconds.
var unixScale = map[string]int{"s": 0, "ms": 3, "us": 6, "ns": 9}

// scaledUnix evaluates a Unix time divided or multiplied by a constant
// power of ten (t.UnixNano() / int64(time.Millisecond), t.Unix() * 1000):
// still a Unix time, in the matching unit, so as fixed in width as the
// time it was scaled from. Other factors (/ 60, * 7) make another number.
func (e *Evaluator) scaledUnix(x *ast.BinaryExpr) (*Hole, bool) {
	if (x.Op != token.QUO && x.Op != token.MUL) || !isInteger(e.info.TypeOf(x)) {
		return nil, false
	}
	unix, factor := x.X, x.Y
	if _, ok := e.info.Types[factor]; !ok || e.info.Types[factor].Value == nil {
		if x.Op != token.MUL {
			return nil, false
		}
		unix, factor = x.Y, x.X // 1000 * t.Unix()
	}
	tv, ok := e.info.Types[factor]
	if !ok || tv.Value == nil {
		return nil, false
	}
	n, ok := constant.Int64Val(constant.ToInt(tv.Value))
	if !ok || n <= 1 {
		return nil, false
	}
	digits := 0
	for ; n > 1 && n%10 == 0; n /= 10 {
		digits++
	}
	if n != 1 || digits%3 != 0 {
		return nil, false
	}
	h, exp, ok := e.unixHole(unix)
	if !ok {
		return nil, false
	}
	if x.Op == token.QUO {
		exp -= digits
	} else {
		exp += digits
	}
	for unit, ue := range unixScale {
		if ue == exp {
			h.UnixUnit = unit
			h.Text = srctext.Expr(e.fset, x)
			h.ExprPos, h.ExprEnd = x.Pos(), x.End()
			return &h, true
		}
	}
	return nil, false
}

// unixBucket evaluates a Unix time divided by a constant that is a whole
// number of minutes in its unit (t.Unix() / 3600, t.UnixMilli() / 86400000,
// t.Unix() / (5 * 60)): the number of the hour, day or minute bucket the
// time falls in. It is no Unix time any more, and no instant: an Int whose
// Bucket is the coarsest unit the divisor is a whole number of (durationBucket,
// as for t.Truncate). A divisor finer than a minute (/ 10, / 1000 of
// milliseconds, scaledUnix's) makes no bucket.
func (e *Evaluator) unixBucket(x *ast.BinaryExpr) (*Hole, bool) {
	if x.Op != token.QUO || !isInteger(e.info.TypeOf(x)) {
		return nil, false
	}
	n, ok := e.intArg(x.Y)
	if !ok || n <= 0 {
		return nil, false
	}
	h, exp, ok := e.unixHole(x.X)
	if !ok || exp > 9 {
		return nil, false
	}
	d := new(big.Int).Mul(big.NewInt(n), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(9-exp)), nil))
	if !d.IsInt64() || d.Int64() < 60*1e9 {
		return nil, false
	}
	b := durationBucket(d.Int64())
	if bucketRank(b) < bucketRank("minute") {
		return nil, false
	}
	out := e.typedHole(x, false)
	out.Bucket = coarserBucket(h.Bucket, b)
	out.Name, out.Param = h.Name, h.Param
	return out, true
}

// ident resolves a variable to its one definition, or a named hole.
func (e *Evaluator) ident(id *ast.Ident) Template {
	obj := e.info.Uses[id]
	if obj == nil {
		obj = e.info.Defs[id]
	}
	v, ok := obj.(*types.Var)
	if !ok || v.IsField() {
		return Of(e.typedHole(id, false))
	}
	if e.active[v] {
		return e.selfRead(id, v)
	}
	vi := e.varInfo(v)
	if vi != nil {
		if h, ok := e.loopCounter(id, v, vi); ok {
			return Of(h)
		}
	}
	use := e.readAt(v, id.Pos())
	if follow, written := e.paramWrites(v, vi, use); !follow {
		if i, ok := e.params[v]; ok {
			h := e.typedHole(id, false)
			h.Param = i
			return Of(e.narrow(h, v, id.Pos()))
		}
		if written {
			// A parameter set in a branch or a closure may still hold
			// what the caller passed: not one known value.
			return Of(e.typedHole(id, false))
		}
	}
	e.active[v] = true
	defer delete(e.active, v)

	if vi == nil {
		return Of(e.narrow(e.typedHole(id, false), v, id.Pos()))
	}
	if t, ok := e.resolveVar(v, vi, use); ok {
		if len(t.Parts) == 1 && t.Parts[0].Hole != nil && t.Parts[0].Hole.Kind == Time && t.Parts[0].Hole.Name == "" {
			// A time made by a call (time.Date(...)) is named by the
			// variable that holds it, for the rules' name heuristics.
			h := *t.Parts[0].Hole
			h.Name, h.Text = v.Name(), id.Name
			t = Of(&h)
		}
		return withVar(t, v.Pos())
	}
	return Of(e.narrow(e.typedHole(id, false), v, id.Pos()))
}

// narrow makes h, the value of parameter v read at use, one of the values
// a guard above use lets through (guards.go): a choice whatever the
// caller passes (substituteWith keeps it for an argument of no known
// value). Other holes are returned as they are.
func (e *Evaluator) narrow(h *Hole, v *types.Var, use token.Pos) *Hole {
	if h.Kind != String && h.Kind != Opaque {
		return h
	}
	if vals := e.guarded(v, use); vals != nil {
		h.Kind, h.Values, h.Guarded = Enum, len(vals), true
	}
	return h
}

// withVar records that the template's holes flowed through the variable
// declared at pos.
func withVar(t Template, pos token.Pos) Template {
	out := Template{Parts: make([]Part, len(t.Parts))}
	for i, p := range t.Parts {
		if p.Hole != nil {
			h := *p.Hole
			h.Vars = append(append([]token.Pos(nil), p.Hole.Vars...), pos)
			p.Hole = &h
		}
		out.Parts[i] = p
	}
	return out
}

// varInfo returns what the package knows about writes to v: from its
// declaring function for locals, from the whole package for package-level
// variables of this package; nil for anything else.
func (e *Evaluator) varInfo(v *types.Var) *varInfo {
	if v.Pkg() != e.pkg {
		return nil
	}
	if v.Parent() == e.pkg.Scope() {
		return e.pkgIndex().vars[v]
	}
	fn := outermost(e.spans, v.Pos())
	if fn == nil {
		return nil
	}
	return e.fnIndex(fn).vars[v]
}

// fnIndex returns the write index of fn, built once. A string whose
// address fn keeps in a struct field (parked) is unknowable when the
// package writes through a *string anywhere: the pointer may travel with
// the struct to the function that writes through it.
func (e *Evaluator) fnIndex(fn ast.Node) *funcIndex {
	if ix := e.fnIdx[fn]; ix != nil {
		return ix
	}
	ix := buildIndex(e.info, fn)
	// Only a function that parks an address needs the package-wide walk
	// for writes through a *string, and most never do.
	for _, vi := range ix.vars {
		if vi.parked > 0 && e.writesThroughString() {
			vi.addrTaken = true
		}
	}
	e.fnIdx[fn] = ix
	return ix
}

// writesThroughString reports whether a file of the package assigns to a
// dereferenced string pointer (*p = x, *p += x).
func (e *Evaluator) writesThroughString() bool {
	if e.derefs == 0 {
		e.derefs = -1
		for _, f := range e.files {
			ast.Inspect(f, func(n ast.Node) bool {
				if as, ok := n.(*ast.AssignStmt); ok {
					for _, lhs := range as.Lhs {
						if st, ok := ast.Unparen(lhs).(*ast.StarExpr); ok {
							if t := e.info.TypeOf(st); t != nil && isString(t) {
								e.derefs = 1
							}
						}
					}
				}
				return e.derefs < 0
			})
		}
	}
	return e.derefs > 0
}

// pkgIndex returns the write index of the package's top level.
func (e *Evaluator) pkgIndex() *funcIndex {
	if e.pkgIdx == nil {
		roots := make([]ast.Node, len(e.files))
		for i, f := range e.files {
			roots[i] = f
		}
		e.pkgIdx = buildIndex(e.info, roots...)
	}
	return e.pkgIdx
}

// resolveVar evaluates a variable that has exactly one definition, followed
// only by `+=` appends before the use, in the same block or (under
// Alternatives, as a fork) in if and switch blocks below it; or, with several
// definitions, the one write that reaches the use (see flow.go), or the one
// Alternatives has chosen.
func (e *Evaluator) resolveVar(v *types.Var, vi *varInfo, use token.Pos) (Template, bool) {
	at := e.selfFork
	e.selfFork = token.NoPos
	// A method of its own may change a variable, except a time.Time's
	// that only read it.
	if vi.other() || vi.addrTaken || len(vi.calls) > 0 && !isBuilder(v.Type()) && (!isTimeValue(v.Type()) || !readOnlyTime(vi.calls)) {
		return Template{}, false
	}
	if vi.rangeOver != nil {
		return e.rangeValue(v, vi)
	}
	if len(vi.defs) != 1 {
		if len(vi.appends) > 0 || isBuilder(v.Type()) || isBuilderPtr(v.Type()) {
			return Template{}, false
		}
		defs, ok := e.reachingDefs(v, vi, use)
		if !ok {
			return Template{}, false
		}
		i := 0
		if len(defs) > 1 {
			// A time's writes are merged rather than judged one by one:
			// its shape is how it is rounded, and the value at the use is
			// sure to be rounded only as finely as the finest write.
			if isTimeValue(v.Type()) {
				return e.mergeTimes(v, defs)
			}
			if i = e.pick(forkKey{v: v, at: at}, len(defs)); i < 0 {
				return Template{}, false
			}
		}
		return e.defValue(v, defs[i])
	}
	d := vi.defs[0]
	if d.pos > use && v.Parent() != e.pkg.Scope() {
		return Template{}, false
	}
	if isBuilder(v.Type()) || isBuilderPtr(v.Type()) {
		return Template{}, false // a Builder is read through its String method
	}
	t, ok := e.defValue(v, d)
	if !ok {
		return Template{}, false
	}
	for _, a := range vi.appends {
		if a.pos > use {
			continue
		}
		if a.block != d.block {
			// A conditional append (keyExpr += " AND SK <= :to" when a
			// bound is given) makes two values, followed as a fork under
			// Alternatives; a looped one, or one outside Alternatives,
			// leaves the value unknown, as before.
			if !onceBelow(a, d.block) {
				return Template{}, false
			}
			switch e.pick(forkKey{v: v, field: appendFork, at: a.pos}, 2) {
			case -1:
				return Template{}, false
			case 0:
				continue // the branch not taken
			}
		}
		t = Concat(t, e.Eval(a.rhs))
	}
	return t, true
}

// appendFork is the field of the forkKey of a conditional `v += x`: no
// struct field has that name.
const appendFork = "+="

// onceBelow reports an append nested in if and switch blocks under the
// block that defines its variable, none of them a loop's or a closure's
// body: it runs at most once after the definition.
func onceBelow(a appendOp, defBlock *ast.BlockStmt) bool {
	i := slices.Index(a.within, defBlock)
	if i < 0 {
		return false
	}
	return !slices.Contains(a.repeated[i+1:], true)
}

// mergeTimes is the one hole a time.Time variable with several reaching
// writes stands for when each write is a time (a day's midnight, then the
// next day's in a loop): rounded to the finest unit any write rounds to
// (none when one is not rounded). Anything else has no single template.
func (e *Evaluator) mergeTimes(v *types.Var, defs []def) (Template, bool) {
	if !isTimeValue(v.Type()) {
		return Template{}, false
	}
	var out *Hole
	for _, d := range defs {
		t, ok := e.defValue(v, d)
		if !ok || len(t.Parts) != 1 || t.Parts[0].Hole == nil || t.Parts[0].Hole.Kind != Time {
			return Template{}, false
		}
		h := t.Parts[0].Hole
		if out == nil {
			c := *h
			out = &c
			continue
		}
		out.Bucket = finerBucket(out.Bucket, h.Bucket)
		if out.Param != h.Param {
			out.Param = NoParam
		}
	}
	return Of(out), true
}

// defValue evaluates one definition of v. The first value of a call
// returning (string, error) is what the call evaluates to: a helper's
// summary is of its first result.
func (e *Evaluator) defValue(v *types.Var, d def) (Template, bool) {
	defer e.writing(forkKey{v: v}, d.pos)()
	switch {
	case d.rhs == nil:
		if !isString(v.Type()) {
			return Template{}, false
		}
		return Template{}, true
	case d.tuple == 0:
		call, ok := ast.Unparen(d.rhs).(*ast.CallExpr)
		if !ok || !isString(v.Type()) {
			return Template{}, false
		}
		t := e.Eval(call)
		if len(t.Parts) == 1 && t.Parts[0].Hole != nil && t.Parts[0].Hole.Kind == Opaque {
			// An unknown call: the variable's own name says more.
			return Template{}, false
		}
		return t, true
	case d.tuple > 0:
		return Template{}, false
	}
	return e.Eval(d.rhs), true
}

// selector evaluates x.f: a field of a struct literal held in a local
// variable, a package-level variable of another package, or a named hole.
func (e *Evaluator) selector(x *ast.SelectorExpr) Template {
	if obj, ok := e.info.Uses[x.Sel].(*types.Var); ok && !obj.IsField() {
		// pkg.Var: only this package's variables have visible
		// definitions; another package's constant held in a variable
		// comes with its catalogue fact.
		if t, ok := e.catalogueVarValue(x); ok {
			return t
		}
		return e.ident(x.Sel)
	}
	if t, ok := e.constField(x); ok {
		return t
	}
	if t, ok := e.fieldOfLocal(x); ok {
		return t
	}
	if t, ok := e.elemField(x); ok {
		return t
	}
	if t, ok := e.catalogueEntry(x); ok {
		return t
	}
	if h := e.paramFieldHole(x); h != nil {
		return Of(h)
	}
	return Of(e.typedHole(x, false))
}

// fieldOfLocal resolves v.F where v's one definition is a struct literal and
// F is set there or by exactly one later assignment.
func (e *Evaluator) fieldOfLocal(x *ast.SelectorExpr) (Template, bool) {
	id, ok := ast.Unparen(x.X).(*ast.Ident)
	if !ok {
		return Template{}, false
	}
	v, ok := e.info.Uses[id].(*types.Var)
	if !ok {
		return Template{}, false
	}
	k := forkKey{v: v, field: x.Sel.Name}
	use := e.readAt(v, x.Pos())
	if e.active[v] {
		// A read of v.F while evaluating a write of v: only the right-hand
		// side of a write of this very field is followed (selfwrite.go).
		p, self := e.selfAt[k]
		if !self {
			return Template{}, false
		}
		if e.loopBetween(v, p) {
			return Of(e.typedHole(x, true)), true
		}
		use, k.at = p-1, p
	}
	vi := e.varInfo(v)
	if vi == nil {
		return Template{}, false
	}
	if len(vi.defs) == 0 {
		return e.paramField(v, vi, x, use, k)
	}
	rhs, ok := fieldValue(e.info, vi, x.Sel.Name, use)
	if !ok || v.Parent() == e.pkg.Scope() && hasFieldStore(vi, x.Sel.Name) {
		vals := e.fieldValues(v, vi, x.Sel.Name, use)
		if len(vals) == 0 {
			return Template{}, false
		}
		i := 0
		if len(vals) > 1 {
			if i = e.pick(k, len(vals)); i < 0 {
				return Template{}, false
			}
		}
		rhs = vals[i]
	}
	return e.evalStore(v, vi, x.Sel.Name, rhs), true
}

// fieldValue returns the expression a struct variable's field holds at pos:
// the one field assignment before pos, or the field's value in the one
// composite-literal definition. Ambiguity is a miss.
func fieldValue(info *types.Info, vi *varInfo, field string, pos token.Pos) (ast.Expr, bool) {
	if vi.other() || len(vi.defs) != 1 {
		return nil, false
	}
	var assigned []fieldOp
	for _, f := range vi.fields {
		if f.field == field && f.pos < pos {
			assigned = append(assigned, f)
		}
	}
	if len(assigned) > 1 {
		return nil, false
	}
	if len(assigned) == 1 {
		if assigned[0].block != vi.defs[0].block {
			return nil, false
		}
		return assigned[0].rhs, assigned[0].rhs != nil
	}
	x, ok := LitFields(info, vi.defs[0].rhs)[field]
	return x, ok
}

// LitFields maps the field names of a struct literal (x, possibly behind &
// and parentheses) to their values, whether the literal names its fields
// or lists them in order (T{pk, sk}, the short form of small item structs).
// A literal that is no struct literal yields the values of its Ident keys.
func LitFields(info *types.Info, x ast.Expr) map[string]ast.Expr {
	lit := CompositeLit(x)
	if lit == nil {
		return nil
	}
	m := map[string]ast.Expr{}
	for _, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok {
				m[id.Name] = kv.Value
			}
		}
	}
	if len(m) > 0 || len(lit.Elts) == 0 || info == nil {
		return m
	}
	// A positional literal sets every field, in declaration order.
	st, ok := typeUnder[*types.Struct](info.TypeOf(lit))
	if !ok || st.NumFields() != len(lit.Elts) {
		return m
	}
	for i, el := range lit.Elts {
		m[st.Field(i).Name()] = el
	}
	return m
}

// hasFieldStore reports a v.F = x store anywhere.
func hasFieldStore(vi *varInfo, field string) bool {
	for _, f := range vi.fields {
		if f.field == field {
			return true
		}
	}
	return false
}

// CompositeLit returns the composite literal x is, possibly behind & and
// parentheses, or nil.
func CompositeLit(x ast.Expr) *ast.CompositeLit {
	if x == nil {
		return nil
	}
	x = ast.Unparen(x)
	if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
		x = ast.Unparen(u.X)
	}
	lit, _ := x.(*ast.CompositeLit)
	return lit
}

// typedHole describes a value the evaluator cannot see into by its type and
// name. For calls and other computed strings (computed=true) a plain string
// becomes Opaque: nothing is known of its content.
func (e *Evaluator) typedHole(x ast.Expr, computed bool) *Hole {
	h := &Hole{
		Text:    srctext.Expr(e.fset, x),
		Name:    leafName(x),
		Param:   NoParam,
		ExprPos: x.Pos(),
		ExprEnd: x.End(),
	}
	if e.Source != nil {
		if desc, ok := e.Source(x); ok {
			h.Taint, h.TaintPos = desc, x.Pos()
		}
	}
	t := e.info.TypeOf(x)
	if t == nil {
		return h
	}
	h.Type = types.TypeString(t, types.RelativeTo(e.pkg))
	e.classify(h, t)
	if computed && h.Kind == String {
		h.Kind = Opaque
	}
	if h.Kind == String || h.Kind == Int {
		if id, ok := ast.Unparen(x).(*ast.Ident); ok {
			if v, ok := e.info.Uses[id].(*types.Var); ok {
				h.Consts = e.constParam(v)
			}
		}
	}
	if h.Kind == Int || h.Kind == Enum {
		if id, ok := ast.Unparen(x).(*ast.Ident); ok {
			if v, ok := e.info.Uses[id].(*types.Var); ok {
				if name, ok := e.timeComponent(v); ok {
					// y, m, d := now.Date(): the year, as now.Year() is.
					h.Name = name
				}
			}
		}
	}
	if h.Kind == Int {
		if unit, ok := unixType(t); ok {
			h.Unix, h.UnixUnit = true, unit
		}
		if sel, ok := ast.Unparen(x).(*ast.SelectorExpr); ok {
			if fld, ok := e.info.Uses[sel.Sel].(*types.Var); ok && fld.IsField() {
				if unit, ok := e.unixField(fld); ok {
					h.Unix, h.UnixUnit = true, unit
				} else if unit, ok := e.unixFieldName(fld); ok {
					h.Unix, h.UnixUnit = true, unit
				}
			}
		}
		if id, ok := ast.Unparen(x).(*ast.Ident); ok {
			if v, ok := e.info.Uses[id].(*types.Var); ok {
				if unit, ok := e.unixParam(v); ok {
					h.Unix, h.UnixUnit = true, unit
				}
			}
		}
	}
	return h
}

// classify sets a hole's kind from its Go type.
func (e *Evaluator) classify(h *Hole, t types.Type) {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if named, ok := types.Unalias(t).(*types.Named); ok {
		obj := named.Obj()
		if obj.Pkg() != nil {
			path, name := obj.Pkg().Path(), obj.Name()
			switch {
			case path == "time" && name == "Time":
				h.Kind, h.Layout = Time, DefaultTimeLayout
				return
			case isUUIDType(path, name) || name == "UUID" && isBytes16(named):
				// A type named UUID over 16 bytes is one, whatever its
				// package (pgtype, a module's own).
				h.Kind, h.IDKind = ID, "uuid"
				return
			case strings.HasPrefix(path, "github.com/oklog/ulid") && name == "ULID":
				h.Kind, h.IDKind, h.Sortable = ID, "ulid", true
				return
			case path == "github.com/segmentio/ksuid" && name == "KSUID":
				h.Kind, h.IDKind, h.Sortable = ID, "ksuid", true
				return
			}
		}
		// Of package time only Month and Weekday are enums: the constants
		// of Duration (Second, Hour…) are units, not its values.
		if n := e.EnumCount(named); n > 0 {
			h.Kind, h.Values = Enum, n
			return
		}
	}
	b, ok := t.Underlying().(*types.Basic)
	if !ok {
		return
	}
	switch {
	case b.Info()&types.IsBoolean != 0:
		h.Kind, h.Values = Bool, 2
	case b.Info()&types.IsInteger != 0:
		h.Kind = Int
	case b.Info()&types.IsFloat != 0:
		h.Kind = Float
	case b.Info()&types.IsString != 0:
		h.Kind = String
	}
}

// DefaultTimeLayout is the layout time.Time.String and %v use.
const DefaultTimeLayout = "2006-01-02 15:04:05.999999999 -0700 MST"

func isUUIDType(path, name string) bool {
	switch path {
	case "github.com/google/uuid", "github.com/gofrs/uuid", "github.com/gofrs/uuid/v5", "github.com/satori/go.uuid":
		return name == "UUID"
	}
	return false
}

// isBytes16 reports a type whose underlying type is [16]byte.
func isBytes16(t types.Type) bool {
	a, ok := t.Underlying().(*types.Array)
	if !ok || a.Len() != 16 {
		return false
	}
	b, ok := a.Elem().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Byte
}

// EnumCount returns the number of values of an enum-like type: a string
// or integer type with at least two declared constants (of package time,
// only Month and Weekday: the constants of Duration are units, not its
// values). 0 for any other type.
func (e *Evaluator) EnumCount(t types.Type) int {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return 0
	}
	obj := named.Obj()
	if obj.Pkg().Path() == "time" && obj.Name() != "Month" && obj.Name() != "Weekday" {
		return 0
	}
	if b, ok := named.Underlying().(*types.Basic); !ok || b.Info()&(types.IsString|types.IsInteger) == 0 {
		return 0
	}
	// Once EnumValues is set, every hole of the type asks the same: the
	// answer is kept (classify asks at each hole).
	if n, ok := e.enumCounts[obj]; ok && e.EnumValues != nil {
		return n
	}
	n := e.countConsts(named)
	if n < 2 {
		n = 0
	} else if e.EnumValues != nil {
		// The values its package lists beside the constants are values
		// too: two constants (AllCohorts, NoCohort) beside a list of 23
		// cohorts are not a type of two values.
		n = max(n, e.EnumValues(obj))
	}
	if e.EnumValues != nil {
		if e.enumCounts == nil {
			e.enumCounts = map[*types.TypeName]int{}
		}
		e.enumCounts[obj] = n
	}
	return n
}

// countConsts counts the distinct values of the package-level constants
// declared with exactly the named type: an enum-like type's number of
// values. A second name for a value (defaultKind = KindA) adds none.
func (e *Evaluator) countConsts(named *types.Named) int { return len(e.ConstValues(named)) }

// ConstValues returns the distinct values (constant.Value.ExactString) of
// the package-level constants declared with exactly the named type, those
// of files left out of the evaluator (a _test.go file) aside.
func (e *Evaluator) ConstValues(named *types.Named) map[string]bool {
	pkg := named.Obj().Pkg()
	if pkg == nil {
		return nil
	}
	vals := map[string]bool{}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		c, ok := scope.Lookup(name).(*types.Const)
		if !ok || !types.Identical(c.Type(), named) {
			continue
		}
		if pkg == e.pkg && !e.inFiles(c.Pos()) {
			continue // declared in a file left out (a _test.go file)
		}
		vals[c.Val().ExactString()] = true
	}
	return vals
}

// inFiles reports whether pos is in one of the files the evaluator was
// given: the package's own files without those the configuration leaves
// out, so that the package-wide facts it gathers (constants of a type,
// stores of a field) are the same whether a driver hands it the package's
// tests (go vet) or not (the ddblint command).
func (e *Evaluator) inFiles(pos token.Pos) bool {
	if e.fileSet == nil {
		e.fileSet = map[*token.File]bool{}
		for _, f := range e.files {
			e.fileSet[e.fset.File(f.Pos())] = true
		}
	}
	return e.fileSet[e.fset.File(pos)]
}

// leafName is the last name in an expression: "Status" for o.Status, the
// method name for o.Status(), "" when there is none.
func leafName(x ast.Expr) string {
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		return x.Sel.Name
	case *ast.CallExpr:
		switch f := ast.Unparen(x.Fun).(type) {
		case *ast.SelectorExpr:
			if f.Sel.Name == "String" {
				return leafName(f.X)
			}
			return f.Sel.Name
		case *ast.Ident:
			return f.Name
		}
	case *ast.StarExpr:
		return leafName(x.X)
	}
	return ""
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

func isInteger(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

func isNamed(t types.Type, path, name string) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == path && n.Obj().Name() == name
}

func isBuilder(t types.Type) bool {
	_, ptr := t.(*types.Pointer)
	return !ptr && isNamed(t, "strings", "Builder")
}

func isBuilderPtr(t types.Type) bool {
	_, ptr := t.(*types.Pointer)
	return ptr && isNamed(t, "strings", "Builder")
}

// isPointerWrapper reports aws.String(x) and its kin, which only take an
// address.
func isPointerWrapper(info *types.Info, call *ast.CallExpr) bool {
	fn := Callee(info, call)
	if fn == nil || fn.Pkg() == nil || len(call.Args) != 1 {
		return false
	}
	switch fn.Pkg().Path() {
	case "github.com/aws/aws-sdk-go-v2/aws", "github.com/aws/aws-sdk-go/aws":
		switch fn.Name() {
		case "String", "Int", "Int32", "Int64", "Uint", "Uint32", "Uint64", "Float64", "Bool", "Time":
			return true
		}
	case "github.com/aws/jsii-runtime-go": // the AWS CDK's jsii.String…
		switch fn.Name() {
		case "String", "Number", "Bool", "Time":
			return true
		}
	}
	return false
}

// formatConst renders a constant argument under a fmt verb, the way fmt
// would at run time.
func formatConst(verb string, v constant.Value) (string, bool) {
	var arg any
	switch v.Kind() {
	case constant.String:
		arg = constant.StringVal(v)
	case constant.Bool:
		arg = constant.BoolVal(v)
	case constant.Int:
		i, ok := constant.Int64Val(v)
		if !ok {
			return "", false
		}
		arg = i
	case constant.Float:
		f, _ := constant.Float64Val(v)
		arg = f
	default:
		return "", false
	}
	return fmt.Sprintf(verb, arg), true
}

// isTimeValue reports a time.Time held by value (not through a pointer):
// its methods cannot change it.
func isTimeValue(t types.Type) bool {
	_, ptr := t.(*types.Pointer)
	return !ptr && isNamed(t, "time", "Time")
}

// readOnlyTime reports calls of time.Time methods that leave the time as
// it is: all but the decoders (UnmarshalJSON…), whose pointer receivers
// write it.
func readOnlyTime(calls []methodOp) bool {
	for _, c := range calls {
		if strings.HasPrefix(c.name, "Unmarshal") || strings.HasPrefix(c.name, "Decode") || c.name == "GobDecode" {
			return false
		}
	}
	return true
}

// intArg returns the integer value of a constant expression.
func (e *Evaluator) intArg(x ast.Expr) (int64, bool) {
	tv, ok := e.info.Types[x]
	if !ok || tv.Value == nil {
		return 0, false
	}
	return constant.Int64Val(constant.ToInt(tv.Value))
}

// stringArg returns the value of a constant string expression.
func (e *Evaluator) stringArg(x ast.Expr) (string, bool) {
	tv, ok := e.info.Types[x]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

var _ = strconv.Itoa

// Definition returns the one expression that defines a local variable before
// use, when the variable has exactly one definition and does not escape.
// Index and field writes (m[k] = v, x.F = v) are allowed: callers read those
// with IndexWrites and FieldWrite.
func (e *Evaluator) Definition(v *types.Var, use token.Pos) (ast.Expr, bool) {
	d, _, ok := e.oneDef(v, use)
	if !ok || d.tuple > 0 {
		return nil, false
	}
	// v, err := f(…): the call itself stands for v.
	return d.rhs, true
}

// CallDefinition returns the call whose result i defines a local variable
// before use (pk, sk := keysOf(id) gives sk the call and 1), when that is
// the variable's one definition, it does not escape, and no method of it
// is called.
func (e *Evaluator) CallDefinition(v *types.Var, use token.Pos) (*ast.CallExpr, int, bool) {
	d, vi, ok := e.oneDef(v, use)
	if !ok || len(vi.calls) > 0 {
		return nil, 0, false
	}
	call, ok := ast.Unparen(d.rhs).(*ast.CallExpr)
	if !ok {
		return nil, 0, false
	}
	return call, max(d.tuple, 0), true
}

// oneDef is the one definition of v before use, when v has exactly one
// and does not escape.
func (e *Evaluator) oneDef(v *types.Var, use token.Pos) (def, *varInfo, bool) {
	vi := e.varInfo(v)
	if vi == nil || vi.other() || vi.addrTaken || len(vi.defs) != 1 || len(vi.appends) > 0 {
		return def{}, nil, false
	}
	d := vi.defs[0]
	if d.rhs == nil || d.pos > use && v.Parent() != e.pkg.Scope() {
		return def{}, nil, false
	}
	return d, vi, true
}

// RangeOf returns the slice v ranges over when v is the value variable of
// a `for _, v := range xs` and is never written otherwise: v is each
// element of xs in turn.
func (e *Evaluator) RangeOf(v *types.Var) (ast.Expr, bool) {
	vi := e.varInfo(v)
	if vi == nil || vi.rangeOver == nil || vi.other() || vi.addrTaken || len(vi.defs) > 0 {
		return nil, false
	}
	return vi.rangeOver, true
}

// IndexWrites returns the v[k] = x writes to a local map before use, as
// (key, value) pairs.
func (e *Evaluator) IndexWrites(v *types.Var, use token.Pos) [][2]ast.Expr {
	vi := e.varInfo(v)
	if vi == nil {
		return nil
	}
	var out [][2]ast.Expr
	for _, w := range vi.indexes {
		if w.pos < use && w.rhs != nil {
			out = append(out, [2]ast.Expr{w.key, w.rhs})
		}
	}
	return out
}

// FieldWrite returns the value of the one v.F = x write before use.
func (e *Evaluator) FieldWrite(v *types.Var, field string, use token.Pos) (ast.Expr, bool) {
	vi := e.varInfo(v)
	if vi == nil {
		return nil, false
	}
	var found ast.Expr
	n := 0
	for _, w := range vi.fields {
		if w.field == field && w.pos < use {
			found = w.rhs
			n++
		}
	}
	return found, n == 1 && found != nil
}

// MethodCalls returns the v.M(...) calls of methods on a variable of this
// package, in source order: the calls that configure a builder held in a
// variable (q := table.Get(...); q.Range(...)).
func (e *Evaluator) MethodCalls(v *types.Var) []*ast.CallExpr {
	vi := e.varInfo(v)
	if vi == nil {
		return nil
	}
	out := make([]*ast.CallExpr, len(vi.calls))
	for i, c := range vi.calls {
		out[i] = c.call
	}
	return out
}

// Decl returns the declaration of a function or method of this package, nil
// for any other.
func (e *Evaluator) Decl(fn *types.Func) *ast.FuncDecl { return e.decls[fn] }

// UnwrapPointer strips pointer wrappers (aws.String(x) and its kin, and
// the package's own: IsPointerWrapper) from x: the value whose address
// they take.
func (e *Evaluator) UnwrapPointer(x ast.Expr) ast.Expr {
	for i := 0; i < maxDepth; i++ {
		call, ok := ast.Unparen(x).(*ast.CallExpr)
		if !ok || !e.IsPointerWrapper(call) {
			return x
		}
		x = call.Args[0]
	}
	return x
}

// IsPointerWrapper reports a call that only takes its argument's address:
// aws.String(x) and its kin, or the package's own aws.String — a function,
// or a function literal held in a variable defined once, whose one string
// parameter it returns the address of (strPtr("PK"), str := func(v
// string) *string { return &v }).
func (e *Evaluator) IsPointerWrapper(call *ast.CallExpr) bool {
	if isPointerWrapper(e.info, call) {
		return true
	}
	if len(call.Args) != 1 {
		return false
	}
	var ft *ast.FuncType
	var body *ast.BlockStmt
	if fn := Callee(e.info, call); fn != nil {
		if fd := e.decls[fn]; fd != nil {
			ft, body = fd.Type, fd.Body
		}
	} else if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if v, ok := e.info.Uses[id].(*types.Var); ok {
			if def, ok := e.Definition(v, id.Pos()); ok {
				if lit, ok := ast.Unparen(def).(*ast.FuncLit); ok {
					ft, body = lit.Type, lit.Body
				}
			}
		}
	}
	if ft == nil || body == nil || len(body.List) != 1 || ft.Params.NumFields() != 1 || len(ft.Params.List[0].Names) != 1 {
		return false
	}
	ret, ok := body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return false
	}
	u, ok := ast.Unparen(ret.Results[0]).(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return false
	}
	id, ok := ast.Unparen(u.X).(*ast.Ident)
	p := e.info.Defs[ft.Params.List[0].Names[0]]
	return ok && p != nil && e.info.Uses[id] == p && isString(p.Type())
}

// timeComponents are the results of time.Time's methods that return a
// time's parts together, by name as the methods that return one each.
var timeComponents = map[string][]string{
	"Date":    {"Year", "Month", "Day"},
	"Clock":   {"Hour", "Minute", "Second"},
	"ISOWeek": {"Year", "Week"},
}

// timeComponent names the part of a time a variable holds when its one
// definition is a result of t.Date(), t.Clock() or t.ISOWeek() (y, m, d
// := now.Date()): "Year", "Month"…, as t.Year() is named.
func (e *Evaluator) timeComponent(v *types.Var) (string, bool) {
	vi := e.varInfo(v)
	if vi == nil || len(vi.defs) != 1 || vi.defs[0].tuple < 0 {
		return "", false
	}
	call, ok := ast.Unparen(vi.defs[0].rhs).(*ast.CallExpr)
	if !ok {
		return "", false
	}
	fn := Callee(e.info, call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "time" {
		return "", false
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return "", false
	}
	names := timeComponents[fn.Name()]
	if i := vi.defs[0].tuple; i < len(names) {
		return names[i], true
	}
	return "", false
}
