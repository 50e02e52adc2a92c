package keycomplexity

import (
	"context"
	"fmt"
	"strconv"

	"github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/guregu/dynamo"
	dynamo2 "github.com/guregu/dynamo/v2"
)

// Keys beyond aws-sdk-go-v2 requests: aws-sdk-go v1, guregu/dynamo, PartiQL
// statements and the helpers code wraps keys in.

func worldV1(svc *v1.DynamoDB, a, b, d string, n int) {
	svc.PutItem(&v1.PutItemInput{
		TableName: aws.String(table),
		Item: map[string]*v1.AttributeValue{
			"PK":     {S: aws.String("ORG#" + a + "#TEAM#" + b + "#USER#" + strconv.Itoa(n))}, // want `has at least 6 components in partition key "PK", over the limit of 5`
			"SK":     {S: aws.String("ORG#" + a + "#TEAM#" + strconv.Itoa(n) + "#")},          // ok: four components; a trailing separator ends a prefix
			"GSI1SK": {N: aws.String("1#2#3#4#5#6")},                                          // ok: an N attribute has no components
		},
	})
	svc.Query(&v1.QueryInput{
		TableName:              aws.String(table),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]*v1.AttributeValue{
			":pk": {S: aws.String("T#" + a)},       // ok: two components
			":sk": {S: aws.String("A#B#C#D#E#F#")}, // want `"A#B#C#D#E#F#" has 6 components in sort key "SK", over the limit of 5`
		},
	})
	svc.Query(&v1.QueryInput{
		TableName:              aws.String(table),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]*v1.AttributeValue{
			":pk": {S: aws.String("T#" + d)},
			":sk": {S: aws.String("A#B#C#D#E#")}, // ok: five components and a trailing separator
		},
	})
}

// Event declares its keys in guregu tags.
type Event struct {
	Stream string `dynamo:"stream,hash"`
	Seq    string `dynamo:"seq,range"`
}

func worldGuregu(ctx context.Context, db *dynamo.DB, db2 *dynamo2.DB, a, b, d string, n int) {
	var out []Event
	db.Table(table).Get("PK", "T#"+a).Range("SK", dynamo.BeginsWith, fmt.Sprintf("E#%s#%s#%d#%d#%d", a, b, n, n, n)).All(&out) // want `has at least 6 components in sort key "SK"`
	db.Table(table).Get("PK", "T#"+a).Range("SK", dynamo.BeginsWith, fmt.Sprintf("E#%s#%s#%d#%d", a, b, n, n)).All(&out)       // ok: five components
	db2.Table("events").Put(Event{Stream: "S#" + a, Seq: "V#" + a + "#" + b + "#" + d + "#1#2"}).Run(ctx)                      // want `has at least 6 components in sort key "seq"`
	db2.Table("events").Put(Event{Stream: "S#" + a, Seq: "V#" + a + "#" + b + "#" + d + "#1"}).Run(ctx)                        // ok: five components
}

func worldPartiQL(svc *v1.DynamoDB, a, b string, n int) {
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "app" WHERE PK = ?`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String(fmt.Sprintf("E#%s#%s#%d#%d#%d", a, b, n, n, n))}, // want `has at least 6 components in partition key "PK"`
		},
	})
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "app" WHERE PK = ?`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String(fmt.Sprintf("E#%s#%s#%d#%d", a, b, n, n))}, // ok: five components
		},
	})
}

// Key builders grouped in a value of func fields.
var worldKeys = struct {
	Deep    func(a, b, d string, n int) string
	Shallow func(a, b string) string
}{
	Deep: func(a, b, d string, n int) string {
		return "K#" + a + "#" + b + "#" + d + "#" + strconv.Itoa(n) + "#" + strconv.Itoa(n)
	},
	Shallow: func(a, b string) string { return "K#" + a + "#" + b },
}

// WorldBase holds keys embedded in items.
type WorldBase struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

type WorldItem struct {
	WorldBase
	Name string `dynamodbav:"name"`
}

func worldHelpers(svc *v1.DynamoDB, a, b, d string, n int) {
	svc.PutItem(&v1.PutItemInput{TableName: aws.String(table), Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String(worldKeys.Deep(a, b, d, n))}, // want `worldKeys.Deep\(a, b, d, n\) has at least 6 components in partition key "PK"`
		"SK": {S: aws.String(worldKeys.Shallow(a, b))},    // ok: three components
	}})
	_ = WorldItem{WorldBase: WorldBase{PK: "a#b#c#d#e#f#g#h", SK: "X"}} // want `"a#b#c#d#e#f#g#h" has 8 components in partition key "PK"`
	_ = WorldItem{WorldBase: WorldBase{PK: "a#b#c#d#e", SK: "X"}}       // ok: five components
}
