package ddblint

import (
	"cmp"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/astpath"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
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
	for _, s := range res.Scans {
		p := pass.Fset.Position(s.Pos)
		sum.Requests = append(sum.Requests, keymap.Request{
			Op: keymap.OpRead, Call: operation(s.Call, ""), Table: m.table(s), Index: s.Index,
			Func: funcAt(pass, s.Pos), File: p.Filename, Line: p.Line, EndLine: p.Line,
		})
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
	// By file and line, not by token.Pos: the driver parses files in
	// parallel, so Pos order across files varies from run to run, and
	// the map's rows follow this order.
	slices.SortStableFunc(sum.Requests, func(a, b keymap.Request) int {
		return cmp.Or(strings.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line))
	})
	return sum
}

func declaredTable(t *tables.Table) keymap.Table {
	out := keymap.Table{Name: t.Name, ID: t.ID, Pattern: t.Pattern, PartitionKey: t.Partition, SortKey: t.Sort, DeclaredAt: t.Source, Env: slices.Clone(t.Env)}
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
	enums map[string][]string   // an enum type's values (enumValues)
}

// enumValues lists the constants of the named type typ ("import/path.T")
// in its package, in the order they are declared: the values an enum
// hole takes. Packages out of the package's imports are not looked for.
func (m *mapper) enumValues(typ string) []string {
	if vs, ok := m.enums[typ]; ok {
		return vs
	}
	if m.enums == nil {
		m.enums = map[string][]string{}
	}
	var vs []string
	dot := strings.LastIndexByte(typ, '.')
	if pkg := m.findPackage(typ[:max(dot, 0)]); pkg != nil && dot > 0 {
		if tn, ok := pkg.Scope().Lookup(typ[dot+1:]).(*types.TypeName); ok {
			var consts []*types.Const
			for _, name := range pkg.Scope().Names() {
				if c, ok := pkg.Scope().Lookup(name).(*types.Const); ok && types.Identical(c.Type(), tn.Type()) {
					consts = append(consts, c)
				}
			}
			slices.SortFunc(consts, func(a, b *types.Const) int { return int(a.Pos() - b.Pos()) })
			for _, c := range consts {
				v := c.Val().ExactString()
				if c.Val().Kind() == constant.String {
					v = constant.StringVal(c.Val())
				}
				if !slices.Contains(vs, v) { // two names of one value
					vs = append(vs, v)
				}
			}
		}
	}
	m.enums[typ] = vs
	return vs
}

// findPackage is the package of path among the package and what it
// imports, directly or not; nil if none.
func (m *mapper) findPackage(path string) *types.Package {
	seen := map[*types.Package]bool{}
	var walk func(p *types.Package) *types.Package
	walk = func(p *types.Package) *types.Package {
		if seen[p] {
			return nil
		}
		seen[p] = true
		if p.Path() == path {
			return p
		}
		for _, imp := range p.Imports() {
			if found := walk(imp); found != nil {
				return found
			}
		}
		return nil
	}
	return walk(m.pass.Pkg)
}

// request is a key set as the map reads it; false for a set without keys.
func (m *mapper) request(s *keys.KeySet) (keymap.Request, bool) {
	op := keymap.OpRead
	switch s.Op {
	case sdk.OpWrite, sdk.OpItem:
		op = keymap.OpWrite
	case sdk.OpKey:
		op = keymap.OpKey
	}
	ks, index := s.Keys, s.Index
	if s.StartKey {
		// A Query's or a Scan's ExclusiveStartKey: where a page starts,
		// not what it reads (a Scan is listed from Result.Scans).
		return keymap.Request{}, false
	}
	if op != keymap.OpWrite && !s.Upsert {
		// A Key or a key condition addresses one index (or the table):
		// the roles its attributes also play in other indexes say
		// nothing of the request. A query whose IndexName is out of
		// sight addresses the index its attributes key.
		if index == "" && !slices.ContainsFunc(ks, func(k *keys.Key) bool { return k.Index == "" }) && len(s.Indexes()) == 1 {
			index = s.Indexes()[0]
		}
		ks = slices.DeleteFunc(slices.Clone(ks), func(k *keys.Key) bool { return k.Index != index })
	}
	// A request keyed by its function's parameters, whole: its calls
	// may say more (the map keeps it only when none of them does).
	generic := len(ks) > 0 && !slices.ContainsFunc(ks, func(k *keys.Key) bool { return !wholeParam(k.Value) && !m.isParam(k.Expr) })
	via := ""
	if s.Via != nil {
		// A call of a wrapper that only gives values to the parameters
		// the wrapper builds its keys from, or whose keys the wrapper
		// builds itself: the wrapper's own request has the design; a
		// constant here is one value of it.
		via = s.Via.FullName()
		if !slices.ContainsFunc(ks, func(k *keys.Key) bool {
			return !k.Wrapped && !k.Context && k.Expr != nil && funcAt(m.pass, k.Expr.Pos()) != via
		}) {
			return keymap.Request{}, false
		}
	}
	keys := m.keys(ks)
	if s.Addressed != nil {
		// The SET clauses of an update write index keys into the item its
		// Key names: that item's keys say which entity it is.
		keys = append(m.keys(s.Addressed.Keys), keys...)
	}
	if len(keys) == 0 {
		return keymap.Request{}, false
	}
	table := m.table(s)
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
		Op: op, Call: operation(s.Call, s.Action), Table: table, Index: index, Keys: keys,
		Func: funcAt(m.pass, s.Pos), Type: m.itemType(s), Upsert: s.Upsert,
		Generic: generic, Via: via,
		File: p.Filename, Line: p.Line, EndLine: end,
	}, true
}

// table names the set's table: its name, else the name or id of the
// declared table its item or key fits; "" if unknown.
func (m *mapper) table(s *keys.KeySet) string {
	if s.Table != "" {
		return s.Table
	}
	if t := s.Declared(m.res.Schema); t != nil {
		return cmp.Or(t.Name, t.ID)
	}
	return s.TablePattern()
}

// operation names a set's request as the map lists it: a request made
// through a wrapper is the wrapper's ("UpdateItem via nextNumber" is an
// UpdateItem), a key condition built with the expression package is a
// Query's.
func operation(call, action string) string {
	call, _, _ = strings.Cut(call, " via ")
	if call == "expression key condition" {
		return "Query"
	}
	if action != "" {
		return call + " " + action
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
		value, shape := keymap.FromTemplate(k.Value, m.enumValues)
		out = append(out, keymap.Key{
			Attr: k.Attr, Index: k.Index, Role: role, Cond: k.Cond,
			Value: value, Shape: shape, File: p.Filename, Line: p.Line,
		})
	}
	return out
}

// wholeParam reports whether a key's value is a parameter of the function
// around the request, whole: nothing of its design is in sight.
func wholeParam(t keyexpr.Template) bool {
	if len(t.Parts) != 1 || t.Parts[0].Hole == nil {
		return false
	}
	h := t.Parts[0].Hole
	return h.Param != keyexpr.NoParam || len(h.ParamPath) > 0
}

// isParam reports whether x names a parameter of the function it is in.
func (m *mapper) isParam(x ast.Expr) bool {
	// Through conversions: string(pk) of a named string type.
	for {
		call, ok := ast.Unparen(x).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 || !m.pass.TypesInfo.Types[call.Fun].IsType() {
			break
		}
		x = call.Args[0]
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := m.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.IsField() {
		return false
	}
	for _, f := range m.pass.Files {
		if f.FileStart > id.Pos() || id.Pos() > f.FileEnd {
			continue
		}
		path := astpath.Path(f, id.Pos(), id.End())
		for _, n := range path {
			var ft *ast.FuncType
			switch n := n.(type) {
			case *ast.FuncDecl:
				ft = n.Type
			case *ast.FuncLit:
				ft = n.Type
			default:
				continue
			}
			for _, fld := range ft.Params.List {
				for _, name := range fld.Names {
					if m.pass.TypesInfo.Defs[name] == v {
						return true
					}
				}
			}
			return false // the innermost function's only
		}
	}
	return false
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
	if tn := keys.DeclaringStruct(fld); tn != nil {
		return tn.Pkg().Path() + "." + tn.Name()
	}
	return ""
}
