package keyseparator

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
//
// maps.go pins how many keys of this module use "#", so the look-alikes here
// are fine for other reasons than following the convention: none of them
// adds a key with a "#" between its parts.

func worldV1(svc *v1.DynamoDB, userID string, a, b int) {
	svc.GetItem(&v1.GetItemInput{Key: map[string]*v1.AttributeValue{
		"PK": {S: aws.String("USER-" + userID)}, // want `"USER-" \+ userID separates key parts with "-" in partition key "PK"`
	}})
	svc.GetItem(&v1.GetItemInput{Key: map[string]*v1.AttributeValue{
		"PK": {S: aws.String("USER-PROFILE")},                          // ok: a constant key has no parts to separate
		"SK": {N: aws.String(strconv.Itoa(a) + "/" + strconv.Itoa(b))}, // ok: an N attribute is a number, not a composite key
	}})
}

// Queue declares its keys in guregu tags.
type Queue struct {
	Name string `dynamo:"name,hash"`
	Seq  int    `dynamo:"seq,range"`
}

func worldGuregu(ctx context.Context, db *dynamo.DB, db2 *dynamo2.DB, userID, queueID, path string, y, m, d int) {
	var out []Queue
	db.Table("orders").Get("PK", "USER:"+userID).All(&out)                                      // want `"USER:" \+ userID separates key parts with ":" in partition key "PK"`
	db.Table("orders").Get("PK", fmt.Sprintf("%04d-%02d-%02d", y, m, d)).All(&out)              // ok: "-" between zero-padded numbers is a date
	db2.Table("queues").Put(Queue{Name: "QUEUE|" + queueID, Seq: y}).Run(ctx)                   // want `"QUEUE\|" \+ queueID separates key parts with "\|" in partition key "name"`
	db2.Table("queues").Put(Queue{Name: "https://example.com/queues/" + path, Seq: y}).Run(ctx) // ok: a URL is one value, however punctuated
}

func worldPartiQL(svc *v1.DynamoDB, id string) {
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "orders" WHERE PK = ?`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String("USER/" + id)}, // want `"USER/" \+ id separates key parts with "/" in partition key "PK"`
		},
	})
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "orders" WHERE PK = 'USER/ADMIN'`), // ok: a constant key has no parts to separate
	})
}

// Key builders grouped in a value of func fields.
var worldKeys = struct {
	Legacy    func(string) string
	Versioned func(string, int) string
}{
	Legacy:    func(id string) string { return "LEGACY_" + id },
	Versioned: func(id string, v int) string { return id + "@" + strconv.Itoa(v) },
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

func worldHelpers(svc *v1.DynamoDB, id, region string, v int) {
	svc.PutItem(&v1.PutItemInput{Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String(worldKeys.Legacy(id))},       // want `worldKeys.Legacy\(id\) separates key parts with "_" in partition key "PK"`
		"SK": {S: aws.String(worldKeys.Versioned(id, v))}, // ok: "@" is the version separator
	}})
	_ = WorldItem{WorldBase: WorldBase{PK: "ACCOUNT-" + id}}         // want `"ACCOUNT-" \+ id separates key parts with "-" in partition key "PK"`
	_ = WorldItem{WorldBase: WorldBase{PK: "arn:aws:sns:" + region}} // ok: an ARN is one value, however punctuated
}
