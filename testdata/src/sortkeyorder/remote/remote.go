// Package remote hands a key to another package's wrapper, which sends the
// request among that package's own: whether those list the design in
// order is not seen here, so the number is reported, although this
// package's own query reads another partition by whole key.
package remote

import (
	"context"
	"strconv"
	"time"

	"sortkeyorder/exactkey"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func Ticket(ctx context.Context, s *exactkey.Store, n int) {
	s.GetByKey(ctx, "DESK#TICKETS", "T#"+strconv.Itoa(n)) // want `n is written without zero padding in sort key "sk"`
}

func Settings(ctx context.Context, c *dynamodb.Client) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("settings"),
		KeyConditionExpression: aws.String("pk = :pk AND sk = :sk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "SETTINGS"},
			":sk": &types.AttributeValueMemberS{Value: "THEME"},
		},
	})
}

func FirstLine(ctx context.Context, s *exactkey.Store, order string, n int) {
	s.Line(ctx, order, n) // ok: the wrapper formats n, and is reported
}

func TodaysPrice(ctx context.Context, s *exactkey.Store, product string) {
	s.PriceOn(ctx, product, time.Now()) // ok: the wrapper's layout, reported there
}

// The journal's wrapper formats the times into its keys: judged there.
func Jot(ctx context.Context, s *exactkey.Store, journal, id string) {
	s.Note(ctx, journal, id, time.Now()) // ok: the wrapper formats the time, and is reported
}

func LastHour(ctx context.Context, s *exactkey.Store, journal string) {
	now := time.Now()
	s.NotesBetween(ctx, journal, now.Add(-time.Hour), now) // ok: the wrapper formats the times, and is reported
}

// The stamp's time is the whole attribute, which the SDK encodes: that
// encoding is this package's to fix too, so it stays reported here.
func Punch(ctx context.Context, s *exactkey.Store, who string) {
	s.Stamp(ctx, who, time.Now()) // want `how the SDK encodes a time.Time`
}

// The wrapper numbers the event itself: its number is reported there.
func Emit(ctx context.Context, s *exactkey.Store, kind string) {
	s.Sink(ctx, exactkey.Event{Kind: kind}, 1) // ok: the number is the wrapper's own, reported there
}
