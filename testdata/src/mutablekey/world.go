package mutablekey

import (
	"context"

	"github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/guregu/dynamo"
	dynamo2 "github.com/guregu/dynamo/v2"
)

// Keys beyond aws-sdk-go-v2 requests: aws-sdk-go v1, guregu/dynamo, PartiQL
// statements and the helpers code wraps keys in.

func worldV1(svc *v1.DynamoDB, o Order, id, order_status string) {
	svc.GetItem(&v1.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]*v1.AttributeValue{
			"PK": {S: aws.String("ORDER#" + string(o.Status))}, // want `partition key "PK" embeds o.Status, which changes over the item's life: changing it means delete and re-put of the item \(mutablekey\)`
			"SK": {S: aws.String("ORDER#" + o.ID)},             // ok: an id never changes
		},
	})
	svc.UpdateItem(&v1.UpdateItemInput{
		TableName: aws.String("orders"),
		Key: map[string]*v1.AttributeValue{
			"PK": {S: aws.String("ORDER#" + order_status)}, // want `partition key "PK" embeds order_status, which changes`
			"SK": {S: aws.String("ORDER#" + id)},           // ok: an id never changes
		},
		UpdateExpression: aws.String("SET GSI1PK = :s"),
		ExpressionAttributeValues: map[string]*v1.AttributeValue{
			":s": {S: aws.String("STATUS#" + order_status)}, // ok: the update moves the item in the index
		},
	})
}

// Parcel declares its keys in guregu tags.
type Parcel struct {
	Carrier string `dynamo:"carrier,hash"`
	Stage   string `dynamo:"stage,range"`
	Owner   string `index:"ByOwner,hash"`
	Status  string `index:"ByOwner,range"`
}

func worldGuregu(ctx context.Context, db *dynamo.DB, db2 *dynamo2.DB, o Order, j Job, carrier string) {
	var out []Job
	db.Table("jobs").Get("PK", "STATE#"+j.State).Range("SK", dynamo.BeginsWith, "JOB#").All(&out)                          // want `partition key "PK" embeds j.State, which changes`
	db.Table("jobs").Get("PK", "JOB#"+j.ID).Range("SK", dynamo.BeginsWith, "STATE#").All(&out)                             // ok: an id never changes
	db.Table("orders").Update("PK", "ORDER#"+o.ID).Set("GSI1PK", "STATUS#"+string(o.Status)).Run()                         // ok: a secondary index's key may change
	db2.Table("parcels").Put(Parcel{Carrier: carrier, Stage: "STAGE#" + j.Stage}).Run(ctx)                                 // want `sort key "stage" embeds j.Stage, which changes`
	db2.Table("parcels").Put(Parcel{Carrier: carrier, Stage: "JOB#" + j.ID, Owner: j.ID, Status: "S#" + j.State}).Run(ctx) // ok: a secondary index's key may change
}

func worldPartiQL(svc *v1.DynamoDB, o Order) {
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "orders" WHERE PK = ? AND SK = ?`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String("ORDER#" + o.ID)},          // ok: an id never changes
			{S: aws.String("TIER#" + string(o.Tier))}, // want `sort key "SK" embeds o.Tier, which changes`
		},
	})
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`UPDATE "orders" SET GSI1SK = ? WHERE PK = ? AND SK = ?`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String("TIER#" + string(o.Tier))}, // ok: the update moves the item in the index
			{S: aws.String("ORDER#" + o.ID)},          // ok: an id never changes
			{S: aws.String("KIND#" + string(o.Kind))}, // ok: Kind is written once, at creation
		},
	})
}

// Key builders grouped in a value of func fields.
var worldKeys = struct {
	Status func(Status) string
	ID     func(string) string
}{
	Status: func(s Status) string { return "STATUS#" + string(s) },
	ID:     func(id string) string { return "ORDER#" + id },
}

// Ticket knows its key.
type Ticket struct {
	ID     string
	Status string
}

func (t Ticket) Key() map[string]*v1.AttributeValue {
	return map[string]*v1.AttributeValue{
		"PK": {S: aws.String("TICKET#" + t.ID)},     // ok: an id never changes
		"SK": {S: aws.String("STATUS#" + t.Status)}, // want `sort key "SK" embeds t.Status, which changes`
	}
}

func worldHelpers(svc *v1.DynamoDB, o Order, t Ticket) {
	svc.PutItem(&v1.PutItemInput{TableName: aws.String("orders"), Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String(worldKeys.Status(o.Status))}, // want `partition key "PK" embeds o.Status, which changes`
		"SK": {S: aws.String(worldKeys.ID(o.ID))},         // ok: the helper's key holds only the id
	}})
	svc.DeleteItem(&v1.DeleteItemInput{TableName: aws.String("tickets"), Key: t.Key()})
}
