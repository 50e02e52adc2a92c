// Package heldkeytwo declares two tables: an item written through a field
// may carry the other table's key as a reference, so a partial Key
// through the field is placed on neither.
package heldkeytwo

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func setup(ctx context.Context, c *dynamodb.Client) {
	c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("users"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("user_id"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("created_at"), KeyType: types.KeyTypeRange},
		},
	})
	c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("audit"),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("event"), KeyType: types.KeyTypeHash}},
	})
}

type Order struct {
	UserID    string `dynamodbav:"user_id"`
	CreatedAt string `dynamodbav:"created_at"`
	Total     int    `dynamodbav:"total"`
}

type orders struct {
	db    *dynamodb.Client
	table string
}

func (o *orders) put(ctx context.Context, x Order) error {
	item, err := attributevalue.MarshalMap(x)
	if err != nil {
		return err
	}
	_, err = o.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(o.table), Item: item})
	return err
}

func (o *orders) byUser(ctx context.Context, id string) error {
	_, err := o.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(o.table),
		Key:       map[string]types.AttributeValue{"user_id": &types.AttributeValueMemberS{Value: id}},
	})
	return err
}
