package keys

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

// Query-proven index and table keys.
//
// Many services create their tables by hand, with a script, or in another
// repository: no schema ddblint reads declares them. The package's own
// queries still prove an index's keys: a Query with a constant IndexName
// whose key condition compares an attribute with = reads the index's
// partition key (only the partition key may be compared so), and a range
// or begins_with beside it the index's sort key. The same holds of a
// query of the table itself, and a GetItem, DeleteItem or UpdateItem Key
// of one attribute names the whole key of a table without a sort key.
// learnQueryKeys collects those, and keysOf gives the attributes of the items the package writes
// to the same table the roles they proved, when nothing else gives them a
// role: a declared schema of the table, the configured names and the
// default ones all come first.
//
// Same package only: facts flow from a dependency to its importers, and a
// query of the repository package would teach the service package that
// imports it, but not the handler package beside it, so the findings would
// depend on the import graph. One exception does not: a wrapper of the
// repository package that writes the table carries what its package
// learned of the table in its summary (paramSet.Indexes), so the items a
// caller hands it, in any package, are judged by it. Within the package the query and the write
// meet on the same resolved table name, or, when the name is not known, on
// the same variable or struct field holding it (r.tableName of one
// repository type is not r.tableName of another, whatever the text says).

// tableID is what a request names its table by: the resolved name, or,
// when the name is not known, the package-level variable or struct field
// that holds it.
type tableID struct {
	name string
	obj  types.Object
}

// learnedKeys are the index keys the package's queries prove, by table
// and index name.
type learnedKeys map[tableID]map[string]*LearnedIndex

// LearnedIndex is what the queries of one index (Index, "" for the table)
// prove of its keys: the partition key, and the sort key when a condition
// compares one. Two queries that disagree (another attribute compared with
// =, or the same one with = in one and a range in the other) prove
// nothing: bad. Its exported fields travel in a wrapper's summary
// (paramSet.Indexes); a bad index is not carried.
type LearnedIndex struct {
	Index, Partition, Sort string
	// HashOnly says a Key of the table named its partition key alone:
	// the table has no sort key, and each value is one item.
	HashOnly bool
	bad      bool
}

// SameTable reports whether s and o are requests of one table, known by
// its name, its name pattern, or the variable or field holding it.
func (s *KeySet) SameTable(o *KeySet) bool {
	a, ok1 := s.tableOf()
	b, ok2 := o.tableOf()
	return ok1 && ok2 && a == b
}

// tableOf is the table s is a request of, ok false when neither its name
// nor the variable holding it is known.
func (s *KeySet) tableOf() (tableID, bool) {
	switch {
	case s.Table != "":
		return tableID{name: s.Table}, true
	case s.tableObj != nil:
		return tableID{obj: s.tableObj}, true
	case s.tablePattern != "":
		return tableID{name: s.tablePattern}, true // no name has a "*"
	}
	return tableID{}, false
}

// tableVar is the package-level variable or struct field a table-name
// expression reads (aws.String(r.table), &cfg.Table, env.TableName), nil
// for anything else: a local variable or parameter is the caller's value,
// and a call may return any name.
func (a *analysis_) tableVar(x ast.Expr) types.Object {
	if x == nil {
		return nil
	}
	x = ast.Unparen(unwrapPointer(a.pass.TypesInfo, x))
	for {
		switch y := x.(type) {
		case *ast.UnaryExpr:
			if y.Op != token.AND {
				return nil
			}
			x = ast.Unparen(y.X)
			continue
		case *ast.StarExpr:
			x = ast.Unparen(y.X)
			continue
		}
		break
	}
	var obj types.Object
	switch y := x.(type) {
	case *ast.Ident:
		obj = a.pass.TypesInfo.Uses[y]
	case *ast.SelectorExpr:
		if sel, ok := a.pass.TypesInfo.Selections[y]; ok {
			if sel.Kind() != types.FieldVal {
				return nil
			}
			obj = sel.Obj()
		} else {
			obj = a.pass.TypesInfo.Uses[y.Sel] // a qualified package variable
		}
	}
	v, ok := obj.(*types.Var)
	if !ok || v.Pkg() == nil {
		return nil
	}
	if v.IsField() || v.Parent() == v.Pkg().Scope() {
		return v
	}
	return nil
}

// learnQueryKeys reads the package's queries of a named index before the
// other sinks, whose roles depend on what they prove. The queries are read
// as findSinks reads them, with the marks that keep a value from being
// read twice set aside, so findSinks reads them again from scratch: the
// cost is a second evaluation of the queries alone, whose templates the
// evaluator has memoised.
func (a *analysis_) learnQueryKeys() {
	if !importsDynamoDB(a.pass.Pkg) {
		return // a query's request type, or guregu's table, is spelled through an import
	}
	seen, seenFact, consumed, shapes, opaque := a.seen, a.seenFact, a.consumed, a.shapes, a.res.OpaqueQueries
	a.seen, a.seenFact, a.consumed, a.shapes = map[token.Pos]bool{}, map[factKey]bool{}, map[ast.Node]bool{}, map[shapeSig]bool{}
	var sets []*KeySet
	a.capture = &sets
	a.inspector().WithStack([]ast.Node{(*ast.CompositeLit)(nil), (*ast.CallExpr)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		if !push || a.inSkipped(n.Pos()) {
			return true
		}
		switch n := n.(type) {
		case *ast.CompositeLit:
			if req, ok := sdk.RequestOf(a.pass.TypesInfo.TypeOf(n)); ok && (req.Call == "Query" || req.Call == "GetItem" || req.Call == "DeleteItem" || req.Call == "UpdateItem") {
				a.request(n, req, stack)
			}
		case *ast.CallExpr:
			fn := keyexpr.Callee(a.pass.TypesInfo, n)
			if fn != nil && fn.Pkg() != nil && sdk.IsDynamo(fn.Pkg().Path()) && fn.Name() == "Get" {
				a.dynamoCall(n, fn, stack)
			}
		}
		return true
	})
	a.capture = nil
	a.seen, a.seenFact, a.consumed, a.shapes, a.res.OpaqueQueries = seen, seenFact, consumed, shapes, opaque
	a.learned = a.learnFrom(sets)
}

// learnFrom collects the keys the key conditions of sets prove, on a table
// no schema declares: a query of a constant index that no declared schema
// has, or of the table itself, whose condition compares its partition
// key with =, and a Key map of one attribute, the table's whole key.
// The table's own keys are learned as the index "".
func (a *analysis_) learnFrom(sets []*KeySet) learnedKeys {
	var out learnedKeys
	type pair struct {
		id    tableID
		attrs [2]string
	}
	var pairs []pair // Keys of two attributes (keyMapPair)
	for _, s := range sets {
		if a.res.Schema.Declared(s.Table) != nil || s.Index != "" && a.res.Schema.DeclaresIndex(s.Index) {
			continue
		}
		id, ok := s.tableOf()
		if !ok {
			continue
		}
		var partition, sort string
		whole := false // the Key of a table without a sort key
		index := s.Index
		switch {
		case s.Op == sdk.OpRead && s.Form == FormCondition && (s.Index != "" || s.IndexExpr == nil):
			// A query of a constant index, or of the table itself.
			partition, sort, ok = conditionKeys(s)
		case s.Op == sdk.OpRead && s.Form == FormCondition && len(a.res.Schema.Tables) == 0:
			// An index named at run time, from a field or a variable
			// (IndexName: aws.String(r.cfg.EntityTypeIndex)): whichever
			// index a deployment names, a query that works compares its
			// partition key with =. The index is known by what holds its
			// name. Only with no declared schema in sight, which would
			// say which index it is.
			index = heldIndex(a.tableVar(s.IndexExpr))
			partition, sort, ok = conditionKeys(s)
			ok = ok && index != ""
		case s.Index == "" && s.Form == FormKey:
			if attrs, two := keyMapPair(s); two {
				pairs = append(pairs, pair{id, attrs})
				ok = false
				break
			}
			partition, ok = keyMapPartition(s)
			whole = true
		default:
			ok = false
		}
		if !ok {
			continue
		}
		if out == nil {
			out = learnedKeys{}
		}
		if out[id] == nil {
			out[id] = map[string]*LearnedIndex{}
		}
		ix := out[id][index]
		switch {
		case ix == nil:
			out[id][index] = &LearnedIndex{Index: index, Partition: partition, Sort: sort, HashOnly: whole}
		case ix.Partition != partition || sort != "" && ix.Sort != "" && sort != ix.Sort,
			whole && ix.Sort != "", ix.HashOnly && sort != "":
			ix.bad = true
		case whole:
			ix.HashOnly = true
		case ix.Sort == "":
			// One query lists the partition, another a range of it.
			ix.Sort = sort
		}
	}
	// A Key of two attributes is the whole primary key: beside the
	// partition key the queries proved, the other one is the sort key.
	for _, p := range pairs {
		ix := out[p.id][""]
		if ix == nil || ix.bad || ix.HashOnly {
			continue
		}
		var other string
		switch ix.Partition {
		case p.attrs[0]:
			other = p.attrs[1]
		case p.attrs[1]:
			other = p.attrs[0]
		default:
			ix.bad = true // a Key without the partition key: the queries were wrong
			continue
		}
		switch ix.Sort {
		case "":
			ix.Sort = other
		case other:
		default:
			ix.bad = true
		}
	}
	return out
}

// keyMapPair is the two attributes of a Key map that names two (see
// learnFrom).
func keyMapPair(s *KeySet) ([2]string, bool) {
	if !s.AttrsComplete || len(s.Attrs) != 2 || s.Attrs[0].Name == "" || s.Attrs[1].Name == "" || s.Attrs[0].Name == s.Attrs[1].Name {
		return [2]string{}, false
	}
	return [2]string{s.Attrs[0].Name, s.Attrs[1].Name}, true
}

// heldIndex names an index by the field or variable that holds its name
// (see learnFrom), "" for anything else.
func heldIndex(obj types.Object) string {
	if obj == nil {
		return ""
	}
	return obj.Name()
}

// keyMapPartition is the table's partition key a Key map of one attribute
// names (GetItem, DeleteItem, UpdateItem of {"userId": …}): the whole
// primary key of a table without a sort key. A Key of two attributes
// does not say which is which, and proves nothing here.
func keyMapPartition(s *KeySet) (string, bool) {
	if !s.AttrsComplete || len(s.Attrs) != 1 || s.Attrs[0].Name == "" {
		return "", false
	}
	return s.Attrs[0].Name, true
}

// conditionKeys are the index keys the key condition of query s names:
// the keys the engine read from it, or, when it read none there (an
// expression builder's condition, whose keys are read where it is built),
// the attributes the condition lists, when it lists them all: one compared
// with =, and maybe one with a range. A condition without its equality (a
// part built out of sight) proves no partition key, and its range alone
// no index.
func conditionKeys(s *KeySet) (partition, sort string, ok bool) {
	if pk := s.Partition(s.Index); pk != nil {
		if pk.Cond != "=" {
			return "", "", false
		}
		if sk := s.Sort(s.Index); sk != nil && sk.Cond != "" {
			sort = sk.Attr
		}
		return pk.Attr, sort, true
	}
	if s.Form != FormCondition || !s.AttrsComplete || len(s.Attrs) == 0 || len(s.Attrs) > 2 {
		return "", "", false
	}
	for _, at := range s.Attrs {
		switch {
		case at.Cond == "=" && partition == "":
			partition = at.Name
		case at.Cond != "=" && at.Cond != "" && sort == "":
			sort = at.Name
		default:
			return "", "", false
		}
	}
	return partition, sort, partition != "" && partition != sort
}

// learnedIndexes are the sound learned indexes of the table s writes to,
// by name, nil for an item or key written whose attributes other sources
// give their roles: a table whose schema is declared keeps its keys, and
// an item the engine matched to a declared table, or could not tell
// between several, is that table's.
func (a *analysis_) learnedIndexes(s *KeySet) map[string]*LearnedIndex {
	// The Key of a request (GetItem, DeleteItem, a page's start) names
	// the table's own keys.
	keyOf := s.Op == sdk.OpKey || s.Op == sdk.OpRead
	if a.learned == nil && s.wrapperIndexes == nil || s.Index != "" || s.Op != sdk.OpWrite && s.Op != sdk.OpItem && !keyOf {
		return nil
	}
	if s.Table != "" && a.res.Schema.Declared(s.Table) != nil || s.itemTable != nil || len(s.tiedTables) > 0 {
		return nil
	}
	if s.Table == "" && s.tablePattern == "" && len(a.res.Schema.Tables) > 0 && !s.elsewhere {
		return nil
	}
	ixs := s.wrapperIndexes // another package's wrapper writes its own table
	if ixs == nil {
		id, ok := s.tableOf()
		if !ok {
			return nil
		}
		ixs = a.learned[id]
	}
	if keyOf && ixs[""] != nil {
		return map[string]*LearnedIndex{"": ixs[""]}
	} else if keyOf {
		return nil
	}
	return ixs
}

// learnedRoles are the roles the package's queries prove attr plays in
// the table s writes to (see learnedIndexes), one per index, by index name.
// The partition key of a table learned to have no sort key marks s
// (KeySet.HashOnly).
func (a *analysis_) learnedRoles(s *KeySet, attr string) []tables.RoleIn {
	ixs := a.learnedIndexes(s)
	var out []tables.RoleIn
	for _, name := range slices.Sorted(maps.Keys(ixs)) {
		switch ix := ixs[name]; {
		case ix.bad:
		case attr == ix.Partition:
			if name == "" && ix.HashOnly {
				s.learnedHashOnly = true
			}
			out = append(out, tables.RoleIn{Role: tables.Partition, Index: name})
		case attr == ix.Sort:
			out = append(out, tables.RoleIn{Role: tables.Sort, Index: name})
		}
	}
	return out
}

// learnedIndexNames renames the secondary indexes of roles that an
// attribute's default key name guessed (GSI1 for gsi1pk) to the index the
// package's queries read it through, when they prove one index keyed by
// attr in that role: a write of gsi1pk and a query of IndexName "gsi1"
// are one index, whatever the guess's letter case or name.
func (a *analysis_) learnedIndexNames(s *KeySet, attr string, roles []tables.RoleIn) []tables.RoleIn {
	var learned []tables.RoleIn
	ixs := a.learnedIndexes(s)
	for _, name := range slices.Sorted(maps.Keys(ixs)) {
		switch ix := ixs[name]; {
		case name == "" || ix.bad:
		case attr == ix.Partition:
			learned = append(learned, tables.RoleIn{Role: tables.Partition, Index: name})
		case attr == ix.Sort:
			learned = append(learned, tables.RoleIn{Role: tables.Sort, Index: name})
		}
	}
	if len(learned) == 0 {
		return roles
	}
	out := slices.Clone(roles)
	for i, r := range out {
		if r.Index == "" {
			continue
		}
		var same []tables.RoleIn
		for _, l := range learned {
			if l.Role == r.Role {
				same = append(same, l)
			}
		}
		if len(same) == 1 {
			out[i].Index = same[0].Index
		}
	}
	return out
}

// learnedIndexKeys are the keys the package's queries prove index has, in
// the table s writes to.
func (a *analysis_) learnedIndexKeys(s *KeySet, index string) (partition, sort string, ok bool) {
	ix := a.learnedIndexes(s)[index]
	if ix == nil || ix.bad {
		return "", "", false
	}
	return ix.Partition, ix.Sort, true
}

// holder names obj, a struct field or a package-level variable holding a
// table's name, across packages (tables.Table.Holder); "" for anything
// else.
func (a *analysis_) holder(obj types.Object) string {
	v, ok := obj.(*types.Var)
	if !ok || v.Pkg() == nil {
		return ""
	}
	if v.IsField() {
		if r := a.refOf(v); r.Name != "" {
			return r.Pkg + "." + r.Type + "." + r.Name
		}
		return ""
	}
	if v.Parent() == v.Pkg().Scope() {
		return v.Pkg().Path() + "." + v.Name()
	}
	return ""
}

// heldByFit names the table of the queries whose table name is read from a
// field or variable of no known value (aws.String(r.tableName)) and whose
// condition fits no declared table (a Query of an index): it is the
// declared table whose whole primary key, and nothing else, a Key sent
// through the same holder carries, when that table declares the query's
// index. A repository keeps one table in one field; a Key or item sent
// through it that fits another table, or a tie, leaves the queries as they
// are.
func (a *analysis_) heldByFit() {
	fitted := map[types.Object]*tables.Table{} // by a Key
	seen := map[types.Object]*tables.Table{}   // by a Key or an item
	mixed := map[types.Object]bool{}
	for _, s := range a.res.Sets {
		if s.tableObj == nil || s.Table != "" || s.itemTable == nil {
			continue
		}
		if prev, ok := seen[s.tableObj]; len(s.tiedTables) > 0 || ok && prev != s.itemTable {
			mixed[s.tableObj] = true
		}
		seen[s.tableObj] = s.itemTable
		// An item may carry another table's key as a reference (a
		// user_id beside its own PK and SK): only a Key, which holds
		// the key attributes and nothing else, names its table.
		if s.itemOwn && exactKey(s, s.itemTable) {
			fitted[s.tableObj] = s.itemTable
		}
	}
	for _, s := range a.res.Sets {
		t := fitted[s.tableObj]
		if s.tableObj == nil || s.Table != "" || s.itemTable != nil || s.Form != FormCondition || t == nil || mixed[s.tableObj] {
			continue
		}
		if s.Index != "" && !slices.ContainsFunc(t.Indexes, func(ix tables.Index) bool { return ix.Name == s.Index }) {
			continue
		}
		s.Table = cmp.Or(t.Name, t.ID)
	}
	a.heldByItems(mixed)
}

// heldByItems names the table of the Keys sent through a holder of no
// known value that name part of a declared table's key and nothing else
// (a GetItem by id alone), when that table is the only one the code
// declares and the items written through the same holder carry its whole
// key (id and created_at): the Key is then that table's, and lacks a part
// of its key. With two declared tables, an item may carry the other's key
// as a reference, and nothing is placed so.
func (a *analysis_) heldByItems(mixed map[types.Object]bool) {
	var t *tables.Table
	for _, d := range a.res.Schema.Tables {
		if d.LastResort || d.Partition == "" {
			continue
		}
		if t != nil {
			return
		}
		t = d
	}
	if t == nil || t.Sort == "" {
		return // a Key of one attribute is the whole key or a wrong one
	}
	key := map[string]bool{t.Partition: true, t.Sort: true}
	holders := map[types.Object]bool{}
	for _, s := range a.res.Sets {
		if s.tableObj != nil && s.Table == "" && s.Form == FormItem && s.AttrsComplete && s.itemTable == t && s.itemOwn &&
			hasAttrNamed(s, t.Partition) && hasAttrNamed(s, t.Sort) {
			holders[s.tableObj] = true
		}
	}
	for _, s := range a.res.Sets {
		if s.tableObj == nil || s.Table != "" || !holders[s.tableObj] || mixed[s.tableObj] || s.Form != FormKey || !s.AttrsComplete ||
			len(s.Attrs) == 0 || len(s.Attrs) >= len(key) {
			continue
		}
		if !slices.ContainsFunc(s.Attrs, func(at *Attr) bool { return key[at.Name] }) ||
			slices.ContainsFunc(s.Attrs, func(at *Attr) bool { return !key[at.Name] }) {
			continue
		}
		s.Table = cmp.Or(t.Name, t.ID)
	}
}

// hasAttrNamed reports whether the set's Attrs name attr.
func hasAttrNamed(s *KeySet, attr string) bool {
	return slices.ContainsFunc(s.Attrs, func(at *Attr) bool { return at.Name == attr })
}

// exactKey reports a Key whose attributes are exactly t's primary key, t
// a declaration of the code's own (not a test's probe table).
func exactKey(s *KeySet, t *tables.Table) bool {
	if s.Form != FormKey || t.LastResort || t.Partition == "" || !s.AttrsComplete {
		return false
	}
	want := map[string]bool{t.Partition: true}
	if t.Sort != "" {
		want[t.Sort] = true
	}
	if len(s.Attrs) != len(want) {
		return false
	}
	for _, at := range s.Attrs {
		if !want[at.Name] {
			return false
		}
	}
	return true
}

// heldTable is the name (or the id) a request uses for the declared table
// whose unknown name is read from the same holder as its own; "" if none.
func (a *analysis_) heldTable(obj types.Object) string {
	t := a.res.Schema.ByHolder(a.holder(obj))
	if t == nil {
		return ""
	}
	return cmp.Or(t.Name, t.ID)
}
