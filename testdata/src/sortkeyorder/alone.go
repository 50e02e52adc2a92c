package sortkeyorder

import (
	"context"
	"fmt"
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

// A session's id minted once, then one court item per court under it: the
// partition holds them all, ordered by the court's number.
func openSession(ctx context.Context, db *dynamodb.Client, courts int) {
	session := uuid.NewString()
	for i := 1; i <= courts; i++ {
		db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("courts"), Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: session},
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("court-%d", i)}, // want `i is written without zero padding in sort key "SK"`
		}})
	}
}

// newModerationID wraps the uuid library, as projects do: a minter.
func newModerationID() (string, error) {
	u, err := uuid.NewRandom()
	if err != nil {
		return "", err
	}
	return u.String(), nil
}

// ok: the partition key is minted through the package's own wrapper.
func recordFlag(ctx context.Context, db *dynamodb.Client) error {
	id, err := newModerationID()
	if err != nil {
		return err
	}
	now := time.Now().UTC()
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("moderations"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: id},
		"SK": &types.AttributeValueMemberS{Value: now.Format(time.RFC3339Nano)},
	}})
	return err
}

// ok: the number is the partition's too (a counter item per shard, and
// its sort key repeats the partition key): one value of it per
// partition, never compared with another.
func bumpShardCount(ctx context.Context, db *dynamodb.Client, shard int) {
	db.UpdateItem(ctx, &dynamodb.UpdateItemInput{TableName: aws.String("tasks"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("COUNT#%d", shard)},
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("COUNT#%d", shard)},
	}, UpdateExpression: aws.String("ADD #c :one")})
}

// The order's number is the partition's; the line's is not: lines are
// ordered under their order.
func addOrderLine(ctx context.Context, db *dynamodb.Client, order, line int) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER#%d", order)},
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER#%d#LINE#%d", order, line)}, // want `line is written without zero padding in sort key "SK"`
	}})
}

// The same name in the partition key, but another number: reported.
func addVisit(ctx context.Context, db *dynamodb.Client, user string, visit int) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("visits"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + user},
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("VISIT#%d", visit)}, // want `visit is written without zero padding in sort key "SK"`
	}})
}
