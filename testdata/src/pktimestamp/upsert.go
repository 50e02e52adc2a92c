package pktimestamp

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A daily counter bumped by UpdateItem: ADD (or SET with if_not_exists)
// and no condition creates the day's item on its first bump, so the key is
// where the day's items are written, whatever the day's origin.

func tallyKey(day string) map[string]types.AttributeValue {
	return map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "HITS#" + day}, // want `partition key "PK" varies only by the date day`
		"SK": &types.AttributeValueMemberS{Value: "TOTAL"},
	}
}

func bumpHits(ctx context.Context, c *dynamodb.Client, day string) {
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String("stats"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "VISITS#" + day}, // want `partition key "PK" varies only by the date day: all of a day's writes land in one hot partition`
			"SK": &types.AttributeValueMemberS{Value: "TOTAL"},
		},
		UpdateExpression:          aws.String("ADD visits :one"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":one": &types.AttributeValueMemberN{Value: "1"}},
	})
}

func bumpThroughKeyHelper(ctx context.Context, c *dynamodb.Client, day, attr string) {
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:        aws.String("stats"),
		Key:              tallyKey(day), // the helper's key is reported where it is built
		UpdateExpression: aws.String("ADD " + attr + " :one SET expires = if_not_exists(expires, :ttl)"),
	})
}

func firstSeen(ctx context.Context, c *dynamodb.Client, month string) {
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String("stats"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "SEEN#" + month}, // want `partition key "PK" varies only by month: all of a month's writes`
			"SK": &types.AttributeValueMemberS{Value: "FIRST"},
		},
		UpdateExpression: aws.String("SET firstAt = if_not_exists(firstAt, :now)"),
	})
}

func renameFilm(ctx context.Context, c *dynamodb.Client, year, title string) {
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String("films"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "RELEASED#" + year}, // ok: a SET of an existing film, the year passed on
			"SK": &types.AttributeValueMemberS{Value: title},
		},
		UpdateExpression: aws.String("SET title = :t"),
	})
}

func bumpExisting(ctx context.Context, c *dynamodb.Client, day string) {
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String("stats"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "CLICKS#" + day}, // ok: the condition requires the item, so the update creates nothing
			"SK": &types.AttributeValueMemberS{Value: "TOTAL"},
		},
		UpdateExpression:    aws.String("ADD clicks :one"),
		ConditionExpression: aws.String("attribute_exists(PK)"),
	})
}
