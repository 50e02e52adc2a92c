// Package store keeps the jobs of a work queue in a table whose
// state-index is keyed by the job's state alone. Its helpers take the state
// as a parameter of the enum type: the design is judged here, at the
// helper's sink, and not again at each call of another package.
package store

import (
	"context"

	"pkcardinality/svc/jobqueue/model"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Store is the jobs table.
type Store struct {
	DB    *dynamodb.Client
	Table string
}

// Ensure creates the table.
func (s *Store) Ensure(ctx context.Context) error {
	_, err := s.DB.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String(s.Table),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("id"), KeyType: types.KeyTypeHash}},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{
			IndexName: aws.String("state-index"),
			KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("state"), KeyType: types.KeyTypeHash}},
		}, {
			IndexName: aws.String("lane-index"),
			KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("lane"), KeyType: types.KeyTypeHash}},
		}},
	})
	return err
}

// Put writes a job.
func (s *Store) Put(ctx context.Context, j *model.Job) error {
	item, err := attributevalue.MarshalMap(j)
	if err != nil {
		return err
	}
	_, err = s.DB.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(s.Table), Item: item})
	return err
}

// Mark moves a job to another state.
func (s *Store) Mark(ctx context.Context, id string, st model.JobState) error {
	_, err := s.DB.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                aws.String(s.Table),
		Key:                      map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression:         aws.String("SET #s = :st"),
		ExpressionAttributeNames: map[string]string{"#s": "state"},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":st": &types.AttributeValueMemberS{Value: string(st)}, // want `partition key "state" of index state-index takes its only varying part from st`
		},
	})
	return err
}

// Tally counts the jobs in one state.
func (s *Store) Tally(ctx context.Context, st model.JobState) (int32, error) {
	out, err := s.DB.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String(s.Table),
		IndexName:                 aws.String("state-index"),
		KeyConditionExpression:    aws.String("#s = :st"),
		ExpressionAttributeNames:  map[string]string{"#s": "state"},
		ExpressionAttributeValues: map[string]types.AttributeValue{":st": &types.AttributeValueMemberS{Value: string(st)}}, // ok: a read of the design Mark writes
	})
	if err != nil {
		return 0, err
	}
	return out.Count, nil
}

// Assign sets the job's lane index key from a plain string: nothing here
// bounds its values, so the caller's argument decides.
func (s *Store) Assign(ctx context.Context, id, v string) error {
	_, err := s.DB.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String(s.Table),
		Key:                       map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression:          aws.String("SET lane = :v"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":v": &types.AttributeValueMemberS{Value: v}}, // ok: v may be anything
	})
	return err
}

// Requeue puts a job back in the queue.
func (s *Store) Requeue(ctx context.Context, id string) error {
	return s.Mark(ctx, id, model.StateQueued) // ok: judged at Mark's sink
}

// Queued counts the jobs waiting.
func (s *Store) Queued(ctx context.Context) (int32, error) {
	return s.Tally(ctx, model.StateQueued) // ok: judged at Mark's sink
}
