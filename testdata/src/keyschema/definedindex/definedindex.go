// Package definedindex queries indexes of tables whose names come from the
// environment. A table declares only the attributes its keys and its
// indexes' keys use: a query keyed on an attribute one declared table
// defines is that table's, and an index it does not declare is missing.
package definedindex

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func setup(ctx context.Context, c *dynamodb.Client) {
	c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("tasks"),
		AttributeDefinitions: []types.AttributeDefinition{
			{AttributeName: aws.String("PK"), AttributeType: types.ScalarAttributeTypeS},
			{AttributeName: aws.String("SK"), AttributeType: types.ScalarAttributeTypeS},
			{AttributeName: aws.String("owner"), AttributeType: types.ScalarAttributeTypeS},
			{AttributeName: aws.String("status"), AttributeType: types.ScalarAttributeTypeS},
		},
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("SK"), KeyType: types.KeyTypeRange},
		},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{
			IndexName: aws.String("ByOwner"),
			KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("owner"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("status"), KeyType: types.KeyTypeRange},
			},
		}},
	})
	c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("users"),
		AttributeDefinitions: []types.AttributeDefinition{
			{AttributeName: aws.String("PK"), AttributeType: types.ScalarAttributeTypeS},
			{AttributeName: aws.String("email"), AttributeType: types.ScalarAttributeTypeS},
		},
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
		},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{
			IndexName: aws.String("ByEmail"),
			KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("email"), KeyType: types.KeyTypeHash},
			},
		}},
	})
}

func byStatus(ctx context.Context, c *dynamodb.Client) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(os.Getenv("TABLE")),
		IndexName:              aws.String("ByStatus"), // want `Query queries index "ByStatus", which table "tasks" does not have \(it declares "ByOwner"; the table whose declared attributes are the query's keys "status"\)`
		KeyConditionExpression: aws.String("status = :v"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":v": &types.AttributeValueMemberS{Value: "OPEN"},
		},
	})
}

func byOwner(ctx context.Context, c *dynamodb.Client) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(os.Getenv("TABLE")),
		IndexName:              aws.String("ByOwner"), // ok: tasks declares it
		KeyConditionExpression: aws.String("owner = :v"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":v": &types.AttributeValueMemberS{Value: "ann"},
		},
	})
}

func byPK(ctx context.Context, c *dynamodb.Client) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(os.Getenv("TABLE")),
		IndexName:              aws.String("ByParent"), // ok: both tables define PK, which one is not known
		KeyConditionExpression: aws.String("PK = :v"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":v": &types.AttributeValueMemberS{Value: "p"},
		},
	})
}

func byNickname(ctx context.Context, c *dynamodb.Client) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(os.Getenv("TABLE")),
		IndexName:              aws.String("ByNickname"), // ok: no declared table defines nickname: another table's
		KeyConditionExpression: aws.String("nickname = :v"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":v": &types.AttributeValueMemberS{Value: "n"},
		},
	})
}

// A builder condition set in two branches: the equality both branches
// have places the query on tasks.
func byStatusTitle(ctx context.Context, c *dynamodb.Client, prefix string) {
	var cond expression.KeyConditionBuilder
	if prefix != "" {
		cond = expression.KeyAnd(expression.Key("status").Equal(expression.Value("OPEN")), expression.Key("title").BeginsWith(prefix))
	} else {
		cond = expression.Key("status").Equal(expression.Value("OPEN"))
	}
	expr, _ := expression.NewBuilder().WithKeyCondition(cond).Build()
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String(os.Getenv("TABLE")),
		IndexName:                 aws.String("ByStatusTitle"), // want `Query queries index "ByStatusTitle", which table "tasks" does not have \(it declares "ByOwner"; the table whose declared attributes are the query's keys "status"\)`
		KeyConditionExpression:    expr.KeyCondition(),
		ExpressionAttributeNames:  expr.Names(),
		ExpressionAttributeValues: expr.Values(),
	})
}
