// Package store is a repository: it writes documents and queries their
// name index only by whole name, and lists its runs index in order.
package store

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var docs = &dynamodb.CreateTableInput{
	TableName: aws.String("docs"),
	KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("id"), KeyType: types.KeyTypeHash}},
	GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{
		{IndexName: aws.String("account-name-index"), KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("account"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("name"), KeyType: types.KeyTypeRange},
		}},
		{IndexName: aws.String("account-run-index"), KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("account"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("run"), KeyType: types.KeyTypeRange},
		}},
	},
}

type Store struct{ c *dynamodb.Client }

func (s *Store) Put(ctx context.Context, id, account, name string) error {
	_, err := s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("docs"), Item: map[string]types.AttributeValue{
		"id":      &types.AttributeValueMemberS{Value: id},
		"account": &types.AttributeValueMemberS{Value: account},
		"name":    &types.AttributeValueMemberS{Value: name},
	}})
	return err
}

func (s *Store) ByName(ctx context.Context, account, name string) (*dynamodb.QueryOutput, error) {
	return s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("docs"),
		IndexName:              aws.String("account-name-index"),
		KeyConditionExpression: aws.String("account = :a AND #n = :n"),
		ExpressionAttributeNames: map[string]string{"#n": "name"},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":a": &types.AttributeValueMemberS{Value: account},
			":n": &types.AttributeValueMemberS{Value: name},
		},
	})
}

func (s *Store) PutRun(ctx context.Context, id, account, run string) error {
	_, err := s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("docs"), Item: map[string]types.AttributeValue{
		"id":      &types.AttributeValueMemberS{Value: id},
		"account": &types.AttributeValueMemberS{Value: account},
		"run":     &types.AttributeValueMemberS{Value: run},
	}})
	return err
}

func (s *Store) Runs(ctx context.Context, account string) (*dynamodb.QueryOutput, error) {
	return s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("docs"),
		IndexName:              aws.String("account-run-index"),
		KeyConditionExpression: aws.String("account = :a"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":a": &types.AttributeValueMemberS{Value: account},
		},
	})
}
