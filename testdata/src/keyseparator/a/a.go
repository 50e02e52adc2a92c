// Package a has one key of its own with "-"; the convention, "#", comes
// from package b of the same module, which it imports.
package a

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"keyseparator/b"
)

func Read(ctx context.Context, c *dynamodb.Client, userID string, a, n int) {
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(b.Table), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER-" + userID},                        // want `"USER-" \+ userID separates key parts with "-" in partition key "PK", but 3 key templates in this module use "#"`
		"SK": &types.AttributeValueMemberN{Value: strconv.Itoa(a) + "-" + strconv.Itoa(n)}, // ok: an N attribute is a number
	}})
}
