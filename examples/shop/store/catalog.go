package store

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/ddblint/ddblint/examples/shop/keys"
	"github.com/ddblint/ddblint/examples/shop/model"
)

// allProducts is the partition the whole catalog is written to, so the
// storefront can list it with one Query.
const allProducts = "PRODUCT#ALL"

// PutProduct adds or replaces a catalog entry.
func (s *Store) PutProduct(ctx context.Context, id, name string, priceCents int64) error {
	// REVIEW (pkconstant): one constant partition for every product: the
	// whole catalog shares one partition's throughput (and, with an LSI, its
	// 10 GB limit). Nothing here says how large the catalog grows, so
	// ddblint asks rather than reports.
	p := model.Product{
		PK:         allProducts,
		SK:         keys.ProductSK(id),
		ID:         id,
		Name:       name,
		PriceCents: priceCents,
	}
	item, err := attributevalue.MarshalMap(p)
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(TableName), Item: item})
	return err
}

// PutSettings writes the shop's settings: a singleton item.
func (s *Store) PutSettings(ctx context.Context, currency string) error {
	// Fine: a constant partition key with a constant sort key is one item,
	// not a partition that grows.
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(TableName),
		Item: map[string]types.AttributeValue{
			"PK":       &types.AttributeValueMemberS{Value: "CONFIG"},
			"SK":       &types.AttributeValueMemberS{Value: "SETTINGS"},
			"currency": &types.AttributeValueMemberS{Value: currency},
		},
	})
	return err
}

// RecordDailyPrice stores a product's price on a day, for price-history
// charts that Query a date range.
func (s *Store) RecordDailyPrice(ctx context.Context, productID string, day time.Time, priceCents int64) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(TableName),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: keys.ProductPK(productID)},
			// BUG (sortkeyorder): month/day/year does not sort as text:
			// "12/31/2024" > "01/15/2025", so a BETWEEN over a date range
			// returns the wrong days.
			"SK":    &types.AttributeValueMemberS{Value: "PRICE#" + day.Format("01/02/2006")},
			"price": &types.AttributeValueMemberN{Value: formatCents(priceCents)},
		},
	})
	return err
}

// RecordDailySales stores a product's units sold on a day.
func (s *Store) RecordDailySales(ctx context.Context, productID string, day time.Time, units int) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(TableName),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: keys.ProductPK(productID)},
			// Fine: year-month-day in UTC sorts as text.
			"SK":    &types.AttributeValueMemberS{Value: "SALES#" + day.UTC().Format("2006-01-02")},
			"units": &types.AttributeValueMemberN{Value: formatInt(units)},
		},
	})
	return err
}
