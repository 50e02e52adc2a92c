// Package unnamed writes to tables whose names come from the environment:
// the request names no table, so only an item that carries a declared
// table's key attributes, in another letter case only, is held to that
// table's schema.
package unnamed

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func setup(ctx context.Context, c *dynamodb.Client) {
	c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("asset-state"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("AssetId"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("OwnerId"), KeyType: types.KeyTypeRange},
		},
	})
	c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("profiles"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("UserId"), KeyType: types.KeyTypeHash},
		},
	})
	c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("audit"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("event"), KeyType: types.KeyTypeHash},
		},
	})
}

// assetState has json tags only: the marshaller writes the Go field names.
type assetState struct {
	AssetID string `json:"assetId"` // want `field AssetID is written as attribute "AssetID" where table "asset-state", the one declared table whose key its item carries in other letter case, has partition key "AssetId": names are case-sensitive`
	OwnerID string `json:"ownerId"` // want `field OwnerID is written as attribute "OwnerID" where table "asset-state".* has sort key "OwnerId"`
	Phase   string `json:"phase"`
}

// taggedState names the table's keys.
type taggedState struct {
	AssetID string `dynamodbav:"AssetId"`
	OwnerID string `dynamodbav:"OwnerId"`
	Phase   string `dynamodbav:"phase"`
}

// otherRecord carries a key of the asset table in other case, but its own
// table's partition key as declared.
type otherRecord struct {
	Event   string `dynamodbav:"event"`
	AssetID string
	OwnerID string
}

// halfState carries only the partition key, in other case: no declared
// table's whole key.
type halfState struct {
	AssetID string
	Note    string
}

type store struct {
	db    *dynamodb.Client
	table string
}

func newStore(db *dynamodb.Client) *store { return &store{db: db, table: os.Getenv("STATE_TABLE")} }

func (s *store) save(ctx context.Context, st assetState) error {
	item, err := attributevalue.MarshalMap(st) // the fields are reported, once
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.table), Item: item})
	return err
}

func (s *store) saveTagged(ctx context.Context, st taggedState) error {
	item, err := attributevalue.MarshalMap(st) // ok: the declared names
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.table), Item: item})
	return err
}

func (s *store) record(ctx context.Context, r otherRecord, h halfState) {
	item, _ := attributevalue.MarshalMap(r) // ok: the audit table's item, by its partition key
	s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.table), Item: item})
	half, _ := attributevalue.MarshalMap(h) // ok: the asset table's sort key is not there in any case
	s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.table), Item: half})
}

func (s *store) load(ctx context.Context, id, owner string) {
	s.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(s.table),
		Key: map[string]types.AttributeValue{
			"assetId": &types.AttributeValueMemberS{Value: id},    // want `the Key of GetItem has attribute "assetId" where table "asset-state", the one declared table whose key it carries in other letter case, has partition key "AssetId"`
			"ownerId": &types.AttributeValueMemberS{Value: owner}, // want `the Key of GetItem has attribute "ownerId" where table "asset-state".* has sort key "OwnerId"`
		},
	})
	s.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(s.table),
		Key: map[string]types.AttributeValue{ // ok: the declared names
			"AssetId": &types.AttributeValueMemberS{Value: id},
			"OwnerId": &types.AttributeValueMemberS{Value: owner},
		},
	})
	s.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(s.table),
		Key: map[string]types.AttributeValue{ // ok: a Key with another attribute is some other table's
			"assetId": &types.AttributeValueMemberS{Value: id},
			"ownerId": &types.AttributeValueMemberS{Value: owner},
			"version": &types.AttributeValueMemberN{Value: "1"},
		},
	})
}

// lowerState tags its keys in the wrong case.
type lowerState struct {
	AssetID string `dynamodbav:"assetid,omitempty"`    // want `field AssetID is written as attribute "assetid" where table "asset-state".* has partition key "AssetId"`
	OwnerID string `json:"owner" dynamodbav:"ownerid"` // want `field OwnerID is written as attribute "ownerid" where table "asset-state".* has sort key "OwnerId"`
}

func (s *store) saveLower(ctx context.Context, st lowerState) {
	item, _ := attributevalue.MarshalMap(st)
	s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.table), Item: item})
}

// token is another entity: its own id is TokenId, in a table out of
// sight; its UserID, the owner's id, fits the declared profiles table's
// key save for case, but that table is not its own.
type token struct {
	TokenId string
	UserID  string
}

func (s *store) saveToken(ctx context.Context, t token) error {
	item, err := attributevalue.MarshalMap(t) // ok: a token's own id is TokenId
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.table), Item: item})
	return err
}
