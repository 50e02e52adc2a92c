package keyseparator

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Key conditions: Query's KeyConditionExpression with its values, and the
// expression builder.

func query(ctx context.Context, c *dynamodb.Client, userID string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("orders"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "USER-" + userID}, // want `"USER-" \+ userID separates key parts with "-" in partition key "PK"`
			":sk": &types.AttributeValueMemberS{Value: "2024-"},          // ok: a constant prefix (a date) has no value to separate
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("orders"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "USER#" + userID}, // ok: the convention
			":sk": &types.AttributeValueMemberS{Value: "ORDER#"},         // ok: a constant
		},
	})
}

func builder(userID, orderID string) {
	_ = expression.Key("PK").Equal(expression.Value("USER:" + userID))  // want `"USER:" \+ userID separates key parts with ":" in partition key "PK"`
	_ = expression.Key("PK").Equal(expression.Value("USER#" + userID)). // ok: the convention
										And(expression.Key("SK").BeginsWith("ORDER#" + orderID)) // ok: the convention
}
