// Package keys is a service's key catalogue: the entity packages write
// items with these keys and the storage package reads them.
package keys

// userKeys names the keys of a user item.
type userKeys struct {
	PK1      string
	SK1      func(id string) string
	ByStatus func(s Status) string
}

// Status is a user's state: two values.
type Status string

const (
	Active  Status = "ACTIVE"
	Blocked Status = "BLOCKED"
)

// Users is the catalogue entry of user items: every user shares one
// partition (reported where an item is written, not here).
var Users = userKeys{
	PK1:      "USER#",
	SK1:      func(id string) string { return "PROFILE#" + id },
	ByStatus: func(s Status) string { return "USER_STATUS#" + string(s) },
}

// TeamsPK is the partition every team is written to.
const TeamsPK = "TEAM#ALL"

// InvitesPK returns the partition every invitation is written to.
func InvitesPK() string { return "INVITE#ALL" }
