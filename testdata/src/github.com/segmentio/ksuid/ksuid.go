// Package ksuid is a test stub of github.com/segmentio/ksuid (v1.0.4) for
// analysistest. It declares only the subset of the real API that the linter
// tests use, with types identical to the real package; internal/devtools/stubcheck
// verifies that it still matches the module pinned in go.mod. Functions
// return zero values.
package ksuid

// KSUID is a 20-byte K-Sortable Unique IDentifier (4-byte timestamp followed
// by a 16-byte payload).
type KSUID [20]byte

// New returns a KSUID for the current time.
func New() KSUID { return KSUID{} }

// NewRandom returns a KSUID for the current time, or an error.
func NewRandom() (ksuid KSUID, err error) { return ksuid, err }

// Parse decodes a string-encoded KSUID.
func Parse(s string) (KSUID, error) { return KSUID{}, nil }

// String returns the Base62 encoding of i.
func (i KSUID) String() string { return "" }
