package store

import (
	"context"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"

	"github.com/ddblint/ddblint/examples/shop/keys"
	"github.com/ddblint/ddblint/examples/shop/model"
)

// PlaceOrder creates a customer's order number seq, pending payment.
func (s *Store) PlaceOrder(ctx context.Context, customerID string, seq int, totalCents int64) (*model.Order, error) {
	o := &model.Order{
		ID:         uuid.NewString(),
		CustomerID: customerID,
		Seq:        seq,
		Status:     model.StatusPending,
		TotalCents: totalCents,
		PlacedAt:   time.Now(),
	}
	if err := s.SaveOrder(ctx, o); err != nil {
		return nil, fmt.Errorf("place order %d of %s: %w", seq, customerID, err)
	}
	return o, nil
}

// SaveOrder writes an order, setting its keys from its fields.
func (s *Store) SaveOrder(ctx context.Context, o *model.Order) error {
	o.PK = keys.CustomerPK(o.CustomerID)
	// BUG (sortkeyorder): keys.OrderSK does not pad the number, so ORDER#10
	// sorts before ORDER#9 and "latest orders first" is wrong from the
	// tenth order on.
	o.SK = keys.OrderSK(o.Seq)
	// BUG (pkcardinality): GSI1 is partitioned by status, which has four
	// values: every pending order in the shop lands in one GSI partition.
	o.GSI1PK = keys.StatusPK(o.Status)
	o.GSI1SK = keys.PlacedSK(o.PlacedAt) // fine: sortable, UTC, fixed width
	item, err := attributevalue.MarshalMap(o)
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(TableName),
		Item:      item,
	})
	return err
}

// RecentOrders returns a customer's latest orders, newest first.
func (s *Store) RecentOrders(ctx context.Context, customerID string, limit int32) ([]model.Order, error) {
	// Fine: an exact partition and a constant begins_with prefix.
	kc := expression.Key("PK").Equal(expression.Value(keys.CustomerPK(customerID))).
		And(expression.Key("SK").BeginsWith("ORDER#"))
	expr, err := expression.NewBuilder().WithKeyCondition(kc).Build()
	if err != nil {
		return nil, err
	}
	out, err := s.db.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String(TableName),
		KeyConditionExpression:    expr.KeyCondition(),
		ExpressionAttributeNames:  expr.Names(),
		ExpressionAttributeValues: expr.Values(),
		ScanIndexForward:          aws.Bool(false),
		Limit:                     aws.Int32(limit),
	})
	if err != nil {
		return nil, err
	}
	var orders []model.Order
	if err := attributevalue.UnmarshalListOfMaps(out.Items, &orders); err != nil {
		return nil, err
	}
	return orders, nil
}

// PutInvoice stores an order's invoice under its customer.
func (s *Store) PutInvoice(ctx context.Context, customerID, orderID string, number int, totalCents int64) error {
	// Fine: InvoiceSK zero-pads the number, so invoices sort in order.
	inv := model.Invoice{
		PK:         keys.CustomerPK(customerID),
		SK:         keys.InvoiceSK(number),
		OrderID:    orderID,
		Number:     number,
		TotalCents: totalCents,
	}
	item, err := attributevalue.MarshalMap(inv)
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(TableName), Item: item})
	return err
}

// RecordOrderEvent appends to an order's audit trail.
func (s *Store) RecordOrderEvent(ctx context.Context, orderID, kind string, at time.Time) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(TableName),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: keys.OrderPK(orderID)},
			// BUG (sortkeyorder): RFC3339Nano drops trailing zeros, so
			// "…:05.1Z" sorts after "…:05.123Z" ('Z' > '2') and the trail
			// comes back out of order; it also keeps the caller's zone.
			"SK":   &types.AttributeValueMemberS{Value: "EVENT#" + at.Format(time.RFC3339Nano)},
			"kind": &types.AttributeValueMemberS{Value: kind},
		},
	})
	return err
}

// LinkExternalOrder records the order number a marketplace tenant uses for
// one of our orders, so their webhooks can find it.
func (s *Store) LinkExternalOrder(ctx context.Context, tenant, orderID, internalID string) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(TableName),
		Item: map[string]types.AttributeValue{
			// BUG (keydelimiter): tenant "acme" with order "1x" and tenant
			// "acme1" with order "x" get the same key "acme1x".
			"PK":      &types.AttributeValueMemberS{Value: fmt.Sprintf("%s%s", tenant, orderID)},
			"SK":      &types.AttributeValueMemberS{Value: "EXTERNAL_REF"},
			"orderId": &types.AttributeValueMemberS{Value: internalID},
		},
		ConditionExpression: aws.String("attribute_not_exists(PK)"),
	})
	return err
}

// OrderRevision reads revision v of an order.
func (s *Store) OrderRevision(ctx context.Context, orderID string, v int) (map[string]types.AttributeValue, error) {
	sk := keys.DetailsSK
	out, err := s.db.GetItem(ctx, &dynamodb.GetItemInput{
		// BUG (versionedread): superseded revisions are moved to the
		// history table; the data table only holds the current order
		// under "DETAILS", so "DETAILS@000003" is never found here.
		TableName: aws.String(TableName),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: keys.OrderPK(orderID)},
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s@%06d", sk, v)},
		},
	})
	if err != nil {
		return nil, err
	}
	return out.Item, nil
}

// ArchivedRevision reads revision v of an order from the history table.
func (s *Store) ArchivedRevision(ctx context.Context, orderID string, v int) (map[string]types.AttributeValue, error) {
	sk := keys.DetailsSK
	out, err := s.db.GetItem(ctx, &dynamodb.GetItemInput{
		// Fine: the history table is where versions live.
		TableName: aws.String(HistoryTableName),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: keys.OrderPK(orderID)},
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s@%06d", sk, v)},
		},
	})
	if err != nil {
		return nil, err
	}
	return out.Item, nil
}
