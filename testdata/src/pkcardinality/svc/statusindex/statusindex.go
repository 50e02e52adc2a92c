// Package statusindex keeps a status in an index's partition key, spelt in
// string literals: the writes say how many values it has.
package statusindex

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
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

// aws-sdk-go v1: the same status index on another table.
func setupV1(db *v1.DynamoDB) {
	db.CreateTable(&v1.CreateTableInput{
		TableName: aws.String("jobs"),
		KeySchema: []*v1.KeySchemaElement{{AttributeName: aws.String("id"), KeyType: aws.String("HASH")}},
		GlobalSecondaryIndexes: []*v1.GlobalSecondaryIndex{{IndexName: aws.String("state-index"), KeySchema: []*v1.KeySchemaElement{
			{AttributeName: aws.String("state"), KeyType: aws.String("HASH")},
			{AttributeName: aws.String("id"), KeyType: aws.String("RANGE")},
		}}},
	})
}

func submitJob(db *v1.DynamoDB, id string) {
	db.PutItem(&v1.PutItemInput{
		TableName: aws.String("jobs"),
		Item: map[string]*v1.AttributeValue{
			"id":    {S: aws.String(id)},
			"state": {S: aws.String("queued")}, // want `partition key "state" of index state-index is written only as "done" or "queued"`
		},
	})
}

func finishJob(db *v1.DynamoDB, id string) {
	db.UpdateItem(&v1.UpdateItemInput{
		TableName:                 aws.String("jobs"),
		Key:                       map[string]*v1.AttributeValue{"id": {S: aws.String(id)}},
		UpdateExpression:          aws.String("SET #s = :s"),
		ExpressionAttributeNames:  map[string]*string{"#s": aws.String("state")},
		ExpressionAttributeValues: map[string]*v1.AttributeValue{":s": {S: aws.String("done")}},
	})
}
