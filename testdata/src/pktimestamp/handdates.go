package pktimestamp

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Dates assembled by hand are dates: the numbers of a time.Time joined with
// dashes (zero-padded by a helper), the first piece of a formatted time split
// at a space, the first ten bytes of an RFC 3339 time.

// pad zero-pads a one- or two-digit number.
func pad(s string) string {
	if len(s) < 2 {
		return "0" + s
	}
	return s
}

func dailyStats(ctx context.Context, db *dynamodb.Client, t time.Time, name, id string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "STATS#" + strconv.Itoa(t.Year()) + "-" + pad(strconv.Itoa(int(t.Month()))) + "-" + pad(strconv.Itoa(t.Day()))}, // want `partition key "PK" varies only by the date`
		"SK":     &types.AttributeValueMemberS{Value: id},
		"GSI1PK": &types.AttributeValueMemberS{Value: "SPLIT#" + strings.Split(t.Format("2006-01-02 15:04"), " ")[0]}, // want `partition key "GSI1PK" of index GSI1 varies only by the date`
		"GSI2PK": &types.AttributeValueMemberS{Value: "CUT#" + t.Format(time.RFC3339)[:10]},                           // want `partition key "GSI2PK" of index GSI2 varies only by the date`
		"GSI3PK": &types.AttributeValueMemberS{Value: "CUT#" + t.Format(time.RFC3339)[:10] + "#" + id},                // ok: an id beside the date
		"GSI4PK": &types.AttributeValueMemberS{Value: "WORD#" + strings.Split(name, " ")[0]},                          // ok: no time
		"GSI5PK": &types.AttributeValueMemberS{Value: "NAME#" + pad(name)},                                            // ok: no time
		"GSI6PK": &types.AttributeValueMemberS{Value: "NANO#" + t.Format(time.RFC3339Nano)[:23]},                      // ok: the cut falls after a fraction of varying width: nothing is proven
	}})
}
