package store

import (
	"context"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"

	"github.com/ddblint/ddblint/examples/shop/keys"
	"github.com/ddblint/ddblint/examples/shop/model"
)

// CreateShipment records a parcel the warehouse has labelled for an order.
func (s *Store) CreateShipment(ctx context.Context, orderID, carrier, trackingNumber string) (*model.Shipment, error) {
	sh := &model.Shipment{
		ID:             uuid.NewString(),
		OrderID:        orderID,
		Carrier:        carrier,
		TrackingNumber: trackingNumber,
		Status:         model.ShipmentLabelCreated,
		UpdatedAt:      time.Now().UTC(),
	}
	if err := s.SaveShipment(ctx, sh); err != nil {
		return nil, fmt.Errorf("create shipment for order %s: %w", orderID, err)
	}
	if err := s.indexTrackingNumber(ctx, sh); err != nil {
		return nil, err
	}
	return sh, nil
}

// AdvanceShipment records a carrier's status update.
func (s *Store) AdvanceShipment(ctx context.Context, sh *model.Shipment, status model.ShipmentStatus) error {
	sh.Status = status
	sh.UpdatedAt = time.Now().UTC()
	return s.SaveShipment(ctx, sh)
}

// SaveShipment writes a shipment, setting its keys from its fields.
func (s *Store) SaveShipment(ctx context.Context, sh *model.Shipment) error {
	sh.PK = keys.OrderPK(sh.OrderID)
	// BUG (mutablekey): the status is in the table's sort key, so that the
	// order page can Query begins_with(SK, "SHIPMENT#IN_TRANSIT#"). But a
	// parcel changes status two or three times, and a key cannot change:
	// AdvanceShipment writes a second item under the new status and leaves
	// the old one behind (the order page shows the parcel twice), and the
	// tracking-number item still points at the first key. Doing it right
	// takes a delete and a put, in a transaction.
	sh.SK = "SHIPMENT#" + string(sh.Status) + "#" + sh.ID
	item, err := attributevalue.MarshalMap(sh)
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(TableName), Item: item})
	return err
}

// indexTrackingNumber lets the carrier's webhook find a shipment by its
// tracking number.
func (s *Store) indexTrackingNumber(ctx context.Context, sh *model.Shipment) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(TableName),
		Item: map[string]types.AttributeValue{
			// BUG (keyseparator): every other key of the shop puts "#"
			// after its prefix; this one, written Redis-style, uses ":".
			// ShipmentByTrackingNumber reads "TRACKING#…" and finds nothing.
			"PK":         &types.AttributeValueMemberS{Value: "TRACKING:" + sh.TrackingNumber},
			"SK":         &types.AttributeValueMemberS{Value: "TRACKING"},
			"orderId":    &types.AttributeValueMemberS{Value: sh.OrderID},
			"shipmentSK": &types.AttributeValueMemberS{Value: sh.SK},
		},
	})
	return err
}

// ShipmentByTrackingNumber finds the order a carrier's tracking number
// belongs to.
func (s *Store) ShipmentByTrackingNumber(ctx context.Context, trackingNumber string) (orderID string, err error) {
	out, err := s.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(TableName),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "TRACKING#" + trackingNumber},
			"SK": &types.AttributeValueMemberS{Value: "TRACKING"},
		},
	})
	if err != nil {
		return "", err
	}
	v, ok := out.Item["orderId"].(*types.AttributeValueMemberS)
	if !ok {
		return "", ErrNotFound
	}
	return v.Value, nil
}

// RecordCarrierEvent appends a carrier scan to a shipment's tracking history.
func (s *Store) RecordCarrierEvent(ctx context.Context, shipmentID, location string, at time.Time) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(TableName),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "SHIPMENT#" + shipmentID},
			// Fine (keyseparator): "#" after the prefix, like every other
			// key; the "_" is inside a word, and the "-" and ":" are inside
			// the timestamp.
			"SK":       &types.AttributeValueMemberS{Value: "CARRIER_EVENT#" + at.UTC().Format(keys.SortableTime)},
			"location": &types.AttributeValueMemberS{Value: location},
		},
	})
	return err
}

// PutShippingRate sets what a carrier charges to ship to a country's state
// or province.
func (s *Store) PutShippingRate(ctx context.Context, carrier, country, state string, cents int64) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(TableName),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "CARRIER#" + carrier},
			// Fine (mutablekey): this state is a place (US-CA, DE-BY) next to
			// its country, not a stage of the item's life: it never changes.
			"SK":    &types.AttributeValueMemberS{Value: "RATE#" + country + "#" + state},
			"cents": &types.AttributeValueMemberN{Value: formatCents(cents)},
		},
	})
	return err
}
