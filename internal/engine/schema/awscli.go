package schema

// Tables created with the AWS CLI: `aws dynamodb create-table` in a shell
// script (a DynamoDB Local or LocalStack set-up, a CI step), a Makefile's
// recipe or a Docker Compose service's command, and the JSON input such a
// command reads (--cli-input-json file://tables/orders.json), which is a
// CreateTable request. Shell is read with mvdan.cc/sh, the parser shfmt is
// built on: quoting, line continuations and nested `sh -c "…"` strings are
// its job, not ours. Nothing is run or expanded but the variables the same
// file assigns literally (TABLE=orders, ${TABLE:-orders}, a Makefile's
// TABLE ?= orders); any other part of a table name is unknown, as in the
// other readers.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"go.yaml.in/yaml/v3"
	"mvdan.cc/sh/v3/syntax"
)

// CLIType is the Type of a table an AWS CLI create-table call (or its
// JSON request) declares: a local set-up's copy, most often, of a table
// the infrastructure code declares too.
const CLIType = "aws dynamodb create-table"

// IsCommandFile reports a file whose commands are read for create-table:
// a shell script, a Makefile, or a Docker Compose file.
func IsCommandFile(name string) bool {
	base := strings.ToLower(filepath.Base(name))
	switch {
	case base == "makefile" || base == "gnumakefile" || strings.HasSuffix(base, ".mk"):
		return true
	case strings.HasSuffix(base, ".sh") || strings.HasSuffix(base, ".bash"):
		return true
	}
	return isCompose(base)
}

// isCompose reports a Docker Compose file's name: docker-compose.yml,
// compose.yaml, docker-compose.local.yml…
func isCompose(base string) bool {
	ext := filepath.Ext(base)
	if ext != ".yml" && ext != ".yaml" {
		return false
	}
	return strings.HasPrefix(base, "docker-compose") || strings.HasPrefix(base, "compose")
}

// HasCreateTable reports text that may hold an AWS CLI create-table call.
func HasCreateTable(data []byte) bool {
	return bytes.Contains(data, []byte("create-table"))
}

// parseCommands reads the create-table calls of a command file.
// A listed file of no such call is an error, as a template of no table
// is: it was named to declare tables.
func parseCommands(name string, data []byte) ([]Table, error) {
	none := &Error{File: name, Msg: "declares no table: no aws dynamodb create-table call with a --key-schema"}
	if !HasCreateTable(data) {
		return nil, none
	}
	c := &cliReader{file: name, vars: map[string]string{}}
	base := strings.ToLower(filepath.Base(name))
	switch {
	case isCompose(base):
		var doc yaml.Node
		if err := yaml.Unmarshal(data, &doc); err != nil {
			return nil, &Error{File: name, Msg: "cannot parse YAML: " + err.Error()}
		}
		if err := checkYAMLAliases(name, &doc, len(data)); err != nil {
			return nil, err
		}
		c.yamlCommands(&doc, 0)
	case strings.HasSuffix(base, ".sh") || strings.HasSuffix(base, ".bash"):
		c.shell(string(data), 1, 0)
	default:
		c.makefile(string(data))
	}
	if len(c.tables) == 0 {
		return nil, none
	}
	return c.tables, nil
}

type cliReader struct {
	file   string
	vars   map[string]string
	tables []Table
}

// maxShellNesting bounds sh -c "…" inside sh -c "…".
const maxShellNesting = 3

// shell parses text as a shell program starting at line and reads its
// create-table calls. A text that does not parse is passed over: a found
// script of another dialect is not an error.
func (c *cliReader) shell(text string, line, depth int) {
	if depth > maxShellNesting {
		return
	}
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(text), c.file)
	if err != nil {
		return
	}
	syntax.Walk(f, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.Assign:
			// TABLE=orders, export TABLE="orders": literal values only.
			if n.Name != nil && n.Value != nil && !n.Append && n.Array == nil {
				if v, ok := c.literalWord(n.Value); ok {
					if _, seen := c.vars[n.Name.Value]; !seen {
						c.vars[n.Name.Value] = v
					}
				}
			}
		case *syntax.CallExpr:
			c.call(n, line, depth)
		}
		return true
	})
}

// call reads one command: aws … dynamodb create-table …, or the script
// of sh -c / bash -c.
func (c *cliReader) call(call *syntax.CallExpr, line, depth int) {
	args := call.Args
	// A whole command in one quoted word: Compose's command: "aws …" for
	// an entrypoint of sh -c.
	if len(args) == 1 && len(args[0].Parts) == 1 {
		if _, quoted := args[0].Parts[0].(*syntax.DblQuoted); quoted {
			if script, ok := c.rawWord(args[0]); ok && HasCreateTable([]byte(script)) {
				c.shell(script, line+int(args[0].Pos().Line())-1, depth+1)
			}
			return
		}
	}
	if len(args) >= 3 {
		if cmd, ok := c.literalWord(args[0]); ok {
			switch filepath.Base(cmd) {
			case "sh", "bash", "ash", "dash", "zsh":
				for i := 1; i+1 < len(args); i++ {
					if flag, ok := c.literalWord(args[i]); ok && strings.HasPrefix(flag, "-") && strings.Contains(flag, "c") {
						if script, ok := c.rawWord(args[i+1]); ok {
							c.shell(script, line+int(args[i+1].Pos().Line())-1, depth+1)
						}
						return
					}
				}
			}
		}
	}
	for i := 0; i+1 < len(args); i++ {
		a, _ := c.literalWord(args[i])
		b, _ := c.literalWord(args[i+1])
		if a == "dynamodb" && b == "create-table" {
			c.createTable(args[i+2:], line+int(call.Pos().Line())-1)
			return
		}
	}
}

// cliFlag is one --flag and the words after it.
type cliFlag struct {
	name   string
	values []*syntax.Word
}

// createTable reads a create-table call's flags into a table.
func (c *cliReader) createTable(args []*syntax.Word, line int) {
	var flags []cliFlag
	for _, w := range args {
		s, _ := c.literalWord(w)
		if strings.HasPrefix(s, "--") {
			name, value, hasValue := strings.Cut(s[2:], "=")
			flags = append(flags, cliFlag{name: name})
			if hasValue {
				flags[len(flags)-1].values = append(flags[len(flags)-1].values, &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: value}}})
			}
			continue
		}
		if len(flags) > 0 {
			flags[len(flags)-1].values = append(flags[len(flags)-1].values, w)
		}
	}
	in := createTableInput{}
	var nameParts []namePart
	for _, f := range flags {
		switch f.name {
		case "table-name":
			if len(f.values) > 0 {
				nameParts = c.wordParts(f.values[0].Parts)
			}
		case "key-schema":
			in.KeySchema = c.keyElements(f.values)
		case "attribute-definitions":
			for _, v := range c.structs(f.values) {
				in.AttributeDefinitions = append(in.AttributeDefinitions, attrDef{AttributeName: str(v["AttributeName"]), AttributeType: str(v["AttributeType"])})
			}
		case "global-secondary-indexes", "local-secondary-indexes":
			vs := c.structs(f.values)
			if len(vs) < len(f.values) {
				in.indexesUnread = true // a value neither JSON nor shorthand
			}
			for _, v := range vs {
				ix := indexInput{IndexName: str(v["IndexName"])}
				if ks, ok := v["KeySchema"].([]any); ok {
					for _, k := range ks {
						if m, ok := k.(map[string]any); ok {
							ix.KeySchema = append(ix.KeySchema, keyElement{AttributeName: str(m["AttributeName"]), KeyType: str(m["KeyType"])})
						}
					}
				}
				if f.name == "global-secondary-indexes" {
					in.GlobalSecondaryIndexes = append(in.GlobalSecondaryIndexes, ix)
				} else {
					in.LocalSecondaryIndexes = append(in.LocalSecondaryIndexes, ix)
				}
			}
		case "cli-input-json":
			if len(f.values) > 0 {
				if s, ok := c.literalWord(f.values[0]); ok {
					c.inputJSON(s, &in)
				}
			}
		}
	}
	if nameParts != nil {
		in.nameParts = nameParts // --table-name wins over the JSON's
	}
	if t, ok := in.table(c.file, line); ok {
		c.tables = append(c.tables, t)
	}
}

// inputJSON reads --cli-input-json: inline JSON, or file://path relative
// to the command file's folder (where such a script is run from, most
// often). Flags given beside it win, as with the CLI.
func (c *cliReader) inputJSON(s string, in *createTableInput) {
	data, ok := c.value(s)
	if !ok {
		return
	}
	var from createTableInput
	if json.Unmarshal(data, &from) == nil {
		*in = from
	}
}

// value is a flag's text, or the contents of the file:// it names: relative
// to the command file's folder, or to a folder above it (a script in
// tests/ run from the repository's root), up to three.
func (c *cliReader) value(s string) ([]byte, bool) {
	path, ok := strings.CutPrefix(s, "file://")
	if !ok {
		return []byte(s), true
	}
	dirs := []string{""}
	if !filepath.IsAbs(path) {
		dirs = dirs[:0]
		for d, i := filepath.Dir(c.file), 0; i < 4; i++ {
			dirs = append(dirs, d)
			if parent := filepath.Dir(d); parent != d {
				d = parent
			}
		}
	}
	for _, d := range dirs {
		p := filepath.Join(d, path)
		fi, err := os.Stat(p)
		if err != nil || !fi.Mode().IsRegular() || fi.Size() > maxFileSize {
			continue
		}
		if data, err := os.ReadFile(p); err == nil {
			return data, true
		}
	}
	return nil, false
}

// keyElements reads --key-schema: JSON, or shorthand words
// (AttributeName=id,KeyType=HASH AttributeName=at,KeyType=RANGE).
func (c *cliReader) keyElements(ws []*syntax.Word) []keyElement {
	var out []keyElement
	for _, v := range c.structs(ws) {
		out = append(out, keyElement{AttributeName: str(v["AttributeName"]), KeyType: str(v["KeyType"])})
	}
	return out
}

// structs reads the values of a list flag: one JSON array, or one
// shorthand structure a word.
func (c *cliReader) structs(ws []*syntax.Word) []map[string]any {
	var out []map[string]any
	for _, w := range ws {
		s, ok := c.literalWord(w)
		if !ok {
			continue
		}
		if data, ok := c.value(s); ok && strings.HasPrefix(s, "file://") {
			s = string(data)
		}
		s = strings.TrimSpace(s)
		if strings.HasPrefix(s, "[") || strings.HasPrefix(s, "{") {
			var list []map[string]any
			if json.Unmarshal([]byte(s), &list) == nil {
				out = append(out, list...)
				continue
			}
			var one map[string]any
			if json.Unmarshal([]byte(s), &one) == nil {
				out = append(out, one)
			}
			continue
		}
		if m, ok := parseShorthand(s); ok {
			out = append(out, m)
		}
	}
	return out
}

func str(v any) string {
	s, _ := v.(string)
	return s
}

// literalWord is a word's value when every part of it is known: literal
// text, quotes, and variables the file assigns literally.
func (c *cliReader) literalWord(w *syntax.Word) (string, bool) {
	var b strings.Builder
	for _, p := range c.wordParts(w.Parts) {
		if p.unknown {
			return "", false
		}
		b.WriteString(p.text)
	}
	return b.String(), true
}

// rawWord is a word's text with only its quotes removed, for the script
// of sh -c: the inner shell expands its own variables.
func (c *cliReader) rawWord(w *syntax.Word) (string, bool) {
	var b strings.Builder
	var walk func(parts []syntax.WordPart) bool
	walk = func(parts []syntax.WordPart) bool {
		for _, p := range parts {
			switch p := p.(type) {
			case *syntax.Lit:
				b.WriteString(p.Value)
			case *syntax.SglQuoted:
				b.WriteString(p.Value)
			case *syntax.DblQuoted:
				for _, q := range p.Parts {
					if lit, ok := q.(*syntax.Lit); ok {
						b.WriteString(unescapeDouble(lit.Value))
					} else if !walk([]syntax.WordPart{q}) {
						return false
					}
				}
			case *syntax.ParamExp:
				if v, ok := c.param(p); ok {
					b.WriteString(v)
				} else if p.Param != nil {
					b.WriteString("${" + p.Param.Value + "}")
				}
			default:
				return false
			}
		}
		return true
	}
	if !walk(w.Parts) {
		return "", false
	}
	return b.String(), true
}

// unescapeDouble removes the backslashes the shell removes inside double
// quotes: before $, `, ", \ and a newline (which it drops with them).
func unescapeDouble(s string) string {
	if !strings.Contains(s, "\\") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("$`\"\\\n", s[i+1]) >= 0 {
			if s[i+1] != '\n' {
				b.WriteByte(s[i+1])
			}
			i++
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// wordParts splits a word's parts into known text and unknown parts (a
// table name's "${STAGE}-users").
func (c *cliReader) wordParts(parts []syntax.WordPart) []namePart {
	var out []namePart
	for _, p := range parts {
		switch p := p.(type) {
		case *syntax.Lit:
			out = append(out, namePart{text: p.Value})
		case *syntax.SglQuoted:
			out = append(out, namePart{text: p.Value})
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				if lit, ok := q.(*syntax.Lit); ok {
					out = append(out, namePart{text: unescapeDouble(lit.Value)})
					continue
				}
				out = append(out, c.wordParts([]syntax.WordPart{q})...)
			}
		case *syntax.ParamExp:
			if v, ok := c.param(p); ok {
				out = append(out, namePart{text: v})
			} else {
				out = append(out, namePart{unknown: true})
			}
		default:
			out = append(out, namePart{unknown: true})
		}
	}
	return out
}

// param is a variable's value: one the file assigns literally, or the
// default of ${X:-default} / ${X-default} when it assigns none.
func (c *cliReader) param(p *syntax.ParamExp) (string, bool) {
	if p.Param == nil || p.Excl || p.Length || p.Index != nil || p.Slice != nil || p.Repl != nil || p.Names != 0 {
		return "", false
	}
	if v, ok := c.vars[p.Param.Value]; ok && (p.Exp == nil || p.Exp.Op == syntax.DefaultUnset || p.Exp.Op == syntax.DefaultUnsetOrNull) {
		return v, true
	}
	if p.Exp != nil && (p.Exp.Op == syntax.DefaultUnset || p.Exp.Op == syntax.DefaultUnsetOrNull) && p.Exp.Word != nil {
		return c.literalWord(p.Exp.Word)
	}
	return "", false
}

// makeAssign is a Makefile variable assignment: NAME = value, NAME ?=,
// NAME :=, export NAME = value.
var makeAssign = regexp.MustCompile(`^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*(?:\?|:|::)?=\s*(.*)$`)

// makeRef is a Makefile variable reference, $(NAME) or ${NAME}.
var makeRef = regexp.MustCompile(`\$[({]([A-Za-z_][A-Za-z0-9_]*)[)}]`)

// makefile reads a Makefile's variables and recipes: each recipe line
// (continuations joined) is a shell command once make has expanded $(X)
// (to the shell's ${X}, resolved the same way) and $$ (to $).
func (c *cliReader) makefile(text string) {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	for i := 0; i < len(lines); i++ {
		start := i
		line := lines[i]
		for strings.HasSuffix(line, "\\") && i+1 < len(lines) {
			i++
			line = strings.TrimSuffix(line, "\\") + " " + strings.TrimLeft(lines[i], " \t")
		}
		if strings.HasPrefix(line, "\t") {
			if !HasCreateTable([]byte(line)) {
				continue
			}
			cmd := strings.TrimLeft(line, "\t@-+ ")
			cmd = strings.ReplaceAll(cmd, "$$", "\x00")
			cmd = makeRef.ReplaceAllString(cmd, "$${$1}")
			cmd = strings.ReplaceAll(cmd, "\x00", "$")
			c.shell(cmd, start+1, 0)
			continue
		}
		if m := makeAssign.FindStringSubmatch(strings.TrimSpace(line)); m != nil && !strings.Contains(m[2], "$") {
			if _, seen := c.vars[m[1]]; !seen {
				c.vars[m[1]] = strings.TrimSpace(m[2])
			}
		}
	}
}

// yamlCommands reads a Compose file's strings that hold create-table (a
// service's command or entrypoint, a script in a healthcheck) as shell,
// and lists of words (command: ["aws", "dynamodb", "create-table", …]) as
// one command. The file's environment: mappings give variables.
func (c *cliReader) yamlCommands(n *yaml.Node, depth int) {
	if depth > 64 {
		return
	}
	switch n.Kind {
	case yaml.DocumentNode:
		for _, k := range n.Content {
			c.yamlCommands(k, depth+1)
		}
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if k.Value == "environment" {
				c.yamlEnv(v)
			}
		}
		for i := 1; i < len(n.Content); i += 2 {
			c.yamlCommands(n.Content[i], depth+1)
		}
	case yaml.SequenceNode:
		var words []string
		all := true
		for _, e := range n.Content {
			if e.Kind != yaml.ScalarNode {
				all = false
				break
			}
			words = append(words, e.Value)
		}
		if all && HasCreateTable([]byte(strings.Join(words, " "))) {
			quoted := make([]string, len(words))
			for i, w := range words {
				if q, err := syntax.Quote(w, syntax.LangBash); err == nil {
					quoted[i] = q
				}
			}
			c.shell(strings.Join(quoted, " "), n.Line, 0)
			return
		}
		for _, e := range n.Content {
			c.yamlCommands(e, depth+1)
		}
	case yaml.ScalarNode:
		if HasCreateTable([]byte(n.Value)) {
			// $$ is Compose's escape of a $ it would interpolate itself.
			c.shell(strings.ReplaceAll(n.Value, "$$", "$"), n.Line, 0)
		}
	}
}

// yamlEnv reads a Compose environment: mapping (TABLE: orders) or list
// (- TABLE=orders) of literal values.
func (c *cliReader) yamlEnv(v *yaml.Node) {
	set := func(k, val string) {
		if _, seen := c.vars[k]; !seen && !strings.Contains(val, "$") {
			c.vars[k] = val
		}
	}
	switch v.Kind {
	case yaml.MappingNode:
		for i := 0; i+1 < len(v.Content); i += 2 {
			if v.Content[i+1].Kind == yaml.ScalarNode {
				set(v.Content[i].Value, v.Content[i+1].Value)
			}
		}
	case yaml.SequenceNode:
		for _, e := range v.Content {
			if k, val, ok := strings.Cut(e.Value, "="); ok {
				set(k, val)
			}
		}
	}
}

// createTableInput is a CreateTable request, as --cli-input-json and
// the flags give it.
type createTableInput struct {
	TableName              string
	AttributeDefinitions   []attrDef
	KeySchema              []keyElement
	GlobalSecondaryIndexes []indexInput
	LocalSecondaryIndexes  []indexInput

	nameParts []namePart
	// indexesUnread says an index flag's value could not be read.
	indexesUnread bool
}

type attrDef struct{ AttributeName, AttributeType string }

type keyElement struct{ AttributeName, KeyType string }

type indexInput struct {
	IndexName string
	KeySchema []keyElement
}

// keys returns the HASH and RANGE attributes of a key schema.
func keys(ks []keyElement) (hash, rng string) {
	for _, k := range ks {
		switch strings.ToUpper(k.KeyType) {
		case "HASH":
			hash = k.AttributeName
		case "RANGE":
			rng = k.AttributeName
		}
	}
	return hash, rng
}

// table turns the request into a table; ok is false without a HASH key.
func (in *createTableInput) table(file string, line int) (Table, bool) {
	t := Table{Type: CLIType, Source: position(file, line)}
	t.Partition, t.Sort = keys(in.KeySchema)
	if t.Partition == "" {
		return t, false
	}
	parts := in.nameParts
	if parts == nil && in.TableName != "" {
		parts = []namePart{{text: in.TableName}}
	}
	t.Name, t.Pattern = nameOrPattern(parts)
	for _, d := range in.AttributeDefinitions {
		if d.AttributeName != "" && d.AttributeType != "" {
			t.Types = append(t.Types, AttrType{Name: d.AttributeName, Type: d.AttributeType})
		}
	}
	add := func(ixs []indexInput, local bool) {
		for _, ix := range ixs {
			h, r := keys(ix.KeySchema)
			if local {
				h = t.Partition
			}
			if ix.IndexName == "" || h == "" || local && r == "" {
				// Given, but not as the CLI takes it (Keys= for
				// KeySchema=): the table's indexes are not all known.
				t.IndexesPartial = true
				continue
			}
			t.Indexes = append(t.Indexes, Index{Name: ix.IndexName, Partition: h, Sort: r, Local: local})
		}
	}
	add(in.GlobalSecondaryIndexes, false)
	add(in.LocalSecondaryIndexes, true)
	if in.indexesUnread {
		t.IndexesPartial = true
	}
	return t, true
}

// isCreateTableJSON reports a JSON document that is a CreateTable request
// (the input of --cli-input-json): an object with KeySchema and no
// CloudFormation Resources, or a list of them.
func isCreateTableJSON(data []byte) bool {
	var probe any
	if json.Unmarshal(data, &probe) != nil {
		return false
	}
	// A table's request names the table or defines its attributes; an
	// index's entry (the file of --local-secondary-indexes) names the
	// index instead.
	is := func(v any) bool {
		m, ok := v.(map[string]any)
		if !ok {
			return false
		}
		_, ks := m["KeySchema"]
		_, res := m["Resources"]
		_, ix := m["IndexName"]
		_, name := m["TableName"]
		_, defs := m["AttributeDefinitions"]
		return ks && !res && !ix && (name || defs)
	}
	if list, ok := probe.([]any); ok {
		return len(list) > 0 && is(list[0])
	}
	return is(probe)
}

// parseCreateTableJSON reads a CreateTable request in JSON, or a list of
// them.
func parseCreateTableJSON(name string, data []byte) ([]Table, error) {
	var list []createTableInput
	if err := json.Unmarshal(data, &list); err != nil {
		var one createTableInput
		if err := json.Unmarshal(data, &one); err != nil {
			return nil, &Error{File: name, Msg: fmt.Sprintf("cannot parse CreateTable JSON: %v", err)}
		}
		list = []createTableInput{one}
	}
	var out []Table
	for i := range list {
		if t, ok := list[i].table(name, 1); ok {
			out = append(out, t)
		}
	}
	if len(out) == 0 {
		return nil, &Error{File: name, Msg: "declares no table: a CreateTable request without a HASH key"}
	}
	return out, nil
}

// parseShorthand reads the AWS CLI's shorthand syntax for one structure:
// AttributeName=id,KeyType=HASH, or, nested,
// IndexName=ByStatus,KeySchema=[{AttributeName=status,KeyType=HASH}],Projection={ProjectionType=ALL}.
// ok is false when the text is not of that form.
func parseShorthand(s string) (map[string]any, bool) {
	p := &shorthand{s: s}
	m, ok := p.fields('\x00')
	return m, ok && p.i == len(s) && len(m) > 0
}

type shorthand struct {
	s     string
	i     int
	depth int
}

// fields reads key=value pairs up to the closing byte end (0 for the end
// of the text).
func (p *shorthand) fields(end byte) (map[string]any, bool) {
	if p.depth++; p.depth > 16 {
		return nil, false
	}
	defer func() { p.depth-- }()
	m := map[string]any{}
	for p.i < len(p.s) && p.s[p.i] != end {
		eq := strings.IndexByte(p.s[p.i:], '=')
		if eq <= 0 {
			return nil, false
		}
		key := strings.TrimSpace(p.s[p.i : p.i+eq])
		if strings.ContainsAny(key, ",{}[]") {
			return nil, false
		}
		p.i += eq + 1
		v, ok := p.value(end)
		if !ok {
			return nil, false
		}
		m[key] = v
		if p.i < len(p.s) && p.s[p.i] == ',' {
			p.i++
		}
	}
	return m, true
}

// value reads one value: a {structure}, a [list] or plain text.
func (p *shorthand) value(end byte) (any, bool) {
	if p.i >= len(p.s) {
		return "", true
	}
	switch p.s[p.i] {
	case '{':
		p.i++
		m, ok := p.fields('}')
		if !ok || p.i >= len(p.s) {
			return nil, false
		}
		p.i++ // }
		return m, true
	case '[':
		p.i++
		var list []any
		for p.i < len(p.s) && p.s[p.i] != ']' {
			v, ok := p.value(']')
			if !ok {
				return nil, false
			}
			list = append(list, v)
			if p.i < len(p.s) && p.s[p.i] == ',' {
				p.i++
			}
		}
		if p.i >= len(p.s) {
			return nil, false
		}
		p.i++ // ]
		return list, true
	}
	j := p.i
	for j < len(p.s) && p.s[j] != ',' && p.s[j] != end && p.s[j] != '}' && p.s[j] != ']' {
		j++
	}
	v := strings.TrimSpace(p.s[p.i:j])
	p.i = j
	return v, true
}
