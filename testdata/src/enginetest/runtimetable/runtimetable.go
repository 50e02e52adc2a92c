// Package runtimetable declares its table under a name known only at run
// time: the table's key schema still tells which attributes are keys, and
// a request that reads its name from the same variable is that table's.
package runtimetable

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var tableName = os.Getenv("TABLE")

func create(ctx context.Context, c *dynamodb.Client) {
	c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String(tableName),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("TenantKey"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("ItemKey"), KeyType: types.KeyTypeRange},
		},
	})
}

func put(ctx context.Context, c *dynamodb.Client, tenant, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(tableName),
		Item: map[string]types.AttributeValue{
			"TenantKey": &types.AttributeValueMemberS{Value: "T#" + tenant}, // want `PutItem write aws.String\(tableName\) TenantKey partition key = T#<string:tenant>`
			"ItemKey":   &types.AttributeValueMemberS{Value: "I#" + id},     // want `PutItem write aws.String\(tableName\) ItemKey sort key = I#<string:id>`
			"title":     &types.AttributeValueMemberS{Value: id},
		},
	})
}
