package tables

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
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

// TestReadInfraMerge: a table two files declare with the same name and
// keys, one of them without its indexes (a SAM template beside the Pulumi
// program that deploys the table), is one table with every index, in
// either order; a declaration with other keys stays apart (first wins).
func TestReadInfraMerge(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	sam := write("template.yaml", `Resources:
  Orders:
    Type: AWS::DynamoDB::Table
    Properties:
      TableName: orders
      AttributeDefinitions: [{AttributeName: PK, AttributeType: S}]
      KeySchema: [{AttributeName: PK, KeyType: HASH}, {AttributeName: SK, KeyType: RANGE}]
  Other:
    Type: AWS::DynamoDB::Table
    Properties:
      TableName: other
      KeySchema: [{AttributeName: id, KeyType: HASH}]
`)
	pulumi := write("main.go", `package main

import "github.com/pulumi/pulumi-aws/sdk/v6/go/aws/dynamodb"

func tables(ctx *pulumi.Context) {
	dynamodb.NewTable(ctx, "orders", &dynamodb.TableArgs{
		Name: pulumi.String("orders"), HashKey: pulumi.String("PK"), RangeKey: pulumi.String("SK"),
		Attributes: dynamodb.TableAttributeArray{
			dynamodb.TableAttributeArgs{Name: pulumi.String("GSI1PK"), Type: pulumi.String("S")},
			dynamodb.TableAttributeArgs{Name: pulumi.String("PK"), Type: pulumi.String("N")},
		},
		GlobalSecondaryIndexes: dynamodb.TableGlobalSecondaryIndexArray{
			dynamodb.TableGlobalSecondaryIndexArgs{Name: pulumi.String("GSI1"), HashKey: pulumi.String("GSI1PK")},
		},
	})
	dynamodb.NewTable(ctx, "other", &dynamodb.TableArgs{
		Name: pulumi.String("other"), HashKey: pulumi.String("otherId"),
		GlobalSecondaryIndexes: dynamodb.TableGlobalSecondaryIndexArray{
			dynamodb.TableGlobalSecondaryIndexArgs{Name: pulumi.String("G"), HashKey: pulumi.String("g")},
		},
	})
}
`)
	summary := func(ts []*Table) []string {
		var out []string
		for _, t := range ts {
			s := t.Name + "=" + t.Partition + "/" + t.Sort
			for _, ix := range t.Indexes {
				s += " " + ix.Name + "=" + ix.Partition
			}
			for _, at := range t.Types {
				s += " " + at.Name + ":" + at.Type
			}
			src := t.Source
			if t.Merged != "" {
				src += "; " + t.Merged
			}
			out = append(out, s+" @ "+strings.ReplaceAll(src, dir+string(filepath.Separator), ""))
		}
		return out
	}
	tests := []struct {
		name  string
		files []string
		want  []string
	}{
		{"template first", []string{sam, pulumi}, []string{
			"orders=PK/SK GSI1=GSI1PK PK:S GSI1PK:S @ template.yaml:2; indexes GSI1 from main.go:6",
			"other=id/ @ template.yaml:8",
			"other=otherId/ G=g @ main.go:16",
		}},
		{"program first", []string{pulumi, sam}, []string{
			"orders=PK/SK GSI1=GSI1PK GSI1PK:S PK:N @ main.go:6; also template.yaml:2 (fewer indexes)",
			"other=otherId/ G=g @ main.go:16",
			"other=id/ @ template.yaml:8",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, listed := range []bool{true, false} {
				var ts []*Table
				var err error
				if listed {
					ts, err = ReadInfra(tt.files, nil)
				} else {
					ts, err = ReadInfra(nil, tt.files)
				}
				if err != nil {
					t.Fatal(err)
				}
				if got := summary(ts); !reflect.DeepEqual(got, tt.want) {
					t.Errorf("listed=%v:\n got %q\nwant %q", listed, got, tt.want)
				}
			}
		})
	}
}
