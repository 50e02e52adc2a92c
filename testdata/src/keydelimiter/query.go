package keydelimiter

import (
	"context"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"keydelimiter/keys"
)

// Key conditions: Query's KeyConditionExpression with its values, and the
// expression builder.

func query(ctx context.Context, c *dynamodb.Client, userID, orderID string, day time.Time) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("orders"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "USER" + userID},                    // want `prefix "USER" is glued to userID with no separator in partition key "PK"`
			":sk": &types.AttributeValueMemberS{Value: orderID + day.Format(time.RFC3339)}, // want `orderID and day are glued together with no separator in sort key "SK"`
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("orders"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "USER#" + userID},                 // ok: the literal ends in the separator
			":sk": &types.AttributeValueMemberS{Value: orderID + day.Format("20060102")}, // ok: a fixed-width date ends where it must
		},
	})
}

func builder(userID, orderID string) {
	_ = expression.Key("PK").Equal(expression.Value(userID + orderID)). // want `userID and orderID are glued together with no separator in partition key "PK"`
										And(expression.Key("SK").BeginsWith(fmt.Sprintf("ORDER%s", orderID))) // want `prefix "ORDER" is glued to orderID with no separator in sort key "SK"`
	_ = expression.Key("PK").Equal(expression.Value(keys.UserPrefix + userID)). // ok: a constant of another package that ends in the separator
											And(expression.Key("SK").BeginsWith(fmt.Sprintf("%s%s", keys.UserPrefix, orderID))) // ok: the same constant through Sprintf
	_ = expression.KeyEqual(expression.Key("GSI1PK"), expression.Value(keys.OrderTag+orderID)) // want `prefix "ORDER" is glued to orderID with no separator in partition key "GSI1PK" of index GSI1`
}
