// Package heldkey keeps its table's name in a field set from
// configuration; the one table it declares is keyed id and created_at,
// and the items it writes through the field carry both.
package heldkey

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func setup(ctx context.Context, c *dynamodb.Client) {
	c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("pipelines"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("id"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("created_at"), KeyType: types.KeyTypeRange},
		},
	})
}

type Pipeline struct {
	ID        string    `dynamodbav:"id"`
	CreatedAt time.Time `dynamodbav:"created_at"`
	Name      string    `dynamodbav:"name"`
}

type store struct {
	db    *dynamodb.Client
	table string
}

func (s *store) put(ctx context.Context, p Pipeline) error {
	item, err := attributevalue.MarshalMap(p)
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.table), Item: item})
	return err
}

func (s *store) get(ctx context.Context, id string) error {
	_, err := s.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(s.table),
		Key: map[string]types.AttributeValue{ // want `the Key of GetItem on table "pipelines" lacks sort key "created_at"`
			"id": &types.AttributeValueMemberS{Value: id},
		},
	})
	return err
}

// ok: the whole key.
func (s *store) del(ctx context.Context, id, at string) error {
	_, err := s.db.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String(s.table),
		Key: map[string]types.AttributeValue{
			"id":         &types.AttributeValueMemberS{Value: id},
			"created_at": &types.AttributeValueMemberS{Value: at},
		},
	})
	return err
}

// A second holder whose items carry only id: its table is not known to
// be the pipelines table, and its Key is not judged.
type cache struct {
	db    *dynamodb.Client
	table string
}

type entry struct {
	ID   string `dynamodbav:"id"`
	Data string `dynamodbav:"data"`
}

func (c *cache) put(ctx context.Context, e entry) error {
	item, err := attributevalue.MarshalMap(e)
	if err != nil {
		return err
	}
	_, err = c.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(c.table), Item: item})
	return err
}

func (c *cache) get(ctx context.Context, id string) error {
	_, err := c.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(c.table),
		Key:       map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
	})
	return err
}
