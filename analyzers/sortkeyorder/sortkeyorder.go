package sortkeyorder

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/analyzers/pkcardinality"
	"github.com/ddblint/ddblint/internal/astpath"
	"github.com/ddblint/ddblint/internal/diag"
	"github.com/ddblint/ddblint/internal/docutil"
	"github.com/ddblint/ddblint/internal/engine/fieldref"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/names"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

const name = "sortkeyorder"

// Analyzer reports sort-key parts whose text order is not their meaning's.
var Analyzer = &analysis.Analyzer{
	Name:     name,
	Doc:      docutil.MustExtract(doc, name).AnalyzerDoc(),
	URL:      "https://github.com/ddblint/ddblint/blob/main/docs/rules/" + name + ".md",
	Requires: []*analysis.Analyzer{keys.Analyzer},
	Run:      run,
}

// rfc3339Nano is time.RFC3339Nano, the layout attributevalue writes a
// time.Time with.
const rfc3339Nano = "2006-01-02T15:04:05.999999999Z07:00"

// SDKEncoding is the note of a finding about a time.Time the SDK writes
// itself: the ddblint pass reports those of one struct field once, at the
// field, and knows them by it.
const SDKEncoding = " (how the SDK encodes a time.Time)"

type checker struct {
	pass  *analysis.Pass
	width int // -pad-width: the width the fix pads numbers to
	// seen dedupes a value reached through two key sets (a values map
	// shared by two queries).
	seen map[seenKey]bool
	// queries are the package's queries whose key condition was read;
	// opaque says some other query's was not (see readInOrder).
	queries []*keys.KeySet
	opaque  bool
	// queriesTables says the package sends a query of its own, not only
	// through another package's wrapper.
	queriesTables bool
	// imported is how the module packages this one imports read each
	// secondary index's sort key.
	imported keys.OrderReadsFact
	// minter tells the ids a writing function mints (see alone).
	minter *pkcardinality.Minter
	res    *keys.Result
	// counted memoises countOnly: every key of the package asks it of
	// every query of its table.
	counted map[*keys.KeySet]bool
}

type seenKey struct {
	expr token.Pos
	part int
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[keys.Analyzer].(*keys.Result)
	c := &checker{pass: pass, width: res.Config.PadWidth, seen: map[seenKey]bool{}, opaque: res.OpaqueQueries > 0, minter: pkcardinality.NewMinter(pass, res), imported: res.ImportedOrderReads, res: res}
	for _, s := range res.Sets {
		if s.IsQuery() {
			c.queries = append(c.queries, s)
			c.queriesTables = c.queriesTables || !s.Remote
		}
	}
	// A page's start is a key read back from an item: its format is the
	// write's, judged there. The map literal a start key is built in may
	// be read as an item of its own too (a variable the request names).
	startKeys := map[token.Pos]bool{}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if s.StartKey && k.Expr != nil {
				startKeys[k.Expr.Pos()] = true
			}
		}
	}
	for _, s := range res.Sets {
		if s.StartKey {
			continue
		}
		for _, k := range s.Keys {
			// Partition keys are hashed, not ordered; an N attribute is
			// compared as a number.
			if k.Role != tables.Sort || k.Numeric || k.Expr != nil && startKeys[k.Expr.Pos()] {
				continue
			}
			c.check(k)
		}
	}
	c.typeTimes(res)
	return nil, nil
}

func (c *checker) check(k *keys.Key) {
	// The numbers of one key without padding are one finding, with one
	// fix for all of them (pad each): "score^%d^%d" is one mistake.
	var nums []numberFinding
	defer func() { c.reportNumbers(k, nums) }()
	parts := k.Value.Parts
	// A time.Time given as the attribute's value (a struct field,
	// expression.Value(t)) is written by attributevalue, as RFC3339Nano.
	// So is the time.Time field of a struct another package's constructor
	// returns (models.NewEvent(...)), whose key is the call: the
	// constructor's package gave the hole the SDK's layout.
	encoded := isTime(c.pass.TypesInfo.TypeOf(k.Expr)) ||
		k.Field != nil && isTime(k.Field.Type()) && len(parts) == 1 && parts[0].Hole != nil && parts[0].Hole.Layout == rfc3339Nano
	for i, p := range parts {
		h := p.Hole
		if h == nil {
			continue
		}
		// The SDK's own encoding of a time.Time value (the whole key).
		sdkTime := encoded && h.Kind == keyexpr.Time && len(parts) == 1 && (h.Layout == keyexpr.DefaultTimeLayout || h.Layout == rfc3339Nano)
		if h.Formatted && k.Set.Remote && !sdkTime {
			// Another package's wrapper formats the argument and sends
			// the request: the finding is there, at its format, once.
			// (The SDK's encoding of a time.Time is the field's, reported
			// once per package that writes or reads it: see doc. The SDK
			// writes a time.Time only as a whole attribute; one inside a
			// longer key, "<t>#" + id, is text the wrapper's code made.)
			continue
		}
		if h.Inner && !sdkTime {
			// A part of another package's wrapper that no argument of
			// the call gives (its own clock, a number it counts), also
			// through a wrapper of this package that calls it: that
			// package judges it with all it knows, where the fix goes;
			// the call sees only the wrapper's summary of it.
			continue
		}
		var msg string
		var fixes []analysis.SuggestedFix
		switch h.Kind {
		case keyexpr.Int, keyexpr.Counter:
			if c.inPartition(k, h) || !c.readInOrder(k) {
				continue
			}
			msg, fixes = c.number(k, h)
		case keyexpr.Float:
			msg = c.float(k, h)
		case keyexpr.Time:
			if c.readByKeyOnly(k) {
				continue
			}
			// Encoded only as the value itself: a helper's template may
			// format the time the caller hands it (day.Format("01-02")).
			msg, fixes = c.time(k, h, next(k, i), sdkTime)
		}
		if msg == "" {
			continue
		}
		sk := seenKey{k.Expr.Pos(), i}
		if c.seen[sk] {
			continue
		}
		if c.alone(k) {
			// Asked only of a key with a finding: most have none.
			return
		}
		c.seen[sk] = true
		if h.Kind == keyexpr.Int || h.Kind == keyexpr.Counter {
			nums = append(nums, numberFinding{h, msg, fixes})
			continue
		}
		diag.Report(c.pass, name, diag.Range{Start: k.Expr.Pos(), Stop: k.Expr.End()}, fixes, "%s", msg)
	}
}

// numberFinding is a number of a key written without padding.
type numberFinding struct {
	h     *keyexpr.Hole
	msg   string
	fixes []analysis.SuggestedFix
}

// reportNumbers reports the numbers of k written without padding: one as
// number says, several as one finding whose fix pads each (when each has
// one fix).
func (c *checker) reportNumbers(k *keys.Key, nums []numberFinding) {
	rng := diag.Range{Start: k.Expr.Pos(), Stop: k.Expr.End()}
	switch len(nums) {
	case 0:
		return
	case 1:
		diag.Report(c.pass, name, rng, nums[0].fixes, "%s", nums[0].msg)
		return
	}
	var texts []string
	var edits []analysis.TextEdit
	fixable := true
	for _, n := range nums {
		texts = append(texts, diag.Shorten(n.h.Text))
		if len(n.fixes) != 1 {
			fixable = false
			continue
		}
		edits = append(edits, n.fixes[0].TextEdits...)
	}
	var fixes []analysis.SuggestedFix
	if fixable && !overlapping(edits) {
		fixes = []analysis.SuggestedFix{{Message: "zero-pad each number", TextEdits: edits}}
	}
	diag.Report(c.pass, name, rng, fixes, `%s are written without zero padding in %s: as text "10" sorts before "9"`, names.List(texts), k.Describe())
}

// overlapping reports edits two of which touch the same text.
func overlapping(edits []analysis.TextEdit) bool {
	for i, a := range edits {
		for _, b := range edits[i+1:] {
			if a.Pos < b.End && b.Pos < a.End || a.Pos == b.Pos {
				return true
			}
		}
	}
	return false
}

// alone reports a table sort key written with a partition key its
// function mints (PK: uuid.NewString(), SK: now.Format(...)): the write
// creates the partition, and its item is alone there; nothing is ordered
// against it. An item added to that partition later is written elsewhere,
// with the id read back, and judged there.
func (c *checker) alone(k *keys.Key) bool {
	if k.Index != "" || k.Cond != "" || (k.Set.Op != sdk.OpWrite && k.Set.Op != sdk.OpItem) {
		return false
	}
	pk := k.Set.Partition("")
	call := c.minter.MintedCall(pk)
	if call == nil {
		return false
	}
	// Minted once for a loop of writes (a session's id, then one court
	// item per court under it): the partition holds them all.
	_, path := c.minter.Enclosing(k.Set.Pos)
	for _, n := range path {
		var body *ast.BlockStmt
		switch l := n.(type) {
		case *ast.ForStmt:
			body = l.Body
		case *ast.RangeStmt:
			body = l.Body
		}
		if body != nil && (call.Pos() < body.Pos() || body.End() < call.End()) {
			return false
		}
	}
	return true
}

// inPartition reports a number of an item's sort key that its partition
// key holds too (PK "COUNT#" + shard, SK "COUNT#" + shard; PK "ORDER#" +
// n, SK "ORDER#" + n + "#LINE#" + line): one value of it per partition,
// so no two of its values are ever compared; a range or begins_with in
// the partition sees one. The same expression in both keys is the same
// value. Only an item's key says so (a write, a GetItem, an update): a
// condition's operand (SK > "ORDER#" + n under "USER#" + n) compares it
// with what other writes put there.
func (c *checker) inPartition(k *keys.Key, h *keyexpr.Hole) bool {
	if k.Cond != "" || k.Set.IsQuery() {
		return false
	}
	if k.Copies != "" && k.Copies == c.partitionAttr(k) {
		return true // x.SK = x.PK: the whole value is the partition's
	}
	pk := k.Set.Partition(k.Index)
	if pk == nil || h.Text == "" {
		return false
	}
	return slices.ContainsFunc(pk.Value.Parts, func(p keyexpr.Part) bool {
		return p.Hole != nil && p.Hole.Text == h.Text && p.Hole.Kind == h.Kind
	})
}

// partitionAttr is the attribute of the partition key of k's table or
// index: the set's own partition key, else its declaration's.
func (c *checker) partitionAttr(k *keys.Key) string {
	if pk := k.Set.Partition(k.Index); pk != nil {
		return pk.Attr
	}
	t := k.Set.Declared(c.res.Schema)
	if t == nil {
		return ""
	}
	if k.Index == "" {
		return t.Partition
	}
	ix, ok := t.Index(k.Index)
	if ok && ix.Local {
		return t.Partition // a local index shares the table's partition key
	}
	return ix.Partition
}

// number judges an integer written as decimal text.
func (c *checker) number(k *keys.Key, h *keyexpr.Hole) (string, []analysis.SuggestedFix) {
	switch {
	case h.Pad > 0: // zero or space padded: fixed width
		return "", nil
	case h.Width > 0: // a table of constants of one width
		return "", nil
	case h.Ordered: // a function's constant results, in order as text
		return "", nil
	case h.Unix:
		// Fixed width for every date from 2001-09-09 on: seconds have ten
		// digits until 2286, milliseconds thirteen and microseconds sixteen
		// until then too, nanoseconds nineteen until int64 ends in 2262.
		return "", nil
	case h.Shard: // a write shard (k % n, rand.Intn(n)): read one value at a time, never in order
		return "", nil
	case isYear(h):
		return "", nil
	case !digitsVerb(h.Verb): // %c, %q, %U: not a number's digits
		return "", nil
	case !c.printsAsNumber(h):
		return "", nil
	}
	msg := fmt.Sprintf(`%s is written without zero padding in %s: as text "10" sorts before "9"`, diag.Shorten(h.Text), k.Describe())
	return msg, c.numberFix(h)
}

// isYear reports a year: four digits for any date a key will hold.
func isYear(h *keyexpr.Hole) bool {
	switch strings.ToLower(h.Name) {
	case "year", "yr", "yyyy":
		return true
	}
	return strings.HasSuffix(h.Text, ".Year()")
}

// digitsVerb reports a verb that writes an integer as digits (%s: the
// hole is strconv's output, formatted again as a string).
func digitsVerb(v string) bool {
	if v == "" {
		return true
	}
	return strings.IndexByte("dvxXobs", v[len(v)-1]) >= 0
}

var basicInts = map[string]bool{
	"int": true, "int8": true, "int16": true, "int32": true, "int64": true,
	"uint": true, "uint8": true, "uint16": true, "uint32": true, "uint64": true, "uintptr": true,
	"byte": true, "rune": true,
}

// printsAsNumber reports whether the hole's value is printed as a decimal
// number: %v and fmt.Sprint print a value with a String, Error or Format
// method by that method.
func (c *checker) printsAsNumber(h *keyexpr.Hole) bool {
	if basicInts[h.Type] || h.Verb == "%d" {
		return true
	}
	if x := c.exprAt(h.ExprPos, h.ExprEnd); x != nil {
		if t := c.pass.TypesInfo.TypeOf(x); t != nil {
			return !hasMethod(t, c.pass.Pkg, "String", "Error", "Format")
		}
	}
	return false // unknown: a named type may print itself
}

func hasMethod(t types.Type, pkg *types.Package, names ...string) bool {
	for _, n := range names {
		if obj, _, _ := types.LookupFieldOrMethod(t, true, pkg, n); obj != nil {
			if _, ok := obj.(*types.Func); ok {
				return true
			}
		}
	}
	return false
}

// float judges a floating-point number written as text.
func (c *checker) float(k *keys.Key, h *keyexpr.Hole) string {
	if fixedFloatVerb(h.Verb) {
		return ""
	}
	return fmt.Sprintf(`%s is written as a floating-point number in %s: as text "10.5" sorts before "9.5"`, diag.Shorten(h.Text), k.Describe())
}

// fixedFloatVerb reports a verb that writes a non-negative float with a
// fixed width: zero padding, a width and a precision, e.g. %012.3f.
func fixedFloatVerb(v string) bool {
	if !strings.HasPrefix(v, "%") {
		return false
	}
	i := 1
	zero, minus := false, false
	for i < len(v) && strings.IndexByte("+- #0", v[i]) >= 0 {
		zero = zero || v[i] == '0'
		minus = minus || v[i] == '-'
		i++
	}
	w := i
	for i < len(v) && '0' <= v[i] && v[i] <= '9' {
		i++
	}
	width := i > w
	if i >= len(v) || v[i] != '.' {
		return false // no precision: %g-style output, variable width
	}
	i++
	for i < len(v) && '0' <= v[i] && v[i] <= '9' {
		i++
	}
	return zero && !minus && width && i == len(v)-1 && (v[i] == 'f' || v[i] == 'F')
}

// time judges a time written with a layout.
func (c *checker) time(k *keys.Key, h *keyexpr.Hole, nx after, encoded bool) (string, []analysis.SuggestedFix) {
	layout, how := h.Layout, ""
	if encoded {
		layout, how = rfc3339Nano, SDKEncoding
	}
	if layout == keyexpr.DefaultTimeLayout {
		switch {
		case h.Verb != "" && h.Verb != "%v" && h.Verb != "%s" && h.Verb != "%+v":
			return "", nil // not String's output
		case strings.HasSuffix(h.Text, ".UTC()"):
			return "", nil // one zone: the default format then sorts
		}
		return fmt.Sprintf("%s is written in time.Time's default format in %s: its zone offset follows the time's location, so local times sort out of order around daylight-saving changes",
			diag.Shorten(h.Text), k.Describe()), nil
	}
	why := layoutProblem(layout, nx)
	if why == "" {
		return "", nil
	}
	msg := fmt.Sprintf("%s is written with layout %q%s in %s: %s", diag.Shorten(h.Text), layout, how, k.Describe(), why)
	if encoded {
		return msg, nil
	}
	return msg, c.layoutFix(h, layout)
}

// next is what follows part i of the key's value.
func next(k *keys.Key, i int) after {
	parts := k.Value.Parts
	if i+1 == len(parts) {
		if k.Cond == "begins_with" {
			return after{} // a prefix: the stored key goes on
		}
		return after{end: true}
	}
	if p := parts[i+1]; p.IsLit() && p.Lit != "" {
		return after{c: p.Lit[0], known: true}
	}
	return after{}
}

func isTime(t types.Type) bool {
	if t == nil {
		return false
	}
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "time" && n.Obj().Name() == "Time"
}

// fileOf returns the file of this package containing pos.
func (c *checker) fileOf(pos token.Pos) *ast.File {
	if !pos.IsValid() {
		return nil
	}
	for _, f := range c.pass.Files {
		if f.FileStart <= pos && pos < f.FileEnd {
			return f
		}
	}
	return nil
}

// pathTo returns the path from the expression spanning exactly [pos, end)
// up to the file, or nil.
func (c *checker) pathTo(pos, end token.Pos) []ast.Node {
	f := c.fileOf(pos)
	if f == nil || !end.IsValid() {
		return nil
	}
	path, exact := astpath.Enclosing(f, pos, end)
	if !exact || len(path) == 0 || path[0].Pos() != pos || path[0].End() != end {
		return nil
	}
	if _, ok := path[0].(ast.Expr); !ok {
		return nil
	}
	return path
}

func (c *checker) exprAt(pos, end token.Pos) ast.Expr {
	if path := c.pathTo(pos, end); path != nil {
		return path[0].(ast.Expr)
	}
	return nil
}

// readInOrder reports whether the items of k's design may be read in the
// order of k: a number's digits decide nothing when every read names the
// whole key. It says no only when k's package queries the table, every
// query's key condition was read, and none of them can return items of
// k's partition by a range of k or with k open: then the design is read by
// exact key (GetItem, a query with k =), where "10" and "9" never meet.
// The package that sends a key's request is where its table is read in
// the code this rule was measured on (a repository type wrapping the
// client); a listing in an importing package goes unseen, which is why a
// package that sends no query of its own, and a key handed to another
// package's wrapper, keep the report.
func (c *checker) readInOrder(k *keys.Key) bool {
	inOrder, _ := c.orderRead(k)
	return inOrder
}

// readByKeyOnly reports a key whose partition the package's queries read
// (at least one), each by whole key only: no range of the key is listed
// anywhere in sight. Unlike !readInOrder, it asks for that evidence: a
// time is reported wherever it is written unless the package's own
// queries show it is only ever matched whole.
func (c *checker) readByKeyOnly(k *keys.Key) bool {
	inOrder, matched := c.orderRead(k)
	return !inOrder && matched > 0
}

// orderRead is readInOrder's answer, and how many of the package's queries
// read k's partition by whole key (those that made the answer no).
func (c *checker) orderRead(k *keys.Key) (inOrder bool, matched int) {
	if k.Cond != "" && k.Cond != "=" {
		return true, 0 // k is itself a range of a query
	}
	pk := k.Set.Partition(k.Index)
	if pk == nil || c.opaque || !c.queriesTables || k.Set.Remote {
		// The design's other reads may be where its request is sent: a
		// wrapper's package, or one it imports. Where those packages
		// query the key's index, and only ever match its sort key whole,
		// as this package's own queries of it do, nothing lists it.
		if !c.opaque && (k.Set.Remote || !c.queriesTables) && c.imported.ReadWholeElsewhere(k.Index, k.Attr) && !c.listsIndex(k.Index) {
			return false, 1
		}
		return true, 0
	}
	for _, q := range c.queries {
		if q.Table != "" && k.Set.Table != "" && q.Table != k.Set.Table {
			continue
		}
		if c.countOnly(q) {
			// Reads how many, not which: no order, whatever its key
			// condition says (or hides).
			if qpk := q.Partition(k.Index); q.Index == k.Index && qpk != nil && qpk.Value.MayEqual(pk.Value) {
				matched++
			}
			continue
		}
		if q.Index == "" && q.IndexExpr != nil {
			if narrows(q, k) {
				matched++
				continue // whatever the index, it reads one value of k, or none of k's kind
			}
			return true, 0 // an index named by a value out of sight
		}
		if q.Index != k.Index {
			continue // another index's order, not k's
		}
		qpk := q.Partition(k.Index)
		if qpk == nil {
			return true, 0 // a condition without its partition key: unknown
		}
		if c.helperParam(qpk) {
			// A helper's own query (queryPartition(ctx, pk)): every call
			// is in this package, and the sets made at the calls carry
			// the partitions they name.
			continue
		}
		if !qpk.Value.MayEqual(pk.Value) {
			continue
		}
		qsk := q.Sort(k.Index)
		if qsk != nil && listsNoRange(qsk, k) {
			matched++
			continue
		}
		if qsk == nil || qsk.Cond != "=" {
			return true, 0
		}
		matched++
	}
	return false, matched
}

// listsIndex reports a query of the package that may list index idx in
// its sort key's order: one of idx with the sort key open or in a range,
// or one of an index named out of sight.
func (c *checker) listsIndex(idx string) bool {
	for _, q := range c.queries {
		if q.Remote {
			continue
		}
		if q.Index == "" && q.IndexExpr != nil {
			return true
		}
		if q.Index != idx {
			continue
		}
		if qsk := q.Sort(idx); qsk == nil || qsk.Cond != "=" {
			return true
		}
	}
	return false
}

// narrows reports a query whose condition on k's attribute, whatever the
// index, reads no range of k's values: an equality, or a begins_with of
// listsNoRange.
func narrows(q *keys.KeySet, k *keys.Key) bool {
	for _, qk := range q.Keys {
		if qk.Attr == k.Attr && (qk.Cond == "=" || listsNoRange(qk, k)) {
			return true
		}
	}
	return false
}

// listsNoRange reports a begins_with condition qk that lists none of k's
// values in their order: it selects the partition's other kind ("USER#"
// likes beside "COMMENT#<t>"), or one of k's numbers ("V0#" of "V<n>#…",
// the latest copy of versioned items).
func listsNoRange(qk, k *keys.Key) bool {
	return qk.Cond == "begins_with" && (!k.Value.MayStartWith(qk.Value) || k.Value.PinsFirstHole(qk.Value))
}

// helperParam reports a key whose whole value is a parameter of the
// unexported function around it: only this package calls the function,
// and the engine made the calls' own sets (calledVia).
func (c *checker) helperParam(k *keys.Key) bool {
	if len(k.Value.Parts) != 1 || k.Value.Parts[0].Hole == nil {
		return false
	}
	f := c.fileOf(k.Expr.Pos())
	if f == nil {
		return false
	}
	var fd *ast.FuncDecl
	for _, d := range f.Decls {
		if d, ok := d.(*ast.FuncDecl); ok && d.Pos() <= k.Expr.Pos() && k.Expr.End() <= d.End() {
			fd = d
		}
	}
	if fd == nil || fd.Name.IsExported() || !c.calledVia(c.pass.TypesInfo.Defs[fd.Name]) {
		return false
	}
	params := map[types.Object]bool{}
	for _, field := range fd.Type.Params.List {
		for _, n := range field.Names {
			params[c.pass.TypesInfo.Defs[n]] = true
		}
	}
	found := false
	ast.Inspect(k.Expr, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && params[c.pass.TypesInfo.Uses[id]] {
			found = true
		}
		return !found
	})
	return found
}

// calledVia reports whether some query set was made at a call of fn.
func (c *checker) calledVia(fn types.Object) bool {
	for _, q := range c.queries {
		if q.Via != nil && q.Via == fn {
			return true
		}
	}
	return false
}

// typeTimes reports the time.Time fields that key an item by their type
// alone (keys.KeySet.TypeKeys): a repository's Save(ctx, r *Reading)
// marshals what its callers, out of sight, hand it, and the SDK writes
// the field as RFC 3339 with its fraction trimmed whatever the value.
// Once per field: at its declaration when this package declares it, else
// at the first value marshalled; the other places are related. A field
// some write or read of this package gives a value is left to those
// findings (the ddblint pass merges them at the field); a default a
// function gives the field under a condition is not such a value: the
// caller's is written too.
func (c *checker) typeTimes(res *keys.Result) {
	inSight := map[*types.Var]bool{}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if k.Field != nil && !k.Default {
				inSight[k.Field.Origin()] = true
			}
		}
	}
	type finding struct {
		first   *keys.Key
		related []analysis.RelatedInformation
	}
	found := map[*types.Var]*finding{}
	var order []*types.Var
	for _, s := range res.Sets {
		for _, k := range s.TypeKeys {
			f := k.Field.Origin()
			if inSight[f] {
				continue
			}
			fd := found[f]
			if fd == nil {
				fd = &finding{first: k}
				found[f] = fd
				order = append(order, f)
			}
			fd.related = append(fd.related, analysis.RelatedInformation{Pos: k.Expr.Pos(), End: k.Expr.End(),
				Message: diag.Expr(c.pass.Fset, k.Expr) + " is marshalled here, in " + k.Describe()})
		}
	}
	for _, f := range order {
		fd := found[f]
		k := fd.first
		why := layoutProblem(rfc3339Nano, after{end: true})
		field := fieldref.Name(f, c.pass.Pkg)
		at := diag.Range{Start: k.Expr.Pos(), Stop: k.Expr.End()}
		related := fd.related
		if c.fileOf(f.Pos()) != nil {
			at = diag.Range{Start: f.Pos(), Stop: f.Pos() + token.Pos(len(f.Name()))}
		} else {
			// At the first value: the others follow it.
			related = related[1:]
		}
		// No fix: changing a field's encoding changes the data stored
		// (see the ddblint pass's merge of such findings).
		c.pass.Report(analysis.Diagnostic{Pos: at.Start, End: at.Stop, Category: name,
			Message: fmt.Sprintf("%s is written with layout %q%s in %s: %s (%s)", field, rfc3339Nano, SDKEncoding, k.Describe(), why, name),
			Related: related})
	}
}

// countOnly reports a query whose result the code reads only for its
// count: out, err := c.Query(…) with every use of out a .Count or
// .ScannedCount (a rate limit counting its recent hits). It lists no items,
// so their order is never read.
func (c *checker) countOnly(q *keys.KeySet) bool {
	if v, ok := c.counted[q]; ok {
		return v
	}
	if c.counted == nil {
		c.counted = map[*keys.KeySet]bool{}
	}
	v := c.readsCount(q)
	c.counted[q] = v
	return v
}

// selectsCount reports a query input that asks for the count alone
// (Select: types.SelectCount, or aws.String("COUNT") in aws-sdk-go v1,
// however the query is sent later: a helper paging through the counts):
// DynamoDB returns no items, so none is ever compared with another.
func (c *checker) selectsCount(lit *ast.CompositeLit) bool {
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if id, ok := kv.Key.(*ast.Ident); !ok || id.Name != "Select" {
			continue
		}
		v := ast.Unparen(kv.Value)
		if call, ok := v.(*ast.CallExpr); ok && len(call.Args) == 1 {
			v = call.Args[0] // aws.String(dynamodb.SelectCount)
		}
		tv, ok := c.pass.TypesInfo.Types[v]
		return ok && tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == "COUNT"
	}
	return false
}

// countsOnly reports a function of the package (a wrapper a set was made
// through) whose every query input asks for the count alone: CountReruns
// building its QueryInput with Select: types.SelectCount in the closure it
// hands a paging helper.
func (c *checker) countsOnly(fn *types.Func) bool {
	f := c.fileOf(fn.Pos())
	if f == nil {
		return false
	}
	path := astpath.Path(f, fn.Pos(), fn.Pos())
	var decl *ast.FuncDecl
	for _, n := range path {
		if d, ok := n.(*ast.FuncDecl); ok {
			decl = d
			break
		}
	}
	if decl == nil || decl.Body == nil {
		return false
	}
	inputs, counts := 0, 0
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		lit, ok := n.(*ast.CompositeLit)
		if !ok {
			return true
		}
		if req, ok := sdk.RequestOf(c.pass.TypesInfo.TypeOf(lit)); ok && req.Call == "Query" {
			inputs++
			if c.selectsCount(lit) {
				counts++
			}
		}
		return true
	})
	return inputs > 0 && counts == inputs
}

// readsCount is countOnly's answer, computed.
func (c *checker) readsCount(q *keys.KeySet) bool {
	f := c.fileOf(q.Pos)
	if f == nil {
		return false
	}
	path := astpath.Path(f, q.Pos, q.Pos)
	var call *ast.CallExpr
	var assign *ast.AssignStmt
	var body ast.Node
	for _, n := range path {
		switch n := n.(type) {
		case *ast.CallExpr:
			if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok && call == nil && sel.Sel.Name == q.Call {
				call = n
			}
		case *ast.AssignStmt:
			if assign == nil && call != nil {
				assign = n
			}
		case *ast.FuncDecl:
			body = n.Body
		case *ast.FuncLit:
			if body == nil {
				body = n.Body
			}
		}
		if body != nil {
			break
		}
	}
	for _, n := range path {
		if lit, ok := n.(*ast.CompositeLit); ok && c.selectsCount(lit) {
			return true
		}
	}
	if q.Via != nil && q.Via.Pkg() == c.pass.Pkg && c.countsOnly(q.Via) {
		return true
	}
	if call == nil || assign == nil || body == nil || len(assign.Rhs) != 1 || ast.Unparen(assign.Rhs[0]) != call || len(assign.Lhs) == 0 {
		return false
	}
	id, ok := assign.Lhs[0].(*ast.Ident)
	if !ok {
		return false
	}
	obj := c.pass.TypesInfo.ObjectOf(id)
	if obj == nil {
		return false
	}
	uses, counts := 0, 0
	ast.Inspect(body, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if x, ok := ast.Unparen(sel.X).(*ast.Ident); ok && c.pass.TypesInfo.Uses[x] == obj {
				if sel.Sel.Name == "Count" || sel.Sel.Name == "ScannedCount" {
					counts++
				}
			}
		}
		if x, ok := n.(*ast.Ident); ok && c.pass.TypesInfo.Uses[x] == obj {
			uses++
		}
		return true
	})
	return counts > 0 && counts == uses
}
