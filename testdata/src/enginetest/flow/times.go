package flow

import (
	"context"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// dayKey formats the time it is given: its callers' times, with their
// rounding, are the key.
func dayKey(at time.Time) string { return "DAY#" + strconv.FormatInt(at.Unix(), 10) }

// rounding pins the Bucket of times the code rounds: kept through a
// loop that moves by whole days and through a helper, lost when a step
// is finer or the time is decoded again.
func rounding(ctx context.Context, c *dynamodb.Client, t time.Time, raw []byte) {
	day := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
	for i := 0; i < 3; i++ {
		c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: dayKey(day)}, // want `PutItem write orders PK partition key = DAY#<int:at unix bucket=day>`
		}})
		day = day.AddDate(0, 0, 1)
	}
	month := time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC).AddDate(0, 1, 0)
	hour := t.Truncate(time.Hour)
	step := t.Truncate(24 * time.Hour)
	for i := 0; i < 3; i++ {
		step = step.Add(time.Minute)
	}
	var decoded time.Time
	_ = decoded.UnmarshalJSON(raw)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "M#" + month.Format(time.RFC3339)},   // want `PutItem write orders PK partition key = M#<time:month layout=2006-01-02T15:04:05Z07:00 bucket=month>`
		"SK": &types.AttributeValueMemberS{Value: "H#" + hour.Format(time.RFC3339)},    // want `PutItem write orders SK sort key = H#<time:hour layout=2006-01-02T15:04:05Z07:00 bucket=hour>`
		"A":  &types.AttributeValueMemberS{Value: "S#" + step.Format(time.RFC3339)},    // not a key
		"B":  &types.AttributeValueMemberS{Value: "D#" + decoded.Format(time.RFC3339)}, // not a key
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "S#" + step.Format(time.RFC3339)},    // want `PutItem write orders PK partition key = S#<time:step layout=2006-01-02T15:04:05Z07:00>`
		"SK": &types.AttributeValueMemberS{Value: "D#" + decoded.Format(time.RFC3339)}, // want `PutItem write orders SK sort key = D#<time:decoded layout=2006-01-02T15:04:05Z07:00>`
	}})
}
