// Package keys keeps key prefixes and builders in exported variables (key
// catalogues); importers read them through the variables' facts.
package keys

import "strconv"

var Order = struct { // want Order:`catalogue GSI1PK=ORDER_STATUS#<string:status> Name=order PK=ORDER#<string:id> Plain=<string:x> SK=LINE#<int:n>`
	PK     func(id string) string
	SK     func(n int) string
	GSI1PK func(status string) string
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

// Builders is a named type two variables share: the facts go on the
// variables, so each keeps its own builders.
type Builders struct {
	PK func(id string) string
}

var (
	User    = Builders{PK: func(id string) string { return "USER#" + id }} // want User:`catalogue PK=USER#<string:id>`
	Account = Builders{PK: func(id string) string { return "ACCT#" + id }} // want Account:`catalogue PK=ACCT#<string:id>`
)

// hidden is not exported.
var hidden = struct {
	PK func(id string) string
}{
	PK: func(id string) string { return "HIDDEN#" + id },
}

var _ = hidden

type Status string

const (
	Pending Status = "PENDING"
	Shipped Status = "SHIPPED"
)

type orderKeys struct {
	Prefix   string
	ByStatus func(s Status) string
	Table    string
}

// Orders is a catalogue of an unexported named type: constant prefixes and
// builders.
var Orders = orderKeys{ // want Orders:`catalogue ByStatus=STATUS#<enum:s> Prefix=ORDER# Table=orders`
	Prefix:   "ORDER#",
	ByStatus: func(s Status) string { return "STATUS#" + string(s) },
	Table:    "orders",
}

// Changing's prefix is reassigned: not one known value.
var Changing = orderKeys{Prefix: "CH#"}

func init() { Changing.Prefix = "X#" }

// Via is a pointer: any alias may change what it points to.
var Via = &orderKeys{Prefix: "VIA#"}

type Entity int

const (
	EntityOrder Entity = iota
	EntityUser
)

// Prefixes is a catalogue map indexed by constants.
var Prefixes = map[Entity]string{EntityOrder: "ORDER#", EntityUser: "USER#"} // want Prefixes:`catalogue \[0\]=ORDER# \[1\]=USER#`

// Written is filled at run time: not a catalogue.
var Written = map[string]string{"a": "A#"}

func Fill() { Written["a"] = "B#" }

// RuleKey is a key format held in a constant.
const RuleKey = "RULE#%d"
