// Package envtable is a Lambda function that reads its tables' names from
// the environment variables its template sets, and hands them to helpers.
package envtable

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/guregu/dynamo"
)

type handler struct {
	db    *dynamodb.Client
	rooms string
}

func newHandler(db *dynamodb.Client) *handler {
	return &handler{db: db, rooms: os.Getenv("ROOM_TABLE_NAME")}
}

// The template gives MESSAGE_TABLE_NAME the message table's name: its key
// is message_id, and a Key of room_id is not.
func (h *handler) serve(ctx context.Context, id string) error {
	if err := getMessage(ctx, h.db, os.Getenv("MESSAGE_TABLE_NAME"), id); err != nil {
		return err
	}
	return h.getRoom(ctx, id)
}

func getMessage(ctx context.Context, db *dynamodb.Client, table, id string) error {
	_, err := db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"room_id": &types.AttributeValueMemberS{Value: id}, // want `attribute "room_id" in the Key of GetItem on table "MessageTable" is not a key attribute`
		},
	})
	return err
}

// ok: the rooms table, through the handler's field.
func (h *handler) getRoom(ctx context.Context, id string) error {
	_, err := h.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(h.rooms),
		Key: map[string]types.AttributeValue{
			"room_id": &types.AttributeValueMemberS{Value: id},
		},
	})
	return err
}

// ok: a variable the template does not set names no table.
func getOther(ctx context.Context, db *dynamodb.Client, id string) error {
	_, err := db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(os.Getenv("OTHER_TABLE")),
		Key: map[string]types.AttributeValue{
			"other_id": &types.AttributeValueMemberS{Value: id},
		},
	})
	return err
}

// ok: a helper its callers give two tables.
func getEither(ctx context.Context, db *dynamodb.Client, table, id string) error {
	_, err := db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"either_id": &types.AttributeValueMemberS{Value: id},
		},
	})
	return err
}

func both(ctx context.Context, db *dynamodb.Client) {
	_ = getEither(ctx, db, os.Getenv("ROOM_TABLE_NAME"), "r")
	_ = getEither(ctx, db, os.Getenv("MESSAGE_TABLE_NAME"), "m")
}

// The handler's field holds ROOM_TABLE_NAME: the rooms table's key is
// room_id.
func (h *handler) getRoomByMessage(ctx context.Context, id string) error {
	_, err := h.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(h.rooms),
		Key: map[string]types.AttributeValue{
			"message_id": &types.AttributeValueMemberS{Value: id}, // want `attribute "message_id" in the Key of GetItem on table "RoomTable" is not a key attribute`
		},
	})
	return err
}

// aws-sdk-go v1 and guregu/dynamo read the same variables.
func getMessageV1(db *v1.DynamoDB, id string) {
	db.GetItem(&v1.GetItemInput{
		TableName: aws.String(os.Getenv("MESSAGE_TABLE_NAME")),
		Key: map[string]*v1.AttributeValue{
			"msg": {S: aws.String(id)}, // want `attribute "msg" in the Key of GetItem on table "MessageTable" is not a key attribute`
		},
	})
}

func getRoomGuregu(db *dynamo.DB, id string) error {
	var out map[string]any
	return db.Table(os.Getenv("ROOM_TABLE_NAME")).Get("room", id).One(&out) // want `attribute "room" in the Key of dynamo.Get on table "RoomTable" is not a key attribute \(partition key "room_id"\)`
}
