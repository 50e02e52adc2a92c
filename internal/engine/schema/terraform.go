package schema

// Terraform files are read with github.com/hashicorp/hcl/v2, Terraform's own
// parser, without evaluating anything: only the aws_dynamodb_table resource
// blocks are decoded (PartialContent skips every other block and attribute),
// and only literal values are used. A name built from variables
// ("${var.env}-orders") becomes a pattern with the unknown parts as "*"; a
// key attribute that is not a literal leaves the table (or index) out.

import (
	"errors"
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	hcljson "github.com/hashicorp/hcl/v2/json"
	"github.com/zclconf/go-cty/cty"
)

const tfTable = "aws_dynamodb_table"

var (
	tfFileSchema = &hcl.BodySchema{
		Blocks: []hcl.BlockHeaderSchema{
			{Type: "resource", LabelNames: []string{"type", "name"}},
			{Type: "module", LabelNames: []string{"name"}},
		},
	}
	tfTableSchema = &hcl.BodySchema{
		Attributes: []hcl.AttributeSchema{{Name: "name"}, {Name: "hash_key"}, {Name: "range_key"}},
		Blocks: []hcl.BlockHeaderSchema{
			{Type: "global_secondary_index"},
			{Type: "local_secondary_index"},
			{Type: "attribute"},
		},
	}
	tfIndexSchema = &hcl.BodySchema{
		Attributes: []hcl.AttributeSchema{{Name: "name"}, {Name: "hash_key"}, {Name: "range_key"}},
	}
)

func parseTerraform(name string, data []byte, isJSON bool) ([]Table, error) {
	var f *hcl.File
	var diags hcl.Diagnostics
	if isJSON {
		if err := checkJSONDepth(name, data); err != nil {
			return nil, err
		}
		if err := checkJSONStrings(name, data); err != nil {
			return nil, err
		}
		f, diags = hcljson.Parse(data, name)
	} else {
		if err := checkHCLDepth(name, data, false); err != nil {
			return nil, err
		}
		f, diags = hclsyntax.ParseConfig(data, name, hcl.InitialPos)
	}
	if diags.HasErrors() {
		return nil, hclError(name, diags)
	}
	content, _, diags := f.Body.PartialContent(tfFileSchema)
	if diags.HasErrors() {
		return nil, hclError(name, diags)
	}
	var tables []Table
	for _, b := range content.Blocks {
		read := tfResource
		switch {
		case b.Type == "module":
			read = tfModule
		case b.Labels[0] != tfTable:
			continue
		}
		t, ok, err := read(name, b)
		if err != nil {
			return nil, err
		}
		if ok {
			tables = append(tables, t)
		}
	}
	return tables, nil
}

// tfResource reads one aws_dynamodb_table block. ok is false when its
// hash_key is not a literal.
func tfResource(file string, b *hcl.Block) (Table, bool, error) {
	id := b.Labels[1]
	what := fmt.Sprintf("resource %s.%s", tfTable, id)
	t := Table{ID: id, Type: tfTable, Source: position(file, b.DefRange.Start.Line)}
	content, _, diags := b.Body.PartialContent(tfTableSchema)
	if diags.HasErrors() {
		return t, false, hclError(file, diags)
	}
	if ok, err := tfKeys(file, what, b, content.Attributes, &t); !ok {
		return t, false, err
	}
	t.Types = tfAttributeTypes(content.Blocks)
	for _, ib := range content.Blocks {
		if ib.Type == "attribute" {
			continue
		}
		local := ib.Type == "local_secondary_index"
		ic, _, diags := ib.Body.PartialContent(tfIndexSchema)
		if diags.HasErrors() {
			return t, false, hclError(file, diags)
		}
		line := ib.DefRange.Start.Line
		n, ok := ic.Attributes["name"]
		if !ok {
			return t, false, &Error{File: file, Line: line, Msg: fmt.Sprintf("%s: %s has no name", what, ib.Type)}
		}
		ixName, ok := literal(n.Expr)
		if !ok {
			continue
		}
		ix := Index{Name: ixName, Local: local}
		if local {
			// A local index shares the table's partition key.
			ix.Partition = t.Partition
		} else if h, ok := ic.Attributes["hash_key"]; !ok {
			return t, false, &Error{File: file, Line: line, Msg: fmt.Sprintf("%s: global_secondary_index %q has no hash_key", what, ixName)}
		} else if ix.Partition, ok = literal(h.Expr); !ok {
			continue
		}
		r, ok := ic.Attributes["range_key"]
		switch {
		case ok:
			if ix.Sort, ok = literal(r.Expr); !ok {
				continue
			}
		case local:
			return t, false, &Error{File: file, Line: line, Msg: fmt.Sprintf("%s: local_secondary_index %q has no range_key", what, ixName)}
		}
		t.Indexes = append(t.Indexes, ix)
	}
	return t, true, nil
}

// tfKeys reads a table's hash_key, range_key and name, which the resource
// and the community module spell alike, into t. ok is false, with no
// error, when a key is not a literal.
func tfKeys(file, what string, b *hcl.Block, attrs hcl.Attributes, t *Table) (ok bool, err error) {
	hash, ok := attrs["hash_key"]
	if !ok {
		return false, &Error{File: file, Line: b.DefRange.Start.Line, Msg: what + " has no hash_key"}
	}
	if t.Partition, ok = literal(hash.Expr); !ok {
		return false, nil
	}
	if r, ok := attrs["range_key"]; ok {
		if t.Sort, ok = literal(r.Expr); !ok {
			return false, nil
		}
	}
	if n, ok := attrs["name"]; ok {
		t.Name, t.Pattern = nameOrPattern(tfNameParts(n.Expr))
	}
	return true, nil
}

// literal returns the value of a constant string expression: one that
// refers to no variables and calls no functions.
func literal(x hcl.Expression) (string, bool) {
	if len(x.Variables()) > 0 {
		return "", false
	}
	v, diags := x.Value(nil)
	if diags.HasErrors() || !v.IsKnown() || v.IsNull() || v.Type() != cty.String {
		return "", false
	}
	s := v.AsString()
	return s, s != ""
}

// tfNameParts splits a table name into literal text and unknown parts:
// "${var.env}-orders" is an unknown part and "-orders".
func tfNameParts(x hcl.Expression) []namePart {
	if s, ok := literal(x); ok {
		return []namePart{{text: s}}
	}
	tmpl, ok := x.(*hclsyntax.TemplateExpr)
	if !ok {
		return []namePart{{unknown: true}}
	}
	var out []namePart
	for _, p := range tmpl.Parts {
		if s, ok := literal(p); ok {
			out = append(out, namePart{text: s})
		} else {
			out = append(out, namePart{unknown: true})
		}
	}
	return out
}

// hclError turns HCL's error diagnostics into errors naming the file and
// the range of each problem.
func hclError(file string, diags hcl.Diagnostics) error {
	var errs []error
	for _, d := range diags {
		if d.Severity != hcl.DiagError {
			continue
		}
		e := &Error{File: file, Msg: d.Summary}
		if d.Detail != "" {
			e.Msg += "; " + d.Detail
		}
		if d.Subject != nil {
			e.Line = d.Subject.Start.Line
			e.Range = d.Subject.String()
		}
		errs = append(errs, e)
	}
	return errors.Join(errs...)
}
