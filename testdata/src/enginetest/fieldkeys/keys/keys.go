// Package keys keeps key builders as function-literal fields of exported
// variables; importers call them through the fields' facts.
package keys

import "strconv"

var Order = struct {
	PK     func(id string) string     // want PK:`helper ORDER#<string:id>`
	SK     func(n int) string         // want SK:`helper LINE#<int:n>`
	GSI1PK func(status string) string // want GSI1PK:`helper ORDER_STATUS#<string:status>`
	Plain  func(x string) string
	Name   string
}{
	PK:     func(id string) string { return "ORDER#" + id },
	SK:     func(n int) string { return "LINE#" + strconv.Itoa(n) },
	GSI1PK: func(status string) string { return "ORDER_STATUS#" + status },
	Plain:  func(x string) string { return x },
	Name:   "order",
}

// Mutable's field is reassigned: its literal is not the only function the
// field may hold.
var Mutable = struct {
	PK func(id string) string
}{
	PK: func(id string) string { return "MUT#" + id },
}

func init() { Mutable.PK = func(id string) string { return "OTHER#" + id } }

// Builders is a named type two variables share: a fact on its fields could
// not tell them apart.
type Builders struct {
	PK func(id string) string
}

var (
	User    = Builders{PK: func(id string) string { return "USER#" + id }}
	Account = Builders{PK: func(id string) string { return "ACCT#" + id }}
)

// hidden is not exported.
var hidden = struct {
	PK func(id string) string
}{
	PK: func(id string) string { return "HIDDEN#" + id },
}

var _ = hidden
