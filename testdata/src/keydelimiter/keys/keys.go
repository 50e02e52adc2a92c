// Package keys holds key parts and key-building helpers used from another
// package: constants travel in export data, helpers as facts.
package keys

import (
	"fmt"
	"strconv"
)

// UserPrefix already ends in the separator.
const UserPrefix = "USER#"

// OrderTag is an entity tag without one.
const OrderTag = "ORDER"

// TenantPrefix is set at start-up: a package-level variable of another
// package, which the engine cannot see into.
var TenantPrefix = "TENANT#"

// DefaultRegion is another such variable, named like a value.
var DefaultRegion = "eu-west-1#"

// Entity values carry their own separator.
type Entity string

const (
	UserEntity  Entity = "USER#"
	OrderEntity Entity = "ORDER#"
)

// Region values all have the same width.
type Region string

const (
	US Region = "US"
	EU Region = "EU"
)

// Status values are words of different widths.
type Status string

const (
	Open   Status = "OPEN"
	Opened Status = "OPENED"
	Closed Status = "CLOSED"
)

// UserPK builds a well-delimited key.
func UserPK(userID string) string { return UserPrefix + userID }

// TenantPK glues its tag to the value.
func TenantPK(tenantID string) string { return "TENANT" + tenantID }

// LineSK glues the order id to the line number.
func LineSK(orderID string, line int) string { return "LINE#" + orderID + strconv.Itoa(line) }

// PaddedLineSK pads the line number to a fixed width.
func PaddedLineSK(orderID string, line int) string { return fmt.Sprintf("LINE#%s%08d", orderID, line) }

// Shard picks one of the table's shards in a way the engine cannot follow.
func Shard(userID string) string {
	s := "A"
	if len(userID)%2 == 0 {
		s = "B#"
	}
	return "SHARD#" + userID + s
}
