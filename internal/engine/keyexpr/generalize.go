package keyexpr

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// generalize returns the one template that each of ts is an instance of,
// where they differ only in literal text: the same holes in the same
// order, and between them text that is the same or that differs in its
// middle. The text common to every instance stays literal (the "#" of
// "BINARY#" and "CERT#"), so a rule still sees the separators; the middle
// that differs becomes a hole with as many values as there are distinct
// middles. ok is false when the holes differ (an id in one, a name in
// another): no template says what all of them share.
func generalize(ts []Template) (Template, bool) {
	if len(ts) == 0 {
		return Template{}, false
	}
	segs := make([][]string, len(ts))
	holes := make([][]*Hole, len(ts))
	for i, t := range ts {
		segs[i], holes[i] = splitHoles(t)
		if len(holes[i]) != len(holes[0]) {
			return Template{}, false
		}
	}
	for j := range holes[0] {
		for i := 1; i < len(ts); i++ {
			if !sameHole(holes[0][j], holes[i][j]) {
				return Template{}, false
			}
		}
	}
	var out Template
	for j := range segs[0] {
		texts := make([]string, len(ts))
		for i := range ts {
			texts[i] = segs[i][j]
		}
		out.add(choice(texts))
		if j < len(holes[0]) {
			h := *holes[0][j]
			out.append(Part{Hole: &h})
		}
	}
	return out, true
}

// splitHoles returns t's literal text between its holes (one more text
// than holes, empty where two holes meet) and the holes, in order.
func splitHoles(t Template) ([]string, []*Hole) {
	segs := []string{""}
	var holes []*Hole
	for _, p := range t.Parts {
		if p.IsLit() {
			segs[len(segs)-1] += p.Lit
			continue
		}
		holes = append(holes, p.Hole)
		segs = append(segs, "")
	}
	return segs, holes
}

// sameHole reports holes that stand for the same value: equal but for
// their source positions.
func sameHole(a, b *Hole) bool {
	x, y := *a, *b
	for _, h := range []*Hole{&x, &y} {
		h.ExprPos, h.ExprEnd, h.CallPos, h.CallEnd, h.VerbPos, h.VerbEnd, h.TaintPos = 0, 0, 0, 0, 0, 0, 0
		h.Vars = nil
	}
	return reflect.DeepEqual(x, y)
}

// choice is the template of one literal text out of texts: the text when
// they agree, else their common prefix and suffix around a hole with one
// value per distinct middle.
func choice(texts []string) Template {
	if !slices.ContainsFunc(texts, func(s string) bool { return s != texts[0] }) {
		return Lit(texts[0], 0, 0)
	}
	pre, suf := texts[0], texts[0]
	for _, s := range texts[1:] {
		pre = commonPrefix(pre, s)
		suf = commonSuffix(suf, s)
	}
	short := len(texts[0])
	for _, s := range texts {
		short = min(short, len(s))
	}
	if len(pre)+len(suf) > short {
		suf = suf[len(pre)+len(suf)-short:]
	}
	var middles []string
	seen := map[string]bool{}
	for _, s := range texts {
		m := s[len(pre) : len(s)-len(suf)]
		if !seen[m] {
			seen[m] = true
			middles = append(middles, m)
		}
	}
	return Concat(Lit(pre, 0, 0), Of(&Hole{Kind: Enum, Type: "string", Values: len(middles), Param: NoParam, Text: oneOf(middles)}), Lit(suf, 0, 0))
}

// oneOfPrefix begins the name of a choice hole (see oneOf).
const oneOfPrefix = "one of "

// oneOf names a choice of texts for a message: one of "BINARY", "CERT", …
func oneOf(texts []string) string {
	var b strings.Builder
	b.WriteString(oneOfPrefix)
	for i, s := range texts {
		if i == 3 {
			b.WriteString(", …")
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%q", s)
	}
	return b.String()
}

func commonPrefix(a, b string) string {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return a[:n]
}

func commonSuffix(a, b string) string {
	n := 0
	for n < len(a) && n < len(b) && a[len(a)-1-n] == b[len(b)-1-n] {
		n++
	}
	return a[len(a)-n:]
}
