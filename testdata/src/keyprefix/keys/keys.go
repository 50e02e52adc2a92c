// Package keys holds key-building helpers used from another package: their
// shapes travel as facts.
package keys

import (
	"strconv"
	"strings"
)

// Constants read from export data by importers.
const (
	UserPrefix = "USER#"
	ProfileSK  = "PROFILE"
)

// DefaultTenant is a package variable: importers cannot see its value.
var DefaultTenant = "acme"

// UserPK has literal text, so its template travels as a fact.
func UserPK(id string) string { return UserPrefix + id }

// OrderSK has literal text, so its template travels as a fact.
func OrderSK(n int) string { return "ORDER#" + strconv.Itoa(n) }

// Normalize has no literal text: it is no helper, and its result is opaque
// to importers.
func Normalize(id string) string { return strings.ToLower(id) }

// Order is an entity whose fields are plain values.
type Order struct {
	ID  string
	Seq int
}

// Key builds the order's key, with its prefix.
func (o Order) Key() string { return "ORDER#" + o.ID }
