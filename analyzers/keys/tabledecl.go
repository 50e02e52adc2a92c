package keys

import (
	"go/ast"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

// Table declarations in code are read by a small interpreter over the AST
// rather than by the key evaluator: what matters here is which constant
// string each field of a CreateTableInput ends up holding, through the
// shapes projects use to declare several tables alike — a helper taking the
// table's name and key names as parameters (createTable(name, pk, sk,
// gsi("byStatus", "status"))), and a loop over a literal slice of table
// specs. Parameters are bound to the arguments of each call of the helper
// in the package, range variables to each element of the slice; anything
// else unknown leaves the field unknown, and a table without a known
// partition key is dropped.

// maxTableDepth bounds the nesting of helper calls followed, and
// maxLoopTables the tables one loop may declare.
const (
	maxTableDepth = 4
	maxLoopTables = 64
)

// tbind is what a variable stands for: an expression (with the bindings it
// is read under), or, for a variadic parameter, the list of arguments.
type tbind struct {
	x    ast.Expr
	env  *tenv
	list []tbind
	// param, when not 0, stands for the helper's parameter param-1 in a
	// template read for TableHelperFact (see paramMark).
	param int
}

// paramMark is the text standing for a helper's parameter i in the tables
// of a TableHelperFact; a NUL never occurs in a real name.
func paramMark(i int) string { return "\x00" + strconv.Itoa(i) + "\x00" }

// tenv binds parameters and range variables. A nil *tenv binds nothing.
type tenv struct {
	vars   map[*types.Var]tbind
	parent *tenv
}

func (e *tenv) lookup(v *types.Var) (tbind, bool) {
	for ; e != nil; e = e.parent {
		if b, ok := e.vars[v]; ok {
			return b, true
		}
	}
	return tbind{}, false
}

func (e *tenv) with(v *types.Var, b tbind) *tenv {
	return &tenv{vars: map[*types.Var]tbind{v: b}, parent: e}
}

// tableDecls reads the package's table declarations.
type tableDecls struct {
	a     *analysis_
	decls map[*types.Func]*ast.FuncDecl
	// unbound is set when a value depended on a parameter with no binding:
	// the declaration is a helper, to be read at its call sites.
	unbound bool
	depth   int
	// calls memoises callsOf: a helper's calls are the same for each
	// declaration literal and loop environment read in it.
	calls map[*ast.FuncDecl][]helperCall
}

func newTableDecls(a *analysis_) *tableDecls {
	d := &tableDecls{a: a, decls: map[*types.Func]*ast.FuncDecl{}}
	for _, f := range a.pass.Files {
		for _, decl := range f.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := a.pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					d.decls[fn] = fd
				}
			}
		}
	}
	return d
}

// str is the constant string x holds under env.
func (d *tableDecls) str(x ast.Expr, env *tenv) (string, bool) {
	info := d.a.pass.TypesInfo
	x = ast.Unparen(x)
	switch x := x.(type) {
	case *ast.CallExpr:
		if len(x.Args) != 1 {
			break
		}
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() { // types.KeyType(s), string(s)
			return d.str(x.Args[0], env)
		}
		if d.a.ev.IsPointerWrapper(x) { // aws.String(s), the package's own strPtr(s)
			return d.str(x.Args[0], env)
		}
	case *ast.StarExpr: // *s.Name, when Name is a *string
		return d.str(x.X, env)
	case *ast.Ident:
		if v, ok := info.Uses[x].(*types.Var); ok {
			if b, ok := env.lookup(v); ok && b.param > 0 {
				return paramMark(b.param - 1), true
			}
			if b, ok := env.lookup(v); ok && b.x != nil {
				return d.str(b.x, b.env)
			}
			if d.param(v) {
				return "", false
			}
		}
	case *ast.SelectorExpr:
		if f, ok := d.fields(x.X, env); ok {
			if b, ok := f[x.Sel.Name]; ok {
				return d.str(b.x, b.env)
			}
			return "", false
		}
	}
	return d.a.str(x)
}

// bound follows x through the bindings of env (a parameter bound at a
// call, a range variable, a field of a bound literal) to the expression it
// stands for, with the bindings that expression is read under; x and env
// themselves when x is bound to nothing.
func (d *tableDecls) bound(x ast.Expr, env *tenv) (ast.Expr, *tenv) {
	for range 8 {
		switch e := ast.Unparen(x).(type) {
		case *ast.Ident:
			v, ok := d.a.pass.TypesInfo.Uses[e].(*types.Var)
			if !ok {
				return x, env
			}
			b, ok := env.lookup(v)
			if !ok || b.x == nil {
				return x, env
			}
			x, env = b.x, b.env
		case *ast.SelectorExpr:
			f, ok := d.fields(e.X, env)
			if !ok {
				return x, env
			}
			b, ok := f[e.Sel.Name]
			if !ok || b.x == nil {
				return x, env
			}
			x, env = b.x, b.env
		default:
			return x, env
		}
	}
	return x, env
}

// param reports a function parameter with no binding, and notes it.
func (d *tableDecls) param(v *types.Var) bool {
	if v.IsField() || v.Parent() == nil || v.Parent() == d.a.pass.Pkg.Scope() {
		return false
	}
	// A parameter's scope is its function's: it has no position of its own
	// inside a block, so tell it by the function type's scope.
	for _, fd := range d.decls {
		if fd.Type.Params == nil {
			continue
		}
		if fd.Type.Params.Pos() <= v.Pos() && v.Pos() < fd.Type.Params.End() {
			d.unbound = true
			return true
		}
	}
	return false
}

// fields maps the fields of the struct value x (a literal, a variable bound
// or defined to one, or a call of a package function returning one) to
// their values.
func (d *tableDecls) fields(x ast.Expr, env *tenv) (map[string]tbind, bool) {
	if d.depth > maxTableDepth {
		return nil, false
	}
	info := d.a.pass.TypesInfo
	if lit := keyexpr.CompositeLit(x); lit != nil {
		st := structOf(info.TypeOf(lit)) // *T for an elided &T{} in []*T{{…}}
		if st == nil {
			return nil, false
		}
		m := map[string]tbind{}
		for i, el := range lit.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok {
					m[id.Name] = tbind{x: kv.Value, env: env}
				}
			} else if i < st.NumFields() { // {"orders", "id", "at"}
				m[st.Field(i).Name()] = tbind{x: el, env: env}
			}
		}
		return m, true
	}
	switch x := ast.Unparen(x).(type) {
	case *ast.StarExpr:
		return d.fields(x.X, env)
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok {
			return nil, false
		}
		if b, ok := env.lookup(v); ok && b.x != nil {
			d.depth++
			defer func() { d.depth-- }()
			return d.fields(b.x, b.env)
		}
		if d.param(v) {
			return nil, false
		}
		if def, ok := d.a.ev.Definition(v, x.Pos()); ok {
			return d.fields(def, env)
		}
	case *ast.CallExpr:
		fd, callee := d.returnsLit(x)
		if fd == nil {
			return nil, false
		}
		d.depth++
		defer func() { d.depth-- }()
		return d.fields(callee, d.bindCall(fd, x, env))
	}
	return nil, false
}

// elements lists the elements of the slice value x: a literal, a variable
// bound or defined to one, or a variadic parameter's arguments.
func (d *tableDecls) elements(x ast.Expr, env *tenv) []tbind {
	if x == nil || d.depth > maxTableDepth {
		return nil
	}
	if lit := keyexpr.CompositeLit(x); lit != nil {
		out := make([]tbind, 0, len(lit.Elts))
		for _, el := range lit.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok { // [...]T{0: a}
				el = kv.Value
			}
			out = append(out, tbind{x: el, env: env})
		}
		return out
	}
	if call, ok := ast.Unparen(x).(*ast.CallExpr); ok {
		// A function or method of the package that returns the list
		// (KeySchema: keySchema("pk", "sk"), KeySchema:
		// orderKey{}.KeySchema()), read with its parameters bound.
		if fd, ret := d.returnsLit(call); fd != nil {
			d.depth++
			defer func() { d.depth-- }()
			return d.elements(ret, d.bindCall(fd, call, env))
		}
		return nil
	}
	if sel, ok := ast.Unparen(x).(*ast.SelectorExpr); ok {
		// A field of a bound spec (KeySchema: spec.keySchema, in a loop
		// over specs that carry their key schemas whole).
		if f, ok := d.fields(sel.X, env); ok {
			if b, ok := f[sel.Sel.Name]; ok && b.x != nil {
				d.depth++
				defer func() { d.depth-- }()
				return d.elements(b.x, b.env)
			}
		}
		return nil
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := d.a.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	if b, ok := env.lookup(v); ok {
		if b.x == nil {
			return b.list
		}
		d.depth++
		defer func() { d.depth-- }()
		return d.elements(b.x, b.env)
	}
	if d.param(v) {
		return nil
	}
	if def, ok := d.a.ev.Definition(v, id.Pos()); ok {
		return d.elements(def, env)
	}
	d.depth++
	defer func() { d.depth-- }()
	return d.appended(v, id.Pos(), env)
}

// returnsLit returns the declaration of a package function called by call
// whose one return statement returns a composite literal, and that literal.
func (d *tableDecls) returnsLit(call *ast.CallExpr) (*ast.FuncDecl, ast.Expr) {
	fd, ret := d.returnsOne(call)
	if fd == nil || keyexpr.CompositeLit(ret) == nil {
		return nil, nil
	}
	return fd, ret
}

// bindCall binds the parameters of fd to the arguments of call (read under
// env); the arguments of a variadic parameter become a list.
func (d *tableDecls) bindCall(fd *ast.FuncDecl, call *ast.CallExpr, env *tenv) *tenv {
	info := d.a.pass.TypesInfo
	out := &tenv{vars: map[*types.Var]tbind{}}
	var params []*types.Var
	for _, field := range fd.Type.Params.List {
		for _, name := range field.Names {
			if v, ok := info.Defs[name].(*types.Var); ok {
				params = append(params, v)
			} else {
				params = append(params, nil)
			}
		}
		if len(field.Names) == 0 {
			params = append(params, nil)
		}
	}
	variadic := fd.Type.Params.NumFields() > 0 && isEllipsis(fd.Type.Params.List[len(fd.Type.Params.List)-1].Type)
	for i, p := range params {
		if p == nil {
			continue
		}
		if variadic && i == len(params)-1 && !call.Ellipsis.IsValid() {
			b := tbind{list: []tbind{}}
			for _, arg := range call.Args[min(i, len(call.Args)):] {
				b.list = append(b.list, tbind{x: arg, env: env})
			}
			out.vars[p] = b
			continue
		}
		if i < len(call.Args) {
			out.vars[p] = tbind{x: call.Args[i], env: env}
		}
	}
	return out
}

func isEllipsis(x ast.Expr) bool {
	_, ok := x.(*ast.Ellipsis)
	return ok
}

// keySchema reads a list of KeySchemaElement values.
func (d *tableDecls) keySchema(x ast.Expr, env *tenv) (partition, sortKey string) {
	for _, el := range d.elements(x, env) {
		f, ok := d.fields(el.x, el.env)
		if !ok {
			continue
		}
		name, ok := d.bstr(f["AttributeName"])
		if !ok {
			continue
		}
		switch kt, _ := d.bstr(f["KeyType"]); kt {
		case "HASH":
			partition = name
		case "RANGE":
			sortKey = name
		}
	}
	return partition, sortKey
}

// attributeTypes reads AttributeDefinitions: the declared DynamoDB type
// (S, N, B) of each key attribute.
func (d *tableDecls) attributeTypes(b tbind) []tables.AttrType {
	var out []tables.AttrType
	for _, el := range d.elements(b.x, b.env) {
		f, ok := d.fields(el.x, el.env)
		if !ok {
			continue
		}
		name, ok1 := d.bstr(f["AttributeName"])
		typ, ok2 := d.bstr(f["AttributeType"])
		if ok1 && ok2 {
			out = append(out, tables.AttrType{Name: name, Type: typ})
		}
	}
	return out
}

func (d *tableDecls) bstr(b tbind) (string, bool) {
	if b.x == nil {
		return "", false
	}
	return d.str(b.x, b.env)
}

// index reads a GlobalSecondaryIndex or LocalSecondaryIndex value.
func (d *tableDecls) index(b tbind, local bool) (tables.Index, bool) {
	f, ok := d.fields(b.x, b.env)
	if !ok {
		return tables.Index{}, false
	}
	name, ok := d.bstr(f["IndexName"])
	if !ok {
		return tables.Index{}, false
	}
	ks := f["KeySchema"]
	p, s := d.keySchema(ks.x, ks.env)
	if p == "" {
		return tables.Index{}, false
	}
	return tables.Index{Name: name, Partition: p, Sort: s, Local: local}, true
}

// table reads a CreateTableInput literal under env.
func (d *tableDecls) table(lit *ast.CompositeLit, env *tenv, source string) *tables.Table {
	f, _ := d.fields(lit, env)
	t := &tables.Table{Source: source}
	if b := f["TableName"]; b.x != nil {
		// A name computed at run time (an env var, a prefix + "orders")
		// is the usual case: the table is kept, unnamed, and its keys then
		// inform every key set whose table is unknown (Schema.Lookup).
		var ok bool
		if t.Name, ok = d.bstr(b); !ok {
			t.ID = types.ExprString(b.x)
			t.Pattern = d.namePattern(b)
			t.Holder = d.a.holder(d.a.tableVar(b.x))
		}
	}
	ks := f["KeySchema"]
	t.Partition, t.Sort = d.keySchema(ks.x, ks.env)
	if t.Partition == "" {
		return nil
	}
	t.Types = d.attributeTypes(f["AttributeDefinitions"])
	for _, list := range []string{"GlobalSecondaryIndexes", "LocalSecondaryIndexes"} {
		b := f[list]
		for _, el := range d.elements(b.x, b.env) {
			if ix, ok := d.index(el, list == "LocalSecondaryIndexes"); ok {
				t.Indexes = append(t.Indexes, ix)
			}
		}
	}
	return t
}

// IndexAdd is a secondary index that an UpdateTableInput creates on a
// table declared elsewhere.
type IndexAdd struct {
	Table  string
	Index  tables.Index
	Source string
}

// indexAdds reads an UpdateTableInput literal's index creations.
func (d *tableDecls) indexAdds(lit *ast.CompositeLit, env *tenv, source string) []IndexAdd {
	f, _ := d.fields(lit, env)
	name, ok := d.bstr(f["TableName"])
	if !ok && f["TableName"].x != nil {
		// A computed name: the index goes to the table of that pattern.
		name = d.namePattern(f["TableName"])
	}
	if name == "" {
		return nil
	}
	var out []IndexAdd
	b := f["GlobalSecondaryIndexUpdates"]
	for _, el := range d.elements(b.x, b.env) {
		uf, ok := d.fields(el.x, el.env)
		if !ok || uf["Create"].x == nil {
			continue
		}
		if ix, ok := d.index(uf["Create"], false); ok {
			out = append(out, IndexAdd{Table: name, Index: ix, Source: source})
		}
	}
	return out
}

// declarations reads every CreateTableInput and UpdateTableInput literal of
// the package: with no bindings; for each element of the literal slices
// the enclosing range loops walk; and, when a value depends on a parameter
// of the enclosing function, at each call of that function in the package.
func (a *analysis_) declarations() ([]*tables.Table, []IndexAdd) {
	d := newTableDecls(a)
	var decls []*tables.Table
	var adds []IndexAdd
	helpers := map[*types.Func][]tables.Table{}
	a.inspector().WithStack([]ast.Node{(*ast.CompositeLit)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		if !push {
			return true
		}
		lit := n.(*ast.CompositeLit)
		t := a.pass.TypesInfo.TypeOf(lit)
		create := sdk.Is(t, sdk.DynamoDB, "CreateTableInput") || sdk.Is(t, sdk.DynamoDBV1, "CreateTableInput")
		update := sdk.Is(t, sdk.DynamoDB, "UpdateTableInput") || sdk.Is(t, sdk.DynamoDBV1, "UpdateTableInput")
		if !create && !update {
			return true
		}
		kind := "CreateTableInput"
		if update {
			kind = "UpdateTableInput"
		}
		read := func(env *tenv, source string) {
			if create {
				if t := d.table(lit, env, source); t != nil {
					decls = append(decls, t)
				}
			} else {
				adds = append(adds, d.indexAdds(lit, env, source)...)
			}
		}
		source := kind + " at " + a.position(lit.Pos())
		for _, env := range d.loopEnvs(stack) {
			d.unbound = false
			nt, na := len(decls), len(adds)
			read(env, source)
			if !d.unbound {
				continue
			}
			// A helper: read it at each call in the package instead; kept
			// as it is (its keys may be constant) if nothing is called.
			fd := enclosingFunc(stack)
			if create && env == nil {
				if fn, t := d.helperTemplate(fd, lit, source); t != nil {
					helpers[fn] = append(helpers[fn], *t)
				}
			}
			calls := d.callsOf(fd)
			if len(calls) == 0 {
				continue
			}
			decls, adds = decls[:nt], adds[:na]
			for _, call := range calls {
				// A call in a loop over specs: once per element.
				for _, callEnv := range call.envs {
					b := d.bindCall(fd, call.call, callEnv)
					b.parent = env
					read(b, source+" (called at "+a.position(call.call.Pos())+")")
				}
			}
		}
		return true
	})
	for fn, ts := range helpers {
		a.pass.ExportObjectFact(fn, &TableHelperFact{Tables: ts})
	}
	return append(decls, a.helperCalls()...), adds
}

// TableHelperFact is the tables an exported function declares from its
// parameters (createTable(ctx, db, name, pk, sk)): names are templates
// in which paramMark(i) stands for parameter i, filled in at each call in
// another package.
type TableHelperFact struct{ Tables []tables.Table }

func (*TableHelperFact) AFact() {}
func (f *TableHelperFact) String() string {
	var names []string
	for _, t := range f.Tables {
		name := t.Name + t.ID
		if t.Pattern != "" {
			name += "~" + t.Pattern
		}
		names = append(names, strings.NewReplacer("\x00", "$").Replace(name+"="+t.Partition+"/"+t.Sort))
	}
	return "table helper " + strings.Join(names, ",")
}

// helperTemplate reads the CreateTableInput lit of the exported function
// fd with each parameter bound to its mark, for a TableHelperFact. The
// variadic parameter, if any, is an empty list: indexes passed one by one
// are not carried across packages.
func (d *tableDecls) helperTemplate(fd *ast.FuncDecl, lit *ast.CompositeLit, source string) (*types.Func, *tables.Table) {
	if fd == nil || !fd.Name.IsExported() {
		return nil, nil
	}
	fn, ok := d.a.pass.TypesInfo.Defs[fd.Name].(*types.Func)
	if !ok {
		return nil, nil
	}
	env := &tenv{vars: map[*types.Var]tbind{}}
	i := 0
	for _, field := range fd.Type.Params.List {
		for _, name := range field.Names {
			if v, ok := d.a.pass.TypesInfo.Defs[name].(*types.Var); ok {
				if isEllipsis(field.Type) {
					env.vars[v] = tbind{list: []tbind{}}
				} else {
					env.vars[v] = tbind{param: i + 1}
				}
			}
			i++
		}
		if len(field.Names) == 0 {
			i++
		}
	}
	d.unbound = false
	t := d.table(lit, env, source)
	if t == nil || d.unbound {
		return nil, nil
	}
	t.ID = "" // the expression of a parameter means nothing elsewhere
	return fn, t
}

// helperCalls reads the calls of other packages' table helpers
// (TableHelperFact), with the arguments' constant values in place of the
// parameters. A table whose keys are not all known is left out; one whose
// name is not is known by the argument's expression.
func (a *analysis_) helperCalls() []*tables.Table {
	var out []*tables.Table
	a.inspector().Preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
		call := n.(*ast.CallExpr)
		fn := keyexpr.Callee(a.pass.TypesInfo, call)
		if fn == nil || fn.Pkg() == nil || fn.Pkg() == a.pass.Pkg {
			return
		}
		var f TableHelperFact
		if !a.pass.ImportObjectFact(fn.Origin(), &f) {
			return
		}
		fill := func(s string) (string, string, bool) {
			for i, arg := range call.Args {
				m := paramMark(i)
				if !strings.Contains(s, m) {
					continue
				}
				v, ok := a.str(arg)
				if !ok {
					return "", types.ExprString(arg), false
				}
				s = strings.ReplaceAll(s, m, v)
			}
			return s, "", !strings.Contains(s, "\x00")
		}
		for _, tmpl := range f.Tables {
			t := tmpl
			t.Source = tmpl.Source + " (called at " + a.position(call.Pos()) + ")"
			var ok bool
			if t.Partition, _, ok = fill(tmpl.Partition); !ok {
				continue
			}
			if t.Sort, _, ok = fill(tmpl.Sort); !ok {
				continue
			}
			if name, expr, ok := fill(tmpl.Name); !ok {
				t.Name, t.ID = "", expr
			} else {
				t.Name = name
			}
			if t.Pattern != "" {
				// A parameter the call does not give a constant for is
				// one more unknown part.
				p := tmpl.Pattern
				for i, arg := range call.Args {
					if !strings.Contains(p, paramMark(i)) {
						continue
					}
					v, ok := a.str(arg)
					if !ok {
						v = "*"
					}
					p = strings.ReplaceAll(p, paramMark(i), v)
				}
				if t.Pattern = squeezeStars(p); t.Name != "" || strings.Contains(p, "\x00") || !meaningfulPattern(t.Pattern) {
					t.Pattern = ""
				}
			}
			t.Indexes = nil
			for _, ix := range tmpl.Indexes {
				name, _, ok1 := fill(ix.Name)
				p, _, ok2 := fill(ix.Partition)
				s, _, ok3 := fill(ix.Sort)
				if ok1 && ok2 && ok3 {
					t.Indexes = append(t.Indexes, tables.Index{Name: name, Partition: p, Sort: s, Local: ix.Local})
				}
			}
			out = append(out, &t)
		}
	})
	return out
}

// loopEnvs returns the bindings of the range loops enclosing a literal
// (stack is its path from the file): one per element of the literal slices
// ranged over, or one empty binding.
func (d *tableDecls) loopEnvs(stack []ast.Node) []*tenv {
	envs := []*tenv{nil}
	for _, n := range stack {
		rs, ok := n.(*ast.RangeStmt)
		if !ok {
			continue
		}
		id, ok := rs.Value.(*ast.Ident)
		if !ok {
			continue
		}
		v, ok := d.a.pass.TypesInfo.Defs[id].(*types.Var)
		if !ok {
			continue
		}
		var next []*tenv
		for _, env := range envs {
			for _, el := range d.elements(rs.X, env) {
				if len(next) == maxLoopTables {
					break
				}
				next = append(next, env.with(v, el))
			}
		}
		if len(next) > 0 {
			envs = next
		}
	}
	return envs
}

// enclosingFunc is the innermost function declaration on the stack.
func enclosingFunc(stack []ast.Node) *ast.FuncDecl {
	for i := len(stack) - 1; i >= 0; i-- {
		if fd, ok := stack[i].(*ast.FuncDecl); ok {
			return fd
		}
	}
	return nil
}

// helperCall is a call of a table helper, with the bindings of the range
// loops around it (loopEnvs).
type helperCall struct {
	call *ast.CallExpr
	envs []*tenv
}

// callsOf lists the calls in the package of the function declared by fd.
func (d *tableDecls) callsOf(fd *ast.FuncDecl) []helperCall {
	if fd == nil {
		return nil
	}
	if out, ok := d.calls[fd]; ok {
		return out
	}
	fn, ok := d.a.pass.TypesInfo.Defs[fd.Name].(*types.Func)
	if !ok {
		return nil
	}
	var out []helperCall
	d.a.inspector().WithStack([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		if !push {
			return true
		}
		call := n.(*ast.CallExpr)
		if c := keyexpr.Callee(d.a.pass.TypesInfo, call); c != nil && c.Origin() == fn {
			out = append(out, helperCall{call: call, envs: d.loopEnvs(stack)})
		}
		return true
	})
	if d.calls == nil {
		d.calls = map[*ast.FuncDecl][]helperCall{}
	}
	d.calls[fd] = out
	return out
}

// addIndexes adds each index that an UpdateTableInput creates to the
// schema's table of that name, when known and without it yet.
func addIndexes(s *tables.Schema, adds []IndexAdd) {
	for _, add := range adds {
		t := s.Declared(add.Table)
		if t == nil || slices.ContainsFunc(t.Indexes, func(ix tables.Index) bool { return ix.Name == add.Index.Name }) {
			continue
		}
		t.Indexes = append(slices.Clip(t.Indexes), add.Index)
	}
}
