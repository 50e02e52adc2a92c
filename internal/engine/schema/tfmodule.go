package schema

// Many Terraform projects declare their tables through the community
// module terraform-aws-modules/dynamodb-table rather than the resource:
//
//	module "orders" {
//	  source    = "terraform-aws-modules/dynamodb-table/aws"
//	  name      = "orders"
//	  hash_key  = "PK"
//	  range_key = "SK"
//	  global_secondary_indexes = [{ name = "GSI1", hash_key = "GSI1PK", range_key = "GSI1SK" }]
//	}
//
// Its inputs carry the same names as the resource's arguments, with the
// indexes and attribute definitions as lists of objects instead of nested
// blocks. A module block is read when its source names that module (from
// the registry, or a git or local copy whose path ends in its name); as
// with the resource, only literal values are used.

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

var tfModuleSchema = &hcl.BodySchema{
	Attributes: []hcl.AttributeSchema{
		{Name: "source"}, {Name: "name"}, {Name: "hash_key"}, {Name: "range_key"},
		{Name: "attributes"}, {Name: "global_secondary_indexes"}, {Name: "local_secondary_indexes"},
	},
}

// isTableModule reports a module source that is terraform-aws-modules'
// dynamodb-table ("terraform-aws-modules/dynamodb-table/aws",
// "git::https://…/terraform-aws-dynamodb-table.git?ref=v4.0.0",
// "../modules/terraform-aws-dynamodb-table").
func isTableModule(source string) bool {
	s := strings.ToLower(source)
	return strings.Contains(s, "terraform-aws-modules/dynamodb-table") || strings.Contains(s, "terraform-aws-dynamodb-table")
}

// tfModule reads one module block; ok is false when it is not the table
// module, or its hash_key is not a literal.
func tfModule(file string, b *hcl.Block) (Table, bool, error) {
	id := b.Labels[0]
	what := fmt.Sprintf("module %s", id)
	t := Table{ID: id, Type: "module terraform-aws-modules/dynamodb-table", Source: position(file, b.DefRange.Start.Line)}
	content, _, diags := b.Body.PartialContent(tfModuleSchema)
	if diags.HasErrors() {
		return t, false, hclError(file, diags)
	}
	src, ok := content.Attributes["source"]
	if !ok {
		return t, false, nil
	}
	if s, ok := literal(src.Expr); !ok || !isTableModule(s) {
		return t, false, nil
	}
	if ok, err := tfKeys(file, what, b, content.Attributes, &t); !ok {
		return t, false, err
	}
	if a, ok := content.Attributes["attributes"]; ok {
		for _, o := range tfObjects(a.Expr) {
			if o["name"] != "" && o["type"] != "" {
				t.Types = append(t.Types, AttrType{Name: o["name"], Type: o["type"]})
			}
		}
	}
	for _, list := range []string{"global_secondary_indexes", "local_secondary_indexes"} {
		a, ok := content.Attributes[list]
		if !ok {
			continue
		}
		local := list == "local_secondary_indexes"
		for _, o := range tfObjects(a.Expr) {
			ix := Index{Name: o["name"], Partition: o["hash_key"], Sort: o["range_key"], Local: local}
			if local {
				ix.Partition = t.Partition // a local index shares the table's partition key
			}
			if ix.Name == "" || ix.Partition == "" || local && ix.Sort == "" {
				continue // not literal, or not an index DynamoDB would create
			}
			t.Indexes = append(t.Indexes, ix)
		}
	}
	return t, true, nil
}

// tfObjects reads a list of objects ([{ name = "GSI1", hash_key = "PK" }]),
// each as its literal string fields. A list whose value needs variables is
// read element by element, field by field, keeping the literal ones.
func tfObjects(x hcl.Expression) []map[string]string {
	if len(x.Variables()) == 0 {
		v, diags := x.Value(nil)
		if diags.HasErrors() || !v.IsKnown() || v.IsNull() || !v.Type().IsTupleType() && !v.Type().IsListType() {
			return nil
		}
		var out []map[string]string
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			if !e.IsKnown() || e.IsNull() || !e.Type().IsObjectType() && !e.Type().IsMapType() {
				continue
			}
			o := map[string]string{}
			for fit := e.ElementIterator(); fit.Next(); {
				k, f := fit.Element()
				if f.IsKnown() && !f.IsNull() && f.Type() == cty.String && k.Type() == cty.String {
					o[k.AsString()] = f.AsString()
				}
			}
			out = append(out, o)
		}
		return out
	}
	tuple, ok := x.(*hclsyntax.TupleConsExpr)
	if !ok {
		return nil
	}
	var out []map[string]string
	for _, e := range tuple.Exprs {
		obj, ok := e.(*hclsyntax.ObjectConsExpr)
		if !ok {
			continue
		}
		o := map[string]string{}
		for _, item := range obj.Items {
			k := hcl.ExprAsKeyword(item.KeyExpr)
			if k == "" {
				if s, ok := literal(item.KeyExpr); ok {
					k = s
				}
			}
			if s, ok := literal(item.ValueExpr); ok && k != "" {
				o[k] = s
			}
		}
		out = append(out, o)
	}
	return out
}
