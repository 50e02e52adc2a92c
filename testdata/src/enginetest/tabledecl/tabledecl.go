// Package tabledecl declares its tables the way projects with several
// tables do: a helper taking the names as parameters, a loop over a literal
// slice of specs, and an UpdateTable that adds an index later.
package tabledecl

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func gsi(name, pk string) types.GlobalSecondaryIndex {
	return types.GlobalSecondaryIndex{
		IndexName: aws.String(name),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String(pk), KeyType: types.KeyTypeHash}},
	}
}

func createTable(ctx context.Context, c *dynamodb.Client, name, pk, sk string, gsis ...types.GlobalSecondaryIndex) error {
	_, err := c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String(name),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String(pk), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String(sk), KeyType: types.KeyTypeRange},
		},
		GlobalSecondaryIndexes: gsis,
	})
	return err
}

func setup(ctx context.Context, c *dynamodb.Client) {
	_ = createTable(ctx, c, "orders", "customer", "placed", gsi("byStatus", "status"))
	_ = createTable(ctx, c, "carts", "owner", "")
	_ = createTable(ctx, c, "shipments", "shipment", "carrier", gsi("byCarrier", "carrier"))
}

type spec struct {
	Name, PK, SK string
}

var specs = []spec{
	{Name: "events", PK: "stream", SK: "seq"},
	{Name: "audit", PK: "actor", SK: "at"},
}

func migrate(ctx context.Context, c *dynamodb.Client) {
	for _, s := range specs {
		c.CreateTable(ctx, &dynamodb.CreateTableInput{
			TableName: aws.String(s.Name),
			KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String(s.PK), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String(s.SK), KeyType: types.KeyTypeRange},
			},
		})
	}
	c.UpdateTable(ctx, &dynamodb.UpdateTableInput{
		TableName: aws.String("events"),
		GlobalSecondaryIndexUpdates: []types.GlobalSecondaryIndexUpdate{{
			Create: &types.CreateGlobalSecondaryIndexAction{
				IndexName: aws.String("byActor"),
				KeySchema: []types.KeySchemaElement{
					{AttributeName: aws.String("actor"), KeyType: types.KeyTypeHash},
					{AttributeName: aws.String("seq"), KeyType: types.KeyTypeRange},
				},
			},
		}},
	})
}

func writes(ctx context.Context, c *dynamodb.Client, id, who, st string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
		"customer": &types.AttributeValueMemberS{Value: "C#" + id}, // want `PutItem write orders customer partition key = C#<string:id>`
		"placed":   &types.AttributeValueMemberS{Value: "P#" + id}, // want `PutItem write orders placed sort key = P#<string:id>`
		"status":   &types.AttributeValueMemberS{Value: "S#" + st}, // want `PutItem write orders status partition key byStatus = S#<string:st>`
		"actor":    &types.AttributeValueMemberS{Value: who},       // ok: no key of orders
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("carts"), Item: map[string]types.AttributeValue{
		"owner":  &types.AttributeValueMemberS{Value: "O#" + id}, // want `PutItem write carts owner partition key = O#<string:id>`
		"status": &types.AttributeValueMemberS{Value: st},        // ok: carts has no index
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("events"), Item: map[string]types.AttributeValue{
		"stream": &types.AttributeValueMemberS{Value: "E#" + id},  // want `PutItem write events stream partition key = E#<string:id>`
		"seq":    &types.AttributeValueMemberS{Value: "Q#" + id},  // want `PutItem write events seq sort key = Q#<string:id>`
		"actor":  &types.AttributeValueMemberS{Value: "A#" + who}, // want `PutItem write events actor partition key byActor = A#<string:who>`
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("audit"), Item: map[string]types.AttributeValue{
		"actor": &types.AttributeValueMemberS{Value: "A#" + who}, // want `PutItem write audit actor partition key = A#<string:who>`
		"at":    &types.AttributeValueMemberS{Value: "T#" + id},  // want `PutItem write audit at sort key = T#<string:id>`
		"seq":   &types.AttributeValueMemberS{Value: id},         // ok: the index was added to events, not audit
	}})
}

// carrier is the table's sort key and the partition key of byCarrier: the
// value is judged in both roles. shipment keys the table only once, though
// no index names it.
func ship(ctx context.Context, c *dynamodb.Client, id, carrier string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shipments"), Item: map[string]types.AttributeValue{
		"shipment": &types.AttributeValueMemberS{Value: "SHIP#" + id},     // want `PutItem write shipments shipment partition key = SHIP#<string:id>`
		"carrier":  &types.AttributeValueMemberS{Value: "CAR#" + carrier}, // want `PutItem write shipments carrier sort key = CAR#<string:carrier>` `PutItem write shipments carrier partition key byCarrier = CAR#<string:carrier>`
	}})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("shipments"),
		IndexName:              aws.String("byCarrier"),
		KeyConditionExpression: aws.String("carrier = :c"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":c": &types.AttributeValueMemberS{Value: "CAR#" + carrier}, // want `Query read shipments carrier partition key byCarrier = = CAR#<string:carrier>`
		},
	})
}

// wholeSpec carries each table's key schema whole: the loop passes it
// through (KeySchema: t.keys).
type wholeSpec struct {
	name string
	keys []types.KeySchemaElement
}

func initTables(ctx context.Context, c *dynamodb.Client) {
	for _, t := range []wholeSpec{{
		name: "groups",
		keys: []types.KeySchemaElement{
			{AttributeName: aws.String("group"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("member"), KeyType: types.KeyTypeRange},
		},
	}} {
		c.CreateTable(ctx, &dynamodb.CreateTableInput{TableName: aws.String(t.name), KeySchema: t.keys})
	}
}

func groupWrites(ctx context.Context, c *dynamodb.Client, id, who string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("groups"), Item: map[string]types.AttributeValue{
		"group":  &types.AttributeValueMemberS{Value: "G#" + id},  // want `PutItem write groups group partition key = G#<string:id>`
		"member": &types.AttributeValueMemberS{Value: "M#" + who}, // want `PutItem write groups member sort key = M#<string:who>`
	}})
}

// strPtr is the package's own aws.String.
func strPtr(s string) *string { return &s }

// ledgerTables names its keys through strPtr and a closure of the same
// shape.
func ledgerTables(ctx context.Context, c *dynamodb.Client) {
	str := func(v string) *string { return &v }
	c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: strPtr("ledger"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: strPtr("account"), KeyType: types.KeyTypeHash},
			{AttributeName: str("entry"), KeyType: types.KeyTypeRange},
		},
	})
}

func ledgerWrites(ctx context.Context, c *dynamodb.Client, id, n string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("ledger"), Item: map[string]types.AttributeValue{
		"account": &types.AttributeValueMemberS{Value: "A#" + id}, // want `PutItem write ledger account partition key = A#<string:id>`
		"entry":   &types.AttributeValueMemberS{Value: "E#" + n},  // want `PutItem write ledger entry sort key = E#<string:n>`
	}})
}
