package schema

import (
	"reflect"
	"regexp"
	"testing"
)

// pulumiProgram is a Pulumi program in Go as projects write one, in a
// module of its own (infrastructure/main.go).
const pulumiProgram = `package main

import (
	"fmt"

	awsdb "github.com/pulumi/pulumi-aws/sdk/v6/go/aws/dynamodb"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

const sessionsTable = "sessions"

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		stack := ctx.Stack()
		_, err := awsdb.NewTable(ctx, "orders", &awsdb.TableArgs{
			Name:        pulumi.String("orders"),
			BillingMode: pulumi.String("PAY_PER_REQUEST"),
			HashKey:     pulumi.String("customerId"),
			RangeKey:    pulumi.StringPtr("orderId"),
			Attributes: awsdb.TableAttributeArray{
				&awsdb.TableAttributeArgs{Name: pulumi.String("customerId"), Type: pulumi.String("S")},
				awsdb.TableAttributeArgs{Name: pulumi.String("orderId"), Type: pulumi.String("S")},
				&awsdb.TableAttributeArgs{Name: pulumi.String("placedAt"), Type: pulumi.String("N")},
			},
			GlobalSecondaryIndexes: awsdb.TableGlobalSecondaryIndexArray{
				&awsdb.TableGlobalSecondaryIndexArgs{
					Name:           pulumi.String("byStatus"),
					HashKey:        pulumi.String("status"),
					RangeKey:       pulumi.String("placedAt"),
					ProjectionType: pulumi.String("ALL"),
				},
				&awsdb.TableGlobalSecondaryIndexArgs{Name: pulumi.String("byShop"), HashKey: pulumi.String("shopId")},
			},
			LocalSecondaryIndexes: awsdb.TableLocalSecondaryIndexArray{
				&awsdb.TableLocalSecondaryIndexArgs{Name: pulumi.String("byDate"), RangeKey: pulumi.String("placedAt"), ProjectionType: pulumi.String("KEYS_ONLY")},
			},
		})
		if err != nil {
			return err
		}
		_, err = awsdb.NewTable(ctx, "sessions", &awsdb.TableArgs{
			Name:    pulumi.String(sessionsTable),
			HashKey: pulumi.String("sessionId"),
		})
		if err != nil {
			return err
		}
		_, err = awsdb.NewTable(ctx, "events", &awsdb.TableArgs{
			Name:    pulumi.String(fmt.Sprintf("%s-events", stack)),
			HashKey: pulumi.String("streamId"),
			RangeKey: pulumi.String("seq"),
		})
		if err != nil {
			return err
		}
		// Named by Pulumi (the logical name and a random suffix).
		_, err = awsdb.NewTable(ctx, "counters", &awsdb.TableArgs{HashKey: pulumi.String("name")})
		if err != nil {
			return err
		}
		tableName := ctx.Stack() + getName()
		_, err = awsdb.NewTable(ctx, "audit", &awsdb.TableArgs{
			Name:    pulumi.String(tableName),
			HashKey: pulumi.String("entity"),
			RangeKey: pulumi.String("at"),
		})
		if err != nil {
			return err
		}
		hashKey := getName()
		_, err = awsdb.NewTable(ctx, "dynamic", &awsdb.TableArgs{
			Name:    pulumi.String("dynamic"),
			HashKey: pulumi.String(hashKey), // not in the file: left out
		})
		return err
	})
}

func getName() string { return "x" }
`

func TestPulumi(t *testing.T) {
	got, err := Parse("infrastructure/main.go", []byte(pulumiProgram))
	if err != nil {
		t.Fatal(err)
	}
	want := []Table{
		{Name: "orders", ID: "orders", Type: pulumiTable, Partition: "customerId", Sort: "orderId",
			Indexes: []Index{
				{Name: "byStatus", Partition: "status", Sort: "placedAt"},
				{Name: "byShop", Partition: "shopId"},
				{Name: "byDate", Partition: "customerId", Sort: "placedAt", Local: true},
			},
			Types:  []AttrType{{"customerId", "S"}, {"orderId", "S"}, {"placedAt", "N"}},
			Source: "infrastructure/main.go:15"},
		{Name: "sessions", ID: "sessions", Type: pulumiTable, Partition: "sessionId", Source: "infrastructure/main.go:41"},
		{Pattern: "*-events", ID: "events", Type: pulumiTable, Partition: "streamId", Sort: "seq", Source: "infrastructure/main.go:48"},
		{ID: "counters", Type: pulumiTable, Partition: "name", Source: "infrastructure/main.go:57"},
		{ID: "audit", Type: pulumiTable, Partition: "entity", Sort: "at", Source: "infrastructure/main.go:62"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Parse:\n got %+v\nwant %+v", got, want)
	}
}

// TestPulumiImports: the provider's dynamodb package is recognised by its
// import path, in every major version and under any name; a NewTable of
// another package is not a table.
func TestPulumiImports(t *testing.T) {
	const call = `
func main() {
	dynamodb.NewTable(ctx, "t", &dynamodb.TableArgs{Name: pulumi.String("t"), HashKey: pulumi.String("pk")})
}
`
	tests := []struct {
		name, imports string
		want          int
	}{
		{"v6", `import "github.com/pulumi/pulumi-aws/sdk/v6/go/aws/dynamodb"`, 1},
		{"v5", `import "github.com/pulumi/pulumi-aws/sdk/v5/go/aws/dynamodb"`, 1},
		{"v7", `import "github.com/pulumi/pulumi-aws/sdk/v7/go/aws/dynamodb"`, 1},
		{"aliased away", `import ddb "github.com/pulumi/pulumi-aws/sdk/v6/go/aws/dynamodb"`, 0},
		{"look-alike", `import "example.com/fake/dynamodb"`, 0},
		{"aws sdk", `import "github.com/aws/aws-sdk-go-v2/service/dynamodb"`, 0},
		{"another provider package", `import dynamodb "github.com/pulumi/pulumi-aws/sdk/v6/go/aws/dynamodbx"`, 0},
		{"blank", `import _ "github.com/pulumi/pulumi-aws/sdk/v6/go/aws/dynamodb"`, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse("main.go", []byte("package main\n\n"+tt.imports+"\n"+call))
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != tt.want {
				t.Errorf("got %d tables (%+v), want %d", len(got), got, tt.want)
			}
		})
	}
}

// TestPulumiNotGo: a .go file that does not parse is an error at its line,
// like every other schema file (a found one is passed over by the caller).
func TestPulumiNotGo(t *testing.T) {
	_, err := Parse("infra/main.go", []byte("package main\n\nfunc main() {\n\tx := \n}\n"))
	if err == nil || !regexp.MustCompile(`^infra/main\.go:5: invalid Go: `).MatchString(err.Error()) {
		t.Errorf("error = %v, want infra/main.go:5: invalid Go: …", err)
	}
	// A Go file with no Pulumi table is no error.
	got, err := Parse("main.go", []byte("package main\n\nfunc main() {}\n"))
	if err != nil || len(got) != 0 {
		t.Errorf("plain Go file: %+v, %v, want nothing", got, err)
	}
}
