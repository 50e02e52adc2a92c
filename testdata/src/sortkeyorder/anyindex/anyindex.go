// Package anyindex queries an index whose name it takes from a value out
// of sight: the query may list any index of the table in order, so the
// numbers of the table's other designs are reported.
package anyindex

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func ByIndex(ctx context.Context, c *dynamodb.Client, index string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("other"),
		IndexName:              aws.String(index),
		KeyConditionExpression: aws.String("gsi9pk = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "CLOCKS"},
		},
	})
}

func Tick(ctx context.Context, c *dynamodb.Client, n int) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("other"), Item: map[string]types.AttributeValue{
		"pk": &types.AttributeValueMemberS{Value: "CLOCK"},
		"sk": &types.AttributeValueMemberS{Value: "T#" + strconv.Itoa(n)}, // want `n is written without zero padding in sort key "sk"`
	}})
}
