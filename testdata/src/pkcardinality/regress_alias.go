package pkcardinality

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Regression: a second constant naming an existing value (a default) was
// counted as one more value of the enum, so a lane with two values was
// reported as having three.

type lane string

const (
	laneFast lane = "FAST"
	laneSlow lane = "SLOW"

	defaultLane = laneFast
)

// A type whose only other constant is a second name for its one value is
// no enum: the key below may take any string.
type tier string

const (
	tierBasic    tier = "BASIC"
	fallbackTier      = tierBasic
)

func regressAlias(ctx context.Context, c *dynamodb.Client, l lane, t tier, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("jobs"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "LANE#" + string(l)}, // want `partition key "PK" takes its only varying part from l, which has 2 possible values: every item lands in at most 2 partitions`
			"SK": &types.AttributeValueMemberS{Value: "JOB#" + id},
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("jobs"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "TIER#" + string(t)}, // ok: one value under two names is no enum, and "t" says nothing
			"SK": &types.AttributeValueMemberS{Value: "JOB#" + id},
		},
	})
}
