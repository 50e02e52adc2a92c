// Package statusindex keeps a status in an index's partition key, spelt in
// string literals: the writes say how many values it has.
package statusindex

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func setup(ctx context.Context, db *dynamodb.Client) {
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("watches"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("url"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("chat"), KeyType: types.KeyTypeRange},
		},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{
			{IndexName: aws.String("active-index"), KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("active"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("chat"), KeyType: types.KeyTypeRange},
			}},
			{IndexName: aws.String("queue-index"), KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("queued"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("chat"), KeyType: types.KeyTypeRange},
			}},
		},
	})
}

// Every watch is in one of two partitions of active-index: "N" when made,
// "Y" once its update activates it.
func create(ctx context.Context, db *dynamodb.Client, url string, chat int64) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("watches"),
		Item: map[string]types.AttributeValue{
			"url":    &types.AttributeValueMemberS{Value: url},
			"chat":   &types.AttributeValueMemberN{Value: strconv.FormatInt(chat, 10)},
			"active": &types.AttributeValueMemberS{Value: "N"}, // want `partition key "active" of index active-index is written only as "N" or "Y": every item lands in one of 2 partitions of the index`
		},
	})
	return err
}

func activate(ctx context.Context, db *dynamodb.Client, url string, chat int64) error {
	_, err := db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String("watches"),
		Key: map[string]types.AttributeValue{
			"url":  &types.AttributeValueMemberS{Value: url},
			"chat": &types.AttributeValueMemberN{Value: strconv.FormatInt(chat, 10)},
		},
		UpdateExpression: aws.String("SET active = :y"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":y": &types.AttributeValueMemberS{Value: "Y"}, // ok: the same design, reported once at its first write
		},
	})
	return err
}

// ok: a sparse index: the update that sets the second value also removes
// the attribute elsewhere, so the partitions hold what awaits handling.
func enqueue(ctx context.Context, db *dynamodb.Client, url string, chat int64) error {
	_, err := db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String("watches"),
		Key: map[string]types.AttributeValue{
			"url":  &types.AttributeValueMemberS{Value: url},
			"chat": &types.AttributeValueMemberN{Value: strconv.FormatInt(chat, 10)},
		},
		UpdateExpression: aws.String("SET queued = :q"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":q": &types.AttributeValueMemberS{Value: "high"},
		},
	})
	return err
}

func enqueueLow(ctx context.Context, db *dynamodb.Client, url string, chat int64) error {
	_, err := db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String("watches"),
		Key: map[string]types.AttributeValue{
			"url":  &types.AttributeValueMemberS{Value: url},
			"chat": &types.AttributeValueMemberN{Value: strconv.FormatInt(chat, 10)},
		},
		UpdateExpression: aws.String("SET queued = :q"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":q": &types.AttributeValueMemberS{Value: "low"},
		},
	})
	return err
}

func done(ctx context.Context, db *dynamodb.Client, url string, chat int64) error {
	_, err := db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String("watches"),
		Key: map[string]types.AttributeValue{
			"url":  &types.AttributeValueMemberS{Value: url},
			"chat": &types.AttributeValueMemberN{Value: strconv.FormatInt(chat, 10)},
		},
		UpdateExpression: aws.String("REMOVE queued"),
	})
	return err
}
