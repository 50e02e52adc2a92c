package schema

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

const cliType = "aws dynamodb create-table"

// TestCommandFiles reads create-table calls in each kind of command file,
// and the look-alikes that declare nothing.
func TestCommandFiles(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "tables"), 0o755); err != nil {
		t.Fatal(err)
	}
	// An index file for --local-secondary-indexes, in the root a script
	// in tests/ is run from.
	lsi := `[{"IndexName":"ByUpdate","KeySchema":[{"AttributeName":"pk","KeyType":"HASH"},{"AttributeName":"last_update","KeyType":"RANGE"}],"Projection":{"ProjectionType":"KEYS_ONLY"}}]`
	if err := os.WriteFile(filepath.Join(dir, "lsi.json"), []byte(lsi), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "tests"), 0o755); err != nil {
		t.Fatal(err)
	}
	orders := `{"TableName":"orders","KeySchema":[{"AttributeName":"PK","KeyType":"HASH"},{"AttributeName":"SK","KeyType":"RANGE"}],` +
		`"LocalSecondaryIndexes":[{"IndexName":"LSI1","KeySchema":[{"AttributeName":"PK","KeyType":"HASH"},{"AttributeName":"at","KeyType":"RANGE"}]}]}`
	if err := os.WriteFile(filepath.Join(dir, "tables", "orders.json"), []byte(orders), 0o644); err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(dir, "init.sh")
	tests := []parseCase{
		{
			name: "shell script: shorthand, JSON, a file's JSON, variables", file: script,
			src: `#!/bin/sh
TABLE=${TABLE_NAME:-pipelines}
ENDPOINT=http://localhost:8000
# aws dynamodb create-table --table-name commented --key-schema AttributeName=x,KeyType=HASH
aws dynamodb create-table \
  --endpoint-url $ENDPOINT \
  --table-name "$TABLE" \
  --attribute-definitions AttributeName=id,AttributeType=S AttributeName=created_at,AttributeType=S \
  --key-schema AttributeName=id,KeyType=HASH AttributeName=created_at,KeyType=RANGE \
  --global-secondary-indexes 'IndexName=ByStatus,KeySchema=[{AttributeName=status,KeyType=HASH},{AttributeName=created_at,KeyType=RANGE}],Projection={ProjectionType=ALL}' \
  --billing-mode PAY_PER_REQUEST
awslocal dynamodb create-table --table-name "${STAGE}-users" --key-schema '[{"AttributeName":"pk","KeyType":"HASH"}]' --attribute-definitions '[{"AttributeName":"pk","AttributeType":"S"}]'
aws dynamodb create-table --cli-input-json file://tables/orders.json
aws dynamodb describe-table --table-name "$TABLE"
aws dynamodb create-table --table-name nokeys --billing-mode PAY_PER_REQUEST
`,
			want: []Table{
				{Name: "pipelines", Type: cliType, Partition: "id", Sort: "created_at", Source: script + ":5",
					Types:   []AttrType{{"id", "S"}, {"created_at", "S"}},
					Indexes: []Index{{Name: "ByStatus", Partition: "status", Sort: "created_at"}}},
				{Pattern: "*-users", Type: cliType, Partition: "pk", Source: script + ":12", Types: []AttrType{{"pk", "S"}}},
				{Name: "orders", Type: cliType, Partition: "PK", Sort: "SK", Source: script + ":13",
					Indexes: []Index{{Name: "LSI1", Partition: "PK", Sort: "at", Local: true}}},
			},
		},
		{
			name: "compose: a folded sh -c string, a list of words, $$", file: "docker-compose.yml",
			src: `services:
  init:
    image: amazon/aws-cli
    environment:
      TABLE: scores
    entrypoint: /bin/sh -c
    command: >
      "aws dynamodb create-table --endpoint-url http://dynamodb:8000
      --table-name $${TABLE}
      --attribute-definitions AttributeName=team_id,AttributeType=S
      --key-schema AttributeName=team_id,KeyType=HASH"
  init2:
    image: amazon/aws-cli
    command: ["dynamodb", "create-table", "--table-name", "ActiveRuns", "--key-schema", "AttributeName=team_id,KeyType=HASH", "AttributeName=run_id,KeyType=RANGE"]
  app:
    command: ["./server", "--create-table-on-start"]
`,
			want: []Table{
				{Name: "scores", Type: cliType, Partition: "team_id", Source: "docker-compose.yml:7", Types: []AttrType{{"team_id", "S"}}},
				{Name: "ActiveRuns", Type: cliType, Partition: "team_id", Sort: "run_id", Source: "docker-compose.yml:14"},
			},
		},
		{
			name: "Makefile: variables, continuations, $$", file: "Makefile",
			src: "TABLE ?= sessions\nREGION := eu-west-1\n\ncreate:\n\t@aws dynamodb create-table --region $(REGION) --table-name $(TABLE) \\\n\t\t--key-schema AttributeName=sid,KeyType=HASH \\\n\t\t--attribute-definitions AttributeName=sid,AttributeType=S\n" +
				"\nlocal:\n\taws dynamodb create-table --table-name $$LOCAL_TABLE --key-schema AttributeName=id,KeyType=HASH\n" +
				"\nhelp:\n\techo 'run make create-table'\n",
			want: []Table{
				{Name: "sessions", Type: cliType, Partition: "sid", Source: "Makefile:5", Types: []AttrType{{"sid", "S"}}},
				// Named by the environment: a table of unknown name, as a
				// template's table without a TableName.
				{Type: cliType, Partition: "id", Source: "Makefile:10"},
			},
		},

		{
			name: "an index flag's file://, found from a folder above", file: filepath.Join(dir, "tests", "init.sh"),
			src: "aws dynamodb create-table --table-name state --key-schema AttributeName=pk,KeyType=HASH AttributeName=sk,KeyType=RANGE " +
				"--local-secondary-indexes file://lsi.json\n",
			want: []Table{{Name: "state", Type: cliType, Partition: "pk", Sort: "sk", Source: filepath.Join(dir, "tests", "init.sh") + ":1",
				Indexes: []Index{{Name: "ByUpdate", Partition: "pk", Sort: "last_update", Local: true}}}},
		},
		{
			name: "JSON in double quotes, with the shell's escapes", file: "logs.sh",
			src: "LOGS=logs\naws dynamodb create-table --table-name \"$LOGS\" --key-schema AttributeName=id,KeyType=HASH \\\n" +
				"  --global-secondary-indexes \"[{\\\"IndexName\\\": \\\"type-id\\\", \\\"KeySchema\\\": [{\\\"AttributeName\\\": \\\"type\\\", \\\"KeyType\\\": \\\"HASH\\\"}]}]\"\n",
			want: []Table{{Name: "logs", Type: cliType, Partition: "id", Source: "logs.sh:2", Indexes: []Index{{Name: "type-id", Partition: "type"}}}},
		},
		{
			// Keys= for KeySchema=: the CLI refuses it, and the table's
			// indexes are not all known (a query of GSI1 may be right).
			name: "a malformed index", file: "make.sh",
			src: "aws dynamodb create-table --table-name orders --key-schema AttributeName=PK,KeyType=HASH AttributeName=SK,KeyType=RANGE " +
				"--global-secondary-indexes IndexName=GSI1,Keys=[{AttributeName=GSI1PK,KeyType=HASH}],Projection={ProjectionType=ALL}\n",
			want: []Table{{Name: "orders", Type: cliType, Partition: "PK", Sort: "SK", Source: "make.sh:1", IndexesPartial: true}},
		},
		{
			name: "a CreateTable request in JSON", file: "tables.json",
			src: `[{"TableName":"a","KeySchema":[{"AttributeName":"id","KeyType":"HASH"}],"AttributeDefinitions":[{"AttributeName":"id","AttributeType":"N"}],
"GlobalSecondaryIndexes":[{"IndexName":"ByOwner","KeySchema":[{"AttributeName":"owner","KeyType":"HASH"}]}]},
{"TableName":"b","KeySchema":[{"AttributeName":"k","KeyType":"HASH"},{"AttributeName":"s","KeyType":"RANGE"}]}]`,
			want: []Table{
				{Name: "a", Type: cliType, Partition: "id", Source: "tables.json:1", Types: []AttrType{{"id", "N"}},
					Indexes: []Index{{Name: "ByOwner", Partition: "owner"}}},
				{Name: "b", Type: cliType, Partition: "k", Sort: "s", Source: "tables.json:1"},
			},
		},
	}
	runParseCases(t, tests)
}

// TestCommandFileErrors: a command file that declares no table is an
// error (a listed file never contributes nothing silently); the look
// passes over found ones.
func TestCommandFileErrors(t *testing.T) {
	for name, src := range map[string]string{
		"broken.sh":    "aws dynamodb create-table --table-name x --key-schema AttributeName=id,KeyType=HASH\nif then fi ((\n",
		"describe.sh":  "aws dynamodb describe-table --table-name x\n",
		"Makefile":     "help:\n\techo 'make create-table'\n",
		"compose.yaml": "services: [",
		"notkeys.json": `{"TableName":"x","KeySchema":[{"AttributeName":"id","KeyType":"RANGE"}]}`,
		// An index's entry is no table (nor a template).
		"ddb-lsi.json": `[{"IndexName":"i","KeySchema":[{"AttributeName":"pk","KeyType":"HASH"}]}]`,
	} {
		if got, err := Parse(name, []byte(src)); err == nil {
			t.Errorf("Parse(%s) = %+v, want an error", name, got)
		}
	}
}

// TestShorthand reads the AWS CLI's shorthand syntax, and refuses text
// that is not of it.
func TestShorthand(t *testing.T) {
	got, ok := parseShorthand("IndexName=GSI1,KeySchema=[{AttributeName=a,KeyType=HASH},{AttributeName=b,KeyType=RANGE}],Projection={ProjectionType=ALL}")
	want := map[string]any{
		"IndexName": "GSI1",
		"KeySchema": []any{
			map[string]any{"AttributeName": "a", "KeyType": "HASH"},
			map[string]any{"AttributeName": "b", "KeyType": "RANGE"},
		},
		"Projection": map[string]any{"ProjectionType": "ALL"},
	}
	if !ok || !reflect.DeepEqual(got, want) {
		t.Errorf("parseShorthand = %v, %v; want %v", got, ok, want)
	}
	for _, bad := range []string{"", "PAY_PER_REQUEST", "a=[b", "a={b=c", "=x", "a=b,{c=d}"} {
		if m, ok := parseShorthand(bad); ok {
			t.Errorf("parseShorthand(%q) = %v, want not shorthand", bad, m)
		}
	}
}

// TestWorkbench reads a NoSQL Workbench data model's tables and indexes.
func TestWorkbench(t *testing.T) {
	src := `{"ModelName": "seat", "ModelMetadata": {"Version": "3.0"}, "DataModel": [
  {"TableName": "main",
   "KeyAttributes": {"PartitionKey": {"AttributeName": "id", "AttributeType": "S"}, "SortKey": {"AttributeName": "relation", "AttributeType": "S"}},
   "GlobalSecondaryIndexes": [{"IndexName": "relationLookup", "KeyAttributes": {"PartitionKey": {"AttributeName": "relation", "AttributeType": "S"}, "SortKey": {"AttributeName": "id", "AttributeType": "S"}}, "Projection": {"ProjectionType": "ALL"}}]},
  {"TableName": "counters", "KeyAttributes": {"PartitionKey": {"AttributeName": "n", "AttributeType": "N"}}}]}`
	got, err := Parse("design/model.json", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := []Table{
		{Name: "main", Type: "NoSQL Workbench model", Partition: "id", Sort: "relation", Source: "design/model.json:1",
			Types:   []AttrType{{"id", "S"}, {"relation", "S"}},
			Indexes: []Index{{Name: "relationLookup", Partition: "relation", Sort: "id"}}},
		{Name: "counters", Type: "NoSQL Workbench model", Partition: "n", Source: "design/model.json:1", Types: []AttrType{{"n", "N"}}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Parse:\n got %+v\nwant %+v", got, want)
	}
	if _, err := Parse("m.json", []byte(`{"DataModel": [{"TableName": "x"}]}`)); err == nil {
		t.Error("a model without key attributes: want an error")
	}
}

// TestTerraformKeySchemaBlocks reads an index in the AWS provider's newer
// form (key_schema blocks) whose name is a local that another file of the
// folder sets; an index named by a variable leaves the indexes partly
// unknown.
func TestTerraformKeySchemaBlocks(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"main.tf": `resource "aws_dynamodb_table" "mail" {
  name     = "mail"
  hash_key = "MessageID"
  global_secondary_index {
    name = local.time_index
    key_schema {
      attribute_name = "TypeYearMonth"
      key_type       = "HASH"
    }
    key_schema {
      attribute_name = "DateTime"
      key_type       = "RANGE"
    }
  }
  global_secondary_index {
    name     = var.other_index
    hash_key = "Other"
  }
}
`,
		"variables.tf": "locals {\n  time_index = \"TimeIndex\"\n}\n\nvariable \"other_index\" {\n  default = \"ByOther\"\n}\n",
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := ReadFile(filepath.Join(dir, "main.tf"))
	if err != nil {
		t.Fatal(err)
	}
	want := []Table{{Name: "mail", ID: "mail", Type: tfTable, Partition: "MessageID", Source: filepath.Join(dir, "main.tf") + ":1",
		Indexes: []Index{{Name: "TimeIndex", Partition: "TypeYearMonth", Sort: "DateTime"}}, IndexesPartial: true}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ReadFile:\n got %+v\nwant %+v", got, want)
	}
}
