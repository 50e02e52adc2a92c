package join

import (
	"go/token"
	"maps"
	"testing"

	"golang.org/x/tools/go/analysis"
)

func TestResolve(t *testing.T) {
	f := func(pos int, needs string) Finding {
		return Finding{Diagnostic: analysis.Diagnostic{Pos: token.Pos(pos), Message: needs}, Needs: needs}
	}
	model := &Summary{Pending: []Finding{f(1, "m.Order"), f(2, "m.Draft"), f(3, "m.Order")}}
	store := &Summary{Items: []string{"m.Order"}}
	service := &Summary{Pending: []Finding{f(4, "m.Draft")}}
	got := Resolve([]*Summary{model, nil, store, service})
	if len(got) != 4 {
		t.Fatalf("got %d lists, want one per summary", len(got))
	}
	if len(got[0]) != 2 || got[0][0].Pos != 1 || got[0][1].Pos != 3 {
		t.Errorf("model: got %v, want the two findings on m.Order, in order", got[0])
	}
	if len(got[1]) != 0 || len(got[2]) != 0 || len(got[3]) != 0 {
		t.Errorf("nothing marshals m.Draft and the store has nothing pending: got %v", got[1:])
	}

	// A constructor's finding that another package reported at its call.
	ctor := &Summary{Pending: []Finding{f(5, "m.Order"), f(6, "m.Order")}}
	ctor.Pending[0].In, ctor.Pending[0].Category = "m.NewOrder", "keydelimiter"
	ctor.Pending[1].In, ctor.Pending[1].Category = "m.NewOrder", "sortkeyorder"
	caller := &Summary{Items: []string{"m.Order"}, Called: []Call{{Func: "m.NewOrder", Rule: "keydelimiter"}}}
	got = Resolve([]*Summary{ctor, caller})
	if len(got[0]) != 1 || got[0][0].Pos != 6 {
		t.Errorf("constructor: got %v, want only the finding of the rule not reported at its call", got[0])
	}
}

// TestDuplicates: a design reported by two packages is kept at the first
// place; one package's own repeats are its own; two known tables are two
// designs, and a place that knows no table then joins neither.
func TestDuplicates(t *testing.T) {
	at := func(p int) At { return At{Pos: token.Pos(p), Rule: "pktimestamp"} }
	sums := []*Summary{
		{Designs: []Design{{Key: "day", Table: "days", At: at(30)}, {Key: "solo", At: at(31)}, {Key: "solo", At: at(32)}}},
		{Designs: []Design{{Key: "day", Table: "days", At: at(10)}, {Key: "mixed", Table: "a", At: at(11)}}},
		{Designs: []Design{{Key: "day", At: at(20)}, {Key: "mixed", Table: "b", At: at(21)}, {Key: "mixed", At: at(22)}}},
		nil,
	}
	got := Duplicates(sums, func(a, b token.Pos) bool { return a < b })
	want := map[At]token.Pos{at(30): 10, at(20): 10}
	if !maps.Equal(got, want) {
		t.Errorf("Duplicates = %v, want %v", got, want)
	}
	other := At{Pos: 30, Rule: "sortkeyorder"}
	sums[0].Designs[0].At = other
	if got := Duplicates(sums, func(a, b token.Pos) bool { return a < b }); got[other] != 0 || got[at(20)] != 10 {
		t.Errorf("a design of another rule is another design: %v", got)
	}
}

// TestSeeded: a read of a partition the module writes only in seeding code
// is dropped; one written elsewhere too, or nowhere, is kept.
func TestSeeded(t *testing.T) {
	at := func(p int) At { return At{Pos: token.Pos(p), Rule: "pkcardinality"} }
	sums := []*Summary{
		{Reads: []Design{{Key: "gsi1pk\x00BADGE", At: at(1)}, {Key: "gsi1pk\x00ORDER", At: at(2)}, {Key: "gsi1pk\x00LOST", At: at(3)}}},
		{Writes: []Write{{Key: "gsi1pk\x00BADGE", Seeding: true}, {Key: "gsi1pk\x00ORDER", Seeding: true}}},
		{Writes: []Write{{Key: "gsi1pk\x00ORDER", Seeding: false}}},
		nil,
	}
	want := map[At]bool{at(1): true}
	if got := Seeded(sums); !maps.Equal(got, want) {
		t.Errorf("Seeded = %v, want %v", got, want)
	}
}
