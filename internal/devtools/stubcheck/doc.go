// Package stubcheck verifies the SDK stubs under testdata/src. It is used
// only by tests: its own, and those of the thirdparty module below it.
//
// The analyzers are tested with analysistest in GOPATH mode, so test packages
// import the AWS SDK (and the uuid/ulid/ksuid id libraries) through small
// stub packages at the real import paths, e.g.
// testdata/src/github.com/aws/aws-sdk-go-v2/service/dynamodb. A linter that
// passes its tests against a stub whose API has drifted from the real module
// would be matching code that does not compile against the real SDK, so the
// test in this package loads every stub (GOPATH mode, GOPATH=testdata) and
// the same import path from the module versions pinned in go.mod (module
// mode) and fails on every stub declaration that is not part of the real API
// with an identical type: missing or differently-kinded objects, differing
// function and method signatures, struct fields, interface method names and
// constant values. Stubs may declare less than the real package, never
// something different.
//
// A package under testdata/src is treated as a stub when the first element of
// its import path contains a dot (a domain name), except for the reserved
// example.com, example.net and example.org domains, which are free for
// ordinary test fixtures. Every stub needs its real module in go.mod; the test
// blank-imports the real packages so that go mod tidy keeps them.
//
// The stubs listed in ThirdParty (gorilla/mux, chi, gin, echo, aws-lambda-go
// events) are the exception: their modules must not enter the root go.mod,
// where they would become part of the module graph of everything that builds
// ddblint, the golangci-lint plugin included. The root test skips them, and
// the separate module in internal/devtools/stubcheck/thirdparty requires them and
// checks them with the same comparison (CompareStubs):
//
//	cd internal/devtools/stubcheck/thirdparty && go test ./...
//
// The AWS CDK stubs (CDK: awsdynamodb, constructs, jsii) are checked there
// too, with Options.SubsetInterfaces: the CDK's jsii interfaces have dozens
// of methods naming types of a dozen other packages, and only the jsii
// runtime implements them, so their stubs declare only the methods ddblint
// reads (each with the real signature).
package stubcheck
