package keyexpr

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/names"
	"github.com/ddblint/ddblint/internal/engine/srctext"
)

// call evaluates a call that produces (part of) a key.
func (e *Evaluator) call(call *ast.CallExpr) Template {
	// Conversions: string(x) of a string-like value keeps x's shape.
	if tv, ok := e.info.Types[call.Fun]; ok && tv.IsType() && len(call.Args) == 1 {
		if isString(tv.Type) && isString(e.info.TypeOf(call.Args[0])) {
			return e.Eval(call.Args[0])
		}
		// int(n) of a counter is still the counter, and uint64(id) of a
		// helper's parameter still the parameter: its callers' arguments
		// replace it, and rules follow them to where they come from. A
		// Unix time converted to another 64-bit integer type
		// (uint64(t.UnixNano())) keeps its digits.
		if isInteger(tv.Type) && isInteger(e.info.TypeOf(call.Args[0])) {
			t := e.Eval(call.Args[0])
			if len(t.Parts) == 1 && t.Parts[0].Hole != nil && (t.Parts[0].Hole.Kind == Counter || t.Parts[0].Hole.Param != NoParam || t.Parts[0].Hole.Unix && wideInt(tv.Type)) {
				h := *t.Parts[0].Hole
				h.Type = types.TypeString(tv.Type, types.RelativeTo(e.pkg))
				return Of(&h)
			}
			// int(t.Month()) is still the month: the number keeps the
			// name of what it converts, not the type's ("int").
			h := e.typedHole(call, true)
			if len(t.Parts) == 1 && t.Parts[0].Hole != nil && t.Parts[0].Hole.Name != "" && h.Kind == Int {
				h.Name = t.Parts[0].Hole.Name
			}
			return Of(h)
		}
		return Of(e.typedHole(call, true))
	}
	if e.IsPointerWrapper(call) {
		return e.Eval(call.Args[0])
	}
	fn := Callee(e.info, call)
	if fn == nil {
		if t, ok := e.funcValueCall(call); ok {
			return t
		}
		if t, ok := e.fieldHelperCall(call); ok {
			return t
		}
		return Of(e.typedHole(call, true))
	}
	t, ok := e.funcCall(call, fn, true)
	if e.Minter != nil && e.Minter(fn) {
		if ok && len(t.Parts) == 1 && t.Parts[0].Hole != nil && t.Parts[0].Hole.Kind == ID && !t.Parts[0].Hole.ExprPos.IsValid() {
			// A summary that reads an id (newID() of uuid.NewString())
			// says which; the call is where it is minted.
			h := *t.Parts[0].Hole
			h.ExprPos, h.ExprEnd = call.Pos(), call.End()
			return Of(&h)
		}
		if !ok || len(t.Parts) != 1 || t.Parts[0].Hole == nil || t.Parts[0].Hole.Kind != ID {
			return Of(e.idHole(call, "id", false))
		}
	}
	if ok {
		return t
	}
	if h := e.idGetter(call, fn); h != nil {
		return Of(h)
	}
	return Of(e.typedHole(call, true))
}

// idGetter is the hole of a call of a method with no arguments that returns
// a string and is named for an id (x.UserID(), u.GetID()): the method
// analogue of a field named so, read as that field would be (a string
// named UserID), not as the opaque result of a call. A method named for
// anything else (x.Name(), m.Render()) says what it does, and stays opaque.
func (e *Evaluator) idGetter(call *ast.CallExpr, fn *types.Func) *Hole {
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil || len(call.Args) != 0 || sig.Results().Len() != 1 || !isString(sig.Results().At(0).Type()) {
		return nil
	}
	if !names.IDName(fn.Name()) {
		return nil
	}
	h := e.typedHole(call, false)
	if h.Kind != String {
		return nil // an enum-like type of the result says more
	}
	h.Name = getterField(fn.Name())
	return h
}

// getterField is the name of what a getter gets: GetID gets ID.
func getterField(n string) string {
	for _, get := range []string{"Get", "get"} {
		if rest, ok := strings.CutPrefix(n, get); ok && rest != "" && rest[0] >= 'A' && rest[0] <= 'Z' {
			return rest
		}
	}
	return n
}

// funcCall evaluates a call of fn: named in place (direct), or through a
// function value that holds it (mk := s.orderKey; mk(id)), where the
// receiver is no part of the call's expression and the methods read from
// it (a time's Format, a builder's String) are not considered.
func (e *Evaluator) funcCall(call *ast.CallExpr, fn *types.Func, direct bool) (Template, bool) {
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil && fn.Pkg() != nil {
		if t, ok := e.stdFunc(call, fn.Pkg().Path(), fn.Name()); ok {
			return t, true
		}
	}
	if sig.Recv() != nil && direct {
		if t, ok := e.method(call, fn); ok {
			return t, true
		}
	}
	if t, ok := e.helperCall(call, fn); ok {
		return t, true
	}
	if t, ok := e.padCall(call, fn); ok {
		return t, true
	}
	if h, ok := e.constIntCall(call, fn); ok {
		return Of(h), true
	}
	return Template{}, false
}

// maxOrderedConsts bounds the constants constIntCall compares pairwise.
const maxOrderedConsts = 64

// constIntCall evaluates a call of a function of this package with one
// integer result whose every return statement returns an integer constant
// (levelOf(name) returning 0, 1, 2, 3 or -1 from a switch). When the decimal
// texts of those constants keep their numeric order as text, the hole is
// Ordered; otherwise, or for any other function, there is nothing to add to
// a plain hole and it reports false.
func (e *Evaluator) constIntCall(call *ast.CallExpr, fn *types.Func) (*Hole, bool) {
	if fn.Pkg() != e.pkg {
		return nil, false
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Results().Len() != 1 || !isInteger(sig.Results().At(0).Type()) {
		return nil, false
	}
	fd := e.decls[fn]
	if fd == nil || fd.Body == nil {
		return nil, false
	}
	var vals []constant.Value
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // its return statements are its own
		case *ast.ReturnStmt:
			var tv types.TypeAndValue
			if len(n.Results) == 1 {
				tv = e.info.Types[n.Results[0]]
			}
			// A bare return of a named result, or a computed value, can be
			// any number.
			if tv.Value == nil || tv.Value.Kind() != constant.Int || len(vals) == maxOrderedConsts {
				ok = false
				return false
			}
			vals = append(vals, tv.Value)
		}
		return true
	})
	if !ok || len(vals) == 0 || !textOrdered(vals) {
		return nil, false
	}
	h := e.typedHole(call, true)
	if h.Kind != Int {
		return nil, false
	}
	h.Ordered = true
	return h, true
}

// textOrdered reports whether integer constants, written in decimal, sort as
// text in their numeric order with no text a prefix of another's, so that
// what follows them in a key never decides between two of them.
func textOrdered(vals []constant.Value) bool {
	for _, a := range vals {
		for _, b := range vals {
			if !constant.Compare(a, token.LSS, b) {
				continue
			}
			sa, sb := a.ExactString(), b.ExactString()
			if sa >= sb || strings.HasPrefix(sb, sa) {
				return false
			}
		}
	}
	return true
}

// stdFunc handles the package-level functions keys are built with.
func (e *Evaluator) stdFunc(call *ast.CallExpr, path, name string) (Template, bool) {
	args := call.Args
	if nullary := path == "github.com/google/uuid" && name == "NewString"; len(args) == 0 && !nullary {
		return Template{}, false
	}
	switch path {
	case "fmt":
		switch name {
		case "Sprintf":
			if len(args) >= 1 && call.Ellipsis == token.NoPos {
				return e.sprintf(call, args[0], args[1:])
			}
		case "Sprint":
			if call.Ellipsis == token.NoPos {
				return e.sprint(args), true
			}
		}
	case "strings":
		switch name {
		case "Join":
			if len(args) == 2 {
				return e.join(args[0], args[1])
			}
		case "ToUpper", "ToLower", "TrimSpace":
			if len(args) == 1 {
				return mapLits(e.Eval(args[0]), name), true
			}
		}
	case "math/rand", "math/rand/v2":
		// rand.Intn(n) with a constant n: a write shard drawn at random,
		// as k % n is one computed.
		switch name {
		case "Intn", "Int31n", "Int63n", "IntN", "Int32N", "Int64N", "UintN", "Uint32N", "Uint64N", "N":
			if len(args) == 1 {
				if n, ok := e.intArg(args[0]); ok && n > 0 {
					h := e.typedHole(call, false)
					h.Shard = true
					if n < 1<<20 {
						h.Values = int(n)
					}
					return Of(h), true
				}
			}
		}
	case "strconv":
		switch name {
		case "Itoa":
			return e.formatted(call, args[0], Int, "%d"), true
		case "FormatInt", "FormatUint":
			if len(args) == 2 {
				if base, ok := e.intArg(args[1]); ok && base == 10 {
					return e.formatted(call, args[0], Int, "%d"), true
				}
			}
		case "FormatFloat":
			h := e.formatted(call, args[0], Float, "")
			return h, true
		case "FormatBool":
			return e.formatted(call, args[0], Bool, "%t"), true
		}
	case "time":
		if name == "Date" && len(args) == 8 {
			h := e.typedHole(call, true)
			h.Bucket = e.dateBucket(args)
			h.Name = "" // the variable it is stored in names it (see ident)
			return Of(h), true
		}
	case "github.com/google/uuid":
		if name == "NewString" {
			return Of(e.idHole(call, "uuid", false)), true
		}
	case "github.com/oklog/ulid", "github.com/oklog/ulid/v2":
	case "sync/atomic":
		// atomic.AddInt64(&seq, 1): the new value of an in-process
		// counter. A non-positive or unknown delta is no id allocator.
		switch name {
		case "AddInt32", "AddInt64", "AddUint32", "AddUint64", "AddUintptr":
			if len(args) == 2 {
				if d, ok := e.intArg(args[1]); ok && d > 0 {
					return Of(e.counterHole(call, args[0])), true
				}
			}
		}
	}
	return Template{}, false
}

// counterHole is the hole of a call returning a counter's new value; its
// Name is the counter variable's ("seq" for atomic.AddInt64(&seq, 1)).
func (e *Evaluator) counterHole(call *ast.CallExpr, counter ast.Expr) *Hole {
	h := e.typedHole(call, false)
	h.Kind = Counter
	if u, ok := ast.Unparen(counter).(*ast.UnaryExpr); ok && u.Op == token.AND {
		counter = u.X
	}
	if n := leafName(counter); n != "" {
		h.Name = n
	}
	return h
}

// formatted is the template of a number or bool formatted by a call such as
// strconv.Itoa(n): the argument's hole, with the call's range for fixes.
func (e *Evaluator) formatted(call *ast.CallExpr, arg ast.Expr, kind Kind, verb string) Template {
	if tv, ok := e.info.Types[arg]; ok && tv.Value != nil && verb != "" {
		if s, ok := formatConst(verb, tv.Value); ok {
			return Lit(s, token.NoPos, token.NoPos)
		}
	}
	// An integer variable of another package that holds a constant
	// (VarEntry): the evaluator knows it though Go does not.
	if sel, ok := ast.Unparen(arg).(*ast.SelectorExpr); ok && verb != "" && isInteger(e.info.TypeOf(arg)) {
		if t, ok := e.catalogueVarValue(sel); ok {
			c, _ := t.Const() // the constant's decimal text (constTemplate)
			if n, err := strconv.ParseInt(c, 10, 64); err == nil {
				if s, ok := formatConst(verb, constant.MakeInt64(n)); ok {
					return Lit(s, token.NoPos, token.NoPos)
				}
			}
		}
	}
	h := e.argHole(arg)
	if h.Kind != Int && h.Kind != Float && h.Kind != Bool && h.Kind != Enum && h.Kind != Counter {
		h.Kind = kind
	}
	if kind == Float {
		h.Kind = Float
	}
	h.CallPos, h.CallEnd = call.Pos(), call.End()
	return Of(h)
}

// argHole evaluates a non-string argument into a single hole that keeps what
// the evaluator learned of it (Unix time, shard, counter…).
func (e *Evaluator) argHole(arg ast.Expr) *Hole {
	t := e.Eval(arg)
	if len(t.Parts) == 1 && t.Parts[0].Hole != nil {
		h := *t.Parts[0].Hole
		h.ExprPos, h.ExprEnd = arg.Pos(), arg.End()
		h.Text = srctext.Expr(e.fset, arg)
		return &h
	}
	return e.typedHole(arg, false)
}

func mapLits(t Template, fn string) Template {
	out := Template{Parts: make([]Part, len(t.Parts))}
	for i, p := range t.Parts {
		if p.IsLit() {
			switch fn {
			case "ToUpper":
				p.Lit = strings.ToUpper(p.Lit)
			case "ToLower":
				p.Lit = strings.ToLower(p.Lit)
			case "TrimSpace":
				// Only the ends of the whole value are trimmed; inner
				// literals are kept as they are.
				if i == 0 {
					p.Lit = strings.TrimLeft(p.Lit, " \t\n")
				}
				if i == len(t.Parts)-1 {
					p.Lit = strings.TrimRight(p.Lit, " \t\n")
				}
			}
			// The source text no longer matches one-to-one.
			p.Pos, p.End = token.NoPos, token.NoPos
		}
		out.Parts[i] = p
	}
	return out
}

// join evaluates strings.Join of a slice literal with a constant separator.
func (e *Evaluator) join(list, sep ast.Expr) (Template, bool) {
	s, ok := e.stringArg(sep)
	if !ok {
		return Template{}, false
	}
	lit := CompositeLit(list)
	if lit == nil {
		if id, ok := ast.Unparen(list).(*ast.Ident); ok {
			if v, ok := e.info.Uses[id].(*types.Var); ok {
				if vi := e.varInfo(v); vi != nil && !vi.other() && !vi.addrTaken && len(vi.defs) == 1 && len(vi.appends) == 0 && len(vi.indexes) == 0 && len(vi.calls) == 0 {
					lit = CompositeLit(vi.defs[0].rhs)
				}
			}
		}
	}
	if lit == nil {
		return Template{}, false
	}
	var out Template
	for i, el := range lit.Elts {
		if _, ok := el.(*ast.KeyValueExpr); ok {
			return Template{}, false
		}
		if out.truncated() {
			continue // past the budget: only check the remaining elements
		}
		if i > 0 {
			out.add(Lit(s, token.NoPos, token.NoPos))
		}
		out.add(e.Eval(el))
	}
	return out, true
}

// sprint follows fmt.Sprint: operands formatted with %v, a space added
// between operands when neither is a string.
func (e *Evaluator) sprint(args []ast.Expr) Template {
	var out Template
	prevString := true
	for i, a := range args {
		isStr := isString(e.info.TypeOf(a))
		if out.truncated() {
			break
		}
		if i > 0 && !isStr && !prevString {
			out.add(Lit(" ", token.NoPos, token.NoPos))
		}
		out.add(e.verbValue(a, 'v', fmtSpec{verb: "%v"}))
		prevString = isStr
	}
	return out
}

// method evaluates calls of methods on values keys are made of.
func (e *Evaluator) method(call *ast.CallExpr, fn *types.Func) (Template, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return Template{}, false
	}
	recvT := e.info.TypeOf(sel.X)
	if recvT == nil {
		return Template{}, false
	}
	switch {
	case isNamed(recvT, "time", "Time"):
		// What the evaluator knows of the time itself: the parameter it
		// is, and how it was rounded.
		param, bucket := NoParam, ""
		if r := e.Eval(sel.X); len(r.Parts) == 1 && r.Parts[0].Hole != nil && r.Parts[0].Hole.Kind == Time {
			param, bucket = r.Parts[0].Hole.Param, r.Parts[0].Hole.Bucket
		}
		switch fn.Name() {
		case "Truncate", "Round", "AddDate", "UTC", "Local", "In":
			h := e.typedHole(call, true)
			h.Name = leafName(sel.X) // now.UTC() is still now
			h.Param, h.Bucket = param, bucket
			switch fn.Name() {
			case "Truncate", "Round":
				// Rounding to a whole unit makes a bucket of that unit.
				if d, ok := e.intArg(call.Args[0]); ok {
					h.Bucket = coarserBucket(h.Bucket, durationBucket(d))
				}
			case "AddDate":
				// A date moved by whole days is still a day (by months
				// or years, the day of the month may no longer be 1).
				for i, unit := range []string{"year", "month", "day"} {
					if n, ok := e.intArg(call.Args[i]); !ok || n != 0 {
						h.Bucket = finerBucket(h.Bucket, unit)
					}
				}
			}
			return Of(h), true
		}
		h := e.typedHole(sel.X, false)
		h.Param, h.Bucket = param, bucket
		h.CallPos, h.CallEnd = call.Pos(), call.End()
		switch fn.Name() {
		case "Format":
			layout, ok := e.stringArg(call.Args[0])
			if !ok {
				return Of(e.typedHole(call, true)), true
			}
			h.Kind, h.Layout = Time, layout
			return Of(h), true
		case "String":
			h.Kind, h.Layout = Time, DefaultTimeLayout
			return Of(h), true
		case "Unix", "UnixMilli", "UnixMicro", "UnixNano":
			h.Kind, h.Unix, h.Layout = Int, true, ""
			h.UnixUnit = unixUnits[fn.Name()]
			h.Type = "int64"
			return Of(h), true
		}
	case isNamed(recvT, "strings", "Builder"):
		if fn.Name() == "String" {
			return e.builder(sel.X, call.Pos())
		}
	case isAtomicInt(recvT):
		// seq.Add(1) on an atomic.Int64 and its kin: as atomic.AddInt64.
		if fn.Name() == "Add" && len(call.Args) == 1 {
			if d, ok := e.intArg(call.Args[0]); ok && d > 0 {
				return Of(e.counterHole(call, sel.X)), true
			}
		}
	}
	if fn.Name() == "String" && len(call.Args) == 0 {
		h := e.typedHole(sel.X, false)
		switch h.Kind {
		case ID, Enum, Time:
			if inner, ok := ast.Unparen(sel.X).(*ast.CallExpr); ok && h.Kind == ID {
				if fn2 := Callee(e.info, inner); fn2 != nil && fn2.Pkg() != nil {
					h.Sortable = h.Sortable || idSortable(fn2.Pkg().Path(), fn2.Name())
				}
			}
			h.CallPos, h.CallEnd = call.Pos(), call.End()
			h.Text = srctext.Expr(e.fset, call)
			return Of(h), true
		}
		if t := e.info.TypeOf(call); t != nil && isString(t) {
			// x.String() of a value whose own shape is known (an int
			// type with a String method is no longer a plain int).
			if inner, ok := ast.Unparen(sel.X).(*ast.CallExpr); ok {
				if fn2 := Callee(e.info, inner); fn2 != nil && fn2.Pkg() != nil && isIDConstructor(fn2.Pkg().Path(), fn2.Name()) {
					return Of(e.idHole(call, idKindOf(fn2.Pkg().Path()), idSortable(fn2.Pkg().Path(), fn2.Name()))), true
				}
			}
			// The text of a value named for an id, of a type the engine
			// does not know (e.ID().String(), ev.UserID.String()): an id,
			// as a string field named so is.
			if h.Kind == Opaque && !isString(recvT) && idNamed(e.info, sel.X) {
				s := e.typedHole(call, false)
				s.Name = getterField(leafName(sel.X))
				return Of(s), true
			}
		}
	}
	return Template{}, false
}

// isAtomicInt reports the sync/atomic integer types (or pointers to them).
func isAtomicInt(t types.Type) bool {
	for _, n := range []string{"Int32", "Int64", "Uint32", "Uint64", "Uintptr"} {
		if isNamed(t, "sync/atomic", n) {
			return true
		}
	}
	return false
}

// unixUnits maps the time.Time methods returning a Unix time to its unit.
var unixUnits = map[string]string{"Unix": "s", "UnixMilli": "ms", "UnixMicro": "us", "UnixNano": "ns"}

func isIDConstructor(path, name string) bool {
	switch {
	case isUUIDType(path, "UUID"):
		return name == "New" || name == "NewRandom" || name == "NewV7" || name == "Must" || name == "NewV4" || name == "NewV1" || name == "NewV6"
	case strings.HasPrefix(path, "github.com/oklog/ulid"):
		return name == "Make" || name == "New" || name == "MustNew"
	case path == "github.com/segmentio/ksuid":
		return name == "New" || name == "NewRandom"
	}
	return false
}

func idKindOf(path string) string {
	switch {
	case strings.HasPrefix(path, "github.com/oklog/ulid"):
		return "ulid"
	case path == "github.com/segmentio/ksuid":
		return "ksuid"
	}
	return "uuid"
}

func idSortable(path, name string) bool {
	k := idKindOf(path)
	return k == "ulid" || k == "ksuid" || name == "NewV7" || name == "NewV6" || name == "NewV1"
}

func (e *Evaluator) idHole(call *ast.CallExpr, kind string, sortable bool) *Hole {
	h := e.typedHole(call, false)
	h.Kind, h.IDKind, h.Sortable = ID, kind, sortable
	return h
}

// builder evaluates b.String() for a local strings.Builder written only by
// straight-line writes in the block that declares it.
func (e *Evaluator) builder(x ast.Expr, use token.Pos) (Template, bool) {
	fail := Of(e.typedHole(x, true))
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return fail, true
	}
	v, ok := e.info.Uses[id].(*types.Var)
	if !ok || !isBuilder(v.Type()) {
		return fail, true
	}
	vi := e.varInfo(v)
	if vi == nil || vi.other() || vi.addrTaken || len(vi.defs) != 1 || len(vi.appends) > 0 {
		return fail, true
	}
	d := vi.defs[0]
	type write struct {
		pos token.Pos
		t   Template
	}
	var writes []write
	for _, c := range vi.calls {
		if c.pos > use {
			continue
		}
		switch c.name {
		case "String", "Len", "Cap", "Grow":
			continue
		case "WriteString":
			if c.block != d.block {
				return fail, true
			}
			writes = append(writes, write{pos: c.pos, t: e.Eval(c.call.Args[0])})
		case "WriteByte", "WriteRune":
			if c.block != d.block {
				return fail, true
			}
			if tv, ok := e.info.Types[c.call.Args[0]]; ok && tv.Value != nil {
				if r, ok := e.intArg(c.call.Args[0]); ok {
					writes = append(writes, write{pos: c.pos, t: Lit(string(rune(r)), token.NoPos, token.NoPos)})
					continue
				}
			}
			writes = append(writes, write{pos: c.pos, t: Of(e.typedHole(c.call.Args[0], true))})
		default:
			return fail, true
		}
	}
	for _, c := range vi.fprintf {
		if c.Pos() > use {
			continue
		}
		t, ok := Template{}, false
		if len(c.Args) >= 2 {
			t, ok = e.sprintf(c, c.Args[1], c.Args[2:])
		}
		if !ok {
			return fail, true
		}
		writes = append(writes, write{pos: c.Pos(), t: t})
	}
	// Writes in source order (calls and Fprintf were gathered separately).
	for i := 1; i < len(writes); i++ {
		for j := i; j > 0 && writes[j].pos < writes[j-1].pos; j-- {
			writes[j], writes[j-1] = writes[j-1], writes[j]
		}
	}
	var out Template
	for _, w := range writes {
		out.add(w.t)
	}
	return out, true
}

// helperCall substitutes the arguments of a call into the callee's template.
func (e *Evaluator) helperCall(call *ast.CallExpr, fn *types.Func) (Template, bool) {
	var t Template
	var ok bool
	if sig := fn.Type().(*types.Signature); recvBound(sig) {
		return e.recvHelperCall(call, fn, sig)
	}
	if fn.Pkg() == e.pkg {
		t, ok = e.Summarize(fn)
		if !ok || e.summary[fn].merged {
			// A constant that picks one case says more than the
			// template every case fits.
			if ct, cok := e.caseCall(call, fn); cok {
				t, ok = ct, true
			}
		}
	} else if e.helper != nil {
		t, ok = e.helper(fn)
	}
	if !ok {
		return Template{}, false
	}
	out := e.substitute(call, fn.Type().(*types.Signature), t, fn.Pkg() == e.pkg)
	if len(out.Parts) == 1 && out.Parts[0].Hole != nil && out.Parts[0].Hole.Kind == Enum && strings.HasPrefix(out.Parts[0].Hole.Text, oneOfPrefix) {
		// The whole value is one of the helper's texts: named by the
		// call, as any enum value is by its expression.
		h := *out.Parts[0].Hole
		h.Text = types.ExprString(call)
		out.Parts[0].Hole = &h
	}
	return out, true
}

// recvBound reports a method whose receiver is a value of a named type with
// a basic underlying type (func (id OrderID) PK() string { return "ORDER#" +
// string(id) }): its summary takes the receiver as parameter 0 and the
// method's parameters after it (shifted), so that a call binds the
// receiver as it binds arguments — graph.Area("eu").Key() is "AREA#eu".
// Such summaries are also the ones exported as facts (Helpers).
func recvBound(sig *types.Signature) bool {
	r := sig.Recv()
	if r == nil {
		return false
	}
	if _, ptr := r.Type().(*types.Pointer); ptr {
		return false
	}
	_, basic := r.Type().Underlying().(*types.Basic)
	return basic
}

// shifted is sig as a function taking its receiver first.
func shifted(sig *types.Signature) *types.Signature {
	params := []*types.Var{sig.Recv()}
	for i := 0; i < sig.Params().Len(); i++ {
		params = append(params, sig.Params().At(i))
	}
	return types.NewSignatureType(nil, nil, nil, types.NewTuple(params...), sig.Results(), sig.Variadic())
}

// summarizeRecv is Summarize for a method of recvBound: its receiver is
// parameter 0.
func (e *Evaluator) summarizeRecv(fn *types.Func) (Template, bool) {
	if s, ok := e.recvSummary[fn]; ok {
		return s.t, s.ok
	}
	if e.recvSummary == nil {
		e.recvSummary = map[*types.Func]*summaryEntry{}
	}
	e.recvSummary[fn] = &summaryEntry{} // cycle guard
	fd := e.decls[fn]
	if fd == nil {
		return Template{}, false
	}
	t, ok := e.summarizeBody(shifted(fn.Type().(*types.Signature)), fd.Body)
	e.recvSummary[fn] = &summaryEntry{t: t, ok: ok}
	return t, ok
}

// recvHelperCall evaluates x.M(args) of a method of recvBound, the
// receiver x bound as the summary's parameter 0. A method expression
// (OrderID.PK(id)) or a method value held elsewhere is not read.
func (e *Evaluator) recvHelperCall(call *ast.CallExpr, fn *types.Func, sig *types.Signature) (Template, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return Template{}, false
	}
	if s := e.info.Selections[sel]; s == nil || s.Kind() != types.MethodVal {
		return Template{}, false
	}
	var t Template
	if fn.Pkg() == e.pkg {
		t, ok = e.summarizeRecv(fn)
	} else if e.helper != nil {
		t, ok = e.helper(fn)
	}
	if !ok {
		return Template{}, false
	}
	bound := &ast.CallExpr{Fun: call.Fun, Lparen: call.Lparen, Args: append([]ast.Expr{sel.X}, call.Args...), Ellipsis: call.Ellipsis, Rparen: call.Rparen}
	return e.substitute(bound, shifted(sig), t, fn.Pkg() == e.pkg), true
}

// substitute replaces the parameter holes of a helper's template with the
// templates of the call's arguments. local says the helper is in this
// package: its other holes keep no positions (they point into its body).
func (e *Evaluator) substitute(call *ast.CallExpr, sig *types.Signature, t Template, local bool) Template {
	return e.substituteWith(call, sig, t, local, nil, false)
}

// substituteWith is substitute with the templates of some arguments given
// (by parameter index) instead of evaluated.
// inline says t is the body of a function literal written in the function
// around the call: its positions are that function's code, and stay.
func (e *Evaluator) substituteWith(call *ast.CallExpr, sig *types.Signature, t Template, local bool, given map[int]Template, inline bool) Template {
	var out Template
	// Each argument is evaluated once, however often the helper uses its
	// parameter: h(h(h(id))) with h using id twice would otherwise cost
	// 2^depth evaluations.
	args := map[int]Template{}
	for i, g := range given {
		args[i] = g
	}
	// Each argument's parts get a number of their own, past those t
	// already holds (from substitutions inside the helper).
	nextArg := t.maxArg()
	for _, p := range t.Parts {
		if p.Hole != nil && len(p.Hole.ParamPath) > 0 {
			out.add(e.paramFieldArg(call, sig, p.Hole))
			continue
		}
		if p.Hole == nil || p.Hole.Param == NoParam {
			if p.Hole != nil {
				h := *p.Hole
				// A receiver-derived hole from another function: its
				// positions belong there.
				if local && !inline {
					h.ExprPos, h.ExprEnd, h.CallPos, h.CallEnd, h.VerbPos, h.VerbEnd = 0, 0, 0, 0, 0, 0
				}
				p.Hole = &h
			} else {
				if !inline {
					p.Pos, p.End = token.NoPos, token.NoPos
				}
				p.Foreign = p.Foreign || !local
			}
			out.append(p)
			continue
		}
		i := p.Hole.Param
		if i >= len(call.Args) || (sig.Variadic() && i >= sig.Params().Len()-1) {
			out.add(Of(e.typedHole(call, true)))
			continue
		}
		arg, ok := args[i]
		if ok {
			arg = arg.cloneHoles() // rules and callers may set fields of a hole
		} else {
			arg = e.Eval(call.Args[i])
			args[i] = arg
		}
		// A parameter formatted by the helper (strconv.Itoa(n) inside
		// it) keeps the helper's formatting facts.
		// A t.Unix() the helper made opaque (under %s it prints
		// "%!s(int64=…)") is still the helper's value, not the caller's time.
		if (p.Hole.Kind != String && p.Hole.Kind != Opaque || p.Hole.Unix) && len(arg.Parts) == 1 && arg.Parts[0].Hole != nil {
			h := *arg.Parts[0].Hole
			switch {
			case h.Kind == Time && (p.Hole.Kind == Time || p.Hole.Unix):
				// A time the helper formats (t.Format, t.Unix()) is the
				// helper's value, as the helper's code writes it, with
				// the argument's rounding and parameter.
				th := *p.Hole
				th.Param, th.Bucket = h.Param, coarserBucket(h.Bucket, p.Hole.Bucket)
				th.Taint, th.TaintPos, th.Vars = h.Taint, h.TaintPos, h.Vars
				if h.Text != "" && p.Hole.Text == p.Hole.Name {
					// The caller's time, written the helper's way, named
					// as the caller wrote it (now.UTC()), not by the
					// helper's bare parameter. A helper's own conversion
					// (t.UTC()) stays: it is part of how it writes.
					th.Text = h.Text
				}
				if local {
					th.ExprPos, th.ExprEnd, th.CallPos, th.CallEnd, th.VerbPos, th.VerbEnd = 0, 0, 0, 0, 0, 0
				}
				th.Formatted = !local
				h = th
			case p.Hole.Guarded && (h.Kind == String || h.Kind == Opaque):
				// A parameter the helper's guard narrows to a few values
				// (guards.go), handed a value of no known value: one of
				// those, as the caller's value.
				h.Kind, h.Values, h.Guarded = Enum, p.Hole.Values, true
			case h.Kind == Opaque || h.Kind == p.Hole.Kind:
				h.Kind = p.Hole.Kind
				h.Pad, h.Layout, h.Verb = p.Hole.Pad, p.Hole.Layout, p.Hole.Verb
				h.CallPos, h.CallEnd, h.VerbPos, h.VerbEnd = 0, 0, 0, 0
				h.Formatted = !local
			}
			arg = Of(&h)
		}
		id := p.Arg
		if id == 0 {
			nextArg++
			id = nextArg
		} // else the parameter is inside an argument of an inner call: the value is part of that component
		out.add(arg.asArg(id))
	}
	return out
}

// summaryAlternatives is alternatives for the returned expression x of a
// helper being summarised: the helper's own forks, enumerated apart from
// any evaluation the summary is asked from (a summary is cached and
// shared, and must not depend on a caller's choices).
func (e *Evaluator) summaryAlternatives(x ast.Expr) ([]Template, bool) {
	saved := e.forks
	e.forks = nil
	defer func() { e.forks = saved }()
	return e.alternatives(x, true)
}

// Summarize returns the template of a helper of this package: a function
// whose only return statement returns a string built from its parameters.
func (e *Evaluator) Summarize(fn *types.Func) (Template, bool) {
	if s, ok := e.summary[fn]; ok {
		return s.t, s.ok
	}
	e.summary[fn] = &summaryEntry{} // cycle guard: a recursive helper is no helper
	fd := e.decls[fn]
	if fd == nil {
		return Template{}, false
	}
	sig := fn.Type().(*types.Signature)
	t, ok := e.summarizeBody(sig, fd.Body)
	e.summary[fn] = &summaryEntry{t: t, ok: ok, merged: ok && successReturn(sig, fd.Body) == nil}
	return t, ok
}

// summarizeBody summarises a function body (of a declaration or a function
// literal) whose only return statement returns a string built from the
// parameters of sig.
func (e *Evaluator) summarizeBody(sig *types.Signature, body *ast.BlockStmt) (Template, bool) {
	// A summary is the function's alone, and cached: the forks and the
	// choices of an evaluation that asks for it are not its own.
	saved := e.forks
	e.forks = nil
	defer func() { e.forks = saved }()
	// A *string result (return aws.String(...)) is the string it points
	// to, as everywhere a pointer wrapper is.
	if sig.Results().Len() < 1 || !isString(sig.Results().At(0).Type()) && !isStringPtr(sig.Results().At(0).Type()) {
		return Template{}, false
	}
	// Further results (an error, a due time beside a key: pk, due :=
	// sweepKeys(f)) leave the first one's summary as it is: a caller's
	// tuple assignment reads the first result from it (defValue).
	ret := successReturn(sig, body)
	if ret == nil {
		return e.summarizeReturns(sig, body)
	}
	return e.summarizeReturn(sig, body, ret)
}

// maxReturns bounds the success returns a helper's summary merges.
const maxReturns = 8

// summarizeReturns summarises a helper with several success returns, one
// per case of what it is asked for (switch kind { case Binary: return
// "BINARY#" + id; case Cert: return "CERT#" + id }), as the one template
// they all fit (see generalize): the callers see "<one of 2>#<id>", not an
// opaque value that may as well be a constant. Returns of different
// shapes (an id here, a name there) have no such template.
func (e *Evaluator) summarizeReturns(sig *types.Signature, body *ast.BlockStmt) (Template, bool) {
	rets := successReturns(sig, body)
	if len(rets) < 2 || len(rets) > maxReturns {
		return Template{}, false
	}
	ts := make([]Template, 0, len(rets))
	for _, r := range rets {
		t, ok := e.summarizeReturn(sig, body, r)
		if !ok && (len(t.Parts) == 0 || !t.IsConst()) {
			return Template{}, false
		}
		ts = append(ts, t)
	}
	return generalize(ts)
}

// successReturns lists the body's return statements that can succeed, as
// successReturn judges them, but all of them; nil when one is unreadable
// or bare.
func successReturns(sig *types.Signature, body *ast.BlockStmt) []*ast.ReturnStmt {
	rets, bare, unreadable := returnsOf(sig, body)
	if unreadable || bare > 0 {
		return nil
	}
	return rets
}

// summarizeReturn is the template of the string return statement ret of
// body, built from the parameters of sig (see summarizeBody).
func (e *Evaluator) summarizeReturn(sig *types.Signature, body *ast.BlockStmt, ret *ast.ReturnStmt) (Template, bool) {
	saved, savedDepth := e.params, e.depth
	e.params = map[*types.Var]int{}
	for i := 0; i < sig.Params().Len(); i++ {
		e.params[sig.Params().At(i)] = i
	}
	var t Template
	if len(ret.Results) == 0 {
		// A bare return of named results: the first result's value at the
		// end of the body (its zero value on failure paths is no key).
		r := sig.Results().At(0)
		vi := e.varInfo(r)
		ok := vi != nil
		if ok {
			t, ok = e.resolveVar(r, vi, body.End())
		}
		if !ok {
			e.params, e.depth = saved, savedDepth
			return Template{}, false
		}
	} else {
		// A value a branch or a switch case sets (var p string; switch
		// kind { case A: p = "BIN#" … }; return p + id): the one template
		// every choice fits, when there is one; else the value as Eval
		// reads it (a variable of several writes).
		alts, forked := e.summaryAlternatives(ret.Results[0])
		t = alts[0] // with no fork met, Eval's one answer
		if forked {
			if g, ok := generalize(alts); ok {
				t = g
			} else {
				t = e.Eval(ret.Results[0])
			}
		}
	}
	e.params, e.depth = saved, savedDepth
	// A parameter returned as it is builds no key; a number or a time the
	// helper formats (strconv.Itoa(n), t.Format(layout)) does.
	passThrough := len(t.Parts) == 1 && t.Parts[0].Hole != nil && t.Parts[0].Hole.Param != NoParam &&
		t.Parts[0].Hole.Kind != Int && t.Parts[0].Hole.Kind != Time
	return t, len(t.Parts) > 0 && !passThrough
}

// successReturn returns the body's only return statement that can succeed,
// ignoring those of nested function literals: with an error last result
// ((string, error)), a return whose error is anything but nil is a failure path
// (`return "", err`) and builds no key, and so does a return of the empty
// string. Nil if there are none or several,
// or if the results are named and returned both bare and explicitly.
func successReturn(sig *types.Signature, body *ast.BlockStmt) *ast.ReturnStmt {
	rets, bare, unreadable := returnsOf(sig, body)
	switch {
	case unreadable:
		return nil
	case bare > 0 && bare == len(rets):
		return rets[len(rets)-1]
	case bare == 0 && len(rets) == 1:
		return rets[0]
	}
	return nil
}

// returnsOf lists the return statements of body (not of the function
// literals in it) that can succeed (see successReturn), bare returns of
// named results among them, and how many of those are bare. unreadable
// says a return's results do not match the signature's (a call returning
// several): the body is not read.
func returnsOf(sig *types.Signature, body *ast.BlockStmt) (rets []*ast.ReturnStmt, bare int, unreadable bool) {
	last := sig.Results().Len() - 1
	withErr := last > 0 && isErrorType(sig.Results().At(last).Type())
	named := sig.Results().At(0).Name() != ""
	ast.Inspect(body, func(node ast.Node) bool {
		switch node := node.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			switch {
			case len(node.Results) == 0 && named:
				bare++
			case len(node.Results) != sig.Results().Len():
				unreadable = true
				return true
			case withErr && !isNilIdent(node.Results[last]):
				return true
			case isEmptyString(node.Results[0]):
				// A guard's `return ""` (if t.IsZero() { return "" }):
				// DynamoDB takes no empty string as a key, so no key is
				// built that way.
				return true
			}
			rets = append(rets, node)
		}
		return true
	})
	return rets, bare, unreadable
}

// isErrorType reports the error interface, or a named type of that name.
func isErrorType(t types.Type) bool {
	return isNamed(t, "", "error") || t.String() == "error"
}

// isEmptyString reports an empty string literal, interpreted or raw.
func isEmptyString(x ast.Expr) bool {
	lit, ok := ast.Unparen(x).(*ast.BasicLit)
	return ok && lit.Kind == token.STRING && (lit.Value == `""` || lit.Value == "``")
}

func isNilIdent(x ast.Expr) bool {
	id, ok := ast.Unparen(x).(*ast.Ident)
	return ok && id.Name == "nil"
}

// Helpers returns the exported helpers of the package worth exporting as
// facts: their templates carry some literal text or some shape.
func (e *Evaluator) Helpers() map[*types.Func]Template {
	out := map[*types.Func]Template{}
	for fn := range e.decls {
		if !fn.Exported() {
			continue
		}
		if sig := fn.Type().(*types.Signature); sig.Recv() != nil {
			if r := sig.Recv().Type(); r != nil {
				if p, ok := r.(*types.Pointer); ok {
					r = p.Elem()
				}
				if n, ok := types.Unalias(r).(*types.Named); !ok || !n.Obj().Exported() {
					continue
				}
			}
		}
		summarize := e.Summarize
		if recvBound(fn.Type().(*types.Signature)) {
			summarize = e.summarizeRecv
		}
		t, ok := summarize(fn)
		if !ok {
			continue
		}
		if hasLit(t) || shaped(t) {
			out[fn] = t.Strip()
		}
	}
	return out
}

// shaped reports a template without literal text that still says what
// its value looks like: a formatter (ToFormatted(t) returning
// t.Format(time.RFC3339Nano), an id padded with %010d), a minter, an
// enum's values, an untrusted input. Its callers in other packages need
// that shape as much as a key prefix; a template of bare strings (a
// getter, strings.TrimSpace of a parameter) tells them nothing and stays
// out of the facts.
func shaped(t Template) bool {
	for _, p := range t.Parts {
		h := p.Hole
		if h == nil {
			continue
		}
		switch {
		case h.Kind != Opaque && h.Kind != String,
			h.Layout != "", h.Unix, h.Width > 0, h.Pad > 0, h.Bucket != "",
			h.Values > 0, h.Consts > 0, h.Sortable, h.Shard, h.IDKind != "", h.Taint != "":
			return true
		}
	}
	return false
}

// hasLit reports whether t carries some literal text.
func hasLit(t Template) bool {
	for _, p := range t.Parts {
		if p.IsLit() {
			return true
		}
	}
	return false
}

// bucketOrder lists the units a time can be rounded to, finest first.
var bucketOrder = []string{"second", "minute", "hour", "day", "month", "year"}

func bucketRank(b string) int {
	for i, u := range bucketOrder {
		if u == b {
			return i
		}
	}
	return -1
}

// coarserBucket is the coarser of two roundings: rounding twice keeps the
// coarser unit.
func coarserBucket(a, b string) string {
	if bucketRank(b) > bucketRank(a) {
		return b
	}
	return a
}

// finerBucket is the finer of two roundings ("" when either is unknown):
// what a value known to be one or the other is sure to be.
func finerBucket(a, b string) string {
	if a == "" || b == "" {
		return ""
	}
	if bucketRank(b) < bucketRank(a) {
		return b
	}
	return a
}

// durationBucket is the unit of a rounding to d nanoseconds
// (t.Truncate(24*time.Hour) is a day), "" for other durations.
func durationBucket(d int64) string {
	const sec = int64(1e9)
	switch {
	case d > 0 && d%(24*3600*sec) == 0:
		return "day"
	case d > 0 && d%(3600*sec) == 0:
		return "hour"
	case d > 0 && d%(60*sec) == 0:
		return "minute"
	case d > 0 && d%sec == 0:
		return "second"
	}
	return ""
}

// dateBucket is the unit time.Date(year, month, day, hour, min, sec, nsec,
// loc) rounds to: each of its arguments from nsec up that is a constant at
// its lowest value (zero for the clock, one for the day and month) makes
// the bucket one unit coarser.
func (e *Evaluator) dateBucket(args []ast.Expr) string {
	steps := []struct {
		arg  int
		low  int64
		unit string
	}{{6, 0, "second"}, {5, 0, "minute"}, {4, 0, "hour"}, {3, 0, "day"}, {2, 1, "month"}, {1, 1, "year"}}
	b := ""
	for _, st := range steps {
		if n, ok := e.intArg(args[st.arg]); !ok || n != st.low {
			break
		}
		b = st.unit
	}
	return b
}

// isStringPtr reports a pointer to a string type.
func isStringPtr(t types.Type) bool {
	p, ok := t.Underlying().(*types.Pointer)
	return ok && isString(p.Elem())
}

// wideInt reports an integer type of 64 bits (int and uint included, as on
// the platforms Go's 64-bit ports run): a Unix time in any unit fits it
// unchanged.
func wideInt(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	if !ok {
		return false
	}
	switch b.Kind() {
	case types.Int, types.Int64, types.Uint, types.Uint64:
		return true
	}
	return false
}

// caseCall evaluates a call of a helper of the package whose body is one
// switch on a parameter, each case returning a key (createPK(kind, t) with
// `switch kind { case "auth": return "AUDIT#AUTH#" + day; … }`), when the
// call passes a constant for that parameter: the key is what the case the
// constant selects returns, or the default's when none does. A helper with
// several returns has no single template; the constant says which return
// is the call's.
func (e *Evaluator) caseCall(call *ast.CallExpr, fn *types.Func) (Template, bool) {
	fd := e.decls[fn]
	sig, _ := fn.Type().(*types.Signature)
	if fd == nil || fd.Body == nil || sig == nil || len(fd.Body.List) != 1 || sig.Results().Len() != 1 || !isString(sig.Results().At(0).Type()) {
		return Template{}, false
	}
	sw, ok := fd.Body.List[0].(*ast.SwitchStmt)
	if !ok || sw.Init != nil || sw.Tag == nil {
		return Template{}, false
	}
	id, ok := ast.Unparen(sw.Tag).(*ast.Ident)
	if !ok {
		return Template{}, false
	}
	param := -1
	for i := 0; i < sig.Params().Len(); i++ {
		if e.info.Uses[id] == sig.Params().At(i) {
			param = i
		}
	}
	if param < 0 || param >= len(call.Args) || sig.Variadic() && param >= sig.Params().Len()-1 {
		return Template{}, false
	}
	arg := e.info.Types[call.Args[param]].Value
	if arg == nil {
		return Template{}, false
	}
	var chosen, def *ast.CaseClause
	for _, st := range sw.Body.List {
		cc, ok := st.(*ast.CaseClause)
		if !ok {
			return Template{}, false
		}
		if len(cc.Body) != 1 {
			return Template{}, false // only a case that returns at once says what it returns
		}
		if _, ok := cc.Body[0].(*ast.ReturnStmt); !ok {
			return Template{}, false
		}
		if cc.List == nil {
			def = cc
			continue
		}
		for _, x := range cc.List {
			v := e.info.Types[x].Value
			if v == nil {
				return Template{}, false // a case the constant cannot be matched against
			}
			if chosen == nil && v.Kind() == arg.Kind() && constant.Compare(v, token.EQL, arg) {
				chosen = cc
			}
		}
	}
	if chosen == nil {
		chosen = def
	}
	if chosen == nil {
		return Template{}, false
	}
	return e.summarizeReturn(sig, fd.Body, chosen.Body[0].(*ast.ReturnStmt))
}

// idNamed reports a value named for an id: a variable or field (ev.UserID),
// or a call of a method with no arguments (e.ID(), u.GetUserID()).
func idNamed(info *types.Info, x ast.Expr) bool {
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
		return names.IDName(x.Name)
	case *ast.SelectorExpr:
		return names.IDName(x.Sel.Name)
	case *ast.CallExpr:
		fn := Callee(info, x)
		if fn == nil || len(x.Args) != 0 || fn.Type().(*types.Signature).Recv() == nil {
			return false
		}
		return names.IDName(fn.Name())
	}
	return false
}
