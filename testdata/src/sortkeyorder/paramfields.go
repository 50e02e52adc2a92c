package sortkeyorder

import (
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A wrapper builds its key from a field of the struct it is given, and the
// caller's value of the field (decoded from a request) is unknown: the
// finding is the wrapper's, once, where the number is formatted.

type snoozedTab struct{ At int64 }

type snoozeStore interface {
	putSnoozed(ctx context.Context, user string, t *snoozedTab)
}

type snoozeRepo struct{ c *dynamodb.Client }

func (r *snoozeRepo) putSnoozed(ctx context.Context, user string, t *snoozedTab) {
	c := r.c
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + user},
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("SNOOZED#%v", t.At)}, // want `t.At is written without zero padding in sort key "SK"`
	}})
}

func snooze(ctx context.Context, s snoozeStore, body io.Reader) {
	snoozed := snoozedTab{}
	if err := json.NewDecoder(body).Decode(&snoozed); err != nil {
		return
	}
	s.putSnoozed(ctx, "u1", &snoozed)
}
