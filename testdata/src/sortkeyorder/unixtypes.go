package sortkeyorder

import (
	"context"
	"fmt"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// An integer type whose name says it holds a Unix time declares every value
// of it one, wherever it comes from: an exported function's parameter of
// that type is as fixed in width as t.Unix().

type UnixTime = int64

type EpochMillis int64

// Points is a plain count: its name says nothing of time.
type Points = int64

func ListVisits(ctx context.Context, c *dynamodb.Client, page string, from, to UnixTime) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("visits"),
		KeyConditionExpression: aws.String("PK = :pk AND SK BETWEEN :from AND :to"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk":   &types.AttributeValueMemberS{Value: "PAGE#" + page},
			":from": &types.AttributeValueMemberS{Value: strconv.FormatInt(from, 10)}, // ok: a Unix time by its type
			":to":   &types.AttributeValueMemberS{Value: strconv.FormatInt(to, 10)},   // ok
		},
	})
}

func RecordVisit(ctx context.Context, c *dynamodb.Client, page string, at EpochMillis) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("visits"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "PAGE#" + page},
		"SK": &types.AttributeValueMemberS{Value: strconv.FormatInt(int64(at), 10)}, // ok: milliseconds by its type
	}})
}

func RecordScore(ctx context.Context, c *dynamodb.Client, page string, p Points) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("visits"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "SCORE#" + page},
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%d", p)}, // want `p is written without zero padding in sort key "SK"`
	}})
}
