package pktimestamp

import (
	"context"
	"time"

	"pktimestamp/keys"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Reads of an hourly bucket: a design spelled by a helper of another
// package of the module is that package's (or its writer's) to report; the
// same design spelled here is reported at its first read.
func readHours(ctx context.Context, c *dynamodb.Client, at time.Time) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("metrics"),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: keys.HourPK(at)}, // ok: spelled in package keys
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("metrics"),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "HOUR#" + at.Format("2006-01-02T15")}, // want `partition key "PK" varies only by the hour at\.Format\("2006-01-02T15"\)`
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("metrics"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "HOUR#" + at.Format("2006-01-02T15")}, // ok: the same design, reported at its first read above
		},
	})
}
