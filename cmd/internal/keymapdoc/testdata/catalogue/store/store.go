// Package store keeps orders with aws-sdk-go-v2, through a wrapper that
// marshals any item.
package store

import (
	"context"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/ddblint/ddblint/cmd/internal/keymapdoc/testdata/catalogue/keys"
)

const table = "orders"

// Store reads and writes the orders table.
type Store struct{ db *dynamodb.Client }

// Order is an order item.
type Order struct {
	PK     string    `dynamodbav:"PK"`
	SK     string    `dynamodbav:"SK"`
	GSI1PK string    `dynamodbav:"GSI1PK"`
	GSI1SK time.Time `dynamodbav:"GSI1SK"`
	Total  int       `dynamodbav:"total"`
}

func (s *Store) put(ctx context.Context, item any) error {
	av, err := attributevalue.MarshalMap(item)
	if err != nil {
		return fmt.Errorf("marshalling: %w", err)
	}
	if _, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: av}); err != nil {
		return fmt.Errorf("putting: %w", err)
	}
	return nil
}

// PutOrder writes an order under its customer, indexed by its status.
func (s *Store) PutOrder(ctx context.Context, customerID, orderID, status string, at time.Time, total int) error {
	return s.put(ctx, Order{
		PK:     keys.Customer.Prefix + customerID,
		SK:     keys.Order.Prefix + orderID,
		GSI1PK: keys.Order.ByStatus(status),
		GSI1SK: at.UTC(),
		Total:  total,
	})
}

// PutInvoice writes an invoice of an order, indexed by its status.
func (s *Store) PutInvoice(ctx context.Context, customerID, invoiceID, status string, at time.Time) error {
	return s.put(ctx, Order{
		PK:     keys.Customer.Prefix + customerID,
		SK:     keys.Invoice.Prefix + invoiceID,
		GSI1PK: keys.Invoice.ByStatus(status),
		GSI1SK: at.UTC(),
	})
}

// Orders lists a customer's orders.
func (s *Store) Orders(ctx context.Context, customerID string) error {
	_, err := s.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(table),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :order)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk":    &types.AttributeValueMemberS{Value: keys.Customer.Prefix + customerID},
			":order": &types.AttributeValueMemberS{Value: keys.Order.Prefix},
		},
	})
	if err != nil {
		return fmt.Errorf("querying: %w", err)
	}
	return nil
}

// ByStatus lists the orders of a status, by the index.
func (s *Store) ByStatus(ctx context.Context, status string) error {
	_, err := s.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(table),
		IndexName:              aws.String("GSI1"),
		KeyConditionExpression: aws.String("GSI1PK = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":s": &types.AttributeValueMemberS{Value: keys.Order.ByStatus(status)},
		},
	})
	if err != nil {
		return fmt.Errorf("querying: %w", err)
	}
	return nil
}
