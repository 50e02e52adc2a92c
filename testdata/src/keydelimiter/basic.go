package keydelimiter

import (
	"context"
	"fmt"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func put(ctx context.Context, c *dynamodb.Client, userID, orderID string, n int) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER" + userID},                      // want `prefix "USER" is glued to userID with no separator in partition key "PK"`
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s%s", userID, orderID)}, // want `userID and orderID are glued together with no separator in sort key "SK"`
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "USER#" + userID},                        // good: separator
		"SK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("%s%010d", orderID, n)},      // good: fixed-width number
		"GSI1PK": &types.AttributeValueMemberS{Value: userID},                                  // good: one part
		"GSI1SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER%s", strconv.Itoa(n))}, // want `prefix "ORDER" is glued to n with no separator in sort key "GSI1SK" of index GSI1`
	}})
}
