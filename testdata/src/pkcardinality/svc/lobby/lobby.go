// Package lobby names its tables through a prefix helper and declares a
// global secondary index keyed by a state alone: every item written with
// one state shares one index partition.
package lobby

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var (
	db     *dynamodb.Client
	prefix = os.Getenv("PREFIX")
)

func table(base string) string { return prefix + "-" + base }

func hashKey(name string) types.KeySchemaElement {
	return types.KeySchemaElement{AttributeName: aws.String(name), KeyType: types.KeyTypeHash}
}

func setup(ctx context.Context) {
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String(table("rooms")),
		KeySchema: []types.KeySchemaElement{hashKey("room_id")},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{
			{IndexName: aws.String("phase-index"), KeySchema: []types.KeySchemaElement{hashKey("phase")}},
			{IndexName: aws.String("host-index"), KeySchema: []types.KeySchemaElement{
				hashKey("host"),
				{AttributeName: aws.String("opened_at"), KeyType: types.KeyTypeRange},
			}},
		},
	})
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String(table("settings")),
		KeySchema: []types.KeySchemaElement{hashKey("scope")},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{
			{IndexName: aws.String("phase-index"), KeySchema: []types.KeySchemaElement{hashKey("phase")}},
		},
	})
}

func openRoom(ctx context.Context, id string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table("rooms")), Item: map[string]types.AttributeValue{
		"room_id": &types.AttributeValueMemberS{Value: id},
		"phase":   &types.AttributeValueMemberS{Value: "waiting"}, // want `partition key "phase" of index phase-index is the constant "waiting" while partition key "room_id" varies`
		"host":    &types.AttributeValueMemberS{Value: "lobby"},   // ok: host-index has a sort key the item does not carry: the item is not in it
	}})
}

func settings(ctx context.Context) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table("settings")), Item: map[string]types.AttributeValue{
		"scope": &types.AttributeValueMemberS{Value: "global"},
		"phase": &types.AttributeValueMemberS{Value: "waiting"}, // ok: one item, its table key is constant
	}})
}

// A table named at run time is the declared table its item fits: the
// rooms, whose phase-index has no sort key.
func elsewhere(ctx context.Context, id, other string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(other), Item: map[string]types.AttributeValue{
		"room_id": &types.AttributeValueMemberS{Value: id},
		"phase":   &types.AttributeValueMemberS{Value: "waiting"}, // want `partition key "phase" of index phase-index is the constant "waiting" while partition key "room_id" varies: .*if the set can grow with use`
	}})
}

// A read names one room by its key; an index attribute in the key map is
// no write into the index's partition.
func closedRoom(ctx context.Context, id string) {
	db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(table("rooms")), Key: map[string]types.AttributeValue{
		"room_id": &types.AttributeValueMemberS{Value: id},
		"phase":   &types.AttributeValueMemberS{Value: "closed"}, // ok: a read, and the index form is judged at writes
	}})
}
