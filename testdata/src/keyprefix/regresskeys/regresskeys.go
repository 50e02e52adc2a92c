// Package regresskeys holds entity prefixes in package-level struct
// variables, as a real repository did: importers read Orders.PK1, whose
// value they cannot see.
package regresskeys

// OrderPrefix marks order items.
const OrderPrefix = "ORDER#"

// Orders names the order entity's key values.
var Orders = struct {
	PK1   string
	Owner string
}{PK1: OrderPrefix, Owner: "OWNER#acme"}

// Nested holds the prefixes one level deeper.
var Nested = struct{ Order struct{ Tenant string } }{}

// Ptr is a package-level pointer to a struct.
var Ptr = &struct{ Tenant string }{Tenant: "TENANT#acme"}

// Order is an entity whose fields are plain values.
type Order struct{ ID string }
