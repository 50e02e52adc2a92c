// Package store is the shop's data access layer: one repository function
// per access pattern, all on one DynamoDB table.
package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Table names.
const (
	// TableName is the shop's single table.
	TableName = "shop"
	// HistoryTableName keeps superseded order revisions.
	HistoryTableName = "orders_history"
	// StatusIndex is GSI1: orders by status, oldest first.
	StatusIndex = "GSI1"
)

// ErrNotFound is returned when an item does not exist.
var ErrNotFound = errors.New("not found")

// Store reads and writes the shop's items.
type Store struct {
	db *dynamodb.Client
}

// New returns a Store using db.
func New(db *dynamodb.Client) *Store { return &Store{db: db} }

// CreateTables creates the shop's tables (for DynamoDB Local and tests; in
// production they come from infrastructure code).
func (s *Store) CreateTables(ctx context.Context) error {
	_, err := s.db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName:   aws.String(TableName),
		BillingMode: types.BillingModePayPerRequest,
		AttributeDefinitions: []types.AttributeDefinition{
			{AttributeName: aws.String("PK"), AttributeType: types.ScalarAttributeTypeS},
			{AttributeName: aws.String("SK"), AttributeType: types.ScalarAttributeTypeS},
			{AttributeName: aws.String("GSI1PK"), AttributeType: types.ScalarAttributeTypeS},
			{AttributeName: aws.String("GSI1SK"), AttributeType: types.ScalarAttributeTypeS},
		},
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("SK"), KeyType: types.KeyTypeRange},
		},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{
			IndexName: aws.String(StatusIndex),
			KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("GSI1PK"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("GSI1SK"), KeyType: types.KeyTypeRange},
			},
			Projection: &types.Projection{ProjectionType: types.ProjectionTypeAll},
		}},
	})
	if err != nil {
		return fmt.Errorf("create table %s: %w", TableName, err)
	}
	_, err = s.db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName:   aws.String(HistoryTableName),
		BillingMode: types.BillingModePayPerRequest,
		AttributeDefinitions: []types.AttributeDefinition{
			{AttributeName: aws.String("PK"), AttributeType: types.ScalarAttributeTypeS},
			{AttributeName: aws.String("SK"), AttributeType: types.ScalarAttributeTypeS},
		},
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("SK"), KeyType: types.KeyTypeRange},
		},
	})
	if err != nil {
		return fmt.Errorf("create table %s: %w", HistoryTableName, err)
	}
	return nil
}
