package schema

// Serverless Framework service files (serverless.yml) declare their tables
// as CloudFormation under resources.Resources, read here by the
// CloudFormation reader, with the framework's own ${...} variables on top.
// Those are resolved only for ${self:path} references to literal values of
// the same file (the usual custom.tableName); every other variable —
// ${sls:stage}, ${opt:stage, 'dev'}, ${env:…}, ${ssm:…}, ${file(…)…} — is
// known only at deploy time: in a table name it becomes a "*" of the name
// pattern, and a key attribute named by one leaves its table (or index) out.

import (
	"path/filepath"
	"strings"

	"go.yaml.in/yaml/v3"
)

// maxVarDepth bounds the ${self:...} references followed from one value.
const maxVarDepth = 8

// IsServerless reports a Serverless Framework service file name.
func IsServerless(name string) bool {
	switch strings.ToLower(filepath.Base(name)) {
	case "serverless.yml", "serverless.yaml":
		return true
	}
	return false
}

func parseServerless(name string, data []byte) ([]Table, error) {
	tables, _, err := parseServerlessIncludes(name, data)
	return tables, err
}

// parseServerlessIncludes is parseServerless, also returning the files the
// service includes (nil if it did not get as far as its resources).
func parseServerlessIncludes(name string, data []byte) ([]Table, *slsIncludes, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, nil, yamlError(name, err)
	}
	if err := checkYAMLAliases(name, &doc, len(data)); err != nil {
		return nil, nil, err
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil, nil, &Error{File: name, Msg: "empty file: not a Serverless Framework service"}
	}
	root := resolve(doc.Content[0])
	if root.Kind != yaml.MappingNode {
		return nil, nil, &Error{File: name, Line: root.Line, Msg: "not a Serverless Framework service: want a mapping at the top"}
	}
	_, res := lookup(root, "resources")
	if res == nil {
		return nil, nil, &Error{File: name, Line: root.Line, Msg: "not a Serverless Framework service with tables: no resources section"}
	}
	// resources is one CloudFormation fragment, or a list of them, any of
	// which may be in a file of its own.
	in := &slsIncludes{dir: filepath.Dir(name)}
	r := &cfnReader{file: name}
	for _, frag := range in.fragments(name, res) {
		_, resources := lookup(frag.node, "Resources")
		if resources == nil || resources.Kind != yaml.MappingNode {
			continue
		}
		r.file = frag.file
		if err := r.resources(resources); err != nil {
			return nil, in, err
		}
	}
	r.file = name
	s := slsVars{root: root}
	out := r.tables[:0]
	for _, t := range r.tables {
		if t, ok := s.resolveTable(t); ok {
			out = append(out, t)
		}
	}
	r.tables, r.nameRefs = out, nil // the indexes have moved; a Serverless name is no parameter
	s.environment(r)
	return r.tables, in, nil
}

// environment records, in each table's Env, the variables the service's
// functions get its name in (provider.environment, and each function's
// environment): !Ref of the table, or a value that resolves to the table's
// name or name pattern (${self:custom.usersTable}, or the same
// ${self:service}-users-${sls:stage} as its TableName).
func (s slsVars) environment(r *cfnReader) {
	var vars []*yaml.Node
	if _, prov := lookup(s.root, "provider"); prov != nil {
		if _, env := lookup(prov, "environment"); env != nil && env.Kind == yaml.MappingNode {
			vars = append(vars, env)
		}
	}
	if _, fns := lookup(s.root, "functions"); fns != nil && fns.Kind == yaml.MappingNode {
		for i := 1; i < len(fns.Content); i += 2 {
			if _, env := lookup(resolve(fns.Content[i]), "environment"); env != nil && env.Kind == yaml.MappingNode {
				vars = append(vars, env)
			}
		}
	}
	for _, vs := range vars {
		r.bindEnv(vs, func(v *yaml.Node) string {
			if fn, arg := intrinsic(v); fn == "Ref" && arg.Kind == yaml.ScalarNode {
				return arg.Value
			}
			if v.Kind != yaml.ScalarNode || isIntrinsic(v) || v.Value == "" {
				return ""
			}
			name, pattern := nameOrPattern(s.parts(v.Value, 0))
			for _, t := range r.tables {
				if name != "" && t.Name == name || pattern != "" && t.Pattern == pattern {
					return t.ID
				}
			}
			return ""
		})
	}
}

// slsVars resolves a service file's variables.
type slsVars struct{ root *yaml.Node }

// resolveTable resolves the variables of a table read from the file. A
// table whose key attributes are not all known is left out.
func (s slsVars) resolveTable(t Table) (Table, bool) {
	if t.Name != "" && strings.Contains(t.Name, "${") {
		t.Name, t.Pattern = nameOrPattern(s.parts(t.Name, 0))
	}
	var ok bool
	if t.Partition, ok = s.literal(t.Partition); !ok {
		return t, false
	}
	if t.Sort, ok = s.literal(t.Sort); !ok {
		return t, false
	}
	var ixs []Index
	for _, ix := range t.Indexes {
		name, ok1 := s.literal(ix.Name)
		p, ok2 := s.literal(ix.Partition)
		so, ok3 := s.literal(ix.Sort)
		if ok1 && ok2 && ok3 {
			ixs = append(ixs, Index{Name: name, Partition: p, Sort: so, Local: ix.Local})
		}
	}
	t.Indexes = ixs
	return t, true
}

// literal resolves a value that must be fully known.
func (s slsVars) literal(v string) (string, bool) {
	if !strings.Contains(v, "${") {
		return v, true
	}
	var b strings.Builder
	for _, p := range s.parts(v, 0) {
		if p.unknown {
			return "", false
		}
		b.WriteString(p.text)
	}
	return b.String(), true
}

// parts splits v into literal text and variables, resolving ${self:path}
// to a literal of the file.
func (s slsVars) parts(v string, depth int) []namePart {
	var out []namePart
	for {
		i := strings.Index(v, "${")
		if i < 0 {
			break
		}
		j := closingBrace(v, i+2)
		if j < 0 {
			break // unbalanced: the rest is text
		}
		out = append(out, namePart{text: v[:i]})
		out = append(out, s.variable(v[i+2:j], depth)...)
		v = v[j+1:]
	}
	return append(out, namePart{text: v})
}

// variable resolves the inside of one ${...}.
func (s slsVars) variable(expr string, depth int) []namePart {
	expr = strings.TrimSpace(expr)
	path, ok := strings.CutPrefix(expr, "self:")
	if !ok || depth >= maxVarDepth || strings.Contains(path, "${") || strings.Contains(path, ",") {
		return []namePart{{unknown: true}}
	}
	n := s.root
	for _, key := range strings.Split(path, ".") {
		if _, n = lookup(n, key); n == nil {
			return []namePart{{unknown: true}}
		}
	}
	if !isLiteral(n) {
		return []namePart{{unknown: true}}
	}
	return s.parts(n.Value, depth+1)
}

// closingBrace returns the index of the "}" closing the variable whose text
// starts at from, counting nested ${...}; -1 if none.
func closingBrace(v string, from int) int {
	depth := 0
	for i := from; i < len(v); i++ {
		switch v[i] {
		case '{':
			depth++
		case '}':
			if depth == 0 {
				return i
			}
			depth--
		}
	}
	return -1
}
