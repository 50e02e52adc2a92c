package schema

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// An AWS CDK app in TypeScript or JavaScript declares a table as code:
//
//	const services = new dynamodb.Table(this, 'Services', {
//	  tableName: `${stage}-services`,
//	  partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
//	  sortKey: { name: 'sk', type: dynamodb.AttributeType.STRING },
//	});
//	services.addGlobalSecondaryIndex({ indexName: 'GSI1', partitionKey: { name: 'GSI1PK', type: … } });
//
// (TableV2 takes globalSecondaryIndexes and localSecondaryIndexes as
// arrays of the same objects.) The reader tokenizes the file and reads
// those calls and object literals; it does not type-check or run anything.
// As in a Go file, where declarations are code, what it cannot read
// literally (a key named by a function's result, a spread) leaves that
// table or index out rather than making the file an error. A name given
// by a string constant of the file (const PK = 'pk') is read through.
//
// No TypeScript parser is used: the Go ones available are either internal
// to a bundler or track the language's whole grammar, and the few shapes
// above need only tokens and balanced brackets.

// cdkMarker is what a file that declares a table with the CDK imports:
// the DynamoDB module (v2, v1), or its namespace from the library root
// (import { aws_dynamodb as dynamodb } from 'aws-cdk-lib').
var cdkMarker = regexp.MustCompile(`aws-cdk-lib/aws-dynamodb|@aws-cdk/aws-dynamodb|\baws_dynamodb\b`)

// IsCDKSource reports a TypeScript or JavaScript file name the CDK reader
// takes: not declaration files (.d.ts) and not tests.
func IsCDKSource(name string) bool {
	lower := strings.ToLower(name)
	if strings.HasSuffix(lower, ".d.ts") {
		return false
	}
	for _, t := range []string{".test.", ".spec."} {
		if strings.Contains(lower, t) {
			return false
		}
	}
	for _, ext := range []string{".ts", ".mts", ".js", ".mjs"} {
		if strings.HasSuffix(lower, ext) {
			return true
		}
	}
	return false
}

// HasCDKMarker reports whether data imports the CDK's DynamoDB module.
func HasCDKMarker(data []byte) bool { return cdkMarker.Match(data) }

type jsTok struct {
	kind byte // 'i' identifier, 's' string, 't' template with ${}, 'p' punctuation, 'n' other
	text string
	line int
}

// maxCDKDepth bounds the nesting of object and array literals read.
const maxCDKDepth = 32

// tokenizeJS splits src into the tokens the reader needs. Comments are
// dropped, strings unquoted (escapes of the simple kinds decoded); a
// regular expression literal is not told from a division, which only
// matters inside one holding a quote, and then costs at most that file's
// tables.
func tokenizeJS(src []byte) []jsTok {
	var out []jsTok
	line := 1
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '\n':
			line++
			i++
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			i += 2
			for i < len(src) && (src[i] != '*' || i+1 >= len(src) || src[i+1] != '/') {
				if src[i] == '\n' {
					line++
				}
				i++
			}
			i += 2
		case c == '\'' || c == '"' || c == '`':
			start := line
			var b strings.Builder
			kind := byte('s')
			j := i + 1
			for j < len(src) && src[j] != c {
				switch {
				case src[j] == '\\' && j+1 < len(src):
					j++
					switch src[j] {
					case 'n':
						b.WriteByte('\n')
					case 't':
						b.WriteByte('\t')
					case '\n':
						line++
					default:
						b.WriteByte(src[j])
					}
				case c == '`' && src[j] == '$' && j+1 < len(src) && src[j+1] == '{':
					// A substitution: its text is unknown. Skip to the
					// matching brace (nested braces counted).
					kind = 't'
					b.WriteByte(0)
					depth := 0
				substitution:
					for j++; j < len(src); j++ {
						switch src[j] {
						case '{':
							depth++
						case '}':
							if depth--; depth == 0 {
								break substitution
							}
						case '\n':
							line++
						}
					}
				default:
					if src[j] == '\n' {
						line++
					}
					b.WriteByte(src[j])
				}
				j++
			}
			out = append(out, jsTok{kind: kind, text: b.String(), line: start})
			i = j + 1
		case c == '_' || c == '$' || c < utf8.RuneSelf && unicode.IsLetter(rune(c)):
			j := i
			for j < len(src) && (src[j] == '_' || src[j] == '$' || src[j] < utf8.RuneSelf && (unicode.IsLetter(rune(src[j])) || unicode.IsDigit(rune(src[j])))) {
				j++
			}
			out = append(out, jsTok{kind: 'i', text: string(src[i:j]), line: line})
			i = j
		case strings.IndexByte("{}[]().,:;=?!", c) >= 0:
			out = append(out, jsTok{kind: 'p', text: string(c), line: line})
			i++
		default:
			out = append(out, jsTok{kind: 'n', text: string(c), line: line})
			i++
		}
	}
	return out
}

// jsVal is a value of an object literal as the reader sees it: a string
// (str, known is false for a template with substitutions, whose pattern
// has "*" for them), a dotted name (ref), an object, an array; anything
// else is opaque (all fields zero).
type jsVal struct {
	str     string
	isStr   bool
	pattern bool // str is a pattern ("*" for substitutions)
	ref     string
	obj     map[string]jsVal
	arr     []jsVal
	isObj   bool
	isArr   bool
}

type cdkParser struct {
	toks   []jsTok
	consts map[string]string
}

// value reads the value starting at toks[i] and returns it and the index
// after it; it stops at a top-level ',' ')' '}' or ']' it does not own.
func (p *cdkParser) value(i, depth int) (jsVal, int) {
	if i >= len(p.toks) {
		return jsVal{}, i
	}
	t := p.toks[i]
	switch {
	case t.kind == 's' && !p.continues(i+1):
		return jsVal{str: t.text, isStr: true}, i + 1
	case t.kind == 't' && !p.continues(i+1):
		return jsVal{str: strings.ReplaceAll(t.text, "\x00", "*"), isStr: true, pattern: true}, i + 1
	case t.kind == 'p' && t.text == "{" && depth < maxCDKDepth:
		return p.object(i, depth+1)
	case t.kind == 'p' && t.text == "[" && depth < maxCDKDepth:
		return p.array(i, depth+1)
	case t.kind == 'i':
		j := i + 1
		ref := t.text
		for j+1 < len(p.toks) && p.toks[j].text == "." && p.toks[j+1].kind == 'i' {
			ref += "." + p.toks[j+1].text
			j += 2
		}
		if !p.continues(j) {
			if s, ok := p.consts[ref]; ok {
				return jsVal{str: s, isStr: true}, j
			}
			return jsVal{ref: ref}, j
		}
	}
	return jsVal{}, p.skip(i)
}

// continues reports a token at i that makes the value before it part of
// a longer expression (a call, a concatenation, an index, a cast).
func (p *cdkParser) continues(i int) bool {
	if i >= len(p.toks) {
		return false
	}
	t := p.toks[i]
	return t.kind == 'n' || t.kind == 'i' || t.kind == 'p' && (t.text == "(" || t.text == "[" || t.text == "." || t.text == "?" || t.text == "!")
}

// skip returns the index after the expression starting at i: the next
// ',' ')' '}' or ']' at its own bracket level.
func (p *cdkParser) skip(i int) int {
	depth := 0
	for ; i < len(p.toks); i++ {
		t := p.toks[i]
		if t.kind != 'p' {
			continue
		}
		switch t.text {
		case "{", "[", "(":
			depth++
		case "}", "]", ")":
			if depth == 0 {
				return i
			}
			depth--
		case ",", ";":
			if depth == 0 {
				return i
			}
		}
	}
	return i
}

func (p *cdkParser) object(i, depth int) (jsVal, int) {
	v := jsVal{isObj: true, obj: map[string]jsVal{}}
	i++ // {
	for i < len(p.toks) {
		t := p.toks[i]
		if t.kind == 'p' && t.text == "}" {
			return v, i + 1
		}
		if t.kind == 'p' && t.text == "," {
			i++
			continue
		}
		if (t.kind == 'i' || t.kind == 's') && i+1 < len(p.toks) && p.toks[i+1].text == ":" {
			var val jsVal
			val, i = p.value(i+2, depth)
			v.obj[t.text] = val
			continue
		}
		// A spread, a method, a computed key: not read.
		next := p.skip(i)
		if next < len(p.toks) && p.toks[next].text == ";" {
			next++
		}
		if next == i {
			return v, i // a closer that is not ours: the literal is broken
		}
		i = next
	}
	return v, i
}

func (p *cdkParser) array(i, depth int) (jsVal, int) {
	v := jsVal{isArr: true}
	i++ // [
	for i < len(p.toks) {
		t := p.toks[i]
		if t.kind == 'p' && t.text == "]" {
			return v, i + 1
		}
		if t.kind == 'p' && t.text == "," {
			i++
			continue
		}
		el, next := p.value(i, depth)
		if next < len(p.toks) && p.toks[next].text != "," && p.toks[next].text != "]" {
			next = p.skip(next)
		}
		if next == i {
			return v, i // a closer that is not ours: the literal is broken
		}
		v.arr = append(v.arr, el)
		i = next
	}
	return v, i
}

// keyName reads { name: 'pk', type: … }: the attribute's name, if literal.
func keyName(v jsVal) (string, bool) {
	if !v.isObj {
		return "", false
	}
	n, ok := v.obj["name"]
	if !ok || !n.isStr || n.pattern || n.str == "" {
		return "", false
	}
	return n.str, true
}

// keyType reads the type of { name: 'pk', type: dynamodb.AttributeType.STRING }
// as DynamoDB spells it: "S", "N" or "B"; "" if not literal.
func keyType(v jsVal) string {
	if !v.isObj {
		return ""
	}
	t := v.obj["type"].ref
	switch {
	case strings.HasSuffix(t, "AttributeType.STRING"):
		return "S"
	case strings.HasSuffix(t, "AttributeType.NUMBER"):
		return "N"
	case strings.HasSuffix(t, "AttributeType.BINARY"):
		return "B"
	}
	return ""
}

// addType records the declared type of a key attribute once.
func (t *Table) addType(v jsVal) {
	name, ok := keyName(v)
	typ := keyType(v)
	if !ok || typ == "" {
		return
	}
	for _, at := range t.Types {
		if at.Name == name {
			return
		}
	}
	t.Types = append(t.Types, AttrType{Name: name, Type: typ})
}

// cdkIndex reads an index's props: indexName, partitionKey (a GSI's) and
// sortKey.
func cdkIndex(v jsVal, local bool, tablePK string) (Index, bool) {
	if !v.isObj {
		return Index{}, false
	}
	n, ok := v.obj["indexName"]
	if !ok || !n.isStr || n.pattern || n.str == "" {
		return Index{}, false
	}
	ix := Index{Name: n.str, Local: local}
	if local {
		ix.Partition = tablePK
	} else if ix.Partition, ok = keyName(v.obj["partitionKey"]); !ok {
		return Index{}, false
	}
	if sk, present := v.obj["sortKey"]; present {
		if ix.Sort, ok = keyName(sk); !ok {
			return Index{}, false
		}
	}
	return ix, true
}

// parseCDK reads the tables an AWS CDK app in TypeScript or JavaScript
// declares with Table or TableV2, and the indexes added to them.
func parseCDK(name string, data []byte) ([]Table, error) {
	toks := tokenizeJS(data)
	p := &cdkParser{toks: toks, consts: map[string]string{}}
	// String constants of the file: const PK = 'pk'.
	for i := 0; i+3 < len(toks); i++ {
		if toks[i].kind == 'i' && toks[i].text == "const" && toks[i+1].kind == 'i' && toks[i+2].text == "=" && toks[i+3].kind == 's' && !p.continues(i+4) {
			p.consts[toks[i+1].text] = toks[i+3].text
		}
	}
	var tables []Table
	byVar := map[string]int{} // variable (or this.field) holding a table → index in tables
	for i := 0; i < len(toks); i++ {
		if toks[i].kind != 'i' || toks[i].text != "new" {
			continue
		}
		// new dynamodb.Table( / new Table( / new ddb.TableV2(
		j := i + 1
		last := ""
		for j < len(toks) && toks[j].kind == 'i' {
			last = toks[j].text
			if j+1 < len(toks) && toks[j+1].text == "." {
				j += 2
				continue
			}
			j++
			break
		}
		if last != "Table" && last != "TableV2" || j >= len(toks) || toks[j].text != "(" {
			continue
		}
		// Arguments: scope, id, props.
		args := []jsVal{}
		k := j + 1
		for len(args) < 3 && k < len(toks) && toks[k].text != ")" {
			var v jsVal
			v, k = p.value(k, 0)
			args = append(args, v)
			if k < len(toks) && toks[k].text == "," {
				k++
			} else if k < len(toks) && toks[k].text != ")" {
				k = p.skip(k)
				if k < len(toks) && toks[k].text == "," {
					k++
				}
			}
		}
		if len(args) < 3 || !args[2].isObj {
			continue
		}
		props := args[2].obj
		t := Table{Type: "aws-cdk-lib.aws_dynamodb." + last, Source: position(name, toks[i].line)}
		if args[1].isStr && !args[1].pattern {
			t.ID = args[1].str
		}
		if tn, ok := props["tableName"]; ok && tn.isStr {
			if tn.pattern {
				if strings.Trim(tn.str, "*") != "" {
					t.Pattern = tn.str
				}
			} else {
				t.Name = tn.str
			}
		}
		var ok bool
		if t.Partition, ok = keyName(props["partitionKey"]); !ok {
			continue
		}
		if sk, present := props["sortKey"]; present {
			if t.Sort, ok = keyName(sk); !ok {
				continue
			}
		}
		t.addType(props["partitionKey"])
		t.addType(props["sortKey"])
		for _, f := range []struct {
			field string
			local bool
		}{{"globalSecondaryIndexes", false}, {"localSecondaryIndexes", true}} {
			for _, el := range props[f.field].arr {
				if ix, ok := cdkIndex(el, f.local, t.Partition); ok {
					t.Indexes = append(t.Indexes, ix)
					t.addType(el.obj["partitionKey"])
					t.addType(el.obj["sortKey"])
				}
			}
		}
		tables = append(tables, t)
		if v := assignedTo(toks, i); v != "" {
			byVar[v] = len(tables) - 1
		}
	}
	// services.addGlobalSecondaryIndex({...}), this.table.addLocalSecondaryIndex({...})
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].kind != 'i' || toks[i+1].text != "(" || (toks[i].text != "addGlobalSecondaryIndex" && toks[i].text != "addLocalSecondaryIndex") || i < 2 || toks[i-1].text != "." {
			continue
		}
		recv := receiver(toks, i-1)
		ti, ok := byVar[recv]
		if !ok {
			continue
		}
		v, _ := p.value(i+2, 0)
		if ix, ok := cdkIndex(v, toks[i].text == "addLocalSecondaryIndex", tables[ti].Partition); ok {
			tables[ti].Indexes = append(tables[ti].Indexes, ix)
			tables[ti].addType(v.obj["partitionKey"])
			tables[ti].addType(v.obj["sortKey"])
		}
	}
	cdkEnvironment(toks, tables, byVar)
	return tables, nil
}

// cdkEnvironment records, in each table's Env, the variables the app's
// functions get its name in: `environment: { ORDERS_TABLE:
// orders.tableName }` in a function's props, and
// fn.addEnvironment('ORDERS_TABLE', orders.tableName), where orders holds
// a table this file declares.
func cdkEnvironment(toks []jsTok, tables []Table, byVar map[string]int) {
	bind := func(key string, i int) {
		// i is the first token of the value: recv.tableName, recv
		// this.x or x.
		j := i
		if j+2 < len(toks) && toks[j].text == "this" && toks[j+1].text == "." {
			j += 2
		}
		if key == "" || j+2 >= len(toks) || toks[j].kind != 'i' || toks[j+1].text != "." || toks[j+2].text != "tableName" {
			return
		}
		if j+3 < len(toks) && (toks[j+3].text == "." || toks[j+3].text == "(") {
			return // tableName.toLowerCase(), not the name itself
		}
		ti, ok := byVar[receiver(toks, j+1)]
		if !ok || slices.Contains(tables[ti].Env, key) {
			return
		}
		tables[ti].Env = append(tables[ti].Env, key)
		slices.Sort(tables[ti].Env)
	}
	for i := 0; i+2 < len(toks); i++ {
		switch {
		case toks[i].kind == 'i' && toks[i].text == "environment" && toks[i+1].text == ":" && toks[i+2].text == "{":
			depth := 0
			for k := i + 2; k < len(toks); k++ {
				switch toks[k].text {
				case "{", "(", "[":
					depth++
				case "}", ")", "]":
					depth--
				}
				if depth == 0 {
					break
				}
				// KEY: value, at the object's own level.
				if depth == 1 && (toks[k].kind == 'i' || toks[k].kind == 's') && k+1 < len(toks) && toks[k+1].text == ":" && (toks[k-1].text == "{" || toks[k-1].text == ",") {
					bind(toks[k].text, k+2)
				}
			}
		case toks[i].kind == 'i' && toks[i].text == "addEnvironment" && toks[i+1].text == "(" && toks[i+2].kind == 's' && i+4 < len(toks) && toks[i+3].text == ",":
			bind(toks[i+2].text, i+4)
		}
	}
}

// assignedTo returns the name a `new` at toks[i] is assigned to: x in
// `const x = new …`, `x = new …`, `this.x = new …` (as "this.x"); "" if
// none.
func assignedTo(toks []jsTok, i int) string {
	if i < 2 || toks[i-1].text != "=" {
		return ""
	}
	j := i - 2
	// const x: dynamodb.Table = new …: skip the type.
	k := j
	for k > 1 && toks[k].kind == 'i' && toks[k-1].text == "." {
		k -= 2
	}
	if k > 1 && toks[k-1].text == ":" && toks[k-2].kind == 'i' {
		j = k - 2
	}
	if toks[j].kind != 'i' {
		return ""
	}
	if j >= 2 && toks[j-1].text == "." && toks[j-2].text == "this" {
		return "this." + toks[j].text
	}
	return toks[j].text
}

// receiver returns the receiver before the '.' at toks[dot]: "x" or
// "this.x".
func receiver(toks []jsTok, dot int) string {
	j := dot - 1
	if j < 0 || toks[j].kind != 'i' {
		return ""
	}
	if j >= 2 && toks[j-1].text == "." && toks[j-2].text == "this" {
		return "this." + toks[j].text
	}
	return toks[j].text
}
