// Package clean builds its keys well: ddblint reports nothing.
package clean

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// PutUser writes a user's profile.
func PutUser(ctx context.Context, db *dynamodb.Client, id, name string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("users"),
		Item: map[string]types.AttributeValue{
			"PK":   &types.AttributeValueMemberS{Value: "USER#" + id},
			"SK":   &types.AttributeValueMemberS{Value: "PROFILE"},
			"name": &types.AttributeValueMemberS{Value: name},
		},
	})
	return err
}

// GetOrder reads one of a user's orders.
func GetOrder(ctx context.Context, db *dynamodb.Client, userID string, n int) (map[string]types.AttributeValue, error) {
	out, err := db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("users"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + userID},
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER#%010d", n)},
		},
	})
	if err != nil {
		return nil, err
	}
	return out.Item, nil
}
