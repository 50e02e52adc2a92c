// Package ulid is a test stub of github.com/oklog/ulid/v2 (v2.1.2) for
// analysistest. It declares only the subset of the real API that the linter
// tests use, with types identical to the real package; internal/devtools/stubcheck
// verifies that it still matches the module pinned in go.mod. Functions
// return zero values.
package ulid

import (
	"io"
	"time"
)

// ULID is a 128-bit Universally Unique Lexicographically Sortable Identifier.
type ULID [16]byte

// New returns a ULID with timestamp ms and entropy read from entropy.
func New(ms uint64, entropy io.Reader) (id ULID, err error) { return id, err }

// MustNew is like New but panics on error in the real package.
func MustNew(ms uint64, entropy io.Reader) ULID { return ULID{} }

// Make returns a ULID for the current time using the default entropy.
func Make() (id ULID) { return id }

// DefaultEntropy returns the process-wide monotonic entropy source.
func DefaultEntropy() io.Reader { return nil }

// Now returns the current time in Unix milliseconds.
func Now() uint64 { return 0 }

// Timestamp converts t to Unix milliseconds.
func Timestamp(t time.Time) uint64 { return 0 }

// Parse decodes an encoded ULID.
func Parse(ulid string) (id ULID, err error) { return id, err }

// MustParse is like Parse but panics on error in the real package.
func MustParse(ulid string) ULID { return ULID{} }

// ParseStrict is like Parse but also rejects characters outside the Base32
// alphabet in the real package.
func ParseStrict(ulid string) (id ULID, err error) { return id, err }

// MustParseStrict is like ParseStrict but panics on error in the real
// package.
func MustParseStrict(ulid string) ULID { return ULID{} }

// String returns the canonical Base32 encoding of id.
func (id ULID) String() string { return "" }
