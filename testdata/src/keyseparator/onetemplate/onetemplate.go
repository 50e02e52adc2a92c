// Package onetemplate writes one partition key template, queue|client, from
// a helper called at four places, and a sort key of another attribute
// joined with "-": one template is no convention, however often it is
// written.
package onetemplate

import (
	"context"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type queue struct {
	name, client string
}

func (q *queue) partition() string { return q.name + "|" + q.client }

func (q *queue) Push(ctx context.Context, c *dynamodb.Client, body, nonce string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":   &types.AttributeValueMemberS{Value: q.partition()},
		"SK":   &types.AttributeValueMemberS{Value: strconv.FormatInt(time.Now().UnixNano(), 10) + "-" + nonce}, // ok: no convention
		"body": &types.AttributeValueMemberS{Value: body},
	}})
}

func (q *queue) Poll(ctx context.Context, c *dynamodb.Client) {
	c.Query(ctx, &dynamodb.QueryInput{KeyConditionExpression: ptr("PK = :pk"), ExpressionAttributeValues: map[string]types.AttributeValue{
		":pk": &types.AttributeValueMemberS{Value: q.partition()},
	}})
}

func (q *queue) Purge(ctx context.Context, c *dynamodb.Client, sk string) {
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: q.partition()},
		"SK": &types.AttributeValueMemberS{Value: sk},
	}})
}

func (q *queue) Count(ctx context.Context, c *dynamodb.Client) {
	c.Query(ctx, &dynamodb.QueryInput{KeyConditionExpression: ptr("PK = :pk"), ExpressionAttributeValues: map[string]types.AttributeValue{
		":pk": &types.AttributeValueMemberS{Value: q.partition()},
	}})
}

func ptr(s string) *string { return &s }
