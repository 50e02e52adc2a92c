package keydelimiter

import (
	"strconv"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/guregu/dynamo"
)

// Keys beyond aws-sdk-go-v2 requests: aws-sdk-go v1, guregu/dynamo, PartiQL
// statements and the helpers code wraps keys in.

func v1World(svc *dynamodb.DynamoDB, userID, orderID string) {
	svc.GetItem(&dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]*dynamodb.AttributeValue{
			"PK": {S: aws.String("USER" + userID)},  // want `prefix "USER" is glued to userID with no separator in partition key "PK"`
			"SK": {S: aws.String(userID + orderID)}, // want `userID and orderID are glued together with no separator in sort key "SK"`
		},
	})
	svc.GetItem(&dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]*dynamodb.AttributeValue{
			"PK": {S: aws.String("USER#" + userID)},       // ok: the literal ends in the separator
			"SK": {S: aws.String(userID + "#" + orderID)}, // ok: a separator between the parts
		},
	})
}

// WorldEvent declares its keys in guregu tags.
type WorldEvent struct {
	Owner string `dynamo:"owner,hash"`
	Stamp string `dynamo:"stamp,range"`
}

func guregu(db *dynamo.DB, userID, orderID string) {
	table := db.Table("orders")
	table.Get("PK", "USER"+userID).Range("SK", dynamo.Equal, "ORDER#"+orderID).One(nil)  // want `prefix "USER" is glued to userID with no separator in partition key "PK"`
	table.Get("PK", "USER#"+userID).Range("SK", dynamo.Equal, "ORDER#"+orderID).One(nil) // ok: the literal ends in the separator
	db.Table("events").Put(WorldEvent{
		Owner: userID + orderID, // want `userID and orderID are glued together with no separator in partition key "owner"`
		Stamp: "S#" + orderID,
	}).Run()
	db.Table("events").Put(WorldEvent{
		Owner: userID + "#" + orderID, // ok: a separator between the parts
		Stamp: "S#" + orderID,
	}).Run()
}

func partiQL(svc *dynamodb.DynamoDB, userID, orderID string) {
	svc.ExecuteStatement(&dynamodb.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "orders" WHERE PK = ? AND SK = ?`),
		Parameters: []*dynamodb.AttributeValue{
			{S: aws.String("USER" + userID)},    // want `prefix "USER" is glued to userID with no separator in partition key "PK"`
			{S: aws.String("ORDER#" + orderID)}, // ok: the literal ends in the separator
		},
	})
	svc.ExecuteStatement(&dynamodb.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "orders" WHERE PK = ? AND SK = ?`),
		Parameters: []*dynamodb.AttributeValue{
			{S: aws.String("USER#" + userID)},                           // ok: the literal ends in the separator
			{S: aws.String(orderID + "#" + strconv.Itoa(len(orderID)))}, // ok: a separator between the parts
		},
	})
}

// Key builders grouped in a value of func fields.
var worldKeys = struct {
	Tenant func(string) string
	User   func(string) string
}{
	Tenant: func(id string) string { return "TENANT" + id },
	User:   func(id string) string { return "USER#" + id },
}

func funcFields(svc *dynamodb.DynamoDB, tenantID, userID string) {
	svc.PutItem(&dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]*dynamodb.AttributeValue{
			"PK": {S: aws.String(worldKeys.Tenant(tenantID))}, // want `prefix "TENANT" is glued to tenantID with no separator in partition key "PK"`
			"SK": {S: aws.String(worldKeys.User(userID))},     // ok: the helper puts the separator in
		},
	})
}

// WorldBase holds keys embedded in items.
type WorldBase struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

type WorldInvoice struct {
	WorldBase
	Total int `dynamodbav:"total"`
}

func embedded(userID, orderID string) {
	_ = WorldInvoice{WorldBase: WorldBase{PK: "INVOICE" + userID, SK: "META"}}  // want `prefix "INVOICE" is glued to userID with no separator in partition key "PK"`
	_ = WorldInvoice{WorldBase: WorldBase{PK: "INVOICE#" + userID, SK: "META"}} // ok: the literal ends in the separator
}
