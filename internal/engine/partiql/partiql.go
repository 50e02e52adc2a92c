// Package partiql reads the little of a DynamoDB PartiQL statement that
// ddblint needs to find keys: the verb, the table (and index), the
// comparisons of the WHERE clause, the assignments of UPDATE ... SET and the
// attributes of INSERT ... VALUE, each with the positional `?` parameter or
// the literal it compares with.
//
// It is not a PartiQL parser. DynamoDB's dialect is large (nested paths,
// bags, functions, RETURNING) and ddblint only needs key comparisons, so the
// reader is a hand-rolled tokenizer plus pattern matching over the tokens:
// whatever it does not recognise it steps over, counting `?` placeholders
// as it goes so that the parameters it does report have the right index.
// The input is untrusted (a string constant, possibly built from pieces the
// caller could not see): reading never panics and costs linear time.
package partiql

import (
	"errors"
	"strings"
)

// Statement is what ddblint reads of one PartiQL statement.
type Statement struct {
	Verb  string // "SELECT", "INSERT", "UPDATE" or "DELETE"
	Table string // the table name, unquoted
	Index string // SELECT ... FROM "table"."index": the index, else ""
	// Where are the comparisons of the WHERE clause that compare a
	// top-level attribute with parameters or literals, in source order.
	Where []Cond
	// Or reports an OR or NOT in the WHERE clause: its comparisons are not
	// all required, so they are alternatives rather than one key.
	Or bool
	// Set are the UPDATE ... SET assignments of a top-level attribute to a
	// parameter or literal.
	Set []Assign
	// Values are the attributes of INSERT ... VALUE {...} given a
	// parameter or literal.
	Values []Assign
	// Params counts the `?` placeholders of the whole statement.
	Params int
}

// Cond is one comparison of a WHERE clause.
type Cond struct {
	Attr string // unquoted attribute name
	// Op is "=", "<", "<=", ">", ">=", "BETWEEN", "begins_with" or "IN".
	Op     string
	Values []Operand
}

// Assign gives an attribute a value.
type Assign struct {
	Attr  string
	Value Operand
}

// OperandKind says what an Operand is.
type OperandKind uint8

const (
	Param  OperandKind = iota + 1 // a positional ? placeholder
	String                        // a 'string' literal
	Number                        // a numeric literal
	Ident                         // a bare identifier (an attribute, or text the caller substituted)
)

// Operand is the value side of a comparison or assignment.
type Operand struct {
	Kind OperandKind
	// Param is the index of a ? placeholder among all those of the
	// statement, counting from 0.
	Param int
	// Text is the literal's value (quotes removed, '' unescaped) or the
	// identifier.
	Text string
}

// ErrUnsupported is returned for statements that are not SELECT, INSERT,
// UPDATE or DELETE, or whose table cannot be found.
var ErrUnsupported = errors.New("partiql: not a statement ddblint reads")

// Parse reads a statement.
func Parse(stmt string) (*Statement, error) {
	toks := lex(stmt)
	r := &reader{toks: toks}
	s := &Statement{}
	for _, t := range toks {
		if t.kind == tParam {
			s.Params++
		}
	}
	first := r.next()
	if first.kind != tIdent {
		return nil, ErrUnsupported
	}
	s.Verb = strings.ToUpper(first.text)
	switch s.Verb {
	case "SELECT":
		// The projection may hold anything but FROM at depth 0.
		if !r.skipToKeyword("FROM") {
			return nil, ErrUnsupported
		}
		if !r.tableRef(s, true) {
			return nil, ErrUnsupported
		}
		r.where(s)
	case "DELETE":
		if !r.keyword("FROM") || !r.tableRef(s, false) {
			return nil, ErrUnsupported
		}
		r.where(s)
	case "UPDATE":
		if !r.tableRef(s, false) {
			return nil, ErrUnsupported
		}
		r.updateClauses(s)
		r.where(s)
	case "INSERT":
		if !r.keyword("INTO") || !r.tableRef(s, false) || !r.keyword("VALUE") {
			return nil, ErrUnsupported
		}
		r.tuple(s)
	default:
		return nil, ErrUnsupported
	}
	return s, nil
}

type tokKind uint8

const (
	tEOF    tokKind = iota
	tIdent          // bare word: keyword or identifier
	tQuoted         // "quoted identifier"
	tString         // 'string'
	tNumber         // 123, 1.5e3
	tParam          // ?
	tPunct          // ( ) [ ] { } , . : ; * and others
	tOp             // = <> != < <= > >= << >> || + - /
)

type token struct {
	kind  tokKind
	text  string // unquoted for tQuoted and tString
	param int    // index of a tParam
}

// lex splits s into tokens. Unterminated quotes run to the end of s;
// unknown bytes become one-byte punctuation.
func lex(s string) []token {
	var toks []token
	params := 0
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
		case c == '-' && i+1 < len(s) && s[i+1] == '-':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(s) && s[i+1] == '*':
			end := strings.Index(s[i+2:], "*/")
			if end < 0 {
				i = len(s)
			} else {
				i += 2 + end + 2
			}
		case c == '"' || c == '\'':
			text, n := quoted(s[i:], c)
			k := tQuoted
			if c == '\'' {
				k = tString
			}
			toks = append(toks, token{kind: k, text: text})
			i += n
		case c == '?':
			toks = append(toks, token{kind: tParam, text: "?", param: params})
			params++
			i++
		case isDigit(c) || (c == '.' && i+1 < len(s) && isDigit(s[i+1])):
			j := i
			for j < len(s) && (isDigit(s[j]) || s[j] == '.') {
				j++
			}
			if j < len(s) && (s[j] == 'e' || s[j] == 'E') {
				k := j + 1
				if k < len(s) && (s[k] == '+' || s[k] == '-') {
					k++
				}
				if k < len(s) && isDigit(s[k]) {
					j = k
					for j < len(s) && isDigit(s[j]) {
						j++
					}
				}
			}
			toks = append(toks, token{kind: tNumber, text: s[i:j]})
			i = j
		case isIdentStart(c):
			j := i
			for j < len(s) && isIdentChar(s[j]) {
				j++
			}
			toks = append(toks, token{kind: tIdent, text: s[i:j]})
			i = j
		default:
			if i+1 < len(s) {
				switch two := s[i : i+2]; two {
				case "<=", ">=", "<>", "!=", "<<", ">>", "||":
					toks = append(toks, token{kind: tOp, text: two})
					i += 2
					continue
				}
			}
			k := tPunct
			if strings.IndexByte("=<>+-/%", c) >= 0 {
				k = tOp
			}
			toks = append(toks, token{kind: k, text: s[i : i+1]})
			i++
		}
	}
	return toks
}

// quoted reads a quoted run starting at s[0] == q, where a doubled quote
// stands for one. It returns the content and the bytes consumed.
func quoted(s string, q byte) (string, int) {
	var b strings.Builder
	i := 1
	for i < len(s) {
		if s[i] == q {
			if i+1 < len(s) && s[i+1] == q {
				b.WriteByte(q)
				i += 2
				continue
			}
			return b.String(), i + 1
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String(), i
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }
func isIdentStart(c byte) bool {
	return c == '_' || c == '$' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}
func isIdentChar(c byte) bool { return isIdentStart(c) || isDigit(c) }

type reader struct {
	toks []token
	pos  int
}

func (r *reader) peek() token {
	if r.pos < len(r.toks) {
		return r.toks[r.pos]
	}
	return token{}
}

func (r *reader) peekAt(n int) token {
	if r.pos+n < len(r.toks) {
		return r.toks[r.pos+n]
	}
	return token{}
}

func (r *reader) next() token {
	t := r.peek()
	if r.pos < len(r.toks) {
		r.pos++
	}
	return t
}

func isKeyword(t token, w string) bool { return t.kind == tIdent && strings.EqualFold(t.text, w) }

func isPunct(t token, p string) bool { return (t.kind == tPunct || t.kind == tOp) && t.text == p }

// keyword consumes the keyword w.
func (r *reader) keyword(w string) bool {
	if isKeyword(r.peek(), w) {
		r.next()
		return true
	}
	return false
}

// skipToKeyword moves past the first w outside brackets.
func (r *reader) skipToKeyword(w string) bool {
	depth := 0
	for r.peek().kind != tEOF {
		t := r.next()
		switch {
		case isOpen(t):
			depth++
		case isClose(t):
			depth--
		case depth <= 0 && isKeyword(t, w):
			return true
		}
	}
	return false
}

func isOpen(t token) bool {
	return isPunct(t, "(") || isPunct(t, "[") || isPunct(t, "{") || isPunct(t, "<<")
}

func isClose(t token) bool {
	return isPunct(t, ")") || isPunct(t, "]") || isPunct(t, "}") || isPunct(t, ">>")
}

// name reads an identifier, quoted or bare.
func name(t token) (string, bool) {
	switch t.kind {
	case tQuoted:
		return t.text, t.text != ""
	case tIdent:
		return t.text, true
	}
	return "", false
}

// tableRef reads table or "table"."index" (the index only after SELECT).
func (r *reader) tableRef(s *Statement, withIndex bool) bool {
	n, ok := name(r.next())
	if !ok {
		return false
	}
	s.Table = n
	if withIndex && isPunct(r.peek(), ".") {
		if ix, ok := name(r.peekAt(1)); ok {
			r.next()
			r.next()
			s.Index = ix
		}
	}
	return true
}

// attr reads a top-level attribute name; a nested path (a.b, a[0]) is no
// key attribute, so it fails after consuming the path.
func (r *reader) attr() (string, bool) {
	n, ok := name(r.peek())
	if !ok || isReserved(r.peek()) {
		return "", false
	}
	r.next()
	nested := false
	for isPunct(r.peek(), ".") || isPunct(r.peek(), "[") {
		nested = true
		if isPunct(r.next(), "[") {
			r.skipBalanced("[", "]")
		} else {
			r.next()
		}
	}
	return n, !nested
}

// isReserved reports the bare words that are never attributes here.
func isReserved(t token) bool {
	if t.kind != tIdent {
		return false
	}
	switch strings.ToUpper(t.text) {
	case "AND", "OR", "NOT", "BETWEEN", "IN", "IS", "WHERE", "SET", "REMOVE", "RETURNING", "MISSING", "NULL", "TRUE", "FALSE":
		return true
	}
	return false
}

// skipBalanced moves past the close matching an open already consumed.
func (r *reader) skipBalanced(open, close string) {
	depth := 1
	for depth > 0 && r.peek().kind != tEOF {
		t := r.next()
		if isPunct(t, open) {
			depth++
		} else if isPunct(t, close) {
			depth--
		}
	}
}

// operand reads a parameter or literal; other expressions fail.
func (r *reader) operand() (Operand, bool) {
	t := r.peek()
	neg := false
	if isPunct(t, "-") && r.peekAt(1).kind == tNumber {
		neg = true
		r.next()
		t = r.peek()
	}
	var o Operand
	switch t.kind {
	case tParam:
		o = Operand{Kind: Param, Param: t.param}
	case tString:
		o = Operand{Kind: String, Text: t.text}
	case tNumber:
		o = Operand{Kind: Number, Text: t.text}
		if neg {
			o.Text = "-" + o.Text
		}
	case tIdent:
		if isReserved(t) {
			return Operand{}, false
		}
		o = Operand{Kind: Ident, Text: t.text}
	default:
		return Operand{}, false
	}
	r.next()
	// An operand that continues (a + ?, a.b, f(x)) is an expression.
	if n := r.peek(); n.kind == tOp && !isComparison(n.text) || isPunct(n, ".") || isPunct(n, "(") || isPunct(n, "[") {
		return Operand{}, false
	}
	return o, true
}

func isComparison(op string) bool {
	switch op {
	case "=", "<", "<=", ">", ">=", "<>", "!=":
		return true
	}
	return false
}

// where reads the WHERE clause, if any, up to RETURNING or the end.
func (r *reader) where(s *Statement) {
	if !r.skipToKeyword("WHERE") {
		return
	}
	for {
		t := r.peek()
		if t.kind == tEOF || isKeyword(t, "RETURNING") {
			return
		}
		start := r.pos
		if c, ok := r.cond(); ok {
			s.Where = append(s.Where, c)
			continue
		}
		if r.pos == start {
			t := r.next()
			if isKeyword(t, "OR") || isKeyword(t, "NOT") {
				s.Or = true
			}
		}
	}
}

// cond reads one comparison at the current position.
func (r *reader) cond() (Cond, bool) {
	t := r.peek()
	if t.kind == tIdent && strings.EqualFold(t.text, "begins_with") && isPunct(r.peekAt(1), "(") {
		r.next()
		r.next()
		a, ok := r.attr()
		if !ok || !isPunct(r.peek(), ",") {
			return Cond{}, false
		}
		r.next()
		v, ok := r.operand()
		if !ok || !isPunct(r.peek(), ")") {
			return Cond{}, false
		}
		r.next()
		return Cond{Attr: a, Op: "begins_with", Values: []Operand{v}}, true
	}
	if t.kind == tIdent && !isReserved(t) && isPunct(r.peekAt(1), "(") {
		// Another function: step over its arguments.
		r.next()
		r.next()
		r.skipBalanced("(", ")")
		return Cond{}, false
	}
	a, ok := r.attr()
	if !ok {
		return Cond{}, false
	}
	op := r.peek()
	switch {
	case op.kind == tOp && isComparison(op.text):
		r.next()
		if op.text == "<>" || op.text == "!=" {
			return Cond{}, false
		}
		v, ok := r.operand()
		if !ok {
			return Cond{}, false
		}
		return Cond{Attr: a, Op: op.text, Values: []Operand{v}}, true
	case isKeyword(op, "BETWEEN"):
		r.next()
		lo, ok := r.operand()
		if !ok || !r.keyword("AND") {
			return Cond{}, false
		}
		hi, ok := r.operand()
		if !ok {
			return Cond{}, false
		}
		return Cond{Attr: a, Op: "BETWEEN", Values: []Operand{lo, hi}}, true
	case isKeyword(op, "IN"):
		r.next()
		open := r.next()
		var close string
		switch {
		case isPunct(open, "["):
			close = "]"
		case isPunct(open, "("):
			close = ")"
		default:
			return Cond{}, false
		}
		c := Cond{Attr: a, Op: "IN"}
		for {
			v, ok := r.operand()
			if !ok {
				r.skipBalanced(open.text, close)
				return Cond{}, false
			}
			c.Values = append(c.Values, v)
			switch t := r.next(); {
			case isPunct(t, ","):
				continue
			case isPunct(t, close):
				return c, true
			default:
				r.skipBalanced(open.text, close)
				return Cond{}, false
			}
		}
	}
	return Cond{}, false
}

// updateClauses reads SET and REMOVE clauses up to WHERE.
func (r *reader) updateClauses(s *Statement) {
	for {
		t := r.peek()
		switch {
		case t.kind == tEOF || isKeyword(t, "WHERE") || isKeyword(t, "RETURNING"):
			return
		case isKeyword(t, "SET"):
			r.next()
			r.assignments(s)
		default:
			r.next()
			if isOpen(t) {
				r.skipBalanced(t.text, closeOf(t.text))
			}
		}
	}
}

func closeOf(open string) string {
	switch open {
	case "(":
		return ")"
	case "[":
		return "]"
	case "{":
		return "}"
	}
	return ">>"
}

// assignments reads a = v, b = w of a SET clause.
func (r *reader) assignments(s *Statement) {
	for {
		a, ok := r.attr()
		if ok && isPunct(r.peek(), "=") {
			r.next()
			if v, ok := r.operand(); ok {
				s.Set = append(s.Set, Assign{Attr: a, Value: v})
			}
		}
		if !r.skipElement(isClauseKeyword) {
			return
		}
	}
}

func isClauseKeyword(t token) bool {
	return isKeyword(t, "SET") || isKeyword(t, "REMOVE") || isKeyword(t, "WHERE") || isKeyword(t, "RETURNING")
}

// tuple reads INSERT's VALUE {'attr': v, ...}.
func (r *reader) tuple(s *Statement) {
	if !isPunct(r.next(), "{") {
		return
	}
	for {
		k := r.next()
		if k.kind != tString && k.kind != tQuoted || !isPunct(r.next(), ":") {
			return
		}
		if v, ok := r.operand(); ok {
			s.Values = append(s.Values, Assign{Attr: k.text, Value: v})
		}
		if !r.skipElement(nil) {
			return
		}
	}
}

// skipElement moves past the rest of a list element. It reports true after
// consuming the comma that ends it, false at the end of the input, before a
// top-level token stop accepts, or after the bracket that closes the list.
func (r *reader) skipElement(stop func(token) bool) bool {
	depth := 0
	for {
		t := r.peek()
		if t.kind == tEOF || depth == 0 && stop != nil && stop(t) {
			return false
		}
		r.next()
		switch {
		case isOpen(t):
			depth++
		case isClose(t):
			if depth == 0 {
				return false
			}
			depth--
		case depth == 0 && isPunct(t, ","):
			return true
		}
	}
}
