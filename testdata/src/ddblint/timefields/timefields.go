// Package timefields pins that what sortkeyorder says about a time.Time
// struct field the SDK writes (RFC 3339, trailing zeros of the fraction
// trimmed) is reported once, at the field, with every write related: the
// fix is the field's encoding, not each assignment. A time the code
// formats itself keeps a finding where it is formatted.
package timefields

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

func save(ctx context.Context, db *dynamodb.Client, item any) {
	av, _ := attributevalue.MarshalMap(item)
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("journal"), Item: av})
}

// Two writes of one field: one finding, at the field.
type entry struct {
	PK     string    `dynamodbav:"PK"`
	Posted time.Time `dynamodbav:"SK"` // want `entry.Posted is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "SK": the fraction's trailing zeros are trimmed`
}

func post(ctx context.Context, db *dynamodb.Client, book string) {
	av, _ := attributevalue.MarshalMap(entry{PK: "BOOK#" + book, Posted: time.Now()})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("journal"), Item: av})
}

func repost(ctx context.Context, db *dynamodb.Client, e entry, at time.Time) {
	e.Posted = at
	av, _ := attributevalue.MarshalMap(e)
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("journal"), Item: av})
}

// Another field of another item: a finding of its own.
type reminder struct {
	PK  string    `dynamodbav:"PK"`
	Due time.Time `dynamodbav:"GSI1SK"` // want `reminder.Due is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "GSI1SK" of index GSI1`
}

func remind(ctx context.Context, db *dynamodb.Client, user string, due time.Time) {
	av, _ := attributevalue.MarshalMap(reminder{PK: "USER#" + user, Due: due})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("journal"), Item: av})
}

func snooze(ctx context.Context, db *dynamodb.Client, user string, due time.Time) {
	r := reminder{PK: "USER#" + user}
	r.Due = due.Add(time.Hour)
	av, _ := attributevalue.MarshalMap(r)
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("journal"), Item: av})
}

// A string field the code formats: each Format is a place to fix.
type memo struct {
	PK      string `dynamodbav:"PK"`
	Written string `dynamodbav:"SK"`
}

func jot(ctx context.Context, db *dynamodb.Client, user string, t time.Time) {
	av, _ := attributevalue.MarshalMap(memo{PK: "MEMO#" + user, Written: t.Format(time.RFC3339Nano)}) // want `t is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "SK"`
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("journal"), Item: av})
}

func rejot(ctx context.Context, db *dynamodb.Client, user string, t time.Time) {
	m := memo{PK: "MEMO#" + user}
	m.Written = t.Format(time.RFC3339Nano) // want `t is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "SK"`
	av, _ := attributevalue.MarshalMap(m)
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("journal"), Item: av})
}

// A field written once is reported at its write, as before.
type receipt struct {
	PK     string    `dynamodbav:"PK"`
	Issued time.Time `dynamodbav:"GSI2SK"`
}

func issue(ctx context.Context, db *dynamodb.Client, id string) {
	save(ctx, db, receipt{PK: "RECEIPT#" + id, Issued: time.Now()}) // want `time.Now\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "GSI2SK" of index GSI2`
}

// An ignore directive at the field silences every write.
type tick struct {
	PK string `dynamodbav:"PK"`
	//ddblint:ignore sortkeyorder ticks are read back by PK only, never ranged over
	Beat time.Time `dynamodbav:"SK"`
}

func beat(ctx context.Context, db *dynamodb.Client, host string, t time.Time) {
	av, _ := attributevalue.MarshalMap(tick{PK: "TICK#" + host, Beat: t})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("journal"), Item: av})
}

func rebeat(ctx context.Context, db *dynamodb.Client, host string, t time.Time) {
	av, _ := attributevalue.MarshalMap(tick{PK: "TICK#" + host, Beat: t.Round(time.Second)})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("journal"), Item: av})
}

// An ignore directive at one write holds there: that write is suppressed
// before the merge, and the other is reported alone, at its write.
type lap struct {
	PK    string    `dynamodbav:"PK"`
	Split time.Time `dynamodbav:"SK"`
}

func lapOne(ctx context.Context, db *dynamodb.Client, race string, t time.Time) {
	//ddblint:ignore sortkeyorder the first lap is written before any query runs
	av, _ := attributevalue.MarshalMap(lap{PK: "LAP#" + race, Split: t})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("journal"), Item: av})
}

func lapTwo(ctx context.Context, db *dynamodb.Client, race string, t time.Time) {
	av, _ := attributevalue.MarshalMap(lap{PK: "LAP#" + race, Split: t.UTC()}) // want `t.UTC\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "SK"`
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("journal"), Item: av})
}

// A field declared in a generated file, which is not reported in: the
// finding is at the first write, the other related.
func stampIn(ctx context.Context, db *dynamodb.Client, who string) {
	save(ctx, db, stamp{PK: "STAMP#" + who, At: time.Now()}) // want `stamp.At is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "SK"`
}

func stampOut(ctx context.Context, db *dynamodb.Client, who string, at time.Time) {
	save(ctx, db, stamp{PK: "STAMP#" + who, At: at})
}
