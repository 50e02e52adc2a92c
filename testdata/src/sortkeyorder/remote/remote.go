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
