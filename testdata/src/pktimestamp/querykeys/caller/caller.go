// Package caller reads through the querykeys package's wrappers: what that
// package learned of its tables travels with them.
package caller

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"pktimestamp/querykeys"
)

func today(ctx context.Context, c *dynamodb.Client, player string) {
	day := time.Now().UTC().Format("2006-01-02")
	querykeys.Tournament(ctx, c, day)    // ok: the tournaments table has no sort key, a day is one item
	querykeys.Entry(ctx, c, day, player) // want `partition key "day" varies only by the date`
}
