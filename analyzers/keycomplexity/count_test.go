package keycomplexity

import (
	"go/token"
	"testing"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
)

func TestCount(t *testing.T) {
	lit := func(s string) keyexpr.Template { return keyexpr.Lit(s, token.NoPos, token.NoPos) }
	hole := func(k keyexpr.Kind) keyexpr.Template { return keyexpr.Of(&keyexpr.Hole{Kind: k, Layout: "2006-01-02"}) }
	for _, tc := range []struct {
		name  string
		t     keyexpr.Template
		sep   string
		n     int
		exact bool
	}{
		{"empty", keyexpr.Template{}, "#", 0, true},
		{"constant", lit("PROFILE"), "#", 1, true},
		{"split constant", lit("a#b"), "#", 2, true},
		{"only a separator", lit("#"), "#", 0, true},
		{"trailing separator", lit("A#B#"), "#", 2, true},
		{"leading separator", lit("#A#B"), "#", 2, true},
		{"empty middle", lit("A##B"), "#", 3, true},
		{"int hole", keyexpr.Concat(lit("A#"), hole(keyexpr.Int)), "#", 2, true},
		{"string hole", keyexpr.Concat(lit("A#"), hole(keyexpr.String)), "#", 2, false},
		{"opaque hole", keyexpr.Concat(lit("A#B#"), hole(keyexpr.Opaque), lit("#C")), "#", 4, false},
		{"hole glued to text", keyexpr.Concat(lit("A"), hole(keyexpr.Int), lit("B#C")), "#", 2, true},
		{"multi-character separator", lit("a::b::c"), "::", 3, true},
		{"dash in a date", keyexpr.Concat(lit("D-"), hole(keyexpr.Time)), "-", 2, false},
		{"dash in a uuid", keyexpr.Concat(lit("U-"), hole(keyexpr.ID)), "-", 2, false},
		{"hash next to a uuid", keyexpr.Concat(lit("U#"), hole(keyexpr.ID)), "#", 2, true},
	} {
		n, exact := count(tc.t, tc.sep)
		if n != tc.n || exact != tc.exact {
			t.Errorf("%s: count(%s, %q) = %d, %v; want %d, %v", tc.name, tc.t, tc.sep, n, exact, tc.n, tc.exact)
		}
	}
}
