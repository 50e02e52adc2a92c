// Package versionsep is checked with -version-separator=_v: "_v" before a
// version is no key separator, while "_" elsewhere still is.
package versionsep

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func Write(ctx context.Context, c *dynamodb.Client, userID, docID string, v int) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + userID},                        // ok: the convention
		"SK": &types.AttributeValueMemberS{Value: "DOC#" + docID + "_v" + strconv.Itoa(v)}, // ok: "_v" is the configured version separator
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + userID}, // ok: the convention
		"SK": &types.AttributeValueMemberS{Value: "NOTE#" + docID},  // ok: the convention
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + userID}, // ok: the convention
		"SK": &types.AttributeValueMemberS{Value: "DOC_" + docID},   // want `"DOC_" \+ docID separates key parts with "_" in sort key "SK", but 3 key templates in this module use "#"`
	}})
}
