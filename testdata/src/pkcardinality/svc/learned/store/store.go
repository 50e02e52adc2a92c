// Package store writes and reads users in a table no schema in sight
// declares: its queries and Key maps are all that says which attributes
// are keys.
package store

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var usersTable = os.Getenv("USERS_TABLE")

type User struct {
	UserID   string `dynamodbav:"userId"`
	Name     string `dynamodbav:"name"`
	Board    string `dynamodbav:"board"`
	Level    int    `dynamodbav:"level"`
	Nickname string `dynamodbav:"nickname"`
}

type Store struct{ c *dynamodb.Client }

// Put writes the user it is given: its callers' items are judged with
// what this package knows of the table.
func (s *Store) Put(ctx context.Context, u User) error {
	item, err := attributevalue.MarshalMap(u)
	if err != nil {
		return err
	}
	_, err = s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(usersTable), Item: item})
	return err
}

func (s *Store) Get(ctx context.Context, id string) (*dynamodb.GetItemOutput, error) {
	return s.c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(usersTable),
		Key:       map[string]types.AttributeValue{"userId": &types.AttributeValueMemberS{Value: id}},
	})
}

func (s *Store) Leaders(ctx context.Context, board string) (*dynamodb.QueryOutput, error) {
	return s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String(usersTable),
		IndexName:                 aws.String("BoardLevel"),
		KeyConditionExpression:    aws.String("board = :b"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":b": &types.AttributeValueMemberS{Value: board}},
		ScanIndexForward:          aws.Bool(false),
	})
}
