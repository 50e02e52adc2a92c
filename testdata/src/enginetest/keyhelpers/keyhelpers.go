// Package keyhelpers holds key-building helpers used from another package,
// so their shapes must travel as facts.
package keyhelpers

import (
	"fmt"
	"net/http"
	"strconv"
)

// Prefix is a constant read from export data by importers.
const Prefix = "USER#"

func UserPK(id string) string { return Prefix + id } // want UserPK:`helper USER#<string:id>`

func OrderSK(n int) string { return "ORDER#" + strconv.Itoa(n) } // want OrderSK:`helper ORDER#<int:n>`

func Event(kind string, seq int) string { return fmt.Sprintf("EVT#%s#%08d", kind, seq) } // want Event:`helper EVT#<string:kind>#<int:seq>`

type Order struct{ ID string }

func (o Order) PK() string { return "ORDER#" + o.ID } // want PK:`helper ORDER#<string:ID>`

func notAHelper(x string) string { return x }

func Plain(x string) string { return x }

// RequestPK reads untrusted input in its return expression: the taint
// travels with the fact.
func RequestPK(r *http.Request) string { return "REQ#" + r.PathValue("id") } // want RequestPK:`helper REQ#<opaque:PathValue>`

// CheckedPK reads it into a variable, where it may be checked out of an
// importer's sight: the fact carries no taint.
func CheckedPK(r *http.Request) string { // want CheckedPK:`helper REQ#<opaque:PathValue>`
	id := r.PathValue("id")
	return "REQ#" + id
}
