package pktimestamp

import (
	"context"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A Unix time divided by a whole number of minutes, hours or days is the
// number of the bucket the time falls in: as a partition key's only varying
// part, every write of that bucket goes to one key.

func hits(ctx context.Context, db *dynamodb.Client, now time.Time, n int64, id string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "HITS#" + strconv.FormatInt(now.Unix()/3600, 10)},                // want `partition key "PK" varies only by the hour now\.Unix\(\) / 3600: all of an hour's writes`
		"SK":     &types.AttributeValueMemberS{Value: strconv.FormatInt(now.Unix(), 10)},                               // ok: a Unix time alone in a sort key
		"GSI1PK": &types.AttributeValueMemberS{Value: "DAY#" + strconv.FormatInt(now.UnixMilli()/86_400_000, 10)},      // want `partition key "GSI1PK" of index GSI1 varies only by the date now\.UnixMilli\(\) / 86_400_000: all of a day's writes`
		"GSI2PK": &types.AttributeValueMemberS{Value: "HOUR#" + strconv.FormatInt(now.Truncate(time.Hour).Unix(), 10)}, // want `partition key "GSI2PK" of index GSI2 varies only by the hour`
		"GSI3PK": &types.AttributeValueMemberS{Value: "SLOT#" + strconv.FormatInt(now.Unix()/(5*60), 10)},              // want `partition key "GSI3PK" of index GSI3 varies only by the minute`
		"GSI4PK": &types.AttributeValueMemberS{Value: "HOUR#" + strconv.FormatInt(now.Unix()/3600, 10) + "#" + id},     // ok: an id beside the hour
		"GSI5PK": &types.AttributeValueMemberS{Value: "PAGE#" + strconv.FormatInt(n/3600, 10)},                         // ok: n is no time
		"GSI6PK": &types.AttributeValueMemberS{Value: "TICK#" + strconv.FormatInt(now.UnixNano()/1000, 10)},            // ok: microseconds, no bucket
	}})
}
