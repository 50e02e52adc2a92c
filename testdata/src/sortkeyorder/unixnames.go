package sortkeyorder

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A field's name speaks for every value stored in it: an integer field named
// for a Unix time, filled by a decoder (an export read with json.Unmarshal),
// is as fixed in width as t.UnixMilli(). Stores the package has outrank the
// name, and a name that says nothing of time says nothing.

type Span struct {
	StartTimestampMs uint64 `json:"startTimestampMs"`
	EndedAtSec       int64
	Steps            uint64
}

// Checkpoint's name says a Unix time, but its stores count.
type Checkpoint struct {
	CreatedAtMs int64
}

func (c *Checkpoint) bump() { c.CreatedAtMs = c.CreatedAtMs + 1 }

func saveSpan(ctx context.Context, c *dynamodb.Client, user string, s *Span, cp *Checkpoint) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("spans"), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "USER#" + user},
		"SK":     &types.AttributeValueMemberS{Value: user + "#" + strconv.FormatUint(s.StartTimestampMs, 10)}, // ok: Unix milliseconds by the field's name
		"GSI1SK": &types.AttributeValueMemberS{Value: "END#" + strconv.FormatInt(s.EndedAtSec, 10)},            // ok: Unix seconds by the field's name
		"GSI2SK": &types.AttributeValueMemberS{Value: "STEP#" + strconv.FormatUint(s.Steps, 10)},               // want `s.Steps is written without zero padding in sort key "GSI2SK"`
		"GSI3SK": &types.AttributeValueMemberS{Value: "CP#" + strconv.FormatInt(cp.CreatedAtMs, 10)},           // want `cp.CreatedAtMs is written without zero padding in sort key "GSI3SK"`
	}})
}
