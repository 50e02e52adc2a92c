// Package envtf is a Lambda function that reads its tables' names from the
// environment variables its Terraform module sets, in a file beside the
// tables'.
package envtf

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// MESSAGE_TABLE_NAME is var.messages_table, the messages table's name:
// its key is message_id.
func getMessage(ctx context.Context, db *dynamodb.Client, id string) error {
	_, err := db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(os.Getenv("MESSAGE_TABLE_NAME")),
		Key: map[string]types.AttributeValue{
			"room_id": &types.AttributeValueMemberS{Value: id}, // want `attribute "room_id" in the Key of GetItem on table "messages" is not a key attribute`
		},
	})
	return err
}

// ROOM_TABLE_NAME, AUDIT_ROOMS: the rooms table, keyed room_id.
func getRoom(ctx context.Context, db *dynamodb.Client, id string) error {
	_, err := db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(os.Getenv("ROOM_TABLE_NAME")),
		Key: map[string]types.AttributeValue{
			"room_id": &types.AttributeValueMemberS{Value: id},
		},
	})
	if err != nil {
		return err
	}
	_, err = db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(os.Getenv("AUDIT_ROOMS")),
		Key: map[string]types.AttributeValue{
			"message_id": &types.AttributeValueMemberS{Value: id}, // want `attribute "message_id" in the Key of GetItem on table "\*-rooms" is not a key attribute`
		},
	})
	return err
}

// WORKER_MESSAGES, through the community Lambda module.
func work(ctx context.Context, db *dynamodb.Client, id string) error {
	_, err := db.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String(os.Getenv("WORKER_MESSAGES")),
		Key: map[string]types.AttributeValue{
			"id": &types.AttributeValueMemberS{Value: id}, // want `attribute "id" in the Key of DeleteItem`
		},
	})
	return err
}

// ok: OTHER_TABLE is set by a function of another folder, whose
// aws_dynamodb_table.rooms is declared out of sight; STAGE is no table.
func other(ctx context.Context, db *dynamodb.Client, id string) error {
	for _, env := range []string{"OTHER_TABLE", "STAGE"} {
		_, err := db.GetItem(ctx, &dynamodb.GetItemInput{
			TableName: aws.String(os.Getenv(env)),
			Key: map[string]types.AttributeValue{
				"message_id": &types.AttributeValueMemberS{Value: id},
			},
		})
		if err != nil {
			return err
		}
	}
	_, err := db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(os.Getenv("OTHER_TABLE")),
		Key: map[string]types.AttributeValue{
			"message_id": &types.AttributeValueMemberS{Value: id},
		},
	})
	return err
}
