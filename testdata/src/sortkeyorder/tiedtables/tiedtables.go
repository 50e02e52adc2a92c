// Package tiedtables names its tables at run time, and three of them are
// keyed alike by the ids its items carry: a tracker, a receiver and an
// event each carry the tracker's, the receiver's and the care group's
// ids, and the trackers' and the receivers' indexes are both sorted by a
// creation time. An item that carries a table's whole composite key is
// that table's (an event: the events'); else the tie goes to the table
// named for the item's Go type (a Tracker: keyed by tracker_id); an item
// named for neither stays a tie, whose roles are no proof.
package tiedtables

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func key(name string, kt types.KeyType) types.KeySchemaElement {
	return types.KeySchemaElement{AttributeName: aws.String(name), KeyType: kt}
}

func index(name, pk, sk string) types.GlobalSecondaryIndex {
	return types.GlobalSecondaryIndex{IndexName: aws.String(name), KeySchema: []types.KeySchemaElement{key(pk, types.KeyTypeHash), key(sk, types.KeyTypeRange)}}
}

func setup(ctx context.Context, db *dynamodb.Client) {
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName:              aws.String("trackers"),
		KeySchema:              []types.KeySchemaElement{key("tracker_id", types.KeyTypeHash)},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{index("receiver-index", "receiver_id", "created_at")},
	})
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName:              aws.String("receivers"),
		KeySchema:              []types.KeySchemaElement{key("receiver_id", types.KeyTypeHash)},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{index("group-index", "care_group_id", "created_at")},
	})
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName:              aws.String("events"),
		KeySchema:              []types.KeySchemaElement{key("tracker_id", types.KeyTypeHash), key("event_id", types.KeyTypeRange)},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{index("time-index", "tracker_id", "occurred_at")},
	})
}

type Tracker struct {
	TrackerID   string    `dynamodbav:"tracker_id"`
	ReceiverID  string    `dynamodbav:"receiver_id"`
	CareGroupID string    `dynamodbav:"care_group_id"`
	CreatedAt   time.Time `dynamodbav:"created_at"` // want `Tracker.CreatedAt is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "created_at" of index receiver-index`
}

type Event struct {
	TrackerID   string    `dynamodbav:"tracker_id"`
	EventID     string    `dynamodbav:"event_id"`
	ReceiverID  string    `dynamodbav:"receiver_id"`
	CareGroupID string    `dynamodbav:"care_group_id"`
	OccurredAt  time.Time `dynamodbav:"occurred_at"` // want `Event.OccurredAt is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "occurred_at" of index time-index`
	CreatedAt   time.Time `dynamodbav:"created_at"`
}

// Link is named for no table: the trackers and the receivers tie, and
// each keys its time in an index of its own — no role is proven.
type Link struct {
	TrackerID   string    `dynamodbav:"tracker_id"`
	ReceiverID  string    `dynamodbav:"receiver_id"`
	CareGroupID string    `dynamodbav:"care_group_id"`
	CreatedAt   time.Time `dynamodbav:"created_at"`
}

type Store struct {
	DB    *dynamodb.Client
	Table string
}

func (s *Store) PutTracker(ctx context.Context, t Tracker) error {
	item, err := attributevalue.MarshalMap(t)
	if err != nil {
		return err
	}
	_, err = s.DB.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.Table), Item: item})
	return err
}

func (s *Store) PutEvent(ctx context.Context, e Event) error {
	item, err := attributevalue.MarshalMap(e)
	if err != nil {
		return err
	}
	_, err = s.DB.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.Table), Item: item})
	return err
}

func (s *Store) PutLink(ctx context.Context, l Link) error { // ok: a tie
	item, err := attributevalue.MarshalMap(l)
	if err != nil {
		return err
	}
	_, err = s.DB.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.Table), Item: item})
	return err
}
