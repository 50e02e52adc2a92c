// Package opaque reads its slots by whole key, but one of its queries
// takes its key condition from the caller: what it lists is unknown, so
// the numbers are reported.
package opaque

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func Slot(ctx context.Context, c *dynamodb.Client, slot int) {
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("pool"), Key: map[string]types.AttributeValue{
		"pk": &types.AttributeValueMemberS{Value: "POOL#SLOTS"},
		"sk": &types.AttributeValueMemberS{Value: fmt.Sprintf("SLOT#%d", slot)}, // want `slot is written without zero padding in sort key "sk"`
	}})
}

func Audit(ctx context.Context, c *dynamodb.Client) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("pool"),
		KeyConditionExpression: aws.String("pk = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "AUDIT"},
		},
	})
}

// List runs a key condition its caller writes.
func List(ctx context.Context, c *dynamodb.Client, cond string, values map[string]types.AttributeValue) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("pool"),
		KeyConditionExpression:    aws.String(cond),
		ExpressionAttributeValues: values,
	})
}
