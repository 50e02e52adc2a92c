package keys

import (
	"fmt"
	"slices"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

// ShapesFact lists, for one package, the shapes of the keys it builds that
// have more than one component (see Shape), by attribute: what another
// package's key may collide with when a value in it holds the separator
// (keyinjection). Packages with no such key export no fact. Shapes is
// sorted, not a map, so that the fact encodes deterministically.
type ShapesFact struct {
	Shapes []AttrShape
	// Items pairs the partition key shapes among Shapes with the sort key
	// shape the same key set gives the same table or index; sorted too.
	Items []ItemShape
	// Chars gives, for the shapes among Shapes that the package writes
	// (Put, an item built, an upsert), the characters each hole can hold
	// in the items written; sorted too. A shape only read is not listed.
	Chars []ShapeChars
	// Tables gives, for each shape of Shapes, the tables its keys are sent
	// to; sorted too.
	Tables []ShapeTables
}

// ShapeTables is, for one shape, the sorted names of the tables the
// package's keys of that shape go to, "" standing for a key whose table is
// not known. A kind whose keys all go to other tables than a request's is
// none of that request's items: keyinjection does not count it.
type ShapeTables struct {
	Shape  AttrShape
	Tables []string
}

// ShapeChars is, for one shape, the characters each of its holes can hold
// in every item of that shape the package writes ("" for any): the text of
// a uuid is hexadecimal digits and dashes. keyinjection uses it to see that
// the literal text a request puts after an untrusted value can never occur
// inside another kind's key.
type ShapeChars struct {
	Shape AttrShape
	Holes []string
}

// ItemShape is the shape of the partition key and of the sort key that one
// key set gives one table or index: an item kind. keyinjection compares a
// request's sort key with those of the kinds whose partition an untrusted
// value could reach.
type ItemShape struct{ Partition, Sort AttrShape }

// AttrShape is one key shape of one attribute.
type AttrShape struct {
	Attr, Shape string
}

func (*ShapesFact) AFact() {}

// String renders the shapes, a hole as "<>": "shapes PK=USER#<>#ORDER#<>".
func (f *ShapesFact) String() string {
	parts := make([]string, len(f.Shapes))
	for i, s := range f.Shapes {
		parts[i] = fmt.Sprintf("%s=%s", s.Attr, strings.ReplaceAll(s.Shape, ShapeHole, "<>"))
	}
	return "shapes " + strings.Join(parts, " ")
}

// ShapeHole stands for a hole in a Shape: a byte no key literal holds.
const ShapeHole = "\x00"

// maxShapes bounds the shapes a package exports: real modules have a few
// dozen key shapes, and the fact is read by every importing package.
const maxShapes = 1024

// Shape renders t as its literal text with ShapeHole for each hole:
// "USER#" + id + "#ORDER#" + oid is "USER#\x00#ORDER#\x00".
func Shape(t keyexpr.Template) string {
	var b strings.Builder
	for _, p := range t.Parts {
		if p.IsLit() {
			b.WriteString(p.Lit)
		} else {
			b.WriteString(ShapeHole)
		}
	}
	return b.String()
}

// keyShapes collects the package's key shapes that hold a separator, exports
// them as a ShapesFact, and sets Result.ModuleShapes: these shapes plus
// those of the imported packages of the same module.
func (a *analysis_) keyShapes() {
	res := a.res
	chars := res.separatorChars()
	seen := map[AttrShape]bool{}
	var own []AttrShape
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			sh := Shape(k.Value)
			as := AttrShape{Attr: k.Attr, Shape: sh}
			if k.Numeric || seen[as] || !strings.ContainsAny(sh, chars) || len(own) >= maxShapes {
				continue
			}
			seen[as] = true
			own = append(own, as)
		}
	}
	items := itemShapes(res.Sets, seen)
	tables := map[AttrShape][]string{}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if as := (AttrShape{Attr: k.Attr, Shape: Shape(k.Value)}); seen[as] {
				addTables(tables, as, []string{s.Table})
			}
		}
	}
	holeChars := map[AttrShape][]string{}
	for _, s := range res.Sets {
		// The items that exist are those written: a read by a key of
		// the same shape (GetItem by a path id) names no new item.
		if s.Op != sdk.OpWrite && s.Op != sdk.OpItem && !s.Upsert {
			continue
		}
		for _, k := range s.Keys {
			as := AttrShape{Attr: k.Attr, Shape: Shape(k.Value)}
			if seen[as] {
				mergeHoleChars(holeChars, as, keyHoleChars(k.Value))
			}
		}
	}
	if len(own) > 0 {
		sorted := slices.Clone(own)
		slices.SortFunc(sorted, compareAttrShapes)
		sortedItems := slices.Clone(items)
		slices.SortFunc(sortedItems, func(x, y ItemShape) int {
			if c := compareAttrShapes(x.Partition, y.Partition); c != 0 {
				return c
			}
			return compareAttrShapes(x.Sort, y.Sort)
		})
		var sortedChars []ShapeChars
		var sortedTables []ShapeTables
		for _, as := range sorted {
			if _, ok := holeChars[as]; ok {
				// A copy: the merge of the imported packages' alphabets
				// below writes into holeChars, and the fact must say what
				// this package's own keys hold.
				sortedChars = append(sortedChars, ShapeChars{Shape: as, Holes: slices.Clone(holeChars[as])})
			}
			sortedTables = append(sortedTables, ShapeTables{Shape: as, Tables: slices.Clone(tables[as])})
		}
		a.pass.ExportPackageFact(&ShapesFact{Shapes: sorted, Items: sortedItems, Chars: sortedChars, Tables: sortedTables})
	}
	res.ModuleShapes = map[string][]string{}
	for _, as := range own {
		res.ModuleShapes[as.Attr] = append(res.ModuleShapes[as.Attr], as.Shape)
	}
	res.ModuleItems = items
	res.ModuleHoleChars = holeChars
	res.ModuleShapeTables = tables
	seenItem := map[ItemShape]bool{}
	for _, it := range items {
		seenItem[it] = true
	}
	for _, pf := range a.pass.AllPackageFacts() {
		f, ok := pf.Fact.(*ShapesFact)
		if !ok || pf.Package == a.pass.Pkg || !a.sameModule(pf.Package) {
			continue
		}
		for _, as := range f.Shapes {
			if !seen[as] {
				seen[as] = true
				res.ModuleShapes[as.Attr] = append(res.ModuleShapes[as.Attr], as.Shape)
			}
		}
		for _, sc := range f.Chars {
			mergeHoleChars(holeChars, sc.Shape, sc.Holes)
		}
		for _, st := range f.Tables {
			addTables(tables, st.Shape, st.Tables)
		}
		for _, it := range f.Items {
			if !seenItem[it] {
				seenItem[it] = true
				res.ModuleItems = append(res.ModuleItems, it)
			}
		}
	}
}

// itemShapes pairs, in each key set, a partition key whose shape is among
// the exported ones (exported) with the sort key of the same table or index.
func itemShapes(sets []*KeySet, exported map[AttrShape]bool) []ItemShape {
	var out []ItemShape
	seen := map[ItemShape]bool{}
	for _, s := range sets {
		for _, p := range s.Keys {
			if p.Role != tables.Partition {
				continue
			}
			ps := AttrShape{Attr: p.Attr, Shape: Shape(p.Value)}
			if !exported[ps] {
				continue
			}
			for _, k := range s.Keys {
				if k.Role != tables.Sort || k.Index != p.Index || k.Numeric {
					continue
				}
				it := ItemShape{Partition: ps, Sort: AttrShape{Attr: k.Attr, Shape: Shape(k.Value)}}
				if !seen[it] && len(out) < maxShapes {
					seen[it] = true
					out = append(out, it)
				}
			}
		}
	}
	return out
}

func compareAttrShapes(x, y AttrShape) int {
	if c := strings.Compare(x.Attr, y.Attr); c != 0 {
		return c
	}
	return strings.Compare(x.Shape, y.Shape)
}

// idChars are the characters the text of each kind of identifier is made
// of, in either case where a library may print either.
var idChars = map[string]string{
	"uuid":  "0123456789abcdefABCDEF-",
	"ulid":  "0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghjkmnpqrstvwxyz",
	"ksuid": "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
}

// keyHoleChars lists, for each hole of t, the characters it can hold: an
// identifier's alphabet, "" (any) for every other hole.
func keyHoleChars(t keyexpr.Template) []string {
	var out []string
	for _, p := range t.Parts {
		if p.Hole == nil {
			continue
		}
		cs := ""
		if p.Hole.Kind == keyexpr.ID {
			cs = idChars[p.Hole.IDKind]
		}
		out = append(out, cs)
	}
	return out
}

// addTables records that keys of shape as go to the tables ts ("" for one
// not known), keeping each shape's list sorted and without repeats.
func addTables(m map[AttrShape][]string, as AttrShape, ts []string) {
	for _, t := range ts {
		cur := m[as]
		if i, found := slices.BinarySearch(cur, t); !found {
			m[as] = slices.Insert(cur, i, t)
		}
	}
}

// mergeHoleChars records that a key of shape as holds holes of the given
// alphabets: a hole can hold what any key of the shape puts there, so the
// alphabets are joined, and a hole of any text in one key makes it any.
func mergeHoleChars(m map[AttrShape][]string, as AttrShape, holes []string) {
	cur, ok := m[as]
	if !ok {
		m[as] = slices.Clone(holes)
		return
	}
	if len(cur) != len(holes) {
		m[as] = make([]string, len(holes)) // cannot happen for one shape; any text
		return
	}
	for i, cs := range holes {
		if cur[i] == "" || cs == "" {
			cur[i] = ""
			continue
		}
		for _, r := range cs {
			if !strings.ContainsRune(cur[i], r) {
				cur[i] += string(r)
			}
		}
	}
}
