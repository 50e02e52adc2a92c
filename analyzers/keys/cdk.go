package keys

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

// cdkDynamoDB is the AWS CDK for Go's DynamoDB construct library.
const cdkDynamoDB = "github.com/aws/aws-cdk-go/awscdk/v2/awsdynamodb"

// cdkTables reads the tables that AWS CDK code declares:
//
//	t := awsdynamodb.NewTable(scope, jsii.String("Orders"), &awsdynamodb.TableProps{
//		TableName:    jsii.String("orders"),
//		PartitionKey: &awsdynamodb.Attribute{Name: jsii.String("customerId"), Type: …},
//		SortKey:      …,
//	})
//	t.AddGlobalSecondaryIndex(&awsdynamodb.GlobalSecondaryIndexProps{IndexName: …, PartitionKey: …, SortKey: …})
//	t.AddLocalSecondaryIndex(&awsdynamodb.LocalSecondaryIndexProps{IndexName: …, SortKey: …})
//
// and NewTableV2 with TablePropsV2, whose GlobalSecondaryIndexes and
// LocalSecondaryIndexes may also be given in the props. Index methods are
// followed on a local or package variable with one definition, or on the
// NewTable call itself. A table whose name is not a constant is known by
// its construct id, and by a name pattern when the name is partly constant
// (jsii.String(env + "-orders") is "*-orders").
func (a *analysis_) cdkTables() []*tables.Table {
	var out []*tables.Table
	byCall := map[*ast.CallExpr]*tables.Table{}
	var adds []*ast.CallExpr
	a.inspector().Preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
		call := n.(*ast.CallExpr)
		fn := keyexpr.Callee(a.pass.TypesInfo, call)
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != cdkDynamoDB {
			return
		}
		recv := fn.Type().(*types.Signature).Recv() != nil
		switch name := fn.Name(); {
		case !recv && (name == "NewTable" || name == "NewTableV2") && len(call.Args) == 3:
			if t := a.cdkTable(call, name); t != nil {
				out = append(out, t)
				byCall[call] = t
			}
		case recv && (name == "AddGlobalSecondaryIndex" || name == "AddLocalSecondaryIndex") && len(call.Args) == 1:
			adds = append(adds, call)
		}
	})
	for _, call := range adds {
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			continue
		}
		t := a.cdkReceiver(sel.X, byCall)
		if t == nil {
			continue
		}
		local := keyexpr.Callee(a.pass.TypesInfo, call).Name() == "AddLocalSecondaryIndex"
		if ix, ok := a.cdkIndex(call.Args[0], t, local); ok {
			t.Indexes = append(t.Indexes, ix)
		}
	}
	return out
}

// cdkTable reads a NewTable or NewTableV2 call.
func (a *analysis_) cdkTable(call *ast.CallExpr, fn string) *tables.Table {
	props := a.cdkFields(call.Args[2])
	t := &tables.Table{Source: "CDK " + fn + " at " + a.position(call.Pos())}
	var ok bool
	if t.Partition, ok = a.cdkAttr(props["PartitionKey"]); !ok {
		return nil
	}
	if x := props["SortKey"]; x != nil {
		if t.Sort, ok = a.cdkAttr(x); !ok {
			return nil
		}
	}
	t.ID, _ = a.str(call.Args[1])
	if x := props["TableName"]; x != nil {
		v := a.ev.Eval(x)
		if name, ok := v.Const(); ok {
			t.Name = name
		} else {
			t.Pattern = namePattern(v)
		}
	}
	if t.Name == "" && t.ID == "" && t.Pattern == "" {
		return nil
	}
	for _, list := range []string{"GlobalSecondaryIndexes", "LocalSecondaryIndexes"} {
		for _, el := range elements(props[list]) {
			if ix, ok := a.cdkIndex(el, t, list == "LocalSecondaryIndexes"); ok {
				t.Indexes = append(t.Indexes, ix)
			}
		}
	}
	return t
}

// cdkIndex reads GlobalSecondaryIndexProps(V2) or LocalSecondaryIndexProps;
// a local index shares t's partition key.
func (a *analysis_) cdkIndex(x ast.Expr, t *tables.Table, local bool) (tables.Index, bool) {
	f := a.cdkFields(x)
	name, ok := a.str(f["IndexName"])
	if !ok {
		return tables.Index{}, false
	}
	ix := tables.Index{Name: name, Local: local}
	if local {
		ix.Partition = t.Partition
	} else if ix.Partition, ok = a.cdkAttr(f["PartitionKey"]); !ok {
		return tables.Index{}, false
	}
	if s := f["SortKey"]; s != nil {
		if ix.Sort, ok = a.cdkAttr(s); !ok {
			return tables.Index{}, false
		}
	}
	if local && ix.Sort == "" {
		return tables.Index{}, false
	}
	return ix, true
}

// cdkAttr reads the Name of an &awsdynamodb.Attribute{...}.
func (a *analysis_) cdkAttr(x ast.Expr) (string, bool) {
	name, ok := a.str(a.cdkFields(x)["Name"])
	return name, ok && name != ""
}

// cdkFields is fields of a struct literal, or of the literal that a local
// variable with one definition holds.
func (a *analysis_) cdkFields(x ast.Expr) map[string]ast.Expr {
	if id, ok := ast.Unparen(x).(*ast.Ident); ok {
		if v, ok := a.pass.TypesInfo.Uses[id].(*types.Var); ok {
			if d, ok := a.ev.Definition(v, id.Pos()); ok {
				x = d
			}
		}
	}
	return a.fields(x)
}

// cdkReceiver finds the table an index method is called on.
func (a *analysis_) cdkReceiver(x ast.Expr, byCall map[*ast.CallExpr]*tables.Table) *tables.Table {
	if call, ok := a.definition(x).(*ast.CallExpr); ok {
		return byCall[call]
	}
	return nil
}

// namePattern is a table name's value t as a pattern: its constant text,
// with "*" for each unknown part; "" unless it says something of the name
// (meaningfulPattern: "*-*" would match every prefixed table).
func namePattern(t keyexpr.Template) string {
	var b strings.Builder
	for _, p := range t.Parts {
		switch {
		case p.IsLit():
			b.WriteString(p.Lit)
		case !strings.HasSuffix(b.String(), "*"):
			b.WriteByte('*')
		}
	}
	if !meaningfulPattern(b.String()) {
		return ""
	}
	return b.String()
}
