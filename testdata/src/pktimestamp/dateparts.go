package pktimestamp

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A date assembled by hand from the parts t.Date() and t.Clock() return
// is a date, as one from t.Year(), t.Month() and t.Day() is.

func postByParts(ctx context.Context, c *dynamodb.Client, id string) {
	now := time.Now()
	y, mnth, d := now.Date()
	hh, _, _ := now.Clock()
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "POST#" + id},
		"GSI1PK": &types.AttributeValueMemberS{Value: "M#" + fmt.Sprintf("%d-%d-%d", y, int(mnth), d)},               // want `partition key "GSI1PK" of index GSI1 varies only by the date y, int\(mnth\) and d`
		"GSI2PK": &types.AttributeValueMemberS{Value: "H#" + fmt.Sprintf("%d-%02d-%02d-%02d", y, mnth, d, hh)},       // want `partition key "GSI2PK" of index GSI2 varies only by the hour`
		"GSI3PK": &types.AttributeValueMemberS{Value: "Y#" + strconv.Itoa(y) + "#" + id},                             // ok: the id spreads the key
		"GSI4PK": &types.AttributeValueMemberS{Value: "P#" + fmt.Sprintf("%d-%d-%d", len(id), len(id)%7, len(id)%3)}, // ok: numbers, no time
	}})
}
