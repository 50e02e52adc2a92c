package keyexpr

import (
	"go/token"
	"testing"
)

const candidates = "#-_:|/"

func str(name string) *Hole { return &Hole{Kind: String, Name: name, Param: NoParam} }
func opaque() *Hole         { return &Hole{Kind: Opaque, Param: NoParam} }
func num(pad int) *Hole     { return &Hole{Kind: Int, Pad: pad, Param: NoParam} }
func lit(s string) Template { return Lit(s, token.NoPos, token.NoPos) }

func TestDelimiters(t *testing.T) {
	for _, tc := range []struct {
		name string
		t    Template
		want string
	}{
		{"prefix", Concat(lit("USER#"), Of(str("id"))), "#"},
		{"other prefix", Concat(lit("USER-"), Of(str("id"))), "-"},
		{"word inside the literal", Concat(lit("ORDER_ITEM#"), Of(str("id"))), "#"},
		{"suffix", Concat(Of(str("id")), lit(":PROFILE")), ":"},
		{"between holes", Concat(Of(str("a")), lit("|"), Of(str("b"))), "|"},
		{"mixed, in order", Concat(lit("USER#"), Of(str("a")), lit("-"), Of(str("b")), lit("/x")), "#-/"},
		{"distinct", Concat(lit("A#"), Of(str("a")), lit("#"), Of(str("b"))), "#"},
		{"glued", Concat(lit("USER"), Of(str("id"))), ""},
		{"constant", lit("USER-PROFILE"), ""},
		{"not a candidate", Concat(lit("DOC@"), Of(str("id")), lit(".json")), ""},
		{"only next to opaque", Concat(Of(opaque()), lit("_ITEM#"), Of(str("id"))), "#"},
		{"opaque and known", Concat(Of(opaque()), lit("-"), Of(str("id"))), "-"},
		{"between opaque holes", Concat(Of(opaque()), lit("-"), Of(opaque())), ""},
		{"padded date", Concat(lit("DAY#"), Of(num(4)), lit("-"), Of(num(2)), lit("-"), Of(num(2))), "#"},
		{"unpadded numbers", Concat(lit("USER#"), Of(num(0)), lit("-"), Of(num(0))), "#-"},
		{"padded number and string", Concat(Of(num(4)), lit("-"), Of(str("id"))), "-"},
	} {
		if got := string(tc.t.Delimiters(candidates)); got != tc.want {
			t.Errorf("%s: %s: Delimiters = %q, want %q", tc.name, tc.t, got, tc.want)
		}
	}
}

func TestDelimiterSites(t *testing.T) {
	// "USER-" at 100, "-" at 200 (between holes), "-X" unknown position.
	tm := Concat(Lit("USER-", 100, 105), Of(str("a")), Lit("-", 200, 201), Of(str("b")), Lit("-X", token.NoPos, token.NoPos))
	sites := tm.DelimiterSites(candidates)
	want := []struct {
		part, off  int
		pos        token.Pos
		prev, next bool
	}{
		{0, 4, 104, false, true},
		{2, 0, 200, true, true},
		{4, 0, token.NoPos, true, false},
	}
	if len(sites) != len(want) {
		t.Fatalf("got %d sites, want %d: %+v", len(sites), len(want), sites)
	}
	for i, w := range want {
		s := sites[i]
		if s.Char != '-' || s.Part != w.part || s.Off != w.off || s.Pos != w.pos || (s.Prev != nil) != w.prev || (s.Next != nil) != w.next {
			t.Errorf("site %d = %+v, want %+v", i, s, w)
		}
	}
	// A literal whose range does not match its text has no position.
	bad := Concat(Lit("USER-", 100, 110), Of(str("a")))
	if s := bad.DelimiterSites(candidates); len(s) != 1 || s[0].Pos != token.NoPos {
		t.Errorf("mismatched range: got %+v, want one site without a position", s)
	}
}
