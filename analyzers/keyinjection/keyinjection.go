package keyinjection

import (
	"go/ast"
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/astpath"
	"github.com/ddblint/ddblint/internal/diag"
	"github.com/ddblint/ddblint/internal/docutil"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/tables"
	"github.com/ddblint/ddblint/internal/engine/taint"
)

const name = "keyinjection"

// Analyzer reports untrusted key components not checked for the separator.
// It declares no facts: it runs inside the ddblint umbrella pass, so the
// validators of other packages come from the engine (keys.ValidatorFact,
// read here through Result.Validators).
var Analyzer = &analysis.Analyzer{
	Name:     name,
	Doc:      docutil.MustExtract(doc, name).AnalyzerDoc(),
	URL:      "https://github.com/ddblint/ddblint/blob/main/docs/rules/" + name + ".md",
	Requires: []*analysis.Analyzer{keys.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[keys.Analyzer].(*keys.Result)
	if len(res.Sets) == 0 {
		return nil, nil // also the standard library and the SDK, which the engine skips
	}
	c := newChecker(pass, res)
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if k.Again {
				continue // judged in its first role
			}
			c.checkKey(k)
		}
	}
	return nil, nil
}

// checkKey reports the first untrusted, unchecked component of k.
func (c *checker) checkKey(k *keys.Key) {
	if k.Numeric {
		return // an N attribute: DynamoDB rejects a number with a separator
	}
	if rangeBound(k.Cond) {
		// A bound of a range (<, >, BETWEEN) selects a stretch of the
		// partition the query names, and the caller, who sends the value,
		// chooses the stretch anyway: a separator in it makes another
		// bound, not a key of another item. Which items of the partition a
		// caller may list is authorisation, not injection; the partition
		// key, exact, is judged on its own.
		return
	}
	if !hasLiteral(k.Value) {
		// The untrusted value is the whole key, or holes are glued with no
		// text between them: there is no separator in the key for the value
		// to forge. Whether the caller may name any key it likes is
		// authorisation, not injection.
		return
	}
	for i, p := range k.Value.Parts {
		h := p.Hole
		shifts := false
		if h == nil || h.Taint == "" {
			continue
		}
		sep := c.separatorFor(k, h)
		rest := k.Value.Parts[i+1:]
		switch {
		case closesComponent(rest, sep):
			if k.Cond == "begins_with" {
				// The end of a prefix query, or a value the prefix closes
				// with the separator alone ("BUDGET#" + month + "#"): a
				// value with separators matches fewer keys than its part
				// before the first separator, which the caller may send
				// anyway. Nothing is escaped.
				continue
			}
			if !c.extended(k, i, sep) {
				// The last component of an exact key, and no other key of
				// the attribute reads as this one up to the value and goes
				// on past it with the separator: a separator in it makes a
				// key no code builds, and the caller names the component
				// anyway.
				continue
			}
		case k.Cond != "begins_with" && chosenAfter(rest, sep):
			// An exact key that goes on after the value with the
			// separator and one more value of the caller's, its last
			// ("DAY#" + day + "#" + plan, both from the query): whatever
			// a separator in day writes, plan could write alone, and the
			// caller chooses both.
			continue
		case startsComponent(rest, sep):
			// A whole component followed by more of the key, exact or a
			// begins_with prefix ("HOOK#" + event + "#" + id, "FOLDER#" +
			// folder + "#DOC#"): a separator in the value moves where its
			// component ends, and what follows it (the id, the "#DOC#" of
			// the prefix) stands at another depth of the key, among other
			// items, whatever kinds of keys the module writes. The message
			// says so when no other kind goes on past the value.
			shifts = !c.extended(k, i, sep)
			if shifts && k.Cond != "begins_with" && addressesOnly(k.Set) {
				// An exact key that a request reads or deletes by, not one
				// that writes an item: the deeper key a separator in the
				// value makes is of no kind the module writes (a write of
				// this kind with the same value is judged where it is), so
				// the request reaches no other item; the caller names the
				// component anyway. ("LAP#" + uid + "#" + n in a GetItem.)
				continue
			}
		default:
			// Text glued to the value in the same component ("TICKET#" +
			// t + "NOTE#", tenant + id): judged by the kinds of keys
			// that go on past the value, as a last component is.
			if !c.extended(k, i, sep) {
				continue
			}
		}
		v := c.holeChecked(h, k.Expr.Pos(), c.checksFor(sep))
		if v.Checked {
			continue
		}
		hint := ""
		if v.Lenient != "" {
			hint = "; " + v.Lenient + " does not reject it"
		}
		what := "can address another entity's items"
		if shifts {
			what = "moves the components after it onto other items"
		}
		diag.Report(c.pass, name, diag.Range{Start: k.Expr.Pos(), Stop: k.Expr.End()}, nil,
			"untrusted %s reaches %s unchecked: a value containing %q %s%s",
			diag.Shorten(h.Taint), k.Describe(), sep, what, hint)
		return
	}
}

// addressesOnly reports a request that names existing items by an exact
// key and writes none: a read (GetItem, Query, ConditionCheck…) or a
// delete. An update writes the item its key names when there is none, as a
// put does.
func addressesOnly(s *keys.KeySet) bool {
	switch s.Op {
	case sdk.OpRead:
		return true
	case sdk.OpKey:
		return !strings.Contains(s.Call, "Update") && s.Action != "Update"
	}
	return false
}

// holeChecked looks for a check on the value of h: on the variables it went
// through, each in the function that declares it, and on the expression
// that read it, in the function holding that expression. keyPos is the key
// expression's position (a switch allow-list guards keys built inside it).
func (c *checker) holeChecked(h *keyexpr.Hole, keyPos token.Pos, checks *taint.Checker) taint.Verdict {
	var cands []taint.Candidate
	for _, pos := range h.Vars {
		if v := c.vars[pos]; v != nil {
			cands = append(cands, taint.Candidate{Var: v, Func: c.funcs.Outermost(pos)})
		}
	}
	if h.ExprPos.IsValid() {
		if x := c.exprAt(h.ExprPos, h.ExprEnd); x != nil {
			cands = append(cands, taint.Candidate{Expr: x, Func: c.funcs.Outermost(h.ExprPos)})
		}
	}
	if len(cands) > 0 && cands[len(cands)-1].Expr != nil && c.routeChecked(cands[len(cands)-1].Expr) {
		return taint.Verdict{Checked: true}
	}
	var out taint.Verdict
	for _, cand := range cands {
		if cand.Func == nil {
			continue
		}
		v := checks.Scan(cand, keyPos)
		if v.Checked {
			return v
		}
		if out.Lenient == "" {
			out.Lenient = v.Lenient
		}
	}
	return out
}

// extended reports whether another key shape of k's attribute, in this
// package or an imported one of the module (keys.Result.ModuleShapes),
// reads as k's up to part i and holds sep after it: "USER#" + id next to
// "USER#" + id + "#ORDER#" + oid, or the constant "USER#ADMIN#SETTINGS".
// A value holding sep at i can then make that other key. k's own shape,
// and a prefix of it (a begins_with query over k's kind), do not count:
// "TENANT#" + t + "#FLOW#" + f with t holding "#FLOW#" only makes a
// longer key of the same kind, which no code builds.
func (c *checker) extended(k *keys.Key, i int, sep string) bool {
	prefix := keys.Shape(keyexpr.Template{Parts: k.Value.Parts[:i]})
	own := keys.Shape(k.Value)
	// A literal rest after the value ends every key the value can make:
	// "HALL#" + h + "#" never makes "HALL#x#SEAT#1". A rest with holes in
	// it could end anyhow, and is not compared.
	suffix := keys.Shape(keyexpr.Template{Parts: k.Value.Parts[i+1:]})
	if strings.Contains(suffix, keys.ShapeHole) {
		suffix = ""
	}
	for _, sh := range c.res.ModuleShapes[k.Attr] {
		if strings.HasPrefix(own, sh) || k.Cond == "begins_with" && strings.HasPrefix(sh, own) {
			// sh is k's kind: the request's own shape or a prefix of it,
			// or, for a begins_with request, a kind the prefix lists
			// ("TICKET#" + t + "NOTE#" over the notes
			// "TICKET#<t>NOTE#<n>"), whose keys the value only narrows.
			continue
		}
		if c.elsewhere(k, sh) {
			continue
		}
		if rest, ok := strings.CutPrefix(sh, prefix); ok && strings.Contains(rest, sep) && endsAlike(rest, suffix) && !c.neverHolds(k, sh, prefix, suffix) && c.sortMayMeet(k, sh) {
			return true
		}
	}
	return false
}

// elsewhere reports whether every key of shape sh goes to a known table
// other than the one k's request goes to: a kind of another table is none of
// that table's items, whatever the value holds ("CHECKLIST#" + id in a
// collaborators table next to "CHECKLIST#" + id + "#ITEM#" + item in the
// checklists table). A request or a key of that shape whose table is not
// known may be in the same table, and keeps the comparison.
func (c *checker) elsewhere(k *keys.Key, sh string) bool {
	if k.Set.Table == "" {
		return false
	}
	ts := c.res.ModuleShapeTables[keys.AttrShape{Attr: k.Attr, Shape: sh}]
	if len(ts) == 0 {
		return false
	}
	for _, t := range ts {
		if t == "" || t == k.Set.Table {
			return false
		}
	}
	return true
}

// neverHolds reports whether no key of shape sh, which starts with prefix,
// can hold the literal suffix a request puts after its untrusted value: the
// request's key is prefix + value + suffix, so for it to be one of sh's keys
// (or, for begins_with, a prefix of one) suffix must occur in what sh has
// after prefix. It cannot when suffix has a character that neither that
// literal text nor any of its holes can hold: "TICKET#" + t + "NOTE#"
// against "TICKET##" + uuid, whose hole is hexadecimal digits and dashes.
// A range condition (<, BETWEEN…) compares keys in order, not by text, so it
// is not judged here.
func (c *checker) neverHolds(k *keys.Key, sh, prefix, suffix string) bool {
	switch k.Cond {
	case "", "=", "begins_with":
	default:
		return false
	}
	holes, ok := c.res.ModuleHoleChars[keys.AttrShape{Attr: k.Attr, Shape: sh}]
	n := strings.Count(prefix, keys.ShapeHole)
	if suffix == "" || !ok || len(holes) < n {
		return false
	}
	rest := sh[len(prefix):]
	for _, r := range suffix {
		if strings.ContainsRune(strings.ReplaceAll(rest, keys.ShapeHole, ""), r) {
			continue
		}
		if slices.ContainsFunc(holes[n:], func(cs string) bool { return cs == "" || strings.ContainsRune(cs, r) }) {
			continue
		}
		return true
	}
	return false
}

// sortMayMeet reports whether the request of partition key k can name an
// item of the kinds whose partition key has shape other: true unless k's
// sort key is known and every known kind with that partition shape has a
// sort key whose literal start differs from k's ("FACILITY#" + id against
// "PUNCH#" + pid). Reaching the partition of another kind then reads or
// writes none of its items. A kind whose sort key is not known counts.
func (c *checker) sortMayMeet(k *keys.Key, other string) bool {
	if k.Role != tables.Partition {
		return true
	}
	var sort *keys.Key
	for _, o := range k.Set.Keys {
		if o.Role == tables.Sort && o.Index == k.Index && !o.Numeric {
			sort = o
			break
		}
	}
	if sort == nil {
		return true
	}
	switch sort.Cond {
	case "", "=", "begins_with":
	default:
		return true // a range (<, BETWEEN…) spans other kinds' sort keys whatever their text
	}
	mine := keys.Shape(sort.Value)
	known := false
	for _, it := range c.res.ModuleItems {
		if it.Partition.Attr != k.Attr || it.Partition.Shape != other || it.Sort.Attr != sort.Attr {
			continue
		}
		known = true
		if literalStartsAgree(mine, it.Sort.Shape) {
			return true
		}
	}
	return !known
}

// literalStartsAgree reports whether two shapes agree on their literal text
// up to the first hole of either: keys of the two shapes may be equal, or one
// a prefix of the other.
func literalStartsAgree(a, b string) bool {
	a, _, _ = strings.Cut(a, keys.ShapeHole)
	b, _, _ = strings.Cut(b, keys.ShapeHole)
	n := min(len(a), len(b))
	return a[:n] == b[:n]
}

// endsAlike reports whether a key of shape rest can end with the literal
// suffix: the text after rest's last hole and the suffix agree where both
// have text, and a hole can supply what the suffix has beyond it.
func endsAlike(rest, suffix string) bool {
	tail := rest
	hole := false
	if j := strings.LastIndex(rest, keys.ShapeHole); j >= 0 {
		tail, hole = rest[j+len(keys.ShapeHole):], true
	}
	if strings.HasSuffix(tail, suffix) {
		return true
	}
	return hole && strings.HasSuffix(suffix, tail)
}

// closesComponent reports whether the parts after a value are nothing, or
// the separator alone: the value is the key's (or the prefix's) last
// component.
func closesComponent(rest []keyexpr.Part, sep string) bool {
	text := ""
	for _, p := range rest {
		if !p.IsLit() {
			return false
		}
		text += p.Lit
	}
	return text == "" || text == sep
}

// startsComponent reports whether the parts after a value start with the
// separator and go on past it: the value is a whole component with more of
// the key after it.
func startsComponent(rest []keyexpr.Part, sep string) bool {
	if len(rest) == 0 || !rest[0].IsLit() || !strings.HasPrefix(rest[0].Lit, sep) {
		return false
	}
	return !closesComponent(rest, sep)
}

// chosenAfter reports the rest of a key that is the separator and one
// untrusted value, the key's last: what follows the value is the
// caller's to choose, with no text of the code's between.
func chosenAfter(rest []keyexpr.Part, sep string) bool {
	return len(rest) == 2 && rest[0].IsLit() && rest[0].Lit == sep && rest[1].Hole != nil && rest[1].Hole.Taint != ""
}

// rangeBound reports a key condition's operator that bounds a range of
// the sort key rather than naming or prefixing a key.
func rangeBound(cond string) bool {
	switch strings.ToUpper(cond) {
	case "<", "<=", ">", ">=", "BETWEEN":
		return true
	}
	return false
}

// hasLiteral reports a template with some literal text.
func hasLiteral(t keyexpr.Template) bool {
	for _, p := range t.Parts {
		if p.IsLit() && p.Lit != "" {
			return true
		}
	}
	return false
}

// exprAt returns the expression spanning exactly [pos, end), or nil.
func (c *checker) exprAt(pos, end token.Pos) ast.Expr {
	for _, f := range c.pass.Files {
		if f.FileStart <= pos && end <= f.FileEnd {
			path := astpath.Path(f, pos, end)
			if len(path) == 0 {
				return nil
			}
			if x, ok := path[0].(ast.Expr); ok && x.Pos() == pos && x.End() == end {
				return x
			}
			return nil
		}
	}
	return nil
}
