package sortkeyorder

// This file does not import fmt: the fix adds it. strconv stays, as it
// has other uses.

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func addsFmt(ctx context.Context, c *dynamodb.Client, n int) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"SK":   &types.AttributeValueMemberS{Value: "N#" + strconv.Itoa(n)}, // want `n is written without zero padding in sort key "SK"`
		"name": &types.AttributeValueMemberS{Value: strconv.Quote("x")},
	}})
}
