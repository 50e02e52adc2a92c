package schema

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// A SAM template with the short-form intrinsic functions CloudFormation
// users write: none of them may make the reader fail.
const samTemplate = `AWSTemplateFormatVersion: "2010-09-09"
Transform: AWS::Serverless-2016-10-31
Parameters:
  Env: {Type: String}
Conditions:
  IsProd: !Equals [!Ref Env, prod]
Resources:
  OrdersTable:
    Type: AWS::DynamoDB::Table
    Properties:
      TableName: orders
      BillingMode: !If [IsProd, PROVISIONED, PAY_PER_REQUEST]
      AttributeDefinitions:
        - {AttributeName: customerId, AttributeType: S}
        - {AttributeName: orderId, AttributeType: S}
        - {AttributeName: status, AttributeType: S}
      KeySchema:
        - AttributeName: customerId
          KeyType: HASH
        - AttributeName: orderId
          KeyType: RANGE
      GlobalSecondaryIndexes:
        - IndexName: byStatus
          KeySchema:
            - {AttributeName: status, KeyType: HASH}
            - {AttributeName: orderId, KeyType: RANGE}
          Projection: {ProjectionType: ALL}
      LocalSecondaryIndexes:
        - IndexName: byDate
          KeySchema:
            - {AttributeName: customerId, KeyType: HASH}
            - {AttributeName: placedAt, KeyType: RANGE}
          Projection: {ProjectionType: KEYS_ONLY}
  EventsTable:
    Type: AWS::DynamoDB::Table
    Properties:
      TableName: !Sub "${Env}-events"
      KeySchema:
        - {AttributeName: streamId, KeyType: HASH}
        - {AttributeName: seq, KeyType: RANGE}
  Sessions:
    Type: AWS::Serverless::SimpleTable
    Properties:
      TableName: !Join ["-", [!Ref Env, sessions]]
      PrimaryKey: {Name: sessionId, Type: String}
  Counters:
    Type: AWS::Serverless::SimpleTable
  Handler:
    Type: AWS::Serverless::Function
    Properties:
      Handler: main
      Environment:
        Variables:
          TABLE: !Ref OrdersTable
          ARN: !GetAtt OrdersTable.Arn
`

const jsonTemplate = `{
	"Resources": {
		"Users": {
			"Type": "AWS::DynamoDB::GlobalTable",
			"Properties": {
				"TableName": {"Fn::Sub": "users-${AWS::Region}"},
				"KeySchema": [
					{"AttributeName": "PK", "KeyType": "HASH"},
					{"AttributeName": "SK", "KeyType": "RANGE"}
				],
				"GlobalSecondaryIndexes": [{
					"IndexName": "GSI1",
					"KeySchema": [{"AttributeName": "GSI1PK", "KeyType": "HASH"}]
				}],
				"Replicas": [{"Region": "eu-west-1"}]
			}
		}
	}
}
`

const terraform = `variable "env" { type = string }

terraform {
  required_providers {
    aws = { source = "hashicorp/aws" }
  }
}

resource "aws_s3_bucket" "logs" {
  bucket = "logs"
}

resource "aws_dynamodb_table" "orders" {
  name      = "orders"
  hash_key  = "customerId"
  range_key = "orderId"
  billing_mode = "PAY_PER_REQUEST"

  attribute {
    name = "customerId"
    type = "S"
  }

  global_secondary_index {
    name            = "byStatus"
    hash_key        = "status"
    range_key       = "orderId"
    projection_type = "ALL"
  }

  local_secondary_index {
    name            = "byDate"
    range_key       = "placedAt"
    projection_type = "ALL"
  }

  tags = { Env = var.env }
}

resource "aws_dynamodb_table" "events" {
  name     = "${var.env}-events"
  hash_key = "streamId"

  global_secondary_index {
    name     = "byKind"
    hash_key = var.kind_attribute
  }
}

resource "aws_dynamodb_table" "generic" {
  name     = var.table_name
  hash_key = var.hash_key
}

module "other" {
  source = "./other"
}
`

// tfModules declares tables through terraform-aws-modules' dynamodb-table
// module: literal lists, a list with a variable in it, a git source, and
// modules of other sources that are no table.
const tfModules = `
module "tasks" {
  source  = "terraform-aws-modules/dynamodb-table/aws"
  version = "4.0.0"

  name      = "${var.project}-${var.env}-table"
  hash_key  = "PK"
  range_key = "SK"

  attributes = [
    { name = "PK", type = "S" },
    { name = "SK", type = "S" },
  ]

  global_secondary_indexes = [
    {
      name            = "GSI1"
      hash_key        = "GSI1_PK"
      range_key       = "GSI1_SK"
      projection_type = "ALL"
      read_capacity   = var.rcu
    },
    { name = var.extra_index, hash_key = "X" },
  ]

  local_secondary_indexes = [{ name = "byDate", range_key = "createdAt", projection_type = "ALL" }]
}

module "sessions" {
  source   = "git::https://github.com/terraform-aws-modules/terraform-aws-dynamodb-table.git?ref=v4.0.0"
  name     = "sessions"
  hash_key = "id"
}

module "vpc" {
  source   = "terraform-aws-modules/vpc/aws"
  name     = "main"
  hash_key = "not-a-table"
}

module "local" {
  source = "./modules/dynamodb"
  name   = "orders"
}
`

// parseCase is one file's text and the tables Parse must read from it.
type parseCase struct {
	name, file, src string
	want            []Table
}

// runParseCases checks Parse on each case, as a subtest.
func runParseCases(t *testing.T, tests []parseCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse(tt.file, []byte(tt.src))
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Parse:\n got %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestParse(t *testing.T) {
	tests := []parseCase{
		{
			name: "sam template with intrinsic tags", file: "infra/template.yaml", src: samTemplate,
			want: []Table{
				{Name: "orders", ID: "OrdersTable", Type: cfnTable, Partition: "customerId", Sort: "orderId", Source: "infra/template.yaml:8", Env: []string{"TABLE"},
					Types: []AttrType{{"customerId", "S"}, {"orderId", "S"}, {"status", "S"}},
					Indexes: []Index{
						{Name: "byStatus", Partition: "status", Sort: "orderId"},
						{Name: "byDate", Partition: "customerId", Sort: "placedAt", Local: true},
					}},
				{Pattern: "*-events", ID: "EventsTable", Type: cfnTable, Partition: "streamId", Sort: "seq", Source: "infra/template.yaml:34"},
				{Pattern: "*-sessions", ID: "Sessions", Type: samSimpleTable, Partition: "sessionId", Source: "infra/template.yaml:41"},
				{ID: "Counters", Type: samSimpleTable, Partition: "id", Source: "infra/template.yaml:46"},
			},
		},
		{
			// A function's variables name a table by its id or by the
			// parameter its name is; SAM's Globals count for every
			// function; other values are not followed.
			name: "environment", file: "template.yaml",
			src: `Parameters:
  MessageTableName: {Type: String}
Globals:
  Function:
    Environment:
      Variables:
        ROOMS: !Ref RoomTable
Resources:
  RoomTable:
    Type: AWS::DynamoDB::Table
    Properties:
      KeySchema: [{AttributeName: room_id, KeyType: HASH}]
  MessageTable:
    Type: AWS::DynamoDB::Table
    Properties:
      TableName: !Ref MessageTableName
      KeySchema: [{AttributeName: message_id, KeyType: HASH}]
  Api:
    Type: AWS::Serverless::Function
    Properties:
      Environment:
        Variables:
          MESSAGE_TABLE_NAME: !Ref MessageTableName
          MESSAGES_ALSO: {"Ref": "MessageTable"}
          STAGE: !Ref Stage
          LITERAL: messages
`,
			want: []Table{
				{ID: "RoomTable", Type: cfnTable, Partition: "room_id", Source: "template.yaml:9", Env: []string{"ROOMS"}},
				{ID: "MessageTable", Type: cfnTable, Partition: "message_id", Source: "template.yaml:13", Env: []string{"MESSAGES_ALSO", "MESSAGE_TABLE_NAME"}},
			},
		},
		{
			name: "json template", file: "stack.json", src: jsonTemplate,
			want: []Table{{Pattern: "users-*", ID: "Users", Type: cfnGlobalTable, Partition: "PK", Sort: "SK", Source: "stack.json:3",
				Indexes: []Index{{Name: "GSI1", Partition: "GSI1PK"}}}},
		},
		{
			name: "json in a .template file", file: "stack.template", src: jsonTemplate,
			want: []Table{{Pattern: "users-*", ID: "Users", Type: cfnGlobalTable, Partition: "PK", Sort: "SK", Source: "stack.template:3",
				Indexes: []Index{{Name: "GSI1", Partition: "GSI1PK"}}}},
		},
		{
			name: "yaml in a .template file", file: "stack.template",
			src:  "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      KeySchema: [{AttributeName: pk, KeyType: HASH}]\n",
			want: []Table{{ID: "T", Type: cfnTable, Partition: "pk", Source: "stack.template:2"}},
		},
		{
			name: "terraform module", file: "main.tf", src: tfModules,
			want: []Table{
				{Pattern: "*-*-table", ID: "tasks", Type: "module terraform-aws-modules/dynamodb-table", Partition: "PK", Sort: "SK", Source: "main.tf:2",
					Types: []AttrType{{"PK", "S"}, {"SK", "S"}},
					Indexes: []Index{
						{Name: "GSI1", Partition: "GSI1_PK", Sort: "GSI1_SK"},
						{Name: "byDate", Partition: "PK", Sort: "createdAt", Local: true},
					}},
				{Name: "sessions", ID: "sessions", Type: "module terraform-aws-modules/dynamodb-table", Partition: "id", Source: "main.tf:29"},
			},
		},
		{
			name: "terraform", file: "main.tf", src: terraform,
			want: []Table{
				{Name: "orders", ID: "orders", Type: tfTable, Partition: "customerId", Sort: "orderId", Source: "main.tf:13",
					Types: []AttrType{{"customerId", "S"}},
					Indexes: []Index{
						{Name: "byStatus", Partition: "status", Sort: "orderId"},
						{Name: "byDate", Partition: "customerId", Sort: "placedAt", Local: true},
					}},
				// byKind's key is a variable: its indexes are not all known.
				{Pattern: "*-events", ID: "events", Type: tfTable, Partition: "streamId", Source: "main.tf:40", IndexesPartial: true},
			},
		},
		{
			name: "terraform json", file: "main.tf.json",
			src: `{"resource": {"aws_dynamodb_table": {"t": {"name": "orders", "hash_key": "pk", "range_key": "sk",
  "global_secondary_index": [{"name": "GSI1", "hash_key": "GSI1PK"}]}}}}`,
			want: []Table{{Name: "orders", ID: "t", Type: tfTable, Partition: "pk", Sort: "sk", Source: "main.tf.json:1",
				Indexes: []Index{{Name: "GSI1", Partition: "GSI1PK"}}}},
		},
		{
			name: "long-form Ref name: known by its logical id only", file: "t.yaml",
			src:  "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      TableName: {Ref: TableNameParam}\n      KeySchema: [{AttributeName: pk, KeyType: HASH}]\n",
			want: []Table{{ID: "T", Type: cfnTable, Partition: "pk", Source: "t.yaml:2"}},
		},
		{
			name: "Sub with escaped dollar and list form", file: "t.yaml",
			src:  "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      TableName: !Sub ['${!Literal}-${Env}', {Env: dev}]\n      KeySchema: [{AttributeName: pk, KeyType: HASH}]\n",
			want: []Table{{Pattern: "${Literal}-*", ID: "T", Type: cfnTable, Partition: "pk", Source: "t.yaml:2"}},
		},
		{
			name: "Sub without variables is a plain name", file: "t.yaml",
			src:  "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      TableName: !Sub orders\n      KeySchema: [{AttributeName: pk, KeyType: HASH}]\n",
			want: []Table{{Name: "orders", ID: "T", Type: cfnTable, Partition: "pk", Source: "t.yaml:2"}},
		},
		{
			name: "key attribute from a parameter: table left out", file: "t.yaml",
			src:  "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      KeySchema: [{AttributeName: !Ref Key, KeyType: HASH}]\n",
			want: nil,
		},
		{
			name: "KeySchema from a condition: table left out", file: "t.yaml",
			src:  "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      KeySchema: !If [C, [{AttributeName: a, KeyType: HASH}], [{AttributeName: b, KeyType: HASH}]]\n",
			want: nil,
		},
		{
			name: "yaml anchors", file: "t.yaml",
			src:  "Keys: &keys\n  - {AttributeName: pk, KeyType: HASH}\nResources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      KeySchema: *keys\n",
			want: []Table{{ID: "T", Type: cfnTable, Partition: "pk", Source: "t.yaml:4"}},
		},
		{
			name: "template without tables", file: "t.yaml",
			src:  "Resources:\n  B:\n    Type: AWS::S3::Bucket\n",
			want: nil,
		},
	}
	runParseCases(t, tests)
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, file, src string
		want            string // regexp
	}{
		{"bad yaml", "t.yaml", "Resources:\n  T:\n    Type: [unclosed\n", `^t\.yaml:\d+: invalid YAML: `},
		{"bad yaml indentation", "t.yaml", "Resources:\n  T:\n    Type: x\n   bad: y\n", `^t\.yaml:\d+: invalid YAML: `},
		{"bad json", "t.json", "{\n  \"Resources\": {\n    \"T\": [1,]\n  }\n}\n", `^t\.json:3: invalid JSON: `},
		{"bad hcl", "main.tf", "resource \"aws_dynamodb_table\" \"t\" {\n  name = \n}\n", `^main\.tf:2,\d+-\d+(,\d+)?: .+`},
		{"bad hcl block", "main.tf", "resource \"aws_dynamodb_table\" {\n}\n", `^main\.tf:1,\d+-\d+: Missing name for resource`},
		{"hcl table without hash_key", "main.tf", "resource \"aws_dynamodb_table\" \"t\" {\n  name = \"t\"\n}\n", `^main\.tf:1: resource aws_dynamodb_table\.t has no hash_key$`},
		{"hcl gsi without hash_key", "main.tf", "resource \"aws_dynamodb_table\" \"t\" {\n  hash_key = \"pk\"\n  global_secondary_index {\n    name = \"g\"\n  }\n}\n", `^main\.tf:3: resource aws_dynamodb_table\.t: global_secondary_index "g" has no hash_key$`},
		{"hcl lsi without range_key", "main.tf", "resource \"aws_dynamodb_table\" \"t\" {\n  hash_key = \"pk\"\n  local_secondary_index {\n    name = \"l\"\n  }\n}\n", `^main\.tf:3: .*local_secondary_index "l" has no range_key$`},
		{"table without KeySchema", "t.yaml", "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      TableName: t\n", `^t\.yaml:4: resource T \(AWS::DynamoDB::Table\) has no KeySchema$`},
		{"table without Properties", "t.yaml", "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n", `^t\.yaml:2: resource T \(AWS::DynamoDB::Table\) has no KeySchema$`},
		{"KeySchema without HASH", "t.yaml", "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      KeySchema:\n        - {AttributeName: sk, KeyType: RANGE}\n", `^t\.yaml:5: .*KeySchema has no HASH key$`},
		{"bad KeyType", "t.yaml", "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      KeySchema:\n        - {AttributeName: pk, KeyType: PARTITION}\n", `^t\.yaml:6: .*KeyType "PARTITION": want HASH or RANGE$`},
		{"two HASH keys", "t.yaml", "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      KeySchema:\n        - {AttributeName: a, KeyType: HASH}\n        - {AttributeName: b, KeyType: HASH}\n", `^t\.yaml:7: .*two HASH keys$`},
		{"KeySchema element without AttributeName", "t.yaml", "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      KeySchema:\n        - {KeyType: HASH}\n", `^t\.yaml:6: .*no AttributeName$`},
		{"KeySchema not a list", "t.yaml", "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      KeySchema: pk\n", `^t\.yaml:5: .*KeySchema: want a list`},
		{"index without KeySchema", "t.json", `{"Resources": {"T": {"Type": "AWS::DynamoDB::Table", "Properties": {
  "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
  "GlobalSecondaryIndexes": [{"IndexName": "g"}]}}}}`, `^t\.json:3: resource T \(AWS::DynamoDB::Table\), index g has no KeySchema$`},
		{"SimpleTable PrimaryKey without Name", "t.yaml", "Resources:\n  S:\n    Type: AWS::Serverless::SimpleTable\n    Properties:\n      PrimaryKey: {Type: String}\n", `^t\.yaml:5: .*PrimaryKey has no Name$`},
		{"no Resources", "stack.yml", "services:\n  db:\n    image: amazon/dynamodb-local\n", `^stack\.yml:1: not a CloudFormation or SAM template: no Resources section$`},
		{"no create-table", "docker-compose.yml", "services:\n  db:\n    image: amazon/dynamodb-local\n", `^docker-compose\.yml: declares no table: no aws dynamodb create-table call with a --key-schema$`},
		{"create-table without keys", "init.sh", "aws dynamodb create-table --table-name t\n", `^init\.sh: declares no table`},
		{"empty file", "t.yaml", "", `^t\.yaml: empty file`},
		{"not a mapping", "t.yaml", "- a\n- b\n", `^t\.yaml:1: not a CloudFormation or SAM template: want a mapping`},
		{"unknown file type", "schema.toml", "x = 1\n", `^schema\.toml: unknown schema file type`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tables, err := Parse(tt.file, []byte(tt.src))
			if err == nil {
				t.Fatalf("Parse succeeded with %+v, want an error matching %s", tables, tt.want)
			}
			if !regexp.MustCompile(tt.want).MatchString(err.Error()) {
				t.Errorf("error\n\t%v\ndoes not match %s", err, tt.want)
			}
		})
	}
}

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "template.yaml")
	if err := os.WriteFile(path, []byte(samTemplate), 0o666); err != nil {
		t.Fatal(err)
	}
	tables, err := ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(tables) != 4 || tables[0].Source != path+":8" {
		t.Errorf("ReadFile = %+v", tables)
	}

	missing := filepath.Join(dir, "missing.yaml")
	_, err = ReadFile(missing)
	if err == nil || !strings.HasPrefix(err.Error(), missing+": cannot read schema file: ") {
		t.Errorf("ReadFile(missing) = %v, want a message naming the file", err)
	}
}

func TestMatch(t *testing.T) {
	tests := []struct {
		pattern, name string
		want          bool
	}{
		{"*-orders", "prod-orders", true},
		{"*-orders", "-orders", true},
		{"*-orders", "orders", false},
		{"*-orders", "prod-orders-v2", false},
		{"orders-*", "orders-eu-west-1", true},
		{"*-orders-*", "prod-orders-abc", true},
		{"*-orders-*", "prod-order-abc", false},
		{"a*b*c", "abbbc", true},
		{"a*b*c", "acb", false},
		{"orders", "orders", true},
		{"orders", "Orders", false},
	}
	for _, tt := range tests {
		if got := Match(tt.pattern, tt.name); got != tt.want {
			t.Errorf("Match(%q, %q) = %t, want %t", tt.pattern, tt.name, got, tt.want)
		}
	}
}

func TestNameOrPattern(t *testing.T) {
	tests := []struct {
		parts         []namePart
		name, pattern string
	}{
		{[]namePart{{text: "orders"}}, "orders", ""},
		{[]namePart{{unknown: true}, {text: "-orders"}}, "", "*-orders"},
		{[]namePart{{unknown: true}, {unknown: true}, {text: "x"}}, "", "*x"},
		{[]namePart{{unknown: true}}, "", ""},
		{[]namePart{{unknown: true}, {text: ""}}, "", ""},
	}
	for _, tt := range tests {
		name, pattern := nameOrPattern(tt.parts)
		if name != tt.name || pattern != tt.pattern {
			t.Errorf("nameOrPattern(%+v) = %q, %q, want %q, %q", tt.parts, name, pattern, tt.name, tt.pattern)
		}
	}
}

// BenchmarkReadFile measures what each package's keys pass pays for a
// schema file: read and parse the example service's template.
func BenchmarkReadFile(b *testing.B) {
	for _, name := range []string{"../../../examples/shop/infra/template.yaml"} {
		b.Run(filepath.Base(name), func(b *testing.B) {
			for b.Loop() {
				if _, err := ReadFile(name); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkParseTerraform(b *testing.B) {
	for b.Loop() {
		if _, err := Parse("main.tf", []byte(terraform)); err != nil {
			b.Fatal(err)
		}
	}
}
