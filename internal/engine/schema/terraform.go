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
	"os"
	"path/filepath"
	"slices"
	"strings"

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
		// The AWS provider's newer form: key_schema { attribute_name,
		// key_type } blocks for hash_key and range_key.
		Blocks: []hcl.BlockHeaderSchema{{Type: "key_schema"}},
	}
	tfKeySchema = &hcl.BodySchema{Attributes: []hcl.AttributeSchema{{Name: "attribute_name"}, {Name: "key_type"}}}
	// A function's environment: the resource's environment { variables
	// = {…} } block, or the community Lambda module's
	// environment_variables.
	tfLambdaSchema = &hcl.BodySchema{Blocks: []hcl.BlockHeaderSchema{{Type: "environment"}}}
	tfEnvSchema    = &hcl.BodySchema{Attributes: []hcl.AttributeSchema{{Name: "variables"}}}
	tfModuleEnv    = &hcl.BodySchema{Attributes: []hcl.AttributeSchema{{Name: "environment_variables"}}}
)

const tfLambda = "aws_lambda_function"

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
	var env []tfBinding
	var locals tfLocals // read once, for the first table
	for _, b := range content.Blocks {
		env = append(env, tfEnvironment(b)...)
		read := tfModule
		switch {
		case b.Type == "module":
		case b.Labels[0] != tfTable:
			continue
		default:
			if locals == nil && !isJSON {
				locals = readLocals(name, data)
			}
			read = func(file string, b *hcl.Block) (Table, bool, error) { return tfResource(file, b, locals) }
		}
		t, ok, err := read(name, b)
		if err != nil {
			return nil, err
		}
		if ok {
			tables = append(tables, t)
		}
	}
	return tfBind(tables, env, name), nil
}

// tfBinding is one variable of a function's environment whose value names
// a table: a reference to the table's resource or module
// (aws_dynamodb_table.orders.name, module.orders.dynamodb_table_id), or
// the variable or local its name is (var.orders_table).
type tfBinding struct {
	env string
	// id is the resource's or module's name; ref the reference text when
	// the value is a variable or a local ("var.orders_table").
	id, ref string
}

// tfEnvironment reads the environment variables a block gives a function:
// an aws_lambda_function's environment block, or a module's
// environment_variables (terraform-aws-modules/lambda). Only values that
// are a plain reference count.
func tfEnvironment(b *hcl.Block) []tfBinding {
	var vars []hcl.Expression
	switch {
	case b.Type == "resource" && b.Labels[0] == tfLambda:
		c, _, _ := b.Body.PartialContent(tfLambdaSchema)
		for _, eb := range c.Blocks {
			ec, _, _ := eb.Body.PartialContent(tfEnvSchema)
			if a, ok := ec.Attributes["variables"]; ok {
				vars = append(vars, a.Expr)
			}
		}
	case b.Type == "module":
		c, _, _ := b.Body.PartialContent(tfModuleEnv)
		if a, ok := c.Attributes["environment_variables"]; ok {
			vars = append(vars, a.Expr)
		}
	}
	var out []tfBinding
	for _, x := range vars {
		pairs, diags := hcl.ExprMap(x)
		if diags.HasErrors() {
			continue
		}
		for _, p := range pairs {
			k, ok := literal(p.Key)
			if !ok {
				continue
			}
			if bd, ok := tfTableRef(p.Value); ok {
				bd.env = k
				out = append(out, bd)
			}
		}
	}
	return out
}

// tfTableRef reads a reference that is a table's name: its resource's
// name or id (an aws_dynamodb_table's id is its name), the community
// module's dynamodb_table_id, or a variable or a local.
func tfTableRef(x hcl.Expression) (tfBinding, bool) {
	tr, diags := hcl.AbsTraversalForExpr(x)
	if diags.HasErrors() || len(tr) < 2 {
		return tfBinding{}, false
	}
	names := make([]string, 0, len(tr))
	for _, step := range tr {
		switch st := step.(type) {
		case hcl.TraverseRoot:
			names = append(names, st.Name)
		case hcl.TraverseAttr:
			names = append(names, st.Name)
		default:
			return tfBinding{}, false
		}
	}
	switch {
	case len(names) == 3 && names[0] == tfTable && (names[2] == "name" || names[2] == "id"):
		return tfBinding{id: names[1]}, true
	case len(names) == 3 && names[0] == "module" && names[2] == "dynamodb_table_id":
		return tfBinding{id: names[1]}, true
	case len(names) == 2 && (names[0] == "var" || names[0] == "local"):
		return tfBinding{ref: names[0] + "." + names[1]}, true
	}
	return tfBinding{}, false
}

// tfBind records each binding in the Env of the table it names in this
// file, and returns the others as entries of their own (Table.EnvOnly) for
// the tables of the other files of the folder: a Terraform module is a
// folder, and its functions are often declared in a file of their own.
func tfBind(tables []Table, env []tfBinding, file string) []Table {
	for _, bd := range env {
		bound := false
		for i := range tables {
			t := &tables[i]
			named := bd.id != "" && t.ID == bd.id || bd.ref != "" && t.NameRef == bd.ref
			if t.EnvOnly() || !named {
				continue
			}
			if !slices.Contains(t.Env, bd.env) {
				t.Env = append(t.Env, bd.env)
				slices.Sort(t.Env)
			}
			bound = true
		}
		if !bound {
			tables = append(tables, Table{ID: bd.id, NameRef: bd.ref, Env: []string{bd.env}, Source: file})
		}
	}
	return tables
}

// tfResource reads one aws_dynamodb_table block. ok is false when its
// hash_key is not a literal.
func tfResource(file string, b *hcl.Block, locals tfLocals) (Table, bool, error) {
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
			ixName, ok = locals.of(n.Expr)
		}
		if !ok {
			t.IndexesPartial = true
			continue
		}
		tfKeySchemaBlocks(ic)
		ix := Index{Name: ixName, Local: local}
		if local {
			// A local index shares the table's partition key.
			ix.Partition = t.Partition
		} else if h, ok := ic.Attributes["hash_key"]; !ok {
			return t, false, &Error{File: file, Line: line, Msg: fmt.Sprintf("%s: global_secondary_index %q has no hash_key", what, ixName)}
		} else if ix.Partition, ok = literal(h.Expr); !ok {
			t.IndexesPartial = true
			continue
		}
		r, ok := ic.Attributes["range_key"]
		switch {
		case ok:
			if ix.Sort, ok = literal(r.Expr); !ok {
				t.IndexesPartial = true
				continue
			}
		case local:
			return t, false, &Error{File: file, Line: line, Msg: fmt.Sprintf("%s: local_secondary_index %q has no range_key", what, ixName)}
		}
		t.Indexes = append(t.Indexes, ix)
	}
	return t, true, nil
}

// tfKeySchemaBlocks turns an index's key_schema blocks (the AWS
// provider's newer form) into the hash_key and range_key attributes the
// older form has, when those are not given.
func tfKeySchemaBlocks(ic *hcl.BodyContent) {
	for _, kb := range ic.Blocks {
		if kb.Type != "key_schema" {
			continue
		}
		kc, _, diags := kb.Body.PartialContent(tfKeySchema)
		if diags.HasErrors() {
			continue
		}
		name, ok1 := kc.Attributes["attribute_name"]
		typ, ok2 := kc.Attributes["key_type"]
		if !ok1 || !ok2 {
			continue
		}
		kt, ok := literal(typ.Expr)
		if !ok {
			continue
		}
		attr := map[string]string{"HASH": "hash_key", "RANGE": "range_key"}[kt]
		if _, given := ic.Attributes[attr]; attr != "" && !given {
			ic.Attributes[attr] = &hcl.Attribute{Name: attr, Expr: name.Expr, Range: name.Range, NameRange: name.NameRange}
		}
	}
}

// tfLocals are the literal string locals of a Terraform module: the
// locals blocks of every .tf file of the table file's folder (a module is
// its folder; variables.tf often holds them). Only index names are read
// from them: a local that names an index (local.time_index) says which
// index the table has, where a variable's default would say only what one
// deployment gets.
type tfLocals map[string]string

func (l tfLocals) of(x hcl.Expression) (string, bool) {
	tr, diags := hcl.AbsTraversalForExpr(x)
	if diags.HasErrors() || len(tr) != 2 || tr.RootName() != "local" {
		return "", false
	}
	a, ok := tr[1].(hcl.TraverseAttr)
	if !ok {
		return "", false
	}
	v, ok := l[a.Name]
	return v, ok
}

// Bounds of the read of a folder's locals.
const (
	tfLocalFiles = 50
	tfLocalBytes = 1 << 20
)

var tfLocalsSchema = &hcl.BodySchema{Blocks: []hcl.BlockHeaderSchema{{Type: "locals"}}}

// readLocals reads the literal locals of the .tf files in the folder of
// file (itself included, from data). A file that cannot be read or parsed
// gives none.
func readLocals(file string, data []byte) tfLocals {
	out := tfLocals{}
	add := func(name string, src []byte) {
		f, diags := hclsyntax.ParseConfig(src, name, hcl.InitialPos)
		if diags.HasErrors() {
			return
		}
		c, _, _ := f.Body.PartialContent(tfLocalsSchema)
		for _, b := range c.Blocks {
			attrs, diags := b.Body.JustAttributes()
			if diags.HasErrors() {
				continue
			}
			for k, a := range attrs {
				if v, ok := literal(a.Expr); ok {
					out[k] = v
				}
			}
		}
	}
	add(file, data)
	ents, err := os.ReadDir(filepath.Dir(file))
	if err != nil {
		return out
	}
	n := 0
	for _, e := range ents {
		name := filepath.Join(filepath.Dir(file), e.Name())
		if !e.Type().IsRegular() || !strings.HasSuffix(e.Name(), ".tf") || name == file || n >= tfLocalFiles {
			continue
		}
		n++
		fi, err := e.Info()
		if err != nil || fi.Size() > tfLocalBytes {
			continue
		}
		if src, err := os.ReadFile(name); err == nil && checkHCLDepth(name, src, false) == nil {
			add(name, src)
		}
	}
	return out
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
		if ref, ok := tfTableRef(n.Expr); ok {
			t.NameRef = ref.ref // name = var.orders_table
		}
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
