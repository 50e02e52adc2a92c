package pkcardinality

import (
	"context"
	"fmt"

	"pkcardinality/keys"

	"github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/guregu/dynamo"
	dynamo2 "github.com/guregu/dynamo/v2"
)

// Keys beyond aws-sdk-go-v2 requests: aws-sdk-go v1, guregu/dynamo, PartiQL
// statements and the helpers code wraps keys in.

func v1Requests(svc *v1.DynamoDB, o Order, productID string, active bool) {
	svc.PutItem(&v1.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]*v1.AttributeValue{
			"PK": {S: aws.String("STATUS#" + string(o.Status))}, // want `partition key "PK" takes its only varying part from o.Status, which has 3 possible values: every item lands in at most 3 partitions \(pkcardinality\)`
			"SK": {S: aws.String("ORDER#" + o.ID)},
		},
	})
	svc.PutItem(&v1.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]*v1.AttributeValue{
			"PK": {S: aws.String(fmt.Sprintf("TENANT#%s#STATUS#%s", o.CustomerID, o.Status))}, // ok: a customer id alongside the status
			"SK": {S: aws.String("ORDER#" + o.ID)},
		},
	})
	svc.PutItem(&v1.PutItemInput{Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String("PRODUCT#ALL")}, // want `partition key "PK" is the constant "PRODUCT#ALL" while sort key "SK" varies: every item of this kind shares one partition key value`
		"SK": {S: aws.String(productID)},
	}})
	svc.GetItem(&v1.GetItemInput{Key: map[string]*v1.AttributeValue{
		"PK": {S: aws.String("PRODUCT#ALL")}, // ok: a read of the constant partition; the write is reported
		"SK": {S: aws.String(productID)},
	}})
}

// Ticket declares its keys in guregu tags.
type Ticket struct {
	Queue string `dynamo:"queue,hash"`
	ID    string `dynamo:"id,range"`
}

func guregu(ctx context.Context, db *dynamo.DB, db2 *dynamo2.DB, s keys.Status, tenantID, id string, paid bool) {
	var out []Ticket
	db.Table("orders").Get("PK", "STATE#"+string(s)).Range("SK", dynamo.BeginsWith, "ORDER#").All(&out)  // want `partition key "PK" takes its only varying part from s, which has 3 possible values`
	db.Table("orders").Get("PK", "STATE#"+string(s)).Range("SK", dynamo.BeginsWith, "LINE#").All(&out)   // ok: the same partition design, reported at its first read
	db.Table("orders").Get("PK", "STATUS#"+string(s)).Range("SK", dynamo.BeginsWith, "ORDER#").All(&out) // ok: the package writes this partition design; reported at the write
	db.Table("orders").Get("PK", "STATUS#"+string(s)).Range("SK", dynamo.Equal, "SUMMARY").One(&out)     // ok: one row per status, found by its whole key
	db.Table("orders").Update("PK", "ORDER#"+id).Set("GSI1PK", "PAID#"+fmt.Sprint(paid)).Run()           // want `partition key "GSI1PK" of index GSI1 takes its only varying part from paid, which has 2 possible values`
	db.Table("orders").Update("PK", "ORDER#"+id).Set("GSI1PK", "PAID#"+fmt.Sprint(paid)+"#"+id).Run()    // ok: the order id alongside the flag

	db2.Table("tickets").Put(Ticket{Queue: "QUEUE#ALL", ID: id}).Run(ctx)         // want `partition key "queue" is the constant "QUEUE#ALL" while sort key "id" varies`
	db2.Table("tickets").Put(Ticket{Queue: "QUEUE#" + tenantID, ID: id}).Run(ctx) // ok: one partition per tenant
	db2.Table("tickets").Delete("queue", "QUEUE#ALL").Range("id", id).Run(ctx)    // ok: a Delete key addresses an item written elsewhere
}

func partiQL(svc *v1.DynamoDB, orderStatus, customerID, productID string) {
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "orders" WHERE PK = ? AND begins_with(SK, ?)`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String("PHASE#" + orderStatus)}, // want `partition key "PK" takes its only varying part from orderStatus, whose name says it has few possible values`
		},
	})
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "orders" WHERE PK = ? AND begins_with(SK, ?)`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String("PHASE#" + orderStatus)}, // ok: the same partition design, reported at its first read above
			{S: aws.String("ORDER#")},
		},
	})
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "orders" WHERE PK = ? AND begins_with(SK, ?)`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String("STATUS#" + orderStatus + "#CUSTOMER#" + customerID)}, // ok: a customer id alongside the status
			{S: aws.String("ORDER#")},
		},
	})
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`INSERT INTO "orders" VALUE {'PK': ?, 'SK': ?}`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String("PRODUCT#ALL")}, // want `partition key "PK" is the constant "PRODUCT#ALL" while sort key "SK" varies`
			{S: aws.String(productID)},
		},
	})
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`DELETE FROM "orders" WHERE PK = ? AND SK = ?`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String("PRODUCT#ALL")}, // ok: a Delete key addresses an item written elsewhere
			{S: aws.String(productID)},
		},
	})
}

// Key builders grouped in a value of func fields.
var worldKeys = struct {
	Status       func(keys.Status) string
	TenantStatus func(string, keys.Status) string
}{
	Status:       func(s keys.Status) string { return "STATUS#" + string(s) },
	TenantStatus: func(t string, s keys.Status) string { return "TENANT#" + t + "#STATUS#" + string(s) },
}

// ShipKeys are embedded in items.
type ShipKeys struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

type Shipment struct {
	ShipKeys
	Carrier string `dynamodbav:"carrier"`
}

func helpers(svc *v1.DynamoDB, o Order, tenantID, id string) {
	svc.PutItem(&v1.PutItemInput{Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String(worldKeys.Status(o.Status))}, // want `partition key "PK" takes its only varying part from o.Status, which has 3 possible values`
		"SK": {S: aws.String("ORDER#" + o.ID)},
	}})
	svc.PutItem(&v1.PutItemInput{Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String(worldKeys.TenantStatus(tenantID, o.Status))}, // ok: the tenant id alongside the status
		"SK": {S: aws.String("ORDER#" + o.ID)},
	}})
	_ = Shipment{ShipKeys: ShipKeys{PK: "SHIPMENTS", SK: "SHIP#" + id}} // want `partition key "PK" is the constant "SHIPMENTS" while sort key "SK" varies`
	_ = Shipment{ShipKeys: ShipKeys{PK: "SHIP#" + id, SK: "DETAILS"}}   // ok: one partition per shipment
}
