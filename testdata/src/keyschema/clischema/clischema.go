// Package clischema keeps pipelines in the table a shell script creates.
package clischema

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func get(ctx context.Context, db *dynamodb.Client, id string) error {
	_, err := db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("pipelines"),
		Key: map[string]types.AttributeValue{ // want `the Key of GetItem on table "pipelines" lacks sort key "created_at"`
			"id": &types.AttributeValueMemberS{Value: id},
		},
	})
	return err
}

// ok: the whole key.
func del(ctx context.Context, db *dynamodb.Client, id, at string) error {
	_, err := db.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String("pipelines"),
		Key: map[string]types.AttributeValue{
			"id":         &types.AttributeValueMemberS{Value: id},
			"created_at": &types.AttributeValueMemberS{Value: at},
		},
	})
	return err
}
