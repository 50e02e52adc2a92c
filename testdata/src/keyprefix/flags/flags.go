// Package flags is checked with -pk=tenant_id and -sk=orders:orderId.
package flags

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func writes(ctx context.Context, c *dynamodb.Client, tenantID, orderID string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"tenant_id": &types.AttributeValueMemberS{Value: tenantID}, // ok: a semantic key name from -pk
			"orderId":   &types.AttributeValueMemberS{Value: orderID},  // ok: a semantic key name from -sk
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("app"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: tenantID}, // want `tenantID is a bare value with no entity-type prefix in partition key "PK"`
		},
	})
}
