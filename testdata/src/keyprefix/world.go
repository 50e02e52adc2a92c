package keyprefix

import (
	"context"
	"strconv"

	"keyprefix/keys"

	"github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/guregu/dynamo"
	dynamo2 "github.com/guregu/dynamo/v2"
)

// Keys beyond aws-sdk-go-v2 requests: aws-sdk-go v1, guregu/dynamo, PartiQL
// statements and the helpers code wraps keys in.

func worldV1(svc *v1.DynamoDB, userID string, n int) {
	svc.GetItem(&v1.GetItemInput{
		TableName: aws.String(table),
		Key: map[string]*v1.AttributeValue{
			"PK": {S: aws.String(userID)},    // want `userID is a bare value with no entity-type prefix in partition key "PK"`
			"SK": {S: aws.String("PROFILE")}, // ok: a constant key
		},
	})
	svc.UpdateItem(&v1.UpdateItemInput{
		TableName: aws.String(table),
		Key: map[string]*v1.AttributeValue{
			"PK": {S: aws.String("USER#" + userID)}, // ok: a type prefix
			"SK": {N: aws.String(strconv.Itoa(n))},  // ok: an N attribute cannot carry a prefix
		},
	})
}

// Profile declares generic key names in guregu tags.
type Profile struct {
	PK string `dynamo:"pk,hash"`
	SK string `dynamo:"sk,range"`
}

// Member's keys are named for what they hold.
type Member struct {
	Group string `dynamo:"groupId,hash"`
	User  string `dynamo:"userId,range"`
}

func worldGuregu(ctx context.Context, db *dynamo.DB, db2 *dynamo2.DB, userID, groupID string) {
	var out []Profile
	db.Table(table).Get("PK", userID).All(&out)                                                 // want `userID is a bare value with no entity-type prefix in partition key "PK"`
	db.Table(table).Get("PK", "USER#"+userID).Range("SK", dynamo.BeginsWith, groupID).All(&out) // ok: a begins_with value is a prefix to match, not a key
	db2.Table("profiles").Put(Profile{PK: "USER#" + userID, SK: groupID}).Run(ctx)              // want `groupID is a bare value with no entity-type prefix in sort key "sk"`
	db2.Table("members").Put(Member{Group: groupID, User: userID}).Run(ctx)                     // ok: semantic key names hold one entity type
}

func worldPartiQL(svc *v1.DynamoDB, userID, orderID string) {
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "app" WHERE PK = ? AND begins_with(SK, ?)`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String(userID)},  // want `userID is a bare value with no entity-type prefix in partition key "PK"`
			{S: aws.String(orderID)}, // ok: a begins_with value is a prefix to match, not a key
		},
	})
	svc.ExecuteStatement(&v1.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "app" WHERE PK = ? AND begins_with(SK, ?)`),
		Parameters: []*v1.AttributeValue{
			{S: aws.String("USER#" + userID)}, // ok: a type prefix
			{S: aws.String(orderID)},          // ok: a begins_with value is a prefix to match, not a key
		},
	})
}

// Key builders grouped in a value of func fields.
var worldKeys = struct {
	Seq   func(int) string
	Order func(string) string
}{
	Seq:   func(n int) string { return strconv.Itoa(n) },
	Order: func(id string) string { return "ORDER#" + id },
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

func worldHelpers(svc *v1.DynamoDB, o keys.Order, userID string) {
	svc.PutItem(&v1.PutItemInput{TableName: aws.String(table), Item: map[string]*v1.AttributeValue{
		"PK": {S: aws.String(worldKeys.Order(o.ID))}, // ok: the helper adds a type prefix
		"SK": {S: aws.String(worldKeys.Seq(o.Seq))},  // want `worldKeys.Seq\(o.Seq\) \(o.Seq\) is a bare number with no entity-type prefix in sort key "SK"`
	}})
	_ = WorldItem{WorldBase: WorldBase{PK: userID, SK: "PROFILE"}}           // want `userID is a bare value with no entity-type prefix in partition key "PK"`
	_ = WorldItem{WorldBase: WorldBase{PK: "USER#" + userID, SK: "PROFILE"}} // ok: a type prefix
}
