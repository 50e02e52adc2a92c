package pktimestamp

import (
	"context"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/guregu/dynamo"
	dynamo2 "github.com/guregu/dynamo/v2"
)

// Keys beyond aws-sdk-go-v2 requests: aws-sdk-go v1, guregu/dynamo, PartiQL
// statements and the helpers code wraps keys in.

func v1Requests(svc *v1.DynamoDB, t time.Time, tenantID string) {
	svc.PutItem(&v1.PutItemInput{
		TableName: aws.String("logs"),
		Item: map[string]*v1.AttributeValue{
			"PK": {S: aws.String("LOG#" + t.Format("2006-01-02"))}, // want `^partition key "PK" varies only by the date t\.Format\("2006-01-02"\): all of a day's writes land in one hot partition \(pktimestamp\)$`
			"SK": {S: aws.String("AT#" + t.Format(time.RFC3339))},  // ok: a time in the sort key is where it belongs
		},
	})
	svc.PutItem(&v1.PutItemInput{
		TableName: aws.String("logs"),
		Item: map[string]*v1.AttributeValue{
			"PK": {S: aws.String("LOG#" + tenantID + "#" + t.Format("2006-01-02"))}, // ok: a time bucket under a tenant id
		},
	})
	svc.GetItem(&v1.GetItemInput{TableName: aws.String("seconds"), Key: map[string]*v1.AttributeValue{
		"PK": {N: aws.String(strconv.FormatInt(t.Unix(), 10))}, // want `partition key "PK" varies only by the second t\.Unix\(\): all of a second's writes`
	}})
	svc.GetItem(&v1.GetItemInput{Key: map[string]*v1.AttributeValue{
		"PK": {N: aws.String(strconv.FormatInt(t.UnixNano(), 10))}, // ok: nanoseconds, each write its own key
	}})
}

// Reading declares its keys in guregu tags.
type Reading struct {
	Second int64  `dynamo:"sec,hash"`
	Sensor string `dynamo:"sensor,range"`
}

func guregu(ctx context.Context, db *dynamo.DB, db2 *dynamo2.DB, t time.Time, userID, sensorID string) {
	var out []Reading
	today := time.Now().Format("2006-01-02")
	db.Table("logs").Get("PK", "EVENT#"+today).All(&out)                                              // want `partition key "PK" varies only by the date time\.Now\(\)\.Format\("2006-01-02"\)`
	db.Table("logs").Get("PK", "USER#"+userID).Range("SK", dynamo.BeginsWith, "LOG#"+today).All(&out) // ok: the date in the sort key
	db2.Table("sensor_seconds").Put(Reading{Second: t.Unix(), Sensor: sensorID}).Run(ctx)             // want `partition key "sec" varies only by the second t: all of a second's writes`
	db2.Table("sensor_seconds").Put(Reading{Second: t.UnixNano(), Sensor: sensorID}).Run(ctx)         // ok: nanoseconds, each write its own key
}

func partiQL(svc *v1.DynamoDB, userID string) {
	today := time.Now().Format("2006-01-02")
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "logs" WHERE PK = ?`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String("HIT#" + today)}, // want `partition key "PK" varies only by the date time\.Now\(\)\.Format\("2006-01-02"\)`
		},
	})
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "logs" WHERE PK = ? AND begins_with(SK, ?)`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String("USER#" + userID)}, // ok: the user in the partition key
			{S: aws.String("LOG#" + today)},   // ok: the date in the sort key
		},
	})
}

// Key builders grouped in a value of func fields.
var worldKeys = struct {
	Day       func(time.Time) string
	TenantDay func(string, time.Time) string
}{
	Day:       func(t time.Time) string { return "DAY#" + t.Format("2006-01-02") },
	TenantDay: func(id string, t time.Time) string { return "TENANT#" + id + "#" + t.Format("2006-01-02") },
}

// ReadingKeys are embedded in items.
type ReadingKeys struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

type Sample struct {
	ReadingKeys
	Value int `dynamodbav:"value"`
}

func worldHelpers(svc *v1.DynamoDB, now time.Time, tenantID, deviceID string) {
	svc.PutItem(&v1.PutItemInput{Item: map[string]*v1.AttributeValue{
		"PK":     {S: aws.String(worldKeys.Day(now))},                 // want `partition key "PK" varies only by the date now\.Format\("2006-01-02"\) in worldKeys\.Day\(now\)`
		"GSI1PK": {S: aws.String(worldKeys.TenantDay(tenantID, now))}, // ok: the tenant id alongside
	}})
	_ = Sample{ReadingKeys: ReadingKeys{PK: "READINGS#" + now.Format("2006-01-02"), SK: deviceID}}                  // want `partition key "PK" varies only by the date now\.Format\("2006-01-02"\)`
	_ = Sample{ReadingKeys: ReadingKeys{PK: "READINGS#" + deviceID + "#" + now.Format("2006-01-02"), SK: deviceID}} // ok: the device id alongside
}
