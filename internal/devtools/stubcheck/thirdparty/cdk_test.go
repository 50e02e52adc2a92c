package thirdparty

import (
	"path/filepath"
	"slices"
	"testing"

	// The real packages behind the CDK stubs, kept in go.mod at the versions
	// the stubs are checked against.
	_ "github.com/aws/aws-cdk-go/awscdk/v2/awsdynamodb"
	_ "github.com/aws/constructs-go/constructs/v10"
	_ "github.com/aws/jsii-runtime-go"

	"github.com/ddblint/ddblint/internal/devtools/stubcheck"
)

// TestCDKStubsMatchRealModules checks the AWS CDK stubs. Type-checking the
// real awsdynamodb package compiles the CDK's core packages: minutes and
// gigabytes the first time (the build cache keeps them), so -short skips it.
func TestCDKStubsMatchRealModules(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the CDK stub check in -short mode: it compiles the CDK")
	}
	gopath, err := filepath.Abs("../../../../testdata")
	if err != nil {
		t.Fatal(err)
	}
	moduleDir, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	all, err := stubcheck.StubImportPaths(filepath.Join(gopath, "src"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range stubcheck.CDK {
		if !slices.Contains(all, p) {
			t.Errorf("stub package %s is missing from testdata/src", p)
		}
	}
	stubcheck.CompareStubsWith(t, gopath, moduleDir, stubcheck.CDK, stubcheck.Options{SubsetInterfaces: true})
}
