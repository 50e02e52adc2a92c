package sortkeyorder

// time.RFC3339Nano is this file's only use of package time: the fix that
// replaces it drops the import.

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func dropsTime(ctx context.Context, c *dynamodb.Client, ev Event) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: "AT#" + ev.At.Format(time.RFC3339Nano)}, // want `ev.At is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "SK"`
	}})
}
