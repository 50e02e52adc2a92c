package tables

import (
	"os"
	"path/filepath"
	"testing"
)

// A file the user lists must parse; one ddblint found on its own is passed
// over when it does not, so an unrelated template never fails a run.
func TestReadInfraFound(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "template.yaml")
	bad := filepath.Join(dir, "main.tf")
	write := func(path, content string) {
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(good, "Resources:\n  Orders:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      TableName: orders\n      KeySchema:\n        - AttributeName: PK\n          KeyType: HASH\n")
	write(bad, "resource \"aws_dynamodb_table\" \"t\" {\n  global_secondary_index {\n    name = \"GSI1\"\n  }\n  hash_key = \"PK\"\n}\n")

	tables, err := ReadInfra(nil, []string{bad, good})
	if err != nil {
		t.Fatalf("found files: %v", err)
	}
	if len(tables) != 1 || tables[0].Name != "orders" || tables[0].Partition != "PK" {
		t.Errorf("found files: tables = %+v, want orders keyed by PK", tables)
	}

	if _, err := ReadInfra([]string{bad}, nil); err == nil {
		t.Error("a listed file that does not parse: no error")
	}
}
