package keyexpr

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// fmtSpec is one parsed verb of a format string.
type fmtSpec struct {
	verb     string // the whole directive as written: "%010d"
	char     rune   // the verb letter
	zero     bool
	minus    bool
	plus     bool
	width    int
	hasPrec  bool
	off, end int // byte offsets of the directive in the format text
}

// parseFormat splits a format string into literal pieces and verbs. ok is
// false for directives the evaluator does not model (explicit argument
// indexes, * widths), so the caller gives up rather than guess.
func parseFormat(s string) (lits []string, litOffs []int, specs []fmtSpec, ok bool) {
	var lit strings.Builder
	litStart := 0
	i := 0
	for i < len(s) {
		c := s[i]
		if c != '%' {
			lit.WriteByte(c)
			i++
			continue
		}
		if i+1 < len(s) && s[i+1] == '%' {
			lit.WriteByte('%')
			i += 2
			continue
		}
		lits = append(lits, lit.String())
		litOffs = append(litOffs, litStart)
		lit.Reset()
		sp := fmtSpec{off: i}
		i++
	flags:
		for i < len(s) {
			switch s[i] {
			case '0':
				sp.zero = true
			case '-':
				sp.minus = true
			case '+':
				sp.plus = true
			case ' ', '#':
			default:
				break flags
			}
			i++
		}
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			sp.width = sp.width*10 + int(s[i]-'0')
			i++
		}
		if i < len(s) && s[i] == '.' {
			sp.hasPrec = true
			i++
			for i < len(s) && s[i] >= '0' && s[i] <= '9' {
				i++
			}
		}
		if i >= len(s) || s[i] == '[' || s[i] == '*' {
			return nil, nil, nil, false
		}
		sp.char = rune(s[i])
		i++
		sp.end = i
		sp.verb = s[sp.off:sp.end]
		specs = append(specs, sp)
		litStart = i
	}
	lits = append(lits, lit.String())
	litOffs = append(litOffs, litStart)
	return lits, litOffs, specs, true
}

// sprintf evaluates fmt.Sprintf(format, args...) with a constant format.
func (e *Evaluator) sprintf(call *ast.CallExpr, format ast.Expr, args []ast.Expr) (Template, bool) {
	fs, ok := e.stringArg(format)
	if !ok {
		return Template{}, false
	}
	lits, litOffs, specs, ok := parseFormat(fs)
	if !ok || len(specs) != len(args) {
		return Template{}, false
	}
	// Source positions of format text, when the literal maps one-to-one.
	base, _ := litRange(format, fs)
	at := func(off int) token.Pos {
		if base == token.NoPos {
			return token.NoPos
		}
		return base + token.Pos(off)
	}
	var out Template
	for i, l := range lits {
		if out.truncated() {
			break
		}
		if l != "" {
			pos, end := token.NoPos, token.NoPos
			// %% collapses two bytes into one: the offsets only hold when
			// the piece is as long in source as in value.
			if base != token.NoPos && !strings.Contains(l, "%") {
				pos, end = at(litOffs[i]), at(litOffs[i]+len(l))
			}
			out.add(Lit(l, pos, end))
		}
		if i < len(specs) {
			sp := specs[i]
			t := e.verbValue(args[i], sp.char, sp)
			for _, p := range t.Parts {
				if p.Hole != nil && p.Hole.VerbPos == token.NoPos && len(t.Parts) == 1 {
					p.Hole.Verb = sp.verb
					p.Hole.VerbPos, p.Hole.VerbEnd = at(sp.off), at(sp.end)
					p.Hole.CallPos, p.Hole.CallEnd = call.Pos(), call.End()
				}
			}
			out.add(t)
		}
	}
	return out, true
}

// verbValue is the template one argument contributes under one verb.
func (e *Evaluator) verbValue(arg ast.Expr, char rune, sp fmtSpec) Template {
	if tv, ok := e.info.Types[arg]; ok && tv.Value != nil {
		if s, ok := formatConst(sp.verb, tv.Value); ok {
			return Lit(s, token.NoPos, token.NoPos)
		}
	}
	t := e.info.TypeOf(arg)
	switch char {
	case 's', 'v':
		if t != nil && isString(t) && sp.width == 0 && !sp.hasPrec {
			return e.Eval(arg)
		}
	case 'q', 'x', 'X', 'c', 'U', 'o', 'O', 'b', 'e', 'E', 'p':
		// Quoted, hex and other encodings change the text's shape.
		h := e.argHole(arg)
		if h.Kind == Int && (char == 'x' || char == 'X' || char == 'o' || char == 'b') {
			h.Pad = padOf(sp)
			return Of(h)
		}
		if h.Kind == String || h.Kind == Enum {
			h.Kind = Opaque
		}
		if char == 'x' || char == 'X' {
			h.Taint = "" // hex digits: untrusted text can no longer carry a separator
		}
		return Of(h)
	}
	h := e.argHole(arg)
	if t != nil && isNamed(t, "time", "Time") && (char == 's' || char == 'v') {
		h.Kind, h.Layout = Time, DefaultTimeLayout
		return Of(h)
	}
	switch h.Kind {
	case Int, Counter:
		if char == 'd' || char == 'v' {
			h.Pad = padOf(sp)
		} else {
			h.Kind = Opaque
		}
	case Float:
		if char != 'f' && char != 'g' && char != 'v' && char != 'F' {
			h.Kind = Opaque
		}
	case Bool:
		if char != 't' && char != 'v' {
			h.Kind = Opaque
		}
	case Enum:
		// An int-backed enum printed with %d keeps its few values.
	default:
		if sp.width != 0 || sp.hasPrec {
			h.Kind = Opaque
		}
	}
	if t != nil && !isString(t) && h.Kind == String {
		h.Kind = Opaque
	}
	_ = types.ExprString
	return Of(h)
}

// padOf is the fixed width a verb pads an integer to: zero padding, or space
// padding on the left (spaces sort before digits, so both sort as text).
func padOf(sp fmtSpec) int {
	if sp.minus {
		return 0
	}
	return sp.width
}
