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
// analysed packages never import: it is read as a schema file,
// syntactically (see gofile.go). What identifies the calls is the file's
// import of the provider's dynamodb package.

import (
	"go/ast"
	"regexp"
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

// pulumiPackage returns the name f imports the Pulumi AWS provider's
// dynamodb package by; "" when it does not import it (or only blank or
// dot).
func pulumiPackage(f *ast.File) string {
	pkg := ""
	for _, imp := range f.Imports {
		if path, name, ok := importName(imp); ok && IsPulumiDynamoDB(path) {
			pkg = name
		}
	}
	return pkg
}

// parsePulumi reads the tables a Go file declares with the Pulumi AWS
// provider's dynamodb.NewTable, pkg the name the file imports the
// provider's dynamodb package by.
func parsePulumi(g *goFile, f *ast.File, pkg string) []Table {
	p := &pulumiFile{goFile: g, pkg: pkg}
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
	return tables
}

// pulumiFile is one Go file being read for Pulumi tables.
type pulumiFile struct {
	*goFile
	pkg string // the name the file imports the provider's dynamodb package by
}

// isPkgFunc reports whether x is <pkg>.name, pkg the provider's dynamodb
// package.
func (p *pulumiFile) isPkgFunc(x ast.Expr, name string) bool { return isPkgSel(x, p.pkg, name) }

// isPkgSel reports whether x is pkg.name, pkg the name a file imports a
// package by.
func isPkgSel(x ast.Expr, pkg, name string) bool {
	sel, ok := x.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != name {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	return ok && id.Name == pkg
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
	t.Types = p.attrTypes(args["Attributes"], p.fields, "TableAttributeArgs", "Name", "Type")
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

// fields reads a composite literal of the provider's type typ (also by
// pointer, and through a variable): its fields by name. ok is false for
// anything else.
func (p *pulumiFile) fields(x ast.Expr, typ string) (map[string]ast.Expr, bool) {
	lit := p.compositeLit(x)
	if lit == nil || !p.isPkgFunc(lit.Type, typ) {
		return nil, false
	}
	return keyed(lit), true
}
