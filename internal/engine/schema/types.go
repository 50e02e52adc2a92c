package schema

import (
	"github.com/hashicorp/hcl/v2"
	"go.yaml.in/yaml/v3"
)

// AttrType is an attribute's declared DynamoDB type: "S", "N" or "B".
type AttrType struct{ Name, Type string }

// cfnAttributeTypes reads a table's AttributeDefinitions. Entries that are
// not literal (an intrinsic function) are left out: their type is unknown,
// not wrong.
func cfnAttributeTypes(props *yaml.Node) []AttrType {
	_, defs := lookup(props, "AttributeDefinitions")
	if defs == nil || defs.Kind != yaml.SequenceNode {
		return nil
	}
	var out []AttrType
	for _, d := range defs.Content {
		_, name := lookup(d, "AttributeName")
		_, typ := lookup(d, "AttributeType")
		if name == nil || typ == nil || !isLiteral(name) || !isLiteral(typ) {
			continue
		}
		out = append(out, AttrType{Name: name.Value, Type: typ.Value})
	}
	return out
}

var tfAttributeSchema = &hcl.BodySchema{
	Attributes: []hcl.AttributeSchema{{Name: "name"}, {Name: "type"}},
}

// tfAttributeTypes reads the attribute { name = "PK" type = "S" } blocks of
// an aws_dynamodb_table; blocks whose values are not literal are left out.
func tfAttributeTypes(blocks hcl.Blocks) []AttrType {
	var out []AttrType
	for _, b := range blocks {
		if b.Type != "attribute" {
			continue
		}
		c, _, diags := b.Body.PartialContent(tfAttributeSchema)
		if diags.HasErrors() {
			continue
		}
		n, ok1 := c.Attributes["name"]
		t, ok2 := c.Attributes["type"]
		if !ok1 || !ok2 {
			continue
		}
		name, ok1 := literal(n.Expr)
		typ, ok2 := literal(t.Expr)
		if ok1 && ok2 {
			out = append(out, AttrType{Name: name, Type: typ})
		}
	}
	return out
}
