// Package querykeys writes to tables no schema in sight declares (created
// by hand or by a script): their indexes are known only from the
// package's own queries, whose key conditions name the index's keys.
package querykeys

import (
	"context"
	"os"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

const mailTable = "mail"

// The mail table's month index: listMonth proves its partition key.
func deliver(ctx context.Context, c *dynamodb.Client, id string, at time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(mailTable), Item: map[string]types.AttributeValue{
		"messageId": &types.AttributeValueMemberS{Value: id},
		"Bucket":    &types.AttributeValueMemberS{Value: "inbox#" + at.Format("2006-01")}, // want `^partition key "Bucket" of index ByMonth varies only by the month`
		"Received":  &types.AttributeValueMemberS{Value: at.Format(time.RFC3339)},         // ok: the index's sort key, by the query's range
	}})
}

func listMonth(ctx context.Context, c *dynamodb.Client, bucket, since string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String(mailTable),
		IndexName:                 aws.String("ByMonth"),
		KeyConditionExpression:    aws.String("#b = :b AND Received >= :since"),
		ExpressionAttributeNames:  map[string]string{"#b": "Bucket"},
		ExpressionAttributeValues: map[string]types.AttributeValue{":b": &types.AttributeValueMemberS{Value: bucket}, ":since": &types.AttributeValueMemberS{Value: since}},
	})
}

// The drafts table is queried by the same attribute name on no index the
// code names: its queries prove nothing about the mail table's writes,
// nor the mail table's about its writes.
func saveDraft(ctx context.Context, c *dynamodb.Client, id string, at time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("drafts"), Item: map[string]types.AttributeValue{
		"draftId": &types.AttributeValueMemberS{Value: id},
		"Bucket":  &types.AttributeValueMemberS{Value: "draft#" + at.Format("2006-01")}, // ok: only the mail table's query names an index keyed by Bucket
	}})
}

// An index named at run time, from a variable or a field: whichever index
// a deployment names, a query that works compares its partition key with
// =, and the index is known by the variable that holds its name.
var archiveIndex = os.Getenv("ARCHIVE_INDEX")

func archive(ctx context.Context, c *dynamodb.Client, id string, at time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("archive"), Item: map[string]types.AttributeValue{
		"messageId": &types.AttributeValueMemberS{Value: id},
		"Shelf":     &types.AttributeValueMemberS{Value: at.Format("2006-01")}, // want `^partition key "Shelf" of index archiveIndex varies only by the month`
	}})
}

// An index named by a call: nothing holds the name, and nothing is learned.
func indexName() string { return os.Getenv("BIN_INDEX") }

func bin(ctx context.Context, c *dynamodb.Client, id string, at time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("bins"), Item: map[string]types.AttributeValue{
		"binId": &types.AttributeValueMemberS{Value: id},
		"Slot":  &types.AttributeValueMemberS{Value: at.Format("2006-01")}, // ok: no index is known to be keyed by Slot
	}})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("bins"),
		IndexName:                 aws.String(indexName()),
		KeyConditionExpression:    aws.String("Slot = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":s": &types.AttributeValueMemberS{Value: "2024-01"}},
	})
}

func listShelf(ctx context.Context, c *dynamodb.Client, shelf string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("archive"),
		IndexName:                 aws.String(archiveIndex),
		KeyConditionExpression:    aws.String("Shelf = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":s": &types.AttributeValueMemberS{Value: shelf}},
	})
}

// A filter is no key condition: the spam table's Day is compared in a
// FilterExpression only, beside the index's real partition key.
func flag(ctx context.Context, c *dynamodb.Client, id string, at time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("spam"), Item: map[string]types.AttributeValue{
		"sender": &types.AttributeValueMemberS{Value: id},
		"Day":    &types.AttributeValueMemberS{Value: at.Format("2006-01-02")}, // ok: Day is only filtered on
	}})
}

func flaggedBy(ctx context.Context, c *dynamodb.Client, sender, day string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("spam"),
		IndexName:                 aws.String("BySender"),
		KeyConditionExpression:    aws.String("sender = :s"),
		FilterExpression:          aws.String("#d = :d"),
		ExpressionAttributeNames:  map[string]string{"#d": "Day"},
		ExpressionAttributeValues: map[string]types.AttributeValue{":s": &types.AttributeValueMemberS{Value: sender}, ":d": &types.AttributeValueMemberS{Value: day}},
	})
}

// A bounce carries no Received, the month index's sort key: DynamoDB
// leaves it out of the index.
func bounce(ctx context.Context, c *dynamodb.Client, id string, at time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(mailTable), Item: map[string]types.AttributeValue{
		"messageId": &types.AttributeValueMemberS{Value: id},
		"Bucket":    &types.AttributeValueMemberS{Value: "bounce#" + at.Format("2006-01")}, // ok: not in ByMonth, whose sort key the item lacks
	}})
}

// Day keys two indexes of the events table: the partition of ByDay, the
// sort key of ByUser.
func record(ctx context.Context, c *dynamodb.Client, id, user string, at time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("events"), Item: map[string]types.AttributeValue{
		"eventId": &types.AttributeValueMemberS{Value: id},
		"userId":  &types.AttributeValueMemberS{Value: user},
		"Day":     &types.AttributeValueMemberS{Value: at.Format("2006-01-02")}, // want `^partition key "Day" of index ByDay varies only by the date`
	}})
}

func byDay(ctx context.Context, c *dynamodb.Client, day string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("events"),
		IndexName:                 aws.String("ByDay"),
		KeyConditionExpression:    aws.String("Day = :d"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":d": &types.AttributeValueMemberS{Value: day}},
	})
}

func byUser(ctx context.Context, c *dynamodb.Client, user, since string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("events"),
		IndexName:                 aws.String("ByUser"),
		KeyConditionExpression:    aws.String("userId = :u AND Day >= :d"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":u": &types.AttributeValueMemberS{Value: user}, ":d": &types.AttributeValueMemberS{Value: since}},
	})
}

// Two queries of the feed table's ByTopic disagree on its partition key:
// one of them is wrong (or the index was replaced), and neither is proof.
func post(ctx context.Context, c *dynamodb.Client, id string, at time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("feed"), Item: map[string]types.AttributeValue{
		"postId":  &types.AttributeValueMemberS{Value: id},
		"topic":   &types.AttributeValueMemberS{Value: at.Format("2006-01")}, // ok: ByTopic's partition key is not proven
		"channel": &types.AttributeValueMemberS{Value: at.Format("2006-01")}, // ok: nor is it channel
	}})
}

func byTopic(ctx context.Context, c *dynamodb.Client, topic string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("feed"),
		IndexName:                 aws.String("ByTopic"),
		KeyConditionExpression:    aws.String("topic = :t"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":t": &types.AttributeValueMemberS{Value: topic}},
	})
}

func byChannel(ctx context.Context, c *dynamodb.Client, channel string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("feed"),
		IndexName:                 aws.String("ByTopic"),
		KeyConditionExpression:    aws.String("channel = :c"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":c": &types.AttributeValueMemberS{Value: channel}},
	})
}

// The slots table's index, queried through the expression builder.
func book(ctx context.Context, c *dynamodb.Client, id string, at time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("slots"), Item: map[string]types.AttributeValue{
		"slotId": &types.AttributeValueMemberS{Value: id},
		"Hour":   &types.AttributeValueMemberS{Value: at.Format("2006-01-02T15")}, // want `^partition key "Hour" of index ByHour varies only by the hour`
	}})
}

func bookedIn(ctx context.Context, c *dynamodb.Client, hour string) error {
	expr, err := expression.NewBuilder().WithKeyCondition(expression.Key("Hour").Equal(expression.Value(hour))).Build()
	if err != nil {
		return err
	}
	_, err = c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("slots"),
		IndexName:                 aws.String("ByHour"),
		KeyConditionExpression:    expr.KeyCondition(),
		ExpressionAttributeNames:  expr.Names(),
		ExpressionAttributeValues: expr.Values(),
	})
	return err
}

// The table's own keys, shown by its queries and its Key maps. The
// metrics table is queried by its partition key: a day written there is
// one partition a day.
func count(ctx context.Context, c *dynamodb.Client, id string, at time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("metrics"), Item: map[string]types.AttributeValue{
		"day":      &types.AttributeValueMemberS{Value: at.Format("2006-01-02")}, // want `^partition key "day" varies only by the date`
		"metricId": &types.AttributeValueMemberS{Value: id},
	}})
}

func countsOf(ctx context.Context, c *dynamodb.Client, day string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("metrics"),
		KeyConditionExpression:    aws.String("#d = :d"),
		ExpressionAttributeNames:  map[string]string{"#d": "day"},
		ExpressionAttributeValues: map[string]types.AttributeValue{":d": &types.AttributeValueMemberS{Value: day}},
	})
}

// The tournaments table is read by a Key of the day alone: the table has
// no sort key, and a day names one item, not a partition of the day's.
func open(ctx context.Context, c *dynamodb.Client, at time.Time) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("tournaments"), Item: map[string]types.AttributeValue{
		"tournamentId": &types.AttributeValueMemberS{Value: at.Format("2006-01-02")}, // ok: one tournament a day
		"active":       &types.AttributeValueMemberBOOL{Value: true},
	}})
}

func tournament(ctx context.Context, c *dynamodb.Client, day string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("tournaments"),
		Key:       map[string]types.AttributeValue{"tournamentId": &types.AttributeValueMemberS{Value: day}},
	})
}

// Tournament reads a day's tournament for other packages (see ./caller).
func Tournament(ctx context.Context, c *dynamodb.Client, day string) {
	tournament(ctx, c, day)
}

// Entry reads a player's entry of a day's games: the query proves day the
// partition key of the entries table, and the Key of two attributes the
// player its sort key. A day there is a partition of the day's entries.
func Entry(ctx context.Context, c *dynamodb.Client, day, player string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("entries"),
		Key: map[string]types.AttributeValue{
			"day":    &types.AttributeValueMemberS{Value: day},
			"player": &types.AttributeValueMemberS{Value: player},
		},
	})
}

func entriesOfDay(ctx context.Context, c *dynamodb.Client, day string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("entries"),
		KeyConditionExpression:    aws.String("#d = :d"),
		ExpressionAttributeNames:  map[string]string{"#d": "day"},
		ExpressionAttributeValues: map[string]types.AttributeValue{":d": &types.AttributeValueMemberS{Value: day}},
	})
}
