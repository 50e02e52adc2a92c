package pkcardinality

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/diag"
	"github.com/ddblint/ddblint/internal/docutil"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/names"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/tables"
	"github.com/ddblint/ddblint/internal/join"
)

const name = "pkcardinality"

// maxValues is the most values a partition key may take and still be
// reported: an enum with more constants, or parts whose counts multiply to
// more, is left alone.
const maxValues = 16

// Analyzer reports partition keys with only a handful of possible values.
var Analyzer = &analysis.Analyzer{
	Name:       name,
	Doc:        docutil.MustExtract(doc, name).AnalyzerDoc(),
	URL:        "https://github.com/ddblint/ddblint/blob/main/docs/rules/" + name + ".md",
	Requires:   []*analysis.Analyzer{keys.Analyzer},
	Run:        run,
	ResultType: reflect.TypeOf((*Result)(nil)),
}

// Result holds the constant partitions the rule leaves to the module-wide
// join: written in a function of the package that shows no growth, whose
// callers in other packages may (see Finding.Callers).
type Result struct {
	Pending []Finding
	// Reads are the default findings about constant partitions only read
	// in the package (Finding.Read), and Writes the constant partitions it
	// writes (growth.constants), for the module-wide join.
	Reads  []Finding
	Writes []join.Write
	// Paged are the constant partitions the package reads page by page,
	// by seedKey: evidence for a pending finding (Finding.Partition)
	// about another package's write there.
	Paged []join.Paged
	// Judged are the reads of a design the package reports at its write
	// (Finding.Judged): not reported, but judged, for the callers of a
	// wrapper they are a key of.
	Judged []Finding
}

func run(pass *analysis.Pass) (any, error) {
	all, g := judge(pass)
	res := &Result{Writes: g.constants()}
	for _, f := range all {
		if f.Judged {
			res.Judged = append(res.Judged, f)
			continue
		}
		if !f.Review {
			diag.Report(pass, name, diag.Range{Start: f.Pos, Stop: f.End}, nil, "%s", f.Message)
			if f.Read != "" {
				res.Reads = append(res.Reads, f)
			}
		} else if len(f.Callers) > 0 || f.Partition != "" {
			res.Pending = append(res.Pending, f)
		}
	}
	g.pagedReads()
	res.Paged = g.pagedOut
	return res, nil
}

// Finding is a partition key the rule judges: a default finding, or (with
// Review) a constant partition whose growth the code does not show, which
// the opt-in rule pkconstant asks about.
type Finding struct {
	Pos, End token.Pos
	Message  string
	Review   bool
	// Callers, for a review finding written in an exported function (or
	// the key built in one), names those functions as join.Call.Func does:
	// a call of one in another package that shows growth (a handler
	// minting the id, a loop over records) makes it a default finding,
	// whose message is Pending with join.CallerEvidence in place of that
	// evidence.
	Callers []string
	Pending string
	// Partition, for a review finding not written by seeding or
	// administration code, names its partition (seedKey): a package of
	// the module that reads it page by page (Result.Paged) makes it a
	// default finding too, with Pending's message.
	Partition string
	// Judged marks a read of a partition design the package reports
	// where it writes it: no finding of its own (the write's is the
	// one), but what the package says of the key the read is built from,
	// so that a wrapper's callers in other packages do not report it
	// again. Message names the key (keys.Key.Describe).
	Judged bool
	// Read, for a constant partition only read in the package, names it
	// (attribute and value, seedKey) for the module-wide join: a partition
	// that the module writes only from seeding or administration code (a
	// seed script's catalogue) is a fixed set, whatever its reads show.
	Read string
}

// seedKey names a constant partition across packages by its attribute and
// value alone: the index a package names (or a default key name guesses)
// differs from package to package, and an attribute keys one partition.
func seedKey(k *keys.Key, val string) string { return k.Attr + "\x00" + val }

// constants are the constant partitions the package writes, by the names
// Finding.Read uses, each with whether every write of it is in code named
// for seeding, migrations or administration.
func (g *growth) constants() []join.Write {
	res := g.res
	seeding := map[string]bool{}
	var order []string
	for _, s := range res.Sets {
		if !g.writes(s) {
			continue
		}
		for _, k := range s.Keys {
			v, ok := k.Value.Const()
			if !ok || k.Role != tables.Partition || k.Expr == nil {
				continue
			}
			key := seedKey(k, v)
			fn, _ := g.enclosing(k.Expr.Pos())
			seed := fn != nil && g.seedingOrAdmin(fn)
			if prev, ok := seeding[key]; ok {
				seeding[key] = prev && seed
				continue
			}
			seeding[key] = seed
			order = append(order, key)
		}
	}
	out := make([]join.Write, 0, len(order))
	for _, k := range order {
		out = append(out, join.Write{Key: k, Seeding: seeding[k]})
	}
	return out
}

// Findings judges the partition keys of the package. pkcardinality reports
// those without Review, pkconstant those with it; both read the same
// judgement, so a key is in exactly one tier.
func Findings(pass *analysis.Pass) []Finding {
	out, _ := judge(pass)
	return out
}

// judge is Findings, with the judgement's state, which knows the constant
// partitions the package writes (constants) for the rule's Result.
func judge(pass *analysis.Pass) ([]Finding, *growth) {
	res := pass.ResultOf[keys.Analyzer].(*keys.Result)
	var out []Finding
	report := func(x ast.Expr, msg string, review bool) {
		out = append(out, Finding{Pos: x.Pos(), End: x.End(), Message: msg, Review: review})
	}
	g := newGrowth(pass, res)
	reported := map[token.Pos]bool{}
	written := g.constantWrites(true)
	fewWritten := g.lowWrites()
	// The first read of each constant partition the package never writes.
	// A constant spelled in another package of the module (a catalogue
	// entry, a constant, a helper) may well be written there: only that
	// package knows, and it reports the write.
	firstRead := map[string]*keys.Key{}
	// The same for a partition with a handful of values: judged where it
	// is written, else at its first read.
	firstFew := map[string]*keys.Key{}
	// The first query of each constant index partition the package never
	// writes, read with no sort key.
	firstQuery := map[string]*keys.Key{}
	anyWrite := g.constantWrites(false) // with a sort key or not
	// The index partition keys this package writes with a handful of
	// values, reported there: a read of one of the values (CountActive's
	// "pending") is the same design.
	judgedAtWrite := map[string]bool{}
	for _, d := range g.fewConstants() {
		report(d.first.Expr, fmt.Sprintf("%s"+FewConstants+"%s: every item lands in one of %d partitions of the index",
			d.first.Describe(), quotedOr(d.values), len(d.values)), false)
		for _, k := range d.keys {
			reported[k.Expr.Pos()] = true
		}
		judgedAtWrite[d.first.Attr+"\x00"+d.first.Index] = true
	}
	fallback := fallbacks(res)
	for _, s := range res.Sets {
		for _, idx := range s.Indexes() {
			pk := s.Partition(idx)
			if pk == nil || reported[pk.Expr.Pos()] {
				continue
			}
			if idx == "" && hashOnly(res, s) {
				// The key is the whole key of a table without a sort
				// key: each value names one item, and a handful of
				// values a handful of items. Nothing gathers under it.
				continue
			}
			sk := s.Sort(idx)
			if sk == nil {
				sk = sharedSort(res, s, idx)
			}
			if msg, ok := lowCardinality(pk, sk); ok {
				if judgedByWrapper(pk) {
					continue
				}
				if g.writes(s) {
					report(pk.Expr, msg, false)
					reported[pk.Expr.Pos()] = true
					judgedAtWrite[pk.Attr+"\x00"+idx] = true
				} else if k := pk.Design(); !fewWritten[k] && !pk.Value.Foreign() {
					if prev := firstFew[k]; prev == nil || before(pass, pk.Expr.Pos(), prev.Expr.Pos()) {
						firstFew[k] = pk
					}
				} else if fewWritten[k] {
					out = append(out, Finding{Pos: pk.Expr.Pos(), End: pk.Expr.End(), Message: pk.Describe(), Judged: true})
				}
				continue
			}
			if sk == nil && g.writes(s) {
				// The index form is judged at writes only: a read names
				// items, it puts none in the index's partition.
				sk = itemKey(res, s, idx)
			}
			if g.writes(s) {
				if val, ok := constantShape(pk, sk); ok {
					msg, review := constantMessage(pk, sk, val, g.evidence(s, pk, sk, val))
					// A fallback (user = "anonymous" when the user is
					// unknown) beside a value that varies: the items of
					// the kind are not all under the constant. So is a
					// default stored into the item a function was given
					// (if m.Room == "" { m.Room = "global" }): the
					// caller's value, out of sight, is the other.
					if fallback[fallbackOf(pk)] || pk.Default {
						// The other values of the key, judged in their
						// own sets, may still say it has few.
						report(pk.Expr, msg, true)
						continue
					}
					report(pk.Expr, msg, review)
					if review {
						f := &out[len(out)-1]
						f.Callers = g.exportedPlaces(s, pk)
						if s.Op == sdk.OpWrite && !s.Remote && !g.seeding(s, pk) { // a request of its own: not a wrapper's call (its package judges it), nor a literal sent out of sight (a start key handed to a repository)
							f.Partition = seedKey(pk, val)
						}
						if len(f.Callers) > 0 || f.Partition != "" {
							f.Pending, _ = constantMessage(pk, sk, val, join.CallerEvidence)
						}
					}
					reported[pk.Expr.Pos()] = true
					continue
				}
			}
			if val, ok := pk.Value.Const(); ok && val != "" && !instanceID(val) && sk == nil && idx != "" && s.IsQuery() && declaredIndex(res, s, idx) && !anyWrite[constKey(pk, val)] && named(pass, pk, val) && !pk.Value.Foreign() {
				// A query of an index's partition, no sort key in the
				// condition: an index key is no item's identity, and
				// every item with the value is under it.
				k := constKey(pk, val)
				if prev := firstQuery[k]; prev == nil || before(pass, pk.Expr.Pos(), prev.Expr.Pos()) {
					firstQuery[k] = pk
				}
			}
			if val, ok := constantShape(pk, sk); ok && !g.writes(s) && !written[partitionKey(res, pk, val)] && named(pass, pk, val) && !pk.Value.Foreign() {
				k := partitionKey(res, pk, val)
				if prev := firstRead[k]; prev == nil || before(pass, pk.Expr.Pos(), prev.Expr.Pos()) {
					firstRead[k] = pk
				}
			}
		}
	}
	// A key condition testing two attributes with = where nothing says
	// which is the partition key: when both have few values, so has the
	// partition key, whichever it is. Reported once per design, at its
	// first place.
	firstEither := map[string]*keys.KeySet{}
	for _, s := range res.Sets {
		e := s.EitherPartition
		if len(e) != 2 || reported[e[0].Expr.Pos()] {
			continue
		}
		if _, ok := eitherFew(e); !ok {
			continue
		}
		k := e[0].Design() + "\x00" + e[1].Design()
		if prev := firstEither[k]; prev == nil || before(pass, e[0].Expr.Pos(), prev.EitherPartition[0].Expr.Pos()) {
			firstEither[k] = s
		}
	}
	for _, s := range firstEither {
		e := s.EitherPartition
		msg, _ := eitherFew(e)
		report(e[0].Expr, msg, false)
		reported[e[0].Expr.Pos()] = true
	}
	// A constant partition only read here is reported once, at its first
	// read: the write, if any, is in code this package does not see.
	for _, pk := range firstRead {
		sk := pk.Set.Sort(pk.Index)
		val, _ := pk.Value.Const()
		msg, review := constantMessage(pk, sk, val, g.evidence(pk.Set, pk, sk, val))
		report(pk.Expr, msg, review)
		out[len(out)-1].Read = seedKey(pk, val)
	}
	for k, pk := range firstQuery {
		// An index key an update removes is a queue's (a sparse index of
		// items awaiting something): items leave the partition as they
		// are handled, and its size is the backlog, not the history.
		if _, dup := firstRead[k]; dup || judgedAtWrite[pk.Attr+"\x00"+pk.Index] || res.Removed[pk.Attr] {
			continue
		}
		val, _ := pk.Value.Const()
		why := g.evidence(pk.Set, pk, nil, val)
		msg := fmt.Sprintf("%s is read as the constant %q: every item the index holds with that value shares one partition key value of the index", pk.Describe(), diag.Shorten(val))
		if why == "" {
			report(pk.Expr, msg+"; if the set can grow with use, put an id in the index's partition key, and if it stays small, nothing to do", true)
		} else {
			report(pk.Expr, msg+", whose traffic meets one partition's limits until DynamoDB splits it under load, and the set grows: "+why, false)
		}
		out[len(out)-1].Read = seedKey(pk, val)
	}
	for _, pk := range firstFew {
		msg, _ := lowCardinality(pk, pk.Set.Sort(pk.Index))
		report(pk.Expr, msg, false)
	}
	// Map order above: sort for a stable report.
	slices.SortFunc(out, func(a, b Finding) int {
		if before(pass, a.Pos, b.Pos) {
			return -1
		}
		if before(pass, b.Pos, a.Pos) {
			return 1
		}
		return strings.Compare(a.Message, b.Message)
	})
	return out, g
}

// FewConstants is the words of the finding about an index partition key
// written only as a handful of constants, between the key and its values:
// the ddblint pass names that design by the key alone across packages.
const FewConstants = " is written only as "

// declaredIndex reports a set whose table's declaration has index idx,
// and, for a request whose table is named at run time (a field set from
// the environment), an index that one declared table has, keyed as the
// request's condition says.
func declaredIndex(res *keys.Result, s *keys.KeySet, idx string) bool {
	has := func(t *tables.Table) bool {
		return slices.ContainsFunc(t.Indexes, func(i tables.Index) bool { return i.Name == idx })
	}
	if t := s.Declared(res.Schema); t != nil || s.Table != "" {
		return t != nil && has(t)
	}
	pk := s.Partition(idx)
	var owner *tables.Table
	for _, t := range res.Schema.Tables {
		if !has(t) {
			continue
		}
		if owner != nil {
			return false // two tables have an index of that name
		}
		owner = t
	}
	if owner == nil || pk == nil {
		return false
	}
	i := slices.IndexFunc(owner.Indexes, func(i tables.Index) bool { return i.Name == idx })
	return owner.Indexes[i].Partition == pk.Attr
}

// hashOnly reports a set whose table has a partition key and no sort key,
// declared or shown by the code's Key maps.
func hashOnly(res *keys.Result, s *keys.KeySet) bool { return s.ItemsHashOnly(res.Schema) }

// fallbacks are the partition keys whose value is one of several the code
// gives the same key (the sets of each path to the write), where another
// of them varies: a constant there is a default. A key is its place, its
// attribute and its index (a setter's call is the place of every field it
// sets).
func fallbacks(res *keys.Result) map[fallbackKey]bool {
	varying := map[fallbackKey]bool{}
	constant := map[fallbackKey]bool{}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if k.Role != tables.Partition || k.Expr == nil {
				continue
			}
			fk := fallbackOf(k)
			if _, ok := k.Value.Const(); ok {
				constant[fk] = true
			} else {
				varying[fk] = true
			}
		}
	}
	out := map[fallbackKey]bool{}
	for p := range constant {
		if varying[p] {
			out[p] = true
		}
	}
	return out
}

type fallbackKey struct {
	pos         token.Pos
	attr, index string
}

func fallbackOf(k *keys.Key) fallbackKey { return fallbackKey{k.Expr.Pos(), k.Attr, k.Index} }

// eitherFew says why the partition key of a key condition that tests two
// attributes with = (keys.KeySet.EitherPartition) has few values whichever
// of the two it is: ok is false unless each takes its varying parts only
// from values with few possibilities.
func eitherFew(e []*keys.Key) (string, bool) {
	var texts []string
	for _, k := range e {
		if k.Expr == nil || len(k.Value.Holes()) == 0 {
			return "", false
		}
		c, ok := cardinality(k.Value)
		if !ok {
			return "", false
		}
		texts = append(texts, c.texts...)
	}
	of := "the table"
	if idx := e[0].Index; idx != "" {
		of = "index " + idx
	}
	return fmt.Sprintf("the partition key of %s is %q or %q (the condition tests both with =), and both take their varying parts from %s, which have few possible values: whichever it is, every item lands in a handful of partitions",
		of, e[0].Attr, e[1].Attr, diag.Shorten(names.List(texts))), true
}

// judgedByWrapper reports a key that a wrapper of another package builds
// from its own parameters, when the wrapper's form of it already has only a
// handful of values (a parameter of an enum type, or named status): the
// wrapper's package reports that design at its sink (its write, else its
// first read), and each call handing it a value of the same few would
// repeat the finding. A wrapper whose parameter has no such bound (value
// string) leaves the judgement to the call, where the argument's type
// shows it.
func judgedByWrapper(pk *keys.Key) bool {
	if len(pk.WrapperForm.Holes()) == 0 {
		return false
	}
	_, ok := cardinality(pk.WrapperForm)
	return ok
}

// fewDesign is an index partition key the package writes with a few
// constants and nothing else.
type fewDesign struct {
	first  *keys.Key   // the first put (else update), where it is reported
	keys   []*keys.Key // every write
	values []string    // the constants, sorted
}

// maxFewConstants is the most constants a partition key written with
// nothing else may have and count as few: the size of a status set.
const maxFewConstants = 8

// fewConstants lists the index partition keys the package writes with two
// to maxFewConstants constants and nothing else, one of them at an update
// (IsActive "N" at a put, "Y" at the update that activates it): a status
// index spelt in string literals rather than an enum type, whose values
// the writes count, every item of the table in one of them. The update
// tells a status apart from a kind: items that only puts give a constant
// each ("TRACK", "PLAYLIST") are kinds of item, each a set of its own
// whose growth the constant form judges. Each write must address an item
// whose own key varies: constant items (demo data, a seeding job) are a
// fixed set whatever their index keys. An attribute an update removes is a
// sparse index's, whose partitions hold a backlog, not the history.
func (g *growth) fewConstants() []fewDesign {
	type design struct {
		fewDesign
		vals                  map[string]bool
		update, bad, firstUpd bool
		// at are the constants each write expression gives the key.
		at map[token.Pos]map[string]bool
	}
	byKey := map[string]*design{}
	var order []string
	for _, s := range g.res.Sets {
		if !g.writes(s) {
			continue
		}
		for _, idx := range s.Indexes() {
			pk := s.Partition(idx)
			if idx == "" || pk == nil || pk.Expr == nil {
				continue
			}
			k := s.Table + "\x00" + idx + "\x00" + pk.Attr
			d := byKey[k]
			if d == nil {
				d = &design{vals: map[string]bool{}, at: map[token.Pos]map[string]bool{}}
				byKey[k] = d
				order = append(order, k)
			}
			val, ok := pk.Value.Const()
			if !ok || val == "" || !itemVaries(s) {
				d.bad = true
				continue
			}
			d.vals[val] = true
			d.keys = append(d.keys, pk)
			upd := s.Addressed != nil
			d.update = d.update || upd
			if d.at[pk.Expr.Pos()] == nil {
				d.at[pk.Expr.Pos()] = map[string]bool{}
			}
			d.at[pk.Expr.Pos()][val] = true
			// One write that gives the key two constants on different
			// paths (SUBSCRIBED when the new user pays, else
			// NOT_SUBSCRIBED) tells a status apart from a kind as an
			// update does: the same item takes either.
			d.update = d.update || len(d.at[pk.Expr.Pos()]) > 1
			// Reported where the items are made: the first put, else
			// the first update.
			if d.first == nil || !upd && d.firstUpd || upd == d.firstUpd && before(g.pass, pk.Expr.Pos(), d.first.Expr.Pos()) {
				d.first, d.firstUpd = pk, upd
			}
		}
	}
	var out []fewDesign
	for _, k := range order {
		d := byKey[k]
		if d.bad || !d.update || len(d.vals) < 2 || len(d.vals) > maxFewConstants || g.res.Removed[d.first.Attr] {
			continue
		}
		for v := range d.vals {
			d.values = append(d.values, v)
		}
		slices.Sort(d.values)
		out = append(out, d.fewDesign)
	}
	return out
}

// itemVaries reports a write whose item's own key (the table's partition
// or sort key, or those of the Key an update's SET writes into) varies.
func itemVaries(s *keys.KeySet) bool {
	for _, set := range []*keys.KeySet{s, s.Addressed} {
		if set == nil {
			continue
		}
		for _, k := range set.Keys {
			if k.Index == "" && len(k.Value.Holes()) > 0 {
				return true
			}
		}
	}
	return false
}

// quotedOr lists values quoted, the last after "or".
func quotedOr(values []string) string {
	q := make([]string, len(values))
	for i, v := range values {
		q[i] = strconv.Quote(diag.Shorten(v))
	}
	if len(q) == 1 {
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
}

// lowWrites lists the partition keys with a handful of values the package
// writes, by keys.Key.Design.
func (g *growth) lowWrites() map[string]bool {
	out := map[string]bool{}
	for _, s := range g.res.Sets {
		if !g.writes(s) {
			continue
		}
		for _, idx := range s.Indexes() {
			if pk := s.Partition(idx); pk != nil {
				if _, ok := lowCardinality(pk, s.Sort(idx)); ok {
					out[pk.Design()] = true
				}
			}
		}
	}
	return out
}

// named reports a constant read with a letter in it, a partition named for
// a kind of item ("AUDIT#ALL"), or a number held in a declared constant
// (`const allSearches = 1`): a value chosen for the design. A bare number
// read with a varying sort key is one id's partition (demo data, a fixed
// account), not the design. Writes need neither: every item written with
// the constant lands in its partition, whatever the constant looks like.
func named(pass *analysis.Pass, pk *keys.Key, val string) bool {
	if strings.IndexFunc(val, unicode.IsLetter) >= 0 {
		return true
	}
	declared := false
	ast.Inspect(pk.Expr, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if c, ok := pass.TypesInfo.Uses[id].(*types.Const); ok && c.Pkg() != nil {
				if b, ok := c.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsNumeric != 0 {
					declared = true
				}
			}
		}
		return !declared
	})
	return declared
}

// writes reports a set that puts items: a Put's item or a write's key, the
// Key of an UpdateItem that creates its item (an upsert: ADD, or SET with
// if_not_exists, under no condition), or one whose Key carries an id the
// writing function mints (AddOrder's UpdateItem with SK uuid.NewString():
// no such item can exist yet).
func (g *growth) writes(s *keys.KeySet) bool {
	return s.Op == sdk.OpWrite || s.Op == sdk.OpItem || s.Upsert || g.created[s]
}

// constantWrites lists the constant partition keys the package writes
// by constKey: with withSort, only those written with a sort key
// (whatever its value).
func (g *growth) constantWrites(withSort bool) map[string]bool {
	out := map[string]bool{}
	for _, s := range g.res.Sets {
		if !g.writes(s) {
			continue
		}
		for _, k := range s.Keys {
			// A write that does not carry the sort key its reads vary
			// (an embedded struct's field, a store the engine does not
			// follow) is not judged as writing that partition, so its
			// reads still are (withSort).
			if v, ok := k.Value.Const(); ok && k.Role == tables.Partition && (!withSort || s.Sort(k.Index) != nil || sharedSort(g.res, s, k.Index) != nil) {
				out[constKey(k, v)] = true
			}
		}
	}
	return out
}

func constKey(k *keys.Key, val string) string { return k.Attr + "\x00" + k.Index + "\x00" + val }

// partitionKey is constKey of the table's own partition for a key of a
// local secondary index, whose partition key is the table's: a read
// through any of the table's local indexes reads the partition a write to
// the table fills, one design.
func partitionKey(res *keys.Result, k *keys.Key, val string) string {
	if k.Index != "" && k.Set != nil {
		if t := k.Set.Declared(res.Schema); t != nil {
			for _, ix := range t.Indexes {
				if ix.Name == k.Index && ix.Local {
					return k.Attr + "\x00\x00" + val
				}
			}
		}
	}
	return constKey(k, val)
}

// before orders positions by file name and offset: token.Pos order across
// files depends on the order the driver parsed them in.
func before(pass *analysis.Pass, a, b token.Pos) bool {
	pa, pb := pass.Fset.Position(a), pass.Fset.Position(b)
	if pa.Filename != pb.Filename {
		return pa.Filename < pb.Filename
	}
	return pa.Offset < pb.Offset
}

// lowCardinality describes pk when every varying part of it has few values.
// Written with a constant sort key (sk, nil if the set has none) it names
// one row per value, a handful of fixed rows like a singleton: nothing
// crowds in. A constant begins_with or range condition still reads a
// collection.
func lowCardinality(pk, sk *keys.Key) (string, bool) {
	if len(pk.Value.Holes()) == 0 {
		return "", false
	}
	if sk != nil && (sk.Cond == "" || sk.Cond == "=") && (sk.Value.IsConst() || boundedRows(sk.Value)) {
		return "", false
	}
	c, ok := cardinality(pk.Value)
	if !ok {
		return "", false
	}
	what := "part from " + diag.Shorten(c.texts[0])
	if len(c.texts) > 1 {
		what = "parts from " + diag.Shorten(names.List(c.texts))
	}
	var why, where string
	switch {
	case c.named && len(c.texts) == 1:
		why, where = "whose name says it has few possible values", "a handful of partitions"
	case c.named:
		why, where = "each with few possible values", "a handful of partitions"
	case len(c.texts) == 1:
		why, where = fmt.Sprintf("which has %d possible values", c.values), fmt.Sprintf("at most %d partitions", c.values)
	default:
		why, where = fmt.Sprintf("which have %d possible values together", c.values), fmt.Sprintf("at most %d partitions", c.values)
	}
	return fmt.Sprintf("%s takes its only varying %s, %s: every item lands in %s",
		pk.Describe(), what, why, where), true
}

// constantMessage says what a constant partition key val over the varying
// sort key sk does, and whether it is a question for a reviewer (review)
// rather than a finding: evidence says why the set grows with use
// (growth.evidence), "" when the code does not show it. DynamoDB can
// split one partition key value's items over several partitions by
// sort-key range when they grow hot, unless the writes arrive in sort-key
// order: a sort key that starts with a time (or a time-ordered id, or a
// counter) sends every new item to the same end of the range, where no
// split helps.
func constantMessage(pk, sk *keys.Key, val, evidence string) (msg string, review bool) {
	switch evidence {
	case "time":
		return fmt.Sprintf("%s is the constant %q while %s grows with time: new items of this kind are all written at one end of one partition key value, where DynamoDB's split for heat does not help",
			pk.Describe(), diag.Shorten(val), sk.Describe()), false
	case "":
		return fmt.Sprintf("%s is the constant %q while %s varies: every item of this kind shares one partition key value; if the set can grow with use, put an id in the partition key, and if it stays small, nothing to do",
			pk.Describe(), diag.Shorten(val), sk.Describe()), true
	}
	return fmt.Sprintf("%s is the constant %q while %s varies: every item of this kind shares one partition key value, whose traffic meets one partition's limits until DynamoDB splits it under load, and the set grows: %s",
		pk.Describe(), diag.Shorten(val), sk.Describe(), evidence), false
}

// timeOrdered reports a sort key whose first part that takes many values
// grows with time: a time, a Unix time, a time-ordered id (ULID, KSUID,
// UUIDv7) or a counter. Bools and enums before it only split the range
// into a few, each still written at its end.
func timeOrdered(t keyexpr.Template) bool {
	for _, h := range t.Holes() {
		switch h.Kind {
		case keyexpr.Bool, keyexpr.Enum:
			continue
		case keyexpr.Time, keyexpr.Counter:
			return true
		case keyexpr.Int:
			return h.Unix
		case keyexpr.ID:
			return h.Sortable
		}
		return false
	}
	return false
}

// itemKey is what tells apart the items in a partition of idx, a global
// secondary index whose sort key the item does not carry: the table's own
// partition key. An index key, unlike the table's, need not be unique, so a
// constant index partition collects every item written with it.
//
// With the table declared, that holds for an index it declares without a
// sort key; one with a sort key does not hold the item at all. With no
// declaration of the table in sight, the index is known only from its key's
// name (GSI1PK) or a query of the package, and writing that key is what puts
// the item in it: the item's own table key tells its items apart. An index
// that some declared table has is left alone there, since its sort key,
// which this item may lack, is declared. Nil for the table itself.
func itemKey(res *keys.Result, s *keys.KeySet, idx string) *keys.Key {
	if idx == "" {
		return nil
	}
	if s.Partition("") == nil && s.Addressed != nil {
		// An UpdateItem's SET of an index key: the item its Key names.
		s = s.Addressed
	}
	t := declaration(res, s)
	if t == nil {
		if res.Schema.DeclaresIndex(idx) {
			return nil
		}
		return s.Partition("")
	}
	// The declaration the set's table names, or the one its item (or
	// the Key an update addresses) fits when the name is not in sight.
	i := slices.IndexFunc(t.Indexes, func(x tables.Index) bool { return x.Name == idx })
	if i < 0 && s.Table == "" {
		// The table the item fits does not declare the index it
		// writes: the fit (by a generic PK, say) is no evidence of its
		// table, which is declared out of sight.
		if res.Schema.DeclaresIndex(idx) {
			return nil
		}
		return s.Partition("")
	}
	if i < 0 || t.Indexes[i].Sort != "" {
		return nil
	}
	return s.Partition("")
}

// declaration is the declared table of s: the one its request names
// (by name, declaration id or name pattern), or, when the request names
// none, the one its item or Key fits.
func declaration(res *keys.Result, s *keys.KeySet) *tables.Table {
	if s.Table != "" {
		return res.Schema.Declared(s.Table)
	}
	return s.Declared(res.Schema)
}

// sharedSort is the sort key of idx when its declaration sorts it by an
// attribute the item carries in another role: a status index sorted by the
// table's own sort key (created_at). The engine gives an attribute one role
// of each kind, the table's first, so the index's sort key is not among its
// keys; its value is the same, and it is what spreads the items of one
// index partition. Nil when idx declares no sort key or the item lacks it.
// The key returned is a copy in idx's role, so that messages name the index
// whose partition it spreads, not the one the engine gave the attribute.
func sharedSort(res *keys.Result, s *keys.KeySet, idx string) *keys.Key {
	if idx == "" {
		return nil
	}
	_, sort, ok := res.Schema.IndexKeysOf(s.Table, idx)
	if !ok || sort == "" {
		return nil
	}
	for _, k := range s.Keys {
		if k.Role == tables.Sort && k.Attr == sort {
			shared := *k
			shared.Index = idx
			return &shared
		}
	}
	return nil
}

// constantShape returns the value of a constant partition key written or
// read with a varying sort key.
func constantShape(pk, sk *keys.Key) (string, bool) {
	if sk == nil {
		return "", false
	}
	val, ok := pk.Value.Const()
	if !ok || val == "" || !varies(sk.Value) || instanceID(val) || numberedID(pk.Attr, val) {
		return "", false
	}
	if boundedRows(sk.Value) {
		return "", false // a handful of fixed rows (CONFIG / KIND#<enum>), like a singleton
	}
	return val, true
}

// instanceIDPattern matches an id written out: a UUID, a ULID, a run of
// 24 or more hex digits (an ObjectId, a digest) or of 10 or more decimal
// digits (a snowflake, an account number).
var instanceIDPattern = regexp.MustCompile(`(?i)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\b[0-7][0-9A-HJKMNP-TV-Z]{25}\b|[0-9a-f]{24,}|[0-9]{10,}`)

// instanceID reports a constant partition key holding an id written out
// ("MSG#5ae290ed-…", a script's or a fixture's sample conversation): one
// instance of a key that varies with the id elsewhere, not a value the
// design puts every item of the kind under.
func instanceID(val string) bool {
	return instanceIDPattern.MatchString(val)
}

// numberedID reports a number written out as the value of an attribute
// named for an id (id "00001", userId "42": a sample's one item), where
// the design puts each item's own id. A number under another name (a
// shard "7") is a bucket every item of the shard shares.
func numberedID(attr, val string) bool {
	if strings.Trim(val, "0123456789") != "" {
		return false
	}
	words := names.Words(attr)
	return len(words) > 0 && words[len(words)-1] == "id"
}

// boundedRows reports a sort key whose varying parts the code proves take a
// handful of values, at most maxValues rows together: each part is a bool,
// a value of an enum the few-values form counts (few, with its count), or a
// helper's parameter that every call fills with a constant (storeCert(ctx,
// activeSK, …), storeCert(ctx, backupSK, …): Hole.Consts). Beside a
// constant or few-valued partition key such a sort key names a closed set
// of rows per partition, which does not grow with the data.
//
// A part judged few only by its name (a string called status) is no proof:
// nothing stops it from holding any string, so the partition may grow. A
// value of the enum's type is trusted to be one of its constants, wherever
// it was converted, as the few-values form trusts it; a conversion in sight
// (string(FeatureKey(name)), or a caller's FeatureKey(name)) is read
// through by the evaluator to the text it converts, which bounds nothing.
// The cap is the few-values form's own limit: a declared set larger than a
// handful is a catalogue that grows with releases, and a product of parts
// is capped alike so that two enums do not add up to hundreds of rows.
// Only a sort key is judged so: a partition key filled with constants is
// still one partition per value.
func boundedRows(t keyexpr.Template) bool {
	n := 1
	seen := map[string]bool{}
	holes := t.Holes()
	for _, h := range holes {
		if h.Text != "" && seen[h.Text] {
			continue // the same value twice adds no rows
		}
		seen[h.Text] = true
		m := h.Consts
		if c, ok := few(h); m == 0 && ok {
			m = c // 0 when only the name says few
		}
		if m == 0 {
			return false
		}
		n *= m
		if n > maxValues {
			return false
		}
	}
	return len(holes) > 0
}

// varies reports a template with a hole whose value is known to come from
// data: an opaque call result may as well be a constant, a lookup in a
// request's or event's map (claims["sub"]) may not.
func varies(t keyexpr.Template) bool {
	for _, h := range t.Holes() {
		// Input of a request or an event is data, whatever the call that
		// reads it: it varies as a lookup in the event's map does.
		if h.Kind != keyexpr.Opaque || h.Lookup || h.Taint != "" {
			return true
		}
	}
	return false
}

// card is what is known of the number of values of a template's holes.
type card struct {
	texts  []string // the distinct hole expressions, for the message
	values int      // product of the known counts
	named  bool     // one hole is judged few by its name: its count is unknown
}

// cardinality works out whether every hole of t has few values: ok is false
// when any hole may be unique (an id, a number, a plain string), is unknown
// (opaque) or is a write shard, and when the parts together may have more
// than maxValues values.
func cardinality(t keyexpr.Template) (card, bool) {
	c := card{values: 1}
	seen := map[string]bool{}
	for _, h := range t.Holes() {
		if h.Shard {
			return card{}, false // an explicit write shard spreads the key on purpose
		}
		if seen[h.Text] && h.Text != "" {
			continue // the same value twice adds no values
		}
		seen[h.Text] = true
		n, ok := few(h)
		if !ok {
			return card{}, false
		}
		if n == 0 {
			if c.named {
				return card{}, false // two name-judged parts: the product is unknown
			}
			c.named = true
		} else {
			c.values *= n
			if c.values > maxValues {
				return card{}, false
			}
		}
		c.texts = append(c.texts, h.Text)
	}
	return c, len(c.texts) > 0
}

// few reports whether a hole has few values, and how many when the type
// says so (0: the name says so, the count is unknown).
func few(h *keyexpr.Hole) (int, bool) {
	switch h.Kind {
	case keyexpr.Bool:
		return 2, true
	case keyexpr.Enum:
		if enumID(h) {
			return 0, false // type UserID string with a few named constants is no enum
		}
		if h.Values > 0 {
			return h.Values, h.Values <= maxValues
		}
		return 0, fewByName(h.Name)
	case keyexpr.String:
		return 0, fewByName(h.Name)
	case keyexpr.Opaque:
		if n, ok := getterName(h); ok {
			return 0, fewByName(n)
		}
	}
	return 0, false
}

// getterName names the string a getter method returns by the method's name
// without its Get: ev.GetEventType() is an event type, as ev.EventType
// would be. Other call results are opaque: their name says what the
// function does, not what it returns (formatKey(), lookup(kind)).
func getterName(h *keyexpr.Hole) (string, bool) {
	if h.Type != "string" || !strings.HasSuffix(h.Text, "."+h.Name+"()") {
		return "", false
	}
	for _, get := range []string{"Get", "get"} {
		if rest, ok := strings.CutPrefix(h.Name, get); ok && rest != "" && unicode.IsUpper(rune(rest[0])) {
			return rest, true
		}
	}
	return "", false
}

// lowWords are names of values that take a handful of values. A country
// is not one: about 250 codes, more than the handful (maxValues) the rule
// means.
var lowWords = map[string]bool{
	"status": true, "state": true, "type": true, "kind": true,
	"category": true, "region": true,
}

// idWords mark a name or type as an identifier.
var idWords = map[string]bool{
	"id": true, "ids": true, "uuid": true, "guid": true, "ulid": true, "key": true,
	"arn": true, "email": true, "token": true, "sku": true, "username": true, "handle": true,
}

// fewByName reports a name whose words say it has few values: a low word
// last (status, orderStatus, order_status, countryCode), or isX / hasX.
func fewByName(n string) bool {
	ws := names.Words(n)
	if len(ws) == 0 {
		return false
	}
	for _, w := range ws {
		// names.SecurityWords make a low word name something unique
		// (oauthState, csrf_state: a random nonce).
		if names.SecurityWords[w] || idWords[w] {
			return false
		}
	}
	last := ws[len(ws)-1]
	switch {
	case lowWords[last]:
		return true
	case last == "code" && len(ws) >= 2 && lowWords[ws[len(ws)-2]]:
		return true
	case (ws[0] == "is" || ws[0] == "has") && len(ws) >= 2:
		return true
	}
	return false
}

// enumID reports an enum whose name or type says it is an identifier: type
// UserID string with a couple of well-known constants holds any user's id.
// The word key is the one exception, for a type named for the keys of a
// catalogue (FeatureKey, SettingKey): its declared constants are those
// keys, the whole set. The value of a table's key or a credential (SortKey,
// APIKey) has no such set; catalogueKey tells them apart.
func enumID(h *keyexpr.Hole) bool {
	tn := typeName(h.Type)
	catalogue := catalogueKey(tn)
	for _, n := range []string{h.Name, tn} {
		for _, w := range names.Words(n) {
			if idWords[w] && (w != "key" || !catalogue) {
				return true
			}
		}
	}
	return false
}

// keyValueWords, before "key" in a type's name, say that its values are the
// keys of a table or store, or credentials: built from data, whatever
// constants the type declares.
var keyValueWords = map[string]bool{
	"sort": true, "partition": true, "primary": true, "hash": true, "range": true,
	"composite": true, "row": true, "item": true, "record": true, "table": true,
	"db": true, "object": true, "s3": true, "cache": true, "idempotency": true,
	"api": true, "access": true, "secret": true, "private": true, "public": true,
	"signing": true, "encryption": true, "license": true,
}

// catalogueKey reports a type name that says its values are the keys of a
// catalogue: a word naming what is keyed, then "key" (FeatureKey,
// setting_key), none of them an identifier, security or key-value word.
func catalogueKey(tn string) bool {
	ws := names.Words(tn)
	if len(ws) < 2 || ws[len(ws)-1] != "key" {
		return false
	}
	for _, w := range ws[:len(ws)-1] {
		if idWords[w] || keyValueWords[w] || names.SecurityWords[w] {
			return false
		}
	}
	return true
}

// typeName is the unqualified name of a type string: "UserID" for
// "example.com/x.UserID" or "x.UserID".
func typeName(t string) string {
	if i := strings.LastIndexAny(t, "./"); i >= 0 {
		return t[i+1:]
	}
	return t
}
