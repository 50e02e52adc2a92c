package keyschema_test

import (
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/keyschema"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

func TestKeySchema(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keyschema.Analyzer, "keyschema")
}

// TestPlaceholders: a Key or an item whose attributes are named like value
// placeholders, with no schema in sight.
func TestPlaceholders(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), keyschema.Analyzer, "keyschema/placeholders")
}

// TestUnsupported: key conditions no table accepts, with no schema in
// sight.
func TestUnsupported(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), keyschema.Analyzer, "keyschema/unsupported")
}

// TestSchemaFuncs: key schemas returned by a method of a key struct and
// by a helper given the key names.
func TestSchemaFuncs(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), keyschema.Analyzer, "keyschema/schemafuncs")
}

// TestHelperKey: a Key built by a helper that can fail, read at the
// request that sends it.
func TestHelperKey(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), keyschema.Analyzer, "keyschema/helperkey")
}

// TestGureguTableField: a guregu table held in a service's field, set by
// the constructor from a helper returning db.Table(name).
func TestGureguTableField(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), keyschema.Analyzer, "keyschema/gurefield")
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

// TestEnvTables checks requests whose table names come from environment
// variables a SAM template sets. Not parallel: it sets flags.
func TestEnvTables(t *testing.T) {
	t.Cleanup(config.ResetFlags)
	dir := filepath.Join(testutil.TestData(), "src", "keyschema", "envtable")
	if err := config.Analyzer.Flags.Set(config.FlagSchemas, filepath.Join(dir, "template.yaml")); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testutil.TestData(), keyschema.Analyzer, "keyschema/envtable")
}

// TestTerraformEnvTables checks requests whose table names come from
// environment variables a Terraform module's functions get, declared in a
// file beside the tables' (and one in another folder, which binds
// nothing). Not parallel: it sets flags.
func TestTerraformEnvTables(t *testing.T) {
	t.Cleanup(config.ResetFlags)
	dir := filepath.Join(testutil.TestData(), "src", "keyschema", "envtf", "infra")
	var files []string
	for _, f := range []string{"tables.tf", "lambda.tf", "other/lambda.tf"} {
		files = append(files, filepath.Join(dir, filepath.FromSlash(f)))
	}
	if err := config.Analyzer.Flags.Set(config.FlagSchemas, strings.Join(files, ",")); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testutil.TestData(), keyschema.Analyzer, "keyschema/envtf")
}

// TestCommandSchemas checks requests against a table a shell script
// creates with the AWS CLI. Not parallel: it sets flags.
func TestCommandSchemas(t *testing.T) {
	t.Cleanup(config.ResetFlags)
	script := filepath.Join(testutil.TestData(), "src", "keyschema", "clischema", "docker", "init-dynamodb.sh")
	if err := config.Analyzer.Flags.Set(config.FlagSchemas, script); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testutil.TestData(), keyschema.Analyzer, "keyschema/clischema")
}

// TestPulumiSchemas checks requests against a Pulumi program in Go, listed
// after a SAM template that declares one of its tables without the index
// the program gives it (issue 28): the index is the table's. Not parallel:
// it sets flags.
func TestPulumiSchemas(t *testing.T) {
	t.Cleanup(config.ResetFlags)
	dir := filepath.Join(testutil.TestData(), "src", "keyschema", "pulumi")
	for _, list := range [][]string{
		{"template.yaml", "infrastructure/main.go"},
		{"infrastructure/main.go", "template.yaml"},
		{"infrastructure/main.go"},
	} {
		var paths []string
		for _, p := range list {
			paths = append(paths, filepath.Join(dir, filepath.FromSlash(p)))
		}
		if err := config.Analyzer.Flags.Set(config.FlagSchemas, strings.Join(paths, ",")); err != nil {
			t.Fatal(err)
		}
		analysistest.Run(t, testutil.TestData(), keyschema.Analyzer, "keyschema/pulumi")
	}
}

// TestUnnamedTables checks requests whose table name ddblint cannot work
// out against the one declared table whose key they carry in other case.
func TestUnnamedTables(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keyschema.Analyzer, "keyschema/unnamed", "keyschema/unnamedindex", "keyschema/definedindex", "keyschema/heldfit", "keyschema/heldkey", "keyschema/heldkeytwo")
}

// TestJSONTags: fields written under their Go names because the
// marshaller ignores their json tags, where the package reads the json
// names as keys of the same table.
func TestJSONTags(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keyschema.Analyzer, "keyschema/jsontags")
}
