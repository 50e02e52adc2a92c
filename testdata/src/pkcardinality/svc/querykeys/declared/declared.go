// Package declared writes to a table it declares, and queries an index
// the declaration does not have.
package declared

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// The tickets table is declared, with no index keyed by status: the
// declaration is the truth, whatever the query (of an index it does not
// declare) says.
func setupTickets(ctx context.Context, c *dynamodb.Client) {
	c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("tickets"),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash}},
	})
}

func openTicket(ctx context.Context, c *dynamodb.Client, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("tickets"), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: id},
		"status": &types.AttributeValueMemberS{Value: "open"}, // ok: the declared tickets table has no index keyed by status
	}})
}

func openTickets(ctx context.Context, c *dynamodb.Client) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("tickets"),
		IndexName:                 aws.String("ByStatus"),
		KeyConditionExpression:    aws.String("status = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":s": &types.AttributeValueMemberS{Value: "open"}},
	})
}
