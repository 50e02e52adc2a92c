package store

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/ddblint/ddblint/examples/shop/keys"
)

// wishPrefix starts the sort key of a wishlist entry.
const wishPrefix = "WISH#"

// AddToWishlist saves a product to a customer's wishlist.
func (s *Store) AddToWishlist(ctx context.Context, customerID, productID string) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(TableName),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: keys.CustomerPK(customerID)},
			// BUG (keyprefix): the product id is the whole sort key. The
			// customer's partition also holds PROFILE, ORDER#… and
			// INVOICE#… items: nothing says this one is a wishlist entry,
			// so Wishlist's begins_with(SK, "WISH#") never finds it and
			// RemoveFromWishlist deletes a key that is not there.
			"SK":      &types.AttributeValueMemberS{Value: productID},
			"addedAt": &types.AttributeValueMemberS{Value: time.Now().UTC().Format(keys.SortableTime)},
		},
	})
	return err
}

// RemoveFromWishlist takes a product off a customer's wishlist.
func (s *Store) RemoveFromWishlist(ctx context.Context, customerID, productID string) error {
	_, err := s.db.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String(TableName),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: keys.CustomerPK(customerID)},
			// Fine (keyprefix): the entity type comes first.
			"SK": &types.AttributeValueMemberS{Value: wishPrefix + productID},
		},
	})
	return err
}

// Wishlist returns the sort keys of a customer's wishlist entries.
func (s *Store) Wishlist(ctx context.Context, customerID string) ([]string, error) {
	kc := expression.Key("PK").Equal(expression.Value(keys.CustomerPK(customerID))).
		And(expression.Key("SK").BeginsWith(wishPrefix))
	expr, err := expression.NewBuilder().WithKeyCondition(kc).Build()
	if err != nil {
		return nil, err
	}
	out, err := s.db.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String(TableName),
		KeyConditionExpression:    expr.KeyCondition(),
		ExpressionAttributeNames:  expr.Names(),
		ExpressionAttributeValues: expr.Values(),
	})
	if err != nil {
		return nil, err
	}
	var sks []string
	for _, item := range out.Items {
		if sk, ok := item["SK"].(*types.AttributeValueMemberS); ok {
			sks = append(sks, sk.Value)
		}
	}
	return sks, nil
}
