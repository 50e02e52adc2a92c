package pksequential

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/diag"
	"github.com/ddblint/ddblint/internal/docutil"
	"github.com/ddblint/ddblint/internal/engine/keycond"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/names"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

const name = "pksequential"

// Analyzer reports partition keys built from sequential counters.
var Analyzer = &analysis.Analyzer{
	Name:     name,
	Doc:      docutil.MustExtract(doc, name).AnalyzerDoc(),
	URL:      "https://github.com/ddblint/ddblint/blob/main/docs/rules/" + name + ".md",
	Requires: []*analysis.Analyzer{keys.Analyzer, inspect.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[keys.Analyzer].(*keys.Result)
	c := &checker{pass: pass, insp: pass.ResultOf[inspect.Analyzer].(*inspector.Inspector), target: res.CallTarget}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			// A counter in a sort key orders items within a partition:
			// that is what sort keys are for.
			if k.Role != tables.Partition {
				continue
			}
			c.check(k)
		}
	}
	return nil, nil
}

type checker struct {
	pass   *analysis.Pass
	insp   *inspector.Inspector
	ix     *index // built on first use
	target func(*types.Func) *types.Func
}

// The messages, one per source of the number.
const (
	msgAtomic = "%s embeds %s, the next value of %s: another process, or this one after a restart, hands out the same numbers, so different items get the same key"
	msgItem   = "%s embeds %s, a number taken from counter attribute %q by UpdateItem: every new id is a write to that one counter item, which caps the write rate and serializes writers, and sequential ids are easy to guess"
	msgName   = "%s embeds %s, a sequence number: handing out sequential ids takes one shared counter that every new item must write, and sequential ids are easy to guess"
	msgCount  = "%s embeds %s, a count of items (%s of a %s) plus one: two writers that count at once get the same number and the second put replaces the first item, a deleted item's number is handed out again, and the count reads the whole table or partition each time"
)

func (c *checker) check(k *keys.Key) {
	for _, h := range k.Value.Holes() {
		if vetoed(h) {
			continue
		}
		rng := diag.Range{Start: k.Expr.Pos(), Stop: k.Expr.End()}
		what := diag.Shorten(h.Text)
		switch h.Kind {
		case keyexpr.Counter:
			diag.Report(c.pass, name, rng, nil, msgAtomic, k.Describe(), what, inProcess(h.Name))
			return
		case keyexpr.Int, keyexpr.String, keyexpr.Opaque:
			// An opaque hole (a string the engine computed but cannot
			// read, such as aws.StringValue(out.Attributes["seq"].N)) is
			// judged only when the tracer proves where it comes from.
			if src, ok := c.traced(h); ok {
				if src.named {
					if !sequentialName(h.Name) { // nextID() names itself
						what += ", from " + src.name
					}
					diag.Report(c.pass, name, rng, nil, msgName, k.Describe(), what)
					return
				}
				if src.count != "" {
					diag.Report(c.pass, name, rng, nil, msgCount, k.Describe(), what, src.name, src.count)
					return
				}
				if src.item {
					diag.Report(c.pass, name, rng, nil, msgItem, k.Describe(), what, src.name)
				} else {
					diag.Report(c.pass, name, rng, nil, msgAtomic, k.Describe(), what, inProcess(src.name))
				}
				return
			}
			if h.Kind == keyexpr.Int && !h.Unix && !h.Shard && sequentialName(h.Name) {
				diag.Report(c.pass, name, rng, nil, msgName, k.Describe(), what)
				return
			}
		}
	}
}

// inProcess names an in-process counter for a message.
func inProcess(counter string) string {
	if counter == "" {
		return "an in-process counter"
	}
	return "in-process counter " + counter
}

// vetoed reports snowflake ids (and sonyflake's): a value, field, type or
// function named so packs a time, a machine number and a per-machine
// counter, and is unique across machines by design.
//
// Random and time-ordered ids (Kind ID), hashes, times and opaque values
// need no veto: only counters, integers and traced values are judged.
func vetoed(h *keyexpr.Hole) bool {
	for _, s := range []string{h.Name, h.Text, h.Type} {
		if snowflake(s) {
			return true
		}
	}
	return false
}

// snowflake reports a name that says snowflake (or sonyflake): ids that
// pack a time, a machine number and a per-machine counter, unique across
// machines by design.
func snowflake(s string) bool {
	l := strings.ToLower(s)
	return strings.Contains(l, "snowflake") || strings.Contains(l, "sonyflake")
}

// recvName is the name of a method's receiver type, "" for a function.
func recvName(fn *types.Func) string {
	r := fn.Type().(*types.Signature).Recv()
	if r == nil {
		return ""
	}
	t := r.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name()
	}
	return ""
}

// sequentialName reports a name that says its value comes from a counter:
// seq, orderSeq, seqNo, sequenceNumber, counter, nextID, next_id,
// autoIncrement, autoIncrementID. Only the end of the name counts, so a
// counterName or sequenceType (the name of a counter, a kind of sequence)
// does not match.
func sequentialName(n string) bool {
	ws := names.Words(n)
	// Drop one trailing word that only says "the number".
	if len(ws) > 1 {
		switch ws[len(ws)-1] {
		case "no", "num", "nr", "number", "value", "val":
			ws = ws[:len(ws)-1]
		case "id":
			if last := ws[len(ws)-2]; last == "seq" || last == "sequence" || last == "increment" || last == "autoincrement" {
				ws = ws[:len(ws)-1]
			} else if last == "next" {
				return true // nextID, next_id
			}
		}
	}
	if len(ws) == 0 {
		return false
	}
	switch ws[len(ws)-1] {
	case "seq", "sequence", "counter", "autoincrement", "autoinc":
		return true
	case "increment":
		return len(ws) >= 2 && ws[len(ws)-2] == "auto"
	}
	return false
}

// source is where a traced value comes from: the counter attribute an
// UpdateItem increments (item), or the in-process counter a sync/atomic Add
// increments.
type source struct {
	item bool
	name string
	// named: the value is a result of a function whose name says it
	// hands out sequence numbers (nextID), read as that name is.
	named bool
	// count, for a number made from the count of items a Scan or a Query
	// read (out.Count + 1), is the request ("Scan"); name is the field.
	count string
}

// traced follows a hole's expression back to a counter, when the hole's
// source range is known.
func (c *checker) traced(h *keyexpr.Hole) (source, bool) {
	if h.ExprPos == token.NoPos {
		return source{}, false
	}
	if c.ix == nil {
		c.ix = buildIndex(c.pass, c.insp)
	}
	x := c.ix.exprs[span{h.ExprPos, h.ExprEnd}]
	if x == nil {
		return source{}, false
	}
	t := &tracer{pass: c.pass, ix: c.ix, active: map[types.Object]bool{}, target: c.target}
	return t.trace(x, 0)
}

const maxDepth = 16

type tracer struct {
	pass   *analysis.Pass
	ix     *index
	active map[types.Object]bool
	// target resolves a call of an interface method to its one
	// implementation (keys.Result.CallTarget); nil: not resolved.
	target func(*types.Func) *types.Func
}

// trace proves that x is a counter's new value: the result of a sync/atomic
// increment, or the attribute an UpdateItem incremented, read from its
// output, possibly through local variables, attributevalue.Unmarshal (or
// aws-sdk-go v1's dynamodbattribute.Unmarshal), strconv parsing, integer
// conversions and functions of this package.
func (t *tracer) trace(x ast.Expr, depth int) (source, bool) {
	if depth > maxDepth {
		return source{}, false
	}
	info := t.pass.TypesInfo
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok {
			return source{}, false
		}
		return t.traceVar(v, depth)
	case *ast.SelectorExpr:
		// av.(*types.AttributeValueMemberN).Value
		if x.Sel.Name == "Value" {
			if ta, ok := ast.Unparen(x.X).(*ast.TypeAssertExpr); ok {
				if sdk.Is(info.TypeOf(ta), sdk.Types, "AttributeValueMemberN") || sdk.Is(info.TypeOf(ta), sdk.Types, "AttributeValueMemberS") {
					return t.trace(ta.X, depth+1)
				}
			}
		}
		// out.Attributes["seq"].N, an aws-sdk-go v1 attribute value's
		// number (a *string).
		if x.Sel.Name == "N" && sdk.Is(info.TypeOf(x.X), sdk.DynamoDBV1, "AttributeValue") {
			return t.trace(x.X, depth+1)
		}
		// out.Count, out.ScannedCount of a Scan or a Query: the items
		// counted, handed out as the next id by adding one (see
		// *ast.BinaryExpr); aws-sdk-go v1's are *int64.
		if x.Sel.Name == "Count" || x.Sel.Name == "ScannedCount" {
			if req := countedOutput(info.TypeOf(x.X)); req != "" {
				return source{count: req, name: x.Sel.Name}, true
			}
		}
		// c.Seq, where c was filled by attributevalue.UnmarshalMap of an
		// UpdateItem's Attributes.
		return t.traceField(x, depth)
	case *ast.StarExpr:
		// *out.Attributes["seq"].N
		return t.trace(x.X, depth+1)
	case *ast.UnaryExpr:
		// return &c.Seq, nil: a helper that hands out the counter's
		// value by pointer, which its caller dereferences.
		if x.Op == token.AND {
			return t.trace(x.X, depth+1)
		}
		return source{}, false
	case *ast.TypeAssertExpr:
		return t.trace(x.X, depth+1)
	case *ast.BinaryExpr:
		// count + 1: a count of items is the next id only once one is
		// added to it; the count itself is a number like any other.
		if x.Op != token.ADD {
			return source{}, false
		}
		for _, pair := range [][2]ast.Expr{{x.X, x.Y}, {x.Y, x.X}} {
			if positiveInt(info, pair[1]) {
				if src, ok := t.trace(pair[0], depth+1); ok && src.count != "" {
					return src, true
				}
			}
		}
		return source{}, false
	case *ast.IndexExpr:
		// out.Attributes["seq"]
		attr, ok := constString(info, x.Index)
		if !ok {
			return source{}, false
		}
		return t.attributes(x.X, attr, depth)
	case *ast.CallExpr:
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() {
			if len(x.Args) == 1 && isInteger(tv.Type) && isInteger(info.TypeOf(x.Args[0])) {
				return t.trace(x.Args[0], depth+1)
			}
			return source{}, false
		}
		if name, ok := atomicAdd(info, x); ok {
			return source{name: name}, true
		}
		// len(out.Items) of a Scan or a Query: the items counted.
		if id, ok := ast.Unparen(x.Fun).(*ast.Ident); ok && len(x.Args) == 1 {
			if b, ok := info.Uses[id].(*types.Builtin); ok && b.Name() == "len" {
				if sel, ok := ast.Unparen(x.Args[0]).(*ast.SelectorExpr); ok && sel.Sel.Name == "Items" {
					if req := countedOutput(info.TypeOf(sel.X)); req != "" {
						return source{count: req, name: "len(Items)"}, true
					}
				}
				return source{}, false
			}
		}
		fn := keyexpr.Callee(info, x)
		if fn == nil {
			return source{}, false
		}
		if (derefString(fn) || pointerHelper(fn)) && len(x.Args) == 1 {
			// aws.StringValue(out.Attributes["seq"].N); aws.Uint64(n)
			// and aws.ToUint64(p), whose pointer holds the number (a
			// dereference, *p, is followed as any expression).
			return t.trace(x.Args[0], depth+1)
		}
		return t.traceCall(fn, 0, depth)
	}
	return source{}, false
}

// countedOutput is "Scan" or "Query" for the output of that request, of
// either SDK, whose Count, ScannedCount and Items count the items read;
// "" for any other type.
func countedOutput(t types.Type) string {
	for _, pkg := range []string{sdk.DynamoDB, sdk.DynamoDBV1} {
		for _, req := range []string{"Scan", "Query"} {
			if sdk.Is(t, pkg, req+"Output") {
				return req
			}
		}
	}
	return ""
}

// traceCall follows result i of a call of fn: through fn's body when the
// tracer can prove it a counter's value, else by fn's name.
func (t *tracer) traceCall(fn *types.Func, i int, depth int) (source, bool) {
	// guregu/dynamo's table.Scan().Count() and Query's: the items counted.
	if i == 0 && fn.Name() == "Count" && fn.Pkg() != nil && sdk.IsDynamo(fn.Pkg().Path()) {
		if r := fn.Type().(*types.Signature).Recv(); r != nil {
			if _, recv := sdk.NamedOf(r.Type()); recv == "Scan" || recv == "Query" {
				return source{count: recv, name: "Count()"}, true
			}
		}
	}
	if src, ok := t.traceFunc(fn, i, depth); ok {
		return src, true
	}
	return namedCounter(fn, i)
}

// namedCounter reads result i of a call of fn by fn's name, as a variable
// is read by its own: an integer result of nextID, nextSeq or
// allocateSequence is a sequence number, whatever the body (it may be in
// another package, or parse the counter item in a way the tracer does not
// follow). A pointer to an integer counts too: a repository's Sequence
// method often returns the address of the field it decoded the counter
// into, and the key dereferences it.
func namedCounter(fn *types.Func, i int) (source, bool) {
	res := fn.Type().(*types.Signature).Results()
	if i >= res.Len() || !sequentialName(fn.Name()) {
		return source{}, false
	}
	rt := res.At(i).Type()
	if p, ok := rt.Underlying().(*types.Pointer); ok {
		rt = p.Elem()
	}
	if !isInteger(rt) {
		return source{}, false
	}
	return source{name: fn.Name() + "()", named: true}, true
}

// traceVar follows a local variable to its one source: a single
// definition, or a zero value filled by one attributevalue.Unmarshal.
func (t *tracer) traceVar(v *types.Var, depth int) (source, bool) {
	w := t.ix.vars[v]
	if w == nil && !t.active[v] {
		return t.traceParam(v, depth)
	}
	if w == nil || w.other || t.active[v] {
		return source{}, false
	}
	t.active[v] = true
	defer delete(t.active, v)
	if len(w.unmarshals) > 0 {
		if len(w.unmarshals) != 1 || len(w.defs) != 1 || w.defs[0].rhs != zeroValue {
			return source{}, false
		}
		return t.trace(w.unmarshals[0].Args[0], depth+1)
	}
	if len(w.defs) != 1 || w.defs[0].rhs == nil || w.defs[0].rhs == zeroValue {
		return source{}, false
	}
	d := w.defs[0]
	if d.tuple < 0 {
		return t.trace(d.rhs, depth+1)
	}
	return t.traceTuple(d.rhs, d.tuple, depth)
}

// traceParam follows a parameter the function never writes to what the
// calls hand it: saveMessage passing int(out.ScannedCount) to
// putMessage(ctx, lastID int), which keys the item lastID + 1. Only an
// unexported function's whose every use is a call in this package (not a
// handler registered, a value passed on), and only when every call's
// argument is a counter's value, or every one a count.
func (t *tracer) traceParam(v *types.Var, depth int) (source, bool) {
	p, ok := t.ix.params[v]
	if !ok || p.fn.Exported() {
		return source{}, false
	}
	calls := t.ix.calls[p.fn]
	if len(calls) == 0 || t.ix.uses[p.fn] != len(calls) {
		return source{}, false
	}
	t.active[v] = true
	defer delete(t.active, v)
	var first source
	for i, call := range calls {
		if p.i >= len(call.Args) {
			return source{}, false
		}
		src, ok := t.trace(call.Args[p.i], depth+1)
		if !ok || i > 0 && (src.count == "") != (first.count == "") {
			return source{}, false
		}
		if i == 0 {
			first = src
		}
	}
	return first, true
}

// traceTuple follows result i of a call with several results: the number
// strconv.Atoi, ParseInt or ParseUint parses, or what a function of this
// package returns.
func (t *tracer) traceTuple(x ast.Expr, i int, depth int) (source, bool) {
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok {
		return source{}, false
	}
	fn := keyexpr.Callee(t.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil {
		return source{}, false
	}
	if fn.Pkg().Path() == "strconv" {
		switch fn.Name() {
		case "Atoi", "ParseInt", "ParseUint":
			if i == 0 && len(call.Args) >= 1 {
				return t.trace(call.Args[0], depth+1)
			}
		}
		return source{}, false
	}
	return t.traceCall(fn, i, depth)
}

// pointerHelper reports the aws helpers of either SDK that take an integer
// and return a pointer to it (aws.Int, aws.Uint64), and those that
// dereference one (aws-sdk-go-v2's aws.ToInt, v1's aws.IntValue).
func pointerHelper(fn *types.Func) bool {
	if fn.Pkg() == nil || !sdk.IsAWS(fn.Pkg().Path()) {
		return false
	}
	n := strings.TrimSuffix(strings.TrimPrefix(fn.Name(), "To"), "Value")
	switch n {
	case "Int", "Int8", "Int16", "Int32", "Int64", "Uint", "Uint8", "Uint16", "Uint32", "Uint64":
		return true
	}
	return false
}

// derefString reports aws-sdk-go v1's aws.StringValue, which dereferences
// the *string of an attribute value's N. (aws-sdk-go-v2's number is a
// string already.)
func derefString(fn *types.Func) bool {
	return fn.Pkg() != nil && fn.Pkg().Path() == sdk.AWSV1 && fn.Name() == "StringValue"
}

// traceFunc follows a function of this package whose every return
// statement returns, as result i, a counter's value or a constant (the
// zero value of an error path), at least one of them a counter's.
func (t *tracer) traceFunc(fn *types.Func, i int, depth int) (source, bool) {
	if t.target != nil {
		fn = t.target(fn) // a call through an interface runs its one implementation
	}
	fd := t.ix.funcs[fn]
	if fd == nil || t.active[fn] || snowflake(fn.Name()) || snowflake(recvName(fn)) {
		return source{}, false // a snowflake generator packs a counter with time and machine bits
	}
	t.active[fn] = true
	defer delete(t.active, fn)
	var found source
	ok, any := true, false
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			var src source
			var traced bool
			switch {
			case len(n.Results) == 1 && fd.Type.Results.NumFields() > 1:
				// return strconv.Atoi(s): the call's results are the
				// function's.
				src, traced = t.traceTuple(n.Results[0], i, depth+1)
			case i >= len(n.Results) || len(n.Results) != fd.Type.Results.NumFields():
				ok = false // a bare return of named results
				return false
			default:
				r := n.Results[i]
				if tv, isConst := t.pass.TypesInfo.Types[r]; isConst && (tv.Value != nil || tv.IsNil()) {
					return false // an error path's zero value
				}
				src, traced = t.trace(r, depth+1)
			}
			if !traced {
				ok = false
				return false
			}
			found, any = src, true
		}
		return true
	})
	return found, ok && any
}

// traceField follows v.F where v was zero and filled by one
// attributevalue.UnmarshalMap(out.Attributes, &v) (or v1's
// dynamodbattribute.UnmarshalMap), and F is tagged with the counter
// attribute.
func (t *tracer) traceField(x *ast.SelectorExpr, depth int) (source, bool) {
	info := t.pass.TypesInfo
	fld, ok := info.Uses[x.Sel].(*types.Var)
	if !ok || !fld.IsField() {
		return source{}, false
	}
	id, ok := ast.Unparen(x.X).(*ast.Ident)
	if !ok {
		return source{}, false
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok {
		return source{}, false
	}
	w := t.ix.vars[v]
	if w == nil || w.other || len(w.fields) > 0 || len(w.defs) != 1 || w.defs[0].rhs != zeroValue {
		return source{}, false
	}
	if len(w.updateValues) == 1 && len(w.unmarshalMaps) == 0 {
		attr, ok := dynamoTagName(v.Type(), fld)
		if ok && t.adds(w.updateValues[0], attr, depth) {
			return source{item: true, name: attr}, true
		}
		return source{}, false
	}
	if len(w.unmarshalMaps) != 1 || len(w.updateValues) > 0 {
		return source{}, false
	}
	um := w.unmarshalMaps[0]
	fn := keyexpr.Callee(info, um)
	attr, ok := tagName(v.Type(), fld, fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == sdk.AttributeValueV1)
	if !ok {
		return source{}, false
	}
	m := um.Args[0]
	return t.attributes(m, attr, depth)
}

// updateValueOut is the out argument of guregu/dynamo's update.Value(out),
// ValueWithContext(ctx, out), OldValue(out) and OldValueWithContext(ctx,
// out) (v2: Value(ctx, out), OldValue(ctx, out)), which run the update and
// unmarshal the item after (or before) it into out; nil for other calls.
func updateValueOut(fn *types.Func, call *ast.CallExpr) ast.Expr {
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil || !sdk.IsDynamo(fn.Pkg().Path()) || !sdk.Is(sig.Recv().Type(), fn.Pkg().Path(), "Update") {
		return nil
	}
	switch fn.Name() {
	case "Value", "ValueWithContext", "OldValue", "OldValueWithContext":
		if n := len(call.Args); n > 0 {
			return call.Args[n-1]
		}
	}
	return nil
}

// adds proves that the guregu update a Value call runs adds a positive
// constant to attr: the call's receiver is a chain of the update's methods
// (table.Update("ID", class).Add("Count", 1)), or a local variable holding
// one, with Add(attr, n) in it.
func (t *tracer) adds(call *ast.CallExpr, attr string, depth int) bool {
	info := t.pass.TypesInfo
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	x := sel.X
	for range maxDepth {
		x = ast.Unparen(x)
		if id, ok := x.(*ast.Ident); ok {
			v, ok := info.Uses[id].(*types.Var)
			if !ok {
				return false
			}
			w := t.ix.vars[v]
			if w == nil || w.other || len(w.fields) > 0 || len(w.defs) != 1 || w.defs[0].tuple >= 0 || w.defs[0].rhs == nil || w.defs[0].rhs == zeroValue {
				return false
			}
			x = w.defs[0].rhs
			continue
		}
		c, ok := x.(*ast.CallExpr)
		if !ok {
			return false
		}
		fn := keyexpr.Callee(info, c)
		s, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr)
		if fn == nil || fn.Pkg() == nil || !sdk.IsDynamo(fn.Pkg().Path()) || !ok {
			return false
		}
		if fn.Name() == "Add" && len(c.Args) == 2 {
			if name, ok := constString(info, c.Args[0]); ok && name == attr && positiveInt(info, c.Args[1]) {
				return true
			}
		}
		if fn.Name() == "Update" {
			return false // the chain's start: table.Update(hashKey, value)
		}
		x = s.X
	}
	return false
}

// positiveInt reports a positive integer constant.
func positiveInt(info *types.Info, x ast.Expr) bool {
	tv, ok := info.Types[x]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return false
	}
	return constant.Sign(tv.Value) > 0
}

// dynamoTagName is the attribute guregu/dynamo stores a field of struct
// type st in: the name of its dynamo tag, else the field's name.
func dynamoTagName(st types.Type, fld *types.Var) (string, bool) {
	return fieldAttr(st, fld, func(tag reflect.StructTag) string { return tag.Get("dynamo") })
}

// attributes proves that m is out.Attributes, where out is the output of
// an UpdateItem that increments attr and returns its value: with
// aws-sdk-go-v2, c.UpdateItem(ctx, in); with v1, svc.UpdateItem(in) or
// svc.UpdateItemWithContext(ctx, in).
func (t *tracer) attributes(m ast.Expr, attr string, depth int) (source, bool) {
	info := t.pass.TypesInfo
	sel, ok := ast.Unparen(m).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Attributes" {
		return source{}, false
	}
	var pkg string // the SDK of the output, whose input the call must take
	switch {
	case sdk.Is(info.TypeOf(sel.X), sdk.DynamoDB, "UpdateItemOutput"):
		pkg = sdk.DynamoDB
	case sdk.Is(info.TypeOf(sel.X), sdk.DynamoDBV1, "UpdateItemOutput"):
		pkg = sdk.DynamoDBV1
	default:
		return source{}, false
	}
	if t.output(sel.X, pkg, attr, depth) {
		return source{item: true, name: attr}, true
	}
	return source{}, false
}

// output proves that x, a local variable, is the output of an UpdateItem
// that increments attr and returns its value: the variable holds the
// result of the call itself, or of a function of this package that
// returns such an output (out, err := bump(ctx, c)).
func (t *tracer) output(x ast.Expr, pkg, attr string, depth int) bool {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := t.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return false
	}
	w := t.ix.vars[v]
	if w == nil || w.other || len(w.defs) != 1 || w.defs[0].rhs == nil || w.defs[0].rhs == zeroValue {
		return false
	}
	return t.outputCall(w.defs[0].rhs, max(w.defs[0].tuple, 0), pkg, attr, depth)
}

// outputCall proves that result i of call x is such an output: x is the
// UpdateItem call, or calls a function of this package whose every
// return, but the nil of an error path, is one.
func (t *tracer) outputCall(x ast.Expr, i int, pkg, attr string, depth int) bool {
	info := t.pass.TypesInfo
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok || depth > maxDepth {
		return false
	}
	for _, a := range call.Args {
		if sdk.Is(info.TypeOf(a), pkg, "UpdateItemInput") {
			lit := t.inputLit(a)
			return i == 0 && lit != nil && t.increments(lit, attr)
		}
	}
	fn := keyexpr.Callee(info, call)
	if fn == nil {
		return false
	}
	if t.target != nil {
		fn = t.target(fn)
	}
	fd := t.ix.funcs[fn]
	if fd == nil || t.active[fn] {
		return false
	}
	t.active[fn] = true
	defer delete(t.active, fn)
	ok, any := true, false
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		r, isRet := n.(*ast.ReturnStmt)
		if _, isLit := n.(*ast.FuncLit); isLit || !ok {
			return false
		}
		if !isRet {
			return true
		}
		switch {
		case len(r.Results) == 1 && fd.Type.Results.NumFields() > 1:
			ok = t.outputCall(r.Results[0], i, pkg, attr, depth+1) // return c.UpdateItem(ctx, in)
		case i >= len(r.Results) || len(r.Results) != fd.Type.Results.NumFields():
			ok = false // a bare return of named results
		case info.Types[r.Results[i]].IsNil():
			return false // an error path
		default:
			ok = t.output(r.Results[i], pkg, attr, depth+1)
		}
		any = any || ok
		return false
	})
	return ok && any
}

// inputLit returns the UpdateItemInput literal an argument is, or that a
// local variable holding it was defined by.
func (t *tracer) inputLit(x ast.Expr) *ast.CompositeLit {
	if lit := keyexpr.CompositeLit(x); lit != nil {
		return lit
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := t.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	w := t.ix.vars[v]
	if w == nil || w.other || len(w.fields) > 0 || len(w.defs) != 1 || w.defs[0].tuple >= 0 {
		return nil
	}
	return keyexpr.CompositeLit(w.defs[0].rhs)
}

// increments reports an UpdateItemInput whose UpdateExpression adds a
// positive constant to attr (ADD attr :one, SET attr = attr + :one) and
// whose ReturnValues returns the attribute.
func (t *tracer) increments(lit *ast.CompositeLit, attr string) bool {
	info := t.pass.TypesInfo
	f := fields(lit)
	rv, ok := constString(info, f["ReturnValues"])
	if !ok {
		return false
	}
	switch rv {
	case "UPDATED_NEW", "ALL_NEW", "UPDATED_OLD", "ALL_OLD":
	default:
		return false
	}
	expr, ok := constString(info, f["UpdateExpression"])
	if !ok {
		return false
	}
	acts, err := keycond.ParseUpdate(expr)
	if err != nil {
		return false
	}
	names := stringMap(info, f["ExpressionAttributeNames"])
	values := map[string]ast.Expr{}
	if m := keyexpr.CompositeLit(f["ExpressionAttributeValues"]); m != nil {
		for _, el := range m.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				if k, ok := constString(info, kv.Key); ok {
					values[k] = kv.Value
				}
			}
		}
	}
	for _, a := range acts {
		target, ok := keycond.Resolve(a.Name, names)
		if !ok || target != attr || len(a.Values) == 0 {
			continue
		}
		if increment := a.Clause == "ADD" && len(a.Values) == 1 || a.Clause == "SET" && a.Arith == "+"; !increment {
			continue
		}
		if positiveNumber(info, values[a.Values[len(a.Values)-1]]) {
			return true
		}
	}
	return false
}

// positiveNumber reports &types.AttributeValueMemberN{Value: "1"}, and
// aws-sdk-go v1's &dynamodb.AttributeValue{N: aws.String("1")} ({N:
// aws.String("1")} in a map literal), with a positive integer constant.
func positiveNumber(info *types.Info, x ast.Expr) bool {
	lit := keyexpr.CompositeLit(x)
	if lit == nil {
		return false
	}
	var num ast.Expr
	switch f := fields(lit); {
	case sdk.Is(info.TypeOf(lit), sdk.Types, "AttributeValueMemberN"):
		num = f["Value"]
	case sdk.Is(info.TypeOf(lit), sdk.DynamoDBV1, "AttributeValue"):
		if len(f) != 1 || len(lit.Elts) != 1 {
			return false // exactly one member is set
		}
		num = f["N"]
	}
	s, ok := constString(info, num)
	if !ok {
		return false
	}
	n, err := strconv.ParseInt(s, 10, 64)
	return err == nil && n > 0
}

// atomicAdd reports atomic.AddInt64(&seq, 1) and seq.Add(1) on the
// sync/atomic integer types, with a positive constant delta, and names the
// counter.
func atomicAdd(info *types.Info, call *ast.CallExpr) (string, bool) {
	fn := keyexpr.Callee(info, call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "sync/atomic" {
		return "", false
	}
	var counter, delta ast.Expr
	if sig := fn.Type().(*types.Signature); sig.Recv() != nil {
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok || fn.Name() != "Add" || len(call.Args) != 1 {
			return "", false
		}
		counter, delta = sel.X, call.Args[0]
	} else {
		if !strings.HasPrefix(fn.Name(), "Add") || len(call.Args) != 2 {
			return "", false
		}
		counter, delta = call.Args[0], call.Args[1]
	}
	tv, ok := info.Types[delta]
	if !ok || tv.Value == nil {
		return "", false
	}
	if d, ok := constant.Int64Val(constant.ToInt(tv.Value)); !ok || d <= 0 {
		return "", false
	}
	if u, ok := ast.Unparen(counter).(*ast.UnaryExpr); ok && u.Op == token.AND {
		counter = u.X
	}
	return types.ExprString(counter), true
}

// tagName is the attribute a field of struct type st unmarshals from. v1's
// dynamodbattribute reads the json tag when the dynamodbav tag is missing
// or empty.
func tagName(st types.Type, fld *types.Var, v1 bool) (string, bool) {
	return fieldAttr(st, fld, func(tag reflect.StructTag) string {
		if t := tag.Get("dynamodbav"); t != "" || !v1 {
			return t
		}
		return tag.Get("json")
	})
}

// fieldAttr is the attribute field fld of struct type st (or a pointer to
// it) is stored in: the name the tag the library reads gives it, else the
// field's name; false for a field the tag leaves out ("-") or one st does
// not have.
func fieldAttr(st types.Type, fld *types.Var, tagOf func(reflect.StructTag) string) (string, bool) {
	if p, ok := st.Underlying().(*types.Pointer); ok {
		st = p.Elem()
	}
	s, ok := st.Underlying().(*types.Struct)
	if !ok {
		return "", false
	}
	for i := 0; i < s.NumFields(); i++ {
		if s.Field(i) != fld {
			continue
		}
		n, _, _ := strings.Cut(tagOf(reflect.StructTag(s.Tag(i))), ",")
		if n == "-" {
			return "", false
		}
		if n == "" {
			n = fld.Name()
		}
		return n, true
	}
	return "", false
}

// constString is the value of a constant string expression, through
// aws.String (of either SDK) and conversions to string types
// (types.ReturnValue).
func constString(info *types.Info, x ast.Expr) (string, bool) {
	if x == nil {
		return "", false
	}
	x = ast.Unparen(x)
	if call, ok := x.(*ast.CallExpr); ok && len(call.Args) == 1 {
		if fn := keyexpr.Callee(info, call); fn != nil && fn.Pkg() != nil && sdk.IsAWS(fn.Pkg().Path()) && fn.Name() == "String" {
			x = call.Args[0]
		}
	}
	tv, ok := info.Types[x]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// stringMap reads a map[string]string literal of constants.
func stringMap(info *types.Info, x ast.Expr) map[string]string {
	m := map[string]string{}
	lit := keyexpr.CompositeLit(x)
	if lit == nil {
		return m
	}
	for _, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			k, ok1 := constString(info, kv.Key)
			v, ok2 := constString(info, kv.Value)
			if ok1 && ok2 {
				m[k] = v
			}
		}
	}
	return m
}

// fields maps a struct literal's keyed fields to their values.
func fields(lit *ast.CompositeLit) map[string]ast.Expr {
	m := map[string]ast.Expr{}
	if lit == nil {
		return m
	}
	for _, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok {
				m[id.Name] = kv.Value
			}
		}
	}
	return m
}

func isInteger(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

type span struct{ pos, end token.Pos }

// zeroValue stands for the zero value of `var x T`.
var zeroValue = &ast.BadExpr{}

type def struct {
	rhs   ast.Expr // nil: unknown; zeroValue: var x T
	tuple int      // index into a multi-value rhs, or -1
}

// writes is everything that writes one variable.
type writes struct {
	defs          []def
	unmarshals    []*ast.CallExpr // attributevalue.Unmarshal(av, &v), or v1's dynamodbattribute
	unmarshalMaps []*ast.CallExpr // attributevalue.UnmarshalMap(m, &v), or v1's dynamodbattribute
	updateValues  []*ast.CallExpr // guregu's update.Value(&v) (or OldValue, with a context)
	fields        []token.Pos     // v.F = x
	other         bool            // ++, op-assign, range, &v elsewhere
}

// index is one walk of the package: expressions by source range, the
// writes of every variable, and the functions declared.
type index struct {
	exprs map[span]ast.Expr
	vars  map[*types.Var]*writes
	funcs map[*types.Func]*ast.FuncDecl
	// params are the parameters of the functions declared, calls the
	// calls of each function of the package, and uses how often its name
	// is used at all (each call uses it once): an unexported function
	// used only in calls has as parameter what every call hands it.
	params map[*types.Var]param
	calls  map[*types.Func][]*ast.CallExpr
	uses   map[*types.Func]int
}

// param is parameter i of fn.
type param struct {
	fn *types.Func
	i  int
}

func buildIndex(pass *analysis.Pass, insp *inspector.Inspector) *index {
	info := pass.TypesInfo
	ix := &index{exprs: map[span]ast.Expr{}, vars: map[*types.Var]*writes{}, funcs: map[*types.Func]*ast.FuncDecl{},
		params: map[*types.Var]param{}, calls: map[*types.Func][]*ast.CallExpr{}, uses: map[*types.Func]int{}}
	of := func(v *types.Var) *writes {
		w := ix.vars[v]
		if w == nil {
			w = &writes{}
			ix.vars[v] = w
		}
		return w
	}
	varOf := func(x ast.Expr) *types.Var {
		id, ok := ast.Unparen(x).(*ast.Ident)
		if !ok {
			return nil
		}
		obj := info.Defs[id]
		if obj == nil {
			obj = info.Uses[id]
		}
		v, _ := obj.(*types.Var)
		return v
	}
	consumed := map[ast.Node]bool{} // &v arguments of Unmarshal calls
	types_ := []ast.Node{
		(*ast.Ident)(nil), (*ast.SelectorExpr)(nil), (*ast.CallExpr)(nil), (*ast.IndexExpr)(nil),
		(*ast.TypeAssertExpr)(nil), (*ast.StarExpr)(nil), (*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil), (*ast.IncDecStmt)(nil),
		(*ast.RangeStmt)(nil), (*ast.UnaryExpr)(nil), (*ast.FuncDecl)(nil), (*ast.BinaryExpr)(nil),
	}
	insp.Preorder(types_, func(n ast.Node) {
		if x, ok := n.(ast.Expr); ok {
			s := span{x.Pos(), x.End()}
			if _, seen := ix.exprs[s]; !seen {
				ix.exprs[s] = x
			}
		}
		switch n := n.(type) {
		case *ast.Ident:
			if fn, ok := info.Uses[n].(*types.Func); ok && fn.Pkg() == pass.Pkg {
				ix.uses[fn]++
			}
		case *ast.FuncDecl:
			if fn, ok := info.Defs[n.Name].(*types.Func); ok && n.Body != nil {
				ix.funcs[fn] = n
				if sig := fn.Signature(); !sig.Variadic() {
					for i := range sig.Params().Len() {
						ix.params[sig.Params().At(i)] = param{fn, i}
					}
				}
			}
		case *ast.AssignStmt:
			switch n.Tok {
			case token.ASSIGN, token.DEFINE:
				for i, lhs := range n.Lhs {
					if v := varOf(lhs); v != nil {
						d := def{tuple: -1}
						if len(n.Lhs) == len(n.Rhs) {
							d.rhs = n.Rhs[i]
						} else if len(n.Rhs) == 1 {
							d.rhs, d.tuple = n.Rhs[0], i
						}
						of(v).defs = append(of(v).defs, d)
						continue
					}
					if sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok {
						if v := varOf(sel.X); v != nil {
							of(v).fields = append(of(v).fields, sel.Pos())
						}
					}
					if star, ok := ast.Unparen(lhs).(*ast.StarExpr); ok {
						if v := varOf(star.X); v != nil {
							of(v).other = true // *p = x: p no longer points to what it was given
						}
					}
				}
			default:
				// x op= y: on a variable or on one of its fields.
				for _, lhs := range n.Lhs {
					if v := varOf(rootOf(lhs)); v != nil {
						of(v).other = true
					}
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				v, ok := info.Defs[id].(*types.Var)
				if !ok {
					continue
				}
				d := def{rhs: zeroValue, tuple: -1}
				if len(n.Values) == len(n.Names) {
					d.rhs = n.Values[i]
				} else if len(n.Values) == 1 {
					d.rhs, d.tuple = n.Values[0], i
				}
				of(v).defs = append(of(v).defs, d)
			}
		case *ast.IncDecStmt:
			if v := varOf(rootOf(n.X)); v != nil {
				of(v).other = true
			}
		case *ast.RangeStmt:
			for _, x := range []ast.Expr{n.Key, n.Value} {
				if v := varOf(x); x != nil && v != nil {
					of(v).other = true
				}
			}
		case *ast.CallExpr:
			fn := keyexpr.Callee(info, n)
			if fn == nil || fn.Pkg() == nil {
				return
			}
			if fn.Pkg() == pass.Pkg {
				ix.calls[fn] = append(ix.calls[fn], n)
			}
			if out := updateValueOut(fn, n); out != nil {
				if u, ok := ast.Unparen(out).(*ast.UnaryExpr); ok && u.Op == token.AND {
					if v := varOf(u.X); v != nil {
						of(v).updateValues = append(of(v).updateValues, n)
						consumed[u] = true
					}
				}
				return
			}
			if !sdk.IsAttributeValue(fn.Pkg().Path()) || len(n.Args) != 2 {
				return
			}
			u, ok := ast.Unparen(n.Args[1]).(*ast.UnaryExpr)
			if !ok || u.Op != token.AND {
				return
			}
			v := varOf(u.X)
			if v == nil {
				return
			}
			switch fn.Name() {
			case "Unmarshal":
				of(v).unmarshals = append(of(v).unmarshals, n)
				consumed[u] = true
			case "UnmarshalMap":
				of(v).unmarshalMaps = append(of(v).unmarshalMaps, n)
				consumed[u] = true
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && !consumed[n] {
				if v := varOf(n.X); v != nil {
					of(v).other = true
				}
			}
		}
	})
	return ix
}

// rootOf is the variable expression at the root of x.a.b.
func rootOf(x ast.Expr) ast.Expr {
	for {
		sel, ok := ast.Unparen(x).(*ast.SelectorExpr)
		if !ok {
			return x
		}
		x = sel.X
	}
}
