package keyinjection

import (
	"net/http"
	"regexp"
	"strconv"
	"strings"

	"github.com/google/uuid"
)

// Checks that rule the separator out, and look-alikes that do not.

func checks(w http.ResponseWriter, r *http.Request) {
	a := r.PathValue("a")
	if strings.ContainsAny(a, "#/") {
		return
	}
	_ = Order{PK: "A#" + a} // ok: ContainsAny with the separator

	b := r.PathValue("b")
	if strings.ContainsAny(b, "/?") {
		return
	}
	_ = Order{PK: "B#" + b} // want `untrusted r.PathValue\("b"\) reaches partition key "PK" unchecked`

	c := r.PathValue("c")
	if i := strings.Index(c, "#"); i >= 0 {
		return
	}
	_ = Order{PK: "C#" + c} // ok: Index with the separator

	d, other := r.PathValue("d"), r.PathValue("other")
	if strings.Contains(other, "#") {
		return
	}
	_ = Order{PK: "D#" + d} // want `untrusted r.PathValue\("d"\) reaches partition key "PK" unchecked`

	e := r.PathValue("e")
	if ok, _ := regexp.MatchString(`^[0-9a-z]+$`, e); !ok {
		return
	}
	_ = Order{PK: "E#" + e} // ok: matched against a pattern

	f := r.PathValue("f")
	if _, err := strconv.Atoi(f); err != nil {
		return
	}
	_ = Order{PK: "F#" + f} // ok: an integer's text has no separator

	g := r.PathValue("g")
	if _, err := uuid.Parse(g); err != nil {
		return
	}
	_ = Order{PK: "G#" + g} // ok: a UUID's text has no separator

	raw := r.PathValue("h")
	h := strings.ToLower(raw)
	if strings.Contains(raw, "#") {
		return
	}
	_ = Order{PK: "H#" + h} // ok: the variable it came from is checked

	kind := r.PathValue("kind")
	switch kind {
	case "a#b", "c":
	default:
		return
	}
	_ = Order{PK: "KIND#" + kind} // want `untrusted r.PathValue\("kind"\) reaches partition key "PK" unchecked`

	_ = Order{PK: "I#" + r.PathValue("i"), SK: "J#" + r.PathValue("j")} // want `untrusted r.PathValue\("i"\) reaches partition key "PK" unchecked` `untrusted r.PathValue\("j"\) reaches sort key "SK" unchecked`
	if strings.Contains(r.PathValue("k"), "#") {
		return
	}
	_ = Order{PK: "K#" + r.PathValue("k")} // ok: the same read is checked
	_ = Order{PK: "L#" + r.PathValue("l")} // want `untrusted r.PathValue\("l"\) reaches partition key "PK" unchecked`
}
