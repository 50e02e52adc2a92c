package pktimestamp

import (
	"context"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

// A key helper with one return per case of a switch on its kind: a call
// that passes a constant kind builds what that case returns.

type trailEntry struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

type trail struct{ db *dynamodb.Client }

func (r *trail) trailPK(kind string, at time.Time) string {
	switch kind {
	case "login":
		return fmt.Sprintf("TRAIL#LOGIN#%s", at.Format("2006-01-02"))
	case "key_made", "key_dropped":
		return "TRAIL#KEY#" + at.Format("2006-01-02")
	case "by_user":
		return "TRAIL#USER#" + kind + "#" + at.Format(time.RFC3339Nano)
	default:
		return fmt.Sprintf("TRAIL#%s#%s", kind, at.Format("2006-01-02"))
	}
}

// userPK does more than switch: no single case speaks for a call.
func (r *trail) userPK(kind, user string) string {
	k := kind + "#"
	switch kind {
	case "login":
		return k + user
	default:
		return "X#" + user
	}
}

func (r *trail) record(ctx context.Context, kind, user, id string) {
	now := time.Now()
	put := func(e trailEntry) {
		item, _ := attributevalue.MarshalMap(e)
		r.db.PutItem(ctx, &dynamodb.PutItemInput{Item: item})
	}
	put(trailEntry{PK: r.trailPK("login", now), SK: id})       // want `partition key "PK" varies only by the date time.Now\(\).Format\("2006-01-02"\) in r.trailPK\(.*\): all of a day's writes`
	put(trailEntry{PK: r.trailPK("key_dropped", now), SK: id}) // want `partition key "PK" varies only by the date time.Now\(\).Format\("2006-01-02"\) in r.trailPK\(.*\): all of a day's writes`
	put(trailEntry{PK: r.trailPK("audit", now), SK: id})       // want `partition key "PK" varies only by the date time.Now\(\).Format\("2006-01-02"\) in r.trailPK\(.*\): all of a day's writes`
	put(trailEntry{PK: r.trailPK("by_user", now), SK: id})     // ok: that case writes the whole time
	put(trailEntry{PK: r.trailPK(kind, now), SK: id})          // ok: the kind is not known, so neither is the case
	put(trailEntry{PK: r.userPK("login", user), SK: id})       // ok: a user's own partition
}
