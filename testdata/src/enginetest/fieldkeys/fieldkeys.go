// Package fieldkeys calls key builders held in fields of a variable of
// another package (keys.Order.PK).
package fieldkeys

import (
	"context"

	"enginetest/fieldkeys/keys"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func put(ctx context.Context, c *dynamodb.Client, id, status string, n int) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: keys.Order.PK(id)},         // want `PutItem write PK partition key = ORDER#<string:id>`
		"SK":     &types.AttributeValueMemberS{Value: keys.Order.SK(n)},          // want `PutItem write SK sort key = LINE#<int:n>`
		"GSI1PK": &types.AttributeValueMemberS{Value: keys.Order.GSI1PK(status)}, // want `PutItem write GSI1PK partition key GSI1 = ORDER_STATUS#<string:status>`
		"GSI1SK": &types.AttributeValueMemberS{Value: keys.Order.Plain(id)},      // want `PutItem write GSI1SK sort key GSI1 = <opaque:Plain>`
		"GSI2PK": &types.AttributeValueMemberS{Value: keys.Mutable.PK(id)},       // want `PutItem write GSI2PK partition key GSI2 = <opaque:PK>`
		"GSI2SK": &types.AttributeValueMemberS{Value: keys.User.PK(id)},          // want `PutItem write GSI2SK sort key GSI2 = <opaque:PK>`
	}})
}
