// Package semantic has tables whose key attributes are named for what they
// hold (from .ddblint.yml and from a CreateTableInput): each holds one entity
// type, so its bare ids are fine. A table declared with generic names is
// still checked.
package semantic

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func create(ctx context.Context, c *dynamodb.Client) {
	c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("users"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("userId"), KeyType: types.KeyTypeHash},
		},
	})
}

func writes(ctx context.Context, c *dynamodb.Client, userID, customerID, orderID, shard, eventID string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("users"),
		Item: map[string]types.AttributeValue{
			"userId": &types.AttributeValueMemberS{Value: userID}, // ok: a semantic key name from CreateTableInput
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"customerId": &types.AttributeValueMemberS{Value: customerID}, // ok: a semantic key name from tables:
			"orderId":    &types.AttributeValueMemberS{Value: orderID},    // ok: a semantic key name from tables:
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		Item: map[string]types.AttributeValue{
			"shard_id": &types.AttributeValueMemberS{Value: shard}, // ok: a semantic key name from keys:
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("events"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: eventID},            // want `eventID is a bare value with no entity-type prefix in partition key "PK"`
			"SK": &types.AttributeValueMemberS{Value: "EVENT#" + eventID}, // ok: a type prefix
		},
	})
}
