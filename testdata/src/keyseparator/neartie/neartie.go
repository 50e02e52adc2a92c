// Package neartie uses "-" twice; with the three "#" keys of package b
// there is no clear convention (3 is not twice 2).
package neartie

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"keyseparator/b"
)

func Read(ctx context.Context, c *dynamodb.Client, userID, orderID string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(b.Table), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER-" + userID},   // ok: no clear majority in the module (3 "#", 2 "-")
		"SK": &types.AttributeValueMemberS{Value: "ORDER-" + orderID}, // ok: no clear majority in the module (3 "#", 2 "-")
	}})
}
