// Package few has too few keys for a convention: two with "#", one with
// "-", and no package of its module imported.
package few

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func Write(ctx context.Context, c *dynamodb.Client, userID, orderID string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + userID},   // ok: the majority
		"SK": &types.AttributeValueMemberS{Value: "ORDER#" + orderID}, // ok: the majority
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER-" + userID}, // ok: two keys are no convention yet
	}})
}
