package keyprefix

import (
	"go/ast"
	"go/token"
	"go/types"
	"regexp"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/astpath"
	"github.com/ddblint/ddblint/internal/diag"
	"github.com/ddblint/ddblint/internal/docutil"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/names"
)

const name = "keyprefix"

// Analyzer reports bare ids in generic key attributes.
var Analyzer = &analysis.Analyzer{
	Name:     name,
	Doc:      docutil.MustExtract(doc, name).AnalyzerDoc(),
	URL:      "https://github.com/ddblint/ddblint/blob/main/docs/rules/" + name + ".md",
	Requires: []*analysis.Analyzer{keys.Analyzer},
	Run:      run,
}

// genericAttr matches the key names of an overloaded single table: the
// engine's default key names. A table whose keys are named for what they hold
// (userId, orderId) holds one entity type, whose bare ids cannot collide
// with another type's. The rule judges the name, not how the engine learned
// that the attribute is a key, so PK declared in a CreateTableInput is as
// generic as PK known by default.
var genericAttr = regexp.MustCompile(`(?i)^((gsi|lsi)\d*_?)?(pk|sk|partitionkey|partition_key|hashkey|hash_key|sortkey|sort_key|rangekey|range_key)$`)

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[keys.Analyzer].(*keys.Result)
	c := &checker{pass: pass, files: map[*token.File]*ast.File{}}
	for _, f := range pass.Files {
		c.files[pass.Fset.File(f.FileStart)] = f
	}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if k.Again {
				continue // judged in its first role
			}
			c.check(k)
		}
	}
	return nil, nil
}

type checker struct {
	pass  *analysis.Pass
	files map[*token.File]*ast.File
	// sites is built on first use: what this package passes to its
	// functions and stores in struct fields.
	sites *sites
}

type sites struct {
	calls  map[*types.Func][]*ast.CallExpr
	fields map[*types.Var][]ast.Expr // values stored in a field
}

func (c *checker) check(k *keys.Key) {
	if k.Numeric || !genericAttr.MatchString(k.Attr) {
		return
	}
	// begins_with values are prefixes and range operands are bounds:
	// neither is a key as stored.
	if k.Cond != "" && k.Cond != "=" {
		return
	}
	if len(k.Value.Parts) != 1 || k.Value.Parts[0].Hole == nil {
		return // constant, or literal text marks the type
	}
	h := k.Value.Parts[0].Hole
	what := ""
	switch h.Kind {
	case keyexpr.ID:
		what = "id" // proven by its type or constructor, wherever it came from
	case keyexpr.String:
		if c.plainValue(h) {
			what = "value"
		}
	case keyexpr.Int:
		if !h.Unix && !h.Shard && c.plainValue(h) {
			what = "number"
		}
	}
	if what == "" {
		return
	}
	subject := diag.Expr(c.pass.Fset, k.Expr)
	if t := diag.Shorten(h.Text); t != "" && t != subject {
		subject += " (" + t + ")"
	}
	diag.Report(c.pass, name, diag.Range{Start: k.Expr.Pos(), Stop: k.Expr.End()}, nil,
		"%s is a bare %s with no entity-type prefix in %s: keys of different entity types in one table can collide, and begins_with cannot select one type",
		subject, what, k.Describe())
}

// plainValue reports a named string or integer hole that is provably one
// plain value: its name does not say it is a whole key or a type marker, and
// it comes straight from a parameter, a struct field or a range variable
// over either, none of them reassigned. A local variable the engine left as
// a hole has several assignments, which may all be prefixed constants.
func (c *checker) plainValue(h *keyexpr.Hole) bool {
	if h.Name == "" || keyLikeName(h.Name) {
		return false
	}
	if !h.ExprPos.IsValid() || !h.ExprEnd.IsValid() {
		return false // seen through a helper summary: its origin is unknown
	}
	x := c.exprAt(h.ExprPos, h.ExprEnd)
	return x != nil && c.origin(x, 0)
}

// keyLikeName reports a name that says its value is a whole key (pk,
// userKey, gsi1pk, sortKey) or a type marker (prefix, entityType, kind).
func keyLikeName(n string) bool {
	if genericAttr.MatchString(n) {
		return true
	}
	ws := names.Words(n)
	for i, w := range ws {
		// A trailing index counts as part of the word: PK1, SK2, key2.
		ws[i] = strings.TrimRight(w, "0123456789")
	}
	for _, w := range ws {
		switch w {
		case "pk", "sk", "key", "keys":
			return true
		}
	}
	switch ws[len(ws)-1] {
	case "prefix", "type", "kind", "entity":
		return true
	}
	return false
}

// exprAt returns the expression spanning exactly pos..end in this package.
func (c *checker) exprAt(pos, end token.Pos) ast.Expr {
	f := c.files[c.pass.Fset.File(pos)]
	if f == nil {
		return nil
	}
	path, exact := astpath.Enclosing(f, pos, end)
	if !exact || len(path) == 0 {
		return nil
	}
	x, ok := path[0].(ast.Expr)
	if !ok || x.Pos() != pos || x.End() != end {
		return nil
	}
	return x
}

// origin reports whether x is a parameter, a struct field, or a range
// variable over one of those, that the function does not reassign.
func (c *checker) origin(x ast.Expr, depth int) bool {
	info := c.pass.TypesInfo
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok || v.IsField() || v.Pkg() != c.pass.Pkg || v.Parent() == c.pass.Pkg.Scope() {
			return false // a package variable may hold anything
		}
		path := c.declPath(v)
		if len(path) < 2 {
			return false
		}
		fn := enclosingFunc(path)
		if fn == nil || c.written(fn, v, "") {
			return false
		}
		switch p := path[1].(type) {
		case *ast.Field:
			// A parameter or receiver (not a named result, which the body
			// sets).
			if len(path) < 4 {
				return false
			}
			list, _ := path[2].(*ast.FieldList)
			switch ft := path[3].(type) {
			case *ast.FuncType:
				if list == nil || list != ft.Params {
					return false
				}
				if fd, ok := path[4].(*ast.FuncDecl); ok {
					return c.callersPassPlain(fd, v)
				}
				return true
			case *ast.FuncDecl:
				return list != nil && list == ft.Recv
			}
		case *ast.RangeStmt:
			if depth > 0 || p.Tok != token.DEFINE {
				return false
			}
			return c.origin(p.X, depth+1)
		}
	case *ast.SelectorExpr:
		sel := info.Selections[x]
		if sel == nil || sel.Kind() != types.FieldVal {
			return false
		}
		if rootedAtPackageVar(info, x) {
			return false // keys.Orders.PK1: a package variable may hold anything
		}
		if !c.storedPlain(sel.Obj().(*types.Var)) {
			return false
		}
		// o.ID is a plain field unless the function assigns o.ID.
		if base, ok := ast.Unparen(x.X).(*ast.Ident); ok {
			if v, ok := info.Uses[base].(*types.Var); ok && v.Pkg() == c.pass.Pkg && v.Parent() != c.pass.Pkg.Scope() {
				if path := c.declPath(v); path != nil {
					if fn := enclosingFunc(path); fn != nil && c.written(fn, v, x.Sel.Name) {
						return false
					}
				}
			}
		}
		return true
	}
	return false
}

// rootedAtPackageVar reports whether the selector chain x (a.B.C, a.B[i].C,
// (*a).B) starts at a package-level variable of any package: pkg.Var.F or
// Var.F. Such a variable is set wherever its package likes, so its fields
// may hold whole keys or prefixes.
func rootedAtPackageVar(info *types.Info, x ast.Expr) bool {
	isPkgVar := func(obj types.Object) bool {
		v, ok := obj.(*types.Var)
		return ok && !v.IsField() && v.Pkg() != nil && v.Parent() == v.Pkg().Scope()
	}
	for {
		switch e := ast.Unparen(x).(type) {
		case *ast.SelectorExpr:
			if info.Selections[e] == nil {
				return isPkgVar(info.Uses[e.Sel]) // a qualified identifier: pkg.Var
			}
			x = e.X
		case *ast.IndexExpr:
			x = e.X
		case *ast.StarExpr:
			x = e.X
		case *ast.Ident:
			return isPkgVar(info.Uses[e])
		default:
			return false
		}
	}
}

// declPath returns the path from a local variable's declaring identifier up
// to its file.
func (c *checker) declPath(v *types.Var) []ast.Node {
	f := c.files[c.pass.Fset.File(v.Pos())]
	if f == nil {
		return nil
	}
	path := astpath.Path(f, v.Pos(), v.Pos()+token.Pos(len(v.Name())))
	if len(path) == 0 {
		return nil
	}
	if id, ok := path[0].(*ast.Ident); !ok || c.pass.TypesInfo.Defs[id] != v {
		return nil
	}
	return path
}

func enclosingFunc(path []ast.Node) ast.Node {
	for _, n := range path {
		switch n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return n
		}
	}
	return nil
}

// written reports whether fn assigns v (field == "") or v.field, or takes
// its address, anywhere in its body.
func (c *checker) written(fn ast.Node, v *types.Var, field string) bool {
	info := c.pass.TypesInfo
	is := func(x ast.Expr) bool {
		x = ast.Unparen(x)
		if field != "" {
			sel, ok := x.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != field {
				return false
			}
			x = ast.Unparen(sel.X)
		}
		id, ok := x.(*ast.Ident)
		return ok && info.Uses[id] == v
	}
	found := false
	ast.Inspect(fn, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if is(l) {
					found = true
				}
			}
		case *ast.IncDecStmt:
			found = is(n.X)
		case *ast.UnaryExpr:
			// &v, &v.F, &v.F.G: v may be written through the pointer.
			if n.Op == token.AND {
				x := ast.Unparen(n.X)
				for {
					sel, ok := x.(*ast.SelectorExpr)
					if !ok {
						break
					}
					x = ast.Unparen(sel.X)
				}
				if id, ok := x.(*ast.Ident); ok && info.Uses[id] == v {
					found = true
				}
			}
		case *ast.RangeStmt:
			if n.Tok == token.ASSIGN {
				found = n.Key != nil && is(n.Key) || n.Value != nil && is(n.Value)
			}
		}
		return true
	})
	return found
}

// callersPassPlain reports whether every call of fd in this package passes a
// plain value for its parameter v: save(ctx, "USER#"+id) means save's id
// parameter may hold a whole key. Callers in other packages are not seen.
func (c *checker) callersPassPlain(fd *ast.FuncDecl, v *types.Var) bool {
	fn, ok := c.pass.TypesInfo.Defs[fd.Name].(*types.Func)
	if !ok {
		return false
	}
	sig := fn.Type().(*types.Signature)
	idx := -1
	for i := 0; i < sig.Params().Len(); i++ {
		if sig.Params().At(i) == v {
			idx = i
		}
	}
	if idx < 0 {
		return false
	}
	for _, call := range c.index().calls[fn] {
		if sig.Variadic() && idx == sig.Params().Len()-1 || call.Ellipsis.IsValid() || idx >= len(call.Args) {
			return false
		}
		if !c.plainArg(call.Args[idx]) {
			return false
		}
	}
	return true
}

// storedPlain reports whether every value this package stores in field f is
// plain: Account{ID: "ACCOUNT#" + id} means the ID field holds whole keys.
func (c *checker) storedPlain(f *types.Var) bool {
	for _, x := range c.index().fields[f] {
		if !c.plainArg(x) {
			return false
		}
	}
	return true
}

// plainArg reports an expression that passes a value on as it is: a
// variable or field not named like a key, an id constructor, a number
// formatted by strconv. Literal text, concatenation, formatting and other
// calls may build a whole key.
func (c *checker) plainArg(x ast.Expr) bool {
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
		return !keyLikeName(x.Name)
	case *ast.SelectorExpr:
		return !keyLikeName(x.Sel.Name)
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(c.pass.TypesInfo, x).(*types.Func)
		if fn == nil || fn.Pkg() == nil {
			return false
		}
		switch path := fn.Pkg().Path(); {
		case path == "strconv",
			path == "github.com/google/uuid",
			strings.HasPrefix(path, "github.com/oklog/ulid"),
			path == "github.com/segmentio/ksuid":
			return true
		}
		return false
	}
	return false
}

func (c *checker) index() *sites {
	if c.sites != nil {
		return c.sites
	}
	info := c.pass.TypesInfo
	s := &sites{calls: map[*types.Func][]*ast.CallExpr{}, fields: map[*types.Var][]ast.Expr{}}
	field := func(x ast.Expr) *types.Var {
		sel, ok := ast.Unparen(x).(*ast.SelectorExpr)
		if !ok {
			return nil
		}
		if sn := info.Selections[sel]; sn != nil && sn.Kind() == types.FieldVal {
			return sn.Obj().(*types.Var)
		}
		return nil
	}
	for _, f := range c.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if fn, ok := typeutil.Callee(info, n).(*types.Func); ok {
					s.calls[fn.Origin()] = append(s.calls[fn.Origin()], n)
				}
			case *ast.AssignStmt:
				if len(n.Lhs) == len(n.Rhs) {
					for i, l := range n.Lhs {
						if v := field(l); v != nil {
							s.fields[v] = append(s.fields[v], n.Rhs[i])
						}
					}
				}
			case *ast.KeyValueExpr:
				if id, ok := n.Key.(*ast.Ident); ok {
					if v, ok := info.ObjectOf(id).(*types.Var); ok && v.IsField() {
						s.fields[v] = append(s.fields[v], n.Value)
					}
				}
			}
			return true
		})
	}
	c.sites = s
	return s
}
