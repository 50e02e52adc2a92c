package pktimestamp

import (
	"context"
	"fmt"
	"math/rand"
	"strconv"
	"strings"
	"time"

	"pktimestamp/keys"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

type Status string

const (
	Open   Status = "OPEN"
	Closed Status = "CLOSED"
)

// Event is an item with tagged key attributes.
type Event struct {
	PK   string `dynamodbav:"PK"`
	SK   string `dynamodbav:"SK"`
	Body string `dynamodbav:"body"`
}

func suffix() string { return "" }

func getItem(ctx context.Context, c *dynamodb.Client, t time.Time, tenantID string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("logs"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "AUDIT#" + time.Now().Format("2006-01-02")}, // want `^partition key "PK" varies only by the date time\.Now\(\)\.Format\("2006-01-02"\): all of a day's writes land in one hot partition \(pktimestamp\)$`
			"SK": &types.AttributeValueMemberS{Value: "AT#" + t.Format(time.RFC3339)},             // ok: a time in the sort key is where it belongs
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("logs"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "LOG#" + tenantID + "#" + time.Now().Format("2006-01-02")}, // ok: a time bucket under a tenant id
		},
	})
	// A Unix time stored as a number.
	c.GetItem(ctx, &dynamodb.GetItemInput{
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberN{Value: strconv.FormatInt(t.Unix(), 10)}, // want `partition key "PK" varies only by the second t\.Unix\(\): all of a second's writes`
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberN{Value: strconv.FormatInt(t.UnixNano(), 10)}, // ok: nanoseconds, each write its own key
		},
	})
}

func putItem(ctx context.Context, c *dynamodb.Client, t time.Time, sensorID string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("events"),
		Item: map[string]types.AttributeValue{
			"PK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("EVENTS#%s", t.Format("2006-01-02T15"))},        // want `partition key "PK" varies only by the hour t\.Format\("2006-01-02T15"\): all of an hour's writes`
			"GSI1PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("SENSOR#%s#%s", sensorID, t.Format("2006-01"))}, // ok: SENSOR#<id>#2024-01
			"GSI2PK": &types.AttributeValueMemberS{Value: "AT#" + t.Format(time.RFC3339)},                             // want `partition key "GSI2PK" of index GSI2 varies only by the second t\.Format\("2006-01-02T15:04:05Z07:00"\)`
			"GSI3PK": &types.AttributeValueMemberS{Value: "AT#" + t.Format(time.RFC3339Nano)},                         // ok: fractional seconds, each write its own key
		},
	})
}

func deleteItem(ctx context.Context, c *dynamodb.Client, t time.Time) {
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "SEC#" + strconv.FormatInt(t.Unix(), 10)}, // want `partition key "PK" varies only by the second t\.Unix\(\)`
		},
	})
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "MS#" + strconv.FormatInt(t.UnixMilli(), 10)}, // ok: milliseconds
		},
	})
}

func updateItem(ctx context.Context, c *dynamodb.Client, t time.Time, day, mandate string) {
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "METRICS#" + day}, // ok: a bucket judged by its name alone, in a key that addresses an item written elsewhere
		},
	})
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "METRICS#" + t.Format("2006-01-02")}, // want `partition key "PK" varies only by the date t\.Format\("2006-01-02"\): all of a day's writes`
		},
	})
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "MANDATE#" + mandate}, // ok: "mandate" is not the word date
		},
	})
}

func indexWrites(ctx context.Context, c *dynamodb.Client, logDate, dueDate string) {
	m := map[string]types.AttributeValue{}
	m["PK"] = &types.AttributeValueMemberS{Value: strings.Join([]string{"AUDIT", logDate}, "#")} // want `partition key "PK" varies only by the date logDate`
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: m})

	n := map[string]types.AttributeValue{}
	n["PK"] = &types.AttributeValueMemberS{Value: strings.Join([]string{"DUE", dueDate}, "#")} // ok: a due date is not when items are written
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: n})
}

func query(ctx context.Context, c *dynamodb.Client, userID string) {
	today := time.Now().Format("2006-01-02")
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("logs"),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "VISIT#" + today}, // want `partition key "PK" varies only by the date time\.Now\(\)\.Format\("2006-01-02"\)`
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("logs"),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "VISIT#" + today}, // ok: the same design, reported at its first read above
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("logs"),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "LOG#" + today}, // ok: the package writes this design (world.go): reported at the write
		},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("logs"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :day)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk":  &types.AttributeValueMemberS{Value: "USER#" + userID}, // ok: the user in the partition key
			":day": &types.AttributeValueMemberS{Value: "LOG#" + today},   // ok: the date in the sort key
		},
	})
}

func builder(now time.Time, currentHour, userID string, n int) {
	_ = expression.Key("PK").Equal(expression.Value("HOUR#" + currentHour))                       // ok: a bucket judged by its name alone, in a key condition: a read
	_ = expression.Key("PK").Equal(expression.Value("HOUR#" + now.Format("2006-01-02T15")))       // want `partition key "PK" varies only by the hour now\.Format\("2006-01-02T15"\): all of an hour's writes`
	_ = expression.Key("PK").Equal(expression.Value(fmt.Sprintf("HOUR#%s#%d", currentHour, n%8))) // ok: a write-shard suffix
	_ = expression.Key("PK").Equal(expression.Value("USER#" + userID)).
		And(expression.Key("SK").BeginsWith("HOUR#" + currentHour)) // ok: the hour in the sort key
}

func marshal(t time.Time, id string) {
	item := Event{Body: "x"}
	item.PK = "DAY#" + t.Format(keys.DayLayout) // want `partition key "PK" varies only by the date t\.Format\("2006-01-02"\)`
	item.SK = "EVENT#" + id
	av, _ := attributevalue.MarshalMap(item)
	_ = av

	other := Event{Body: "x"}
	other.PK = "DAY#" + t.Format(keys.DayLayout) + "#" + uuid.NewString() // ok: an id alongside
	av, _ = attributevalue.MarshalMap(other)
	_ = av
}

func literal(t time.Time, status Status) {
	_ = Event{PK: fmt.Sprintf("STATS#%d-%02d", t.Year(), t.Month()), SK: "TOTAL"}  // want `partition key "PK" varies only by the month t\.Year\(\) and t\.Month\(\): all of a month's writes`
	_ = Event{PK: fmt.Sprintf("STATS#%02d", t.Month()), SK: "TOTAL"}               // ok: 12 values, pkcardinality's business
	_ = Event{PK: "STATS#" + string(status) + "#" + t.Format("2006"), SK: "TOTAL"} // ok: another varying part (an enum)
}

func batch(ctx context.Context, c *dynamodb.Client, t time.Time, deviceID string) {
	var b strings.Builder
	b.WriteString("READINGS#")
	b.WriteString(t.Format("2006-01-02"))
	var d strings.Builder
	d.WriteString("READINGS#")
	d.WriteString(deviceID)
	d.WriteByte('#')
	d.WriteString(t.Format("2006-01-02"))
	c.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{
		RequestItems: map[string][]types.WriteRequest{
			"readings": {
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: b.String()}, // want `partition key "PK" varies only by the date t\.Format\("2006-01-02"\)`
				}}},
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
					"PK": &types.AttributeValueMemberS{Value: d.String()}, // ok: the device id alongside
				}}},
			},
		},
	})
}

func transact(ctx context.Context, c *dynamodb.Client, t time.Time, day string) {
	c.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{
		TransactItems: []types.TransactWriteItem{
			{Put: &types.Put{TableName: aws.String("logs"), Item: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: keys.LogPrefix + t.Format(keys.DayLayout)}, // want `partition key "PK" varies only by the date t\.Format\("2006-01-02"\)`
			}}},
			{Put: &types.Put{TableName: aws.String("logs"), Item: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: keys.LogPrefix + day + "#" + suffix()}, // ok: an unknown part may be unique
			}}},
			{Put: &types.Put{TableName: aws.String("logs"), Item: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s%s#%d", keys.LogPrefix, day, rand.Intn(10))}, // ok: rand.Intn(10) is an integer of unknown range
			}}},
			{Put: &types.Put{TableName: aws.String("logs"), Item: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: keys.LogPrefix + "ALL"}, // ok: a constant key is pkcardinality's business
			}}},
		},
	})
}
