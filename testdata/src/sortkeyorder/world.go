package sortkeyorder

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/guregu/dynamo"
	dynamo2 "github.com/guregu/dynamo/v2"
)

// Keys beyond aws-sdk-go-v2 requests: aws-sdk-go v1, guregu/dynamo, PartiQL
// statements and the helpers code wraps keys in.

func v1Requests(svc *v1.DynamoDB, n, u int, t time.Time) {
	svc.PutItem(&v1.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]*v1.AttributeValue{
			"PK":     {S: aws.String("USER#" + strconv.Itoa(u))},  // ok: a partition key is not ordered
			"SK":     {S: aws.String("ORDER#" + strconv.Itoa(n))}, // want `n is written without zero padding in sort key "SK": as text "10" sorts before "9"`
			"GSI1SK": {N: aws.String(strconv.Itoa(n))},            // ok: an N attribute sorts as a number
		},
	})
	svc.Query(&v1.QueryInput{
		TableName:              aws.String("events"),
		KeyConditionExpression: aws.String("PK = :pk AND SK BETWEEN :a AND :b"),
		ExpressionAttributeValues: map[string]*v1.AttributeValue{
			":pk": {S: aws.String("E#1")},
			":a":  {S: aws.String(t.Format("01/02/2006"))}, // want `t is written with layout "01/02/2006" in sort key "SK": the year comes after the month`
			":b":  {S: aws.String(t.Format("2006-01-02"))}, // ok: year first, fixed width
		},
	})
}

// Slot declares its keys in guregu tags.
type Slot struct {
	Room string    `dynamo:"room,hash"`
	At   time.Time `dynamo:"at,range"`
	Seq  string    `localIndex:"BySeq,range"`
}

// Stamp stores its sort key as Unix seconds.
type Stamp struct {
	Room string    `dynamo:"room,hash"`
	At   time.Time `dynamo:"at,range,unixtime"`
}

func guregu(ctx context.Context, db *dynamo.DB, db2 *dynamo2.DB, n int, t time.Time) {
	var out []Slot
	db.Table("orders").Get("PK", "USER#1").Range("SK", dynamo.Greater, "ORDER#"+strconv.Itoa(n)).All(&out) // want `n is written without zero padding in sort key "SK"`
	db.Table("orders").Get("PK", "USER#1").Range("SK", dynamo.Greater, n).All(&out)                        // ok: a Go number is marshalled as N
	db2.Table("slots").Put(Slot{
		Room: "R#" + strconv.Itoa(n), // ok: a partition key is not ordered
		At:   t.UTC(),                // want `t.UTC\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "at"`
		Seq:  fmt.Sprintf("S#%d", n), // want `n is written without zero padding in sort key "Seq" of index BySeq`
	}).Run(ctx)
	db2.Table("slots").Put(Slot{Room: "R#1", Seq: fmt.Sprintf("S#%010d", n)}).Run(ctx) // ok: zero-padded
	db2.Table("stamps").Put(Stamp{Room: "R#1", At: t.UTC()}).Run(ctx)                  // ok: unixtime: an N attribute
}

func partiQL(svc *v1.DynamoDB, n int) {
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "orders" WHERE PK = ? AND SK > ?`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String("USER#" + strconv.Itoa(n))},  // ok: a partition key is not ordered
			{S: aws.String("ORDER#" + strconv.Itoa(n))}, // want `n is written without zero padding in sort key "SK"`
		},
	})
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "orders" WHERE PK = ? AND SK > ?`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String("USER#1")},
			{S: aws.String(fmt.Sprintf("ORDER#%010d", n))}, // ok: zero-padded
		},
	})
}

// Key builders grouped in a value of func fields.
var worldKeys = struct {
	Order  func(int) string
	Padded func(int) string
}{
	Order:  func(n int) string { return "ORDER#" + strconv.Itoa(n) },
	Padded: func(n int) string { return fmt.Sprintf("ORDER#%010d", n) },
}

func funcFields(svc *v1.DynamoDB, n int) {
	svc.GetItem(&v1.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]*v1.AttributeValue{
			"PK": {S: aws.String("USER#1")},
			"SK": {S: aws.String(worldKeys.Order(n))}, // want `n is written without zero padding in sort key "SK"`
		},
	})
	svc.GetItem(&v1.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]*v1.AttributeValue{
			"PK": {S: aws.String("USER#1")},
			"SK": {S: aws.String(worldKeys.Padded(n))}, // ok: the helper pads
		},
	})
}

// Line knows its key.
type Line struct {
	Order int
	No    int
}

func (l Line) Key() map[string]*v1.AttributeValue {
	return map[string]*v1.AttributeValue{
		"PK": {S: aws.String(fmt.Sprintf("ORDER#%d", l.Order))}, // ok: a partition key is not ordered
		"SK": {S: aws.String("LINE#" + strconv.Itoa(l.No))},     // want `No is written without zero padding in sort key "SK"`
	}
}

func keyMethod(svc *v1.DynamoDB, l Line) {
	svc.DeleteItem(&v1.DeleteItemInput{TableName: aws.String("orders"), Key: l.Key()})
}

// Unix nanoseconds are nineteen digits until 2262: fixed width, as Unix
// seconds are; a truncated count is not.
func v1Nanos(svc *v1.DynamoDB, t time.Time) {
	svc.PutItem(&v1.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]*v1.AttributeValue{
			"PK":     {S: aws.String("USER#1")},
			"SK":     {S: aws.String("AT#" + strconv.FormatInt(t.UnixNano(), 10))}, // ok: nineteen digits until 2262
			"GSI1SK": {S: aws.String(fmt.Sprintf("AT#%d", uint32(t.UnixNano())))},  // want `uint32\(t.UnixNano\(\)\) is written without zero padding in sort key "GSI1SK"`
		},
	})
}

func guNanos(db *dynamo.DB, t time.Time) {
	var out []Slot
	db.Table("orders").Get("PK", "USER#1").Range("SK", dynamo.Greater, "AT#"+strconv.FormatInt(t.UnixNano(), 10)).All(&out)  // ok: nineteen digits until 2262
	db.Table("orders").Get("PK", "USER#1").Range("SK", dynamo.Greater, fmt.Sprintf("AT#%d", uint32(t.UnixNano()))).All(&out) // want `uint32\(t.UnixNano\(\)\) is written without zero padding in sort key "SK"`
}
