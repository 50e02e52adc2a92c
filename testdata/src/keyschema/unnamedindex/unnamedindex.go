// Package unnamedindex queries an index of a table whose name comes from
// the environment: the one declared table with an index of that name
// holds the query's key condition to the index's keys when the condition
// names them in other letter case only.
package unnamedindex

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	v1aws "github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
)

func setup(ctx context.Context, c *dynamodb.Client) {
	c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("tasks"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("SK"), KeyType: types.KeyTypeRange},
		},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{
			IndexName: aws.String("GSI1"),
			KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("GSI1_PK"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("GSI1_SK"), KeyType: types.KeyTypeRange},
			},
		}},
	})
}

func byAssignee(ctx context.Context, c *dynamodb.Client, user string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(os.Getenv("TABLE")),
		IndexName:              aws.String("GSI1"),
		KeyConditionExpression: aws.String("gsi1_pk = :pk"), // want `the key condition of Query has attribute "gsi1_pk" where index "GSI1" of table "tasks", the one declared table with that index, has partition key "GSI1_PK": names are case-sensitive`
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "USER#" + user},
		},
	})
}

func byAssigneeRight(ctx context.Context, c *dynamodb.Client, user string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(os.Getenv("TABLE")),
		IndexName:              aws.String("GSI1"),
		KeyConditionExpression: aws.String("GSI1_PK = :pk"), // ok: the index's key as declared
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "USER#" + user},
		},
	})
}

func byOther(ctx context.Context, c *dynamodb.Client, user string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(os.Getenv("TABLE")),
		IndexName:              aws.String("GSI9"),
		KeyConditionExpression: aws.String("gsi1_pk = :pk"), // ok: no declared table has that index
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "USER#" + user},
		},
	})
}

func byAssigneeV1(svc *v1.DynamoDB, user string) {
	svc.Query(&v1.QueryInput{
		TableName:              v1aws.String(os.Getenv("TABLE")),
		IndexName:              v1aws.String("GSI1"),
		KeyConditionExpression: v1aws.String("gsi1_pk = :pk"), // want `the key condition of Query has attribute "gsi1_pk" where index "GSI1"`
		ExpressionAttributeValues: map[string]*v1.AttributeValue{
			":pk": {S: v1aws.String("USER#" + user)},
		},
	})
}
