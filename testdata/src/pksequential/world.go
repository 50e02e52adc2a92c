package pksequential

import (
	"context"
	"fmt"
	"strconv"
	"sync/atomic"

	"github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/google/uuid"
	"github.com/guregu/dynamo"
	dynamo2 "github.com/guregu/dynamo/v2"
	"github.com/oklog/ulid/v2"
)

// Keys beyond aws-sdk-go-v2 requests: aws-sdk-go v1, guregu/dynamo, PartiQL
// statements and the helpers code wraps keys in.

func worldV1(svc *v1.DynamoDB) {
	svc.PutItem(&v1.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]*v1.AttributeValue{
			"PK": {S: aws.String("ORDER#" + strconv.FormatInt(atomic.AddInt64(&orderSeq, 1), 10))}, // want `partition key "PK" embeds atomic.AddInt64\(&orderSeq, 1\), the next value of in-process counter orderSeq: another process, or this one after a restart, hands out the same numbers, so different items get the same key \(pksequential\)`
			"SK": {S: aws.String(fmt.Sprintf("EVT#%010d", atomic.AddInt64(&eventSeq, 1)))},         // ok: a counter in a sort key orders items within the partition
		},
	})
	svc.PutItem(&v1.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]*v1.AttributeValue{
			"PK": {S: aws.String("ORDER#" + uuid.NewString())}, // ok: a random UUID
		},
	})
}

// Ticket declares its keys in guregu tags.
type Ticket struct {
	No    int64  `dynamo:"no,hash"`
	Queue string `dynamo:"queue,range"`
}

func worldGuregu(ctx context.Context, db *dynamo.DB, db2 *dynamo2.DB, o Order) {
	var out []Ticket
	db.Table("orders").Get("PK", "ORDER#"+strconv.Itoa(o.SeqNo)).All(&out)                                      // want `partition key "PK" embeds o.SeqNo, a sequence number`
	db.Table("orders").Get("PK", "ORDER#"+o.ID).Range("SK", dynamo.Equal, "V#"+strconv.Itoa(o.SeqNo)).One(&out) // ok: a sort key
	db2.Table("tickets_v2").Put(Ticket{No: ticketSeq.Add(1), Queue: "Q"}).Run(ctx)                              // want `partition key "no" embeds ticketSeq.Add\(1\), the next value of in-process counter ticketSeq`
	db2.Table("tickets_v2").Put(Ticket{No: node.Next(), Queue: "Q"}).Run(ctx)                                   // ok: a snowflake generator's id is unique across machines
}

func worldPartiQL(svc *v1.DynamoDB) {
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`INSERT INTO "jobs" VALUE {'PK': ?, 'SK': ?}`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String("JOB#" + strconv.FormatInt(atomic.AddInt64(&jobSeq, 1), 10))}, // want `partition key "PK" embeds atomic.AddInt64\(&jobSeq, 1\), the next value of in-process counter jobSeq`
			{S: aws.String("META")},
		},
	})
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`INSERT INTO "jobs" VALUE {'PK': ?, 'SK': ?}`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String("JOB#" + ulid.Make().String())},                               // ok: a ULID
			{S: aws.String("RUN#" + strconv.FormatInt(atomic.AddInt64(&jobSeq, 1), 10))}, // ok: a sort key
		},
	})
}

// Key builders grouped in a value of func fields.
var worldKeys = struct {
	Order func(int64) string
}{
	Order: func(n int64) string { return "ORDER#" + strconv.FormatInt(n, 10) },
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

func worldHelpers(svc *v1.DynamoDB, o Order) {
	svc.PutItem(&v1.PutItemInput{TableName: aws.String("orders"), Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String(worldKeys.Order(atomic.AddInt64(&orderSeq, 1)))}, // want `partition key "PK" embeds atomic.AddInt64\(&orderSeq, 1\), the next value of in-process counter orderSeq`
	}})
	svc.PutItem(&v1.PutItemInput{TableName: aws.String("orders"), Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String(worldKeys.Order(node.Next()))}, // ok: a snowflake generator's id is unique across machines
	}})
	_ = WorldItem{WorldBase: WorldBase{PK: "ORDER#" + strconv.Itoa(o.SeqNo), SK: "META"}}      // want `partition key "PK" embeds o.SeqNo, a sequence number`
	_ = WorldItem{WorldBase: WorldBase{PK: "ORDER#" + o.ID, SK: "V#" + strconv.Itoa(o.SeqNo)}} // ok: a sort key
}
