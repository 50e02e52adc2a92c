package pkcardinality

import (
	"context"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Regression: time.Duration counted as an 8-value enum (its unit constants
// Nanosecond…Hour and two unexported bounds), so "TTL#" + ttl.String() was
// reported as having 8 possible values. Of package time only Month and
// Weekday are enums.

func regressDuration(ctx context.Context, c *dynamodb.Client, ttl, timeout time.Duration, m time.Month, d time.Weekday) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("cache"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "TTL#" + ttl.String()}, // ok: a duration takes any number of values
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("cache"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("TIMEOUT#%d", timeout)}, // ok: a duration in nanoseconds is an integer of any value
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("cache"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "MONTH#" + m.String()}, // want `partition key "PK" takes its only varying part from m.String\(\), which has 12 possible values: every item lands in at most 12 partitions`
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("cache"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "DAY#" + d.String()}, // want `partition key "PK" takes its only varying part from d.String\(\), which has 7 possible values`
		},
	})
}
