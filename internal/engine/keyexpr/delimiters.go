package keyexpr

import (
	"go/token"
	"strings"
)

// Delimiter is one punctuation character of a literal part that sits
// directly next to a hole: the last character of the literal before a hole,
// or the first character of the literal after one. It is how a key marks
// where a value starts or ends, so it is the key's separator.
type Delimiter struct {
	Char byte
	// Part is the index in Parts of the literal holding the character, Off
	// its byte offset in that literal's text.
	Part, Off int
	// Pos is the character's position in a string literal of this package,
	// or token.NoPos when the literal's source range is not known.
	Pos token.Pos
	// Prev and Next are the holes the character touches: Prev the hole just
	// before it (the character is the first of its literal), Next the hole
	// just after it (the last). A one-character literal between two holes
	// touches both.
	Prev, Next *Hole
}

// DelimiterSites returns, in order, the characters from candidates that sit
// directly next to a hole: the "#" of "USER#" + id, the "-" of
// fmt.Sprintf("%s-%d", a, n). Characters inside a literal are not
// delimiters: "ORDER_ITEM#" + id has "#" only.
//
// Two kinds of site are left out, because there the character is more
// likely part of a value than a separator of key parts:
//   - one that touches only Opaque holes: nothing is known of the value, and
//     "_ITEM#" after an unknown value may be the middle of a word;
//   - a one-character literal between two integers when either is
//     zero-padded, the way a date or a time is written by hand
//     (fmt.Sprintf("%04d-%02d-%02d", y, m, d)).
func (t Template) DelimiterSites(candidates string) []Delimiter {
	var out []Delimiter
	for i, p := range t.Parts {
		if !p.IsLit() || p.Lit == "" {
			continue
		}
		var prev, next *Hole
		if i > 0 {
			prev = t.Parts[i-1].Hole
		}
		if i+1 < len(t.Parts) {
			next = t.Parts[i+1].Hole
		}
		first, last := 0, len(p.Lit)-1
		if prev != nil && first == last && next != nil {
			// One character between two holes: one site touching both.
			if c := p.Lit[0]; isDelim(c, candidates) && known(prev, next) && !handWrittenDate(prev, next) {
				out = append(out, delimiter(p, i, 0, prev, next))
			}
			continue
		}
		if prev != nil && known(prev, nil) && isDelim(p.Lit[first], candidates) {
			out = append(out, delimiter(p, i, first, prev, nil))
		}
		if next != nil && known(nil, next) && isDelim(p.Lit[last], candidates) {
			out = append(out, delimiter(p, i, last, nil, next))
		}
	}
	return out
}

// Delimiters returns the distinct characters of DelimiterSites(candidates),
// in the order they first appear.
func (t Template) Delimiters(candidates string) []byte {
	var out []byte
	for _, d := range t.DelimiterSites(candidates) {
		if !strings.ContainsRune(string(out), rune(d.Char)) {
			out = append(out, d.Char)
		}
	}
	return out
}

func delimiter(p Part, i, off int, prev, next *Hole) Delimiter {
	d := Delimiter{Char: p.Lit[off], Part: i, Off: off, Prev: prev, Next: next}
	if p.Pos.IsValid() && p.End.IsValid() && int(p.End-p.Pos) == len(p.Lit) {
		d.Pos = p.Pos + token.Pos(off)
	}
	return d
}

func isDelim(c byte, candidates string) bool {
	return c < 0x80 && strings.IndexByte(candidates, c) >= 0
}

// known reports whether at least one of the given holes is not Opaque.
func known(a, b *Hole) bool {
	return a != nil && a.Kind != Opaque || b != nil && b.Kind != Opaque
}

// handWrittenDate reports two integers of which one is zero-padded: the
// parts of a date or time formatted by hand.
func handWrittenDate(a, b *Hole) bool {
	return a.Kind == Int && b.Kind == Int && (a.Pad > 0 || b.Pad > 0)
}
