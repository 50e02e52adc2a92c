// Package uuid is a test stub of github.com/google/uuid (v1.6.0) for
// analysistest. It declares only the subset of the real API that the linter
// tests use, with types identical to the real package; internal/devtools/stubcheck
// verifies that it still matches the module pinned in go.mod. Functions
// return zero values.
package uuid

// UUID is a 128-bit universally unique identifier.
type UUID [16]byte

// New returns a random (version 4) UUID.
func New() UUID { return UUID{} }

// NewString returns New().String().
func NewString() string { return "" }

// NewRandom returns a random (version 4) UUID.
func NewRandom() (UUID, error) { return UUID{}, nil }

// NewV7 returns a time-ordered (version 7) UUID.
func NewV7() (UUID, error) { return UUID{}, nil }

// Must returns uuid, panicking in the real package if err is non-nil.
func Must(uuid UUID, err error) UUID { return uuid }

// Parse decodes s into a UUID.
func Parse(s string) (UUID, error) { return UUID{}, nil }

// MustParse is like Parse but panics on error in the real package.
func MustParse(s string) UUID { return UUID{} }

// String returns the canonical string form of uuid.
func (uuid UUID) String() string { return "" }
