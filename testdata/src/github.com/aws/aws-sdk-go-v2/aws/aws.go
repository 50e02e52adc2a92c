// Package aws is a test stub of github.com/aws/aws-sdk-go-v2/aws (v1.47.7)
// for analysistest. It declares only the subset of the real API that the
// linter tests use, with types identical to the real package;
// internal/devtools/stubcheck verifies that it still matches the module pinned in
// go.mod. Bodies are placeholders and must never be relied on.
package aws

// Config mirrors a few fields of the real aws.Config.
type Config struct {
	Region           string
	RetryMaxAttempts int
	AppID            string
	BaseEndpoint     *string
}

// String returns a pointer to v.
func String(v string) *string { return &v }

// Int32 returns a pointer to v.
func Int32(v int32) *int32 { return &v }

// Int64 returns a pointer to v.
func Int64(v int64) *int64 { return &v }

// Int returns a pointer to v.
func Int(v int) *int { return &v }

// Uint returns a pointer to v.
func Uint(v uint) *uint { return &v }

// Uint64 returns a pointer to v.
func Uint64(v uint64) *uint64 { return &v }

// Bool returns a pointer to v.
func Bool(v bool) *bool { return &v }

// ToString dereferences p (SDK v2 has no StringValue; ToString replaces it).
func ToString(p *string) (v string) { return v }

// ToInt32 dereferences p.
func ToInt32(p *int32) (v int32) { return v }

// ToInt64 dereferences p.
func ToInt64(p *int64) (v int64) { return v }

// ToInt dereferences p.
func ToInt(p *int) (v int) { return v }

// ToUint64 dereferences p.
func ToUint64(p *uint64) (v uint64) { return v }

// ToBool dereferences p.
func ToBool(p *bool) (v bool) { return v }
