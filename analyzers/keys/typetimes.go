package keys

import (
	"go/ast"
	"go/types"

	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

// typeTime is an item struct marshalled whole from a value the function
// was given (a parameter, an element of one) with no literal in sight:
// the time.Time fields among its attributes are written as the
// marshaller encodes a time.Time whatever their values, so they are keys
// of the request's table by their type alone (KeySet.TypeKeys).
type typeTime struct {
	st    *types.Struct
	x     ast.Expr // the value marshalled
	style tagStyle
	set   map[*types.Var]bool // the fields whose values are in sight
}

// noteTypeTimes records, while the keys of one request are read (see
// typeTimesOf), a struct value the function was given, marshalled with
// the fields of out in sight. A literal in sight is no such value: a field
// it leaves unset is the zero time, one constant.
func (a *analysis_) noteTypeTimes(x ast.Expr, st *types.Struct, style tagStyle, out []entry) {
	if a.typeTimes == nil {
		return
	}
	if it, ok := a.paramItemOf(x, style, false); !ok || it.Method != "" {
		return
	}
	// A type that marshals itself decides its own encoding (its set has
	// no attributes either: marshalAttrs).
	if t := a.pass.TypesInfo.TypeOf(x); t == nil || customMarshaller(t) {
		return
	}
	tt := &typeTime{st: st, x: x, style: style, set: map[*types.Var]bool{}}
	for _, e := range out {
		// A value stored under a condition is one of two: the caller's
		// still reaches, of the same type.
		if e.field != nil && !e.alt {
			tt.set[e.field.Origin()] = true
		}
	}
	*a.typeTimes = append(*a.typeTimes, tt)
}

// typeTimesOf runs read, which reads the keys of s, and adds to
// s.TypeKeys the sort keys that the time.Time fields of the structs it
// marshals from given values are by their type (see typeTime). Only
// values marshalled in the function of the request count: the entries a
// summary of another function reads on the way are its own.
func (a *analysis_) typeTimesOf(s *KeySet, at ast.Expr, read func()) {
	saved := a.typeTimes
	var got []*typeTime
	a.typeTimes = &got
	read()
	a.typeTimes = saved
	if len(got) == 0 {
		return
	}
	fi := a.funcAt(at.Pos())
	for _, tt := range got {
		if fi == nil || a.funcAt(tt.x.Pos()) != fi {
			continue
		}
		// The item carries every attribute of its type (MarshalMap
		// writes each field) and the keys in sight: they say which
		// declared table it fits, as the attributes in sight of an item
		// do. The set's own fit is its entries', kept.
		itemTable, own, tied, elsewhere, fits := s.itemTable, s.itemOwn, s.tiedTables, s.elsewhere, s.fits
		var all []entry
		for _, k := range s.Keys {
			// Keys the function adds to the item beside the type's
			// (item["day"] = … after MarshalMap).
			all = append(all, entry{attr: k.Attr})
		}
		for _, attr := range typeAttrs(tt.st, tt.style, 0) {
			all = append(all, entry{attr: attr})
		}
		_, entity := sdk.NamedOf(a.pass.TypesInfo.TypeOf(tt.x))
		a.fitTableAs(s, all, entity)
		for i := 0; i < tt.st.NumFields(); i++ {
			fld := tt.st.Field(i)
			if tt.set[fld.Origin()] || !sdk.Is(fld.Type(), "time", "Time") {
				continue
			}
			attr, opts, ok := attrName(fld, tt.st.Tag(i), tt.style)
			if !ok || opts["unixtime"] {
				continue
			}
			e := entry{attr: attr, value: tt.x, pos: tt.x.Pos(), field: fld}
			if decl := tagTable(tt.st); tt.style == styleDynamo && decl != nil && decl.Partition != "" {
				// guregu's tags declare the item's keys (fieldEntries).
				if rs := decl.Roles(attr); len(rs) > 0 {
					e.declared, e.declaredRoles = true, rs
				} else {
					e.indexOnly = true
				}
			}
			ks := a.keysOf(s, e, "")
			for _, k := range ks {
				if k.Role == tables.Sort && !k.Numeric {
					k.Set = s
					s.TypeKeys, s.TypeFunc = append(s.TypeKeys, k), fi.fn
				}
			}
		}
		s.itemTable, s.itemOwn, s.tiedTables, s.elsewhere, s.fits = itemTable, own, tied, elsewhere, fits
	}
}
