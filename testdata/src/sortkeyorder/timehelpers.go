package sortkeyorder

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A time formatted by a helper of the package is judged as the helper
// writes it, whatever time the caller passes.

func loggedAt(t time.Time) string { return t.Format(time.RFC3339Nano) }

func loggedAtFixed(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000000000Z") }

func logEntry(ctx context.Context, c *dynamodb.Client, at time.Time, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "LOG#" + id},
		"SK":     &types.AttributeValueMemberS{Value: "AT#" + loggedAt(at)},              // want `in sort key "SK": the fraction's trailing zeros are trimmed`
		"GSI1SK": &types.AttributeValueMemberS{Value: "AT#" + loggedAt(time.Now())},      // want `in sort key "GSI1SK" of index GSI1: the fraction's trailing zeros are trimmed`
		"GSI2SK": &types.AttributeValueMemberS{Value: "AT#" + loggedAtFixed(at)},         // ok: a fixed-width fraction
		"GSI3SK": &types.AttributeValueMemberS{Value: "AT#" + loggedAtFixed(time.Now())}, // ok
	}})
}
