// Package bad has three keys glued without a delimiter: one reported, one
// silenced for golangci-lint with //nolint:ddblint, and one silenced for
// every driver with //ddblint:ignore.
package bad

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// PutUser writes a user's profile.
func PutUser(ctx context.Context, db *dynamodb.Client, id, name string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("users"),
		Item: map[string]types.AttributeValue{
			"PK":   &types.AttributeValueMemberS{Value: "USER" + id},
			"SK":   &types.AttributeValueMemberS{Value: "PROFILE"},
			"name": &types.AttributeValueMemberS{Value: name},
		},
	})
	return err
}

// PutOrder writes an order.
func PutOrder(ctx context.Context, db *dynamodb.Client, id string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORDER" + id}, //nolint:ddblint // legacy keys
			"SK": &types.AttributeValueMemberS{Value: "META"},
		},
	})
	return err
}

// PutCart writes a cart.
func PutCart(ctx context.Context, db *dynamodb.Client, id string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("carts"),
		Item: map[string]types.AttributeValue{
			//ddblint:ignore keydelimiter legacy keys, migrated in #42
			"PK": &types.AttributeValueMemberS{Value: "CART" + id},
			"SK": &types.AttributeValueMemberS{Value: "META"},
		},
	})
	return err
}
