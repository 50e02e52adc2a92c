// Package recvkeys builds keys with methods of id types, of this package
// and of another: each call binds its receiver as a helper's argument.
package recvkeys

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"enginetest/recvkeys/ids"
)

type userID string

func (u userID) key() string { return "USER#" + string(u) }

func put(ctx context.Context, c *dynamodb.Client, order ids.OrderID, user string, n int) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: order.PK()},           // want `PutItem write orders PK partition key = ORDER#<string:order>`
		"SK":     &types.AttributeValueMemberS{Value: order.Line(n)},        // want `PutItem write orders SK sort key = LINE#<string:order>#<int:n pad=3>`
		"GSI1PK": &types.AttributeValueMemberS{Value: ids.Area("eu").Key()}, // want `PutItem write orders GSI1PK partition key GSI1 = AREA#eu`
		"GSI1SK": &types.AttributeValueMemberS{Value: userID(user).key()},   // want `PutItem write orders GSI1SK sort key GSI1 = USER#<string:user>`
		"GSI2PK": &types.AttributeValueMemberS{Value: order.Raw()},          // want `PutItem write orders GSI2PK partition key GSI2 = <opaque:Raw>`
	}})
}
