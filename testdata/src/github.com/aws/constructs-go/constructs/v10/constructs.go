// Package constructs is a test stub of
// github.com/aws/constructs-go/constructs/v10 (v10.4.2, the version
// github.com/aws/aws-cdk-go/awscdk/v2 v2.220.0 requires) for analysistest.
//
// Construct declares one method of the real interface's many: jsii
// interfaces are implemented only by the runtime's proxies, never by user
// code, so internal/devtools/stubcheck/thirdparty checks CDK stubs with
// stubcheck.SubsetInterfaces (each declared method must match; missing
// ones are allowed).
package constructs

// Represents the building block of the construct graph.
type Construct interface {
	// Returns a string representation of this construct.
	ToString() *string
}
