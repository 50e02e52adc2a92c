package sortkeyorder

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

// ok: the write mints the partition key: the item is alone in the
// partition it creates, and its time is ordered against nothing.
func recordModeration(ctx context.Context, db *dynamodb.Client) {
	now := time.Now().UTC()
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("moderations"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: uuid.NewString()},
		"SK": &types.AttributeValueMemberS{Value: now.Format(time.RFC3339Nano)},
	}})
}

// The same time under a partition the caller names: its items are ordered
// by it.
func recordReview(ctx context.Context, db *dynamodb.Client, listing string) {
	now := time.Now().UTC()
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("moderations"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "LISTING#" + listing},
		"SK": &types.AttributeValueMemberS{Value: now.Format(time.RFC3339Nano)}, // want `now is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "SK"`
	}})
}
