// Package lone is another module (its path has another first element) that
// uses "-" for every key and imports nothing of keyseparator's.
package lone

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func Write(ctx context.Context, c *dynamodb.Client, userID, orderID string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER-" + userID},   // ok: this module's convention
		"SK": &types.AttributeValueMemberS{Value: "ORDER-" + orderID}, // ok: this module's convention
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER-" + userID}, // ok: this module's convention
	}})
}
