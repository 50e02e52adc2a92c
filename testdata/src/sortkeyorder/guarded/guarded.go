// Package guarded formats its sort keys' times in helpers that guard the
// zero time first: a guard that returns "" builds no key (DynamoDB takes
// no empty key), so the helper's key is the one its other return builds.
package guarded

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func timeKey(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339Nano)
}

// Two returns that both build keys: no one template.
func stampOr(t time.Time) string {
	if t.IsZero() {
		return "NONE"
	}
	return t.UTC().Format(time.RFC3339Nano)
}

type Store struct{ c *dynamodb.Client }

func (s *Store) Comment(ctx context.Context, task, id string, at time.Time) {
	s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("tasks"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TASK#" + task},
		"SK": &types.AttributeValueMemberS{Value: "COMMENT#" + timeKey(at) + "#" + id}, // want `t.UTC\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "SK"`
	}})
}

func (s *Store) Note(ctx context.Context, task, id string, at time.Time) {
	s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("tasks"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TASK#" + task},
		"SK": &types.AttributeValueMemberS{Value: "NOTE#" + stampOr(at) + "#" + id}, // ok: stampOr has two keys, no one template
	}})
}

func (s *Store) Thread(ctx context.Context, task string) {
	s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("tasks"),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "TASK#" + task},
		},
	})
}
