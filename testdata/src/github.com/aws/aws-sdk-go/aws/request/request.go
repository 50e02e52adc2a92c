// Package request is a test stub of github.com/aws/aws-sdk-go/aws/request
// (v1.55.8) for analysistest. It declares only the subset of the real API
// that the linter tests use (the Option type of the WithContext methods),
// with types identical to the real package; internal/devtools/stubcheck verifies that
// it still matches the module pinned in go.mod.
package request

// Request is an opaque service request (no fields are declared).
type Request struct{}

// Option modifies a Request.
type Option func(*Request)
