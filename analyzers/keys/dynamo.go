package keys

import (
	"go/ast"
	"go/types"
	"reflect"
	"strconv"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

// github.com/guregu/dynamo (v1 over aws-sdk-go, v2 over aws-sdk-go-v2) takes
// keys as arguments of builder methods on a Table, and declares key roles
// in struct tags:
//
//	db.Table("orders").Get("pk", id).Range("sk", dynamo.BeginsWith, "ORDER#").Index("GSI1").All(ctx, &out)
//	db.Table("orders").Delete("pk", id).Range("sk", sk).Run(ctx)
//	db.Table("orders").Put(Order{...}).Run(ctx)
//
//	type Order struct {
//		ID     string `dynamo:"id,hash"`
//		When   int64  `dynamo:",range" index:"ByUser,range"`
//		UserID string `index:"ByUser,hash"`
//	}

// dynamoOps maps the values of guregu's Operator constants to key-condition
// operators. NotEqual is no key condition.
var dynamoOps = map[string]string{
	"EQ": "=", "LT": "<", "LE": "<=", "GT": ">", "GE": ">=",
	"BEGINS_WITH": "begins_with", "BETWEEN": "BETWEEN",
}

// dynamoCall reads a call of a Table method: Put takes an item; Get,
// Delete, Update and Check take the partition key and begin a chain whose
// Range gives the sort key and Index the index.
func (a *analysis_) dynamoCall(call *ast.CallExpr, fn *types.Func, stack []ast.Node) {
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil {
		return
	}
	if _, recv := sdk.NamedOf(sig.Recv().Type()); recv != "Table" {
		return
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return
	}
	base := KeySet{Pos: call.Pos()}
	base.Table, base.TableExpr = a.dynamoTable(sel.X, 0)
	if base.Table == "" {
		base.tableObj = a.tableVar(sel.X) // a field or variable holding the dynamo.Table
		if c, ok := ast.Unparen(sel.X).(*ast.CallExpr); ok && len(c.Args) == 1 && base.tableObj == nil {
			if fn := keyexpr.Callee(a.pass.TypesInfo, c); fn != nil && fn.Pkg() != nil && sdk.IsDynamo(fn.Pkg().Path()) && fn.Name() == "Table" {
				base.tableObj = a.tableVar(c.Args[0])
			}
		}
		if base.tableObj == nil {
			base.tablePattern = a.dynamoTablePattern(sel.X, 0)
		}
	}
	switch fn.Name() {
	case "Put":
		if len(call.Args) != 1 {
			return
		}
		s := base
		s.Call, s.Op = "dynamo.Put", sdk.OpWrite
		a.itemType(a.pass.TypesInfo.TypeOf(call.Args[0]))
		a.marshalsAny(call.Args[0])
		if isAttributeMap(a.pass.TypesInfo.TypeOf(call.Args[0])) {
			a.mapKeys(&s, call.Args[0])
			a.collectAttrs(&s, call.Args[0], FormItem)
		} else {
			a.structKeys(&s, call.Args[0], call.Pos(), styleDynamo)
			s.Form, s.AttrsPos, s.AttrsEnd = FormItem, call.Args[0].Pos(), call.Args[0].End()
			s.Attrs, s.AttrsComplete = a.marshalAttrs(call.Args[0], call.Pos(), styleDynamo)
		}
		a.add(&s)
	case "Get", "Delete", "Update", "Check":
		if len(call.Args) == 2 {
			a.dynamoKey(base, call, fn.Name(), a.chain(call, stack))
		}
	case "Batch":
		a.dynamoBatch(base, call, a.chain(call, stack), stack)
	case "Scan":
		// A whole table or index read (see Result.Scans).
		s := base
		s.Call, s.Op = "dynamo.Scan", sdk.OpRead
		for _, c := range a.chain(call, stack) {
			if fn := keyexpr.Callee(a.pass.TypesInfo, c); fn != nil && fn.Name() == "Index" && len(c.Args) == 1 {
				s.Index, _ = a.str(c.Args[0])
			}
		}
		a.addScan(&s)
	}
}

// dynamoBatch reads t.Batch("pk", "sk").Get(keys...) and
// .Write().Delete(keys...): each dynamo.Keys{hash, range} literal given, or
// appended in the function to the slice spread into the call, is a key of
// the names Batch was given, in their order.
func (a *analysis_) dynamoBatch(base KeySet, call *ast.CallExpr, calls []*ast.CallExpr, stack []ast.Node) {
	if len(call.Args) == 0 || len(call.Args) > 2 || call.Ellipsis.IsValid() {
		return
	}
	var names []string
	for _, x := range call.Args {
		n, ok := a.str(x)
		if !ok {
			return
		}
		names = append(names, n)
	}
	for _, c := range calls {
		fn := keyexpr.Callee(a.pass.TypesInfo, c)
		if fn == nil || fn.Pkg() == nil || !sdk.IsDynamo(fn.Pkg().Path()) {
			continue
		}
		s := base
		switch fn.Name() {
		case "Get":
			s.Call, s.Op = "dynamo.BatchGet", sdk.OpRead
		case "Delete":
			s.Call, s.Op = "dynamo.BatchWrite", sdk.OpKey
		default:
			continue
		}
		for _, lit := range a.keysLits(c, stack) {
			ks := s
			ks.Pos = lit.Pos()
			for i, el := range lit.Elts {
				if i >= len(names) {
					break
				}
				role := tables.Partition
				if i == 1 {
					role = tables.Sort
				}
				ks.Keys = append(ks.Keys, a.argKey(names[i], role, "", el, ""))
			}
			a.add(&ks)
		}
	}
}

// keysLits are the dynamo.Keys literals call is given: its arguments, or
// the literals appended (or listed) in the enclosing function to the local
// slice spread into it (keys = append(keys, dynamo.Keys{…})).
func (a *analysis_) keysLits(call *ast.CallExpr, stack []ast.Node) []*ast.CompositeLit {
	info := a.pass.TypesInfo
	isKeys := func(x ast.Expr) (*ast.CompositeLit, bool) {
		lit, ok := ast.Unparen(x).(*ast.CompositeLit)
		if !ok {
			return nil, false
		}
		if pkg, name := sdk.NamedOf(info.TypeOf(lit)); name != "Keys" || !sdk.IsDynamo(pkg) {
			return nil, false
		}
		return lit, true
	}
	var out []*ast.CompositeLit
	if !call.Ellipsis.IsValid() {
		for _, x := range call.Args {
			if lit, ok := isKeys(x); ok {
				out = append(out, lit)
			}
		}
		return out
	}
	id, ok := ast.Unparen(call.Args[len(call.Args)-1]).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := info.Uses[id].(*types.Var)
	fd := enclosingFunc(stack)
	if !ok || fd == nil || v.Parent() == nil || v.Parent() == a.pass.Pkg.Scope() {
		return nil
	}
	elems := func(x ast.Expr) {
		switch x := ast.Unparen(x).(type) {
		case *ast.CompositeLit:
			if _, ok := isKeys(x); ok {
				out = append(out, x)
				return
			}
			for _, el := range x.Elts {
				if lit, ok := isKeys(el); ok {
					out = append(out, lit)
				}
			}
		case *ast.CallExpr:
			if b, ok := info.Uses[identOf(x.Fun)].(*types.Builtin); ok && b.Name() == "append" && len(x.Args) > 1 && !x.Ellipsis.IsValid() {
				for _, el := range x.Args[1:] {
					if lit, ok := isKeys(el); ok {
						out = append(out, lit)
					}
				}
			}
		}
	}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				lid, ok := l.(*ast.Ident)
				if !ok || i >= len(n.Rhs) || len(n.Lhs) != len(n.Rhs) {
					continue
				}
				if info.Uses[lid] == v || info.Defs[lid] == v {
					elems(n.Rhs[i])
				}
			}
		case *ast.ValueSpec:
			for i, name := range n.Names {
				if info.Defs[name] == v && i < len(n.Values) {
					elems(n.Values[i])
				}
			}
		}
		return true
	})
	return out
}

// dynamoKey reads the keys of a Get/Delete/Update/Check chain.
func (a *analysis_) dynamoKey(base KeySet, call *ast.CallExpr, method string, calls []*ast.CallExpr) {
	hash, ok := a.str(call.Args[0])
	var hashParam *paramKey // the partition key, its attribute named by the caller
	if !ok {
		if hashParam = a.positionalKey(call.Args[0], call.Args[1], tables.Partition); hashParam == nil {
			return
		}
	}
	s := base
	s.Call = "dynamo." + method
	switch method {
	case "Get", "Check":
		s.Op = sdk.OpRead
	default:
		s.Op = sdk.OpKey
	}
	var (
		rangeName  string
		rangeParam *paramKey // the sort key, its attribute named by the caller
		rangeNameX ast.Expr
		rangeOp    string
		rangeVals  []ast.Expr
		query      bool
		updateSets [][2]ast.Expr
		updateAdds [][2]ast.Expr // Update(...).Add("score", n): a running sum
		dest       ast.Expr      // what One or All fills
	)
	for _, c := range calls {
		fn := keyexpr.Callee(a.pass.TypesInfo, c)
		if fn == nil || fn.Pkg() == nil || !sdk.IsDynamo(fn.Pkg().Path()) {
			continue
		}
		if method == "Get" && len(c.Args) > 0 && (strings.HasPrefix(fn.Name(), "One") || strings.HasPrefix(fn.Name(), "All")) {
			dest = c.Args[len(c.Args)-1]
		}
		switch fn.Name() {
		case "Range":
			if len(c.Args) < 2 {
				continue
			}
			name, ok := a.str(c.Args[0])
			if method != "Get" {
				// Delete/Update/Check: Range(name, value) names the item.
				if !ok {
					rangeParam = a.positionalKey(c.Args[0], c.Args[1], tables.Sort)
					rangeOp = "="
					continue
				}
				rangeName, rangeNameX, rangeOp, rangeVals = name, c.Args[0], "=", c.Args[1:2]
				continue
			}
			tv, tok := a.pass.TypesInfo.Types[c.Args[1]]
			if !tok || tv.Value == nil {
				continue
			}
			op, opok := dynamoOps[strings.Trim(tv.Value.ExactString(), `"`)]
			if !opok || c.Ellipsis.IsValid() {
				continue
			}
			if !ok {
				if len(c.Args) == 3 {
					rangeParam, rangeOp = a.positionalKey(c.Args[0], c.Args[2], tables.Sort), op
				}
				continue
			}
			rangeName, rangeNameX, rangeOp, rangeVals = name, c.Args[0], op, c.Args[2:]
		case "Index":
			if len(c.Args) == 1 {
				s.Index, _ = a.str(c.Args[0])
				s.IndexExpr = c.Args[0]
				query = true // GetItem cannot read an index
			}
		case "All", "AllWithContext", "AllWithLastEvaluatedKey", "AllWithLastEvaluatedKeyContext", "Count", "CountWithContext", "Iter":
			query = true
		case "Set":
			if method == "Update" && len(c.Args) == 2 {
				updateSets = append(updateSets, [2]ast.Expr{c.Args[0], c.Args[1]})
			}
		case "Add":
			if method == "Update" && len(c.Args) == 2 && isNumeric(a.pass.TypesInfo.TypeOf(c.Args[1])) {
				updateAdds = append(updateAdds, [2]ast.Expr{c.Args[0], c.Args[1]})
			}
		}
	}
	if method == "Get" && (query || rangeOp != "" && rangeOp != "=") {
		s.Call, query = "dynamo.Query", true
	}
	cond := func(op string) string {
		if query {
			return op
		}
		return ""
	}
	item := destStruct(a.pass.TypesInfo.TypeOf(dest))
	if hashParam != nil {
		hashParam.Index, hashParam.Cond = s.Index, cond("=")
		s.pkeys = append(s.pkeys, hashParam)
	} else {
		pk := a.argKey(hash, tables.Partition, s.Index, call.Args[1], cond("="))
		pk.Field = dynamoField(item, hash)
		s.Keys = append(s.Keys, pk)
	}
	if rangeParam != nil {
		rangeParam.Index, rangeParam.Cond = s.Index, cond(rangeOp)
		s.pkeys = append(s.pkeys, rangeParam)
	}
	if rangeName != "" {
		for _, v := range rangeVals {
			k := a.argKey(rangeName, tables.Sort, s.Index, v, cond(rangeOp))
			k.Field = dynamoField(item, rangeName)
			s.Keys = append(s.Keys, k)
		}
	}
	a.dynamoAttrs(&s, call.Args[0], call.Args[1], rangeNameX, rangeVals, rangeOp)
	a.add(&s)

	// Update(...).Set("GSI1PK", v) writes a key attribute of an index.
	if len(updateSets)+len(updateAdds) > 0 {
		w := base
		w.Call, w.Op = "dynamo.Update", sdk.OpWrite
		for _, kv := range updateSets {
			attr, ok := a.str(kv[0])
			if !ok || attr == hash || attr == rangeName {
				continue
			}
			a.addKey(&w, entry{attr: attr, value: kv[1], t: a.marshalled(kv[1]), num: isNumeric(a.pass.TypesInfo.TypeOf(kv[1]))}, "")
		}
		for _, kv := range updateAdds {
			if attr, ok := a.str(kv[0]); ok && attr != hash && attr != rangeName {
				a.addKey(&w, accumulated(attr, entry{value: kv[1]}), "")
			}
		}
		a.add(&w)
	}
}

// positionalKey is a guregu key whose attribute a string parameter of the
// function around the call names (get(t, hashName string, v any) calling
// t.Get(hashName, v)): a call site's constant name is the attribute, in the
// role of its place in the call. nil when name is no such parameter.
func (a *analysis_) positionalKey(name, val ast.Expr, role tables.Role) *paramKey {
	ref, ok := a.param(name)
	if !ok || ref.i < 0 || !isStringType(a.pass.TypesInfo.TypeOf(name)) {
		return nil
	}
	return &paramKey{
		AttrParam: ref.i, MethodParam: keyexpr.NoParam, Role: role, Positional: true,
		Numeric: isNumeric(a.pass.TypesInfo.TypeOf(val)), Value: a.ev.EvalParams(ref.f.sig, val), expr: val,
	}
}

// destStruct is the item struct a query fills through out: *T, *[]T,
// *[]*T; nil for anything else (a map, an interface).
func destStruct(out types.Type) *types.Struct {
	if out == nil {
		return nil
	}
	p, ok := types.Unalias(out).(*types.Pointer)
	if !ok {
		return nil
	}
	t := p.Elem()
	if sl, ok := t.Underlying().(*types.Slice); ok {
		t = sl.Elem()
		if p, ok := types.Unalias(t).(*types.Pointer); ok {
			t = p.Elem()
		}
	}
	if _, ok := types.Unalias(t).(*types.Named); !ok {
		return nil
	}
	st, _ := t.Underlying().(*types.Struct)
	return st
}

// dynamoField is the field of st (or of a struct it embeds) guregu reads
// attribute attr into, nil if none.
func dynamoField(st *types.Struct, attr string) *types.Var {
	var find func(st *types.Struct, depth int) *types.Var
	find = func(st *types.Struct, depth int) *types.Var {
		if st == nil || depth > 4 {
			return nil
		}
		for i := 0; i < st.NumFields(); i++ {
			fld := st.Field(i)
			if fld.Anonymous() {
				continue
			}
			if name, _, ok := attrName(fld, st.Tag(i), styleDynamo); ok && name == attr {
				return fld
			}
		}
		for i := 0; i < st.NumFields(); i++ {
			if fld := st.Field(i); fld.Anonymous() && flattened(st.Tag(i), styleDynamo) {
				if f := find(structOf(fld.Type()), depth+1); f != nil {
					return f
				}
			}
		}
		return nil
	}
	return find(st, 0)
}

// argKey is the key a builder method takes as an argument: its name says
// its role.
func (a *analysis_) argKey(attr string, role tables.Role, index string, x ast.Expr, cond string) *Key {
	return &Key{Attr: attr, Role: role, Index: index, Numeric: isNumeric(a.pass.TypesInfo.TypeOf(x)), Expr: x, Value: a.marshalled(x), Cond: cond}
}

// marshalled is the template of a Go value a library marshals into an
// attribute: a time.Time is written as RFC 3339 with nanoseconds.
func (a *analysis_) marshalled(x ast.Expr) keyexpr.Template {
	t := a.ev.Eval(x)
	if h := onlyHole(t); h != nil && h.Kind == keyexpr.Time && sdk.Is(a.pass.TypesInfo.TypeOf(x), "time", "Time") {
		h.Layout = "2006-01-02T15:04:05.999999999Z07:00"
	}
	return t
}

// chain lists the method calls applied to what call returns: chained on it
// (table.Get(...).Range(...).One(...)), and, when a variable is set to the
// chain, the calls made on that variable (q := table.Get(...);
// q.Range(...)).
func (a *analysis_) chain(call *ast.CallExpr, stack []ast.Node) []*ast.CallExpr {
	var out []*ast.CallExpr
	var cur ast.Expr = call
	i := len(stack) - 1
	for i >= 2 {
		sel, ok := stack[i-1].(*ast.SelectorExpr)
		if !ok || sel.X != cur {
			break
		}
		outer, ok := stack[i-2].(*ast.CallExpr)
		if !ok || outer.Fun != sel {
			break
		}
		out = append(out, outer)
		cur, i = outer, i-2
	}
	if i >= 1 {
		if v := a.assignedVar(stack[i-1], cur); v != nil {
			out = append(out, a.ev.MethodCalls(v)...)
		}
	}
	return out
}

// assignedVar returns the variable parent (an assignment or declaration)
// sets to x alone.
func (a *analysis_) assignedVar(parent ast.Node, x ast.Expr) *types.Var {
	var id *ast.Ident
	switch p := parent.(type) {
	case *ast.AssignStmt:
		if len(p.Lhs) == 1 && len(p.Rhs) == 1 && p.Rhs[0] == x {
			id, _ = p.Lhs[0].(*ast.Ident)
		}
	case *ast.ValueSpec:
		for i, v := range p.Values {
			if v == x && len(p.Names) == len(p.Values) {
				id = p.Names[i]
			}
		}
	}
	if id == nil {
		return nil
	}
	obj := a.pass.TypesInfo.Defs[id]
	if obj == nil {
		obj = a.pass.TypesInfo.Uses[id]
	}
	v, _ := obj.(*types.Var)
	return v
}

// dynamoTable resolves the Table a method is called on: db.Table("orders"),
// or a variable set once to it. It returns the name, if constant, and the
// source text of the name (or of the table value) for messages.
func (a *analysis_) dynamoTable(x ast.Expr, depth int) (name, text string) {
	x = ast.Unparen(x)
	switch y := x.(type) {
	case *ast.CallExpr:
		fn := keyexpr.Callee(a.pass.TypesInfo, y)
		if fn != nil && fn.Pkg() != nil && sdk.IsDynamo(fn.Pkg().Path()) && fn.Name() == "Table" && len(y.Args) == 1 {
			name, _ = a.str(y.Args[0])
			if name == "" {
				name = a.envTable(y.Args[0]) // db.Table(os.Getenv("ORDERS_TABLE"))
			}
			return name, types.ExprString(y.Args[0])
		}
		if fn != nil && fn.Pkg() == a.pass.Pkg && depth < 4 {
			// A helper of the package returning db.Table(name) (a
			// GetOrCreateTable that makes the table first).
			if name := a.dynamoTableHelper(y, fn, depth); name != "" {
				return name, types.ExprString(y)
			}
		}
	case *ast.Ident:
		if v, ok := a.pass.TypesInfo.Uses[y].(*types.Var); ok && depth < 4 {
			if d, ok := a.ev.Definition(v, y.Pos()); ok {
				if name, text := a.dynamoTable(d, depth+1); name != "" {
					return name, text
				}
			}
		}
	case *ast.SelectorExpr:
		// A store's dynamo.Table field, set by its constructor: the one
		// table every value stored in it names.
		if v := a.ownField(y); v != nil && depth < 4 {
			name := ""
			stores, _ := a.ev.StoresOfField(v)
			for _, val := range stores {
				if val == nil {
					return "", types.ExprString(x)
				}
				n, _ := a.dynamoTable(val, depth+1)
				if n == "" || name != "" && n != name {
					return "", types.ExprString(x)
				}
				name = n
			}
			if name != "" {
				return name, types.ExprString(x)
			}
		}
	}
	return "", types.ExprString(x)
}

// dynamoTableHelper is the table a call of fn, a function of the package
// whose every return is a guregu table, names: the same table at each
// return, with the function's parameters bound to the call's arguments
// (GetOrCreateTable(db, "Links", Link{}) returning db.Table(name)).
func (a *analysis_) dynamoTableHelper(call *ast.CallExpr, fn *types.Func, depth int) string {
	fi := a.w.funcs[fn]
	if fi == nil || fi.sig.Results().Len() != 1 {
		return ""
	}
	name := ""
	ok := true
	ast.Inspect(fi.decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) != 1 {
				ok = false
				return false
			}
			r, isCall := ast.Unparen(n.Results[0]).(*ast.CallExpr)
			var got string
			if isCall && len(r.Args) == 1 {
				if c := keyexpr.Callee(a.pass.TypesInfo, r); c != nil && c.Pkg() != nil && sdk.IsDynamo(c.Pkg().Path()) && c.Name() == "Table" {
					got = a.boundStr(r.Args[0], fi, call)
				}
			}
			if got == "" {
				got, _ = a.dynamoTable(n.Results[0], depth+1)
			}
			if got == "" || name != "" && got != name {
				ok = false
			}
			name = got
		}
		return ok
	})
	if !ok {
		return ""
	}
	return name
}

// dynamoTablePattern is the pattern of the name of the table a guregu
// Table value names when the name is not constant ("*Files" of
// db.Table(prefix + "Files"), directly, through a variable, or through a
// helper of the package returning db.Table(prefix + name) called with
// "Files"); "" if none.
func (a *analysis_) dynamoTablePattern(x ast.Expr, depth int) string {
	switch y := ast.Unparen(x).(type) {
	case *ast.CallExpr:
		fn := keyexpr.Callee(a.pass.TypesInfo, y)
		switch {
		case fn == nil || fn.Pkg() == nil:
		case sdk.IsDynamo(fn.Pkg().Path()) && fn.Name() == "Table" && len(y.Args) == 1:
			return namePattern(a.ev.Eval(y.Args[0]))
		case fn.Pkg() == a.pass.Pkg && depth < 4:
			fi := a.w.funcs[fn]
			if fi == nil || fi.decl == nil || fi.decl.Body == nil || fi.sig.Results().Len() != 1 {
				return ""
			}
			ret := onlyReturn(fi.decl.Body)
			if ret == nil || len(ret.Results) != 1 {
				return ""
			}
			r, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
			if !ok || len(r.Args) != 1 {
				return ""
			}
			if c := keyexpr.Callee(a.pass.TypesInfo, r); c == nil || c.Pkg() == nil || !sdk.IsDynamo(c.Pkg().Path()) || c.Name() != "Table" {
				return ""
			}
			t := a.ev.EvalParams(fi.sig, r.Args[0])
			return namePattern(a.ev.Substitute(y, fi.sig, t, true))
		}
	case *ast.Ident:
		if v, ok := a.pass.TypesInfo.Uses[y].(*types.Var); ok && depth < 4 {
			if d, ok := a.ev.Definition(v, y.Pos()); ok {
				return a.dynamoTablePattern(d, depth+1)
			}
		}
	}
	return ""
}

// boundStr is the constant x is in fi called at call: its own, or the
// call's argument for the parameter x names.
func (a *analysis_) boundStr(x ast.Expr, fi *funcInfo, call *ast.CallExpr) string {
	if s, ok := a.str(x); ok {
		return s
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return ""
	}
	for i := 0; i < fi.sig.Params().Len(); i++ {
		variadic := fi.sig.Variadic() && i == fi.sig.Params().Len()-1
		if a.pass.TypesInfo.Uses[id] == fi.sig.Params().At(i) && i < len(call.Args) && !variadic {
			s, _ := a.str(call.Args[i])
			return s
		}
	}
	return ""
}

// dynamoTables reads the key schemas guregu/dynamo code declares in struct
// tags: db.CreateTable("orders", Order{}), and the items given to
// table.Put of a table whose schema is not otherwise known.
func (a *analysis_) dynamoTables(known []*tables.Table) ([]*tables.Table, []IndexAdd) {
	var out []*tables.Table
	var adds []IndexAdd
	has := func(name string) bool {
		for _, t := range known {
			if t.Name == name {
				return true
			}
		}
		for _, t := range out {
			if t.Name == name {
				return true
			}
		}
		return false
	}
	var d *tableDecls
	a.inspector().WithStack([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		if push {
			call := n.(*ast.CallExpr)
			if add, ok := a.dynamoIndexAdd(call); ok {
				adds = append(adds, add)
				return true
			}
			a.dynamoTable1(call, stack, func() *tableDecls {
				if d == nil {
					d = newTableDecls(a) // only in a package that calls guregu's CreateTable
				}
				return d
			}, has, &out)
		}
		return true
	})
	return out, adds
}

// dynamoIndexAdd reads t.UpdateTable().CreateIndex(dynamo.Index{Name: …,
// HashKey: …, RangeKey: …}) on a table of known name: the index it adds.
func (a *analysis_) dynamoIndexAdd(call *ast.CallExpr) (IndexAdd, bool) {
	fn := keyexpr.Callee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil || !sdk.IsDynamo(fn.Pkg().Path()) || fn.Name() != "CreateIndex" || len(call.Args) != 1 {
		return IndexAdd{}, false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return IndexAdd{}, false
	}
	up, ok := ast.Unparen(sel.X).(*ast.CallExpr)
	if !ok || len(up.Args) != 0 {
		return IndexAdd{}, false
	}
	upSel, ok := ast.Unparen(up.Fun).(*ast.SelectorExpr)
	if !ok || upSel.Sel.Name != "UpdateTable" {
		return IndexAdd{}, false
	}
	table, _ := a.dynamoTable(upSel.X, 0)
	lit, ok := ast.Unparen(call.Args[0]).(*ast.CompositeLit)
	if table == "" || !ok {
		return IndexAdd{}, false
	}
	var ix tables.Index
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			return IndexAdd{}, false // positional: every field, unread
		}
		k, ok := kv.Key.(*ast.Ident)
		if !ok {
			continue
		}
		switch k.Name {
		case "Name":
			ix.Name, _ = a.str(kv.Value)
		case "HashKey":
			ix.Partition, _ = a.str(kv.Value)
		case "RangeKey":
			ix.Sort, _ = a.str(kv.Value)
		case "Local":
			if tv, ok := a.pass.TypesInfo.Types[kv.Value]; ok && tv.Value != nil && tv.Value.ExactString() == "true" {
				ix.Local = true
			}
		}
	}
	if ix.Name == "" || ix.Partition == "" {
		return IndexAdd{}, false
	}
	return IndexAdd{Table: table, Index: ix, Source: "UpdateTable().CreateIndex at " + a.position(call.Pos())}, true
}

// dynamoTable1 reads one guregu call that declares a table (CreateTable, or
// Put of a tagged item) into out.
func (a *analysis_) dynamoTable1(call *ast.CallExpr, stack []ast.Node, decls func() *tableDecls, has func(string) bool, out *[]*tables.Table) {
	{
		fn := keyexpr.Callee(a.pass.TypesInfo, call)
		if fn == nil || fn.Pkg() == nil || !sdk.IsDynamo(fn.Pkg().Path()) {
			return
		}
		var name, id, source string
		var item ast.Expr
		switch {
		case fn.Name() == "CreateTable" && len(call.Args) == 2:
			if ts := a.createTableBound(decls(), call, stack); len(ts) > 0 {
				// A helper given the name and model, or a loop over
				// specs: each binding is a table.
				for _, t := range ts {
					if !has(t.Name) {
						*out = append(*out, t)
					}
				}
				return
			}
			var ok bool
			if name, ok = a.str(call.Args[0]); !ok {
				// A name computed at run time (a parameter, a config
				// field): kept unnamed, as a CreateTableInput with such a
				// name is, so that its keys inform every key set whose
				// table is unknown (Schema.Lookup).
				id = types.ExprString(call.Args[0])
			}
			item, source = call.Args[1], "CreateTable at "
		case fn.Name() == "Put" && len(call.Args) == 1:
			sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
			if !ok {
				return
			}
			if name, _ = a.dynamoTable(sel.X, 0); name == "" {
				return
			}
			item, source = call.Args[0], "dynamo tags of the item put at "
		default:
			return
		}
		st := structOf(a.pass.TypesInfo.TypeOf(item))
		if st == nil || name != "" && has(name) {
			return
		}
		t := tagTable(st)
		if t.Partition == "" {
			return
		}
		t.Name, t.ID, t.Source = name, id, source+a.position(call.Pos())
		t.IndexesPartial = fn.Name() == "Put"
		*out = append(*out, t)
	}
}

// createTableBound reads db.CreateTable(name, model) whose name or model
// is bound by a range loop around it or, in a helper, by the helper's calls
// in the package (with the loops around them), as CreateTableInput
// literals are read (tableDecls): one table per binding whose name is a
// constant and whose model a tagged struct. Empty when neither argument is
// bound that way (the direct call is read by dynamoTable1).
func (a *analysis_) createTableBound(d *tableDecls, call *ast.CallExpr, stack []ast.Node) []*tables.Table {
	var out []*tables.Table
	bound := false
	read := func(env *tenv, source string) {
		nameX, nenv := d.bound(call.Args[0], env)
		itemX, ienv := d.bound(call.Args[1], env)
		if nenv == nil && ienv == nil && nameX == call.Args[0] && itemX == call.Args[1] {
			return
		}
		bound = true
		name, ok := d.str(nameX, nenv)
		if !ok || name == "" || len(out) == maxLoopTables {
			return
		}
		st := structOf(a.pass.TypesInfo.TypeOf(itemX))
		if st == nil {
			return
		}
		t := tagTable(st)
		if t.Partition == "" {
			return
		}
		t.Name, t.Source = name, source
		out = append(out, t)
	}
	source := "CreateTable at " + a.position(call.Pos())
	fd := enclosingFunc(stack)
	for _, env := range d.loopEnvs(stack) {
		read(env, source)
		for _, c := range d.callsOf(fd) {
			for _, ce := range c.envs {
				b := d.bindCall(fd, c.call, ce)
				b.parent = env
				read(b, source+" (called at "+a.position(c.call.Pos())+")")
			}
		}
	}
	if !bound {
		return nil
	}
	return out
}

// tagTable reads the key schema guregu/dynamo struct tags declare:
// dynamo:"name,hash" and dynamo:",range" for the table, index:"Name,hash"
// and index:"Name,range" for global indexes, localIndex:"Name,range" for
// local ones. The result has no Partition when the struct declares none.
func tagTable(st *types.Struct) *tables.Table {
	t := &tables.Table{}
	var indexes []*tables.Index
	index := func(name string, local bool) *tables.Index {
		for _, ix := range indexes {
			if ix.Name == name {
				return ix
			}
		}
		ix := &tables.Index{Name: name, Local: local}
		indexes = append(indexes, ix)
		return ix
	}
	var walk func(st *types.Struct, depth int)
	walk = func(st *types.Struct, depth int) {
		if depth > 4 {
			return
		}
		for i := 0; i < st.NumFields(); i++ {
			fld, tag := st.Field(i), st.Tag(i)
			if fld.Anonymous() {
				if inner := structOf(fld.Type()); inner != nil && flattened(tag, styleDynamo) {
					walk(inner, depth+1)
				}
				continue
			}
			attr, opts, ok := attrName(fld, tag, styleDynamo)
			if !ok {
				continue
			}
			if spec, ok := reflect.StructTag(tag).Lookup("dynamo"); ok {
				if keyRole(spec) != 0 {
					if typ := goAttrType(fld.Type(), opts); typ != "" {
						t.Types = append(t.Types, tables.AttrType{Name: attr, Type: typ})
					}
				}
				switch keyRole(spec) {
				case tables.Partition:
					if t.Partition == "" {
						t.Partition = attr
					}
				case tables.Sort:
					if t.Sort == "" {
						t.Sort = attr
					}
				}
			}
			for _, key := range []string{"index", "localIndex"} {
				for _, spec := range lookupAll(tag, key) {
					ixName, _, _ := strings.Cut(spec, ",")
					if ixName == "" {
						continue
					}
					ix := index(ixName, key == "localIndex")
					switch keyRole(spec) {
					case tables.Partition:
						ix.Partition = attr
					case tables.Sort:
						ix.Sort = attr
					}
				}
			}
		}
	}
	walk(st, 0)
	for _, ix := range indexes {
		if ix.Local && ix.Partition == "" {
			ix.Partition = t.Partition // a local index shares the table's partition key
		}
		if ix.Partition != "" {
			t.Indexes = append(t.Indexes, *ix)
		}
	}
	return t
}

// keyRole reads the key type of a guregu tag value: "id,hash" → Partition.
func keyRole(spec string) tables.Role {
	parts := strings.Split(spec, ",")
	for _, p := range parts[1:] {
		switch p {
		case "hash", "partition":
			return tables.Partition
		case "range", "sort":
			return tables.Sort
		}
	}
	return 0
}

// lookupAll returns every value of key in a struct tag: guregu allows a
// key to repeat (index:"A,hash" index:"B,range"), which
// reflect.StructTag.Lookup does not see.
func lookupAll(tag, key string) []string {
	var out []string
	for tag != "" {
		tag = strings.TrimLeft(tag, " ")
		i := 0
		for i < len(tag) && tag[i] > ' ' && tag[i] != ':' && tag[i] != '"' && tag[i] != 0x7f {
			i++
		}
		if i == 0 || i+1 >= len(tag) || tag[i] != ':' || tag[i+1] != '"' {
			break
		}
		name := tag[:i]
		tag = tag[i+1:]
		i = 1
		for i < len(tag) && tag[i] != '"' {
			if tag[i] == '\\' {
				i++
			}
			i++
		}
		if i >= len(tag) {
			break
		}
		quoted := tag[:i+1]
		tag = tag[i+1:]
		if name == key {
			if v, err := strconv.Unquote(quoted); err == nil {
				out = append(out, v)
			}
		}
	}
	return out
}
