package ddblint

import (
	"fmt"
	"go/token"
	"maps"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keyinjection"
	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/analyzers/pkcardinality"
	"github.com/ddblint/ddblint/analyzers/pktimestamp"
	"github.com/ddblint/ddblint/analyzers/sortkeyorder"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

// Once makes a key built across functions reported once, where it is
// built, with the other places as related information. The engine turns a
// wrapper's call sites into key sets of their own (keys.Key's Related,
// Origin, Context); each rule judges them like any other, and this is the
// one place their findings are merged (the ddblint pass calls it on the
// findings of every rule; it is exported for rule tests that judge one rule
// the way the pass reports it):
//   - a finding at a key that another package's wrapper builds (Context)
//     is that package's to report;
//   - a finding at a key a call of another package's wrapper makes from
//     its arguments is dropped when that package reports the same rule
//     about the same key of the wrapper (its ReportedFact) and the call
//     only fills the wrapper's parameters (keys.Key.Wrapped; see
//     leftToWrapper): the key is built there, and so is the fix;
//   - a finding at a value a call site passes whole to a wrapper of this
//     package is dropped when the rule already reports the wrapper's own
//     key (Origin), which gains the call site as related information;
//   - findings of a rule at one place (a wrapper's key, reached through
//     several call sites) are one finding, with every call site related;
//   - identical findings (one item reaching two sinks) are one;
//   - findings of a rule at keys that state one fact (see sameFacts: one
//     value in the table key and an index key of an item) are one, at the
//     first of those keys, with the others related;
//   - findings of a rule, word for word the same, at keys whose value is
//     the return of one function of the module (see sameBuilder: a create
//     and an update path both writing allUsers(); also through the
//     variable a call defines, one result of several: pk, sk :=
//     actorKeys(org, svc)) are one, at the
//     expression the function returns (at the first key when it is in
//     another package), with the keys related;
//   - sortkeyorder findings about a time.Time struct field the SDK
//     encodes, written or read in several places (see sameField), are
//     one, at the field, with every write and read related;
//   - keyinjection findings, word for word the same, at several keys (one
//     untrusted value reaching the keys of several functions: see
//     sameInput) are one, at the first key, with the others related;
//   - pkcardinality or pktimestamp findings about one partition design,
//     and sortkeyorder findings without a fix about one sort key design
//     (the SDK's encoding of a time in an index's sort key, written by a
//     put and an update and compared by a query), written in several
//     places (see sameDesign) are one, at the first, with the others
//     related.
//
// pass is the ddblint pass (or a rule test's): Once reads the keys pass's
// result from it.
func Once(pass *analysis.Pass, diags []analysis.Diagnostic) []analysis.Diagnostic {
	out, _ := once(pass, diags)
	return out
}

// once is Once, which also returns the findings it left to the wrappers
// of other packages (see leftToWrapper).
func once(pass *analysis.Pass, diags []analysis.Diagnostic) (out, left []analysis.Diagnostic) {
	res := pass.ResultOf[keys.Analyzer].(*keys.Result)
	diags, left = leftToWrapper(pass, res, distinct(diags))
	return sameDesign(pass.Fset, res, sameInput(pass.Fset, res, sameBuilder(pass.Fset, res, sameFacts(res, sameField(pass, res, merge(res, diags)))))), left
}

// sameDesign reports once what pkcardinality or pktimestamp says about one
// partition design, or sortkeyorder without a fix about one sort key
// design (keys.Key.Design: its table, index, attribute and the
// shape of its value, the same constant "GlobalRules", the same status
// index, the same day bucket) written in several places of the package: a
// constructor and a cursor both naming the feed's constant partition are
// one partition to redesign, where the first write in the source is; the
// other places are related ("the same partition key is written here").
// Findings with suggested fixes are left alone.
func sameDesign(fset *token.FileSet, res *keys.Result, diags []analysis.Diagnostic) []analysis.Diagnostic {
	keysAt := keyPlaces(res)
	dropped := map[int]bool{}
	// An index keyed by a status's whole value is one design whatever
	// each place writes: the put's "pending", the update's status of a
	// type of six values, the query's status parameter. Where some
	// finding shows the attribute varies, pkcardinality's findings about
	// the index's partition key are one; constants alone ("ALL_USERS",
	// "ALL_ORDERS" in one overloaded index) stay a design each.
	varying := map[string]bool{}
	for _, d := range diags {
		if k, _, _ := designOf(keysAt, d); k != nil && d.Category == pkcardinality.Analyzer.Name && wholeIndexValue(k) && !k.Value.IsConst() {
			varying[k.Index+"\x00"+k.Attr] = true
		}
	}
	for _, idx := range groups(diags, func(d analysis.Diagnostic) (string, bool) {
		k, design, _ := designOf(keysAt, d)
		if k == nil {
			return "", false
		}
		if d.Category == pkcardinality.Analyzer.Name && wholeIndexValue(k) && varying[k.Index+"\x00"+k.Attr] {
			design = "index\x00" + k.Index + "\x00" + k.Attr
		}
		if d.Category == sortkeyorder.Analyzer.Name && k.Field != nil {
			// A sort key written from two structs' fields is two fields
			// to change, whatever they share.
			design += "\x00" + k.Field.Pkg().Path() + "." + k.Field.Name() + fmt.Sprint(k.Field.Pos())
		}
		return d.Category + "\x00" + design, true
	}) {
		known := map[string]bool{}
		for _, i := range idx {
			if _, _, t := designOf(keysAt, diags[i]); t != "" {
				known[t] = true
			}
		}
		if len(known) > 1 {
			continue // the same shape in two tables: two designs
		}
		inSource(fset, diags, idx)
		kept := diags[idx[0]]
		kept.Related = slices.Clone(kept.Related)
		for _, i := range idx[1:] {
			d := diags[i]
			if d.Pos != kept.Pos {
				msg := "the same partition key is written here"
				if d.Category == sortkeyorder.Analyzer.Name {
					msg = "the same sort key is written or read here" // a query compares it too
				}
				kept.Related = appendRelated(kept.Related, analysis.RelatedInformation{Pos: d.Pos, End: d.End, Message: msg})
			}
			for _, r := range d.Related {
				kept.Related = appendRelated(kept.Related, r)
			}
			dropped[i] = true
		}
		diags[idx[0]] = kept
	}
	return without(diags, dropped)
}

// wholeIndexValue reports a key of a secondary index whose value is the
// attribute's whole value, one constant or one varying part, and whose
// attribute is named for what it holds: a status index's status, not
// "STATUS#" + s, nor a generic GSI1PK, which an overloaded index gives
// each kind of item ("USER", then a job's status).
func wholeIndexValue(k *keys.Key) bool {
	return k.Index != "" && len(k.Value.Parts) == 1 && !tables.DefaultKeyName(k.Attr)
}

// keyPlaces are the keys at each place: a call of a wrapper is the place
// of every key of the item it is handed; a finding names its key first.
func keyPlaces(res *keys.Result) map[token.Pos][]*keys.Key {
	keysAt := map[token.Pos][]*keys.Key{}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if k.Expr != nil && (k.Role == tables.Partition || k.Role == tables.Sort) {
				keysAt[k.Expr.Pos()] = append(keysAt[k.Expr.Pos()], k)
			}
		}
	}
	return keysAt
}

// designOf is the design a pkcardinality or pktimestamp finding, or a
// sortkeyorder finding without a fix, is about: its key's design
// (keys.Key.Design) without the table, which it returns apart, "" when the
// finding's place does not know it (an item literal whose table is not
// known there and the write that sends it to its table state one design),
// and the key; a nil key when the finding is about no such design.
func designOf(keysAt map[token.Pos][]*keys.Key, d analysis.Diagnostic) (k *keys.Key, design, table string) {
	switch d.Category {
	case pkcardinality.Analyzer.Name, pktimestamp.Analyzer.Name, sortkeyorder.Analyzer.Name:
	default:
		return nil, "", ""
	}
	if len(d.SuggestedFixes) > 0 {
		return nil, "", ""
	}
	if k = designKeyOf(keysAt, d); k == nil {
		return nil, "", ""
	}
	if k.Set != nil {
		table = k.Set.Table
	}
	design, _ = strings.CutPrefix(k.Design(), table)
	return k, design, table
}

// designKeyOf is the key a finding of designOf's rules is about, nil if
// none at its place.
func designKeyOf(keysAt map[token.Pos][]*keys.Key, d analysis.Diagnostic) *keys.Key {
	for _, k := range keysAt[d.Pos] {
		switch {
		case d.Category == sortkeyorder.Analyzer.Name && k.Role == tables.Sort:
			// "… is written with layout … in sort key "SK": …"
			if strings.Contains(d.Message, " in "+k.Describe()+":") {
				return k
			}
		case d.Category != sortkeyorder.Analyzer.Name && k.Role == tables.Partition:
			if strings.HasPrefix(d.Message, k.Describe()+" ") {
				return k
			}
		}
	}
	return nil
}

// sameInput reports once what keyinjection says, word for word, about
// several keys: one untrusted value (the same request field, header or
// parameter, the same separator, the same kind of key) reaching the keys of
// several functions of the package, often through one service and one
// repository per key. Findings are one when their messages are the same
// and the untrusted input of their keys is read at the same places (a key
// reached from two handlers has both reads; the same text read in two
// handlers is two places to check). Its check belongs where the value
// comes in, once;
// the finding is kept at the first key in the source, the other keys are
// related ("the same input reaches ... here"), followed by what each
// finding had (its call sites). Findings with suggested fixes are left
// alone: keyinjection offers none, and a fix is per key.
func sameInput(fset *token.FileSet, res *keys.Result, diags []analysis.Diagnostic) []analysis.Diagnostic {
	keyAt := map[token.Pos]*keys.Key{}
	reads := map[token.Pos]map[token.Pos]bool{} // key position -> where its input is read
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if k.Expr == nil {
				continue
			}
			p := k.Expr.Pos()
			if keyAt[p] == nil {
				keyAt[p] = k
			}
			for _, h := range k.Value.Holes() {
				if h.Taint == "" {
					continue
				}
				if reads[p] == nil {
					reads[p] = map[token.Pos]bool{}
				}
				reads[p][h.TaintPos] = true
			}
		}
	}
	type group struct{ message, reads string }
	dropped := map[int]bool{}
	for _, idx := range groups(diags, func(d analysis.Diagnostic) (group, bool) {
		if d.Category != keyinjection.Analyzer.Name || len(d.SuggestedFixes) > 0 || len(reads[d.Pos]) == 0 || reads[d.Pos][token.NoPos] {
			return group{}, false // a read of unknown place: left alone
		}
		return group{d.Message, fmt.Sprint(slices.Sorted(maps.Keys(reads[d.Pos])))}, true
	}) {
		inSource(fset, diags, idx)
		kept := diags[idx[0]]
		kept.Related = nil
		for _, i := range idx[1:] {
			d := diags[i]
			what := "a key"
			if k := keyAt[d.Pos]; k != nil {
				what = k.Describe()
			}
			kept.Related = appendRelated(kept.Related, analysis.RelatedInformation{Pos: d.Pos, End: d.End,
				Message: "the same input reaches " + what + " here"})
			dropped[i] = true
		}
		for _, i := range idx {
			for _, r := range diags[i].Related {
				kept.Related = appendRelated(kept.Related, r)
			}
		}
		diags[idx[0]] = kept
	}
	return without(diags, dropped)
}

// merge does the call-site work of Once.
func merge(res *keys.Result, diags []analysis.Diagnostic) []analysis.Diagnostic {
	type at struct {
		category string
		pos      token.Pos
	}
	byPos := map[token.Pos][]*keys.Key{}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if len(k.Related) > 0 || k.Context || k.Origin.IsValid() {
				byPos[k.Expr.Pos()] = append(byPos[k.Expr.Pos()], k)
			}
		}
	}
	if len(byPos) == 0 {
		return diags
	}
	// real: positions where a key of this package's own making sits.
	real := map[token.Pos]bool{}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if !k.Context {
				real[k.Expr.Pos()] = true
			}
		}
	}
	reported := map[at]int{} // index in out
	for _, d := range diags {
		reported[at{d.Category, d.Pos}] = -1
	}
	var out []analysis.Diagnostic
	var moved []struct {
		to  at
		rel analysis.RelatedInformation
	}
	for _, d := range diags {
		ks := byPos[d.Pos]
		if len(ks) > 0 && !real[d.Pos] {
			continue // built and judged in another package
		}
		dropped := false
		for _, k := range ks {
			if !k.Origin.IsValid() {
				continue
			}
			if _, ok := reported[at{d.Category, k.Origin}]; ok {
				moved = append(moved, struct {
					to  at
					rel analysis.RelatedInformation
				}{at{d.Category, k.Origin}, analysis.RelatedInformation{Pos: d.Pos, End: d.End, Message: "passed here: " + diagText(d.Message)}})
				dropped = true
				break
			}
		}
		if dropped {
			continue
		}
		for _, k := range ks {
			for _, r := range k.Related {
				d.Related = appendRelated(d.Related, analysis.RelatedInformation{Pos: r.Pos, End: r.End, Message: r.Message})
			}
		}
		key := at{d.Category, d.Pos}
		if i := reported[key]; i >= 0 && len(ks) > 0 {
			for _, r := range d.Related {
				out[i].Related = appendRelated(out[i].Related, r)
			}
			continue
		}
		reported[key] = len(out)
		out = append(out, d)
	}
	for _, m := range moved {
		if i := reported[m.to]; i >= 0 {
			out[i].Related = appendRelated(out[i].Related, m.rel)
		}
	}
	return out
}

// fold merges the findings at members into kept, stored at index at: a
// related location for each member that site gives one, in members'
// order, then each member's own related locations; the others are
// dropped.
func fold(diags []analysis.Diagnostic, dropped map[int]bool, kept analysis.Diagnostic, at int, members []int, site func(i int) (analysis.RelatedInformation, bool)) {
	for _, i := range members {
		if r, ok := site(i); ok {
			kept.Related = appendRelated(kept.Related, r)
		}
		dropped[i] = true
	}
	for _, i := range members {
		for _, r := range diags[i].Related {
			kept.Related = appendRelated(kept.Related, r)
		}
	}
	diags[at] = kept
	dropped[at] = false
}

// appendRelated adds r unless a related location at its position is there.
func appendRelated(rs []analysis.RelatedInformation, r analysis.RelatedInformation) []analysis.RelatedInformation {
	for _, x := range rs {
		if x.Pos == r.Pos {
			return rs
		}
	}
	return append(rs, r)
}

// diagText is a finding's message without its rule suffix, shortened.
func diagText(msg string) string {
	if i := strings.LastIndex(msg, " ("); i > 0 {
		msg = msg[:i]
	}
	if len(msg) > 80 {
		msg = msg[:77] + "..."
	}
	return msg
}

// distinct drops findings identical to an earlier one: a key that may take
// several shapes is judged once per shape (see docs/engine.md), so what a
// rule says about a part the shapes share is said twice, word for word; and
// one item may reach two sinks.
func distinct(diags []analysis.Diagnostic) []analysis.Diagnostic {
	type same struct {
		category, message string
		pos, end          token.Pos
	}
	seen := map[same]bool{}
	out := diags[:0:0]
	for _, d := range diags {
		k := same{d.Category, d.Message, d.Pos, d.End}
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, d)
	}
	return out
}

// sameFacts reports once what a rule says about keys that hold one value
// for one item: the table's partition key and its indexes' partition keys
// all "USER#" (PK, GSI1PK, GSI2PK), or the same number in SK and GSI1SK,
// make one design fact, and one place to look. Keys are one fact when they
// have the same role and shape and belong to one key set, or to the sets
// one key method hands out in its several returns (keys.KeySet.Alt). The
// finding kept is the one at the table's key, else at the first key in the
// source; the others become its related information, and their suggested
// fixes join its own. A finding whose fix cannot join (its edits overlap
// the kept one's differently) stays on its own.
func sameFacts(res *keys.Result, diags []analysis.Diagnostic) []analysis.Diagnostic {
	type fact struct {
		set   token.Pos
		role  tables.Role
		value string
	}
	// Findings are tied to keys by position: the rules that judge a value
	// (pkcardinality, pktimestamp, sortkeyorder…) report at the key's
	// expression. A position whose keys state different facts (the
	// alternatives of one expression) is left alone.
	factAt := map[token.Pos]fact{}
	keyAt := map[token.Pos]*keys.Key{}
	mixed := map[token.Pos]bool{}
	for _, s := range res.Sets {
		set := s.Pos
		if s.Alt.IsValid() {
			set = s.Alt
		}
		for _, k := range s.Keys {
			if k.Expr == nil || len(k.Value.Parts) == 0 {
				continue
			}
			p := k.Expr.Pos()
			if k.Context || k.Origin.IsValid() || len(k.Related) > 0 {
				mixed[p] = true // the call-site merge (merge) owns it
				continue
			}
			f := fact{set, k.Role, k.Value.String()}
			if prev, ok := factAt[p]; ok && prev != f {
				mixed[p] = true
			}
			factAt[p] = f
			if prev := keyAt[p]; prev == nil || k.Index == "" && prev.Index != "" {
				keyAt[p] = k
			}
		}
	}
	type group struct {
		category string
		fact     fact
	}
	// first: the finding kept for each group; rank orders candidates.
	rank := func(d analysis.Diagnostic) (bool, token.Pos) {
		return keyAt[d.Pos].Index != "", d.Pos
	}
	first := map[group]int{}
	for i, d := range diags {
		f, ok := factAt[d.Pos]
		if !ok || mixed[d.Pos] {
			continue
		}
		g := group{d.Category, f}
		j, ok := first[g]
		if !ok {
			first[g] = i
			continue
		}
		ti, pi := rank(d)
		tj, pj := rank(diags[j])
		if ti != tj && !ti || ti == tj && pi < pj {
			first[g] = i
		}
	}
	var out []analysis.Diagnostic
	dropped := map[int]bool{}
	for i, d := range diags {
		f, ok := factAt[d.Pos]
		if !ok || mixed[d.Pos] {
			continue
		}
		j := first[group{d.Category, f}]
		if j == i || d.Pos == diags[j].Pos {
			continue
		}
		fixes, ok := joinFixes(diags[j].SuggestedFixes, d.SuggestedFixes)
		if !ok {
			continue
		}
		diags[j].SuggestedFixes = fixes
		msg := "the same value in " + keyAt[d.Pos].Describe()
		if keyAt[d.Pos].Set.Alt.IsValid() && keyAt[d.Pos].Set != keyAt[diags[j].Pos].Set {
			msg += ", in another return"
		}
		diags[j].Related = appendRelated(diags[j].Related, analysis.RelatedInformation{Pos: d.Pos, End: d.End, Message: msg})
		for _, r := range d.Related {
			diags[j].Related = appendRelated(diags[j].Related, r)
		}
		dropped[i] = true
	}
	for i, d := range diags {
		if !dropped[i] {
			out = append(out, d)
		}
	}
	return out
}

// joinFixes adds the edits of b's fixes to a's, fix by fix, so that
// applying the kept finding's fix mends every key of the fact. Edits
// identical to one already there are dropped (two keys built from one
// variable share its fix); fixes that differ in number, or edits that
// overlap differently, cannot join.
func joinFixes(a, b []analysis.SuggestedFix) ([]analysis.SuggestedFix, bool) {
	if len(b) == 0 {
		return a, true
	}
	if len(a) != len(b) {
		return nil, false
	}
	out := make([]analysis.SuggestedFix, len(a))
	for i := range a {
		out[i] = analysis.SuggestedFix{Message: a[i].Message, TextEdits: append([]analysis.TextEdit(nil), a[i].TextEdits...)}
	next:
		for _, e := range b[i].TextEdits {
			for _, x := range out[i].TextEdits {
				if x.Pos == e.Pos && x.End == e.End && string(x.NewText) == string(e.NewText) {
					continue next
				}
				if e.Pos < x.End && x.Pos < e.End || e.Pos == x.Pos {
					return nil, false
				}
			}
			out[i].TextEdits = append(out[i].TextEdits, e)
		}
	}
	return out, true
}

// sameBuilder reports once what a rule says, word for word, about keys
// whose whole value one function of the module returns (keys.Builder):
// a create and an update path that both write allUsers() state one design,
// and the place to fix it is the function. The finding lands on the
// expression the function returns, with every key it reaches related; when
// that expression is not known (several returns, another package), on the
// first key in the source. Their suggested fixes join; a finding whose fix cannot join
// stays on its own. A value with untrusted input in it is left alone: the
// input is the caller's (keyinjection's "the value" is a call site's
// argument), and so is the place to check it.
func sameBuilder(fset *token.FileSet, res *keys.Result, diags []analysis.Diagnostic) []analysis.Diagnostic {
	builderAt := map[token.Pos]*keys.Builder{}
	// keysAt: a constructor's call (models.NewItem(t)) is the expression
	// of every key of the item it builds.
	keysAt := map[token.Pos][]*keys.Key{}
	mixed := map[token.Pos]bool{}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if k.Expr == nil {
				continue
			}
			p := k.Expr.Pos()
			// A key built at a wrapper's call site (Related: the sink in
			// the wrapper) is this package's: its findings carry the
			// sink along. Context and Origin keys are merge's.
			if k.Builder == nil || k.Context || k.Origin.IsValid() || tainted(k) {
				mixed[p] = true
				continue
			}
			if prev, ok := builderAt[p]; ok && prev != k.Builder {
				mixed[p] = true
			}
			builderAt[p] = k.Builder
			keysAt[p] = append(keysAt[p], k)
		}
	}
	type group struct {
		category, message string
		builder           *keys.Builder
	}
	dropped := map[int]bool{}
	// A helper used once is reported at its key, as before: groups of two
	// or more only.
	for _, idx := range groups(diags, func(d analysis.Diagnostic) (group, bool) {
		b := builderAt[d.Pos]
		return group{d.Category, d.Message, b}, b != nil && !mixed[d.Pos]
	}) {
		g := group{diags[idx[0]].Category, diags[idx[0]].Message, builderAt[diags[idx[0]].Pos]}
		inSource(fset, diags, idx)
		first := diags[idx[0]]
		fixes := first.SuggestedFixes
		joined := []int{idx[0]}
		for _, i := range idx[1:] {
			if diags[i].Pos == first.Pos {
				continue // merge's work, already one
			}
			f, ok := joinFixes(fixes, diags[i].SuggestedFixes)
			if !ok {
				continue
			}
			fixes = f
			joined = append(joined, i)
		}
		if len(joined) < 2 {
			continue
		}
		kept := first
		kept.SuggestedFixes = fixes
		kept.Related = nil
		site := func(d analysis.Diagnostic) analysis.RelatedInformation {
			return analysis.RelatedInformation{Pos: d.Pos, End: d.End,
				Message: g.builder.Func.Name() + "() makes " + keyNamed(keysAt[d.Pos], d.Message).Describe() + " here"}
		}
		moved := g.builder.Pos.IsValid()
		if moved {
			kept.Pos, kept.End = g.builder.Pos, g.builder.End
		}
		// The keys first, in source order, then what each finding had.
		fold(diags, dropped, kept, idx[0], joined, func(i int) (analysis.RelatedInformation, bool) {
			return site(diags[i]), moved || i != idx[0]
		})
	}
	return without(diags, dropped)
}

// tainted reports a key with untrusted input in its value.
func tainted(k *keys.Key) bool {
	for _, h := range k.Value.Holes() {
		if h.Taint != "" {
			return true
		}
	}
	return false
}

// inSource orders idx, indexes of diags, by where the findings are in the
// source (file name, then offset: token.Pos order across files varies with
// the order the driver parsed them in).
func inSource(fset *token.FileSet, diags []analysis.Diagnostic, idx []int) {
	sort.SliceStable(idx, func(i, j int) bool {
		a, b := fset.Position(diags[idx[i]].Pos), fset.Position(diags[idx[j]].Pos)
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		return a.Offset < b.Offset
	})
}

// without returns diags but the dropped ones, in order.
func without(diags []analysis.Diagnostic, dropped map[int]bool) []analysis.Diagnostic {
	var out []analysis.Diagnostic
	for i, d := range diags {
		if !dropped[i] {
			out = append(out, d)
		}
	}
	return out
}

// groups returns the indexes of diags that share a key, for every key that
// two or more findings share, in the order the keys first appear; key
// says false for a finding that joins no group.
func groups[K comparable](diags []analysis.Diagnostic, key func(analysis.Diagnostic) (K, bool)) [][]int {
	members := map[K][]int{}
	var order []K
	for i, d := range diags {
		k, ok := key(d)
		if !ok {
			continue
		}
		if members[k] == nil {
			order = append(order, k)
		}
		members[k] = append(members[k], i)
	}
	var out [][]int
	for _, k := range order {
		if len(members[k]) > 1 {
			out = append(out, members[k])
		}
	}
	return out
}

// keyNamed is the key of ks that msg, a finding at their expression, is
// about: the one it describes, else the first.
func keyNamed(ks []*keys.Key, msg string) *keys.Key {
	for _, k := range ks {
		if strings.Contains(msg, k.Describe()) {
			return k
		}
	}
	return ks[0]
}
