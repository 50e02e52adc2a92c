// Package separator is checked with -separator=| : the fixes insert it.
package separator

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func put(ctx context.Context, c *dynamodb.Client, userID, orderID string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "USER" + userID},                      // want `prefix "USER" is glued to userID with no separator in partition key "PK"`
		"SK":     &types.AttributeValueMemberS{Value: userID + orderID},                     // want `userID and orderID are glued together with no separator in sort key "SK"`
		"GSI1PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s%s", userID, orderID)}, // want `userID and orderID are glued together with no separator in partition key "GSI1PK" of index GSI1`
		"GSI1SK": &types.AttributeValueMemberS{Value: userID + "PROFILE"},                   // want `userID is glued to suffix "PROFILE" with no separator in sort key "GSI1SK" of index GSI1`
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "USER|" + userID},                      // ok: the literal ends in the configured separator
		"SK":     &types.AttributeValueMemberS{Value: userID + "|" + orderID},                // ok: the configured separator between the parts
		"GSI1PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s#%s", userID, orderID)}, // ok: any delimiter marks the joint, not only the configured one
		"GSI1SK": &types.AttributeValueMemberS{Value: userID + "|PROFILE"},                   // ok: the suffix starts with the configured separator
	}})
}
