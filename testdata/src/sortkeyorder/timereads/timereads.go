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
