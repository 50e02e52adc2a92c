// Package b writes keys with "#": three templates (one of them at two
// places, counted once), a convention its importers in the same module are
// judged by.
package b

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Table names the table; importers use it, so the import is real.
const Table = "orders"

func Write(ctx context.Context, c *dynamodb.Client, userID, orderID string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + userID},   // ok: the convention
		"SK": &types.AttributeValueMemberS{Value: "ORDER#" + orderID}, // ok: the convention
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + userID},    // ok: the convention
		"SK": &types.AttributeValueMemberS{Value: "PROFILE#" + userID}, // ok: the convention
	}})
}
