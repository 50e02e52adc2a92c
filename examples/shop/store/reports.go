package store

import (
	"context"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/ddblint/ddblint/examples/shop/keys"
)

// RecordSaleRollup counts units sold into the sales dashboard's rollup for
// one combination of its filters.
func (s *Store) RecordSaleRollup(ctx context.Context, productID, region, channel, campaign, category string, day time.Time, units int) error {
	_, err := s.db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String(TableName),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: keys.ProductPK(productID)},
			// BUG (keycomplexity): six components, one per dashboard filter.
			// A key condition reads them from the left only: begins_with(SK,
			// "ROLLUP#EU#") works, but "web sales on a day" or "one campaign
			// in every region" cannot be selected, so the dashboard reads
			// every rollup of the product and filters; and a new filter
			// changes the key of every item.
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ROLLUP#%s#%s#%s#%s#%s",
				region, channel, campaign, category, day.UTC().Format("2006-01-02"))},
		},
		UpdateExpression: aws.String("ADD units :n"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":n": &types.AttributeValueMemberN{Value: formatInt(units)},
		},
	})
	return err
}

// RecordRegionalSales counts units sold in a region, through a channel, on
// a day.
func (s *Store) RecordRegionalSales(ctx context.Context, productID, region, channel, category string, day time.Time, units int) error {
	_, err := s.db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String(TableName),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: keys.ProductPK(productID)},
			// Fine (keycomplexity): four components, the ones the report
			// selects on, left to right; the category is an attribute.
			"SK": &types.AttributeValueMemberS{Value: "REGION_SALES#" + region + "#" + channel + "#" + day.UTC().Format("2006-01-02")},
		},
		UpdateExpression: aws.String("SET category = :c ADD units :n"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":c": &types.AttributeValueMemberS{Value: category},
			":n": &types.AttributeValueMemberN{Value: formatInt(units)},
		},
	})
	return err
}
