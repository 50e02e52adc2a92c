// Package learnedhash writes to tables no schema declares, whose names
// come from fields: the package's own Key maps say whether a table has a
// sort key. One whose every Key names "pk" alone has none, so each value
// of pk is one item (an OAuth state's), however few values it may have.
package learnedhash

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
)

type StateEntry struct {
	State    string
	Verifier string
}

type stateStore struct {
	db    *dynamodb.Client
	table string
}

func statePK(state string) string { return "oauthstate:" + state }

// ok: the table has no sort key (get names pk alone): one item per state.
func (s *stateStore) put(ctx context.Context, e StateEntry) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(s.table),
		Item: map[string]types.AttributeValue{
			"pk":       &types.AttributeValueMemberS{Value: statePK(e.State)},
			"verifier": &types.AttributeValueMemberS{Value: e.Verifier},
		},
	})
	return err
}

func (s *stateStore) get(ctx context.Context, state string) error {
	_, err := s.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(s.table),
		Key:       map[string]types.AttributeValue{"pk": &types.AttributeValueMemberS{Value: statePK(state)}},
	})
	return err
}

// A table whose Key maps name a sort key too: the partitions gather items.
type jobStore struct {
	db    *dynamodb.Client
	table string
}

func (s *jobStore) put(ctx context.Context, jobState, id string) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(s.table),
		Item: map[string]types.AttributeValue{
			"pk": &types.AttributeValueMemberS{Value: "JOBS#" + jobState}, // want `partition key "pk" takes its only varying part from jobState, whose name says it has few possible values`
			"sk": &types.AttributeValueMemberS{Value: id},
		},
	})
	return err
}

func (s *jobStore) get(ctx context.Context, jobState, id string) error {
	_, err := s.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(s.table),
		Key: map[string]types.AttributeValue{
			"pk": &types.AttributeValueMemberS{Value: "JOBS#" + jobState},
			"sk": &types.AttributeValueMemberS{Value: id},
		},
	})
	return err
}

// aws-sdk-go v1: the same hash-only table.
type sessionStore struct {
	db    *v1.DynamoDB
	table string
}

// ok: one item per state.
func (s *sessionStore) put(state, user string) error {
	_, err := s.db.PutItem(&v1.PutItemInput{
		TableName: aws.String(s.table),
		Item: map[string]*v1.AttributeValue{
			"pk":   {S: aws.String("session:" + state)},
			"user": {S: aws.String(user)},
		},
	})
	return err
}

func (s *sessionStore) del(state string) error {
	_, err := s.db.DeleteItem(&v1.DeleteItemInput{
		TableName: aws.String(s.table),
		Key:       map[string]*v1.AttributeValue{"pk": {S: aws.String("session:" + state)}},
	})
	return err
}
