package schema

// CloudFormation and SAM templates, YAML or JSON, are read with
// go.yaml.in/yaml/v3's Node API (the config file's YAML library): it keeps
// line numbers, and it accepts the short-form intrinsic functions (!Ref,
// !Sub, !GetAtt, !If, !Join…) as tagged nodes instead of failing on tags it
// does not know. JSON templates are checked with encoding/json first, for
// JSON's own syntax errors, and then read by the same code: JSON is YAML
// once its tabs — whitespace between tokens, never raw inside a JSON
// string — are spaces.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// The resource types that declare tables.
const (
	cfnTable       = "AWS::DynamoDB::Table"
	cfnGlobalTable = "AWS::DynamoDB::GlobalTable"
	samSimpleTable = "AWS::Serverless::SimpleTable"
)

// samDefaultKey is the partition key of a SimpleTable without PrimaryKey.
const samDefaultKey = "id"

type cfnReader struct {
	file   string
	tables []Table
	// nameRefs are the parameters tables' names are (TableName: !Ref P),
	// by index in tables, which a function's variable may name instead
	// of the table.
	nameRefs map[int]string
}

func parseCloudFormation(name string, data []byte, isJSON bool) ([]Table, error) {
	if isJSON {
		if err := checkJSONDepth(name, data); err != nil {
			return nil, err
		}
		var v any
		if err := json.Unmarshal(data, &v); err != nil {
			var se *json.SyntaxError
			if errors.As(err, &se) {
				line := 1 + bytes.Count(data[:min(int(se.Offset), len(data))], []byte("\n"))
				return nil, &Error{File: name, Line: line, Msg: "invalid JSON: " + se.Error()}
			}
			return nil, &Error{File: name, Msg: "invalid JSON: " + err.Error()}
		}
		data = bytes.ReplaceAll(data, []byte("\t"), []byte(" "))
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, yamlError(name, err)
	}
	if err := checkYAMLAliases(name, &doc, len(data)); err != nil {
		return nil, err
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil, &Error{File: name, Msg: "empty file: not a CloudFormation or SAM template"}
	}
	root := resolve(doc.Content[0])
	if root.Kind != yaml.MappingNode {
		return nil, &Error{File: name, Line: root.Line, Msg: "not a CloudFormation or SAM template: want a mapping at the top"}
	}
	_, resources := lookup(root, "Resources")
	if resources == nil {
		return nil, &Error{File: name, Line: root.Line, Msg: "not a CloudFormation or SAM template: no Resources section"}
	}
	if resources.Kind != yaml.MappingNode {
		return nil, &Error{File: name, Line: resources.Line, Msg: "Resources: want a mapping of resources"}
	}
	r := &cfnReader{file: name}
	if err := r.resources(resources); err != nil {
		return nil, err
	}
	r.environment(root, resources)
	return r.tables, nil
}

// environment records, in each table's Env, the variables the template's
// functions get its name in: a function's Environment.Variables (and SAM's
// Globals.Function) mapping a name to !Ref of the table, or of the
// parameter the table's TableName is. Other values (a !Sub, a literal
// name) are not followed.
func (r *cfnReader) environment(root, resources *yaml.Node) {
	if len(r.tables) == 0 {
		return
	}
	var vars []*yaml.Node
	add := func(fn *yaml.Node) {
		_, env := lookup(fn, "Environment")
		if env == nil {
			return
		}
		if _, vs := lookup(env, "Variables"); vs != nil && vs.Kind == yaml.MappingNode {
			vars = append(vars, vs)
		}
	}
	if _, g := lookup(root, "Globals"); g != nil {
		if _, fn := lookup(g, "Function"); fn != nil {
			add(fn)
		}
	}
	for i := 0; i+1 < len(resources.Content); i += 2 {
		if _, props := lookup(resolve(resources.Content[i+1]), "Properties"); props != nil {
			add(props)
		}
	}
	for _, vs := range vars {
		r.bindEnv(vs, func(v *yaml.Node) string {
			if fn, arg := intrinsic(v); fn == "Ref" && arg.Kind == yaml.ScalarNode {
				return arg.Value
			}
			return ""
		})
	}
}

// bindEnv adds to Env the variables of the mapping vs whose value ref
// names a table by its id or by the parameter its name is.
func (r *cfnReader) bindEnv(vs *yaml.Node, ref func(*yaml.Node) string) {
	for i := 0; i+1 < len(vs.Content); i += 2 {
		k, x := vs.Content[i], ref(resolve(vs.Content[i+1]))
		if x == "" || k.Value == "" {
			continue
		}
		for j := range r.tables {
			t := &r.tables[j]
			if (t.ID == x || r.nameRefs[j] == x) && !slices.Contains(t.Env, k.Value) {
				t.Env = append(t.Env, k.Value)
				slices.Sort(t.Env)
			}
		}
	}
}

// resources reads the tables of a Resources mapping.
func (r *cfnReader) resources(resources *yaml.Node) error {
	for i := 0; i+1 < len(resources.Content); i += 2 {
		k, v := resources.Content[i], resolve(resources.Content[i+1])
		if v.Kind != yaml.MappingNode {
			continue // not a resource; CloudFormation itself will say so
		}
		_, typ := lookup(v, "Type")
		if typ == nil || !isLiteral(typ) {
			continue
		}
		var err error
		switch typ.Value {
		case cfnTable, cfnGlobalTable:
			err = r.table(k, v, typ.Value)
		case samSimpleTable:
			err = r.simpleTable(k, v)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// table reads an AWS::DynamoDB::Table or AWS::DynamoDB::GlobalTable.
func (r *cfnReader) table(id, res *yaml.Node, typ string) error {
	t := Table{ID: id.Value, Type: typ, Source: position(r.file, id.Line)}
	what := fmt.Sprintf("resource %s (%s)", id.Value, typ)
	propsKey, props := lookup(res, "Properties")
	if props == nil || props.Kind != yaml.MappingNode {
		line := id.Line
		if propsKey != nil {
			line = propsKey.Line
		}
		return r.errorf(line, "%s has no KeySchema", what)
	}
	ksKey, ks := lookup(props, "KeySchema")
	if ks == nil {
		return r.errorf(propsKey.Line, "%s has no KeySchema", what)
	}
	p, s, ok, err := r.keySchema(ksKey, ks, what)
	if err != nil || !ok {
		return err // !ok: the key attributes are not literal; leave the table out
	}
	t.Partition, t.Sort = p, s
	t.Types = cfnAttributeTypes(props)
	_, name := lookup(props, "TableName")
	if name != nil {
		t.Name, t.Pattern = nameOrPattern(nameParts(name))
		if fn, arg := intrinsic(name); fn == "Ref" && arg.Kind == yaml.ScalarNode {
			if r.nameRefs == nil {
				r.nameRefs = map[int]string{}
			}
			r.nameRefs[len(r.tables)] = arg.Value // the table appended below
		}
	}
	for _, list := range []string{"GlobalSecondaryIndexes", "LocalSecondaryIndexes"} {
		_, ixs := lookup(props, list)
		if ixs == nil || ixs.Kind != yaml.SequenceNode || isIntrinsic(ixs) {
			continue // absent, or an intrinsic: indexes unknown
		}
		for _, ix := range ixs.Content {
			ix = resolve(ix)
			if ix.Kind != yaml.MappingNode {
				continue
			}
			_, ixName := lookup(ix, "IndexName")
			if ixName == nil {
				return r.errorf(ix.Line, "%s: an index in %s has no IndexName", what, list)
			}
			if !isLiteral(ixName) {
				continue
			}
			ixWhat := fmt.Sprintf("%s, index %s", what, ixName.Value)
			ixKSKey, ixKS := lookup(ix, "KeySchema")
			if ixKS == nil {
				return r.errorf(ix.Line, "%s has no KeySchema", ixWhat)
			}
			p, s, ok, err := r.keySchema(ixKSKey, ixKS, ixWhat)
			if err != nil {
				return err
			}
			if !ok {
				continue
			}
			t.Indexes = append(t.Indexes, Index{Name: ixName.Value, Partition: p, Sort: s, Local: list == "LocalSecondaryIndexes"})
		}
	}
	r.tables = append(r.tables, t)
	return nil
}

// simpleTable reads an AWS::Serverless::SimpleTable: a partition key only,
// PrimaryKey {Name, Type}, which defaults to a string "id".
func (r *cfnReader) simpleTable(id, res *yaml.Node) error {
	t := Table{ID: id.Value, Type: samSimpleTable, Source: position(r.file, id.Line), Partition: samDefaultKey}
	what := fmt.Sprintf("resource %s (%s)", id.Value, samSimpleTable)
	_, props := lookup(res, "Properties")
	if props != nil && props.Kind == yaml.MappingNode {
		if pkKey, pk := lookup(props, "PrimaryKey"); pk != nil {
			if pk.Kind != yaml.MappingNode {
				if isIntrinsic(pk) {
					return nil
				}
				return r.errorf(pkKey.Line, "%s: PrimaryKey: want a mapping with Name and Type", what)
			}
			_, name := lookup(pk, "Name")
			switch {
			case name == nil:
				return r.errorf(pk.Line, "%s: PrimaryKey has no Name", what)
			case !isLiteral(name):
				return nil // the key is not known: leave the table out
			}
			t.Partition = name.Value
		}
		if _, name := lookup(props, "TableName"); name != nil {
			t.Name, t.Pattern = nameOrPattern(nameParts(name))
		}
	}
	r.tables = append(r.tables, t)
	return nil
}

// keySchema reads a KeySchema list. ok is false, with no error, when the
// list or one of its attribute names is an intrinsic function.
func (r *cfnReader) keySchema(key, ks *yaml.Node, what string) (partition, sortKey string, ok bool, err error) {
	if isIntrinsic(ks) {
		return "", "", false, nil
	}
	if ks.Kind != yaml.SequenceNode {
		return "", "", false, r.errorf(key.Line, "%s: KeySchema: want a list of {AttributeName, KeyType}", what)
	}
	for _, el := range ks.Content {
		el = resolve(el)
		if el.Kind != yaml.MappingNode {
			if isIntrinsic(el) {
				return "", "", false, nil
			}
			return "", "", false, r.errorf(el.Line, "%s: KeySchema: want {AttributeName, KeyType}", what)
		}
		_, attr := lookup(el, "AttributeName")
		_, kt := lookup(el, "KeyType")
		switch {
		case attr == nil:
			return "", "", false, r.errorf(el.Line, "%s: KeySchema element has no AttributeName", what)
		case kt == nil:
			return "", "", false, r.errorf(el.Line, "%s: KeySchema element has no KeyType", what)
		case !isLiteral(attr) || !isLiteral(kt):
			return "", "", false, nil
		}
		var dst *string
		switch kt.Value {
		case "HASH":
			dst = &partition
		case "RANGE":
			dst = &sortKey
		default:
			return "", "", false, r.errorf(kt.Line, "%s: KeyType %q: want HASH or RANGE", what, kt.Value)
		}
		if *dst != "" {
			return "", "", false, r.errorf(kt.Line, "%s: KeySchema has two %s keys", what, kt.Value)
		}
		*dst = attr.Value
	}
	if partition == "" {
		return "", "", false, r.errorf(key.Line, "%s: KeySchema has no HASH key", what)
	}
	return partition, sortKey, true, nil
}

func (r *cfnReader) errorf(line int, format string, args ...any) error {
	return &Error{File: r.file, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// nameParts reads a TableName: a literal, !Sub "template" (also
// [template, vars] and the Fn::Sub long form), !Join [sep, [parts]] (and
// Fn::Join), or anything else, which is unknown.
func nameParts(n *yaml.Node) []namePart {
	n = resolve(n)
	if isLiteral(n) {
		return []namePart{{text: n.Value}}
	}
	fn, arg := intrinsic(n)
	switch fn {
	case "Sub":
		if arg.Kind == yaml.SequenceNode && len(arg.Content) > 0 {
			arg = resolve(arg.Content[0])
		}
		if arg.Kind == yaml.ScalarNode {
			return subParts(arg.Value)
		}
	case "Join":
		if arg.Kind == yaml.SequenceNode && len(arg.Content) == 2 {
			sep, list := resolve(arg.Content[0]), resolve(arg.Content[1])
			if isLiteral(sep) && list.Kind == yaml.SequenceNode {
				var out []namePart
				for i, el := range list.Content {
					if i > 0 {
						out = append(out, namePart{text: sep.Value})
					}
					out = append(out, nameParts(el)...)
				}
				return out
			}
		}
	}
	return []namePart{{unknown: true}}
}

// subParts splits a !Sub template: ${Name} is unknown, ${!Text} is the
// literal ${Text}.
func subParts(s string) []namePart {
	var out []namePart
	for {
		i := strings.Index(s, "${")
		if i < 0 {
			break
		}
		if strings.HasPrefix(s[i:], "${!") {
			out = append(out, namePart{text: s[:i] + "${"})
			s = s[i+3:]
			continue
		}
		j := strings.Index(s[i:], "}")
		if j < 0 {
			break
		}
		out = append(out, namePart{text: s[:i]}, namePart{unknown: true})
		s = s[i+j+1:]
	}
	return append(out, namePart{text: s})
}

// intrinsic returns the function name ("Sub", "Ref", "GetAtt"…) and the
// argument of an intrinsic function in short (!Sub x) or long
// ({"Fn::Sub": x}, {"Ref": x}) form, or "" if n is not one.
func intrinsic(n *yaml.Node) (string, *yaml.Node) {
	if strings.HasPrefix(n.Tag, "!") && !strings.HasPrefix(n.Tag, "!!") {
		return strings.TrimPrefix(n.Tag, "!"), n
	}
	if n.Kind == yaml.MappingNode && len(n.Content) == 2 {
		k := n.Content[0].Value
		if k == "Ref" || k == "Condition" || strings.HasPrefix(k, "Fn::") {
			return strings.TrimPrefix(k, "Fn::"), resolve(n.Content[1])
		}
	}
	return "", nil
}

func isIntrinsic(n *yaml.Node) bool {
	fn, _ := intrinsic(n)
	return fn != ""
}

// isLiteral reports a plain value: a scalar with a standard tag, not null.
func isLiteral(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && strings.HasPrefix(n.Tag, "!!") && n.Tag != "!!null" && n.Value != ""
}

// lookup returns the key and value nodes of key in mapping n, or nils.
func lookup(n *yaml.Node, key string) (k, v *yaml.Node) {
	n = resolve(n)
	if n.Kind != yaml.MappingNode {
		return nil, nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i], resolve(n.Content[i+1])
		}
	}
	return nil, nil
}

// resolve follows YAML aliases.
func resolve(n *yaml.Node) *yaml.Node {
	for n != nil && n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	return n
}

var yamlLineRE = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// yamlError names the file and line of a YAML syntax error.
func yamlError(file string, err error) error {
	msg := err.Error()
	if m := yamlLineRE.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		return &Error{File: file, Line: line, Msg: "invalid YAML: " + m[2]}
	}
	return &Error{File: file, Msg: "invalid YAML: " + strings.TrimPrefix(msg, "yaml: ")}
}
