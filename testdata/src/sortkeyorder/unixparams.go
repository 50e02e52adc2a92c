package sortkeyorder

import (
	"context"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A helper's integer parameter is a Unix time when every call of the
// (unexported, only called) helper passes one of the same unit.

func expireBefore(ctx context.Context, c *dynamodb.Client, cutoff int64) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("queue"),
		KeyConditionExpression: aws.String("PK = :pk AND SK <= :c"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "Q#" + "main"},
			":c":  &types.AttributeValueMemberS{Value: fmt.Sprintf("%d#", cutoff)}, // ok: every call passes Unix seconds
		},
	})
}

func stampAt(ctx context.Context, c *dynamodb.Client, id string, at int64) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("queue"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "Q#" + id},
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%d", at)}, // want `at is written without zero padding in sort key "SK"`
	}})
}

func slotAt(ctx context.Context, c *dynamodb.Client, id string, at int64) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("queue"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "S#" + id},
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%d", at)}, // want `at is written without zero padding in sort key "SK"`
	}})
}

// MarkAt is exported: callers in other packages may pass anything.
func MarkAt(ctx context.Context, c *dynamodb.Client, id string, at int64) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("queue"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "M#" + id},
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%d", at)}, // want `at is written without zero padding in sort key "SK"`
	}})
}

func sweepers(ctx context.Context, c *dynamodb.Client, n int64) {
	now := time.Now()
	cutoff := now.Add(-time.Hour).Unix()
	expireBefore(ctx, c, cutoff)
	expireBefore(ctx, c, now.Unix())

	stampAt(ctx, c, "a", now.Unix())
	stampAt(ctx, c, "b", n) // a plain number: the parameter is not a Unix time

	hold := slotAt // used as a value: callers may be hidden
	hold(ctx, c, "c", now.Unix())
	slotAt(ctx, c, "d", now.Unix())

	MarkAt(ctx, c, "e", now.Unix())
}

// tickAt passes its own parameter on, scaled: its calls are read once,
// without asking about the parameter again while they are read.
func tickAt(ctx context.Context, c *dynamodb.Client, at int64, depth int) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("queue"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "T#main"},
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%d", at)}, // want `at is written without zero padding in sort key "SK"`
	}})
	if depth > 0 {
		tickAt(ctx, c, at*1000, depth-1)
	}
}

func ticks(ctx context.Context, c *dynamodb.Client) {
	tickAt(ctx, c, time.Now().Unix(), 1)
}
