package schema

// Budgets for hostile or broken files. The parsers recurse on nesting, and a
// Go stack overflow is fatal (recover cannot catch it), so the depth of a
// file is measured on its tokens before any parser builds a tree from it.
// YAML aliases are measured on the node tree yaml.v3 returns, before the
// reader follows any of them: an alias may name the value that contains it
// (a cycle), and aliases of aliases multiply (the "billion laughs").

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"go.yaml.in/yaml/v3"
)

const (
	// maxFileSize bounds a schema file: four times the largest template
	// CloudFormation itself takes (1 MB). The HCL parser alone needs over
	// a gigabyte and several seconds for 4 MiB of Terraform.
	maxFileSize = 4 << 20
	// maxNesting bounds how deep an expression or a JSON value may nest.
	// Real templates stay under a few dozen levels; the parsers need well
	// under a megabyte of stack at this depth.
	maxNesting = 500
	// minAliasBudget is the least that the YAML aliases of a file may
	// expand it to, in bytes of scalar text and nodes; larger files get
	// four times their own size.
	minAliasBudget = 1 << 20
)

func tooLarge(name string, size int64) error {
	return &Error{File: name, Msg: fmt.Sprintf("file is %d bytes; schema files over %d MiB are not read", size, maxFileSize>>20)}
}

func tooDeep(name string, line int) error {
	return &Error{File: name, Line: line, Msg: fmt.Sprintf("nested more than %d levels deep; not read", maxNesting)}
}

// checkJSONDepth rejects JSON nested deeper than maxNesting. JSON that does
// not parse is left to the parser, which says where.
func checkJSONDepth(name string, data []byte) error {
	depth, line := 0, 1
	inString, escaped := false, false
	for _, c := range data {
		if c == '\n' {
			line++
		}
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == '[' || c == '{':
			depth++
			if depth > maxNesting {
				return tooDeep(name, line)
			}
		case c == ']' || c == '}':
			depth--
		}
	}
	return nil
}

// checkHCLDepth rejects HCL source (a configuration, or a template when
// template is set) whose expressions nest deeper than maxNesting.
//
// hclsyntax builds a binary operator chain as a tree as deep as the chain
// is long, and every tree walk (Variables, Value) recurses through it, so
// the measure is conservative: within one expression, every operator, dot,
// and bracket opened after an operand counts a level, and the levels of the
// enclosing brackets add up. A comma, or a newline outside parentheses and
// brackets, ends an expression.
func checkHCLDepth(name string, data []byte, template bool) error {
	var toks hclsyntax.Tokens
	if template {
		toks, _ = hclsyntax.LexTemplate(data, name, hcl.InitialPos)
	} else {
		toks, _ = hclsyntax.LexConfig(data, name, hcl.InitialPos)
	}
	type frame struct {
		open  hclsyntax.TokenType
		count int
	}
	stack := []frame{{open: hclsyntax.TokenNil}}
	if template {
		stack[0].open = hclsyntax.TokenOQuote
	}
	total := 1 // frames plus the counts of all frames
	inTemplate := func() bool {
		o := stack[len(stack)-1].open
		return o == hclsyntax.TokenOQuote || o == hclsyntax.TokenOHeredoc
	}
	for i, t := range toks {
		top := &stack[len(stack)-1]
		switch t.Type {
		case hclsyntax.TokenOBrace, hclsyntax.TokenOBrack, hclsyntax.TokenOParen,
			hclsyntax.TokenOQuote, hclsyntax.TokenOHeredoc,
			hclsyntax.TokenTemplateInterp, hclsyntax.TokenTemplateControl:
			if inTemplate() {
				// Template parts are a flat list; only if and for
				// directives nest.
				if t.Type == hclsyntax.TokenTemplateControl && i+1 < len(toks) && toks[i+1].Type == hclsyntax.TokenIdent {
					switch string(toks[i+1].Bytes) {
					case "if", "for":
						top.count++
						total++
					case "endif", "endfor":
						if top.count > 0 {
							top.count--
							total--
						}
					}
				}
			} else {
				top.count++
				total++
			}
			stack = append(stack, frame{open: t.Type})
			total++
		case hclsyntax.TokenCBrace, hclsyntax.TokenCBrack, hclsyntax.TokenCParen,
			hclsyntax.TokenCQuote, hclsyntax.TokenCHeredoc, hclsyntax.TokenTemplateSeqEnd:
			if len(stack) > 1 {
				total -= 1 + top.count
				stack = stack[:len(stack)-1]
			}
		case hclsyntax.TokenComma:
			total -= top.count
			top.count = 0
		case hclsyntax.TokenNewline:
			if top.open != hclsyntax.TokenOParen && top.open != hclsyntax.TokenOBrack {
				total -= top.count
				top.count = 0
			}
		case hclsyntax.TokenStar, hclsyntax.TokenSlash, hclsyntax.TokenPlus, hclsyntax.TokenMinus,
			hclsyntax.TokenPercent, hclsyntax.TokenEqualOp, hclsyntax.TokenNotEqual,
			hclsyntax.TokenLessThan, hclsyntax.TokenLessThanEq, hclsyntax.TokenGreaterThan,
			hclsyntax.TokenGreaterThanEq, hclsyntax.TokenAnd, hclsyntax.TokenOr, hclsyntax.TokenBang,
			hclsyntax.TokenDot, hclsyntax.TokenQuestion, hclsyntax.TokenColon, hclsyntax.TokenFatArrow,
			hclsyntax.TokenEllipsis:
			if !inTemplate() {
				top.count++
				total++
			}
		}
		if total > maxNesting {
			return tooDeep(name, t.Range.Start.Line)
		}
	}
	return nil
}

// checkJSONStrings applies checkHCLDepth to the strings of a Terraform JSON
// file that hold template syntax: HCL parses them as templates.
func checkJSONStrings(name string, data []byte) error {
	line := 1
	for i := 0; i < len(data); i++ {
		switch data[i] {
		case '\n':
			line++
		case '"':
			start := i + 1
			j := start
			for ; j < len(data) && data[j] != '"'; j++ {
				if data[j] == '\\' {
					j++
				}
			}
			s := data[start:min(j, len(data))]
			if hasTemplate(s) {
				if err := checkHCLDepth(name, s, true); err != nil {
					return tooDeep(name, line)
				}
			}
			i = j
		}
	}
	return nil
}

func hasTemplate(s []byte) bool {
	for i := 0; i+1 < len(s); i++ {
		if (s[i] == '$' || s[i] == '%') && s[i+1] == '{' {
			return true
		}
	}
	return false
}

// yamlBudget measures a YAML node tree as the reader would see it with
// every alias followed, without following any alias twice.
type yamlBudget struct {
	file   string
	budget int
	// size is the expanded size of each node measured, in nodes plus
	// bytes of scalar text; visiting marks the nodes being measured.
	size     map[*yaml.Node]int
	visiting map[*yaml.Node]bool
}

// checkYAMLAliases rejects a document with an alias inside the value it
// names, or whose aliases expand it beyond four times the file's size (at
// least minAliasBudget).
func checkYAMLAliases(name string, doc *yaml.Node, fileSize int) error {
	b := &yamlBudget{
		file:     name,
		budget:   max(minAliasBudget, 4*fileSize),
		size:     map[*yaml.Node]int{},
		visiting: map[*yaml.Node]bool{},
	}
	_, err := b.measure(doc, 0)
	return err
}

func (b *yamlBudget) measure(n *yaml.Node, depth int) (int, error) {
	if n == nil {
		return 0, nil
	}
	if s, ok := b.size[n]; ok {
		return s, nil
	}
	if depth > maxNesting*20 {
		// yaml.v3 stops plain nesting at 10,000 levels; aliases of
		// aliases can go further.
		return 0, &Error{File: b.file, Line: n.Line, Msg: fmt.Sprintf("aliases nest more than %d levels deep; not read", maxNesting*20)}
	}
	if b.visiting[n] {
		return 0, nil // reported at the alias that leads back here
	}
	b.visiting[n] = true
	defer delete(b.visiting, n)
	size := 1 + len(n.Value)
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		if b.visiting[n.Alias] {
			return 0, &Error{File: b.file, Line: n.Line, Msg: fmt.Sprintf("alias *%s is inside the value it names; not read", n.Value)}
		}
		s, err := b.measure(n.Alias, depth+1)
		if err != nil {
			return 0, err
		}
		size += s
	}
	if size > b.budget {
		return 0, b.overBudget(n)
	}
	for _, c := range n.Content {
		s, err := b.measure(c, depth+1)
		if err != nil {
			return 0, err
		}
		size += s
		if size > b.budget {
			return 0, b.overBudget(n)
		}
	}
	b.size[n] = size
	return size, nil
}

func (b *yamlBudget) overBudget(n *yaml.Node) error {
	return &Error{File: b.file, Line: n.Line, Msg: fmt.Sprintf("the aliases in this value expand to more than %d bytes; not read", b.budget)}
}
