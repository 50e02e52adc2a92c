// Package twotables: two declared tables disagree on what SK keys, so an
// item for a table the code does not name has SK only as the role they
// agree on (the tables' sort key), not as an index's partition key.
package twotables

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func Create(ctx context.Context, c *dynamodb.Client) error {
	keys := []types.KeySchemaElement{
		{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
		{AttributeName: aws.String("SK"), KeyType: types.KeyTypeRange},
	}
	if _, err := c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("tickets"),
		KeySchema: keys,
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{
			IndexName: aws.String("ByDue"),
			KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("SK"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("Due"), KeyType: types.KeyTypeRange},
			},
		}},
	}); err != nil {
		return err
	}
	_, err := c.CreateTable(ctx, &dynamodb.CreateTableInput{TableName: aws.String("archive"), KeySchema: keys})
	return err
}

type ticket struct {
	PK  string
	SK  string
	Due time.Time
}

// ok: the table is a parameter, and in "archive" SK keys no index.
func Put(ctx context.Context, c *dynamodb.Client, table, id string, due time.Time) error {
	item, err := attributevalue.MarshalMap(ticket{PK: "TICKET#" + id, SK: "#OPEN", Due: due})
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: item})
	return err
}
