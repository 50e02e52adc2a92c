package schema

// Go code that creates tables with the AWS SDK declares them in a
// CreateTableInput literal:
//
//	c.CreateTable(ctx, &dynamodb.CreateTableInput{
//		TableName: aws.String("orders"),
//		KeySchema: []types.KeySchemaElement{
//			{AttributeName: aws.String("customerId"), KeyType: types.KeyTypeHash},
//			{AttributeName: aws.String("orderId"), KeyType: types.KeyTypeRange},
//		},
//	})
//
// Such code lives anywhere in a repository — test helpers, _test.go files,
// a setup command, another module — and is read as a schema file,
// syntactically (see gofile.go), in either major version of the SDK. A
// common shape is a helper taking the table's name and key names as
// parameters, createTable(ctx, c, "orders", "PK", "SK"): a literal whose
// values depend on the parameters of its function is read once per call
// of the function in the file, each parameter bound to the call's
// argument. Unlike a Pulumi resource, such a table has no ID to be known
// by: one whose name is not known is kept all the same (its key schema
// still tells what a table of the application looks like), and one whose
// partition key is not known is left out.

import (
	"go/ast"
	"reflect"
	"slices"
)

// sdkTable is the Table.Type of the tables read from CreateTableInput
// literals.
const sdkTable = "dynamodb.CreateTableInput"

// The import paths of the AWS SDK's DynamoDB packages: aws-sdk-go-v2
// declares the input in dynamodb and its elements and enums in types;
// aws-sdk-go (v1) declares them all in dynamodb.
const (
	sdkV2DynamoDB = "github.com/aws/aws-sdk-go-v2/service/dynamodb"
	sdkV2Types    = "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	sdkV1DynamoDB = "github.com/aws/aws-sdk-go/service/dynamodb"
)

// sdkEnums are the SDK's string constants a key schema or an attribute
// definition names, in both versions (types.KeyTypeHash in v2,
// dynamodb.KeyTypeHash in v1).
var sdkEnums = map[string]string{
	"KeyTypeHash":          "HASH",
	"KeyTypeRange":         "RANGE",
	"ScalarAttributeTypeS": "S",
	"ScalarAttributeTypeN": "N",
	"ScalarAttributeTypeB": "B",
}

// sdkStringTypes are the v2 SDK's named string types of those constants:
// types.KeyType("HASH") is "HASH".
var sdkStringTypes = []string{"KeyType", "ScalarAttributeType"}

// Bounds on helper calls: maxHelperCalls calls of one function are read,
// and maxBoundReads literals in all are read under a call's binding, so
// that a file of many helper literals and many calls stays linear.
const (
	maxHelperCalls = 64
	maxBoundReads  = 4096
)

// sdkImports are the names a file imports the SDK's DynamoDB packages by.
type sdkImports struct {
	// inputs name the packages declaring CreateTableInput (v1 and v2
	// dynamodb); elems the packages declaring its element types and enums
	// (v2 types, v1 dynamodb).
	inputs, elems []string
}

// sdkPackages returns the names f imports the SDK's DynamoDB packages by.
func sdkPackages(f *ast.File) sdkImports {
	var s sdkImports
	for _, imp := range f.Imports {
		path, name, ok := importName(imp)
		if !ok {
			continue
		}
		switch path {
		case sdkV2DynamoDB:
			s.inputs = append(s.inputs, name)
		case sdkV2Types:
			s.elems = append(s.elems, name)
		case sdkV1DynamoDB:
			s.inputs = append(s.inputs, name)
			s.elems = append(s.elems, name)
		}
	}
	return s
}

// none reports whether the file can declare no input: without the
// dynamodb package there is no CreateTableInput.
func (s sdkImports) none() bool { return len(s.inputs) == 0 }

// constants returns the SDK constants and string types the file can name,
// by the name it gives them (see goFile.consts); none when it imports no
// package of the SDK declaring them.
func (s sdkImports) constants() (map[string]string, map[string]bool) {
	if len(s.elems) == 0 {
		return nil, nil
	}
	consts := map[string]string{}
	convs := map[string]bool{}
	for _, pkg := range s.elems {
		for name, v := range sdkEnums {
			consts[pkg+"."+name] = v
		}
		for _, name := range sdkStringTypes {
			convs[pkg+"."+name] = true
		}
	}
	return consts, convs
}

// sdkTables reads the tables a Go file declares in CreateTableInput
// literals, the file importing the SDK's packages by the names in imp.
func sdkTables(g *goFile, f *ast.File, imp sdkImports) []Table {
	s := &sdkFile{goFile: g, syntax: f, imports: imp, budget: maxBoundReads}
	var tables []Table
	for _, d := range f.Decls {
		fn, _ := d.(*ast.FuncDecl) // nil for a package-level declaration
		ast.Inspect(d, func(n ast.Node) bool {
			if lit, ok := n.(*ast.CompositeLit); ok {
				for _, in := range s.inputs(lit) {
					tables = append(tables, s.declared(in, fn)...)
				}
			}
			return true
		})
	}
	return tables
}

// sdkFile is one Go file being read for CreateTableInput literals.
type sdkFile struct {
	*goFile
	syntax  *ast.File
	imports sdkImports
	// calls holds the file's calls by the name of the function called
	// (f(…) and x.f(…)), built on first use; bindings memoises the
	// parameter bindings of each helper's calls.
	calls    map[string][]*ast.CallExpr
	bindings map[*ast.FuncDecl][]map[string]ast.Expr
	// budget is how many more literals may be read under a binding.
	budget int
}

// isType reports whether x is pkg.name, pkg one of the names in pkgs.
func isType(x ast.Expr, pkgs []string, name string) bool {
	sel, ok := x.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != name {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	return ok && slices.Contains(pkgs, id.Name)
}

// inputs returns the CreateTableInput literals lit is: itself, when of
// that type; the elements of a slice or map of inputs that leave their
// type out ([]*dynamodb.CreateTableInput{{…}, {…}}), which no other
// literal found names; none for any other literal.
func (s *sdkFile) inputs(lit *ast.CompositeLit) []*ast.CompositeLit {
	if isType(lit.Type, s.imports.inputs, "CreateTableInput") {
		return []*ast.CompositeLit{lit}
	}
	var elt ast.Expr
	switch t := lit.Type.(type) {
	case *ast.ArrayType:
		elt = t.Elt
	case *ast.MapType:
		elt = t.Value
	default:
		return nil
	}
	if star, ok := elt.(*ast.StarExpr); ok {
		elt = star.X
	}
	if !isType(elt, s.imports.inputs, "CreateTableInput") {
		return nil
	}
	var out []*ast.CompositeLit
	for _, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			e = kv.Value
		}
		if in, ok := e.(*ast.CompositeLit); ok && in.Type == nil {
			out = append(out, in)
		}
	}
	return out
}

// declared reads the tables one input literal declares, fn the function it
// is in (nil at package level): one table, or, when its values depend on
// fn's parameters, one for each call of fn in the file that tells them
// apart (the same table from several calls is one).
func (s *sdkFile) declared(lit *ast.CompositeLit, fn *ast.FuncDecl) []Table {
	if fn == nil {
		return s.table(lit, nil)
	}
	unbound := &binding{fn: fn, args: map[string]ast.Expr{}}
	for _, name := range paramNames(fn) {
		unbound.args[name] = nil
	}
	tables := s.table(lit, unbound)
	if !unbound.unbound {
		return tables // the same whatever the arguments
	}
	calls := s.callBindings(fn)
	if len(calls) == 0 {
		return tables // a helper never called here: its values stay unknown
	}
	var out []Table
	for _, args := range calls {
		if s.budget <= 0 {
			break
		}
		s.budget--
		for _, t := range s.table(lit, &binding{fn: fn, args: args}) {
			if !slices.ContainsFunc(out, func(u Table) bool { return reflect.DeepEqual(t, u) }) {
				out = append(out, t)
			}
		}
	}
	return out
}

// paramNames returns the names of fn's parameters (not its receiver's).
func paramNames(fn *ast.FuncDecl) []string {
	var out []string
	for _, field := range fn.Type.Params.List {
		for _, id := range field.Names {
			if id.Name != "_" {
				out = append(out, id.Name)
			}
		}
	}
	return out
}

// callBindings returns, for each call of fn in the file (at most
// maxHelperCalls, leaving out the calls in fn itself: no recursion), its
// parameters bound to the call's arguments; a variadic parameter stays
// unbound. A call whose arguments do not fit fn's parameters is another
// function's of the same name, and is left out.
func (s *sdkFile) callBindings(fn *ast.FuncDecl) []map[string]ast.Expr {
	if b, ok := s.bindings[fn]; ok {
		return b
	}
	if s.calls == nil {
		s.calls = s.indexCalls()
	}
	if s.bindings == nil {
		s.bindings = map[*ast.FuncDecl][]map[string]ast.Expr{}
	}
	var out []map[string]ast.Expr
	for _, call := range s.calls[fn.Name.Name] {
		if len(out) == maxHelperCalls {
			break
		}
		if call.Pos() >= fn.Pos() && call.Pos() < fn.End() {
			continue
		}
		if args, ok := bindArgs(fn, call); ok {
			out = append(out, args)
		}
	}
	s.bindings[fn] = out
	return out
}

// indexCalls returns the file's calls by the name of the function called:
// f for f(…) and x.f(…).
func (s *sdkFile) indexCalls() map[string][]*ast.CallExpr {
	calls := map[string][]*ast.CallExpr{}
	for _, d := range s.syntax.Decls {
		ast.Inspect(d, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			switch fun := call.Fun.(type) {
			case *ast.Ident:
				calls[fun.Name] = append(calls[fun.Name], call)
			case *ast.SelectorExpr:
				calls[fun.Sel.Name] = append(calls[fun.Sel.Name], call)
			}
			return true
		})
	}
	return calls
}

// bindArgs binds fn's named parameters to call's arguments, a variadic one
// to nothing (unbound). ok is false when the arguments do not fit.
func bindArgs(fn *ast.FuncDecl, call *ast.CallExpr) (map[string]ast.Expr, bool) {
	args := map[string]ast.Expr{}
	i := 0
	variadic := false
	for _, field := range fn.Type.Params.List {
		if _, ok := field.Type.(*ast.Ellipsis); ok {
			variadic = true
			for _, id := range field.Names {
				args[id.Name] = nil
			}
			continue
		}
		// An unnamed parameter takes one argument too.
		for j := range max(len(field.Names), 1) {
			if i >= len(call.Args) {
				return nil, false
			}
			if j < len(field.Names) {
				args[field.Names[j].Name] = call.Args[i]
			}
			i++
		}
	}
	switch {
	case call.Ellipsis.IsValid() && !variadic,
		!variadic && len(call.Args) != i:
		return nil, false
	}
	delete(args, "_")
	return args, true
}

// table reads one CreateTableInput literal, with fn's parameters bound by
// b (nil outside a function): the table, or none when its partition key is
// not known or its key schema cannot be read in full.
func (s *sdkFile) table(lit *ast.CompositeLit, b *binding) []Table {
	s.bind = b
	defer func() { s.bind = nil }()
	in := keyed(lit)
	t := Table{Type: sdkTable, Source: position(s.file, s.fset.Position(lit.Pos()).Line)}
	var ok bool
	if t.Partition, t.Sort, ok = s.keySchema(in["KeySchema"]); !ok || t.Partition == "" {
		return nil
	}
	if x, ok := in["TableName"]; ok {
		t.Name, t.Pattern = nameOrPattern(s.parts(x, 0))
	}
	t.Types = s.attrTypes(in["AttributeDefinitions"], s.fields, "AttributeDefinition", "AttributeName", "AttributeType")
	for _, x := range s.elems(in["GlobalSecondaryIndexes"]) {
		ix, ok := s.fields(x, "GlobalSecondaryIndex")
		if !ok {
			continue
		}
		i := Index{}
		var ok1, ok2 bool
		i.Name, ok1 = s.literal(ix["IndexName"])
		i.Partition, i.Sort, ok2 = s.keySchema(ix["KeySchema"])
		if ok1 && ok2 && i.Partition != "" {
			t.Indexes = append(t.Indexes, i)
		}
	}
	for _, x := range s.elems(in["LocalSecondaryIndexes"]) {
		ix, ok := s.fields(x, "LocalSecondaryIndex")
		if !ok {
			continue
		}
		// A local index shares the table's partition key, which its key
		// schema repeats.
		i := Index{Partition: t.Partition, Local: true}
		var ok1, ok2 bool
		i.Name, ok1 = s.literal(ix["IndexName"])
		_, i.Sort, ok2 = s.keySchema(ix["KeySchema"])
		if ok1 && ok2 && i.Sort != "" {
			t.Indexes = append(t.Indexes, i)
		}
	}
	return []Table{t}
}

// keySchema reads a []KeySchemaElement: the HASH and RANGE attributes, ""
// for one not given. ok is false when an element is not a literal, or its
// name or key type is not known, or a key type is given twice: the key
// schema is then not known, rather than guessed from its other elements.
func (s *sdkFile) keySchema(x ast.Expr) (hash, rng string, ok bool) {
	for _, e := range s.elems(x) {
		el, ok := s.fields(e, "KeySchemaElement")
		if !ok {
			return "", "", false
		}
		name, ok1 := s.literal(el["AttributeName"])
		kt, ok2 := s.literal(el["KeyType"])
		if !ok1 || !ok2 {
			return "", "", false
		}
		switch {
		case kt == "HASH" && hash == "":
			hash = name
		case kt == "RANGE" && rng == "":
			rng = name
		default:
			return "", "", false
		}
	}
	return hash, rng, true
}

// fields reads a literal of the SDK's element type typ, by value or by
// pointer, or one whose type a slice literal leaves out ({AttributeName:
// …}), directly or through an identifier: its fields by name. ok is false
// for anything else.
func (s *sdkFile) fields(x ast.Expr, typ string) (map[string]ast.Expr, bool) {
	lit := s.compositeLit(x)
	if lit == nil || lit.Type != nil && !isType(lit.Type, s.imports.elems, typ) {
		return nil, false
	}
	return keyed(lit), true
}
