package pktimestamp

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"pktimestamp/keys"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type User struct {
	BirthDate time.Time
}

type Order struct {
	CreatedDate string
	ShipDate    string
}

func dayPK(t time.Time) string { return "DAY#" + t.Format("2006-01-02") }

func tenantDayPK(tenantID string, t time.Time) string {
	return "TENANT#" + tenantID + "#" + t.Format("2006-01-02")
}

func helpers(ctx context.Context, c *dynamodb.Client, now time.Time, tenantID, day, createdAt string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":      &types.AttributeValueMemberS{Value: dayPK(now)},                        // want `partition key "PK" varies only by the date now\.Format\("2006-01-02"\) in dayPK\(now\)`
		"GSI1PK":  &types.AttributeValueMemberS{Value: tenantDayPK(tenantID, now)},        // ok: the tenant id alongside
		"GSI2PK":  &types.AttributeValueMemberS{Value: keys.DayPK(now)},                   // want `partition key "GSI2PK" of index GSI2 varies only by the date now\.Format\("2006-01-02"\) in keys\.DayPK\(now\)`
		"GSI3PK":  &types.AttributeValueMemberS{Value: keys.TenantDayPK(tenantID, now)},   // ok: the tenant id alongside
		"GSI4PK":  &types.AttributeValueMemberS{Value: keys.SecondPK(now)},                // want `partition key "GSI4PK" of index GSI4 varies only by the second t\.Unix\(\) in keys\.SecondPK\(now\)`
		"GSI5PK":  &types.AttributeValueMemberS{Value: keys.MilliPK(now)},                 // ok: milliseconds, each write its own key
		"GSI6PK":  &types.AttributeValueMemberS{Value: keys.DatePK(day)},                  // want `partition key "GSI6PK" of index GSI6 varies only by the date day: all of a day's writes`
		"GSI7PK":  &types.AttributeValueMemberS{Value: keys.DatePK(createdAt)},            // ok: a timestamp of unknown precision
		"GSI8PK":  &types.AttributeValueMemberS{Value: fmt.Sprintf("H#%02d", now.Hour())}, // want `partition key "GSI8PK" of index GSI8 varies only by the hour now\.Hour\(\)`
		"GSI9PK":  &types.AttributeValueMemberS{Value: fmt.Sprintf("H#%s", now)},          // ok: %v of a time.Time prints nanoseconds
		"GSI10PK": &types.AttributeValueMemberS{Value: "W#" + now.Weekday().String()},     // ok: 7 values, pkcardinality's business
	}})
}

func locals(ctx context.Context, c *dynamodb.Client, t time.Time, o Order, u User, days int) {
	ts := t.Unix()
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "TS#" + strconv.FormatInt(ts, 10)},     // want `partition key "PK" varies only by the second ts: all of a second's writes`
		"GSI1PK": &types.AttributeValueMemberS{Value: "ORDERS#" + o.CreatedDate},             // want `partition key "GSI1PK" of index GSI1 varies only by the date o\.CreatedDate`
		"GSI2PK": &types.AttributeValueMemberS{Value: "ORDERS#" + o.ShipDate},                // ok: a ship date is not when orders are written
		"GSI3PK": &types.AttributeValueMemberS{Value: "BDAY#" + u.BirthDate.Format("01-02")}, // ok: birthdays are not when users are written
		"GSI4PK": &types.AttributeValueMemberS{Value: "RET#" + strconv.Itoa(days)},           // ok: a number of days, not a day
	}})

	nanos := t.UnixNano()
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TS#" + strconv.FormatInt(nanos, 10)}, // ok: nanoseconds through a variable
	}})

	var currentYear int
	currentYear = t.Year()
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberN{Value: strconv.Itoa(currentYear)}, // want `partition key "PK" varies only by the year currentYear: all of a year's writes`
	}})
}
