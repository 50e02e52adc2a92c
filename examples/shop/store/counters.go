package store

import (
	"context"
	"fmt"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/ddblint/ddblint/examples/shop/keys"
)

// nextNumber hands out the next number of the named sequence ("rma",
// "order"…), from a counter item: 1, 2, 3…
func (s *Store) nextNumber(ctx context.Context, name string) (int64, error) {
	out, err := s.db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String(TableName),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "COUNTER#" + name},
			"SK": &types.AttributeValueMemberS{Value: "COUNTER"},
		},
		UpdateExpression: aws.String("ADD lastIssued :one"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":one": &types.AttributeValueMemberN{Value: "1"},
		},
		ReturnValues: types.ReturnValueUpdatedNew,
	})
	if err != nil {
		return 0, fmt.Errorf("next %s number: %w", name, err)
	}
	var n int64
	if err := attributevalue.Unmarshal(out.Attributes["lastIssued"], &n); err != nil {
		return 0, fmt.Errorf("next %s number: %w", name, err)
	}
	return n, nil
}

// OpenReturn opens a return (an RMA) for an order and returns its number.
func (s *Store) OpenReturn(ctx context.Context, orderID, reason string) (int64, error) {
	rma, err := s.nextNumber(ctx, "rma")
	if err != nil {
		return 0, err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(TableName),
		Item: map[string]types.AttributeValue{
			// BUG (pksequential): the return is keyed by the counter's
			// number. Every return is two writes, and all of them queue on
			// the one counter item (at most 1,000 writes a second for the
			// whole shop); and RMA#1041 tells a customer that RMA#1040
			// exists, and how many returns the shop gets.
			"PK":      &types.AttributeValueMemberS{Value: fmt.Sprintf("RMA#%d", rma)},
			"SK":      &types.AttributeValueMemberS{Value: keys.DetailsSK},
			"orderId": &types.AttributeValueMemberS{Value: orderID},
			"reason":  &types.AttributeValueMemberS{Value: reason},
		},
		ConditionExpression: aws.String("attribute_not_exists(PK)"),
	})
	if err != nil {
		return 0, fmt.Errorf("open return for order %s: %w", orderID, err)
	}
	return rma, nil
}

// AssignOrderNumber gives an order the short number customers quote to
// support ("order 1042").
func (s *Store) AssignOrderNumber(ctx context.Context, orderID string) (int64, error) {
	n, err := s.nextNumber(ctx, "order")
	if err != nil {
		return 0, err
	}
	_, err = s.db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String(TableName),
		// Fine (pksequential): the order stays keyed by its random id; the
		// number from the counter is a plain attribute.
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: keys.OrderPK(orderID)},
			"SK": &types.AttributeValueMemberS{Value: keys.DetailsSK},
		},
		UpdateExpression: aws.String("SET orderNumber = :n"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":n": &types.AttributeValueMemberN{Value: strconv.FormatInt(n, 10)},
		},
	})
	if err != nil {
		return 0, fmt.Errorf("number order %s: %w", orderID, err)
	}
	return n, nil
}

// checkoutSeq numbers the checkout sessions this process opens.
var checkoutSeq atomic.Int64

// StartCheckout opens a checkout session for a cart; it expires after an
// hour (the table's TTL attribute is expiresAt).
func (s *Store) StartCheckout(ctx context.Context, cartID string, totalCents int64) (string, error) {
	id := strconv.FormatInt(checkoutSeq.Add(1), 10)
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(TableName),
		Item: map[string]types.AttributeValue{
			// BUG (pksequential): the counter lives in this process. A
			// second instance of the service, or this one after a restart,
			// hands out CHECKOUT#1, CHECKOUT#2… again, and PutItem silently
			// replaces another shopper's checkout.
			"PK":         &types.AttributeValueMemberS{Value: "CHECKOUT#" + id},
			"SK":         &types.AttributeValueMemberS{Value: keys.DetailsSK},
			"cartId":     &types.AttributeValueMemberS{Value: cartID},
			"totalCents": &types.AttributeValueMemberN{Value: formatCents(totalCents)},
			"expiresAt":  &types.AttributeValueMemberN{Value: strconv.FormatInt(time.Now().Add(time.Hour).Unix(), 10)},
		},
	})
	if err != nil {
		return "", fmt.Errorf("start checkout of cart %s: %w", cartID, err)
	}
	return id, nil
}
