// Package budgetstore writes budgets under keys it builds from its
// parameters, for handlers in another package.
package budgetstore

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Store struct {
	Client *dynamodb.Client
}

// PutBudget files a budget under its owner, then the month and category.
func (s *Store) PutBudget(ctx context.Context, ownerID, month, category string) error {
	_, err := s.Client.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("budgets"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "OWNER#" + ownerID},
			"SK": &types.AttributeValueMemberS{Value: "BUDGET#" + month + "#" + category},
		},
	})
	return err
}
