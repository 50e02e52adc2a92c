package store

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/ddblint/ddblint/examples/shop/keys"
	"github.com/ddblint/ddblint/examples/shop/model"
)

// PutCustomer writes a customer's profile.
func (s *Store) PutCustomer(ctx context.Context, id, email, name string) error {
	// Fine: the keys come from the helpers, with a separator.
	c := model.Customer{
		PK:    keys.CustomerPK(id),
		SK:    keys.ProfileSK,
		ID:    id,
		Email: email,
		Name:  name,
	}
	item, err := attributevalue.MarshalMap(c)
	if err != nil {
		return err
	}
	_, err = s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(TableName),
		Item:      item,
	})
	return err
}

// GetCustomer reads a customer's profile.
func (s *Store) GetCustomer(ctx context.Context, id string) (*model.Customer, error) {
	out, err := s.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(TableName),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: keys.CustomerPK(id)},
			"SK": &types.AttributeValueMemberS{Value: keys.ProfileSK},
		},
	})
	if err != nil {
		return nil, err
	}
	if out.Item == nil {
		return nil, ErrNotFound
	}
	var c model.Customer
	if err := attributevalue.UnmarshalMap(out.Item, &c); err != nil {
		return nil, err
	}
	return &c, nil
}

// UpdateEmail changes a customer's email address.
func (s *Store) UpdateEmail(ctx context.Context, id, email string) error {
	_, err := s.db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String(TableName),
		// BUG (keydelimiter): the key is spelt inline and the "#" is
		// missing, so this updates (and, UpdateItem being an upsert,
		// creates) "CUSTOMER42", not the profile PutCustomer wrote under
		// "CUSTOMER#42".
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "CUSTOMER" + id},
			"SK": &types.AttributeValueMemberS{Value: keys.ProfileSK},
		},
		UpdateExpression: aws.String("SET email = :email"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":email": &types.AttributeValueMemberS{Value: email},
		},
	})
	if err != nil {
		return fmt.Errorf("update email of %s: %w", id, err)
	}
	return nil
}

// LegacyCart reads a shopping cart written by the old PHP storefront, whose
// key format cannot change until that service is retired.
func (s *Store) LegacyCart(ctx context.Context, cartID string) (map[string]types.AttributeValue, error) {
	out, err := s.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(TableName),
		Key: map[string]types.AttributeValue{
			// A deliberate exception, suppressed with a reason:
			//ddblint:ignore keydelimiter cart keys are shared with the legacy PHP storefront until it is retired
			"PK": &types.AttributeValueMemberS{Value: "CART" + cartID},
			"SK": &types.AttributeValueMemberS{Value: "CART"},
		},
	})
	if err != nil {
		return nil, err
	}
	return out.Item, nil
}

// DeleteCustomer erases a customer's profile (a right-to-erasure request).
func (s *Store) DeleteCustomer(ctx context.Context, id string) error {
	_, err := s.db.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String(TableName),
		// BUG (keyschema): the table's sort key is "SK", and attribute
		// names are case-sensitive: DynamoDB rejects this Key with
		// "The provided key element does not match the schema", so the
		// profile is never erased. The suggested fix renames "Sk" to "SK".
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: keys.CustomerPK(id)},
			"Sk": &types.AttributeValueMemberS{Value: keys.ProfileSK},
		},
	})
	if err != nil {
		return fmt.Errorf("delete customer %s: %w", id, err)
	}
	return nil
}
