// Package store saves the readings it is given: it reports their time
// field by its type, at the field, and tells its callers' packages so.
package store

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"ddblint/typetime/models"
)

type Store struct{ db *dynamodb.Client }

func (s *Store) Create(ctx context.Context) error {
	_, err := s.db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("readings"),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("id"), KeyType: types.KeyTypeHash}},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{
			{IndexName: aws.String("by-taken"), KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("sensor"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("taken"), KeyType: types.KeyTypeRange},
			}},
		},
	})
	if err != nil {
		return err
	}
	_, err = s.db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("visits"),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("id"), KeyType: types.KeyTypeHash}},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{
			{IndexName: aws.String("by-at"), KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("site"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("at"), KeyType: types.KeyTypeRange},
			}},
		},
	})
	return err
}

type Reading struct {
	ID     string    `dynamodbav:"id"`
	Sensor string    `dynamodbav:"sensor"`
	Taken  time.Time `dynamodbav:"taken"` // want `Reading.Taken is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "taken" of index by-taken`
}

func (s *Store) Save(ctx context.Context, r *Reading) error { // want Save:`reported sortkeyorder: sort key "taken" of index by-taken \(by type\)`
	item, err := attributevalue.MarshalMap(r)
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("readings"), Item: item})
	return err
}

// SaveVisit marshals a visit of another package's type: the field is
// reported at the first value marshalled, here.
func (s *Store) SaveVisit(ctx context.Context, v *models.Visit) error { // want SaveVisit:`reported sortkeyorder: sort key "at" of index by-at \(by type\)`
	item, err := attributevalue.MarshalMap(v) // want `models.Visit.At is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "at" of index by-at`
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("visits"), Item: item})
	return err
}
