// Package percent is checked with -separator=% : a % must be doubled in a
// format string, and only there.
package percent

import (
	"context"
	"fmt"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func put(ctx context.Context, c *dynamodb.Client, userID, orderID string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("USER%s", userID)},               // want `prefix "USER" is glued to userID with no separator in partition key "PK"`
		"SK":     &types.AttributeValueMemberS{Value: fmt.Sprintf(`%s%s`, userID, orderID)},        // want `userID and orderID are glued together with no separator in sort key "SK"`
		"GSI1PK": &types.AttributeValueMemberS{Value: "USER" + userID},                             // want `prefix "USER" is glued to userID with no separator in partition key "GSI1PK" of index GSI1`
		"GSI1SK": &types.AttributeValueMemberS{Value: strings.Join([]string{userID, orderID}, "")}, // want `userID and orderID are glued together with no separator in sort key "GSI1SK" of index GSI1`
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("USER%%%s", userID)}, // ok: the format already writes the separator
		"SK": &types.AttributeValueMemberS{Value: userID + "%" + orderID},          // ok: the separator between the parts
	}})
}
