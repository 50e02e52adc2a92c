package itemhelpers

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Client holds the tables' names, set at run time; the declaration and
// the requests read them through different receivers.
type Client struct {
	db          *dynamodb.Client
	EventsTable string
	AuditTable  string
}

func (c *Client) ensureEvents(ctx context.Context) {
	c.db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String(c.EventsTable),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("pk"), KeyType: types.KeyTypeHash}},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{IndexName: aws.String("by-kind"), KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("kind"), KeyType: types.KeyTypeHash}, {AttributeName: aws.String("at"), KeyType: types.KeyTypeRange}}}},
	})
}

type eventStore struct{ client *Client }

// strVal wraps its parameter: the argument is the attribute's value.
func strVal(s string) types.AttributeValue { return &types.AttributeValueMemberS{Value: s} }

// The events table, by the field its declaration reads: "at" keys its
// index.
func (s *eventStore) put(ctx context.Context, id, kind string, t time.Time) {
	s.client.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.client.EventsTable), Item: map[string]types.AttributeValue{
		"pk":   strVal("EVENT#" + id),  // want `PutItem write aws.String\(c.EventsTable\) pk partition key = EVENT#<string:id>`
		"kind": strVal(kind),           // want `PutItem write aws.String\(c.EventsTable\) kind partition key by-kind = <string:kind>`
		"at":   strVal(t.Format("15")), // want `PutItem write aws.String\(c.EventsTable\) at sort key by-kind = <time:t layout=15>`
	}})
}

// ok: the audit table is another field: the events' declaration says
// nothing of it.
func (s *eventStore) audit(ctx context.Context, t time.Time) {
	s.client.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.client.AuditTable), Item: map[string]types.AttributeValue{
		"at": strVal(t.Format("15")),
	}})
}
