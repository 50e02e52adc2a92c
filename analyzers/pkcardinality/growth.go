package pkcardinality

// A constant partition key says what the code proves: every item of the
// kind shares one partition key value. Whether that hurts depends on how
// many items there will be, which the literal does not say: a dozen
// leaderboard settings never crowd a partition, a stream of orders does.
// The default tier reports the constant form only where the code shows the
// set grows with use (issue 24); the rest is a question for a reviewer,
// asked by the opt-in rule pkconstant. The signals below are the ones the
// code can prove; docs/accuracy.md measures what each keeps.

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/astpath"
	"github.com/ddblint/ddblint/internal/diag"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/names"
	"github.com/ddblint/ddblint/internal/engine/tables"
	"github.com/ddblint/ddblint/internal/engine/taint"
	"github.com/ddblint/ddblint/internal/join"
)

// growth finds the evidence that the items under a constant partition
// key grow with use.
type growth struct {
	pass  *analysis.Pass
	res   *keys.Result
	files map[*token.File]*ast.File
	// paged holds, by constKey, where a read of a constant partition
	// pages through it (its enclosing function), once computed.
	paged map[string]string
	// pagedOut are the partitions the package reads page by page, by
	// seedKey, for the module-wide join (Result.Paged).
	pagedOut []join.Paged
	// created are the Keys of updates that create their item: an
	// UpdateItem whose Key carries an id the writing function mints
	// names an item that cannot exist yet (see writes).
	created map[*keys.KeySet]bool
}

func newGrowth(pass *analysis.Pass, res *keys.Result) *growth {
	g := &growth{pass: pass, res: res, files: map[*token.File]*ast.File{}}
	for _, f := range pass.Files {
		g.files[pass.Fset.File(f.Pos())] = f
	}
	g.created = map[*keys.KeySet]bool{}
	for _, s := range res.Sets {
		if s.Call != "UpdateItem" || s.Form != keys.FormKey {
			continue
		}
		fn, _ := g.enclosing(s.Pos)
		if fn == nil {
			continue
		}
		for _, k := range s.Keys {
			if g.mintedCall(k, fn) != nil {
				g.created[s] = true
				break
			}
		}
	}
	return g
}

// evidence says why the items of set s under the constant partition key
// pk (val) with sort key sk grow with use, "" when the code does not
// show it. A sort key that grows with time needs no more: it makes the
// partition hot by construction (see constantMessage).
func (g *growth) evidence(s *keys.KeySet, pk, sk *keys.Key, val string) string {
	if sk != nil && timeOrdered(sk.Value) {
		return "time"
	}
	// What the data is: true whoever writes it.
	if why := g.localIndex(s); why != "" {
		return why
	}
	if why := g.timeSorted(s, pk); why != "" {
		return why
	}
	if g.writes(s) {
		if why := expiring(s); why != "" {
			return why
		}
	}
	if why := g.pagedRead(pk, val); why != "" {
		return why
	}
	if !g.writes(s) {
		return ""
	}
	// How it is written: a seeding job, a migration or an administrator's
	// console may write in loops and mint ids, yet the set stays what
	// they put there.
	// The key may be built in one function (a key method, a constructor)
	// and written in another (the request's): both say how it is written,
	// and either named for seeding or administration rules the write out.
	type place struct {
		fn   ast.Node
		path []ast.Node
	}
	var places []place
	for _, pos := range []token.Pos{pk.Expr.Pos(), s.Pos} {
		if fn, path := g.enclosing(pos); fn != nil && !slices.ContainsFunc(places, func(p place) bool { return p.fn == fn }) {
			places = append(places, place{fn, path})
		}
	}
	if len(places) == 0 || slices.ContainsFunc(places, func(p place) bool { return g.seedingOrAdmin(p.fn) }) {
		return ""
	}
	for _, p := range places {
		// An id minted for any key of the item: a new item per call,
		// whichever attribute carries the id.
		item := s.Keys
		if s.Addressed != nil {
			item = slices.Concat(item, s.Addressed.Keys)
		}
		for _, k := range item {
			if why := g.minted(k, p.fn); why != "" {
				return why
			}
		}
		if why := eventHandler(g.pass, p.fn); why != "" {
			return why
		}
		if why := requestWrite(g.pass, s, p.fn); why != "" {
			return why
		}
		if inLoop(p.path) {
			return fmt.Sprintf("it is written in a loop in %s, one item per element", funcName(p.fn))
		}
	}
	for _, p := range places {
		if why := g.fromCallers(p.fn); why != "" {
			return why
		}
	}
	return ""
}

// enclosing returns the innermost function declaration or literal around
// pos, and the path from pos up to it.
func (g *growth) enclosing(pos token.Pos) (ast.Node, []ast.Node) {
	f := g.files[g.pass.Fset.File(pos)]
	if f == nil {
		return nil, nil
	}
	path := astpath.Path(f, pos, pos)
	for i, n := range path {
		switch n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return n, path[:i+1]
		}
	}
	return nil, nil
}

// funcName names a function for a message.
func funcName(fn ast.Node) string {
	if d, ok := fn.(*ast.FuncDecl); ok {
		return d.Name.Name
	}
	return "a function literal"
}

// seedingWords mark code that fills a fixed set once: seed data,
// migrations, fixtures, set-up and administration surfaces.
var seedingWords = map[string]bool{
	"seed": true, "seeds": true, "seeder": true, "seeding": true,
	"migrate": true, "migration": true, "migrations": true,
	"fixture": true, "fixtures": true, "bootstrap": true, "setup": true,
	"populate": true, "admin": true, "backoffice": true, "demo": true,
	"ensure": true, // EnsureDefaults: creates a fixed set if missing
}

// seedingOrAdmin reports a write whose function, receiver type, file or
// package is named for seeding, migrations or administration.
func (g *growth) seedingOrAdmin(fn ast.Node) bool {
	var nameParts []string
	if d, ok := fn.(*ast.FuncDecl); ok {
		nameParts = append(nameParts, d.Name.Name)
		if d.Recv != nil && len(d.Recv.List) == 1 {
			if t := g.pass.TypesInfo.TypeOf(d.Recv.List[0].Type); t != nil {
				if p, ok := t.(*types.Pointer); ok {
					t = p.Elem()
				}
				if n, ok := types.Unalias(t).(*types.Named); ok {
					nameParts = append(nameParts, n.Obj().Name())
				}
			}
		}
	}
	file := g.pass.Fset.File(fn.Pos()).Name()
	nameParts = append(nameParts, strings.TrimSuffix(filepath.Base(file), ".go"), filepath.Base(filepath.Dir(file)))
	nameParts = append(nameParts, strings.Split(g.pass.Pkg.Path(), "/")...)
	for _, n := range nameParts {
		for _, w := range names.Words(n) {
			if seedingWords[w] {
				return true
			}
		}
	}
	return false
}

// minted says which value of key k the writing function mints: a new
// UUID, ULID, KSUID, xid, snowflake or nano id per write is a new item per
// call of a create path.
func (g *growth) minted(k *keys.Key, fn ast.Node) string {
	if call, in := g.mintedIn(k, fn); call != nil {
		return fmt.Sprintf("each write mints a new id for it (%s in %s)", diag.Expr(g.pass.Fset, call), funcName(in))
	}
	return ""
}

// mintedCall is the call minting a value of k in fn (see minted), nil if
// none.
func (g *growth) mintedCall(k *keys.Key, fn ast.Node) ast.Expr {
	call, _ := g.mintedIn(k, fn)
	return call
}

// mintedIn is mintedCall and the function the call is in: fn, or the
// helper whose summary the key's value is.
func (g *growth) mintedIn(k *keys.Key, fn ast.Node) (ast.Expr, ast.Node) {
	for _, h := range k.Value.Holes() {
		if h.Kind != keyexpr.ID && h.Kind != keyexpr.String && h.Kind != keyexpr.Opaque {
			continue
		}
		if !h.ExprPos.IsValid() {
			continue
		}
		x := g.exprAt(h.ExprPos, h.ExprEnd)
		if x == nil {
			continue
		}
		// A helper's summary places the hole in the helper's body
		// (newRef() of u.String()): its variables are assigned there.
		body := fn
		if at, _ := g.enclosing(h.ExprPos); at != nil {
			body = at
		}
		if call := g.generator(x, body); call != nil {
			return call, body
		}
	}
	return nil, nil
}

// exprAt is the expression spanning pos to end in a file of the package.
func (g *growth) exprAt(pos, end token.Pos) ast.Expr {
	f := g.files[g.pass.Fset.File(pos)]
	if f == nil {
		return nil
	}
	path := astpath.Path(f, pos, end)
	for _, n := range path {
		if x, ok := n.(ast.Expr); ok && x.Pos() == pos && x.End() == end {
			return x
		}
	}
	return nil
}

// generator returns the call minting x's value in fn (see
// keys.MintedBy), nil if none: an id library's, or a function of the
// module that mints one (keys.IsIDGenerator).
func (g *growth) generator(x ast.Expr, fn ast.Node) ast.Expr {
	return keys.MintedBy(g.pass.TypesInfo, x, fn, func(f *types.Func) bool { return keys.IsIDGenerator(g.pass, f) })
}

// eventPackage holds the types a function takes when it is run once per
// event: Lambda's event types and their records.
const eventPackage = "github.com/aws/aws-lambda-go/events"

// requestWrite says that the set is written per request of an end user:
// its function is an HTTP handler (it takes the request), or a value of
// its keys comes from the request (through any number of calls). An
// administrator's console serves requests too; seedingOrAdmin rules out
// those named for it.
func requestWrite(pass *analysis.Pass, s *keys.KeySet, fn ast.Node) string {
	for _, k := range s.Keys {
		for _, h := range k.Value.Holes() {
			if h.Taint != "" {
				return fmt.Sprintf("it is written per request, from %s", diag.Shorten(h.Taint))
			}
		}
	}
	// The handler types are taint's, which reads the request's values.
	if slices.ContainsFunc(paramTypes(pass, fn), taint.HandlerParam) {
		return fmt.Sprintf("it is written per request in handler %s", funcName(fn))
	}
	return ""
}

// paramTypes are the types of fn's parameters, pointers and slices
// stripped.
func paramTypes(pass *analysis.Pass, fn ast.Node) []types.Type {
	var ft *ast.FuncType
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		ft = fn.Type
	case *ast.FuncLit:
		ft = fn.Type
	}
	if ft == nil || ft.Params == nil {
		return nil
	}
	var out []types.Type
	for _, p := range ft.Params.List {
		t := pass.TypesInfo.TypeOf(p.Type)
		for t != nil {
			if ptr, ok := t.(*types.Pointer); ok {
				t = ptr.Elem()
				continue
			}
			if sl, ok := t.(*types.Slice); ok {
				t = sl.Elem()
				continue
			}
			break
		}
		if t != nil {
			out = append(out, t)
		}
	}
	return out
}

// eventHandler says which event a function is run once for, when one of
// its parameters is a Lambda event of a queue, stream or bus (SQS,
// Kinesis, DynamoDB Streams, SNS, EventBridge, S3, Kafka) or one of their
// records: each message adds an item. "" otherwise.
func eventHandler(pass *analysis.Pass, fn ast.Node) string {
	for _, t := range paramTypes(pass, fn) {
		n, ok := types.Unalias(t).(*types.Named)
		if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != eventPackage {
			continue
		}
		tn := n.Obj().Name()
		for _, w := range []string{"SQS", "Kinesis", "DynamoDB", "SNS", "EventBridge", "CloudWatchEvent", "S3", "Kafka"} {
			if strings.HasPrefix(tn, w) {
				return fmt.Sprintf("it is written once per event in %s (events.%s)", funcName(fn), tn)
			}
		}
	}
	return ""
}

// inLoop reports a path that passes through a range loop over data before
// its function: one item per element of a collection the code is given
// or reads. A range over a literal list is a fixed set (a seeding list),
// and a three-clause or bare for loop is as often a retry as a batch.
func inLoop(path []ast.Node) bool {
	for _, n := range path {
		r, ok := n.(*ast.RangeStmt)
		if !ok {
			continue
		}
		switch x := ast.Unparen(r.X).(type) {
		case *ast.CompositeLit, *ast.BasicLit:
			continue
		case *ast.Ident:
			if x.Obj != nil && x.Obj.Kind == ast.Con {
				continue
			}
		}
		return true
	}
	return false
}

// expiryWords name an attribute holding when the item expires: a TTL
// attribute is set on items that keep arriving and are let go.
var expiryWords = map[string]bool{"ttl": true, "expires": true, "expire": true, "expiry": true, "expiration": true}

// durationWords name a length of time, not a moment: an attribute named
// with one (session_ttl_seconds, ttlDays) holds a setting the item
// carries, such as how long the sessions it configures live, not when it
// expires itself.
var durationWords = map[string]bool{
	"seconds": true, "secs": true, "sec": true, "minutes": true, "mins": true, "min": true,
	"hours": true, "hrs": true, "days": true, "ms": true, "millis": true, "duration": true,
}

// expiring says which attribute of a written item is its expiry time.
func expiring(s *keys.KeySet) string {
	attrs := slices.Clone(s.Updated) // an update's SET of an expiry time
	for _, a := range s.Attrs {
		attrs = append(attrs, a.Name)
	}
	for _, a := range attrs {
		ws := names.Words(a)
		if slices.ContainsFunc(ws, func(w string) bool { return expiryWords[w] }) &&
			!slices.ContainsFunc(ws, func(w string) bool { return durationWords[w] }) {
			return fmt.Sprintf("its items expire (attribute %q), so they keep arriving", a)
		}
	}
	return ""
}

// localIndex says that the table has a local secondary index: DynamoDB
// then caps the items of one partition key value at 10 GB and never
// splits them.
func (g *growth) localIndex(s *keys.KeySet) string {
	if g.res.Schema == nil {
		return ""
	}
	t := declaration(g.res, s)
	if t == nil {
		return ""
	}
	for _, idx := range t.Indexes {
		if idx.Local {
			return fmt.Sprintf("table %s has a local secondary index (%s), which caps one partition key value's items at 10 GB", t.Label(), idx.Name)
		}
	}
	return ""
}

// timeSorted says which declared sort key orders the partition of pk by
// time: an index on a status sorted by the time items enter it
// (Status, ImportedAt) is a queue of every item ever in that status, read
// or written here as a constant. The schema names the attribute, the code
// may not write it in sight (a read of the partition names no sort key):
// the name says it is a time.
func (g *growth) timeSorted(s *keys.KeySet, pk *keys.Key) string {
	if g.res.Schema == nil {
		return ""
	}
	t := s.Declared(g.res.Schema)
	if t == nil {
		return ""
	}
	sort, where := t.Sort, "table "+t.Label()
	if pk.Index != "" {
		sort, where = "", "index "+pk.Index
		for _, idx := range t.Indexes {
			if idx.Name == pk.Index {
				sort = idx.Sort
			}
		}
	}
	if sort == "" || !timeByName(sort) {
		return ""
	}
	return fmt.Sprintf("%s sorts its items by %s, a time by its name", where, sort)
}

// timeByName reports an attribute named as a time: createdAt, created_at,
// ImportedDate, sent_time, timestamp.
func timeByName(attr string) bool {
	lower := strings.ToLower(attr)
	switch {
	case lower == "date" || lower == "time" || lower == "ts" || strings.Contains(lower, "timestamp"):
		return true
	case strings.HasSuffix(lower, "_at") || strings.HasSuffix(lower, "-at") || strings.HasSuffix(lower, "_date") || strings.HasSuffix(lower, "_time") || strings.HasSuffix(lower, "_ts"):
		return true
	}
	// camelCase: ImportedAt, createdDate, sentTime.
	for _, suffix := range []string{"At", "Date", "Time"} {
		if rest, ok := strings.CutSuffix(attr, suffix); ok && rest != "" {
			r := []rune(rest)
			if unicode.IsLower(r[len(r)-1]) {
				return true
			}
		}
	}
	return false
}

// pagedRead says where the package reads the constant partition val of
// pk page by page (ExclusiveStartKey, a paginator, QueryPages, guregu's
// StartFrom or Iter): its author expects more than one page of it.
func (g *growth) pagedRead(pk *keys.Key, val string) string {
	g.pagedReads()
	if why, ok := g.paged[constKey(pk, val)]; ok || pk.Index == "" {
		return why
	}
	return g.paged[anyIndexKey(pk.Attr, val)]
}

// pagedReads fills g.paged, and g.pagedOut for the module-wide join: the
// partition's writer is often another package (a repository per entity
// writes it, and a third lists it page by page), which names the
// partition by seedKey and the reading function by its package too.
func (g *growth) pagedReads() {
	if g.paged != nil {
		return
	}
	g.paged = map[string]string{}
	for _, s := range g.res.Sets {
		if g.writes(s) {
			continue
		}
		for _, k := range s.Keys {
			v, ok := k.Value.Const()
			if !ok || k.Role != tables.Partition || k.Expr == nil {
				continue
			}
			key := constKey(k, v)
			if k.Index == "" && s.Index == "" && s.IndexExpr != nil {
				// An index named at run time: the partition of
				// whichever index of the table is keyed by k.Attr.
				key = anyIndexKey(k.Attr, v)
			}
			if _, done := g.paged[key]; done {
				continue
			}
			// The function sending the read pages through it; the key's
			// value may come from a helper (a filter's values map).
			fn, _ := g.enclosing(s.Pos)
			if fn == nil {
				continue
			}
			var how string
			switch {
			case pages(fn):
				how = " reads the partition page by page, expecting more than a page of items"
			case newestFirst(fn):
				how = " reads the partition from the end of its sort key, a few items at a time (ScanIndexForward false with a Limit), expecting more than it reads"
			default:
				continue
			}
			g.paged[key] = funcName(fn) + how
			if sk := seedKey(k, v); !slices.ContainsFunc(g.pagedOut, func(p join.Paged) bool { return p.Key == sk }) {
				g.pagedOut = append(g.pagedOut, join.Paged{Key: sk, Why: funcName(fn) + " in package " + g.pass.Pkg.Name() + how})
			}
		}
	}
}

// anyIndexKey is constKey for a read of an index named at run time: the
// constant val of attr in whichever index attr keys.
func anyIndexKey(attr, val string) string { return attr + "\x00*\x00" + val }

// newestFirst reports a function that reads a partition newest first and
// a few items at a time (ScanIndexForward: false beside a Limit; guregu's
// Order(dynamo.Descending) beside Limit): the latest N of a set that keeps
// growing, a feed or a top-N.
func newestFirst(fn ast.Node) bool {
	desc, limit := false, false
	ast.Inspect(fn, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.KeyValueExpr:
			id, ok := n.Key.(*ast.Ident)
			if !ok {
				break
			}
			switch id.Name {
			case "ScanIndexForward":
				desc = desc || falseValue(n.Value)
			case "Limit":
				limit = true
			}
		case *ast.SelectorExpr:
			switch n.Sel.Name {
			case "Descending":
				desc = true
			case "Limit":
				limit = true
			}
		}
		return true
	})
	return desc && limit
}

// falseValue reports false, or aws.Bool(false).
func falseValue(x ast.Expr) bool {
	if call, ok := ast.Unparen(x).(*ast.CallExpr); ok && len(call.Args) == 1 {
		x = call.Args[0]
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	return ok && id.Name == "false"
}

// pagingNames are the fields and functions of paging through a Query.
var pagingNames = map[string]bool{
	"ExclusiveStartKey": true, "NewQueryPaginator": true, "QueryPages": true,
	"QueryPagesWithContext": true, "StartFrom": true, "AllWithLastEvaluatedKey": true,
	"Iter": true, "LastEvaluatedKey": true,
}

// pages reports a function that pages through a read.
func pages(fn ast.Node) bool {
	found := false
	ast.Inspect(fn, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.SelectorExpr:
			found = pagingNames[n.Sel.Name]
		case *ast.KeyValueExpr:
			if id, ok := n.Key.(*ast.Ident); ok {
				found = pagingNames[id.Name]
			}
		}
		return !found
	})
	return found
}

// Minter tells which key values the function writing them mints (a new
// UUID, ULID, KSUID… per write), for other rules: sortkeyorder leaves out
// the sort key of an item alone in the partition its write creates.
type Minter struct{ g *growth }

// NewMinter returns a Minter for the package of pass.
func NewMinter(pass *analysis.Pass, res *keys.Result) *Minter {
	return &Minter{newGrowth(pass, res)}
}

// MintedCall is the call minting k's value in the function around it (a
// new UUID, ULID, KSUID… per write), nil if none.
func (m *Minter) MintedCall(k *keys.Key) ast.Expr {
	if k == nil || k.Expr == nil {
		return nil
	}
	fn, _ := m.g.enclosing(k.Expr.Pos())
	if fn == nil {
		return nil
	}
	return m.g.mintedCall(k, fn)
}

// Enclosing returns the innermost function around pos and the path from
// pos up to it.
func (m *Minter) Enclosing(pos token.Pos) (ast.Node, []ast.Node) { return m.g.enclosing(pos) }
