package pkprobe

import (
	"context"
	"fmt"
	"math/rand"
	"strconv"
	"time"

	"pkprobe/keys"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func S(v string) *types.AttributeValueMemberS { return &types.AttributeValueMemberS{Value: v} }

func dayPK(t time.Time) string { return "DAY#" + t.Format("2006-01-02") }

func f(ctx context.Context, c *dynamodb.Client, t time.Time, day, createdAt string, n int) {
	ts := t.Unix()
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":  &types.AttributeValueMemberS{Value: "LOG#" + time.Now().Format("2006-01-02")},
		"GSI1PK":  &types.AttributeValueMemberS{Value: fmt.Sprintf("LOG#%d", t.Unix())},
		"GSI2PK":  &types.AttributeValueMemberS{Value: "LOG#" + strconv.FormatInt(t.UnixMilli(), 10)},
		"GSI3PK":  &types.AttributeValueMemberS{Value: fmt.Sprintf("S#%d-%02d", t.Year(), t.Month())},
		"GSI4PK":  &types.AttributeValueMemberS{Value: fmt.Sprintf("S#%s#%d", day, rand.Intn(10))},
		"GSI5PK":  &types.AttributeValueMemberS{Value: fmt.Sprintf("S#%s#%d", day, n%10)},
		"GSI6PK":  &types.AttributeValueMemberS{Value: dayPK(t)},
		"GSI7PK":  &types.AttributeValueMemberS{Value: keys.DayPK(t)},
		"GSI8PK":  &types.AttributeValueMemberS{Value: keys.SecPK(t)},
		"GSI9PK":  &types.AttributeValueMemberS{Value: keys.MilliPK(t)},
		"GSI10PK": &types.AttributeValueMemberS{Value: keys.DatePK(createdAt)},
		"GSI11PK": &types.AttributeValueMemberS{Value: keys.LogPrefix + t.Format(keys.DayLayout)},
		"GSI12PK": &types.AttributeValueMemberS{Value: "X#" + strconv.FormatInt(ts, 10)},
		"GSI13PK": &types.AttributeValueMemberN{Value: strconv.FormatInt(t.Unix(), 10)},
		"GSI14PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("H#%d", t.Hour())},
		"GSI15PK": &types.AttributeValueMemberS{Value: fmt.Sprint(t.Truncate(time.Hour).Unix())},
		"GSI16PK": &types.AttributeValueMemberS{Value: "W#" + t.Weekday().String()},
		"GSI17PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("S#%s", t)},
	}})
}
