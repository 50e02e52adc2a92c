package sortkeyorder

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"sortkeyorder/keys"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Event struct {
	PK     string    `dynamodbav:"PK"`
	At     time.Time `dynamodbav:"SK"`
	Expiry time.Time `dynamodbav:"GSI1SK,unixtime"`
}

const usDay = "01/02/2006"

const isoDay = "2006-01-02"

func layouts(ctx context.Context, c *dynamodb.Client, t time.Time, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "DAY#" + t.Format("01/02/2006")},                // ok: a partition key is not ordered
		"SK":     &types.AttributeValueMemberS{Value: "DAY#" + t.Format("01/02/2006")},                // want `t is written with layout "01/02/2006" in sort key "SK": the year comes after the month`
		"GSI1SK": &types.AttributeValueMemberS{Value: "DAY#" + t.Format("2006-01-02")},                // ok: year first, fixed width
		"GSI2SK": &types.AttributeValueMemberS{Value: t.Format(time.Kitchen)},                         // want `t is written with layout "3:04PM" in sort key "GSI2SK" of index GSI2: a 12-hour clock`
		"GSI3SK": &types.AttributeValueMemberS{Value: t.Format(time.TimeOnly)},                        // ok: a 24-hour clock, fixed width
		"GSI4SK": &types.AttributeValueMemberS{Value: "D#" + t.Format(usDay)},                         // want `t is written with layout "01/02/2006" in sort key "GSI4SK" of index GSI4`
		"GSI5SK": &types.AttributeValueMemberS{Value: "D#" + t.Format(isoDay)},                        // ok: year first, fixed width
		"GSI6SK": &types.AttributeValueMemberS{Value: t.Format("2006-01-02T15:04:05.999") + ":" + id}, // want `the fraction's trailing zeros are trimmed, so "…05:" sorts after "…05.1:"`
		"GSI7SK": &types.AttributeValueMemberS{Value: t.Format("2006-01-02T15:04:05.999") + "#" + id}, // ok: "#" sorts before "."
		"GSI8SK": &types.AttributeValueMemberS{Value: t.Format("2006-01-02T15:04:05.999") + id},       // ok: what follows the fraction is unknown
		"GSI9SK": &types.AttributeValueMemberS{Value: "AT#" + strconv.FormatInt(t.UnixMilli(), 10)},   // ok: Unix milliseconds are fixed width
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"SK":     &types.AttributeValueMemberS{Value: t.Format(time.RFC3339Nano)}, // want `t is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "SK": the fraction's trailing zeros are trimmed, so "…05Z" sorts after "…05.1Z"`
		"GSI1SK": &types.AttributeValueMemberS{Value: t.Format(time.RFC3339)},     // ok: fixed width; zone offsets are out of scope
	}})
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{Key: map[string]types.AttributeValue{
		"SK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%v", t)},       // want `t is written in time.Time's default format in sort key "SK": its zone offset follows the time's location`
		"GSI1SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%v", t.UTC())}, // ok: one zone, and the default format then sorts
		"GSI2SK": &types.AttributeValueMemberS{Value: "AT#" + t.String()},            // want `t is written in time.Time's default format in sort key "GSI2SK" of index GSI2`
		"GSI3SK": &types.AttributeValueMemberS{Value: "AT#" + t.UTC().String()},      // ok: one zone, and the default format then sorts
	}})
}

func timeQueries(ctx context.Context, c *dynamodb.Client, from, to time.Time) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("events"),
		KeyConditionExpression: aws.String("PK = :pk AND SK BETWEEN :a AND :b"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "DAY#" + from.Format("Jan 2 2006")}, // ok: a partition key is not ordered
			":a":  &types.AttributeValueMemberS{Value: from.Format("Jan 2 2006")},          // want `from is written with layout "Jan 2 2006" in sort key "SK": month names sort alphabetically`
			":b":  &types.AttributeValueMemberS{Value: to.Format(time.DateOnly)},           // ok: year first, fixed width
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :p)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "E#1"},
			":p":  &types.AttributeValueMemberS{Value: from.Format("2006-01-02T15:04:05.999")}, // ok: a prefix: what follows in the stored key is unknown
		},
	})
	_ = expression.Key("PK").Equal(expression.Value("E#1")).
		And(expression.Key("SK").LessThan(expression.Value(to))) // want `to is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "SK"`
	_ = expression.Key("PK").Equal(expression.Value("E#1")).
		And(expression.Key("SK").LessThan(expression.Value(to.Format("2006-01-02T15:04:05.000Z07:00")))) // ok: a fixed-width fraction
}

func timeItems(ctx context.Context, c *dynamodb.Client, t time.Time) {
	ev := Event{PK: "E#1"}
	ev.At = t     // want `t is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "SK"`
	ev.Expiry = t // ok: unixtime: an N attribute
	av, _ := attributevalue.MarshalMap(ev)
	_ = av

	_ = Event{PK: "E#2", At: t.UTC()} // want `t.UTC\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\)`

	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"SK":     &types.AttributeValueMemberS{Value: keys.DaySK(t)},    // want `t is written with layout "01/02/2006" in sort key "SK"`
		"GSI1SK": &types.AttributeValueMemberS{Value: keys.ISODaySK(t)}, // ok: the helper writes year first
	}})
}

// Every Unix unit is fixed width for the dates a key holds: seconds have ten
// digits from 2001 to 2286, milliseconds thirteen and microseconds sixteen
// over the same years, nanoseconds nineteen from 2001 until int64 runs out
// in 2262. A duration or a time's fraction is another matter.
func unixWidths(ctx context.Context, c *dynamodb.Client, t time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"SK":     &types.AttributeValueMemberS{Value: "AT#" + strconv.FormatInt(t.UnixNano(), 10)},       // ok: nineteen digits until 2262
		"GSI1SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%d", t.UnixMicro())},               // ok: sixteen digits until 2286
		"GSI2SK": &types.AttributeValueMemberS{Value: "AT#" + strconv.Itoa(t.Nanosecond())},              // want `t.Nanosecond\(\) is written without zero padding in sort key "GSI2SK" of index GSI2`
		"GSI3SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%d", time.Since(t).Nanoseconds())}, // want `is written without zero padding in sort key "GSI3SK" of index GSI3`
		"GSI4SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%d", t.UnixNano())},                // ok: nineteen digits until 2262
	}})
}

// A Unix time scaled by a power of ten is a Unix time in another unit, as
// fixed in width; any other factor makes a plain number.
func scaledUnix(ctx context.Context, c *dynamodb.Client, t time.Time) {
	ms := t.UnixNano() / int64(time.Millisecond)
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"SK":     &types.AttributeValueMemberS{Value: "AT#" + strconv.FormatInt(ms, 10)},                // ok: milliseconds, thirteen digits
		"GSI1SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%d", t.UnixNano()/1e6)},           // ok: milliseconds
		"GSI2SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%d", t.UnixMicro()/1000000)},      // ok: seconds
		"GSI3SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%d", 1000*t.Unix())},              // ok: milliseconds
		"GSI4SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%d", t.UnixNano()/1e9)},           // ok: seconds
		"GSI5SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%d", t.Unix()/60)},                // want `is written without zero padding in sort key "GSI5SK" of index GSI5`
		"GSI6SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%d", t.Unix()/1000)},              // want `is written without zero padding in sort key "GSI6SK" of index GSI6`
		"GSI7SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("AT#%d", int64(t.Nanosecond())/1000)}, // want `is written without zero padding in sort key "GSI7SK" of index GSI7`
	}})
}
