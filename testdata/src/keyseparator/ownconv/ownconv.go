// Package ownconv imports keyseparator, whose many "#" keys make "#" the
// module's convention; but its own keys consistently use ":", a
// convention of its own that the module's does not override.
package ownconv

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"keyseparator"
)

func Write(ctx context.Context, c *dynamodb.Client, userID, orderID string) {
	var _ keyseparator.Key
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER:" + userID},   // ok: the package's own convention
		"SK": &types.AttributeValueMemberS{Value: "ORDER:" + orderID}, // ok: the package's own convention
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER:" + userID}, // ok: the package's own convention
	}})
}
