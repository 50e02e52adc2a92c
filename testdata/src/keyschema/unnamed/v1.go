package unnamed

import (
	"os"

	"github.com/aws/aws-sdk-go/aws"
	dynamodbv1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"
	"github.com/guregu/dynamo"
)

// The same with aws-sdk-go v1, whose marshaller falls back to a field's
// json tag, and guregu/dynamo, which writes an untagged field under its Go
// name.

// v1State's json tags differ from the declared names in case.
type v1State struct {
	AssetID string `json:"assetId"` // want `field AssetID is written as attribute "assetId" where table "asset-state".* has partition key "AssetId"`
	OwnerID string `json:"ownerId"` // want `field OwnerID is written as attribute "ownerId" where table "asset-state".* has sort key "OwnerId"`
}

// gureguBad has no tags at all.
type gureguBad struct {
	AssetID string // want `field AssetID is written as attribute "AssetID" where table "asset-state".* has partition key "AssetId"`
	OwnerID string // want `field OwnerID is written as attribute "OwnerID" where table "asset-state".* has sort key "OwnerId"`
}

func saveV1(c *dynamodbv1.DynamoDB, st v1State, tagged taggedState) {
	item, _ := dynamodbattribute.MarshalMap(st) // the fields are reported
	c.PutItem(&dynamodbv1.PutItemInput{TableName: aws.String(os.Getenv("STATE_TABLE")), Item: item})
	ok, _ := dynamodbattribute.MarshalMap(tagged) // ok: the declared names
	c.PutItem(&dynamodbv1.PutItemInput{TableName: aws.String(os.Getenv("STATE_TABLE")), Item: ok})
}

// gureguState names its keys for guregu, which reads dynamo tags.
type gureguState struct {
	AssetID string `dynamo:"AssetId"`
	OwnerID string `dynamo:"OwnerId"`
}

func saveGuregu(db *dynamo.DB, st gureguBad, tagged gureguState) {
	_ = db.Table(os.Getenv("STATE_TABLE")).Put(st).Run()     // the fields are reported
	_ = db.Table(os.Getenv("STATE_TABLE")).Put(tagged).Run() // ok: the declared names
}
