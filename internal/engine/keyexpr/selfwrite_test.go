package keyexpr

import (
	"slices"
	"testing"
)

func TestSelfWrites(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"field of a value parameter", `package p
type person struct{ ID string }
func f(p person) { p.ID = "PERSON-" + p.ID; _ = p.ID }`, "PERSON-<string:ID>"},
		{"field of a receiver", `package p
type person struct{ ID string }
func (p *person) f() { p.ID = "PERSON-" + p.ID; _ = p.ID }`, "PERSON-<string:ID>"},
		{"field of a literal", `package p
type person struct{ ID string }
func f(id string) { p := person{ID: id}; p.ID = "PERSON-" + p.ID; _ = p.ID }`, "PERSON-<string:id>"},
		{"two steps on a field", `package p
type person struct{ ID string }
func f(p person) { p.ID = "A#" + p.ID; p.ID = p.ID + "#Z"; _ = p.ID }`, "A#<string:ID>#Z"},
		{"parameter", `package p
const prefix = "USER#"
func f(id string) { id = prefix + id; _ = id }`, "USER#<string:id>"},
		{"earlier definition", `package p
func f(x string) { k := "K"; k = k + "#" + x; _ = k }`, "K#<string:x>"},
		{"op-assign", `package p
func f(x string) { k := "K"; k += "#" + x; _ = k }`, "K#<string:x>"},
		{"helper summary", `package p
func key(id string) string { id = "ORDER#" + id; return id }
func f(x string) { _ = key(x) }`, "ORDER#<string:x>"},
		// Negatives: the value is not one known shape.
		{"self-write in a loop", `package p
func f(xs []string) { k := "K"; for _, x := range xs { k = k + "#" + x }; _ = k }`, "<string:k>"},
		{"parameter set in a loop", `package p
func f(id string) { for i := 0; i < 3; i++ { id = "A#" + id }; _ = id }`, "<string:id>"},
		{"parameter set in a branch", `package p
func f(id string, c bool) { if c { id = "ADMIN" }; _ = id }`, "<string:id>"},
		{"field set in a branch", `package p
type person struct{ ID string }
func f(p person, c bool) { if c { p.ID = "PERSON-" + p.ID }; _ = p.ID }`, "<opaque:ID>"},
		{"field set in a closure", `package p
type person struct{ ID string }
func f(p person) { g := func() { p.ID = "PERSON-" + p.ID }; g(); _ = p.ID }`, "<opaque:ID>"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ev, use := evaluator(t, tc.src)
			if got := ev.Eval(use).String(); got != tc.want {
				t.Errorf("Eval = %s, want %s", got, tc.want)
			}
		})
	}
}

// A self-write in a loop gives no shape with the loop's accumulated value
// spelled out: the read of k in its own right-hand side is opaque.
func TestSelfWriteLoopAlternatives(t *testing.T) {
	ev, use := evaluator(t, `package p
func f(xs []string) { k := "K"; for _, x := range xs { k = k + "#" + x }; _ = k }`)
	got := shapes(ev.Alternatives(use))
	want := []string{"<opaque:k>#<string:x>", "K"}
	if !slices.Equal(got, want) {
		t.Errorf("Alternatives = %q, want %q", got, want)
	}
}
