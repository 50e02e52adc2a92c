package keys

import (
	"cmp"
	"slices"
	"strings"
)

// A sort key built in one package is often listed, or not, by the queries
// of another: a handler hands a document to a service, the service to a
// repository, and only the repository queries the index. OrderReadsFact
// says, for the packages a package imports, how their own queries read
// each secondary index's sort key: by whole key (=) or in order (a range,
// begins_with, no condition on it). sortkeyorder uses it where the
// package that builds a number into an index's sort key hands the key to
// such a wrapper: when every query the module's imported packages make of
// that index matches the sort key whole, "10" and "9" are never compared.

// OrderReadsFact is how the package's queries read the sort key of each
// secondary index they name.
type OrderReadsFact struct {
	Reads []OrderRead
	// Opaque says some query's key condition or index was not read: what
	// it lists is unknown.
	Opaque bool
}

// OrderRead is one secondary index's sort key as a package's queries read
// it. Attr is "" when a query names no condition on it (its name is then
// not in sight): it is read in order whatever it is.
type OrderRead struct {
	Index, Attr string
	InOrder     bool
}

func (*OrderReadsFact) AFact() {}
func (f *OrderReadsFact) String() string {
	parts := make([]string, len(f.Reads))
	for i, r := range f.Reads {
		how := "whole"
		if r.InOrder {
			how = "in order"
		}
		parts[i] = r.Index + "." + r.Attr + " " + how
	}
	if f.Opaque {
		parts = append(parts, "opaque")
	}
	return "order reads " + strings.Join(parts, ", ")
}

// exportOrderReads exports the package's own index reads and gathers
// those of the module packages it imports into res.ImportedOrderReads.
func (a *analysis_) exportOrderReads() {
	var own []OrderRead
	seen := map[OrderRead]bool{}
	opaque := a.res.OpaqueQueries > 0
	for _, s := range a.res.Sets {
		if !s.IsQuery() || s.Remote {
			continue
		}
		if s.Index == "" {
			if s.IndexExpr != nil {
				opaque = true // an index named out of sight
			}
			continue
		}
		r := OrderRead{Index: s.Index, InOrder: true}
		if sk := s.Sort(s.Index); sk != nil {
			r.Attr = sk.Attr
			r.InOrder = sk.Cond != "="
		}
		if !seen[r] {
			seen[r] = true
			own = append(own, r)
		}
	}
	if len(own) > 0 || opaque {
		slices.SortFunc(own, func(x, y OrderRead) int {
			return cmp.Or(strings.Compare(x.Index, y.Index), strings.Compare(x.Attr, y.Attr), cmp.Compare(b2i(x.InOrder), b2i(y.InOrder)))
		})
		a.pass.ExportPackageFact(&OrderReadsFact{Reads: own, Opaque: opaque})
	}
	for _, pf := range a.pass.AllPackageFacts() {
		f, ok := pf.Fact.(*OrderReadsFact)
		if !ok || pf.Package == a.pass.Pkg || !a.sameModule(pf.Package) {
			continue
		}
		a.res.ImportedOrderReads.Reads = append(a.res.ImportedOrderReads.Reads, f.Reads...)
		a.res.ImportedOrderReads.Opaque = a.res.ImportedOrderReads.Opaque || f.Opaque
	}
}

// b2i orders false before true.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// ReadWholeElsewhere reports, of the reads of the module packages a
// package imports (Result.ImportedOrderReads), whether they query index
// idx, and every such query matches its sort key attr whole: a number in
// it decides no order any of them reads. False when none of them queries
// idx, or one of their queries was not read.
func (r *OrderReadsFact) ReadWholeElsewhere(idx, attr string) bool {
	if r.Opaque || idx == "" {
		return false
	}
	matched := false
	for _, rd := range r.Reads {
		if rd.Index != idx {
			continue
		}
		if rd.InOrder || rd.Attr != attr {
			return false
		}
		matched = true
	}
	return matched
}
