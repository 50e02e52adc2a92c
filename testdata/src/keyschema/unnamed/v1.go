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

func saveV1(c *dynamodbv1.DynamoDB, st assetState, tagged taggedState) {
	item, _ := dynamodbattribute.MarshalMap(st) // want `item of PutItem has attribute "assetId" \(field AssetID\) where table "asset-state".* has partition key "AssetId"` `item of PutItem has attribute "ownerId" \(field OwnerID\) where table "asset-state".* has sort key "OwnerId"`
	c.PutItem(&dynamodbv1.PutItemInput{TableName: aws.String(os.Getenv("STATE_TABLE")), Item: item})
	ok, _ := dynamodbattribute.MarshalMap(tagged) // ok: the declared names
	c.PutItem(&dynamodbv1.PutItemInput{TableName: aws.String(os.Getenv("STATE_TABLE")), Item: ok})
}

// gureguState names its keys for guregu, which reads dynamo tags.
type gureguState struct {
	AssetID string `dynamo:"AssetId"`
	OwnerID string `dynamo:"OwnerId"`
}

func saveGuregu(db *dynamo.DB, st assetState, tagged gureguState) {
	_ = db.Table(os.Getenv("STATE_TABLE")).Put(st).Run()     // want `item of dynamo.Put has attribute "AssetID" where table "asset-state".* has partition key "AssetId"` `item of dynamo.Put has attribute "OwnerID" where table "asset-state".* has sort key "OwnerId"`
	_ = db.Table(os.Getenv("STATE_TABLE")).Put(tagged).Run() // ok: the declared names
}
