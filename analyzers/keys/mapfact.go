package keys

import (
	"go/ast"
	"go/types"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
)

// A model package often builds its own items: a method marshals the
// receiver and adds the attributes the struct does not carry (an index
// key, a constant partition), and returns the map; the repository, in
// another package, sends it (av, err := listing.DdbMarshalMap(); Put{Item:
// av}). The repository cannot read the method's body, so MapFact carries
// the map's attributes to it, as ItemFact carries a constructor's struct.

// MapFact is the attribute map an exported function or method returns on
// every successful return: its attributes, with its parameters as holes
// (Param) and its receiver's fields as named holes.
type MapFact struct {
	Entries []ItemEntry
	// Items are the structs the map marshals, whole: the receiver
	// (recvParam) or a parameter, each with the attributes the function
	// sets itself after marshalling (Entries) left out.
	Items []paramItem
}

func (*MapFact) AFact()           {}
func (f *MapFact) String() string { return entriesString("map", f.Entries) }

// exportMaps exports a MapFact for each exported function or method of
// the package that returns an attribute map it builds (see returned).
func (a *analysis_) exportMaps() {
	for _, fi := range a.w.spans {
		if !fi.fn.Exported() {
			continue
		}
		ret := a.returned(fi.fn)
		if ret == nil {
			continue
		}
		f := &MapFact{}
		a.ev.InParams(fi.sig, func() {
			for _, e := range a.mapEntries(ret, 1) {
				if it := e.pitem; it != nil && it.Method == "" && !it.Map && !it.Elem {
					f.Items = append(f.Items, *it)
					continue
				}
				if e.pkey != nil || e.pitem != nil || e.attr == "" || len(f.Entries) == maxItemEntries {
					continue
				}
				if e.t.HasOpaque() && len(e.t.Parts) == 1 {
					continue // nothing to judge
				}
				f.Entries = append(f.Entries, ItemEntry{Attr: e.attr, Num: e.num, Template: e.t.Strip()})
			}
		})
		if len(f.Entries) > 0 || len(f.Items) > 0 {
			a.pass.ExportObjectFact(fi.fn, f)
		}
	}
}

// importedMap lists the attributes of the map call returns, a call of a
// function or method of another package with a MapFact, at the call.
func (a *analysis_) importedMap(call *ast.CallExpr, fn *types.Func) ([]entry, bool) {
	var f MapFact
	if fn.Pkg() == a.pass.Pkg || !a.pass.ImportObjectFact(fn.Origin(), &f) {
		return nil, false
	}
	sig := fn.Type().(*types.Signature)
	var out []entry
	own := map[string]bool{}
	for _, e := range f.Entries {
		own[e.Attr] = true
	}
	for _, it := range f.Items {
		var x ast.Expr
		switch {
		case it.Param == recvParam:
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sig.Recv() != nil {
				x = sel.X
			}
		case it.Param >= 0 && it.Param < len(call.Args) && !sig.Variadic():
			x = call.Args[it.Param]
		}
		if x == nil {
			continue
		}
		for _, e := range overridden(a.structEntries(x, call.Pos(), it.Style), it.Overrides) {
			if !own[e.attr] {
				out = append(out, e)
			}
		}
	}
	for _, e := range f.Entries {
		t := a.ev.Substitute(call, sig, e.Template, false)
		out = append(out, entry{attr: e.Attr, value: call, t: keyexpr.AtExpr(t, call), num: e.Num, pos: call.Pos(), fromFact: true})
	}
	return out, true
}
