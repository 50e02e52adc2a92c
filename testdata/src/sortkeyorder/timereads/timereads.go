package timereads

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A time is reported wherever it is written, unless the package's own
// queries of its partition show that it is only ever matched whole: then
// no two of its values are compared.

func putFixture(ctx context.Context, c *dynamodb.Client, league string, day time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("fixtures"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "LEAGUE#" + league},
		"SK": &types.AttributeValueMemberS{Value: day.Format("01/02/2006")}, // ok: every query of the partition matches the day whole
	}})
}

func fixtureOn(ctx context.Context, c *dynamodb.Client, league string, day time.Time) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("fixtures"),
		KeyConditionExpression: aws.String("PK = :pk AND SK = :day"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk":  &types.AttributeValueMemberS{Value: "LEAGUE#" + league},
			":day": &types.AttributeValueMemberS{Value: day.Format("01/02/2006")}, // ok: matched whole
		},
	})
}

func putResult(ctx context.Context, c *dynamodb.Client, league string, day time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("results"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "LEAGUE#" + league},
		"SK": &types.AttributeValueMemberS{Value: day.Format("01/02/2006")}, // want `day is written with layout "01/02/2006" in sort key "SK"`
	}})
}

func results(ctx context.Context, c *dynamodb.Client, league string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("results"),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "LEAGUE#" + league},
		},
	})
}

// A rate limit writes one row per hit under the caller's bucket, and only
// counts them: no query lists the rows, so their order is never read.
func recordHit(ctx context.Context, c *dynamodb.Client, bucket string, at time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("hits"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: bucket},
		"SK": &types.AttributeValueMemberS{Value: at.Format(time.RFC3339Nano)}, // ok: the partition is only counted
	}})
}

func countHits(ctx context.Context, c *dynamodb.Client, bucket string) (int, error) {
	out, err := c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("hits"),
		KeyConditionExpression: aws.String("PK = :b"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":b": &types.AttributeValueMemberS{Value: bucket},
		},
	})
	if err != nil {
		return 0, err
	}
	return int(out.Count), nil
}

// The same rows, also listed: the order is read.
func recordLogin(ctx context.Context, c *dynamodb.Client, user string, at time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("logins"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: user},
		"SK": &types.AttributeValueMemberS{Value: at.Format(time.RFC3339Nano)}, // want `at is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "SK"`
	}})
}

func logins(ctx context.Context, c *dynamodb.Client, user string) (int, []map[string]types.AttributeValue, error) {
	out, err := c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("logins"),
		KeyConditionExpression: aws.String("PK = :u"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":u": &types.AttributeValueMemberS{Value: user},
		},
	})
	if err != nil {
		return 0, nil, err
	}
	return int(out.Count), out.Items, nil
}
