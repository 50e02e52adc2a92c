// Package keycond parses the two DynamoDB expression languages ddblint reads
// from string constants in Go code — Query's KeyConditionExpression and
// UpdateItem's UpdateExpression — and maps them back to the attribute names
// and :value placeholders they use.
//
// The parser is hand-rolled (a byte tokenizer plus recursive descent)
// because no Go library reads these grammars: the AWS SDK's
// feature/dynamodb/expression package only builds expressions, it never
// parses them, and both grammars are small enough that a hand-written parser
// is shorter than a generated one and adds no dependency. The input is
// treated as untrusted: parsing never panics, nesting is bounded, and every
// problem is reported as an *Error carrying a byte offset into the
// expression.
//
// Only syntax is checked — what DynamoDB rejects before it looks at the
// table. The key schema, ExpressionAttributeNames/Values and DynamoDB's list
// of reserved words are not known here; of the reserved words only the
// grammar's own keywords (AND, OR, NOT, BETWEEN, IN, SET, REMOVE, ADD,
// DELETE) are refused as attribute names. Keywords and function names are
// case-insensitive; they are reported in a canonical spelling (BETWEEN,
// begins_with, SET, if_not_exists…).
package keycond

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Error is a syntax error in an expression.
type Error struct {
	Offset int    // byte offset into the expression; len(expr) means its end
	Msg    string // short description, without the offset
	// Unsupported says the expression uses what no key condition
	// accepts (OR, NOT, IN, <>, a function but begins_with): DynamoDB
	// rejects it whatever the table, unlike a slip this parser may read
	// more strictly than DynamoDB does.
	Unsupported bool
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s (at byte %d)", e.Msg, e.Offset)
}

func errAt(off int, format string, args ...any) *Error {
	return &Error{Offset: off, Msg: fmt.Sprintf(format, args...)}
}

// unsupported is errAt for what no key condition accepts.
func unsupported(off int, format string, args ...any) *Error {
	e := errAt(off, format, args...)
	e.Unsupported = true
	return e
}

// Cond is one comparison in a key condition.
type Cond struct {
	Name   string   // the attribute operand as written: "PK" or "#pk" (placeholder)
	Op     string   // "=", "<", "<=", ">", ">=", "BETWEEN" or "begins_with"
	Values []string // value placeholders: [":pk"], or [":lo", ":hi"] for BETWEEN
	Offset int      // byte offset of Name in the expression
}

// Action is one item of a clause of an update expression.
type Action struct {
	Clause string // "SET", "REMOVE", "ADD" or "DELETE"
	// Name is the target attribute as written, whitespace removed: "GSI1PK",
	// "#s", or a document path such as "a.b[0]" or "#a.#b".
	Name string
	// Values are the value placeholders of the action in source order,
	// including those nested in function calls; nil for REMOVE.
	Values []string
	// Arith is "+" or "-" for SET x = x + v / x - v, when the left operand
	// of the arithmetic is the target itself (a counter increment); the
	// target wrapped in a default, if_not_exists(x, :zero) + :one, counts
	// as the target. Otherwise "". The comparison is on the text as written:
	// #c and count are different operands even if #c resolves to count.
	Arith string
	// Func is "if_not_exists" or "list_append" when the right-hand side of
	// a SET action is a call of that function, or when either operand of
	// its + or - is (the left one first); otherwise "".
	Func   string
	Offset int // byte offset of Name in the expression
}

// Resolve maps a "#name" placeholder through names (the request's
// ExpressionAttributeNames). A document path has each of its #placeholder
// elements replaced ("#a.#b[0]" → "info.tags[0]"); a name without
// placeholders is returned unchanged. ok is false, and name is returned
// unchanged, if a placeholder is missing from names. Note that a resolved
// path is ambiguous when an attribute name itself contains "." or "[".
func Resolve(name string, names map[string]string) (string, bool) {
	if !strings.Contains(name, "#") {
		return name, true
	}
	var b strings.Builder
	for i := 0; i < len(name); {
		if name[i] != '#' {
			b.WriteByte(name[i])
			i++
			continue
		}
		j := i + 1
		for j < len(name) && isIdentChar(name[j]) {
			j++
		}
		v, ok := names[name[i:j]]
		if !ok {
			return name, false
		}
		b.WriteString(v)
		i = j
	}
	return b.String(), true
}

// maxDepth bounds the nesting of parentheses and function calls, so that
// hostile input cannot recurse without limit.
const maxDepth = 64

// ParseKeyCondition parses a KeyConditionExpression:
//
//	cond [AND cond]
//	cond = name (= | < | <= | > | >=) :v
//	     | name BETWEEN :lo AND :hi
//	     | begins_with(name, :v)
//
// with optional parentheses around each condition and around the whole.
// The attribute must come first (":v = pk" is an error) and must be a
// top-level name or #placeholder, not a document path. At most two
// conditions are accepted (one per key); which one is the partition key is
// for the caller to decide.
func ParseKeyCondition(expr string) ([]Cond, error) {
	p, err := newParser(expr)
	if err != nil {
		return nil, err
	}
	if t := p.peek(); t.kind == tEOF {
		return nil, errAt(t.off, "empty key condition expression")
	}
	var conds []Cond
	if err := p.keyConj(&conds); err != nil {
		return nil, err
	}
	switch t := p.peek(); t.kind {
	case tEOF:
		return conds, nil
	case tRParen:
		return nil, errAt(t.off, "unmatched ')'")
	default:
		return nil, errAt(t.off, "unexpected %s after condition; conditions are joined with AND", describe(t))
	}
}

// keyConj parses term (AND term)*, appending the conditions to conds.
func (p *parser) keyConj(conds *[]Cond) error {
	for {
		if err := p.keyTerm(conds); err != nil {
			return err
		}
		t := p.peek()
		if isWord(t, "AND") {
			p.next()
			continue
		}
		if isWord(t, "OR") {
			return unsupported(t.off, "OR is not allowed in a key condition; only AND")
		}
		return nil
	}
}

// keyTerm parses a condition or a parenthesized conjunction.
func (p *parser) keyTerm(conds *[]Cond) error {
	open := p.peek()
	if open.kind != tLParen {
		c, err := p.keyCond()
		if err != nil {
			return err
		}
		if len(*conds) == 2 {
			return errAt(c.Offset, "too many conditions: a key condition has at most two, one per key attribute")
		}
		*conds = append(*conds, c)
		return nil
	}
	if p.depth >= maxDepth {
		return errAt(open.off, "parentheses nested too deeply")
	}
	p.next()
	if t := p.peek(); t.kind == tRParen {
		return errAt(t.off, "empty parentheses")
	}
	p.depth++
	if err := p.keyConj(conds); err != nil {
		return err
	}
	p.depth--
	if t := p.next(); t.kind != tRParen {
		return errAt(t.off, "expected ')' to close '(' at byte %d, found %s", open.off, describe(t))
	}
	return nil
}

// keyCond parses one comparison.
func (p *parser) keyCond() (Cond, error) {
	t := p.peek()
	switch {
	case t.kind == tValue:
		return Cond{}, errAt(t.off, "value %s before the attribute; a key condition is written name op %s", t.text, t.text)
	case t.kind == tIdent && p.peekAt(1).kind == tLParen:
		return p.keyFunc()
	case isWord(t, "NOT"):
		return Cond{}, unsupported(t.off, "NOT is not allowed in a key condition")
	case t.kind == tEOF:
		return Cond{}, errAt(t.off, "expected a condition, found end of expression")
	}
	name, err := p.keyName()
	if err != nil {
		return Cond{}, err
	}
	c := Cond{Name: name.text, Offset: name.off}
	op := p.next()
	switch {
	case op.kind == tCmp && op.text == "<>":
		return Cond{}, unsupported(op.off, "operator <> is not allowed in a key condition")
	case op.kind == tCmp:
		v, err := p.keyValue()
		if err != nil {
			return Cond{}, err
		}
		c.Op, c.Values = op.text, []string{v}
	case isWord(op, "BETWEEN"):
		lo, err := p.keyValue()
		if err != nil {
			return Cond{}, err
		}
		if and := p.next(); !isWord(and, "AND") {
			return Cond{}, errAt(and.off, "expected AND between the bounds of BETWEEN, found %s", describe(and))
		}
		hi, err := p.keyValue()
		if err != nil {
			return Cond{}, err
		}
		c.Op, c.Values = "BETWEEN", []string{lo, hi}
	case isWord(op, "IN"):
		return Cond{}, unsupported(op.off, "IN is not allowed in a key condition")
	default:
		return Cond{}, errAt(op.off, "expected a comparison operator after %s, found %s", c.Name, describe(op))
	}
	return c, nil
}

// keyFunc parses begins_with(name, :v), the only function of key conditions.
func (p *parser) keyFunc() (Cond, error) {
	fn := p.next()
	if !strings.EqualFold(fn.text, "begins_with") {
		return Cond{}, unsupported(fn.off, "function %s is not allowed in a key condition; only begins_with", fn.text)
	}
	p.next() // '('
	name, err := p.keyName()
	if err != nil {
		return Cond{}, err
	}
	if t := p.next(); t.kind != tComma {
		return Cond{}, errAt(t.off, "expected ',' after the attribute in begins_with, found %s", describe(t))
	}
	v, err := p.keyValue()
	if err != nil {
		return Cond{}, err
	}
	if t := p.next(); t.kind != tRParen {
		return Cond{}, errAt(t.off, "expected ')' to close begins_with, found %s", describe(t))
	}
	return Cond{Name: name.text, Op: "begins_with", Values: []string{v}, Offset: name.off}, nil
}

// keyName parses a key attribute: a top-level name or #placeholder.
func (p *parser) keyName() (token, error) {
	t := p.next()
	switch {
	case t.kind == tValue:
		return t, errAt(t.off, "expected an attribute name, found value %s", t.text)
	case t.kind == tIdent && isKeyword(t.text):
		return t, errAt(t.off, "expected an attribute name, found keyword %s", t.text)
	case t.kind != tIdent && t.kind != tName:
		return t, errAt(t.off, "expected an attribute name, found %s", describe(t))
	}
	if n := p.peek(); n.kind == tDot || n.kind == tLBrack {
		return t, errAt(n.off, "key attribute %s must be a top-level name, not a document path", t.text)
	}
	return t, nil
}

// keyValue parses the :value placeholder of a comparison.
func (p *parser) keyValue() (string, error) {
	t := p.next()
	switch t.kind {
	case tValue:
		return t.text, nil
	case tIdent, tName:
		return "", errAt(t.off, "expected a :value placeholder, found attribute %s; a key is compared to a value", t.text)
	}
	return "", errAt(t.off, "expected a :value placeholder, found %s", describe(t))
}

// ParseUpdate parses an UpdateExpression:
//
//	SET path = rhs [, ...]     rhs = operand [(+ | -) operand]
//	REMOVE path [, ...]        operand = :v | path
//	ADD path :v [, ...]                | if_not_exists(path, operand)
//	DELETE path :v [, ...]             | list_append(operand, operand)
//
// The clauses may come in any order, each at most once. A path is a name or
// #placeholder followed by any number of .element and [index] parts. The
// actions are returned in source order.
func ParseUpdate(expr string) ([]Action, error) {
	p, err := newParser(expr)
	if err != nil {
		return nil, err
	}
	if t := p.peek(); t.kind == tEOF {
		return nil, errAt(t.off, "empty update expression")
	}
	var acts []Action
	var seen [len(clauses)]int // offset+1 of each clause seen
	for p.peek().kind != tEOF {
		t := p.next()
		ci := clauseIndex(t)
		if ci < 0 {
			return nil, errAt(t.off, "expected SET, REMOVE, ADD or DELETE, found %s", describe(t))
		}
		clause := clauses[ci]
		if seen[ci] != 0 {
			return nil, errAt(t.off, "%s clause used twice (first at byte %d); each clause may appear once", clause, seen[ci]-1)
		}
		seen[ci] = t.off + 1
		for {
			a, err := p.action(clause)
			if err != nil {
				return nil, err
			}
			acts = append(acts, a)
			if p.peek().kind != tComma {
				break
			}
			p.next()
		}
		if t := p.peek(); t.kind != tEOF && clauseIndex(t) < 0 {
			return nil, errAt(t.off, "unexpected %s after %s action", describe(t), clause)
		}
	}
	return acts, nil
}

var clauses = [...]string{"SET", "REMOVE", "ADD", "DELETE"}

func clauseIndex(t token) int {
	for i, c := range clauses {
		if isWord(t, c) {
			return i
		}
	}
	return -1
}

// action parses one action of clause.
func (p *parser) action(clause string) (Action, error) {
	target, err := p.path(clause)
	if err != nil {
		return Action{}, err
	}
	a := Action{Clause: clause, Name: target.text, Offset: target.off}
	switch clause {
	case "SET":
		if t := p.next(); t.kind != tCmp || t.text != "=" {
			return Action{}, errAt(t.off, "expected '=' after %s in SET, found %s", a.Name, describe(t))
		}
		left, err := p.operand(&a.Values)
		if err != nil {
			return Action{}, err
		}
		a.Func = left.fn
		if op := p.peek(); op.kind == tPlus || op.kind == tMinus {
			p.next()
			right, err := p.operand(&a.Values)
			if err != nil {
				return Action{}, err
			}
			if left.target == a.Name {
				a.Arith = op.text
			}
			if a.Func == "" {
				a.Func = right.fn
			}
			if t := p.peek(); t.kind == tPlus || t.kind == tMinus {
				return Action{}, errAt(t.off, "only one + or - is allowed in a SET action")
			}
		}
	case "ADD", "DELETE":
		t := p.next()
		if t.kind != tValue {
			return Action{}, errAt(t.off, "expected a :value placeholder after %s in %s, found %s", a.Name, clause, describe(t))
		}
		a.Values = []string{t.text}
	}
	return a, nil
}

// operand is what the parser remembers of a SET operand.
type operand struct {
	fn     string // function name for a call, else ""
	target string // the path the operand stands for: a path, or the first argument of if_not_exists
}

// operand parses a SET operand, appending its value placeholders to values.
func (p *parser) operand(values *[]string) (operand, error) {
	t := p.peek()
	switch {
	case t.kind == tValue:
		p.next()
		*values = append(*values, t.text)
		return operand{}, nil
	case t.kind == tIdent && p.peekAt(1).kind == tLParen:
		return p.call(values)
	case t.kind == tName || (t.kind == tIdent && !isKeyword(t.text)):
		path, err := p.path("")
		return operand{target: path.text}, err
	case t.kind == tIdent:
		return operand{}, errAt(t.off, "expected a value, attribute or function, found keyword %s", t.text)
	}
	return operand{}, errAt(t.off, "expected a value, attribute or function, found %s", describe(t))
}

// call parses if_not_exists(path, operand) or list_append(operand, operand).
func (p *parser) call(values *[]string) (operand, error) {
	fn := p.next()
	name := strings.ToLower(fn.text)
	if name != "if_not_exists" && name != "list_append" {
		return operand{}, errAt(fn.off, "function %s is not allowed in an update expression; only if_not_exists and list_append", fn.text)
	}
	if p.depth >= maxDepth {
		return operand{}, errAt(fn.off, "function calls nested too deeply")
	}
	p.depth++
	p.next() // '('
	var args []operand
	for {
		at := p.peek()
		arg, err := p.operand(values)
		if err != nil {
			return operand{}, err
		}
		if name == "if_not_exists" && len(args) == 0 && arg.fn == "" && arg.target == "" {
			return operand{}, errAt(at.off, "the first argument of if_not_exists must be an attribute path, found %s", describe(at))
		}
		args = append(args, arg)
		t := p.next()
		if t.kind == tRParen {
			break
		}
		if t.kind != tComma {
			return operand{}, errAt(t.off, "expected ',' or ')' in %s, found %s", name, describe(t))
		}
		if len(args) == 2 {
			return operand{}, errAt(t.off, "%s takes two arguments", name)
		}
	}
	p.depth--
	if len(args) != 2 {
		return operand{}, errAt(fn.off, "%s takes two arguments, found %d", name, len(args))
	}
	if name == "if_not_exists" {
		if args[0].fn != "" {
			return operand{}, errAt(fn.off, "the first argument of if_not_exists must be an attribute path, found a function call")
		}
		return operand{fn: name, target: args[0].target}, nil
	}
	return operand{fn: name}, nil
}

// path parses a document path and returns it as a token whose text is the
// path without whitespace. clause, if not "", names the clause for errors.
func (p *parser) path(clause string) (token, error) {
	first := p.next()
	if err := p.pathElem(first, clause); err != nil {
		return first, err
	}
	var b strings.Builder
	b.WriteString(first.text)
	for {
		switch p.peek().kind {
		case tDot:
			p.next()
			e := p.next()
			if err := p.pathElem(e, ""); err != nil {
				return first, err
			}
			b.WriteByte('.')
			b.WriteString(e.text)
		case tLBrack:
			p.next()
			n := p.next()
			if n.kind != tNumber {
				return first, errAt(n.off, "expected a list index, found %s", describe(n))
			}
			if t := p.next(); t.kind != tRBrack {
				return first, errAt(t.off, "expected ']' after list index, found %s", describe(t))
			}
			b.WriteByte('[')
			b.WriteString(n.text)
			b.WriteByte(']')
		default:
			return token{kind: tIdent, text: b.String(), off: first.off}, nil
		}
	}
}

// pathElem checks that t can be an element of a document path.
func (p *parser) pathElem(t token, clause string) error {
	where := ""
	if clause != "" {
		where = " after " + clause
	}
	switch {
	case t.kind == tName:
		return nil
	case t.kind == tIdent && p.peek().kind == tLParen:
		return errAt(t.off, "expected an attribute name%s, found function %s", where, t.text)
	case t.kind == tIdent && isKeyword(t.text):
		return errAt(t.off, "expected an attribute name%s, found keyword %s", where, t.text)
	case t.kind == tIdent:
		return nil
	case t.kind == tValue:
		return errAt(t.off, "expected an attribute name%s, found value %s", where, t.text)
	}
	return errAt(t.off, "expected an attribute name%s, found %s", where, describe(t))
}

// keywords are the grammar words refused as attribute names. All are
// DynamoDB reserved words, so refusing them rejects nothing DynamoDB accepts.
var keywords = [...]string{"AND", "OR", "NOT", "BETWEEN", "IN", "SET", "REMOVE", "ADD", "DELETE"}

func isKeyword(s string) bool {
	for _, k := range keywords {
		if strings.EqualFold(s, k) {
			return true
		}
	}
	return false
}

// isWord reports whether t is the keyword w, in any case.
func isWord(t token, w string) bool {
	return t.kind == tIdent && strings.EqualFold(t.text, w)
}

// Tokens.

type kind uint8

const (
	tEOF    kind = iota
	tIdent       // name, keyword or function name
	tName        // #placeholder
	tValue       // :placeholder
	tNumber      // list index
	tCmp         // = < <= > >= <>
	tLParen
	tRParen
	tComma
	tPlus
	tMinus
	tDot
	tLBrack
	tRBrack
)

type token struct {
	kind kind
	text string
	off  int
}

func describe(t token) string {
	switch t.kind {
	case tEOF:
		return "end of expression"
	case tIdent:
		if isKeyword(t.text) {
			return "keyword " + t.text
		}
		return fmt.Sprintf("%q", t.text)
	}
	return fmt.Sprintf("%q", t.text)
}

func isIdentStart(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_'
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isIdentChar(c byte) bool { return isIdentStart(c) || isDigit(c) }

// lex splits s into tokens, ending with a tEOF token at len(s).
func lex(s string) ([]token, error) {
	var toks []token
	for i := 0; i < len(s); {
		c := s[i]
		start := i
		var k kind
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
			continue
		case isIdentStart(c):
			k = tIdent
			for i++; i < len(s) && isIdentChar(s[i]); i++ {
			}
		case isDigit(c):
			k = tNumber
			for i++; i < len(s) && isDigit(s[i]); i++ {
			}
		case c == '#' || c == ':':
			k = tName
			if c == ':' {
				k = tValue
			}
			for i++; i < len(s) && isIdentChar(s[i]); i++ {
			}
			if i == start+1 {
				return nil, errAt(start, "%q must be followed by a name", c)
			}
		case c == '<':
			k = tCmp
			i++
			if i < len(s) && (s[i] == '=' || s[i] == '>') {
				i++
			}
		case c == '>':
			k = tCmp
			i++
			if i < len(s) && s[i] == '=' {
				i++
			}
		default:
			k = punct(c)
			if k == tEOF {
				r, _ := utf8.DecodeRuneInString(s[i:])
				return nil, errAt(start, "unexpected character %q", r)
			}
			i++
		}
		toks = append(toks, token{kind: k, text: s[start:i], off: start})
	}
	return append(toks, token{kind: tEOF, off: len(s)}), nil
}

// punct returns the kind of a one-byte token, or tEOF if c is not one.
func punct(c byte) kind {
	switch c {
	case '=':
		return tCmp
	case '(':
		return tLParen
	case ')':
		return tRParen
	case ',':
		return tComma
	case '+':
		return tPlus
	case '-':
		return tMinus
	case '.':
		return tDot
	case '[':
		return tLBrack
	case ']':
		return tRBrack
	}
	return tEOF
}

// Parser.

type parser struct {
	toks  []token // ends with tEOF
	pos   int
	depth int
}

func newParser(s string) (*parser, error) {
	toks, err := lex(s)
	if err != nil {
		return nil, err
	}
	return &parser{toks: toks}, nil
}

func (p *parser) peek() token { return p.toks[p.pos] }

// peekAt returns the token n places ahead, or the final tEOF.
func (p *parser) peekAt(n int) token {
	if p.pos+n < len(p.toks) {
		return p.toks[p.pos+n]
	}
	return p.toks[len(p.toks)-1]
}

// next consumes and returns the current token; tEOF is never consumed.
func (p *parser) next() token {
	t := p.toks[p.pos]
	if t.kind != tEOF {
		p.pos++
	}
	return t
}
