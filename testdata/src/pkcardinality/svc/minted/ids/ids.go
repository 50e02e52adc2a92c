// Package ids wraps the uuid library, as domain packages do: the store
// calls these, not the library.
package ids

import (
	"errors"

	"github.com/google/uuid"
)

// OrgID names an organisation.
type OrgID string

// NewOrgID mints an id: its one successful return is a new uuid.
func NewOrgID() (OrgID, error) {
	u, err := uuid.NewRandom()
	if err != nil {
		return "", err
	}
	return OrgID(u.String()), nil
}

// MustOrgID wraps the wrapper.
func MustOrgID() OrgID {
	id, err := NewOrgID()
	if err != nil {
		panic(err)
	}
	return id
}

// ParseOrgID reads an id it is given: no new one.
func ParseOrgID(s string) (OrgID, error) {
	if s == "" {
		return "", errors.New("ids: empty")
	}
	return OrgID(s), nil
}

// OrDefault mints an id on one path only: not every success is new.
func OrDefault(s string) OrgID {
	if s != "" {
		return OrgID(s)
	}
	return OrgID(uuid.NewString())
}
