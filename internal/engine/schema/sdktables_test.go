package schema

import (
	"reflect"
	"testing"
)

// sdkV2Setup creates a table with aws-sdk-go-v2 as test set-ups do: element
// types left out in slice literals, the SDK's enums and conversions, and a
// key schema through package-level variables.
const sdkV2Setup = `package store

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func setup(ctx context.Context, c *dynamodb.Client) error {
	_, err := c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName:   aws.String("orders"),
		BillingMode: types.BillingModePayPerRequest,
		AttributeDefinitions: []types.AttributeDefinition{
			{AttributeName: aws.String("PK"), AttributeType: types.ScalarAttributeTypeS},
			{AttributeName: aws.String("SK"), AttributeType: types.ScalarAttributeType("S")},
			types.AttributeDefinition{AttributeName: aws.String("placedAt"), AttributeType: types.ScalarAttributeTypeN},
			{AttributeName: aws.String("blob"), AttributeType: "B"},
		},
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("SK"), KeyType: types.KeyType("RANGE")},
		},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{
			IndexName: aws.String("byStatus"),
			KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("status"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("placedAt"), KeyType: "RANGE"},
			},
			Projection: &types.Projection{ProjectionType: types.ProjectionTypeAll},
		}, {
			IndexName: aws.String("byShop"),
			KeySchema: shopKeys,
		}},
		LocalSecondaryIndexes: []types.LocalSecondaryIndex{
			{IndexName: aws.String("byDate"), KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("placedAt"), KeyType: types.KeyTypeRange},
			}},
		},
	})
	return err
}

var shopKeys = []types.KeySchemaElement{shopHash}

var shopHash = types.KeySchemaElement{AttributeName: aws.String("shopId"), KeyType: types.KeyTypeHash}
`

// sdkV2Orders is the table sdkV2Setup declares, in file.
func sdkV2Orders(file string) Table {
	return Table{Name: "orders", Type: sdkTable, Partition: "PK", Sort: "SK",
		Indexes: []Index{
			{Name: "byStatus", Partition: "status", Sort: "placedAt"},
			{Name: "byShop", Partition: "shopId"},
			{Name: "byDate", Partition: "PK", Sort: "placedAt", Local: true},
		},
		Types:  []AttrType{{"PK", "S"}, {"SK", "S"}, {"placedAt", "N"}, {"blob", "B"}},
		Source: file + ":12"}
}

// sdkV1Setup creates a table with aws-sdk-go (v1): pointers everywhere,
// enums wrapped in aws.String.
const sdkV1Setup = `package legacy

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
)

func create(svc *dynamodb.DynamoDB) error {
	_, err := svc.CreateTable(&dynamodb.CreateTableInput{
		TableName: aws.String("loyalty"),
		AttributeDefinitions: []*dynamodb.AttributeDefinition{
			{AttributeName: aws.String("memberId"), AttributeType: aws.String(dynamodb.ScalarAttributeTypeS)},
			{AttributeName: aws.String("points"), AttributeType: aws.String("N")},
		},
		KeySchema: []*dynamodb.KeySchemaElement{
			{AttributeName: aws.String("memberId"), KeyType: aws.String(dynamodb.KeyTypeHash)},
			&dynamodb.KeySchemaElement{AttributeName: aws.String("points"), KeyType: aws.String("RANGE")},
		},
		GlobalSecondaryIndexes: []*dynamodb.GlobalSecondaryIndex{{
			IndexName: aws.String("byTier"),
			KeySchema: []*dynamodb.KeySchemaElement{
				{AttributeName: aws.String("tier"), KeyType: aws.String(dynamodb.KeyTypeHash)},
				{AttributeName: aws.String("points"), KeyType: aws.String(dynamodb.KeyTypeRange)},
			},
		}},
	})
	return err
}
`

// sdkNames names tables through the file's constants and variables, an
// aliased import, and a slice of inputs that leaves their type out.
const sdkNames = `package main

import (
	"fmt"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	ddb "github.com/aws/aws-sdk-go-v2/service/dynamodb"
	ddbtypes "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

const sessionsTable = "sessions"

var (
	pk      = "sessionId"
	hashKey = ddbtypes.KeyTypeHash
)

func main() {
	env := os.Getenv("ENV")
	eventsName := fmt.Sprintf("%s-events", env)
	inputs := []*ddb.CreateTableInput{
		{TableName: aws.String(sessionsTable), KeySchema: []ddbtypes.KeySchemaElement{{AttributeName: &pk, KeyType: hashKey}}},
		{
			TableName: &eventsName,
			KeySchema: []ddbtypes.KeySchemaElement{
				{AttributeName: new("streamId"), KeyType: ddbtypes.KeyTypeHash},
				{AttributeName: aws.String("seq"), KeyType: ddbtypes.KeyTypeRange},
			},
		},
	}
	for _, in := range inputs {
		create(in)
	}
}
`

// sdkHelper is a test helper taking the table's name and key names, called
// from TestMain and, as a method, from a store.
const sdkHelper = `package store_test

import (
	"context"
	"os"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

const prefix = "test-"

func TestMain(m *testing.M) {
	ctx := context.Background()
	c := newClient()
	must(createTable(ctx, c, "orders", "PK", "SK"))
	must(createTable(ctx, c, "users", "userId", "createdAt"))
	must(createTable(ctx, c, "orders", "PK", "SK")) // again: the same table
	must(createTable(ctx, "short"))                 // another function's arity
	name := "carts"
	s := &store{c: c}
	must(s.create(ctx, name, "cartId"))
	os.Exit(m.Run())
}

func createTable(ctx context.Context, c *dynamodb.Client, name, pk, sk string) error {
	keys := []types.KeySchemaElement{
		{AttributeName: aws.String(pk), KeyType: types.KeyTypeHash},
		{AttributeName: aws.String(sk), KeyType: types.KeyTypeRange},
	}
	_, err := c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName:   aws.String(prefix + name),
		KeySchema:   keys,
		BillingMode: types.BillingModePayPerRequest,
	})
	if err != nil {
		return err
	}
	_, err = c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("audit"),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("entity"), KeyType: types.KeyTypeHash}},
	})
	return err
}

type store struct{ c *dynamodb.Client }

func (s *store) create(ctx context.Context, name, pk string, opts ...func(*dynamodb.Options)) error {
	_, err := s.c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String(name),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String(pk), KeyType: types.KeyTypeHash}},
	}, opts...)
	return err
}
`

// sdkUncalled is a helper no call in the file binds: its table's name is
// not known, its keys are.
const sdkUncalled = `package testutil

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func CreateTable(ctx context.Context, c *dynamodb.Client, name string) error {
	_, err := c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String(name),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash}},
	})
	return err
}

func CreateIndexed(ctx context.Context, c *dynamodb.Client, pk string) error {
	_, err := c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("indexed"),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String(pk), KeyType: types.KeyTypeHash}},
	})
	return err
}
`

// sdkNotDeclarations has literals that are not table declarations, or
// whose key schema the file does not give.
const sdkNotDeclarations = `package store

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func migrate(ctx context.Context, c *dynamodb.Client, keys []types.KeySchemaElement) {
	c.UpdateTable(ctx, &dynamodb.UpdateTableInput{
		TableName: aws.String("orders"),
		AttributeDefinitions: []types.AttributeDefinition{{AttributeName: aws.String("status"), AttributeType: types.ScalarAttributeTypeS}},
		GlobalSecondaryIndexUpdates: []types.GlobalSecondaryIndexUpdate{{Create: &types.CreateGlobalSecondaryIndexAction{
			IndexName: aws.String("byStatus"),
			KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("status"), KeyType: types.KeyTypeHash}},
		}}},
	})
	c.DescribeTable(ctx, &dynamodb.DescribeTableInput{TableName: aws.String("orders")})
	c.CreateTable(ctx, &dynamodb.CreateTableInput{ // no HASH
		TableName: aws.String("rangeOnly"),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("SK"), KeyType: types.KeyTypeRange}},
	})
	c.CreateTable(ctx, &dynamodb.CreateTableInput{TableName: aws.String("noKeys")})
	c.CreateTable(ctx, &dynamodb.CreateTableInput{ // a sort key not in the file
		TableName: aws.String("dynamicSort"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String(os.Getenv("SK")), KeyType: types.KeyTypeRange},
		},
	})
	c.CreateTable(ctx, &dynamodb.CreateTableInput{ // keys from a parameter no call binds
		TableName: aws.String("passedKeys"),
		KeySchema: keys,
	})
}
`

// sdkNoImport declares look-alike literals without the SDK's packages.
const sdkNoImport = `package fake

import "example.com/fake/dynamodb"

var in = &dynamodb.CreateTableInput{
	TableName: dynamodb.String("orders"),
	KeySchema: []dynamodb.KeySchemaElement{{AttributeName: dynamodb.String("PK"), KeyType: dynamodb.KeyTypeHash}},
}
`

// sdkAndPulumi has both a Pulumi table and an SDK one (a program that
// seeds what it deploys).
const sdkAndPulumi = `package main

import (
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	awsdb "github.com/pulumi/pulumi-aws/sdk/v6/go/aws/dynamodb"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

var localTable = &dynamodb.CreateTableInput{
	TableName: aws.String("orders"),
	KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("customerId"), KeyType: types.KeyTypeHash}},
}

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		_, err := awsdb.NewTable(ctx, "orders", &awsdb.TableArgs{
			Name:    pulumi.String("orders"),
			HashKey: pulumi.String("customerId"),
		})
		return err
	})
}
`

// TestSDKTables: Parse reads the AWS SDK's CreateTableInput literals of a
// .go file, beside its Pulumi tables.
func TestSDKTables(t *testing.T) {
	tests := []struct {
		name, file, src string
		want            []Table
	}{
		{"v2", "store/setup.go", sdkV2Setup, []Table{sdkV2Orders("store/setup.go")}},
		{"test file", "store/store_test.go", sdkV2Setup, []Table{sdkV2Orders("store/store_test.go")}},
		{"v1", "legacy/loyalty.go", sdkV1Setup, []Table{
			{Name: "loyalty", Type: sdkTable, Partition: "memberId", Sort: "points",
				Indexes: []Index{{Name: "byTier", Partition: "tier", Sort: "points"}},
				Types:   []AttrType{{"memberId", "S"}, {"points", "N"}},
				Source:  "legacy/loyalty.go:9"},
		}},
		{"names", "cmd/setup/main.go", sdkNames, []Table{
			{Name: "sessions", Type: sdkTable, Partition: "sessionId", Source: "cmd/setup/main.go:23"},
			{Pattern: "*-events", Type: sdkTable, Partition: "streamId", Sort: "seq", Source: "cmd/setup/main.go:24"},
		}},
		{"helper", "store/main_test.go", sdkHelper, []Table{
			{Name: "test-orders", Type: sdkTable, Partition: "PK", Sort: "SK", Source: "store/main_test.go:33"},
			{Name: "test-users", Type: sdkTable, Partition: "userId", Sort: "createdAt", Source: "store/main_test.go:33"},
			{Name: "audit", Type: sdkTable, Partition: "entity", Source: "store/main_test.go:41"},
			{Name: "carts", Type: sdkTable, Partition: "cartId", Source: "store/main_test.go:51"},
		}},
		{"helper never called", "testutil/dynamo.go", sdkUncalled, []Table{
			{Type: sdkTable, Partition: "PK", Source: "testutil/dynamo.go:12"},
		}},
		{"the file's own aws.String", "ledger/ensure.go", `package ledger

import (
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func strPtr(s string) *string { return &s }

func ensure() {
	str := func(v string) *string { return &v }
	_ = &dynamodb.CreateTableInput{
		TableName: strPtr("ledger"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: strPtr("PK"), KeyType: types.KeyTypeHash},
			{AttributeName: str("SK"), KeyType: types.KeyTypeRange},
		},
	}
}
`, []Table{{Name: "ledger", Type: sdkTable, Partition: "PK", Sort: "SK", Source: "ledger/ensure.go:12"}}},
		{"not declarations", "store/migrate.go", sdkNotDeclarations, nil},
		{"no SDK import", "fake/fake.go", sdkNoImport, nil},
		{"only the types package", "x.go", `package x

import (
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var keys = []types.KeySchemaElement{{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash}}
`, nil},
		{"blank import", "x.go", `package x

import _ "github.com/aws/aws-sdk-go-v2/service/dynamodb"
`, nil},
		{"pulumi", "infra/main.go", `package main

import (
	"github.com/pulumi/pulumi-aws/sdk/v6/go/aws/dynamodb"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		_, err := dynamodb.NewTable(ctx, "sessions", &dynamodb.TableArgs{HashKey: pulumi.String("sessionId")})
		return err
	})
}
`, []Table{{ID: "sessions", Type: pulumiTable, Partition: "sessionId", Source: "infra/main.go:10"}}},
		{"pulumi and SDK", "infra/main.go", sdkAndPulumi, []Table{
			{Name: "orders", ID: "orders", Type: pulumiTable, Partition: "customerId", Source: "infra/main.go:18"},
			{Name: "orders", Type: sdkTable, Partition: "customerId", Source: "infra/main.go:11"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse(tt.file, []byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Parse:\n got %+v\nwant %+v", got, tt.want)
			}
		})
	}
}
