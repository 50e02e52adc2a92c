// Package envtable lists a declared index of a table it names at run time
// (a field set from the environment): the index is the one declared table's
// that has it, keyed as the query's condition says.
package envtable

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Store struct {
	c         *dynamodb.Client
	TableName string
}

func (s *Store) Active(ctx context.Context, start map[string]types.AttributeValue) (*dynamodb.QueryOutput, error) {
	return s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:                aws.String(s.TableName),
		IndexName:                aws.String("status-createdAt-index"),
		KeyConditionExpression:   aws.String("#s = :s"),
		ExpressionAttributeNames: map[string]string{"#s": "status"},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":s": &types.AttributeValueMemberS{Value: "active"}, // want `partition key "status" of index status-createdAt-index is read as the constant "active"`
		},
		ExclusiveStartKey: start,
		Limit:             aws.Int32(20),
	})
}

// Two declared tables have an index of this name: which one is read is
// not known.
func (s *Store) Kind(ctx context.Context, start map[string]types.AttributeValue) (*dynamodb.QueryOutput, error) {
	return s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(s.TableName),
		IndexName:              aws.String("by-kind"),
		KeyConditionExpression: aws.String("kind = :k"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":k": &types.AttributeValueMemberS{Value: "race"}, // ok: the events' or the photos' index
		},
		ExclusiveStartKey: start,
	})
}

// Stage is written with a handful of values, reported at the write: a read
// of one of them is the same design.
type Stage string

const (
	Queued Stage = "queued"
	Done   Stage = "done"
)

func (s *Store) Put(ctx context.Context, id string, st Stage) {
	s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.TableName), Item: map[string]types.AttributeValue{
		"id":    &types.AttributeValueMemberS{Value: id},
		"stage": &types.AttributeValueMemberS{Value: string(st)}, // want `partition key "stage" of index by-stage takes its only varying part from st, which has 2 possible values`
	}})
}

func (s *Store) Queue(ctx context.Context, start map[string]types.AttributeValue) (*dynamodb.QueryOutput, error) {
	return s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(s.TableName),
		IndexName:              aws.String("by-stage"),
		KeyConditionExpression: aws.String("stage = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":s": &types.AttributeValueMemberS{Value: "queued"}, // ok: the design is reported at the write
		},
		ExclusiveStartKey: start,
	})
}

// A sparse index whose key an update removes is a queue: items leave it
// as they are handled.
func (s *Store) Unconfirmed(ctx context.Context, start map[string]types.AttributeValue) (*dynamodb.QueryOutput, error) {
	return s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(s.TableName),
		IndexName:              aws.String("unconfirmed"),
		KeyConditionExpression: aws.String("pending = :p"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":p": &types.AttributeValueMemberS{Value: "UNCONFIRMED"}, // ok: Confirm removes the key
		},
		ExclusiveStartKey: start,
	})
}

func (s *Store) Confirm(ctx context.Context, id string) {
	s.c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:        aws.String(s.TableName),
		Key:              map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression: aws.String("SET confirmed = :t REMOVE pending"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":t": &types.AttributeValueMemberBOOL{Value: true},
		},
	})
}

// The same queues, their keys removed by the expression builder and by a
// REMOVE of a #name.
func (s *Store) Awaiting(ctx context.Context, start map[string]types.AttributeValue) (*dynamodb.QueryOutput, error) {
	return s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(s.TableName),
		IndexName:              aws.String("awaiting"),
		KeyConditionExpression: aws.String("awaiting = :a"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":a": &types.AttributeValueMemberS{Value: "REVIEW"}, // ok: Handle removes the key
		},
		ExclusiveStartKey: start,
	})
}

func (s *Store) Handle(ctx context.Context, id string) error {
	expr, err := expression.NewBuilder().WithUpdate(expression.Remove(expression.Name("awaiting"))).Build()
	if err != nil {
		return err
	}
	_, err = s.c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                aws.String(s.TableName),
		Key:                      map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression:         expr.Update(),
		ExpressionAttributeNames: expr.Names(),
	})
	return err
}

func (s *Store) Held(ctx context.Context, start map[string]types.AttributeValue) (*dynamodb.QueryOutput, error) {
	return s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(s.TableName),
		IndexName:              aws.String("held"),
		KeyConditionExpression: aws.String("held = :h"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":h": &types.AttributeValueMemberS{Value: "HELD"}, // ok: Release removes the key
		},
		ExclusiveStartKey: start,
	})
}

func (s *Store) Release(ctx context.Context, id string) {
	s.c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                aws.String(s.TableName),
		Key:                      map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression:         aws.String("REMOVE #h"),
		ExpressionAttributeNames: map[string]string{"#h": "held"},
	})
}
