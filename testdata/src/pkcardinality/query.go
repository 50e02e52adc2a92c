package pkcardinality

import (
	"context"
	"strings"

	"pkcardinality/keys"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func queries(ctx context.Context, c *dynamodb.Client, orderStatus, orderID, customerID string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("orders"),
		IndexName:              aws.String("GSI1"),
		KeyConditionExpression: aws.String("GSI1PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "STATUS#" + orderStatus}, // want `partition key "GSI1PK" of index GSI1 takes its only varying part from orderStatus, whose name says it has few possible values`
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("orders"),
		IndexName:              aws.String("GSI1"),
		KeyConditionExpression: aws.String("GSI1PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "STATUS#" + orderStatus + "#CUSTOMER#" + customerID}, // ok: a customer id alongside the status
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "STATUS#" + orderStatus}, // want `partition key "PK" takes its only varying part from orderStatus`
			":sk": &types.AttributeValueMemberS{Value: "ORDER#"},
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		KeyConditionExpression: aws.String("PK = :pk AND SK = :sk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "STATUS#" + orderStatus}, // ok: one row per status, found by its whole key
			":sk": &types.AttributeValueMemberS{Value: "SUMMARY"},
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: keys.AllProducts}, // ok: a Query of the constant partition is a read
			":sk": &types.AttributeValueMemberS{Value: "PRODUCT#"},
		},
	})
}

func builders(s keys.Status, order_status, region, userID string) {
	_ = expression.Key("GSI1PK").Equal(expression.Value("STATUS#" + string(s))). // want `partition key "GSI1PK" of index GSI1 takes its only varying part from s, which has 3 possible values`
											And(expression.Key("GSI1SK").BeginsWith("ORDER#"))
	_ = expression.Key("GSI1PK").Equal(expression.Value("USER#" + userID)). // ok: a user id
										And(expression.Key("GSI1SK").BeginsWith("ORDER#"))
	_ = expression.KeyEqual(expression.Key("PK"), expression.Value(order_status)) // want `partition key "PK" takes its only varying part from order_status, whose name says it has few possible values`

	_ = expression.Set(expression.Name("GSI2PK"), expression.Value(strings.Join([]string{"REGION", region}, "#")))         // want `partition key "GSI2PK" of index GSI2 takes its only varying part from region, whose name says it has few possible values`
	_ = expression.Set(expression.Name("GSI2PK"), expression.Value(strings.Join([]string{"REGION", region, userID}, "#"))) // ok: a user id alongside the region
}
