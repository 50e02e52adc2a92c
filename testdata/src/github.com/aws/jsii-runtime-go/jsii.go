// Package jsii is a test stub of github.com/aws/jsii-runtime-go (v1.113.0,
// the version github.com/aws/aws-cdk-go/awscdk/v2 v2.220.0 requires) for
// analysistest: only the pointer helpers CDK code passes names with.
// Signatures are copied from helpers.go of that version;
// internal/devtools/stubcheck/thirdparty verifies that they still match.
package jsii

// String returns a pointer to the provided string.
func String(v string) *string { return &v }

// Bool returns a pointer to the provided bool.
func Bool(v bool) *bool { return &v }
