package versionedread

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

func worldV1(svc *v1.DynamoDB, id, sk string, v, rev int) {
	svc.GetItem(&v1.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]*v1.AttributeValue{
			"PK": {S: aws.String("ORDER#" + id)},
			"SK": {S: aws.String(sk + "@" + strconv.Itoa(v))}, // want `sk \+ "@" \+ strconv.Itoa\(v\) puts version suffix "@"\+v on sort key "SK" in GetItem on table "orders": versions live in a history table`
		},
	})
	svc.GetItem(&v1.GetItemInput{
		TableName: aws.String(historyTable),
		Key: map[string]*v1.AttributeValue{
			"PK": {S: aws.String("ORDER#" + id)},
			"SK": {S: aws.String(sk + "@" + strconv.Itoa(v))}, // ok: the history table keeps versions
		},
	})
	svc.Query(&v1.QueryInput{
		TableName:              aws.String("orders"),
		KeyConditionExpression: aws.String("PK = :pk AND SK = :sk"),
		ExpressionAttributeValues: map[string]*v1.AttributeValue{
			":pk": {S: aws.String("ORDER#" + id)},
			":sk": {S: aws.String(fmt.Sprintf("%s@v%d", sk, rev))}, // want `puts version suffix "@v"\+rev on sort key "SK" in Query on table "orders"`
		},
	})
	svc.PutItem(&v1.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]*v1.AttributeValue{
			"PK": {S: aws.String("ORDER#" + id)},
			"SK": {S: aws.String(fmt.Sprintf("%s@v%d", sk, rev))}, // ok: writing versions is the pattern itself
		},
	})
}

// Revision declares its keys in guregu tags.
type Revision struct {
	Doc string `dynamo:"doc,hash"`
	Rev string `dynamo:"rev,range"`
}

func worldGuregu(ctx context.Context, db *dynamo.DB, db2 *dynamo2.DB, id, sk string, v int) {
	var out Revision
	db.Table("orders").Get("PK", "ORDER#"+id).Range("SK", dynamo.Equal, sk+"@"+strconv.Itoa(v)).One(&out)      // want `puts version suffix "@"\+v on sort key "SK" in dynamo.Get on table "orders"`
	db.Table(historyTable).Get("PK", "ORDER#"+id).Range("SK", dynamo.Equal, sk+"@"+strconv.Itoa(v)).One(&out)  // ok: the history table keeps versions
	db2.Table("orders").Delete("PK", "ORDER#"+id).Range("SK", sk+"@"+strconv.Itoa(v)).Run(ctx)                 // want `puts version suffix "@"\+v on sort key "SK" in dynamo.Delete on table "orders"`
	db2.Table("orders").Put(map[string]string{"PK": "ORDER#" + id, "SK": sk + "@" + strconv.Itoa(v)}).Run(ctx) // ok: a put is a write
}

func worldPartiQL(svc *v1.DynamoDB, id, sk string, v int) {
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "orders" WHERE PK = ? AND SK = ?`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String("ORDER#" + id)},
			{S: aws.String(sk + "@" + strconv.Itoa(v))}, // want `puts version suffix "@"\+v on sort key "SK" in ExecuteStatement on table "orders"`
		},
	})
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "orders_history" WHERE PK = ? AND SK = ?`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String("ORDER#" + id)},
			{S: aws.String(sk + "@" + strconv.Itoa(v))}, // ok: the history table keeps versions
		},
	})
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`INSERT INTO "orders" VALUE {'PK': ?, 'SK': ?}`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String("ORDER#" + id)},
			{S: aws.String(sk + "@" + strconv.Itoa(v))}, // ok: an INSERT is a write
		},
	})
}

// Key builders grouped in a value of func fields.
var worldKeys = struct {
	Versioned func(string, int) string
	Current   func(string) string
}{
	Versioned: func(sk string, v int) string { return sk + "@" + strconv.Itoa(v) },
	Current:   func(id string) string { return "ORDER#" + id },
}

// Snapshot knows its key.
type Snapshot struct {
	ID      string
	Version int
}

func (s Snapshot) Key() map[string]*v1.AttributeValue {
	return map[string]*v1.AttributeValue{
		"PK": {S: aws.String("ORDER#" + s.ID)},
		"SK": {S: aws.String("ORDER#" + s.ID + "@" + strconv.Itoa(s.Version))}, // want `puts version suffix "@"\+s.Version on sort key "SK" in GetItem on table "orders"`
	}
}

// Head knows the key of the current item.
type Head struct{ ID string }

func (h Head) Key() map[string]*v1.AttributeValue {
	return map[string]*v1.AttributeValue{
		"PK": {S: aws.String("ORDER#" + h.ID)},
		"SK": {S: aws.String("ORDER#" + h.ID)}, // ok: the current item, no suffix
	}
}

func worldHelpers(svc *v1.DynamoDB, snap Snapshot, head Head, id, sk string, v int) {
	svc.GetItem(&v1.GetItemInput{TableName: aws.String("orders"), Key: map[string]*v1.AttributeValue{
		"PK": {S: aws.String("ORDER#" + id)},
		"SK": {S: aws.String(worldKeys.Versioned(sk, v))}, // want `worldKeys.Versioned\(sk, v\) puts version suffix "@"\+v on sort key "SK" in GetItem on table "orders"`
	}})
	svc.GetItem(&v1.GetItemInput{TableName: aws.String("orders"), Key: map[string]*v1.AttributeValue{
		"PK": {S: aws.String("ORDER#" + id)},
		"SK": {S: aws.String(worldKeys.Current(id))}, // ok: the current item
	}})
	svc.GetItem(&v1.GetItemInput{TableName: aws.String("orders"), Key: snap.Key()})
	svc.GetItem(&v1.GetItemInput{TableName: aws.String("orders"), Key: head.Key()})
}
