// Package aws is a test stub of github.com/aws/aws-sdk-go/aws (v1.55.8) for
// analysistest. It declares only the subset of the real API that the linter
// tests use, with types identical to the real package; internal/devtools/stubcheck
// verifies that it still matches the module pinned in go.mod. Bodies are
// placeholders and must never be relied on.
package aws

import "context"

// Context is the context the SDK's WithContext methods take.
type Context = context.Context

// String returns a pointer to v.
func String(v string) *string { return &v }

// StringValue dereferences v, "" for nil.
func StringValue(v *string) string {
	if v != nil {
		return *v
	}
	return ""
}

// Int64 returns a pointer to v.
func Int64(v int64) *int64 { return &v }

// Int64Value dereferences v, 0 for nil.
func Int64Value(v *int64) int64 {
	if v != nil {
		return *v
	}
	return 0
}

// Bool returns a pointer to v.
func Bool(v bool) *bool { return &v }
