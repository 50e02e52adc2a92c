package pktimestamp

import (
	"context"
	"encoding/json"
	"strconv"
	"time"

	awsv2 "github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	awsv1 "github.com/aws/aws-sdk-go/aws"
	dynamodbv1 "github.com/aws/aws-sdk-go/service/dynamodb"
)

// Times the code rounds itself: the bucket is proven by how the value is
// made (time.Date with a zero clock, Truncate), whatever it is called.

// meterQuery reads one period of a metering table through aws-sdk-go v1's
// legacy KeyConditions; the period is whatever its callers pass.
func meterQuery(table string, periodStart time.Time, after map[string]*dynamodbv1.AttributeValue) *dynamodbv1.QueryInput {
	return &dynamodbv1.QueryInput{
		TableName:         awsv1.String(table),
		ExclusiveStartKey: after,
		KeyConditions: map[string]*dynamodbv1.Condition{
			"Period": {
				ComparisonOperator: awsv1.String("EQ"),
				AttributeValueList: []*dynamodbv1.AttributeValue{
					{N: awsv1.String(strconv.FormatInt(periodStart.Unix(), 10))}, // want `partition key "Period" varies only by the date periodStart\.Unix\(\): all of a day's writes`
				},
			},
		},
	}
}

// meterDays queries day after day: each day's midnight is one partition.
func meterDays(c *dynamodbv1.DynamoDB, table string, from, to time.Time) error {
	day := time.Date(from.Year(), from.Month(), from.Day(), 0, 0, 0, 0, time.UTC)
	for {
		if _, err := c.Query(meterQuery(table, day, nil)); err != nil {
			return err
		}
		day = day.AddDate(0, 0, 1)
		if day.After(to) {
			return nil
		}
	}
}

// meterSince passes the time as it comes: a second's worth of writes at
// most, and "start" says the time is not when the items are written.
func meterSince(c *dynamodbv1.DynamoDB, table string, since time.Time) {
	c.Query(meterQuery(table, since, nil)) // ok: not rounded
	hour := since
	for hour.Before(time.Now()) {
		c.Query(meterQuery(table, hour, nil)) // ok: moved by an hour each time, not rounded to one
		hour = hour.Add(time.Hour)
	}
	var decoded time.Time
	if err := json.Unmarshal([]byte(`"2024-01-01T00:00:00Z"`), &decoded); err == nil {
		decoded = time.Date(decoded.Year(), decoded.Month(), decoded.Day(), 0, 0, 0, 0, time.UTC)
		_ = decoded.UnmarshalJSON([]byte(`"2024-01-01T10:11:12Z"`))
		c.Query(meterQuery(table, decoded, nil)) // ok: decoded again after rounding
	}
}

// rounded writes items keyed by times rounded in place.
func rounded(ctx context.Context, c *dynamodb.Client, now time.Time, birth time.Time, shard int) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: awsv2.String("metrics"), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "M#" + now.Truncate(24*time.Hour).Format(time.RFC3339)},                                    // want `partition key "PK" varies only by the date now\.Truncate\(24 \* time\.Hour\)`
		"GSI1PK": &types.AttributeValueMemberN{Value: strconv.FormatInt(time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC).Unix(), 10)}, // want `partition key "GSI1PK" of index GSI1 varies only by the month`
		"GSI2PK": &types.AttributeValueMemberS{Value: "M#" + now.Truncate(time.Minute).Format(time.RFC3339) + "#" + strconv.Itoa(shard)},         // ok: a shard alongside
		"GSI3PK": &types.AttributeValueMemberS{Value: "M#" + now.Truncate(time.Millisecond).Format(time.RFC3339Nano)},                            // ok: rounded to less than a second
	}})
	// A whole second is no bucket: "end" still says not when written.
	periodEnd := time.Date(now.Year(), now.Month(), now.Day(), 23, 59, 59, 0, time.UTC)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: awsv2.String("periods"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "END#" + periodEnd.Format("2006-01-02")}, // ok: the end of a period, not rounded to one
	}})
	birthDay := time.Date(birth.Year(), birth.Month(), birth.Day(), 0, 0, 0, 0, time.UTC)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: awsv2.String("people"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberN{Value: strconv.FormatInt(birthDay.Unix(), 10)}, // ok: a birthday is not when people are written
	}})
}
