// Package updatefit names its tables from fields set at run time, so a
// request is matched to its declaration by the attributes of its Key: an
// UpdateItem that SETs an index key writes into the item that Key names.
package updatefit

import (
	"context"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// The declarations name their tables by constants the requests never use.
func setup(ctx context.Context, db *dynamodb.Client) {
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("prod-connections"),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("connection_id"), KeyType: types.KeyTypeHash}},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{IndexName: aws.String("pk-index"), KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("pk"), KeyType: types.KeyTypeHash},
		}}},
	})
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("prod-sessions"),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("session_id"), KeyType: types.KeyTypeHash}},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{IndexName: aws.String("kind-index"), KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("kind"), KeyType: types.KeyTypeHash},
		}}},
	})
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("prod-archive"),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("session_id"), KeyType: types.KeyTypeHash}},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{IndexName: aws.String("day-index"), KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("kind"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("day"), KeyType: types.KeyTypeRange},
		}}},
	})
}

type Store struct {
	DB          *dynamodb.Client
	Connections string
	Sessions    string
}

// Every live connection under one partition of the hash-only pk-index,
// and each expires: the set keeps arriving.
func (s *Store) Connect(ctx context.Context, id string) error {
	key, err := attributevalue.MarshalMap(map[string]string{"connection_id": id})
	if err != nil {
		return err
	}
	_, err = s.DB.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                aws.String(s.Connections),
		Key:                      key,
		UpdateExpression:         aws.String("SET pk = :pk, #ttl = :ttl"),
		ExpressionAttributeNames: map[string]string{"#ttl": "ttl"},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk":  &types.AttributeValueMemberS{Value: "connections"}, // want `partition key "pk" of index pk-index is the constant "connections" while partition key "connection_id" varies: .*its items expire \(attribute "ttl"\)`
			":ttl": &types.AttributeValueMemberN{Value: fmt.Sprint(time.Now().Add(24 * time.Hour).Unix())},
		},
	})
	return err
}

// ok: the same constant with no sign that the set grows is the review
// tier's question (pkconstant), not this rule's.
func (s *Store) Mark(ctx context.Context, id string) error {
	key, err := attributevalue.MarshalMap(map[string]string{"connection_id": id})
	if err != nil {
		return err
	}
	_, err = s.DB.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:        aws.String(s.Connections),
		Key:              key,
		UpdateExpression: aws.String("SET pk = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "connections"},
		},
	})
	return err
}

// ok: a session_id Key fits the sessions and the archive alike, and only
// the archive's index on kind has a sort key: which table the update
// writes is not proven, so neither index is judged.
func (s *Store) Open(ctx context.Context, id string) error {
	key, err := attributevalue.MarshalMap(map[string]string{"session_id": id})
	if err != nil {
		return err
	}
	_, err = s.DB.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                aws.String(s.Sessions),
		Key:                      key,
		UpdateExpression:         aws.String("SET kind = :k, #ttl = :ttl"),
		ExpressionAttributeNames: map[string]string{"#ttl": "ttl"},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":k":   &types.AttributeValueMemberS{Value: "web"},
			":ttl": &types.AttributeValueMemberN{Value: fmt.Sprint(time.Now().Add(time.Hour).Unix())},
		},
	})
	return err
}
