// Package statusindex writes a status index's partition key as a constant
// where jobs are made and as one of a type's values where they move on,
// and reads it by a status parameter: one index to redesign, one finding.
// An overloaded index holding two constants of two kinds is two.
package statusindex

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

type Status string

const (
	Pending Status = "pending"
	Running Status = "running"
	Done    Status = "done"
)

var jobs = &dynamodb.CreateTableInput{
	TableName: aws.String("jobs"),
	KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("id"), KeyType: types.KeyTypeHash}},
	GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{
		{IndexName: aws.String("status-index"), KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("status"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("created"), KeyType: types.KeyTypeRange},
		}},
		{IndexName: aws.String("GSI1"), KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("GSI1PK"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("GSI1SK"), KeyType: types.KeyTypeRange},
		}},
	},
}

type Store struct{ c *dynamodb.Client }

func (s *Store) Create(ctx context.Context, created string) error {
	_, err := s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("jobs"), Item: map[string]types.AttributeValue{
		"id":      &types.AttributeValueMemberS{Value: uuid.NewString()},
		"status":  &types.AttributeValueMemberS{Value: string(Pending)}, // want `partition key "status" of index status-index`
		"created": &types.AttributeValueMemberS{Value: created},
	}})
	return err
}

func (s *Store) move(ctx context.Context, id string, to Status) error {
	_, err := s.c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:        aws.String("jobs"),
		Key:              map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression: aws.String("SET #s = :s"),
		ExpressionAttributeNames: map[string]string{"#s": "status"},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":s": &types.AttributeValueMemberS{Value: string(to)}, // the same index: related to the first
		},
	})
	return err
}

func (s *Store) list(ctx context.Context, status string) (*dynamodb.QueryOutput, error) {
	return s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:                aws.String("jobs"),
		IndexName:                aws.String("status-index"),
		KeyConditionExpression:   aws.String("#s = :s"),
		ExpressionAttributeNames: map[string]string{"#s": "status"},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":s": &types.AttributeValueMemberS{Value: status}, // the same index: related to the first
		},
	})
}

// Two kinds under two constant partitions of one overloaded index: two
// partitions, two findings.
func (s *Store) AddUser(ctx context.Context, name string) error {
	_, err := s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("jobs"), Item: map[string]types.AttributeValue{
		"id":     &types.AttributeValueMemberS{Value: uuid.NewString()},
		"GSI1PK": &types.AttributeValueMemberS{Value: "ALL_USERS"}, // want `partition key "GSI1PK" of index GSI1 is the constant "ALL_USERS"`
		"GSI1SK": &types.AttributeValueMemberS{Value: name},
	}})
	return err
}

func (s *Store) AddTeam(ctx context.Context, name string) error {
	_, err := s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("jobs"), Item: map[string]types.AttributeValue{
		"id":     &types.AttributeValueMemberS{Value: uuid.NewString()},
		"GSI1PK": &types.AttributeValueMemberS{Value: "ALL_TEAMS"}, // want `partition key "GSI1PK" of index GSI1 is the constant "ALL_TEAMS"`
		"GSI1SK": &types.AttributeValueMemberS{Value: name},
	}})
	return err
}

// The overloaded index's generic key also holds jobs by status: one more
// design beside the users' constant partition, not the same one.
func (s *Store) queue(ctx context.Context, id string, to Status) error {
	_, err := s.c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:        aws.String("jobs"),
		Key:              map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression: aws.String("SET GSI1PK = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":s": &types.AttributeValueMemberS{Value: string(to)}, // want `partition key "GSI1PK" of index GSI1 takes its only varying part from to`
		},
	})
	return err
}
