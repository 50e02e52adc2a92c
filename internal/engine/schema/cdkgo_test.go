package schema

import (
	"reflect"
	"testing"
)

// cdkGoApp is an AWS CDK app in Go as projects write one (cdk/main.go).
const cdkGoApp = `package main

import (
	"github.com/aws/aws-cdk-go/awscdk/v2"
	ddb "github.com/aws/aws-cdk-go/awscdk/v2/awsdynamodb"
	"github.com/aws/jsii-runtime-go"
)

const tasksTable = "Tasks"

func NewStack(scope awscdk.App, id string) awscdk.Stack {
	stack := awscdk.NewStack(scope, &id, nil)
	table := ddb.NewTable(stack, jsii.String("TasksTable"), &ddb.TableProps{
		TableName:    jsii.String(tasksTable),
		PartitionKey: &ddb.Attribute{Name: jsii.String("id"), Type: ddb.AttributeType_STRING},
		SortKey:      &ddb.Attribute{Name: jsii.String("DataType"), Type: ddb.AttributeType_STRING},
	})
	table.AddGlobalSecondaryIndex(&ddb.GlobalSecondaryIndexProps{
		IndexName:    jsii.String("GSI1"),
		PartitionKey: &ddb.Attribute{Name: jsii.String("DataValue"), Type: ddb.AttributeType_STRING},
		SortKey:      &ddb.Attribute{Name: jsii.String("id"), Type: ddb.AttributeType_STRING},
	})
	table.AddLocalSecondaryIndex(&ddb.LocalSecondaryIndexProps{
		IndexName: jsii.String("byCreated"),
		SortKey:   &ddb.Attribute{Name: jsii.String("createdAt"), Type: ddb.AttributeType_NUMBER},
	})
	ddb.NewTableV2(stack, jsii.String("Events"), &ddb.TablePropsV2{
		PartitionKey: &ddb.Attribute{Name: jsii.String("streamId"), Type: ddb.AttributeType_STRING},
		SortKey:      &ddb.Attribute{Name: jsii.String("seq"), Type: ddb.AttributeType_NUMBER},
		GlobalSecondaryIndexes: &[]*ddb.GlobalSecondaryIndexPropsV2{
			{IndexName: jsii.String("byType"), PartitionKey: &ddb.Attribute{Name: jsii.String("type"), Type: ddb.AttributeType_STRING}},
		},
	})
	ddb.NewTable(stack, jsii.String("Dynamic"), &ddb.TableProps{
		PartitionKey: &ddb.Attribute{Name: jsii.String(hashKey()), Type: ddb.AttributeType_STRING}, // not in the file: left out
	})
	return stack
}

func hashKey() string { return "pk" }
`

func TestCDKGo(t *testing.T) {
	got, err := Parse("cdk/main.go", []byte(cdkGoApp))
	if err != nil {
		t.Fatal(err)
	}
	want := []Table{
		{Name: "Tasks", ID: "TasksTable", Type: "aws-cdk-go.awsdynamodb.Table", Partition: "id", Sort: "DataType",
			Indexes: []Index{
				{Name: "GSI1", Partition: "DataValue", Sort: "id"},
				{Name: "byCreated", Partition: "id", Sort: "createdAt", Local: true},
			},
			Types:  []AttrType{{"id", "S"}, {"DataType", "S"}, {"DataValue", "S"}, {"createdAt", "N"}},
			Source: "cdk/main.go:13"},
		{ID: "Events", Type: "aws-cdk-go.awsdynamodb.TableV2", Partition: "streamId", Sort: "seq",
			Indexes: []Index{{Name: "byType", Partition: "type"}},
			Types:   []AttrType{{"streamId", "S"}, {"seq", "N"}, {"type", "S"}},
			Source:  "cdk/main.go:27"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Parse:\n got %+v\nwant %+v", got, want)
	}
}

// TestCDKGoImports: the constructs package is recognised by its import
// path, in CDK v1 and v2 and under any name; a NewTable of another
// package is not a table.
func TestCDKGoImports(t *testing.T) {
	const call = `
func f() {
	awsdynamodb.NewTable(stack, jsii.String("T"), &awsdynamodb.TableProps{TableName: jsii.String("t"), PartitionKey: &awsdynamodb.Attribute{Name: jsii.String("pk")}})
}
`
	for _, tt := range []struct {
		name, imports string
		want          int
	}{
		{"v2", `import "github.com/aws/aws-cdk-go/awscdk/v2/awsdynamodb"`, 1},
		{"v1", `import "github.com/aws/aws-cdk-go/awscdk/awsdynamodb"`, 1},
		{"aliased away", `import d "github.com/aws/aws-cdk-go/awscdk/v2/awsdynamodb"`, 0},
		{"look-alike", `import "example.com/awsdynamodb"`, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse("main.go", []byte("package main\n\n"+tt.imports+"\n"+call))
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != tt.want {
				t.Errorf("got %d tables, want %d: %+v", len(got), tt.want, got)
			}
		})
	}
}
