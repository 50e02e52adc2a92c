// Package designonce writes one constant partition from two places, and
// another constant partition from a third: each partition is one finding.
package designonce

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Feed struct{ c *dynamodb.Client }

func (f *Feed) Add(ctx context.Context, id string) {
	f.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("feed"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "FEED"}, // want `partition key "PK" is the constant "FEED"`
		"SK": &types.AttributeValueMemberS{Value: "RULE#" + id},
	}})
}

func (f *Feed) Restore(ctx context.Context, id string) {
	f.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("feed"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "FEED"}, // the same partition: related to the first
		"SK": &types.AttributeValueMemberS{Value: "RULE#" + id},
	}})
}

func (f *Feed) Archive(ctx context.Context, id string) {
	f.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("feed"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ARCHIVE"}, // want `partition key "PK" is the constant "ARCHIVE"`
		"SK": &types.AttributeValueMemberS{Value: "RULE#" + id},
	}})
}

func (f *Feed) Page(ctx context.Context, start map[string]types.AttributeValue) (*dynamodb.QueryOutput, error) {
	return f.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("feed"),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "FEED"},
		},
		ExclusiveStartKey: start,
	})
}

func (f *Feed) ArchivePage(ctx context.Context, start map[string]types.AttributeValue) (*dynamodb.QueryOutput, error) {
	return f.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("feed"),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "ARCHIVE"},
		},
		ExclusiveStartKey: start,
	})
}

// A day bucket written by two functions is one finding too.
func (f *Feed) log(ctx context.Context, id string, at time.Time) {
	f.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("feed"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "DAY#" + at.Format("2006-01-02")}, // want `partition key "PK" varies only by the date`
		"SK": &types.AttributeValueMemberS{Value: "LOG#" + id},
	}})
}

func (f *Feed) relog(ctx context.Context, id string, at time.Time) {
	f.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("feed"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "DAY#" + at.Format("2006-01-02")}, // the same partition: related to the first
		"SK": &types.AttributeValueMemberS{Value: "LOG#" + id},
	}})
}
