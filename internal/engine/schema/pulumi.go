package schema

// Pulumi programs in Go declare tables with the AWS provider's SDK:
//
//	dynamodb.NewTable(ctx, "orders", &dynamodb.TableArgs{
//		Name:     pulumi.String("orders"),
//		HashKey:  pulumi.String("customerId"),
//		GlobalSecondaryIndexes: dynamodb.TableGlobalSecondaryIndexArray{
//			&dynamodb.TableGlobalSecondaryIndexArgs{Name: pulumi.String("byStatus"), HashKey: pulumi.String("status")},
//		},
//	})
//
// Such a program is usually a module of its own (infrastructure/) that the
// analysed packages never import, and whose dependencies (the Pulumi SDKs,
// hundreds of MiB) are not in the module cache: it is read as a schema
// file, syntactically, with go/parser — no type checking, no module
// loading. What identifies the calls is the file's import of the provider's
// dynamodb package, under whatever name the file gives it; what the values
// are is read from literals, and from the constants and variables of the
// same file defined once with such a value.

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// pulumiTable is the Pulumi type token of an AWS DynamoDB table, the
// Table.Type of the tables read from a Pulumi program.
const pulumiTable = "aws:dynamodb/table:Table"

// pulumiDynamoDB matches the import path of the Pulumi AWS provider's
// DynamoDB package in each of its major versions (v5, v6, v7…).
var pulumiDynamoDB = regexp.MustCompile(`^github\.com/pulumi/pulumi-aws/sdk(/v[0-9]+)?/go/aws/dynamodb$`)

// IsPulumiDynamoDB reports whether path is the import path of the Pulumi AWS
// provider's DynamoDB package.
func IsPulumiDynamoDB(path string) bool { return pulumiDynamoDB.MatchString(path) }

// maxResolve bounds how many identifiers one value is followed through:
// a file may define a = b and b = a at different scopes.
const maxResolve = 16

// parsePulumi reads the tables a Go file declares with the Pulumi AWS
// provider's dynamodb.NewTable. A file that does not import the provider's
// dynamodb package declares none. A file that is not Go is an error at its
// first syntax error.
func parsePulumi(name string, data []byte) ([]Table, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, data, parser.SkipObjectResolution)
	if err != nil {
		return nil, goError(name, err)
	}
	pkg := ""
	for _, imp := range f.Imports {
		path, err := strconv.Unquote(imp.Path.Value)
		if err != nil || !IsPulumiDynamoDB(path) {
			continue
		}
		switch {
		case imp.Name == nil:
			pkg = "dynamodb"
		case imp.Name.Name != "_" && imp.Name.Name != ".":
			pkg = imp.Name.Name
		}
	}
	if pkg == "" {
		return nil, nil
	}
	p := &pulumiFile{file: name, fset: fset, pkg: pkg, defs: definitions(f)}
	var tables []Table
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) < 3 || !p.isPkgFunc(call.Fun, "NewTable") {
			return true
		}
		if t, ok := p.table(call); ok {
			tables = append(tables, t)
		}
		return true
	})
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

// pulumiFile is one Go file being read.
type pulumiFile struct {
	file string
	fset *token.FileSet
	pkg  string // the name the file imports the provider's dynamodb package by
	// defs are the file's identifiers defined (or assigned) exactly once,
	// with their value: constants, variables, := in any function.
	defs map[string]ast.Expr
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

// isPkgFunc reports whether x is <pkg>.name, pkg the provider's dynamodb
// package.
func (p *pulumiFile) isPkgFunc(x ast.Expr, name string) bool {
	sel, ok := x.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != name {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	return ok && id.Name == p.pkg
}

// table reads one NewTable(ctx, "logical", &TableArgs{…}) call. ok is false
// when its arguments are not a TableArgs literal or its hash key is not
// known.
func (p *pulumiFile) table(call *ast.CallExpr) (Table, bool) {
	line := p.fset.Position(call.Pos()).Line
	t := Table{Type: pulumiTable, Source: position(p.file, line)}
	t.ID, _ = p.literal(call.Args[1])
	args, ok := p.fields(call.Args[2], "TableArgs")
	if !ok {
		return t, false
	}
	if t.Partition, ok = p.literal(args["HashKey"]); !ok {
		return t, false // no hash key, or one the file does not give
	}
	if x, ok := args["RangeKey"]; ok {
		if t.Sort, ok = p.literal(x); !ok {
			return t, false
		}
	}
	if x, ok := args["Name"]; ok {
		t.Name, t.Pattern = nameOrPattern(p.parts(x, 0))
	}
	if t.Name == "" && t.Pattern == "" && t.ID == "" {
		return t, false // known by nothing: no request could name it
	}
	for _, x := range p.elems(args["Attributes"]) {
		a, ok := p.fields(x, "TableAttributeArgs")
		if !ok {
			continue
		}
		n, ok1 := p.literal(a["Name"])
		typ, ok2 := p.literal(a["Type"])
		if ok1 && ok2 {
			t.Types = append(t.Types, AttrType{Name: n, Type: typ})
		}
	}
	for _, x := range p.elems(args["GlobalSecondaryIndexes"]) {
		ix, ok := p.fields(x, "TableGlobalSecondaryIndexArgs")
		if !ok {
			continue
		}
		i := Index{}
		var ok1, ok2 bool
		i.Name, ok1 = p.literal(ix["Name"])
		i.Partition, ok2 = p.literal(ix["HashKey"])
		if !ok1 || !ok2 {
			continue
		}
		if r, ok := ix["RangeKey"]; ok {
			if i.Sort, ok = p.literal(r); !ok {
				continue
			}
		}
		t.Indexes = append(t.Indexes, i)
	}
	for _, x := range p.elems(args["LocalSecondaryIndexes"]) {
		ix, ok := p.fields(x, "TableLocalSecondaryIndexArgs")
		if !ok {
			continue
		}
		// A local index shares the table's partition key.
		i := Index{Partition: t.Partition, Local: true}
		var ok1, ok2 bool
		i.Name, ok1 = p.literal(ix["Name"])
		i.Sort, ok2 = p.literal(ix["RangeKey"])
		if ok1 && ok2 {
			t.Indexes = append(t.Indexes, i)
		}
	}
	return t, true
}

// resolve follows an identifier to its one value in the file, and strips
// parentheses; depth counts the identifiers followed so far.
func (p *pulumiFile) resolve(x ast.Expr, depth int) (ast.Expr, int) {
	for x != nil && depth <= maxResolve {
		switch e := x.(type) {
		case *ast.ParenExpr:
			x = e.X
		case *ast.Ident:
			v, ok := p.defs[e.Name]
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

// fields reads a composite literal of the provider's type typ (also by
// pointer, and through a variable): its fields by name. ok is false for
// anything else.
func (p *pulumiFile) fields(x ast.Expr, typ string) (map[string]ast.Expr, bool) {
	x, _ = p.resolve(x, 0)
	if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
		x = u.X
	}
	lit, ok := x.(*ast.CompositeLit)
	if !ok || !p.isPkgFunc(lit.Type, typ) {
		return nil, false
	}
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
	return out, true
}

// elems returns the elements of a slice literal (the provider's
// Table…Array types, or a []Table…Input), directly or through a variable;
// none for anything else.
func (p *pulumiFile) elems(x ast.Expr) []ast.Expr {
	x, _ = p.resolve(x, 0)
	lit, ok := x.(*ast.CompositeLit)
	if !ok {
		return nil
	}
	return lit.Elts
}

// literal returns the value of a string the file gives in full: a literal,
// a constant or variable of the file holding one, pulumi.String(…) or
// pulumi.StringPtr(…) of one, or a concatenation of those. ok is false for
// anything else, and for "".
func (p *pulumiFile) literal(x ast.Expr) (string, bool) {
	if x == nil {
		return "", false
	}
	var b strings.Builder
	for _, part := range p.parts(x, 0) {
		if part.unknown {
			return "", false
		}
		b.WriteString(part.text)
	}
	return b.String(), b.Len() > 0
}

// stringCalls are the functions that wrap a Go string as a Pulumi input
// (pulumi.String, pulumi.StringPtr) or a pointer (aws.String).
var stringCalls = []string{"String", "StringPtr"}

// parts splits a string expression into literal text and unknown parts:
// fmt.Sprintf("%s-orders", stack) or stack + "-orders" is an unknown part
// and "-orders".
func (p *pulumiFile) parts(x ast.Expr, depth int) []namePart {
	unknown := []namePart{{unknown: true}}
	x, depth = p.resolve(x, depth)
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
		return append(p.parts(e.X, depth+1), p.parts(e.Y, depth+1)...)
	case *ast.CallExpr:
		sel, ok := e.Fun.(*ast.SelectorExpr)
		if !ok {
			return unknown
		}
		switch name := sel.Sel.Name; {
		case len(e.Args) == 1 && !e.Ellipsis.IsValid() && slices.Contains(stringCalls, name):
			return p.parts(e.Args[0], depth+1)
		case name == "Sprintf" && len(e.Args) >= 1 && !e.Ellipsis.IsValid():
			return p.sprintf(e.Args[0], e.Args[1:], depth+1)
		}
	}
	return unknown
}

// sprintf splits fmt.Sprintf(format, args…) (and pulumi.Sprintf) into
// parts: the format's text, and each verb's argument's parts when the verb
// is %s or %v, an unknown part for any other verb.
func (p *pulumiFile) sprintf(format ast.Expr, args []ast.Expr, depth int) []namePart {
	f, ok := p.literal(format)
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
			out = append(out, p.parts(args[arg], depth)...)
			arg++
		default:
			out = append(out, namePart{unknown: true})
			arg++
		}
	}
}
