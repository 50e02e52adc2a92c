package sortkeyorder

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sortkeyorder/keys"
)

// Integer fields that carry a time from where it is taken to the key that
// prints it: what the package stores in the field decides.

type Reply struct {
	Thread   string
	PostedAt int64 // set from time.Now().UnixNano() only
	EditedAt int64 // set from UnixMilli, and parsed back from the key
	Version  int64 // incremented
	Rank     int64 // a Unix time in one place, a count in another
	Stamp    int64 // a Unix time in seconds and in nanoseconds
	Parsed   int64 // only ever parsed back: nothing says it is a time
}

func newReply(thread string) *Reply {
	return &Reply{Thread: thread, PostedAt: time.Now().UnixNano()}
}

func (r *Reply) edit(n int64) {
	r.EditedAt = time.Now().UnixMilli()
	r.Version++
	r.Rank = time.Now().Unix()
	r.Stamp = time.Now().Unix()
	_ = n
}

func (r *Reply) reorder(n int64) {
	r.Rank = n
	r.Stamp = time.Now().UnixNano()
}

func (r *Reply) decode(sk string) (err error) {
	parts := strings.Split(sk, "#")
	r.EditedAt, err = strconv.ParseInt(parts[1], 10, 64)
	if err != nil {
		return err
	}
	r.Parsed, err = strconv.ParseInt(parts[2], 10, 64)
	return err
}

func (r *Reply) put(ctx context.Context, c *dynamodb.Client) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "THREAD#" + r.Thread},
		"SK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("REPLY#%d", r.PostedAt)}, // ok: always a Unix time in nanoseconds
		"GSI1SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("EDIT#%d", r.EditedAt)},  // ok: milliseconds, or the same number read back
		"GSI2SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("V#%d", r.Version)},      // want `r.Version is written without zero padding in sort key "GSI2SK"`
		"GSI3SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("RANK#%d", r.Rank)},      // want `r.Rank is written without zero padding in sort key "GSI3SK"`
		"GSI4SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("STAMP#%d", r.Stamp)},    // want `r.Stamp is written without zero padding in sort key "GSI4SK"`
		"GSI5SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("PARSED#%d", r.Parsed)},  // want `r.Parsed is written without zero padding in sort key "GSI5SK"`
	}})
}

// A field of another package's type, whose stores this package cannot all
// see, that the function sets to a Unix time before the key reads it.
func openTab(ctx context.Context, c *dynamodb.Client, tab *keys.Tab, user string) {
	tab.Opened = uint64(time.Now().UnixNano())
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "USER#" + user},
		"SK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("TAB#%d", tab.Opened)},                  // ok: the Unix time stored just above (a 64-bit conversion keeps its digits)
		"GSI1SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("N#%d", tab.Count)},                     // want `tab.Count is written without zero padding in sort key "GSI1SK"`
		"GSI2SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("W#%d", uint32(time.Now().UnixNano()))}, // want `uint32\(time.Now\(\).UnixNano\(\)\) is written without zero padding in sort key "GSI2SK"`
	}})
}

func reopenTab(ctx context.Context, c *dynamodb.Client, tab *keys.Tab, user string, again bool) {
	if again {
		tab.Opened = uint64(time.Now().UnixNano())
	} else {
		tab.Opened = uint64(tab.Count)
	}
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + user},
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("TAB#%d", tab.Opened)}, // want `tab.Opened is written without zero padding in sort key "SK"`
	}})
}
