package sortkeyorder

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Dates assembled by hand: a month or day without padding does not sort,
// one a helper pads does, and a piece of a formatted time is judged by its
// piece of the layout.

// pad2 zero-pads a one- or two-digit number.
func pad2(s string) string {
	if len(s) == 1 {
		return "0" + s
	}
	return s
}

func handDates(ctx context.Context, db *dynamodb.Client, t time.Time) {
	db.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "LOG"},
		"SK":     &types.AttributeValueMemberS{Value: strconv.Itoa(t.Year()) + "-" + pad2(strconv.Itoa(int(t.Month()))) + "-" + pad2(strconv.Itoa(t.Day()))}, // ok: padded by the helper
		"GSI1SK": &types.AttributeValueMemberS{Value: strings.Split(t.Format("01/02/2006 15:04"), " ")[0]},                                                   // want `is written with layout "01/02/2006" in sort key "GSI1SK" of index GSI1: the year comes after the month`
		"GSI2SK": &types.AttributeValueMemberS{Value: strings.Split(t.Format("2006-01-02 15:04"), " ")[0]},                                                   // ok: "2006-01-02" sorts
		"GSI3SK": &types.AttributeValueMemberS{Value: t.Format(time.RFC3339)[:10]},                                                                           // ok: "2006-01-02" sorts
		"GSI4SK": &types.AttributeValueMemberS{Value: t.Format("2006-01-02")},                                                                                // ok: padded by the layout
	}})
}
