package keyexpr

import (
	"strings"
	"testing"
)

// endsTruncated reports whether t ends in the hole that stands for the rest
// of a template past its budget, and has no other.
func endsTruncated(t Template) bool {
	n := len(t.Parts)
	if n == 0 || t.Parts[n-1].Hole == nil || !t.Parts[n-1].Hole.Truncated || t.Parts[n-1].Hole.Kind != Opaque {
		return false
	}
	for _, p := range t.Parts[:n-1] {
		if p.Hole != nil && p.Hole.Truncated {
			return false
		}
	}
	return true
}

func TestTemplateBudget(t *testing.T) {
	// Many parts: cut at maxParts, the rest one opaque hole.
	var many Template
	for range 10 * maxParts {
		many.add(Concat(lit("#"), Of(str("id"))))
	}
	if len(many.Parts) != maxParts || !endsTruncated(many) || !many.HasOpaque() {
		t.Errorf("%d parts, truncated %v; want %d ending in the truncated hole", len(many.Parts), endsTruncated(many), maxParts)
	}
	if many.Parts[0].Lit != "#" || many.Parts[1].Hole == nil || many.Parts[1].Hole.Name != "id" {
		t.Errorf("the parts before the cut changed: %v", many.Parts[:2])
	}

	// Appending to a truncated template changes nothing; a truncated
	// template appended to another truncates it.
	before := len(many.Parts)
	many.add(lit("MORE"))
	if len(many.Parts) != before || !endsTruncated(many) {
		t.Errorf("appending to a truncated template: %d parts, want %d", len(many.Parts), before)
	}
	joined := Concat(lit("USER#"), many, lit("#TAIL"))
	if !endsTruncated(joined) || strings.Contains(joined.String(), "TAIL") {
		t.Errorf("Concat with a truncated template = %s, want it truncated", joined)
	}

	// A literal longer than maxLit, or growing past it.
	if huge := Concat(lit("USER#"), lit(strings.Repeat("x", maxLit))); !endsTruncated(huge) || huge.Parts[0].Lit != "USER#" {
		t.Errorf("literal past maxLit = %d parts, want the prefix and the truncated hole", len(huge.Parts))
	}
	if huge := lit(strings.Repeat("x", 2*maxLit)); len(huge.Parts) != 1 || !huge.IsConst() {
		// Lit builds the part directly: only appending is budgeted.
		t.Errorf("Lit of a long string = %d parts", len(huge.Parts))
	}
	if huge := Concat(Of(str("id")), lit(strings.Repeat("x", maxLit+1))); !endsTruncated(huge) {
		t.Errorf("a literal part past maxLit is not cut: %d parts", len(huge.Parts))
	}

	// Look-alikes within the budget are untouched.
	small := Concat(lit("USER#"), Of(str("id")), lit("#ORDER#"), Of(num(10)))
	if small.String() != "USER#<string:id>#ORDER#<int>" || small.HasOpaque() {
		t.Errorf("small template = %s", small)
	}
	atLimit := Concat(lit("A"), lit(strings.Repeat("x", maxLit-1)))
	if s, ok := atLimit.Const(); !ok || len(s) != maxLit {
		t.Errorf("a literal of exactly maxLit bytes was cut: %d parts", len(atLimit.Parts))
	}
}

// cloneHoles gives each use of a helper's argument its own holes: a rule
// setting a field of one must not change the other.
func TestCloneHoles(t *testing.T) {
	orig := Concat(lit("A#"), Of(str("id")))
	c := orig.cloneHoles()
	c.Parts[1].Hole.Name = "changed"
	if orig.Parts[1].Hole.Name != "id" {
		t.Errorf("cloneHoles shares holes: the original's hole is now %q", orig.Parts[1].Hole.Name)
	}
}

// hole is a string value the evaluator could not read, for the template
// tests below.
func hole() Part { return Part{Hole: &Hole{Kind: String, Param: NoParam}} }

// tmpl builds a template of literal strings and holes.
func tmpl(parts ...any) Template {
	var out Template
	for _, p := range parts {
		switch p := p.(type) {
		case string:
			out.Parts = append(out.Parts, Part{Lit: p})
		case Part:
			out.Parts = append(out.Parts, p)
		}
	}
	return out
}

func TestMayEqual(t *testing.T) {
	tests := []struct {
		name string
		a, b Template
		want bool
	}{
		{"same constant", tmpl("CAPACITY#PROVISIONED"), tmpl("CAPACITY#PROVISIONED"), true},
		{"other constant", tmpl("CAPACITY#PROVISIONED"), tmpl("RELIABILITY#ORPHANS"), false},
		{"constant under the prefix", tmpl("ORG#acme"), tmpl("ORG#", hole()), true},
		{"constant under another prefix", tmpl("DAY#2026-01-01"), tmpl("GAME#", hole()), false},
		{"constant too short for prefix and suffix", tmpl("A#B"), tmpl("A#", hole(), "#B"), false},
		{"prefixes that nest", tmpl("USER#", hole()), tmpl("USER#ADMIN#", hole()), true},
		{"prefixes apart", tmpl("STUDENT#", hole()), tmpl("ROUTINE#", hole()), false},
		{"suffixes apart", tmpl(hole(), "#A"), tmpl(hole(), "#B"), false},
		{"an unread value meets anything", tmpl(hole()), tmpl("ROUTINE#", hole()), true},
		{"an unread value meets a constant", tmpl(hole()), tmpl("DLQ"), true},
	}
	for _, tt := range tests {
		if got := tt.a.MayEqual(tt.b); got != tt.want {
			t.Errorf("%s: %v.MayEqual(%v) = %v, want %v", tt.name, tt.a, tt.b, got, tt.want)
		}
		if got := tt.b.MayEqual(tt.a); got != tt.want {
			t.Errorf("%s (swapped): %v.MayEqual(%v) = %v, want %v", tt.name, tt.b, tt.a, got, tt.want)
		}
	}
}

func TestMayStartWith(t *testing.T) {
	tests := []struct {
		name   string
		key, p Template
		want   bool
	}{
		{"the kind's own prefix", tmpl("COMMENT#", hole(), "#", hole()), tmpl("COMMENT#"), true},
		{"a longer prefix of the kind", tmpl("COMMENT#", hole()), tmpl("COMMENT#2026-"), true},
		{"another kind's prefix", tmpl("COMMENT#", hole()), tmpl("USER#"), false},
		{"a prefix built from a value", tmpl("COMMENT#", hole()), tmpl("COMMENT#", hole(), "#"), true},
		{"a prefix out of sight", tmpl("COMMENT#", hole()), tmpl(hole()), true},
		{"a key out of sight", tmpl(hole()), tmpl("USER#"), true},
		{"the empty prefix", tmpl("COMMENT#", hole()), tmpl(""), true},
	}
	for _, tt := range tests {
		if got := tt.key.MayStartWith(tt.p); got != tt.want {
			t.Errorf("%s: %v.MayStartWith(%v) = %v, want %v", tt.name, tt.key, tt.p, got, tt.want)
		}
	}
}

func TestPinsFirstHole(t *testing.T) {
	num := func() Part { return Part{Hole: &Hole{Kind: Int, Param: NoParam}} }
	padded := func() Part { return Part{Hole: &Hole{Kind: Int, Param: NoParam, Pad: 10}} }
	tests := []struct {
		name   string
		key, p Template
		want   bool
	}{
		{"version 0 and its separator", tmpl("V", num(), "#", hole()), tmpl("V0#", hole(), "#"), true},
		{"version 12 and its separator", tmpl("V", num(), "#", hole()), tmpl("V12#"), true},
		{"version 0 alone: no other number starts with 0", tmpl("V", num(), "#", hole()), tmpl("V0"), true},
		{"version 1 alone lists 1, 10, 11…", tmpl("V", num(), "#", hole()), tmpl("V1"), false},
		{"the prefix before the number", tmpl("V", num(), "#", hole()), tmpl("V"), false},
		{"another kind", tmpl("V", num(), "#", hole()), tmpl("X0#"), false},
		{"a string hole is no number", tmpl("V", hole(), "#"), tmpl("V0#"), false},
		{"a padded number sorts already", tmpl("V", padded(), "#"), tmpl("V0000000000#"), false},
		{"a number last in the key", tmpl("V", num()), tmpl("V0#"), false},
	}
	for _, tt := range tests {
		if got := tt.key.PinsFirstHole(tt.p); got != tt.want {
			t.Errorf("%s: %v.PinsFirstHole(%v) = %v, want %v", tt.name, tt.key, tt.p, got, tt.want)
		}
	}
}
