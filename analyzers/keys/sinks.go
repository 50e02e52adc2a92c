package keys

import (
	"errors"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/ddblint/ddblint/internal/engine/keycond"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

// collectTables reads the tables the package declares: CreateTableInput
// values (tabledecl.go), AWS CDK tables and guregu/dynamo CreateTable calls;
// and the indexes UpdateTableInput values and guregu's
// UpdateTable().CreateIndex add to tables.
func (a *analysis_) collectTables() ([]*tables.Table, []IndexAdd) {
	out, adds := a.declarations()
	out = append(out, a.cdkTables()...)
	dt, dadds := a.dynamoTables(out)
	return append(out, dt...), append(adds, dadds...)
}

func (a *analysis_) position(pos token.Pos) string {
	p := a.pass.Fset.Position(pos)
	return shortFile(p.Filename) + ":" + itoa(p.Line)
}

func shortFile(name string) string {
	parts := strings.Split(name, "/")
	if len(parts) > 2 {
		parts = parts[len(parts)-2:]
	}
	return strings.Join(parts, "/")
}

func itoa(n int) string { return strconv.Itoa(n) }

// fields maps a struct literal's fields to their values, keyed or listed
// in order.
func (a *analysis_) fields(x ast.Expr) map[string]ast.Expr {
	return keyexpr.LitFields(a.pass.TypesInfo, x)
}

// elements returns a slice literal's elements.
func elements(x ast.Expr) []ast.Expr {
	lit := keyexpr.CompositeLit(x)
	if lit == nil {
		return nil
	}
	return lit.Elts
}

// findSinks walks the package once for every place keys are written or read.
func (a *analysis_) findSinks() {
	var items, pending, maps []*ast.CompositeLit
	var marshals []*ast.CallExpr
	into := map[*ast.CallExpr]varAt{} // see marshalledInto
	a.inspector().WithStack([]ast.Node{(*ast.CompositeLit)(nil), (*ast.CallExpr)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		if !push {
			return true
		}
		if a.unread(n.Pos()) {
			return false // a skipped file's code nothing checked reaches
		}
		if testOnSink != nil {
			testOnSink(a.pass, n)
		}
		switch n := n.(type) {
		case *ast.CompositeLit:
			t := a.pass.TypesInfo.TypeOf(n)
			if req, ok := sdk.RequestOf(t); ok {
				a.request(n, req, stack)
				return true
			}
			if sdk.Is(t, sdk.DynamoDB, "QueryInput") {
				a.request(n, sdk.Request{Call: "Query", Op: sdk.OpRead, HasTable: true}, stack)
				return true
			}
			if st := structOf(t); st != nil && hasItemTags(st, 0) {
				switch {
				case a.staysOut(n, stack):
				case a.itemEvidence(t, st):
					items = append(items, n)
				case typeID(t) != "" && !a.inMemory(n, stack):
					pending = append(pending, n)
				}
			} else if isAttributeMap(t) {
				maps = append(maps, n)
			}
		case *ast.CallExpr:
			fn := keyexpr.Callee(a.pass.TypesInfo, n)
			if fn == nil || fn.Pkg() == nil {
				return true
			}
			switch path := fn.Pkg().Path(); {
			case sdk.IsExpression(path):
				a.builder(n, fn, stack)
			case sdk.IsAttributeValue(path):
				if (fn.Name() == "MarshalMap" || fn.Name() == "Marshal") && len(n.Args) == 1 {
					marshals = append(marshals, n)
					a.itemType(a.pass.TypesInfo.TypeOf(n.Args[0]))
					a.marshalsAny(n.Args[0])
					if v, end := marshalledInto(a.pass.TypesInfo, n, stack); v != nil {
						into[n] = varAt{v: v, use: end}
					}
				}
			case sdk.IsDynamo(path):
				a.dynamoCall(n, fn, stack)
			}
		}
		return true
	})
	keyOps := a.keyStructOps()
	for _, call := range marshals {
		if a.consumed[call] {
			continue
		}
		fn := keyexpr.Callee(a.pass.TypesInfo, call)
		if _, isMap := a.pass.TypesInfo.TypeOf(call.Args[0]).Underlying().(*types.Map); isMap && fn.Name() == "Marshal" {
			continue // a map attribute, not an item
		}
		s := &KeySet{Call: fn.Pkg().Name() + "." + fn.Name(), Op: sdk.OpItem, Pos: call.Pos()}
		if op, ok := keyOps[namedStruct(a.pass.TypesInfo.TypeOf(call.Args[0]))]; ok {
			s.Op = op
		}
		a.structKeys(s, call.Args[0], call.Pos(), marshalStyle(fn.Pkg().Path()))
		if v, ok := into[call]; ok {
			// item["GSI2SK"] = ... after the marshal: the item is built
			// in steps, and sent out of sight (a helper returning it).
			for _, w := range a.ev.IndexWrites(v.v, v.use) {
				if e, ok := a.attrEntry(w[0], w[1]); ok {
					a.addKey(s, e, "")
				}
			}
		}
		a.add(s)
	}
	// Calls of the functions that hand their parameters to a sink, before
	// the items on their own: an item literal passed to a wrapper is the
	// wrapper's request.
	a.wrapperCalls()
	a.keyMethods()
	for _, lit := range items {
		if a.consumed[lit] {
			continue
		}
		s := &KeySet{Call: types.TypeString(a.pass.TypesInfo.TypeOf(lit), types.RelativeTo(a.pass.Pkg)) + "{}", Op: sdk.OpItem, Pos: lit.Pos()}
		if op, ok := keyOps[namedStruct(a.pass.TypesInfo.TypeOf(lit))]; ok {
			s.Op = op
		}
		st := structOf(a.pass.TypesInfo.TypeOf(lit))
		style := a.itemStyle(st)
		a.structKeys(s, lit, lit.Pos(), style)
		if s.Op == sdk.OpItem && st != nil {
			// Only when its fields are its attributes: a type whose keys
			// a key method adds (DDBKeys() returning PK, GSI1PK…) has
			// more than its fields.
			if names, ok := structAttrNames(st, style, 0); ok && !slices.ContainsFunc(s.Keys, func(k *Key) bool { return !slices.Contains(names, k.Attr) }) {
				s.attrs = names
			}
		}
		a.add(s)
	}
	// Tagged literals with no evidence of DynamoDB in sight: items if
	// another package marshals their type (Result.Pending).
	for _, lit := range pending {
		if a.consumed[lit] {
			continue
		}
		t := a.pass.TypesInfo.TypeOf(lit)
		s := &KeySet{Call: types.TypeString(t, types.RelativeTo(a.pass.Pkg)) + "{}", Op: sdk.OpItem, Pos: lit.Pos()}
		a.pendingType = typeID(t)
		a.structKeys(s, lit, lit.Pos(), a.itemStyle(structOf(t)))
		// A time.Time field is written alike whatever its value: the
		// package that marshals the item reports the field by its type
		// (KeySet.TypeKeys), once, as fieldStores leaves it.
		s.Keys = slices.DeleteFunc(s.Keys, func(k *Key) bool {
			return k.Field != nil && sdk.Is(k.Field.Type(), "time", "Time") && marshalledTime(k.Value)
		})
		a.add(s)
		a.pendingType = ""
	}
	// Attribute-value maps no request consumed: items or keys built on
	// their own (returned by a helper called from another package, kept in
	// a struct field...).
	for _, lit := range maps {
		if a.consumed[lit] {
			continue
		}
		s := &KeySet{Call: "AttributeValue map", Op: sdk.OpItem, Pos: lit.Pos(), StartKey: a.startLits[lit]}
		a.mapKeys(s, lit)
		a.add(s)
	}
	// Stores into an item type's fields that no set above read.
	a.fieldStores()
	sort.SliceStable(a.res.Sets, func(i, j int) bool { return a.res.Sets[i].Pos < a.res.Sets[j].Pos })
}

// request reads one request struct literal.
func (a *analysis_) request(lit *ast.CompositeLit, req sdk.Request, stack []ast.Node) {
	vs := a.requestVariants(lit, stack)
	for _, v := range vs {
		a.along = v.along
		a.requestFields(lit, v.f, req, stack)
	}
	a.along = nil
	if req.Call == "Query" && len(vs) > 0 && a.sentToSDK(lit, stack) && !slices.ContainsFunc(vs, func(v variant) bool {
		return v.f["KeyConditionExpression"] != nil || v.f["KeyConditions"] != nil
	}) {
		a.res.NoKeyCondition = append(a.res.NoKeyCondition, lit)
	}
}

// unsupportedCondition records a key condition text whose parse error
// says it uses what no key condition accepts (keycond.Error.Unsupported),
// once per expression, for keyschema: DynamoDB rejects it whatever the
// table.
func (a *analysis_) unsupportedCondition(x ast.Expr, text string, err error) {
	if a.inSkipped(x.Pos()) || a.capture != nil || a.pendingType != "" {
		return
	}
	var e *keycond.Error
	if !errors.As(err, &e) || !e.Unsupported {
		return
	}
	for _, b := range a.res.UnsupportedConditions {
		if b.Expr == x {
			return
		}
	}
	a.res.UnsupportedConditions = append(a.res.UnsupportedConditions, UnsupportedCondition{Expr: x, Text: text, Msg: e.Msg})
}

// sentToSDK reports a request literal written as the argument of a call
// of the SDK's own package (db.Query(ctx, &dynamodb.QueryInput{…}), a
// paginator): no code of the project's can set a field of it in between.
func (a *analysis_) sentToSDK(lit *ast.CompositeLit, stack []ast.Node) bool {
	i := len(stack) - 2
	if i >= 0 {
		if u, ok := stack[i].(*ast.UnaryExpr); ok && u.Op == token.AND {
			i--
		}
	}
	if i < 0 {
		return false
	}
	call, ok := stack[i].(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := keyexpr.Callee(a.pass.TypesInfo, call)
	return fn != nil && fn.Pkg() != nil && sdk.IsSDKPath(fn.Pkg().Path()) && strings.Contains(fn.Pkg().Path(), "/dynamodb")
}

// requestFields reads one variant of a request's fields.
func (a *analysis_) requestFields(lit *ast.CompositeLit, f map[string]ast.Expr, req sdk.Request, stack []ast.Node) {
	base := KeySet{Call: req.Call, Action: req.Action, Op: req.Op, Pos: lit.Pos()}
	if req.Statement {
		a.statement(base, f["Statement"], f["Parameters"])
		return
	}
	if req.HasTable {
		a.requestTable(&base, f)
	} else {
		base.Table, base.TableExpr = a.enclosingTable(stack)
	}
	var key *KeySet // the Key's set, for the UpdateExpression's
	for _, name := range req.KeyFields {
		if x := f[name]; x != nil {
			s := base
			op := req.Op
			if name == "ExclusiveStartKey" {
				op = sdk.OpRead
			}
			s.Op = op
			s.StartKey = name == "ExclusiveStartKey"
			if s.StartKey {
				a.markStartLits(x)
			}
			s.Upsert = name == "Key" && a.upsert(f)
			a.mapKeys(&s, x)
			a.collectAttrs(&s, x, fieldForm[name])
			if s.StartKey && !s.AttrsComplete {
				if lit := a.soleStartLit(x); lit != nil {
					a.collectAttrs(&s, lit, FormStart)
				}
			}
			a.add(&s)
			if name == "Key" {
				key = &s
			}
		}
	}
	for _, name := range req.ListFields {
		for _, el := range a.ev.Elements(f[name]) {
			s := base
			a.mapKeys(&s, el)
			a.collectAttrs(&s, el, FormKey) // BatchGetItem's Keys
			a.add(&s)
		}
	}
	read := false // the query's key condition was read
	if x := f["KeyConditionExpression"]; x != nil {
		for _, text := range a.conditionTexts(x) {
			s := base
			a.keyCondition(&s, x, text, f["ExpressionAttributeNames"], f["ExpressionAttributeValues"])
			a.conditionAttrs(&s, x, text, f["ExpressionAttributeNames"], f["ExpressionAttributeValues"])
			read = read || s.IsQuery() || a.builtCondition(x)
			a.add(&s)
		}
	}
	if x := f["KeyConditions"]; x != nil {
		s := base
		a.keyConditions(&s, x)
		read = read || s.IsQuery()
		a.add(&s)
	}
	if req.Call == "Query" && !read && !a.inSkipped(lit.Pos()) {
		a.res.OpaqueQueries++
	}
	if req.Call == "Scan" {
		s := base
		a.addScan(&s)
	}
	if x := f["UpdateExpression"]; x != nil {
		s := base
		s.Op = sdk.OpWrite
		if key != nil {
			// The SET writes into the item the Key names: for a table the
			// request does not name, the table that Key fits.
			s.itemTable, s.itemOwn, s.tiedTables, s.elsewhere, s.fits = key.itemTable, key.itemOwn, key.tiedTables, key.elsewhere, key.fits
		}
		a.updateKeys(&s, x, f["ExpressionAttributeNames"], f["ExpressionAttributeValues"])
		if len(s.Keys) > 0 && key != nil {
			// The item the SET writes into an index is the one the Key
			// names (KeySet.Addressed).
			s.Addressed = key
		}
		a.add(&s)
	}
}

// requestTable sets the table and index of a request's sets from its
// TableName and IndexName fields.
func (a *analysis_) requestTable(base *KeySet, f map[string]ast.Expr) {
	if x := f["TableName"]; x != nil {
		base.TableExpr = types.ExprString(x)
		base.Table, _ = a.tableName(x)
		base.tableX = x
		if base.Table == "" {
			base.tableObj = a.tableVar(x)
		}
		if base.Table == "" && base.tableObj == nil {
			base.tablePattern = namePattern(a.ev.Eval(x))
		}
		if a.res.Schema.Declared(base.Table) == nil {
			// The declaration reads the name from the same field
			// or variable (whatever value the code gives it).
			if held := a.heldTable(a.tableVar(x)); held != "" {
				base.Table = held
			}
		}
	}
	if x := f["IndexName"]; x != nil {
		base.Index, _ = a.str(x)
		base.IndexExpr = x
	}
}

// builtQuery gives s, the set of a key condition built with the
// expression package at pos, the table and index of the query that sends
// it: the one Query request of the function around pos whose
// KeyConditionExpression is a built condition (expr.KeyCondition()). A
// function with several such queries, or none, leaves s as it is.
func (a *analysis_) builtQuery(s *KeySet, pos token.Pos) {
	fi := a.funcAt(pos)
	if fi == nil || fi.decl == nil || fi.decl.Body == nil {
		return
	}
	var found map[string]ast.Expr
	n := 0
	ast.Inspect(fi.decl.Body, func(node ast.Node) bool {
		lit, ok := node.(*ast.CompositeLit)
		if !ok || n > 1 {
			return n <= 1
		}
		t := a.pass.TypesInfo.TypeOf(lit)
		req, ok := sdk.RequestOf(t)
		if !ok && !sdk.Is(t, sdk.DynamoDB, "QueryInput") || ok && (req.Call != "Query" || !req.HasTable) {
			return true
		}
		f := a.fields(lit)
		if x := f["KeyConditionExpression"]; x != nil && a.builtCondition(x) {
			found = f
			n++
		}
		return true
	})
	if n == 1 {
		a.requestTable(s, found)
	}
}

// upsert reports an update request that creates its item when the key is
// new (see KeySet.Upsert). A ConditionExpression may require the item, so
// any condition makes it no upsert; an UpdateExpression assembled at run
// time counts when the text it starts with is an ADD clause.
func (a *analysis_) upsert(f map[string]ast.Expr) bool {
	x := f["UpdateExpression"]
	if x == nil || f["ConditionExpression"] != nil {
		return false
	}
	text, ok := a.str(x)
	if !ok {
		t := a.ev.Eval(x)
		if len(t.Parts) == 0 || !t.Parts[0].IsLit() {
			return false
		}
		lit := strings.TrimLeft(t.Parts[0].Lit, " \t\r\n")
		return len(lit) > 3 && strings.EqualFold(lit[:3], "ADD") && strings.ContainsRune(" \t\r\n", rune(lit[3]))
	}
	actions, err := keycond.ParseUpdate(text)
	if err != nil {
		return false
	}
	for _, act := range actions {
		if strings.EqualFold(act.Clause, "ADD") || (strings.EqualFold(act.Clause, "SET") && act.Func == "if_not_exists") {
			return true
		}
	}
	return false
}

// enclosingTable finds the table of a BatchGetItem/BatchWriteItem entry: the
// key of the RequestItems map entry that holds it.
func (a *analysis_) enclosingTable(stack []ast.Node) (name, text string) {
	for i := len(stack) - 1; i >= 0; i-- {
		kv, ok := stack[i].(*ast.KeyValueExpr)
		if !ok || i == 0 {
			continue
		}
		if m, ok := stack[i-1].(*ast.CompositeLit); ok {
			if _, isMap := a.pass.TypesInfo.TypeOf(m).Underlying().(*types.Map); isMap {
				name, _ = a.tableName(kv.Key)
				return name, types.ExprString(kv.Key)
			}
		}
	}
	return a.tableOfStep(stack)
}

// entry is one attribute of an item or key map.
type entry struct {
	attr  string
	value ast.Expr // the Go value of the attribute (a string, a number…)
	t     keyexpr.Template
	num   bool
	pos   token.Pos
	// declared says the roles come from the item's own declaration
	// (guregu/dynamo key tags) instead of the schema: every role its tags
	// give (the table's sort key may be an index's partition key too).
	declared      bool
	declaredRoles []tables.RoleIn
	// indexOnly says the item's tags declare the table's key but not
	// this attribute: guregu's index tags are optional on an item, so the
	// attribute may still key a secondary index the schema declares, but
	// not the table.
	indexOnly bool
	// pkey and pitem, when set, are all the entry is: a key whose
	// attribute a parameter names, or an item a parameter supplies.
	pkey  *paramKey
	pitem *paramItem
	// fromFact says the entry is one attribute of a key struct read from
	// a fact (KeyStructFact): its attributes share one value expression,
	// the call.
	fromFact bool
	// field is the struct field the value is written from (Key.Field).
	field *types.Var
	// alt says the value is one of two: a function stores it into the
	// item it was given under a condition, so the caller's value may
	// reach the sink too.
	alt bool
	// copies is the attribute of the same item the value is copied from
	// (Key.Copies).
	copies string
}

// mapKeys reads a map[string]types.AttributeValue expression and adds its
// key attributes to s.
func (a *analysis_) mapKeys(s *KeySet, x ast.Expr) {
	a.typeTimesOf(s, x, func() {
		es := a.mapEntries(x, 0)
		a.fitTable(s, es)
		for _, e := range es {
			a.addKey(s, e, "")
		}
	})
}

// entityOf is the name of the struct type most of the entries are fields
// of ("" if none): what a tie of tables is settled by (see
// tables.Schema.ItemTableOf).
func (a *analysis_) entityOf(es []entry) string {
	count := map[string]int{}
	best := ""
	for _, e := range es {
		var name string
		switch {
		case paramStruct(e.pitem) != nil:
			// A struct parameter marshalled whole: its type's name.
			_, name = sdk.NamedOf(e.pitem.typ)
		case e.field != nil && e.field.Pkg() != nil:
			name = a.fieldOwners(e.field.Pkg())[e.field.Origin()]
		}
		if name == "" {
			continue
		}
		count[name]++
		if count[name] > count[best] || count[name] == count[best] && name < best {
			best = name
		}
	}
	return best
}

// fieldOwners maps the fields of the named struct types of pkg to their
// type's name, built once per package: a field does not know its struct.
func (a *analysis_) fieldOwners(pkg *types.Package) map[*types.Var]string {
	if m, ok := a.fieldOwner[pkg]; ok {
		return m
	}
	m := map[*types.Var]string{}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		if st, ok := tn.Type().Underlying().(*types.Struct); ok {
			for f := range st.Fields() {
				m[f] = tn.Name()
			}
		}
	}
	if a.fieldOwner == nil {
		a.fieldOwner = map[*types.Package]map[*types.Var]string{}
	}
	a.fieldOwner[pkg] = m
	return m
}

// fitTable records in s the declared table the entries of one item or key
// fit (tables.Schema.ItemTable), when the request names no table.
//
// extra are attributes the item carries besides es: those a wrapper adds
// to the item its caller hands it (item["Day"] = … after MarshalMap).
func (a *analysis_) fitTable(s *KeySet, es []entry, extra ...string) {
	a.fitTableAs(s, es, a.entityOf(es), extra...)
}

// fitTableAs is fitTable for an item of the Go type named entity.
func (a *analysis_) fitTableAs(s *KeySet, es []entry, entity string, extra ...string) {
	s.itemTable, s.itemOwn, s.tiedTables, s.elsewhere, s.fits = nil, false, nil, false, nil
	if s.Table != "" || len(a.res.Schema.Tables) == 0 {
		return
	}
	attrs := slices.Clone(extra)
	for _, e := range es {
		if st := paramStruct(e.pitem); st != nil {
			// A struct parameter marshalled whole: its type names
			// every attribute, whatever the caller puts in them.
			attrs = append(attrs, typeAttrs(st, e.pitem.Style, 0)...)
			continue
		}
		if e.pitem != nil || e.pkey != nil {
			return // a parameter supplies part of it: its attributes are not all known
		}
		if e.attr != "" {
			attrs = append(attrs, e.attr)
		}
	}
	s.itemTable, s.itemOwn, s.tiedTables = a.res.Schema.ItemTableOf(attrs, entity)
	s.fits = a.res.Schema.Fits(attrs)
	s.elsewhere = !slices.ContainsFunc(a.res.Schema.Tables, func(t *tables.Table) bool {
		return t.Partition != "" && slices.Contains(attrs, t.Partition)
	})
}

func (a *analysis_) addKey(s *KeySet, e entry, cond string) {
	switch {
	case e.pitem != nil:
		s.pitems = append(s.pitems, e.pitem)
		return
	case e.pkey != nil:
		s.pkeys = append(s.pkeys, e.pkey)
		return
	}
	ks := a.keysOf(s, e, cond)
	if len(ks) == 0 {
		return
	}
	if e.fromFact {
		k := factKey{e.value.Pos(), e.attr}
		if a.seenFact[k] && cond == "" {
			return
		}
		a.seenFact[k] = true
	} else {
		if a.seen[e.value.Pos()] && cond == "" {
			return
		}
		a.seen[e.value.Pos()] = true
	}
	s.Keys = append(s.Keys, ks...)
}

// keysOf are the keys an entry is in s: one per role its attribute plays (an
// item or a key carries the value in every role: the table's sort key may
// be an index's partition key), none when its attribute is no key.
func (a *analysis_) keysOf(s *KeySet, e entry, cond string) []*Key {
	if e.pitem != nil || e.pkey != nil {
		return nil
	}
	var roles []tables.RoleIn
	switch {
	case e.declared:
		roles = e.declaredRoles
	case s.Index != "" || cond != "":
		// A query of one index, or a condition: one role.
		if role, index, ok := a.res.Schema.Lookup(s.Table, e.attr); ok {
			roles = []tables.RoleIn{{Role: role, Index: index}}
		}
	case s.elsewhere:
		// An item of a table declared out of sight: only the configured
		// and default key names speak for it.
		if role, index, ok := a.res.Schema.LookupName(e.attr); ok {
			roles = []tables.RoleIn{{Role: role, Index: index}}
		}
	default:
		roles = a.res.Schema.Roles(s.Table, e.attr)
		switch {
		case s.Table != "" || a.res.Schema.ConfiguredForAll(e.attr) || !a.res.Schema.DeclaresKey(e.attr):
			// A named table, or a key by its configured or default name
			// alone: no declared table speaks for it.
		case s.itemTable != nil && s.itemOwn:
			// The item is the table's it fits, whose keys say which
			// roles the attribute plays, as a matched table's do: not one
			// only another table gives, whose key the item carries as a
			// reference (a link's type in a distribution of that link).
			roles = s.itemTable.Roles(e.attr)
		case len(roles) == 0 && s.itemTable != nil:
			// The schemas key the attribute in different roles: the
			// table the whole item fits says which.
			roles = s.itemTable.Roles(e.attr)
		default:
			roles = tables.FitRoles(tables.TiedRoles(roles, s.tiedTables, e.attr), s.fits, e.attr)
		}
	}
	if len(roles) == 0 && cond == "" && !e.declared {
		roles = a.learnedRoles(s, e.attr)
	} else if cond == "" && !e.declared && !a.res.Schema.DeclaresKey(e.attr) {
		roles = a.learnedIndexNames(s, e.attr, roles)
		// A partition key known by its name, of a table whose Key maps
		// name it alone: the table has no sort key (KeySet.ItemsHashOnly).
		if ix := a.learnedIndexes(s)[""]; ix != nil && !ix.bad && ix.HashOnly && ix.Partition == e.attr {
			s.namedHashOnly = true
		}
	}
	if e.indexOnly {
		roles = slices.DeleteFunc(roles, func(r tables.RoleIn) bool { return r.Index == "" && s.Index == "" })
	}
	var out []*Key
	for i, r := range roles {
		index := r.Index
		if s.Index != "" {
			index = s.Index
		}
		out = append(out, &Key{Attr: e.attr, Role: r.Role, Index: index, Numeric: e.num, Expr: e.value, Value: e.t, Cond: cond, Again: i > 0, Field: e.field, Default: e.alt, Copies: e.copies})
	}
	return out
}

// mapEntries lists the attributes of an attribute-value map expression: a
// map literal, a local variable holding one (plus m["k"] = v writes), or a
// MarshalMap of a struct.
func (a *analysis_) mapEntries(x ast.Expr, depth int) []entry {
	if depth > 4 || x == nil {
		return nil
	}
	x = ast.Unparen(x)
	switch x := x.(type) {
	case *ast.CompositeLit:
		if _, ok := a.pass.TypesInfo.TypeOf(x).Underlying().(*types.Map); !ok {
			return nil
		}
		a.consumed[x] = true
		var out []entry
		for _, el := range x.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			if e, ok := a.attrEntry(kv.Key, kv.Value); ok {
				out = append(out, e)
			}
		}
		return out
	case *ast.CallExpr:
		fn := keyexpr.Callee(a.pass.TypesInfo, x)
		if fn == nil || fn.Pkg() == nil {
			return nil
		}
		if sdk.IsAttributeValue(fn.Pkg().Path()) && fn.Name() == "MarshalMap" && len(x.Args) == 1 {
			a.consumed[x] = true
			return a.structEntries(x.Args[0], x.Pos(), marshalStyle(fn.Pkg().Path()))
		}
		// A function or method of this package returning the map: Key:
		// o.Key(), with the keys read in its body; an item it marshals
		// from its parameter (toItem(v any) returning MarshalMap(v)) is
		// the argument of this call.
		if ret := a.returned(fn); ret != nil {
			return a.bindValues(x, fn, a.bindItems(x, fn, a.mapEntries(ret, depth+1), depth))
		}
		// Another package's, through its MapFact.
		if es, ok := a.importedMap(x, fn); ok {
			a.consumed[x] = true
			return es
		}
		// e.Key() of a parameter of an interface type: the call sites'
		// types tell.
		if it, ok := a.paramItemOf(x, styleV2, true); ok && it.Method != "" {
			return []entry{{pitem: it}}
		}
	case *ast.SelectorExpr:
		// av.M of av := dynamodbattribute.Marshal(item) (SDK v1): the
		// item's attributes; any other v.F is a field written step by step.
		if e, ok := a.marshalledV1M(x); ok {
			return e
		}
		return a.fieldMapEntries(x, depth)
	case *ast.Ident:
		v, ok := a.pass.TypesInfo.Uses[x].(*types.Var)
		if !ok {
			return nil
		}
		d, writes := a.localDef(v, x.Pos())
		var out []entry
		if d != nil {
			out = a.mapEntries(d, depth+1)
		} else if call, i, ok := a.ev.CallDefinition(v, x.Pos()); ok && i > 0 {
			// filter, names, values := buildFilter(f): the map a
			// helper of this package returns among other results.
			if fn := keyexpr.Callee(a.pass.TypesInfo, call); fn != nil && isAttributeMap(v.Type()) {
				if ret := a.returnedVarAt(fn, i); ret != nil {
					out = a.bindValues(call, fn, a.mapEntries(ret, depth+1))
				}
			}
		}
		for _, w := range writes {
			if e, ok := a.attrEntry(w[0], w[1]); ok {
				out = append(out, e)
			}
		}
		// A map the function was given: its callers' maps.
		if it, ok := a.paramItemOf(x, styleV2, true); ok && len(out) == 0 {
			out = append(out, entry{pitem: it})
		}
		return out
	}
	return nil
}

// bindValues replaces, in the entries of the map a call of fn returns, the
// values fn takes from its parameters by what the call passes: a helper
// keyOf(pk, sk) returning {"PK": {Value: pk}, "SK": {Value: sk}} keys the
// call's own arguments. An attribute that is a whole parameter is read at
// the call's argument, where its value is written; one built from
// parameters ("DAY#" + date) keeps the helper's expression, with the call's
// values in its template.
func (a *analysis_) bindValues(call *ast.CallExpr, fn *types.Func, es []entry) []entry {
	sig := fn.Type().(*types.Signature)
	for i := range es {
		e := &es[i]
		if e.value == nil || e.pkey != nil || e.pitem != nil || e.fromFact {
			continue
		}
		t := a.ev.EvalParams(sig, e.value)
		if !t.HasParam() {
			continue
		}
		encoded := sdkEncodedTime(e.t)
		if len(t.Parts) == 1 && t.Parts[0].Hole != nil {
			if arg := a.arg(call, sig, t.Parts[0].Hole.Param); arg != nil {
				if v, num, ok := a.attributeValue(arg, 0); ok && v != arg {
					arg, e.num = v, num // an AttributeValue passed whole
				}
				e.value, e.t = arg, keepEncoding(a.ev.Eval(arg), encoded)
				continue
			}
		}
		e.t = keepEncoding(a.ev.Substitute(call, sig, t, fn.Pkg() == a.pass.Pkg), encoded)
	}
	return es
}

// sdkEncodedTime is the hole of a field the marshaller writes as a time
// (fieldEntry: its layout is the SDK's), nil for any other value.
func sdkEncodedTime(t keyexpr.Template) *keyexpr.Hole {
	if h := onlyHole(t); h != nil && h.Kind == keyexpr.Time && h.Layout == sdkTimeLayout {
		return h
	}
	return nil
}

// keepEncoding gives a value bound to such a field the marshaller's
// encoding when the value itself says nothing (a strfmt.DateTime the
// caller passes is opaque to the evaluator): the field decides how it is
// written.
func keepEncoding(t keyexpr.Template, encoded *keyexpr.Hole) keyexpr.Template {
	h := onlyHole(t)
	if encoded == nil || h == nil || h.Kind != keyexpr.Opaque {
		return t
	}
	nh := *h
	nh.Kind, nh.Layout = keyexpr.Time, encoded.Layout
	return keyexpr.Of(&nh)
}

// sdkTimeLayout is how every marshaller writes a time.Time: RFC 3339 with
// nanoseconds, trailing zeros trimmed.
const sdkTimeLayout = time.RFC3339Nano

// bindItems replaces, in the entries of the map a call of fn returns, the
// items fn's parameters supply by what the call passes for them: the map
// or struct it hands in. An item it cannot read is left out (an element of
// a slice parameter, say).
func (a *analysis_) bindItems(call *ast.CallExpr, fn *types.Func, es []entry, depth int) []entry {
	sig := fn.Type().(*types.Signature)
	var out []entry
	for _, e := range es {
		it := e.pitem
		if it == nil {
			out = append(out, e)
			continue
		}
		x := a.arg(call, sig, it.Param)
		switch {
		case x == nil || it.Elem:
		case it.Method != "":
			out = append(out, a.methodItem(x, *it)...)
		case it.Map:
			out = append(out, a.mapEntries(x, depth+1)...)
		default:
			out = append(out, a.structEntries(x, call.Pos(), it.Style)...)
		}
	}
	return out
}

// attrEntry reads one "attr": &types.AttributeValueMemberS{Value: x} pair.
func (a *analysis_) attrEntry(k, v ast.Expr) (entry, bool) {
	attr, ok := a.str(k)
	if !ok {
		return a.paramAttrEntry(k, v)
	}
	val, num, ok := a.attributeValue(v, 0)
	if !ok {
		return entry{}, false
	}
	return entry{attr: attr, value: val, t: a.ev.Eval(val), num: num, pos: k.Pos()}, true
}

// attributeValue unwraps an AttributeValue expression to the Go value it
// holds: &types.AttributeValueMemberS{Value: x}, a variable holding one, or
// attributevalue.Marshal(x).
func (a *analysis_) attributeValue(v ast.Expr, depth int) (ast.Expr, bool, bool) {
	if depth > 4 {
		return nil, false, false
	}
	v = ast.Unparen(v)
	if x, num, ok := a.attributeValueV1(v); ok {
		return x, num, true
	}
	if lit := keyexpr.CompositeLit(v); lit != nil {
		t := a.pass.TypesInfo.TypeOf(lit)
		num := sdk.Is(t, sdk.Types, "AttributeValueMemberN")
		if !num && !sdk.Is(t, sdk.Types, "AttributeValueMemberS") {
			return nil, false, false
		}
		f := a.fields(lit)
		if x := f["Value"]; x != nil {
			return x, num, true
		}
		if len(lit.Elts) == 1 {
			if _, kv := lit.Elts[0].(*ast.KeyValueExpr); !kv {
				return lit.Elts[0], num, true
			}
		}
		return nil, false, false
	}
	switch v := v.(type) {
	case *ast.CallExpr:
		fn := keyexpr.Callee(a.pass.TypesInfo, v)
		if fn != nil && fn.Pkg() != nil && sdk.IsAttributeValue(fn.Pkg().Path()) && fn.Name() == "Marshal" && len(v.Args) == 1 {
			t := a.pass.TypesInfo.TypeOf(v.Args[0])
			b, isBasic := t.Underlying().(*types.Basic)
			if !isBasic {
				return nil, false, false
			}
			return v.Args[0], b.Info()&types.IsNumeric != 0, true
		}
		if fn != nil {
			// A helper of the package wrapping its parameter
			// (strVal(s) returning &types.AttributeValueMemberS{Value:
			// s}): the argument.
			if x, num, ok := a.attributeValue(a.returnedValue(fn), depth+1); ok {
				if _, isID := ast.Unparen(x).(*ast.Ident); isID && !v.Ellipsis.IsValid() {
					if ref, ok := a.param(x); ok && ref.f.fn == fn.Origin() && ref.i >= 0 && ref.i < len(v.Args) {
						return v.Args[ref.i], num, true
					}
				}
			}
		}
	case *ast.Ident:
		if obj, ok := a.pass.TypesInfo.Uses[v].(*types.Var); ok {
			if d, writes := a.localDef(obj, v.Pos()); d != nil && len(writes) == 0 {
				return a.attributeValue(d, depth+1)
			}
		}
	}
	return nil, false, false
}

// localDef returns a local variable's one definition and its m[k] = v
// writes, or nil when it has several definitions or escapes.
func (a *analysis_) localDef(v *types.Var, use token.Pos) (ast.Expr, [][2]ast.Expr) {
	d, ok := a.ev.Definition(v, use)
	if !ok {
		return nil, nil
	}
	return d, a.ev.IndexWrites(v, use)
}

// structKeys reads the key fields of a struct value (a literal, or a
// variable) marshalled with the given tag style.
func (a *analysis_) structKeys(s *KeySet, x ast.Expr, use token.Pos, style tagStyle) {
	a.typeTimesOf(s, x, func() {
		es := a.structEntries(x, use, style)
		a.fitTable(s, es)
		for _, e := range es {
			a.addKey(s, e, "")
		}
	})
}

// structEntries lists the key fields of a struct value: a literal, or a
// local variable defined by one (plus v.F = x writes before use). Fields of
// embedded structs are promoted, as the marshallers flatten them.
func (a *analysis_) structEntries(x ast.Expr, use token.Pos, style tagStyle) []entry {
	if t := a.pass.TypesInfo.TypeOf(x); t != nil {
		if _, isMap := t.Underlying().(*types.Map); isMap {
			return a.goMapEntries(x, use)
		}
	}
	// An item the function was given (put(ctx, item any)), or one an
	// interface's method returns (MarshalMap(e.Keys())): its callers'.
	if it, ok := a.paramItemOf(x, style, false); ok && it.Method != "" {
		return []entry{{pitem: it}}
	}
	st := structOf(a.pass.TypesInfo.TypeOf(x))
	if st == nil {
		if it, ok := a.paramItemOf(x, style, false); ok {
			return []entry{{pitem: it}}
		}
		return nil
	}
	if out, ok := a.importedKeyStruct(x); ok {
		return out
	}
	lit, vars, ok := a.structValue(x, use)
	if !ok {
		// A constructor of another package, marshalled at once
		// (MarshalMap(models.NewItem(t))).
		if call := a.ctorCall(x, use); call != nil {
			if out, ok := a.importedItem(call, nil, nil, style); ok {
				return out
			}
		}
		// An element of a slice the function was given (orders[i]):
		// its callers' elements.
		if it, ok := a.paramItemOf(x, style, false); ok && it.Elem {
			a.noteTypeTimes(x, st, style, nil)
			return []entry{{pitem: it}}
		}
		return nil
	}
	var decl *tables.Table
	if style == styleDynamo {
		decl = tagTable(st)
	}
	out := a.fieldEntries(st, lit, vars, use, style, decl, map[string]bool{}, 0)
	if lit == nil {
		// A constructor of another package (it := models.NewItem(t)):
		// its fields, but those the caller sets after it.
		if call := a.ctorCall(x, use); call != nil {
			if more, ok := a.importedItem(call, vars, out, style); ok {
				out = append(out, more...)
			}
		}
	}
	if lit == nil && len(vars) == 1 {
		if it, ok := a.paramItemOf(x, style, false); ok && it.Method == "" {
			// An item the function was given, and the fields it stores
			// before marshalling it: the caller's item, but that a store
			// in the function's body replaces the caller's value of its
			// field (Overrides), and a store under a condition (if
			// p.At.IsZero() { p.At = now }) is one value beside it. So
			// for an element of a slice it was given (for _, m := range
			// msgs), whose other fields are not followed to the callers.
			it.Overrides = a.overrides(st, style, vars[0], 0)
			for i := range out {
				out[i].alt = !slices.Contains(it.Overrides, out[i].attr)
			}
			if !it.Elem {
				a.noteTypeTimes(x, st, style, out)
				return append(out, entry{pitem: it})
			}
		}
	}
	if lit == nil {
		a.noteTypeTimes(x, st, style, out)
	}
	if lit == nil && len(out) == 0 {
		// An item the function was given, whose keys it does not set
		// itself: its callers'.
		if it, ok := a.paramItemOf(x, style, false); ok {
			return []entry{{pitem: it}}
		}
	}
	return out
}

// goMapEntries lists the entries of a Go map marshalled into an item:
// MarshalMap(map[string]string{"PK": pk}), a literal or a variable defined
// by one (plus m["k"] = v writes). Only values of basic types are read: any
// other marshals to a list or map.
func (a *analysis_) goMapEntries(x ast.Expr, use token.Pos) []entry {
	var pairs [][2]ast.Expr
	x = ast.Unparen(x)
	if id, ok := x.(*ast.Ident); ok {
		v, ok := a.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok {
			return nil
		}
		d, writes := a.localDef(v, use)
		pairs = append(pairs, writes...)
		x = d
	}
	if lit := keyexpr.CompositeLit(x); lit != nil {
		a.consumed[lit] = true
		for _, el := range lit.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				pairs = append(pairs, [2]ast.Expr{kv.Key, kv.Value})
			}
		}
	}
	var out []entry
	for _, p := range pairs {
		attr, ok := a.str(p[0])
		if !ok {
			continue
		}
		t := a.pass.TypesInfo.TypeOf(p[1])
		if t == nil {
			continue
		}
		b, ok := t.Underlying().(*types.Basic)
		if !ok || b.Info()&(types.IsString|types.IsNumeric) == 0 {
			continue
		}
		out = append(out, entry{attr: attr, value: p[1], pos: p[1].Pos(), t: a.ev.Eval(p[1]), num: b.Info()&types.IsNumeric != 0})
	}
	return out
}

// varAt is a struct variable read whole at use: its fields are those of
// its definition amended by the stores before use.
type varAt struct {
	v   *types.Var
	use token.Pos
}

// maxCopies bounds the copies (st := prev) structValue follows.
const maxCopies = 4

// pointee is x without parentheses and one & or * around the value: the
// struct a pointer to it, or its address, stands for.
func pointee(x ast.Expr) ast.Expr {
	x = ast.Unparen(x)
	if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
		return ast.Unparen(u.X)
	}
	if s, ok := x.(*ast.StarExpr); ok {
		return ast.Unparen(s.X)
	}
	return x
}

// structValue resolves a struct-valued expression to its composite literal
// and, for a variable (behind & or *), the variables whose field stores
// count too, outermost first: the variable, then the one it copies (st :=
// prev; st.SK = …), whose own fields and stores before the copy stand for
// the fields st does not set.
func (a *analysis_) structValue(x ast.Expr, use token.Pos) (*ast.CompositeLit, []varAt, bool) {
	var chain []varAt
	for range maxCopies {
		x = pointee(x)
		var lit *ast.CompositeLit
		switch y := x.(type) {
		case *ast.CompositeLit:
			lit = y
		case *ast.CallExpr:
			var ret *varAt
			if lit, ret = a.returnedStruct(y); lit == nil {
				return nil, chain, len(chain) > 0
			}
			if ret != nil {
				// it := T{...}; it.GSI1PK = ...; return it: the stores
				// the function makes before its return count too.
				chain = append(chain, *ret)
			}
		case *ast.Ident:
			v, _ := a.pass.TypesInfo.Uses[y].(*types.Var)
			if v == nil {
				return nil, chain, len(chain) > 0
			}
			chain = append(chain, varAt{v, use})
			d, ok := a.ev.WholeStruct(v, use)
			if !ok || d == nil {
				return nil, chain, true
			}
			if lit = keyexpr.CompositeLit(d); lit == nil {
				if call, ok := ast.Unparen(d).(*ast.CallExpr); ok {
					lit = a.returnedLit(call)
				}
			}
			if lit == nil {
				// A copy of another struct variable: go on with it,
				// as it was where it is copied.
				x, use = d, d.Pos()
				continue
			}
		default:
			return nil, chain, len(chain) > 0
		}
		a.consumed[lit] = true
		return lit, chain, true
	}
	return nil, chain, len(chain) > 0
}

// wholeField is the value field has in a struct read whole: the one store
// of the outermost variable of chain that reaches its read, else (when its
// definition's value still reaches) the field in the rest of the chain and
// finally lit. Several values, or a store of unknown value, are none.
func (a *analysis_) wholeField(chain []varAt, litFields map[string]ast.Expr, field string) ast.Expr {
	if len(chain) == 0 {
		return litFields[field]
	}
	stores, fromDef := a.ev.WholeField(chain[0].v, field, chain[0].use)
	var base ast.Expr
	if fromDef {
		base = a.wholeField(chain[1:], litFields, field)
	}
	switch {
	case len(stores) == 0:
		return base
	case len(stores) == 1 && base == nil:
		return stores[0]
	}
	return nil
}

// returnedLit is the struct literal a call of a function or method of
// this package returns from its only return statement: o.Keys(), or a
// mapper toRow(t) building the item.
func (a *analysis_) returnedLit(call *ast.CallExpr) *ast.CompositeLit {
	lit, _ := a.returnedStruct(call)
	return lit
}

// returnedStruct is returnedLit, and the local variable of the function
// returned, when it returns one defined by the literal (it := T{...};
// ...; return it), read at the return.
func (a *analysis_) returnedStruct(call *ast.CallExpr) (*ast.CompositeLit, *varAt) {
	fn := keyexpr.Callee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() != a.pass.Pkg {
		return nil, nil
	}
	ret := a.returnedExpr(fn)
	if ret == nil {
		return nil, nil
	}
	lit := a.litOf(ret)
	if lit == nil {
		return nil, nil
	}
	x := ast.Unparen(ret)
	if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
		x = ast.Unparen(u.X)
	}
	if id, ok := x.(*ast.Ident); ok {
		if v, ok := a.pass.TypesInfo.Uses[id].(*types.Var); ok && v.Parent() != a.pass.Pkg.Scope() {
			return lit, &varAt{v, ret.Pos()}
		}
	}
	return lit, nil
}

// fieldEntries lists the key fields of st whose values are set in lit or by
// a field write to one of vars (outermost first) before use. decl, when it
// declares a partition key, is the item's own key schema: it gives the
// roles, and fields it does not name are no keys. taken holds the
// attributes of shallower fields, which hide those of embedded structs.
func (a *analysis_) fieldEntries(st *types.Struct, lit *ast.CompositeLit, vars []varAt, use token.Pos, style tagStyle, decl *tables.Table, taken map[string]bool, depth int) []entry {
	if depth > 4 {
		return nil
	}
	var litFields map[string]ast.Expr
	if lit != nil {
		litFields = a.fields(lit)
	}
	var out []entry
	var embedded []int
	for i := 0; i < st.NumFields(); i++ {
		fld := st.Field(i)
		if inner := structOf(fld.Type()); inner != nil && (!fld.Anonymous() || !flattened(st.Tag(i), style)) {
			// A struct stored as a map attribute: its fields are no
			// keys of the item, so its literal is no item either.
			if nested := keyexpr.CompositeLit(litFields[fld.Name()]); nested != nil {
				a.consumed[nested] = true
			}
		}
		if fld.Anonymous() {
			if structOf(fld.Type()) != nil && flattened(st.Tag(i), style) {
				embedded = append(embedded, i)
			}
			continue
		}
		attr, opts, ok := attrName(fld, st.Tag(i), style)
		if !ok || taken[attr] {
			continue
		}
		taken[attr] = true
		val := a.wholeField(vars, litFields, fld.Name())
		if val == nil {
			continue
		}
		e := a.fieldEntry(fld, attr, opts, val, vars, style)
		if decl != nil && decl.Partition != "" {
			if rs := decl.Roles(attr); len(rs) > 0 {
				e.declared, e.declaredRoles = true, rs
			} else {
				e.indexOnly = true
			}
		}
		out = append(out, e)
	}
	for _, i := range embedded {
		fld := st.Field(i)
		var innerLit *ast.CompositeLit
		var innerVars []varAt
		if x := litFields[fld.Name()]; x != nil {
			innerLit, innerVars, _ = a.structValue(x, use)
		}
		vs := slices.Concat(vars, innerVars) // a new slice: vars serves every field
		out = append(out, a.fieldEntries(structOf(fld.Type()), innerLit, vs, use, style, decl, taken, depth+1)...)
	}
	return out
}

// fieldEntry is the entry of a struct field's value val, the attribute
// attr with its tag options.
func (a *analysis_) fieldEntry(fld *types.Var, attr string, opts map[string]bool, val ast.Expr, vars []varAt, style tagStyle) entry {
	e := entry{attr: attr, value: val, pos: val.Pos(), field: fld}
	if call, ok := val.(*ast.CallExpr); ok {
		// A store a setter of another package makes (app.GenerateKeys()).
		if t, ok := a.setterValue(call, fld.Name(), vars); ok {
			e.t, e.fromFact = keyexpr.AtExpr(t, call), true
		}
	}
	if !e.fromFact {
		e.t = a.ev.Eval(val)
	}
	ft := fld.Type()
	if isNumeric(ft) && !opts["string"] {
		e.num = true // *int64 too: the marshallers follow pointers
	}
	if like := timeLike(ft, style); like || sdk.Is(ft, "time", "Time") {
		if opts["unixtime"] {
			e.num = true
		} else if h := onlyHole(e.t); h != nil && (h.Kind == keyexpr.Time || like) {
			// Every marshaller writes a time.Time as RFC 3339 with
			// nanoseconds, trailing zeros trimmed; the SDKs' write a
			// type defined over it alike.
			h.Kind, h.Layout = keyexpr.Time, sdkTimeLayout
		}
	}
	return e
}

// timeLike reports a struct type defined over time.Time (go-openapi's
// strfmt.DateTime, a model's own `type Timestamp time.Time`) that the
// marshaller of style writes as it writes a time.Time: both AWS SDKs'
// encoders convert any struct type convertible to time.Time, unless the
// type marshals itself for DynamoDB. guregu/dynamo asks a type's
// MarshalText first (strfmt.DateTime's is fixed-width), and is left out.
func timeLike(t types.Type, style tagStyle) bool {
	if style == styleDynamo {
		return false
	}
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || sdk.Is(n, "time", "Time") {
		return false
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	// The type's package imports time to define it over time.Time.
	i := slices.IndexFunc(n.Obj().Pkg().Imports(), func(p *types.Package) bool { return p.Path() == "time" })
	if i < 0 {
		return false
	}
	tt := n.Obj().Pkg().Imports()[i].Scope().Lookup("Time")
	return tt != nil && types.Identical(st, tt.Type().Underlying()) && !hasMethod(n, "MarshalDynamoDBAttributeValue")
}

// overrides lists the attributes of st whose value the function of the
// parameter v stores, in its body itself, before v is read whole: the
// caller's value of them never reaches the read. Fields of embedded
// structs are promoted, as fieldEntries reads them.
func (a *analysis_) overrides(st *types.Struct, style tagStyle, v varAt, depth int) []string {
	if depth > 4 {
		return nil
	}
	var out []string
	for i := 0; i < st.NumFields(); i++ {
		fld := st.Field(i)
		if fld.Anonymous() {
			if inner := structOf(fld.Type()); inner != nil && flattened(st.Tag(i), style) {
				out = append(out, a.overrides(inner, style, v, depth+1)...)
			}
			continue
		}
		attr, _, ok := attrName(fld, st.Tag(i), style)
		if !ok {
			continue
		}
		if _, fromDef := a.ev.WholeField(v.v, fld.Name(), v.use); !fromDef {
			out = append(out, attr)
		}
	}
	return out
}

func onlyHole(t keyexpr.Template) *keyexpr.Hole {
	if len(t.Parts) == 1 {
		return t.Parts[0].Hole
	}
	return nil
}

// tagStyle is how a marshaller names struct fields.
type tagStyle uint8

const (
	styleV2     tagStyle = iota // aws-sdk-go-v2 attributevalue: dynamodbav tags
	styleV1                     // aws-sdk-go v1 dynamodbattribute: dynamodbav, else json tags
	styleDynamo                 // guregu/dynamo: dynamo tags, which may declare key roles
)

// marshalStyle is the tag style of a marshalling package.
func marshalStyle(path string) tagStyle {
	if path == sdk.AttributeValueV1 {
		return styleV1
	}
	return styleV2
}

// itemStyle is the tag style of an item struct built on its own: guregu's
// when it has only dynamo tags; SDK v1's (json tags count) when the package
// uses only v1's marshaller; otherwise v2's.
func (a *analysis_) itemStyle(st *types.Struct) tagStyle {
	if !hasTag(st, "dynamodbav", 0) && hasTag(st, "dynamo", 0) {
		return styleDynamo
	}
	v1, v2 := false, false
	for _, p := range a.pass.Pkg.Imports() {
		switch p.Path() {
		case sdk.AttributeValueV1:
			v1 = true
		case sdk.AttributeValue:
			v2 = true
		}
	}
	if v1 && !v2 {
		return styleV1
	}
	return styleV2
}

// structAttrNames lists every attribute a struct type marshals to, the
// fields of embedded structs promoted as the marshallers flatten them
// (see structAttrs); false when that is not known: an embedded field of
// another kind, or embedding too deep.
func structAttrNames(st *types.Struct, style tagStyle, depth int) ([]string, bool) {
	if depth > 4 {
		return nil, false
	}
	var out []string
	for i := range st.NumFields() {
		f := st.Field(i)
		if f.Anonymous() {
			inner := structOf(f.Type())
			if inner != nil && flattened(st.Tag(i), style) {
				more, ok := structAttrNames(inner, style, depth+1)
				if !ok {
					return nil, false
				}
				out = append(out, more...)
				continue
			}
			if _, skip := styleTagValue(st.Tag(i), style); !skip && f.Exported() {
				return nil, false
			}
		}
		if name, _, ok := attrName(f, st.Tag(i), style); ok {
			out = append(out, name)
		}
	}
	return out, true
}

// attrName is the attribute a struct field marshals to, and its tag options.
func attrName(f *types.Var, tag string, style tagStyle) (string, map[string]bool, bool) {
	if !f.Exported() || f.Anonymous() {
		return "", nil, false
	}
	name := f.Name()
	opts := map[string]bool{}
	t, ok := styleTagValue(tag, style)
	if ok {
		parts := strings.Split(t, ",")
		if parts[0] == "-" {
			return "", nil, false
		}
		if parts[0] != "" {
			name = parts[0]
		}
		for _, o := range parts[1:] {
			opts[o] = true
		}
	}
	return name, opts, true
}

func styleTag(style tagStyle) string {
	if style == styleDynamo {
		return "dynamo"
	}
	return "dynamodbav"
}

// styleTagValue is the tag that names a field in the style: SDK v1 reads
// the json tag when the dynamodbav tag is missing or empty.
func styleTagValue(tag string, style tagStyle) (string, bool) {
	t, ok := reflect.StructTag(tag).Lookup(styleTag(style))
	if (!ok || t == "") && style == styleV1 {
		if j, ok := reflect.StructTag(tag).Lookup("json"); ok {
			return j, true
		}
	}
	return t, ok
}

// flattened reports whether a marshaller promotes the fields of an
// embedded struct field with this tag into the item (as encoding/json
// does), rather than writing it as a nested map or skipping it.
func flattened(tag string, style tagStyle) bool {
	t, ok := styleTagValue(tag, style)
	if !ok {
		return true
	}
	name, _, _ := strings.Cut(t, ",")
	if style == styleDynamo {
		return name != "-" // guregu flattens embedded structs whatever their name
	}
	return name == ""
}

// paramStruct is the struct type of an item a parameter supplies whole
// (Save(ctx, o *Option) marshalling o), nil for a map, an element, a
// method's result or an interface.
func paramStruct(it *paramItem) *types.Struct {
	if it == nil || it.Map || it.Elem || it.Method != "" || it.typ == nil {
		return nil
	}
	return structOf(it.typ)
}

func structOf(t types.Type) *types.Struct {
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, _ := t.Underlying().(*types.Struct)
	return st
}

// dynamoEvidence reports whether a tagged struct of type t, built on its own
// (not given to a marshaller or a request, which are evidence themselves),
// is a DynamoDB item: the package building it or the package declaring the
// type imports a DynamoDB library. Tag names alone prove little: a SQL or
// ORM model may carry a "dynamo" tag, or keys named like ours in its own.
func (a *analysis_) dynamoEvidence(t types.Type) bool {
	if importsDynamoDB(a.pass.Pkg) {
		return true
	}
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != nil {
		return importsDynamoDB(n.Obj().Pkg())
	}
	return false
}

// pairsMap reads names("#k", "GSI1PK", "#d", "date"): a call of a helper
// taking only ...string and returning a map of strings, with constant
// arguments, read as the map of its pairs. Its body is not read: a
// helper of that shape building anything but the map of its pairs
// would be a strange one.
func (a *analysis_) pairsMap(call *ast.CallExpr, m map[string]string) map[string]string {
	fn := keyexpr.Callee(a.pass.TypesInfo, call)
	if fn == nil || call.Ellipsis.IsValid() || len(call.Args)%2 != 0 {
		return m
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok || !sig.Variadic() || sig.Params().Len() != 1 || sig.Results().Len() != 1 {
		return m
	}
	if sl, ok := sig.Params().At(0).Type().(*types.Slice); !ok || !types.Identical(sl.Elem(), types.Typ[types.String]) {
		return m
	}
	if mt, ok := sig.Results().At(0).Type().Underlying().(*types.Map); !ok || !types.Identical(mt.Key(), types.Typ[types.String]) {
		return m
	}
	for i := 0; i+1 < len(call.Args); i += 2 {
		k, ok1 := a.str(call.Args[i])
		v, ok2 := a.str(call.Args[i+1])
		if !ok1 || !ok2 {
			return map[string]string{}
		}
		m[k] = v
	}
	return m
}

// marshalledTime reports a value that is a time.Time as the marshallers
// write it (RFC 3339, nanoseconds, trailing zeros trimmed).
func marshalledTime(t keyexpr.Template) bool {
	h := onlyHole(t)
	return h != nil && h.Kind == keyexpr.Time && h.Layout == "2006-01-02T15:04:05.999999999Z07:00"
}

// marshalledInto returns the local variable a MarshalMap call's map is
// assigned to (item, err := attributevalue.MarshalMap(r)), with the end of
// the function declaring it; nil if none.
func marshalledInto(info *types.Info, call *ast.CallExpr, stack []ast.Node) (*types.Var, token.Pos) {
	if len(stack) < 2 {
		return nil, token.NoPos
	}
	as, ok := stack[len(stack)-2].(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || as.Rhs[0] != call || len(as.Lhs) == 0 {
		return nil, token.NoPos
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return nil, token.NoPos
	}
	v, ok := info.ObjectOf(id).(*types.Var)
	fn := enclosingFunc(stack)
	if !ok || fn == nil || fn.Body == nil {
		return nil, token.NoPos
	}
	return v, fn.Body.End()
}

// typeID names a struct type (or a pointer to one) across packages,
// "import/path.Name"; "" for an unnamed or a generic type.
func typeID(t types.Type) string {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.TypeArgs().Len() > 0 || structOf(n) == nil {
		return ""
	}
	return n.Obj().Pkg().Path() + "." + n.Obj().Name()
}

// itemType records that the package sends values of type t (a struct, a
// pointer to one, a slice of either) to DynamoDB: Result.ItemTypes.
func (a *analysis_) itemType(t types.Type) {
	if t == nil {
		return
	}
	if s, ok := t.Underlying().(*types.Slice); ok {
		t = s.Elem()
	}
	id := typeID(t)
	if id == "" || slices.Contains(a.res.ItemTypes, id) {
		return
	}
	a.res.ItemTypes = append(a.res.ItemTypes, id)
}

// itemEvidence reports a tagged struct type st (t, or what t points to)
// whose values are items by what the package sees: dynamoEvidence, or
// guregu tags that declare its hash key.
func (a *analysis_) itemEvidence(t types.Type, st *types.Struct) bool {
	return a.dynamoEvidence(t) || tagTable(st).Partition != ""
}

// importsDynamoDB reports a package that imports a DynamoDB library. For a
// package read from export data, Imports lists the packages its exported
// API refers to: a model package's imports may be missing, which errs on
// the side of silence.
func importsDynamoDB(pkg *types.Package) bool {
	for _, p := range pkg.Imports() {
		if sdk.IsDynamoDBLibrary(p.Path()) {
			return true
		}
	}
	return false
}

// hasItemTags reports a struct that declares DynamoDB attribute tags
// (dynamodbav, or guregu's dynamo), itself or in an embedded struct: its
// literals are items (or keys) being built.
func hasItemTags(st *types.Struct, depth int) bool {
	return hasTag(st, "dynamodbav", depth) || hasTag(st, "dynamo", depth)
}

func hasTag(st *types.Struct, key string, depth int) bool {
	if depth > 4 {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		if _, ok := reflect.StructTag(st.Tag(i)).Lookup(key); ok {
			return true
		}
		if st.Field(i).Anonymous() {
			if inner := structOf(st.Field(i).Type()); inner != nil && hasTag(inner, key, depth+1) {
				return true
			}
		}
	}
	return false
}

// isAttributeMap reports map[string]types.AttributeValue (v2) and
// map[string]*dynamodb.AttributeValue (v1), and types defined as them.
func isAttributeMap(t types.Type) bool {
	if t == nil {
		return false
	}
	m, ok := t.Underlying().(*types.Map)
	if !ok {
		return false
	}
	return sdk.Is(m.Elem(), sdk.Types, "AttributeValue") || sdk.Is(m.Elem(), sdk.DynamoDBV1, "AttributeValue")
}

// condText is one text a KeyConditionExpression may have; ok is false
// when it is unknown.
type condText struct {
	text string
	ok   bool
}

// conditionTexts returns the texts the KeyConditionExpression x may have:
// one, or one per shape of a condition built in steps (keyExpr += " AND
// SK <= :to" under an if), each read as a query of its own. A variant
// whose text is unknown is left out; with none known, the one unknown
// text keeps the query a query.
func (a *analysis_) conditionTexts(x ast.Expr) []condText {
	var out []condText
	for _, t := range a.ev.Alternatives(x) {
		if text, ok := t.Const(); ok {
			out = append(out, condText{text, true})
		}
	}
	if len(out) > 0 {
		return out
	}
	text, ok := a.str(x)
	return []condText{{text, ok}}
}

// keyCondition reads a KeyConditionExpression's text (the expression x
// gives) and the values its placeholders stand for.
func (a *analysis_) keyCondition(s *KeySet, x ast.Expr, ct condText, names, values ast.Expr) {
	text, ok := ct.text, ct.ok
	if !ok {
		return
	}
	conds, err := keycond.ParseKeyCondition(text)
	if err != nil {
		a.unsupportedCondition(x, text, err)
	}
	if err != nil || len(conds) == 0 {
		return
	}
	nameMap := a.stringMap(names)
	vals := map[string]entry{}
	for _, e := range a.mapEntries(values, 0) {
		vals[e.attr] = e
	}
	type resolved struct {
		attr string
		c    keycond.Cond
	}
	var rs []resolved
	for _, c := range conds {
		attr, ok := keycond.Resolve(c.Name, nameMap)
		if !ok {
			return
		}
		rs = append(rs, resolved{attr, c})
	}
	var either []*Key
	for i, r := range rs {
		role, index, ok := a.condRole(s, r.attr, func() (tables.Role, bool) {
			return structuralRole(len(rs), i, func(j int) string { return rs[j].c.Op }, true)
		})
		if !ok {
			// Two equalities and nothing to tell them apart: one is the
			// partition key, the other the sort key.
			if len(rs) == 2 && r.c.Op == "=" && rs[1-i].c.Op == "=" && rs[0].attr != rs[1].attr && len(r.c.Values) == 1 {
				if e, found := vals[r.c.Values[0]]; found {
					either = append(either, &Key{Attr: r.attr, Index: index, Numeric: e.num, Expr: e.value, Value: e.t, Cond: r.c.Op})
				}
			}
			continue
		}
		for _, ph := range r.c.Values {
			e, found := vals[ph]
			if !found {
				continue
			}
			s.Keys = append(s.Keys, &Key{Attr: r.attr, Role: role, Index: index, Numeric: e.num, Expr: e.value, Value: e.t, Cond: r.c.Op})
		}
	}
	if len(either) == 2 {
		s.EitherPartition = either
	}
}

// condRole is the role attr plays in a key condition of s: the keys of
// the declaration of what the query reads (the table, or the index it
// names) when there is one; else the condition's shape, when it settles
// the role, over what the schema or the attribute's name says; else those.
// The shape settles it because only the partition key is compared with =
// and begins_with or a range applies only to the sort key: on an inverted
// index (partition key SK, sort key PK), "SK = :s AND begins_with(PK, :p)"
// makes PK the index's sort key, whatever its name and its role in the
// table.
func (a *analysis_) condRole(s *KeySet, attr string, shape func() (tables.Role, bool)) (tables.Role, string, bool) {
	role, index, ok := a.res.Schema.Lookup(s.Table, attr)
	declared := s.Index == "" && a.res.Schema.Declared(s.Table) != nil
	if s.Index != "" {
		if p, so, found := a.res.Schema.IndexKeysOf(s.Table, s.Index); found {
			declared = true
			switch attr {
			case p:
				role, ok = tables.Partition, true
			case so:
				role, ok = tables.Sort, true
			default:
				ok = false
			}
		}
		index = s.Index
	}
	if declared && ok {
		return role, index, true
	}
	// The attribute is in a key condition, so it is a key.
	if r, settled := shape(); settled {
		return r, index, true
	}
	return role, index, ok
}

// structuralRole infers a key attribute's role from the shape of the key
// condition it is compared in, when neither schema nor names tell. A range
// or begins_with comparison can only be on a sort key. An = alone is the
// partition key only in a complete condition (a KeyConditionExpression, or a
// builder condition handed straight to WithKeyCondition): a helper that
// builds one part of a condition may be building the sort key's.
func structuralRole(n, i int, op func(int) string, complete bool) (tables.Role, bool) {
	switch n {
	case 1:
		if op(i) != "=" {
			return tables.Sort, true
		}
		return tables.Partition, complete
	case 2:
		other := 1 - i
		if op(i) == "=" && op(other) != "=" {
			return tables.Partition, true
		}
		if op(i) != "=" && op(other) == "=" {
			return tables.Sort, true
		}
	}
	return 0, false
}

// updateKeys reads SET clauses of an UpdateExpression that write a key
// attribute (usually a GSI key), and records the attributes its REMOVE
// clauses remove (Result.Removed).
func (a *analysis_) updateKeys(s *KeySet, x, names, values ast.Expr) {
	text, ok := a.str(x)
	if !ok {
		return
	}
	actions, err := keycond.ParseUpdate(text)
	if err != nil {
		return
	}
	nameMap := a.stringMap(names)
	vals := map[string]entry{}
	for _, e := range a.mapEntries(values, 0) {
		vals[e.attr] = e
	}
	for _, act := range actions {
		if strings.EqualFold(act.Clause, "REMOVE") {
			if attr, ok := keycond.Resolve(act.Name, nameMap); ok {
				a.removed(attr)
			}
			continue
		}
		if strings.EqualFold(act.Clause, "ADD") && len(act.Values) == 1 {
			if attr, ok := keycond.Resolve(act.Name, nameMap); ok {
				if e, ok := vals[act.Values[0]]; ok && e.num {
					a.addKey(s, accumulated(attr, e), "")
				}
			}
			continue
		}
		if !strings.EqualFold(act.Clause, "SET") || act.Arith != "" || act.Func != "" || len(act.Values) != 1 {
			continue
		}
		attr, ok := keycond.Resolve(act.Name, nameMap)
		if !ok {
			continue
		}
		s.Updated = append(s.Updated, attr)
		e, ok := vals[act.Values[0]]
		if !ok {
			continue
		}
		e.attr = attr
		a.addKey(s, e, "")
	}
}

// accumulated is the key entry of a number an update ADDs to attr (ADD
// totalScore :score): the attribute holds the running sum of every update,
// a number that varies from item to item whatever the increment is (a
// leaderboard's score as an index's sort key), not the value added.
func accumulated(attr string, add entry) entry {
	add.attr = attr
	add.t = keyexpr.Template{Parts: []keyexpr.Part{{Hole: &keyexpr.Hole{Kind: keyexpr.Int, Name: attr, Text: attr, Type: "number"}}}}
	add.num = true
	return add
}

// removed records attr among the attributes the package's updates remove.
func (a *analysis_) removed(attr string) {
	if a.res.Removed == nil {
		a.res.Removed = map[string]bool{}
	}
	a.res.Removed[attr] = true
}

// stringMap reads a map[string]string literal (ExpressionAttributeNames).
func (a *analysis_) stringMap(x ast.Expr) map[string]string {
	m := map[string]string{}
	x = ast.Unparen(x)
	if call, ok := x.(*ast.CallExpr); ok {
		return a.pairsMap(call, m)
	}
	if id, ok := x.(*ast.Ident); ok {
		if v, ok := a.pass.TypesInfo.Uses[id].(*types.Var); ok {
			d, writes := a.localDef(v, id.Pos())
			for _, w := range writes {
				k, ok1 := a.str(w[0])
				val, ok2 := a.str(w[1])
				if ok1 && ok2 {
					m[k] = val
				}
			}
			x = d
		}
	}
	lit := keyexpr.CompositeLit(x)
	if lit == nil {
		return m
	}
	for _, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			k, ok1 := a.str(kv.Key)
			v, ok2 := a.str(kv.Value)
			if ok1 && ok2 {
				m[k] = v
			}
		}
	}
	return m
}

// marshalledV1M reads av.M where av is dynamodbattribute.Marshal(item) (SDK
// v1), directly or through a local: the item's attributes.
func (a *analysis_) marshalledV1M(x *ast.SelectorExpr) ([]entry, bool) {
	if x.Sel.Name != "M" {
		return nil, false
	}
	call, ok := ast.Unparen(x.X).(*ast.CallExpr)
	if id, isID := ast.Unparen(x.X).(*ast.Ident); isID {
		if v, isVar := a.pass.TypesInfo.Uses[id].(*types.Var); isVar {
			d, _ := a.localDef(v, id.Pos())
			call, ok = ast.Unparen(d).(*ast.CallExpr)
		}
	}
	if !ok {
		return nil, false
	}
	fn := keyexpr.Callee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != sdk.AttributeValueV1 || fn.Name() != "Marshal" || len(call.Args) != 1 {
		return nil, false
	}
	a.consumed[call] = true
	return a.structEntries(call.Args[0], call.Pos(), styleV1), true
}

// IsQuery reports whether s is a query's key condition: it holds a key
// read from one.
func (s *KeySet) IsQuery() bool {
	for _, k := range s.Keys {
		if k.Cond != "" {
			return true
		}
	}
	return false
}

// builtCondition reports whether x is the KeyCondition of an expression
// builder's Expression: the builder's own key set (see builder) holds the
// condition.
func (a *analysis_) builtCondition(x ast.Expr) bool {
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := keyexpr.Callee(a.pass.TypesInfo, call)
	return fn != nil && fn.Pkg() != nil && sdk.IsExpression(fn.Pkg().Path()) && fn.Name() == "KeyCondition"
}

// soleStartLit is the map literal a start key's variable holds when it
// holds any: a variable declared without a value (nil, the first page)
// and assigned one literal, used nowhere else than as the request's
// ExclusiveStartKey (var start map[…]; if token != "" { start = map[…]{…} }).
// nil otherwise.
func (a *analysis_) soleStartLit(x ast.Expr) *ast.CompositeLit {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := a.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	var lit *ast.CompositeLit
	ok = a.allUses(v, func(use *ast.Ident, parent ast.Node) bool {
		switch p := parent.(type) {
		case *ast.AssignStmt:
			if len(p.Lhs) != len(p.Rhs) {
				return false
			}
			for i, lhs := range p.Lhs {
				switch {
				case lhs == use:
					l := keyexpr.CompositeLit(p.Rhs[i])
					if l == nil || lit != nil && l != lit {
						return false
					}
					lit = l
				case p.Rhs[i] == use && !isStartField(p.Lhs[i]):
					return false
				}
			}
			return true
		case *ast.KeyValueExpr:
			k, ok := p.Key.(*ast.Ident)
			return ok && k.Name == "ExclusiveStartKey" && p.Value == use
		}
		return false
	})
	if !ok || lit == nil {
		return nil
	}
	// Declared without a value: a var statement, not start := f().
	if spec, ok := a.specOf(v); !ok || len(spec.Values) != 0 {
		return nil
	}
	return lit
}

// isStartField reports x.ExclusiveStartKey.
func isStartField(x ast.Expr) bool {
	sel, ok := ast.Unparen(x).(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "ExclusiveStartKey"
}

// specOf is the var spec declaring v, if v is declared by one.
func (a *analysis_) specOf(v *types.Var) (*ast.ValueSpec, bool) {
	for id, obj := range a.pass.TypesInfo.Defs {
		if obj != v {
			continue
		}
		cur, ok := a.inspector().Root().FindNode(id)
		if !ok {
			return nil, false
		}
		spec, ok := cur.Parent().Node().(*ast.ValueSpec)
		return spec, ok
	}
	return nil, false
}

// markStartLits records the map literals an ExclusiveStartKey expression
// names: the literal itself, or those assigned to the local variable it
// names (var start map[…]; if last != "" { start = map[…]{…} }). Read as
// items of their own, they are still a page's start (KeySet.StartKey).
func (a *analysis_) markStartLits(x ast.Expr) {
	if a.startLits == nil {
		a.startLits = map[*ast.CompositeLit]bool{}
	}
	if lit := keyexpr.CompositeLit(x); lit != nil {
		a.startLits[lit] = true
		return
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return
	}
	v, ok := a.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return
	}
	fi := a.funcAt(id.Pos())
	if fi == nil || fi.decl == nil || fi.decl.Body == nil {
		return
	}
	ast.Inspect(fi.decl.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != len(as.Rhs) {
			return true
		}
		for i, lhs := range as.Lhs {
			if l, ok := ast.Unparen(lhs).(*ast.Ident); ok && (a.pass.TypesInfo.Uses[l] == v || a.pass.TypesInfo.Defs[l] == v) {
				if lit := keyexpr.CompositeLit(as.Rhs[i]); lit != nil {
					a.startLits[lit] = true
				}
			}
		}
		return true
	})
}
