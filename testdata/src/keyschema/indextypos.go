package keyschema

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// An item with none of an index's keys but a name one letter away from
// one: as written it is not in the index.

func typoIndex(ctx context.Context, c *dynamodb.Client, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK":    str("ORDER#" + id),
			"SK":    str("META"),
			"GS1PK": str("STATUS#open"), // want `item of PutItem on table "orders" has attribute "GS1PK" but no key of index "GSI1" \(partition key "GSI1PK", sort key "GSI1SK"\): did you mean "GSI1PK"\?`
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK":     str("ORDER#" + id),
			"SK":     str("META"),
			"GSI1PK": str("STATUS#open"),
			"GSI2PK": str("X"), // ok: GSI1PK is there; another index's key, not a typo (digits differ)
			"Statu":  str("open"),
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{ // ok: not in the (sparse) index, nothing like its keys
			"PK":    str("ORDER#" + id),
			"SK":    str("META"),
			"Total": &types.AttributeValueMemberN{Value: "12"},
		},
	})
}

// A struct item to a table named at run time: the table is the one its
// attributes fit.
type trip struct {
	PK    string
	SK    string
	GS1SK string
}

func typoTrip(ctx context.Context, c *dynamodb.Client, id string) error {
	item, err := attributevalue.MarshalMap(trip{PK: "TRIP#" + id, SK: "META", GS1SK: "#CREATED"}) // want `item of PutItem on table "orders" has attribute "GS1SK" but no key of index "GSI1"`
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(os.Getenv("TABLE")), Item: item})
	return err
}
