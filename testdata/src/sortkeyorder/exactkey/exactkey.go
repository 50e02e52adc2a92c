// Package exactkey is a repository that reads some designs only by whole
// key: an unpadded number in their sort keys orders nothing, so it is not
// reported. Designs the package lists in order are reported.
package exactkey

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Store struct {
	c     *dynamodb.Client
	table string
}

type slotItem struct {
	PK string `dynamodbav:"pk"`
	SK string `dynamodbav:"sk"`
}

// ClaimSlot takes one of a few fixed slots, each by its whole key.
func (s *Store) ClaimSlot(ctx context.Context, limit int) {
	for slot := 0; slot < limit; slot++ {
		item, _ := attributevalue.MarshalMap(slotItem{PK: "POOL#SLOTS", SK: fmt.Sprintf("SLOT#%d", slot)}) // ok: read by whole key only
		s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.table), Item: item})
	}
}

func (s *Store) ReleaseSlot(ctx context.Context, slot int) {
	s.c.DeleteItem(ctx, &dynamodb.DeleteItemInput{TableName: aws.String(s.table), Key: map[string]types.AttributeValue{
		"pk": &types.AttributeValueMemberS{Value: "POOL#SLOTS"},
		"sk": &types.AttributeValueMemberS{Value: "SLOT#" + strconv.Itoa(slot)}, // ok: read by whole key only
	}})
}

// Invitation is read and deleted by its number, never listed.
func (s *Store) Invitation(ctx context.Context, org string, id int64) {
	s.c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(s.table), Key: map[string]types.AttributeValue{
		"pk": &types.AttributeValueMemberS{Value: "ORG#" + org},
		"sk": &types.AttributeValueMemberS{Value: fmt.Sprintf("INV#%d", id)}, // ok: read by whole key only
	}})
}

// FindInvitation looks the invitation up through an index by equality: the
// index's order is not the table's, and = names one item.
func (s *Store) FindInvitation(ctx context.Context, login string, id int64) {
	s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(s.table),
		IndexName:              aws.String("gsi1"),
		KeyConditionExpression: aws.String("gsi1pk = :pk AND gsi1sk = :sk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "LOGIN#" + login},
			":sk": &types.AttributeValueMemberS{Value: fmt.Sprintf("INV#%d", id)}, // ok: = names one item
		},
	})
}

// Findings lists another partition in order: it does not reach the slots
// or the invitations.
func (s *Store) Findings(ctx context.Context) {
	s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(s.table),
		KeyConditionExpression: aws.String("pk = :pk AND begins_with(sk, :p)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "AUDIT#FINDINGS"},
			":p":  &types.AttributeValueMemberS{Value: "FINDING#"},
		},
	})
}

// Lines are listed in order under their order: the number sorts them.
func (s *Store) AddLine(ctx context.Context, order string, n int) {
	s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.table), Item: map[string]types.AttributeValue{
		"pk": &types.AttributeValueMemberS{Value: "ORDER#" + order},
		"sk": &types.AttributeValueMemberS{Value: "LINE#" + strconv.Itoa(n)}, // want `n is written without zero padding in sort key "sk"`
	}})
}

func (s *Store) Lines(ctx context.Context, order string) {
	s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(s.table),
		KeyConditionExpression: aws.String("pk = :pk AND begins_with(sk, :p)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "ORDER#" + order},
			":p":  &types.AttributeValueMemberS{Value: "LINE#"},
		},
	})
}

// A day's entries are listed whole, in the order of their sequence numbers.
func (s *Store) AddEntry(ctx context.Context, day string, seq int) {
	s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.table), Item: map[string]types.AttributeValue{
		"pk": &types.AttributeValueMemberS{Value: "DAY#" + day},
		"sk": &types.AttributeValueMemberS{Value: "E#" + strconv.Itoa(seq)}, // want `seq is written without zero padding in sort key "sk"`
	}})
}

func (s *Store) Day(ctx context.Context, day string) {
	s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(s.table),
		KeyConditionExpression: aws.String("pk = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "DAY#" + day},
		},
	})
}

// GetByKey reads one item by the key its caller builds: the caller's
// package decides the design, and its listings are out of this package's
// sight (see package remote).
func (s *Store) GetByKey(ctx context.Context, pk, sk string) {
	s.c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(s.table), Key: map[string]types.AttributeValue{
		"pk": &types.AttributeValueMemberS{Value: pk},
		"sk": &types.AttributeValueMemberS{Value: sk},
	}})
}

// Line reads one line of an order by its number, which it formats itself:
// the finding is here, once, not at each caller (see package remote).
func (s *Store) Line(ctx context.Context, order string, n int) {
	s.c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(s.table), Key: map[string]types.AttributeValue{
		"pk": &types.AttributeValueMemberS{Value: "ORDER#" + order},
		"sk": &types.AttributeValueMemberS{Value: "LINE#" + strconv.Itoa(n)}, // want `n is written without zero padding in sort key "sk"`
	}})
}

// partition lists one partition for the package's own callers: its query
// reads the partitions its calls name, the audit log and the boards.
func (s *Store) partition(ctx context.Context, pk string) {
	s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(s.table),
		KeyConditionExpression: aws.String("pk = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: pk},
		},
	})
}

func (s *Store) AuditLog(ctx context.Context) { s.partition(ctx, "AUDIT#LOG") }

func (s *Store) Board(ctx context.Context, board string) { s.partition(ctx, "BOARD#"+board) }

func (s *Store) AddScore(ctx context.Context, board string, points int) {
	s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.table), Item: map[string]types.AttributeValue{
		"pk": &types.AttributeValueMemberS{Value: "BOARD#" + board},
		"sk": &types.AttributeValueMemberS{Value: "SCORE#" + strconv.Itoa(points)}, // want `points is written without zero padding in sort key "sk"`
	}})
}

// PriceOn reads a day's price under a layout that does not sort: the
// finding is here, at the layout, not at each caller's time. A time is
// reported though the package reads it by whole key only: its ordered
// reader may be elsewhere.
func (s *Store) PriceOn(ctx context.Context, product string, day time.Time) {
	s.c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(s.table), Key: map[string]types.AttributeValue{
		"pk": &types.AttributeValueMemberS{Value: "PRODUCT#" + product},
		"sk": &types.AttributeValueMemberS{Value: "PRICE#" + day.Format("01/02/2006")}, // want `day is written with layout "01/02/2006"`
	}})
}

// Note records a note of a journal under the time it was taken, which the
// package formats itself inside the sort key: the finding is here, at the
// format, once, not at each caller (see package remote).
func (s *Store) Note(ctx context.Context, journal, id string, at time.Time) {
	s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.table), Item: map[string]types.AttributeValue{
		"pk": &types.AttributeValueMemberS{Value: "JOURNAL#" + journal},
		"sk": &types.AttributeValueMemberS{Value: at.Format(time.RFC3339Nano) + "#" + id}, // want `at is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "sk"`
	}})
}

// NotesBetween lists a journal's notes between two times, formatted as the
// notes are.
func (s *Store) NotesBetween(ctx context.Context, journal string, from, to time.Time) {
	s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(s.table),
		KeyConditionExpression: aws.String("pk = :pk AND sk BETWEEN :from AND :to"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk":   &types.AttributeValueMemberS{Value: "JOURNAL#" + journal},
			":from": &types.AttributeValueMemberS{Value: from.Format(time.RFC3339Nano) + "#"}, // want `from is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "sk"`
			":to":   &types.AttributeValueMemberS{Value: to.Format(time.RFC3339Nano) + "#"},   // want `to is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "sk"`
		},
	})
}

// Stamp keeps a stamp under the time itself, which the SDK encodes: the
// encoding is reported in each package that writes or reads it.
func (s *Store) Stamp(ctx context.Context, who string, at time.Time) {
	item, _ := attributevalue.MarshalMap(stampItem{PK: "STAMP#" + who, At: at}) // want `at is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "sk"`
	s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.table), Item: item})
}

type stampItem struct {
	PK string    `dynamodbav:"pk"`
	At time.Time `dynamodbav:"sk"`
}

// Event is what Sink is given; the kind is the caller's, the number in the
// sort key is Sink's own.
type Event struct {
	Kind string
	Seq  int
}

// Sink files an event under a number it takes itself: the number is
// judged here, where it is formatted (and is silent: the package reads
// SINK# items by whole key only), not at the calls of other packages,
// which give only the kind.
func (s *Store) Sink(ctx context.Context, ev Event, attempt int) {
	var n int
	if ev.Seq > 0 {
		n = ev.Seq
	} else {
		n = attempt
	}
	s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.table), Item: map[string]types.AttributeValue{
		"pk": &types.AttributeValueMemberS{Value: "SINK#" + ev.Kind},
		"sk": &types.AttributeValueMemberS{Value: fmt.Sprintf("E#%d", n)}, // ok: the package reads SINK# items by whole key only
	}})
}
