package keyseparator

import (
	"testing"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
)

// TestIDPrefixAcrossParts: the word tied to a value may be written apart
// from the label before it (a key helper's "SUBJECT#", then the "file/" of
// the subject its caller builds): the engine keeps the two literals as two
// parts, and the word is read back across them.
func TestIDPrefixAcrossParts(t *testing.T) {
	id := &keyexpr.Hole{Kind: keyexpr.ID, Text: "id", Param: keyexpr.NoParam}
	for _, c := range []struct {
		word string
		want bool
	}{
		{"file/", true},
		{"FILE/", false}, // a word in capitals is a label of the key's own
	} {
		tmpl := keyexpr.Template{Parts: []keyexpr.Part{
			{Lit: "SUBJECT#"},
			{Lit: c.word, Arg: 1},
			{Hole: id, Arg: 1},
		}}
		sites := tmpl.DelimiterSites("#/")
		if got := idPrefixes(tmpl, sites, "/", "#"); got != c.want {
			t.Errorf("idPrefixes(SUBJECT# + %s + id) = %t, want %t", c.word, got, c.want)
		}
	}
}
