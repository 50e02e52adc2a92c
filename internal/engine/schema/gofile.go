package schema

// Go files are read as schema files syntactically, with go/parser — no type
// checking, no module loading. A Pulumi program is usually a module of its
// own whose dependencies (the Pulumi SDKs, hundreds of MiB) are not in the
// module cache, and the Go files that create tables with the AWS SDK (test
// helpers, setup commands) are often _test.go files or another module's,
// which the analysed packages never load. What identifies a declaration is
// the file's import of the package that declares it, under whatever name the
// file gives it; what the values are is read from literals, from the
// constants and variables of the same file defined once with such a value,
// and, inside a helper function, from the arguments of its calls in the file
// (see binding). Every reader of Go declarations follows values through the
// one goFile below, so that "how a value is followed" changes in one place.

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"path"
	"slices"
	"strconv"
	"strings"
)

// maxResolve bounds how many identifiers one value is followed through:
// a file may define a = b and b = a at different scopes.
const maxResolve = 16

// parseGo reads the tables a Go file declares: the Pulumi AWS provider's
// dynamodb.NewTable calls (see parsePulumi), the Go CDK's
// awsdynamodb.NewTable and NewTableV2 (see parseCDKGo) and the AWS SDK's
// CreateTableInput literals (see sdkTables), from one parse of the file. A
// file that imports neither package declares none. A file that is not Go is
// an error at its first syntax error.
func parseGo(name string, data []byte) ([]Table, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, data, parser.SkipObjectResolution)
	if err != nil {
		return nil, goError(name, err)
	}
	pulumi := pulumiPackage(f)
	cdk := cdkGoPackage(f)
	sdk := sdkPackages(f)
	if pulumi == "" && cdk == "" && sdk.none() {
		return nil, nil // the common case for a found file: skip definitions
	}
	g := &goFile{file: name, fset: fset, defs: definitions(f), addrFuncs: addrFuncs(f)}
	g.consts, g.convs = sdk.constants()
	var tables []Table
	if pulumi != "" {
		tables = append(tables, parsePulumi(g, f, pulumi)...)
	}
	if cdk != "" {
		tables = append(tables, parseCDKGo(g, f, cdk)...)
	}
	if !sdk.none() {
		tables = append(tables, sdkTables(g, f, sdk)...)
	}
	return tables, nil
}

// goError is the first of go/parser's errors, at its line.
func goError(name string, err error) error {
	var list scanner.ErrorList
	if errors.As(err, &list) && len(list) > 0 {
		return &Error{File: name, Line: list[0].Pos.Line, Msg: "invalid Go: " + list[0].Msg}
	}
	return &Error{File: name, Msg: "invalid Go: " + err.Error()}
}

// importName returns the path of an import and the name the file refers to
// it by: the one given, or the path's last element (the package name of
// every package read here). ok is false for a blank or dot import, whose
// declarations the file cannot name by a package.
func importName(imp *ast.ImportSpec) (importPath, name string, ok bool) {
	importPath, err := strconv.Unquote(imp.Path.Value)
	if err != nil {
		return "", "", false
	}
	if imp.Name == nil {
		return importPath, path.Base(importPath), true
	}
	if imp.Name.Name == "_" || imp.Name.Name == "." {
		return "", "", false
	}
	return importPath, imp.Name.Name, true
}

// goFile is one Go file being read: what the readers of its declarations
// share to follow values.
type goFile struct {
	file string
	fset *token.FileSet
	// defs are the file's identifiers defined (or assigned) exactly once,
	// with their value: constants, variables, := in any function.
	defs map[string]ast.Expr
	// consts are the string constants of imported packages, by the name
	// the file gives them ("types.KeyTypeHash": "HASH"); convs are the
	// named string types of imported packages ("types.KeyType"), a
	// conversion to which keeps the value.
	consts map[string]string
	convs  map[string]bool
	// addrFuncs are the file's own aws.String: functions (and function
	// literals held in a variable set once) whose body is `return &p` of
	// their one parameter (strPtr("PK")).
	addrFuncs map[string]bool
	// bind, while a declaration inside a function is read, binds the
	// function's parameters; nil otherwise.
	bind *binding
}

// binding binds the parameters of the function a declaration is read in,
// each to the argument of one call of the function in the file (read in
// the file's definitions, not bound further: one level), or to nothing
// when the declaration is read for no call.
type binding struct {
	// fn is the function: an identifier inside it with a parameter's name
	// is the parameter (syntactically: the file is not type checked);
	// outside it, as in the call's arguments, it is not.
	fn *ast.FuncDecl
	// args holds the argument of each named parameter; nil for one
	// unbound (every parameter when read for no call, and a variadic one).
	args map[string]ast.Expr
	// unbound is set when a value read depended on an unbound parameter:
	// the declaration is a helper, to be read once per call.
	unbound bool
}

// param returns the argument id stands for when it is a parameter of the
// function being read: bound is false for any other identifier.
func (b *binding) param(id *ast.Ident) (arg ast.Expr, bound bool) {
	if b == nil || id.Pos() < b.fn.Pos() || id.Pos() >= b.fn.End() {
		return nil, false
	}
	arg, bound = b.args[id.Name]
	return arg, bound
}

// definitions maps each identifier the file defines or assigns exactly once,
// at any scope, to its value; one given several values is left out, as its
// value depends on where it is read.
func definitions(f *ast.File) map[string]ast.Expr {
	defs := map[string]ast.Expr{}
	count := map[string]int{}
	add := func(names []ast.Expr, values []ast.Expr) {
		for i, n := range names {
			id, ok := n.(*ast.Ident)
			if !ok || id.Name == "_" {
				continue
			}
			count[id.Name]++
			if len(values) == len(names) {
				defs[id.Name] = values[i]
			}
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ValueSpec:
			names := make([]ast.Expr, len(n.Names))
			for i, id := range n.Names {
				names[i] = id
			}
			add(names, n.Values)
		case *ast.AssignStmt:
			if n.Tok == token.DEFINE || n.Tok == token.ASSIGN {
				add(n.Lhs, n.Rhs)
			}
		case *ast.RangeStmt:
			add([]ast.Expr{n.Key, n.Value}, nil)
		}
		return true
	})
	for name, c := range count {
		if c != 1 {
			delete(defs, name)
		}
	}
	return defs
}

// resolve follows an identifier to its one value — a bound parameter's
// argument, or its definition in the file — and strips parentheses; depth
// counts the identifiers followed so far. An unbound parameter is returned
// as is (and marks the binding).
func (g *goFile) resolve(x ast.Expr, depth int) (ast.Expr, int) {
	for x != nil && depth <= maxResolve {
		switch e := x.(type) {
		case *ast.ParenExpr:
			x = e.X
		case *ast.Ident:
			if arg, ok := g.bind.param(e); ok {
				if arg == nil {
					g.bind.unbound = true
					return x, depth
				}
				x, depth = arg, depth+1
				continue
			}
			v, ok := g.defs[e.Name]
			if !ok {
				return x, depth
			}
			x, depth = v, depth+1
		default:
			return x, depth
		}
	}
	return nil, depth
}

// compositeLit returns the composite literal x is, by value or by pointer
// (&T{…}), directly or through an identifier; nil for anything else.
func (g *goFile) compositeLit(x ast.Expr) *ast.CompositeLit {
	x, _ = g.resolve(x, 0)
	if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
		x = u.X
	}
	lit, _ := x.(*ast.CompositeLit)
	return lit
}

// keyed returns the fields a struct literal gives by name; unkeyed
// elements are left out.
func keyed(lit *ast.CompositeLit) map[string]ast.Expr {
	out := map[string]ast.Expr{}
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if k, ok := kv.Key.(*ast.Ident); ok {
			out[k.Name] = kv.Value
		}
	}
	return out
}

// elems returns the elements of a slice literal (the Pulumi provider's
// Table…Array types, a []Table…Input, the SDK's []types.KeySchemaElement),
// directly or through an identifier; none for anything else.
func (g *goFile) elems(x ast.Expr) []ast.Expr {
	x, _ = g.resolve(x, 0)
	lit, ok := x.(*ast.CompositeLit)
	if !ok {
		return nil
	}
	return lit.Elts
}

// literal returns the value of a string the file gives in full: a literal,
// a constant or variable of the file holding one, pulumi.String(…),
// aws.String(…) or &… of one, a known constant of an imported package, or
// a concatenation of those. ok is false for anything else, and for "".
func (g *goFile) literal(x ast.Expr) (string, bool) {
	if x == nil {
		return "", false
	}
	var b strings.Builder
	for _, part := range g.parts(x, 0) {
		if part.unknown {
			return "", false
		}
		b.WriteString(part.text)
	}
	return b.String(), b.Len() > 0
}

// stringCalls are the functions that wrap a Go string as a Pulumi input
// (pulumi.String, pulumi.StringPtr) or a pointer (aws.String,
// aws.StringPtr…).
var stringCalls = []string{"String", "StringPtr"}

// valueCalls are the built-ins whose one argument's text is their value:
// a conversion to string, and new(v) (Go 1.26), a pointer to v.
var valueCalls = []string{"string", "new"}

// parts splits a string expression into literal text and unknown parts:
// fmt.Sprintf("%s-orders", stack) or stack + "-orders" is an unknown part
// and "-orders".
func (g *goFile) parts(x ast.Expr, depth int) []namePart {
	unknown := []namePart{{unknown: true}}
	x, depth = g.resolve(x, depth)
	if x == nil || depth > maxResolve {
		return unknown
	}
	switch e := x.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return unknown
		}
		s, err := strconv.Unquote(e.Value)
		if err != nil {
			return unknown
		}
		return []namePart{{text: s}}
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return unknown
		}
		return append(g.parts(e.X, depth+1), g.parts(e.Y, depth+1)...)
	case *ast.UnaryExpr:
		// &name, a pointer to a string of the file (TableName: &name).
		if e.Op != token.AND {
			return unknown
		}
		return g.parts(e.X, depth+1)
	case *ast.SelectorExpr:
		if s, ok := g.consts[selectorName(e)]; ok {
			return []namePart{{text: s}}
		}
	case *ast.CallExpr:
		if e.Ellipsis.IsValid() || len(e.Args) == 0 {
			return unknown
		}
		switch fun := e.Fun.(type) {
		case *ast.Ident:
			if len(e.Args) == 1 && (slices.Contains(valueCalls, fun.Name) || g.addrFuncs[fun.Name]) {
				return g.parts(e.Args[0], depth+1)
			}
		case *ast.SelectorExpr:
			switch {
			case fun.Sel.Name == "Sprintf":
				return g.sprintf(e.Args[0], e.Args[1:], depth+1)
			case len(e.Args) == 1 && (slices.Contains(stringCalls, fun.Sel.Name) || g.convs[selectorName(fun)]):
				return g.parts(e.Args[0], depth+1)
			}
		}
	}
	return unknown
}

// selectorName is pkg.Name for a selector on an identifier, "" for any
// other selector.
func selectorName(sel *ast.SelectorExpr) string {
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return ""
	}
	return id.Name + "." + sel.Sel.Name
}

// sprintf splits fmt.Sprintf(format, args…) (and pulumi.Sprintf) into
// parts: the format's text, and each verb's argument's parts when the verb
// is %s or %v, an unknown part for any other verb.
func (g *goFile) sprintf(format ast.Expr, args []ast.Expr, depth int) []namePart {
	f, ok := g.literal(format)
	if !ok {
		return []namePart{{unknown: true}}
	}
	var out []namePart
	arg := 0
	for {
		i := strings.IndexByte(f, '%')
		if i < 0 || i == len(f)-1 {
			return append(out, namePart{text: f})
		}
		out = append(out, namePart{text: f[:i]})
		verb := f[i+1]
		f = f[i+2:]
		switch {
		case verb == '%':
			out = append(out, namePart{text: "%"})
		case (verb == 's' || verb == 'v') && arg < len(args):
			out = append(out, g.parts(args[arg], depth)...)
			arg++
		default:
			out = append(out, namePart{unknown: true})
			arg++
		}
	}
}

// attrTypes reads the attribute types a declaration lists in list: each
// element a literal of the declaring library's type typ (read by fields),
// with its name and type in the fields nameField and typeField.
func (g *goFile) attrTypes(list ast.Expr, fields func(ast.Expr, string) (map[string]ast.Expr, bool), typ, nameField, typeField string) []AttrType {
	var out []AttrType
	for _, x := range g.elems(list) {
		a, ok := fields(x, typ)
		if !ok {
			continue
		}
		n, ok1 := g.literal(a[nameField])
		t, ok2 := g.literal(a[typeField])
		if ok1 && ok2 {
			out = append(out, AttrType{Name: n, Type: t})
		}
	}
	return out
}

// addrFuncs finds the file's functions, and function literals assigned to
// a name, whose body is `return &p` of their one parameter.
func addrFuncs(f *ast.File) map[string]bool {
	out := map[string]bool{}
	returnsAddr := func(ft *ast.FuncType, body *ast.BlockStmt) bool {
		if body == nil || len(body.List) != 1 || ft.Params.NumFields() != 1 || len(ft.Params.List[0].Names) != 1 {
			return false
		}
		ret, ok := body.List[0].(*ast.ReturnStmt)
		if !ok || len(ret.Results) != 1 {
			return false
		}
		u, ok := ret.Results[0].(*ast.UnaryExpr)
		if !ok || u.Op != token.AND {
			return false
		}
		id, ok := u.X.(*ast.Ident)
		return ok && id.Name == ft.Params.List[0].Names[0].Name
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncDecl:
			if n.Recv == nil && returnsAddr(n.Type, n.Body) {
				out[n.Name.Name] = true
			}
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				id, ok := l.(*ast.Ident)
				if !ok || i >= len(n.Rhs) {
					continue
				}
				if lit, ok := n.Rhs[i].(*ast.FuncLit); ok && returnsAddr(lit.Type, lit.Body) {
					out[id.Name] = true
				}
			}
		}
		return true
	})
	return out
}
