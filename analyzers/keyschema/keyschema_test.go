package keyschema_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/keyschema"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

func TestKeySchema(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keyschema.Analyzer, "keyschema")
}

// TestInfraSchemas checks requests against a CloudFormation template and a
// Terraform file, whose AttributeDefinitions and attribute blocks give the
// key types. Not parallel: it sets flags.
func TestInfraSchemas(t *testing.T) {
	t.Cleanup(config.ResetFlags)
	dir := filepath.Join(testutil.TestData(), "src", "keyschema", "infra")
	list := filepath.Join(dir, "template.yaml") + "," + filepath.Join(dir, "main.tf")
	if err := config.Analyzer.Flags.Set(config.FlagSchemas, list); err != nil {
		t.Fatal(err)
	}
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keyschema.Analyzer, "keyschema/infra")
}

// TestUnnamedTables checks requests whose table name ddblint cannot work
// out against the one declared table whose key they carry in other case.
func TestUnnamedTables(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keyschema.Analyzer, "keyschema/unnamed")
}
