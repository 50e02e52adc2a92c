package ddblint

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/tables"
	"github.com/ddblint/ddblint/internal/keymap"
)

// KeyMap implements keymap.Provider.
func (r *Result) KeyMap() *keymap.Summary {
	if r == nil {
		return nil
	}
	return r.Map
}

// keyMap is the package's part of the key map (ddblint -map): the tables
// its schema holds and every item and request the keys pass read, with
// their keys as templates. Built from what the rules read, it costs one
// walk of the key sets.
func keyMap(pass *analysis.Pass, res *keys.Result) *keymap.Summary {
	sum := &keymap.Summary{Items: res.ItemTypes}
	for _, t := range res.Schema.Tables {
		sum.Tables = append(sum.Tables, declaredTable(t))
	}
	m := &mapper{pass: pass, res: res, types: map[*types.Var]string{}}
	for _, s := range res.Sets {
		if r, ok := m.request(s); ok {
			sum.Requests = append(sum.Requests, r)
		}
	}
	for _, s := range res.Pending {
		if r, ok := m.request(s); ok {
			r.Needs = s.Needs
			r.Type = s.Needs
			sum.Requests = append(sum.Requests, r)
		}
	}
	if len(sum.Tables)+len(sum.Requests) == 0 {
		return nil
	}
	return sum
}

func declaredTable(t *tables.Table) keymap.Table {
	out := keymap.Table{Name: t.Name, ID: t.ID, Pattern: t.Pattern, PartitionKey: t.Partition, SortKey: t.Sort, DeclaredAt: t.Source}
	for _, at := range t.Types {
		out.Types = append(out.Types, keymap.Attr{Name: at.Name, Type: at.Type})
	}
	for _, ix := range t.Indexes {
		out.Indexes = append(out.Indexes, keymap.Index{Name: ix.Name, Local: ix.Local, PartitionKey: ix.Partition, SortKey: ix.Sort})
	}
	return out
}

type mapper struct {
	pass  *analysis.Pass
	res   *keys.Result
	types map[*types.Var]string // a field's struct type, "" if none
}

// request is a key set as the map reads it; false for a set without keys.
func (m *mapper) request(s *keys.KeySet) (keymap.Request, bool) {
	keys := m.keys(s.Keys)
	if s.Addressed != nil {
		// The SET clauses of an update write index keys into the item its
		// Key names: that item's keys say which entity it is.
		keys = append(m.keys(s.Addressed.Keys), keys...)
	}
	if len(keys) == 0 {
		return keymap.Request{}, false
	}
	op := keymap.OpRead
	switch s.Op {
	case sdk.OpWrite, sdk.OpItem:
		op = keymap.OpWrite
	case sdk.OpKey:
		op = keymap.OpKey
	}
	table := s.Table
	if table == "" {
		if t := s.Declared(m.res.Schema); t != nil {
			table = t.Name
			if table == "" {
				table = t.ID
			}
		}
	}
	p := m.pass.Fset.Position(s.Pos)
	end := p.Line
	if s.AttrsEnd.IsValid() {
		end = max(end, m.pass.Fset.Position(s.AttrsEnd).Line)
	}
	for _, k := range keys {
		if k.File == p.Filename {
			end = max(end, k.Line)
		}
	}
	return keymap.Request{
		Op: op, Call: operation(s.Call), Table: table, Index: s.Index, Keys: keys,
		Func: funcAt(m.pass, s.Pos), Type: m.itemType(s), Upsert: s.Upsert,
		File: p.Filename, Line: p.Line, EndLine: end,
	}, true
}

// operation names a set's request as the map lists it: a request made
// through a wrapper is the wrapper's ("UpdateItem via nextNumber" is an
// UpdateItem), a key condition built with the expression package is a
// Query's.
func operation(call string) string {
	call, _, _ = strings.Cut(call, " via ")
	if call == "expression key condition" {
		return "Query"
	}
	return call
}

func (m *mapper) keys(ks []*keys.Key) []keymap.Key {
	var out []keymap.Key
	for _, k := range ks {
		if k.Again {
			continue // the same value in another role: listed there
		}
		var p token.Position
		if k.Expr != nil {
			p = m.pass.Fset.Position(k.Expr.Pos())
		}
		role := "sort"
		if k.Role == tables.Partition {
			role = "partition"
		}
		value, shape := keymap.FromTemplate(k.Value)
		out = append(out, keymap.Key{
			Attr: k.Attr, Index: k.Index, Role: role, Cond: k.Cond,
			Value: value, Shape: shape, File: p.Filename, Line: p.Line,
		})
	}
	return out
}

// itemType is the struct type an item's keys are fields of
// ("import/path.Name"), "" if none.
func (m *mapper) itemType(s *keys.KeySet) string {
	for _, k := range s.Keys {
		if k.Field == nil {
			continue
		}
		t, ok := m.types[k.Field]
		if !ok {
			t = structOf(k.Field)
			m.types[k.Field] = t
		}
		if t != "" {
			return t
		}
	}
	return ""
}

// structOf finds the package-level struct type that declares fld.
func structOf(fld *types.Var) string {
	pkg := fld.Pkg()
	if pkg == nil {
		return ""
	}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		st, ok := tn.Type().Underlying().(*types.Struct)
		if !ok {
			continue
		}
		for f := range st.Fields() {
			if f == fld {
				return pkg.Path() + "." + tn.Name()
			}
		}
	}
	return ""
}
