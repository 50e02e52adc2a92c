package schema

// AWS CDK apps in Go declare tables with the construct library's
// awsdynamodb package:
//
//	table := awsdynamodb.NewTable(stack, jsii.String("Tasks"), &awsdynamodb.TableProps{
//		TableName:    jsii.String("tasks"),
//		PartitionKey: &awsdynamodb.Attribute{Name: jsii.String("id"), Type: awsdynamodb.AttributeType_STRING},
//	})
//	table.AddGlobalSecondaryIndex(&awsdynamodb.GlobalSecondaryIndexProps{IndexName: jsii.String("byStatus"), …})
//
// and NewTableV2 with its indexes in TablePropsV2. Such an app is a
// package main beside the services (cdk/main.go) that no analysed package
// imports, or a module of its own whose dependencies (the CDK's, hundreds
// of MiB) are not in the module cache: it is read as a schema file,
// syntactically (see gofile.go), as a Pulumi program is. What identifies
// the calls is the file's import of the awsdynamodb package.

import (
	"go/ast"
	"regexp"
	"slices"
	"strings"
)

// cdkGoDynamoDB matches the import path of the Go CDK's DynamoDB
// constructs, in CDK v1 and v2.
var cdkGoDynamoDB = regexp.MustCompile(`^github\.com/aws/aws-cdk-go/awscdk(/v[0-9]+)?/awsdynamodb$`)

// cdkGoPackage returns the name f imports the Go CDK's awsdynamodb package
// by; "" when it does not.
func cdkGoPackage(f *ast.File) string {
	pkg := ""
	for _, imp := range f.Imports {
		if path, name, ok := importName(imp); ok && cdkGoDynamoDB.MatchString(path) {
			pkg = name
		}
	}
	return pkg
}

// cdkGoFile is one Go file being read for CDK tables.
type cdkGoFile struct {
	*goFile
	pkg string // the name the file imports awsdynamodb by
}

// parseCDKGo reads the tables a Go file declares with awsdynamodb.NewTable
// and NewTableV2, with the indexes added to a table held in a variable
// (AddGlobalSecondaryIndex, AddLocalSecondaryIndex).
func parseCDKGo(g *goFile, f *ast.File, pkg string) []Table {
	c := &cdkGoFile{goFile: g, pkg: pkg}
	var tables []Table
	at := map[*ast.CallExpr]int{} // a NewTable call -> its table in tables
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) < 3 {
			return true
		}
		v2 := c.isPkgFunc(call.Fun, "NewTableV2")
		if !v2 && !c.isPkgFunc(call.Fun, "NewTable") {
			return true
		}
		if t, ok := c.table(call, v2); ok {
			at[call] = len(tables)
			tables = append(tables, t)
		}
		return true
	})
	if len(tables) == 0 {
		return nil
	}
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			return true
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "AddGlobalSecondaryIndex" && sel.Sel.Name != "AddLocalSecondaryIndex" {
			return true
		}
		// The table the method is called on: a variable the file sets
		// once, to one NewTable call.
		x, _ := c.resolve(sel.X, 0)
		newCall, ok := x.(*ast.CallExpr)
		if !ok {
			return true
		}
		i, ok := at[newCall]
		if !ok {
			return true
		}
		t := &tables[i]
		if sel.Sel.Name == "AddGlobalSecondaryIndex" {
			if ix, ok := c.index(call.Args[0], "GlobalSecondaryIndexProps", t); ok {
				t.Indexes = append(t.Indexes, ix)
			}
		} else if ix, ok := c.localIndex(call.Args[0], "LocalSecondaryIndexProps", t); ok {
			t.Indexes = append(t.Indexes, ix)
		}
		return true
	})
	return tables
}

// isPkgFunc reports whether x is <pkg>.name, pkg the awsdynamodb package.
func (c *cdkGoFile) isPkgFunc(x ast.Expr, name string) bool { return isPkgSel(x, c.pkg, name) }

// fields reads a composite literal of the package's type typ (also by
// pointer, and through a variable): its fields by name.
func (c *cdkGoFile) fields(x ast.Expr, typ string) (map[string]ast.Expr, bool) {
	lit := c.compositeLit(x)
	// An element of a slice literal may leave its type out
	// (&[]*awsdynamodb.GlobalSecondaryIndexPropsV2{{IndexName: …}}).
	if lit == nil || lit.Type != nil && !c.isPkgFunc(lit.Type, typ) {
		return nil, false
	}
	return keyed(lit), true
}

// table reads one NewTable(scope, id, &TableProps{…}) call (NewTableV2
// with TablePropsV2). ok is false when its properties are not a literal
// or its partition key is not known.
func (c *cdkGoFile) table(call *ast.CallExpr, v2 bool) (Table, bool) {
	line := c.fset.Position(call.Pos()).Line
	typ, props := "Table", "TableProps"
	if v2 {
		typ, props = "TableV2", "TablePropsV2"
	}
	t := Table{Type: "aws-cdk-go.awsdynamodb." + typ, Source: position(c.file, line)}
	t.ID, _ = c.literal(call.Args[1])
	args, ok := c.fields(call.Args[2], props)
	if !ok {
		return t, false
	}
	if t.Partition, ok = c.attr(args["PartitionKey"], &t); !ok {
		return t, false
	}
	if x, ok := args["SortKey"]; ok {
		if t.Sort, ok = c.attr(x, &t); !ok {
			return t, false
		}
	}
	if x, ok := args["TableName"]; ok {
		t.Name, t.Pattern = nameOrPattern(c.parts(x, 0))
	}
	if t.Name == "" && t.Pattern == "" && t.ID == "" {
		return t, false // known by nothing: no request could name it
	}
	if v2 {
		for _, x := range c.list(args["GlobalSecondaryIndexes"]) {
			if ix, ok := c.index(x, "GlobalSecondaryIndexPropsV2", &t); ok {
				t.Indexes = append(t.Indexes, ix)
			}
		}
		for _, x := range c.list(args["LocalSecondaryIndexes"]) {
			if ix, ok := c.localIndex(x, "LocalSecondaryIndexProps", &t); ok {
				t.Indexes = append(t.Indexes, ix)
			}
		}
	}
	return t, true
}

// list returns the elements of a slice literal, also behind & (the CDK
// takes a *[]*Props).
func (c *cdkGoFile) list(x ast.Expr) []ast.Expr {
	if lit := c.compositeLit(x); lit != nil {
		return lit.Elts
	}
	return nil
}

// index reads a global secondary index's properties (typ), recording its
// keys' types on t.
func (c *cdkGoFile) index(x ast.Expr, typ string, t *Table) (Index, bool) {
	props, ok := c.fields(x, typ)
	if !ok {
		return Index{}, false
	}
	var i Index
	if i.Name, ok = c.literal(props["IndexName"]); !ok {
		return Index{}, false
	}
	if i.Partition, ok = c.attr(props["PartitionKey"], t); !ok {
		return Index{}, false
	}
	if s, ok := props["SortKey"]; ok {
		if i.Sort, ok = c.attr(s, t); !ok {
			return Index{}, false
		}
	}
	return i, true
}

// localIndex reads a local secondary index's properties: it shares the
// table's partition key.
func (c *cdkGoFile) localIndex(x ast.Expr, typ string, t *Table) (Index, bool) {
	props, ok := c.fields(x, typ)
	if !ok {
		return Index{}, false
	}
	i := Index{Partition: t.Partition, Local: true}
	var ok1, ok2 bool
	i.Name, ok1 = c.literal(props["IndexName"])
	i.Sort, ok2 = c.attr(props["SortKey"], t)
	return i, ok1 && ok2
}

// attr reads an &awsdynamodb.Attribute{Name: …, Type: …}: its name, and
// its type recorded on t.
func (c *cdkGoFile) attr(x ast.Expr, t *Table) (string, bool) {
	if x == nil {
		return "", false
	}
	f, ok := c.fields(x, "Attribute")
	if !ok {
		return "", false
	}
	name, ok := c.literal(f["Name"])
	if !ok {
		return "", false
	}
	if sel, ok := f["Type"].(*ast.SelectorExpr); ok {
		typ := ""
		switch {
		case strings.HasSuffix(sel.Sel.Name, "_STRING"):
			typ = "S"
		case strings.HasSuffix(sel.Sel.Name, "_NUMBER"):
			typ = "N"
		case strings.HasSuffix(sel.Sel.Name, "_BINARY"):
			typ = "B"
		}
		if typ != "" && !slices.ContainsFunc(t.Types, func(at AttrType) bool { return at.Name == name }) {
			t.Types = append(t.Types, AttrType{Name: name, Type: typ})
		}
	}
	return name, true
}
