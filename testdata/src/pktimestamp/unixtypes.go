package pktimestamp

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A type named for a Unix time in seconds makes a partition key of it a
// per-second bucket; one whose name gives no unit is no proven bucket.

type UnixSeconds = int64

type EpochTime int64

func PutTick(ctx context.Context, c *dynamodb.Client, at UnixSeconds) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("ticks"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TICK#" + strconv.FormatInt(at, 10)}, // want `partition key "PK" varies only by the second at: all of a second's writes`
	}})
}

// ok: the unit is not said, and milliseconds or nanoseconds are no bucket.
func PutMark(ctx context.Context, c *dynamodb.Client, at EpochTime) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("ticks"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "MARK#" + strconv.FormatInt(int64(at), 10)},
	}})
}
