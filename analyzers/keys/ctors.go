package keys

import (
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
)

// Model packages often build their items without importing DynamoDB: a
// constructor returns the item, or a method of a pointer receiver sets its
// keys, and a repository package marshals the result:
//
//	func NewTrackItem(t Track) TrackItem { it := TrackItem{PK: "TRACK#" + t.ID}; if t.Public { it.GSI1PK = "PUBLIC" }; return it }
//	func (a *App) GenerateKeys() { a.PK = "APP#" + uuid.NewString(); a.SK = "APP" }
//
// Neither is an item where it is written (a struct is an item only with
// evidence that it reaches DynamoDB), so the package that marshals it
// judges it, at the call, from a fact: ItemFact for a constructor (the
// fields of the struct it returns, its parameters as holes filled in at
// each call), SetterFact for a setter (the fields it stores; see
// keyexpr.SetterOf). A constructor or setter of this package is read where
// it is written (structValue, keyexpr's WholeField).

// ItemFact is the struct a function of a package that does not use
// DynamoDB returns from its only return statement, field by field, with
// its parameters as holes (Param) and its receiver's fields as named holes.
type ItemFact struct {
	Entries []ItemEntry
	// Style is the tag style the attribute names were read in: the
	// exporting package's own, which imports no marshaller. A caller that
	// marshals with another (aws-sdk-go v1 falls back to json tags) reads
	// other names, and ignores the fact.
	Style tagStyle
	// V1 are the entries as aws-sdk-go v1's marshaller names the fields
	// (json tags count), when they name other attributes than Entries
	// (read in v2's style, the exporting package importing no marshaller):
	// a model with json tags only, marshalled by a v1 repository.
	V1 []ItemEntry
}

// entries are the fact's entries as a marshaller of style names them; ok
// is false when the fact was not read in that style.
func (f *ItemFact) entries(style tagStyle) ([]ItemEntry, bool) {
	switch {
	case f.Style == style:
		return f.Entries, true
	case style == styleV1 && f.V1 != nil:
		return f.V1, true
	}
	return nil, false
}

// ItemEntry is one attribute of an ItemFact.
type ItemEntry struct {
	Attr     string
	Field    string // the Go field (promoted fields by their own name)
	Num      bool
	Template keyexpr.Template
}

func (*ItemFact) AFact()           {}
func (f *ItemFact) String() string { return entriesString("item", f.Entries) }

// entriesString renders a fact's attributes for tests and debugging:
// "item PK=USER#<id> SK=PROFILE".
func entriesString(kind string, es []ItemEntry) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = e.Attr + "=" + e.Template.String()
	}
	return kind + " " + strings.Join(parts, " ")
}

// SetterFact is what an exported method of a pointer receiver does to its
// receiver (keyexpr.Setter): the fields it stores in straight-line code,
// with their values as the method writes them (its parameters are holes
// named and typed as declared), and those it may store.
type SetterFact struct {
	Stores  []SetterStore
	Unknown []string
}

// SetterStore is one field a setter stores.
type SetterStore struct {
	Field    string
	Template keyexpr.Template
}

func (*SetterFact) AFact() {}
func (f *SetterFact) String() string {
	parts := make([]string, 0, len(f.Stores)+len(f.Unknown))
	for _, s := range f.Stores {
		parts = append(parts, s.Field+"="+s.Template.String())
	}
	for _, u := range f.Unknown {
		parts = append(parts, u+"=?")
	}
	return "sets " + strings.Join(parts, " ")
}

// maxItemEntries bounds the attributes an ItemFact carries.
const maxItemEntries = 64

// exportCtors exports an ItemFact for each function of a package that does
// not use DynamoDB returning a struct (or a pointer to one) it builds
// (Track{...}, or a variable defined by a literal and amended by stores),
// and a SetterFact for each exported setter method. A package that uses
// DynamoDB judges its own literals as items: its constructors get no fact,
// so their keys are reported once, there.
func (a *analysis_) exportCtors() {
	uses := a.usesDynamoDB()
	for _, fi := range a.w.spans {
		if !fi.fn.Exported() {
			continue
		}
		sig := fi.sig
		if sig.Recv() != nil {
			a.exportSetter(fi.fn)
		}
		if uses || sig.Results().Len() < 1 || sig.Results().Len() > 2 || keyStructMethods[fi.fn.Name()] && sig.Params().Len() == 0 {
			continue
		}
		st := structOf(sig.Results().At(0).Type())
		if st == nil {
			continue
		}
		ret := a.returnedExpr(fi.fn)
		if ret == nil {
			continue
		}
		f := ItemFact{Style: a.itemStyle(st)}
		a.ev.InParams(sig, func() {
			lit, vars, ok := a.structValue(ret, ret.End())
			if !ok && lit == nil {
				return
			}
			read := func(style tagStyle) []ItemEntry {
				var out []ItemEntry
				for _, e := range a.fieldEntries(st, lit, vars, ret.End(), style, nil, map[string]bool{}, 0) {
					if e.pkey != nil || e.pitem != nil || e.attr == "" || e.field == nil || len(out) == maxItemEntries {
						continue
					}
					if e.t.HasOpaque() && len(e.t.Parts) == 1 {
						continue // nothing to judge
					}
					out = append(out, ItemEntry{Attr: e.attr, Field: e.field.Name(), Num: e.num, Template: e.t.Strip()})
				}
				return out
			}
			f.Entries = read(f.Style)
			// The package imports no marshaller (it would use DynamoDB):
			// a v1 caller names the fields by their json tags.
			if f.Style == styleV2 {
				if v1 := read(styleV1); !sameAttrs(v1, f.Entries) {
					f.V1 = v1
				}
			}
		})
		if len(f.Entries) > 0 || len(f.V1) > 0 {
			a.pass.ExportObjectFact(fi.fn, &f)
		}
	}
}

// exportSetter exports fn's SetterFact when it is a setter.
func (a *analysis_) exportSetter(fn *types.Func) {
	s, ok := a.ev.SetterOf(fn)
	if !ok || len(s.Stores) == 0 && !taggedRecv(fn) {
		// A method that only reads a repository or a client is of no
		// interest to callers; one that only reads a model (Validate)
		// keeps the fields its callers' setters stored.
		return
	}
	f := &SetterFact{Unknown: s.Unknown}
	for _, field := range slices.Sorted(maps.Keys(s.Stores)) {
		// As the setter writes it: its parameters are holes of their
		// declared types (an enum-like LanguageCode stays one, whatever
		// string a caller converts into it), as a setter of the caller's
		// own package is read.
		f.Stores = append(f.Stores, SetterStore{Field: field, Template: a.ev.Eval(s.Stores[field]).Strip()})
	}
	a.pass.ExportObjectFact(fn, f)
}

// importedSetter is keyexpr's ImportedSetter: a method of another package
// with a SetterFact.
func (a *analysis_) importedSetter(fn *types.Func) (*keyexpr.Setter, bool) {
	var f SetterFact
	if fn.Pkg() == nil || !a.pass.ImportObjectFact(fn.Origin(), &f) {
		return nil, false
	}
	s := &keyexpr.Setter{Stores: map[string]ast.Expr{}, Unknown: f.Unknown}
	for _, st := range f.Stores {
		s.Stores[st.Field] = nil
	}
	return s, true
}

// setterValue is the value a setter of another package called at call
// stores in field, from its fact, when the call is made on one of vars,
// the struct being read (app.GenerateKeys()): a call on another value
// whose result a field is set to says nothing of what its setter stores.
func (a *analysis_) setterValue(call *ast.CallExpr, field string, vars []varAt) (keyexpr.Template, bool) {
	fn := keyexpr.Callee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == a.pass.Pkg {
		return keyexpr.Template{}, false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return keyexpr.Template{}, false
	}
	id, ok := pointee(sel.X).(*ast.Ident)
	if !ok {
		return keyexpr.Template{}, false
	}
	v, _ := a.pass.TypesInfo.Uses[id].(*types.Var)
	if v == nil || !slices.ContainsFunc(vars, func(va varAt) bool { return va.v == v }) {
		return keyexpr.Template{}, false
	}
	var f SetterFact
	if !a.pass.ImportObjectFact(fn.Origin(), &f) {
		return keyexpr.Template{}, false
	}
	for _, st := range f.Stores {
		if st.Field == field {
			return st.Template, true
		}
	}
	return keyexpr.Template{}, false
}

// importedItem lists the entries of the struct call returns, a call of a
// constructor of another package with an ItemFact read in style, at the
// call; the fields set after the call (in vars, before use) are left out:
// they are the caller's, and fieldEntries reads them.
func (a *analysis_) importedItem(call *ast.CallExpr, vars []varAt, have []entry, style tagStyle) ([]entry, bool) {
	fn := keyexpr.Callee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == a.pass.Pkg {
		return nil, false
	}
	var f ItemFact
	if !a.pass.ImportObjectFact(fn.Origin(), &f) {
		return nil, false
	}
	entries, ok := f.entries(style)
	if !ok {
		return nil, false
	}
	taken := map[string]bool{}
	for _, e := range have {
		taken[e.attr] = true
	}
	sig := fn.Type().(*types.Signature)
	var out []entry
	for _, e := range entries {
		if taken[e.Attr] || a.storedAfter(vars, e.Field) {
			continue
		}
		t := a.ev.Substitute(call, sig, e.Template, false)
		out = append(out, entry{attr: e.Attr, value: call, t: keyexpr.AtExpr(t, call), num: e.Num, pos: call.Pos(), fromFact: true, field: ctorField(a.pass.TypesInfo.TypeOf(call), fn.Pkg(), e.Field)})
	}
	return out, true
}

// ctorField is the field of the struct a constructor returns (of type t)
// that an ItemFact entry names: the key is written from it, as a literal's
// key is from its field, so the rules can tell a time.Time the SDK
// encodes from text the constructor formatted.
func ctorField(t types.Type, pkg *types.Package, name string) *types.Var {
	if t == nil || name == "" {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, pkg, name)
	v, _ := obj.(*types.Var)
	if v == nil || !v.IsField() {
		return nil
	}
	return v
}

// storedAfter reports whether a store to field, of any value, reaches the
// read of one of vars (or replaces the definition): the value the
// constructor gave it is then not the one marshalled.
func (a *analysis_) storedAfter(vars []varAt, field string) bool {
	for _, v := range vars {
		stores, fromDef := a.ev.WholeField(v.v, field, v.use)
		if len(stores) > 0 || !fromDef {
			return true
		}
	}
	return false
}

// ctorCall is the call whose result x holds, when x is one (f(...)), or a
// variable whose definition, followed through copies, is one (it :=
// f(...)): the innermost value structValue resolved.
func (a *analysis_) ctorCall(x ast.Expr, use token.Pos) *ast.CallExpr {
	for range maxCopies {
		x = pointee(x)
		switch y := x.(type) {
		case *ast.CallExpr:
			return y
		case *ast.Ident:
			v, _ := a.pass.TypesInfo.Uses[y].(*types.Var)
			if v == nil {
				return nil
			}
			d, ok := a.ev.WholeStruct(v, use)
			if !ok || d == nil {
				return nil
			}
			x, use = d, d.Pos()
		default:
			return nil
		}
	}
	return nil
}

// taggedRecv reports a method whose receiver is a struct with a tagged
// field: a model type (json, dynamodbav…), not a repository.
func taggedRecv(fn *types.Func) bool {
	st := structOf(fn.Type().(*types.Signature).Recv().Type())
	if st == nil {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		if st.Tag(i) != "" {
			return true
		}
	}
	return false
}

// sameAttrs reports whether two readings of an item name the same
// attributes from the same fields.
func sameAttrs(a, b []ItemEntry) bool {
	return slices.EqualFunc(a, b, func(x, y ItemEntry) bool { return x.Attr == y.Attr && x.Field == y.Field })
}
