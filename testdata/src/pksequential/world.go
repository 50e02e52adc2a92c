package pksequential

import (
	"context"
	"fmt"
	"strconv"
	"sync/atomic"

	"github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"
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

// Counter items through aws-sdk-go v1: an UpdateItem increments a number and
// returns it, read back from out.Attributes["x"].N (a *string) or with
// dynamodbattribute.

var counterKeyV1 = map[string]*v1.AttributeValue{"PK": {S: aws.String("COUNTER#orders")}}

func worldCounterV1(svc *v1.DynamoDB) {
	out, err := svc.UpdateItem(&v1.UpdateItemInput{
		TableName:                 aws.String("counters"),
		Key:                       counterKeyV1,
		UpdateExpression:          aws.String("ADD seq :one"),
		ExpressionAttributeValues: map[string]*v1.AttributeValue{":one": {N: aws.String("1")}},
		ReturnValues:              aws.String("UPDATED_NEW"),
	})
	if err != nil {
		return
	}
	n, _ := strconv.Atoi(*out.Attributes["seq"].N)
	svc.PutItem(&v1.PutItemInput{TableName: aws.String("orders"), Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String("ORDER#" + strconv.Itoa(n))}, // want `partition key "PK" embeds n, a number taken from counter attribute "seq" by UpdateItem: every new id is a write to that one counter item, which caps the write rate and serializes writers, and sequential ids are easy to guess \(pksequential\)`
		"SK": {S: aws.String("LINE#" + strconv.Itoa(n))},  // ok: a sort key
	}})
	svc.PutItem(&v1.PutItemInput{TableName: aws.String("orders"), Item: map[string]*v1.AttributeValue{
		"PK": {N: out.Attributes["seq"].N}, // want `partition key "PK" embeds out.Attributes\["seq"\].N, a number taken from counter attribute "seq" by UpdateItem`
	}})
}

func worldCounterV1Context(ctx context.Context, svc *v1.DynamoDB) {
	in := &v1.UpdateItemInput{
		TableName:                 aws.String("counters"),
		Key:                       counterKeyV1,
		UpdateExpression:          aws.String("SET #c = #c + :one"),
		ExpressionAttributeNames:  map[string]*string{"#c": aws.String("next")},
		ExpressionAttributeValues: map[string]*v1.AttributeValue{":one": {N: aws.String("1")}},
		ReturnValues:              aws.String(v1.ReturnValueAllNew),
	}
	out, _ := svc.UpdateItemWithContext(ctx, in)
	v := aws.StringValue(out.Attributes["next"].N)
	svc.PutItem(&v1.PutItemInput{TableName: aws.String("orders"), Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String("ORDER#" + v)}, // want `partition key "PK" embeds aws.StringValue\(out.Attributes\["next"\].N\), a number taken from counter attribute "next" by UpdateItem`
	}})
	id, _ := strconv.ParseInt(aws.StringValue(out.Attributes["next"].N), 10, 64)
	_ = WorldItem{WorldBase: WorldBase{PK: "ORDER#" + strconv.FormatInt(id, 10), SK: "META"}} // want `partition key "PK" embeds id, a number taken from counter attribute "next" by UpdateItem`
}

// allocateV1 takes the next id from the counter item.
func allocateV1(svc *v1.DynamoDB) (int64, error) {
	out, err := svc.UpdateItem(&v1.UpdateItemInput{
		TableName:                 aws.String("counters"),
		Key:                       counterKeyV1,
		UpdateExpression:          aws.String("SET seq = if_not_exists(seq, :zero) + :one"),
		ExpressionAttributeValues: map[string]*v1.AttributeValue{":zero": {N: aws.String("0")}, ":one": {N: aws.String("1")}},
		ReturnValues:              aws.String(v1.ReturnValueUpdatedNew),
	})
	if err != nil {
		return 0, err
	}
	var n int64
	if err := dynamodbattribute.Unmarshal(out.Attributes["seq"], &n); err != nil {
		return 0, err
	}
	return n, nil
}

// seqCounterV1 is named by json tags, which dynamodbattribute reads when a
// field has no dynamodbav tag.
type seqCounterV1 struct {
	Value int64 `json:"seq"`
	Other int64 `json:"other"`
}

func worldCounterV1Helpers(svc *v1.DynamoDB) {
	id, err := allocateV1(svc)
	if err != nil {
		return
	}
	svc.PutItem(&v1.PutItemInput{TableName: aws.String("orders"), Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String(worldKeys.Order(id))}, // want `partition key "PK" embeds id, a number taken from counter attribute "seq" by UpdateItem`
	}})

	out, _ := svc.UpdateItem(&v1.UpdateItemInput{
		TableName:                 aws.String("counters"),
		Key:                       counterKeyV1,
		UpdateExpression:          aws.String("ADD seq :one SET other = :v"),
		ExpressionAttributeValues: map[string]*v1.AttributeValue{":one": {N: aws.String("1")}, ":v": {N: aws.String("7")}},
		ReturnValues:              aws.String("ALL_NEW"),
	})
	var ctr seqCounterV1
	_ = dynamodbattribute.UnmarshalMap(out.Attributes, &ctr)
	svc.PutItem(&v1.PutItemInput{TableName: aws.String("orders"), Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String(fmt.Sprintf("ORDER#%d", ctr.Value))}, // want `partition key "PK" embeds ctr.Value, a number taken from counter attribute "seq" by UpdateItem`
	}})
	svc.PutItem(&v1.PutItemInput{TableName: aws.String("orders"), Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String(fmt.Sprintf("ORDER#%d", ctr.Other))}, // ok: other is set, not incremented
	}})
}

// Look-alikes that prove nothing.

func worldCounterV1PlainSet(svc *v1.DynamoDB, version int) {
	out, _ := svc.UpdateItem(&v1.UpdateItemInput{
		TableName:                 aws.String("docs"),
		Key:                       counterKeyV1,
		UpdateExpression:          aws.String("SET rev = :v"),
		ExpressionAttributeValues: map[string]*v1.AttributeValue{":v": {N: aws.String(strconv.Itoa(version))}},
		ReturnValues:              aws.String("UPDATED_NEW"),
	})
	n, _ := strconv.Atoi(*out.Attributes["rev"].N)
	svc.PutItem(&v1.PutItemInput{TableName: aws.String("docs"), Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String("DOC#" + strconv.Itoa(n))}, // ok: SET rev = :v stores a value, it counts nothing
		"SK": {S: aws.String("META")},
	}})
}

func worldCounterV1NoReturnValues(ctx context.Context, svc *v1.DynamoDB) {
	out, _ := svc.UpdateItemWithContext(ctx, &v1.UpdateItemInput{
		TableName:                 aws.String("counters"),
		Key:                       counterKeyV1,
		UpdateExpression:          aws.String("ADD seq :one"),
		ExpressionAttributeValues: map[string]*v1.AttributeValue{":one": {N: aws.String("1")}},
	})
	var n int64
	_ = dynamodbattribute.Unmarshal(out.Attributes["seq"], &n)
	svc.PutItem(&v1.PutItemInput{TableName: aws.String("orders"), Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String(fmt.Sprintf("ORDER#%d", n))}, // ok: without ReturnValues the output holds no attributes
	}})
}

func worldCounterV1ReturnNone(svc *v1.DynamoDB) {
	out, _ := svc.UpdateItem(&v1.UpdateItemInput{
		TableName:                 aws.String("counters"),
		Key:                       counterKeyV1,
		UpdateExpression:          aws.String("ADD seq :one"),
		ExpressionAttributeValues: map[string]*v1.AttributeValue{":one": {N: aws.String("1")}},
		ReturnValues:              aws.String(v1.ReturnValueNone),
	})
	svc.PutItem(&v1.PutItemInput{TableName: aws.String("orders"), Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String("ORDER#" + aws.StringValue(out.Attributes["seq"].N))}, // ok: ReturnValues NONE returns no attributes
	}})
}

func worldCounterV1Decrement(svc *v1.DynamoDB) {
	out, _ := svc.UpdateItem(&v1.UpdateItemInput{
		TableName:                 aws.String("counters"),
		Key:                       counterKeyV1,
		UpdateExpression:          aws.String("ADD stock :minus"),
		ExpressionAttributeValues: map[string]*v1.AttributeValue{":minus": {N: aws.String("-1")}},
		ReturnValues:              aws.String("UPDATED_NEW"),
	})
	svc.PutItem(&v1.PutItemInput{TableName: aws.String("stock"), Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String("LEFT#" + *out.Attributes["stock"].N)}, // ok: ADD of -1 counts down: no id is handed out
	}})
}
