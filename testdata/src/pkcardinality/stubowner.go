package pkcardinality

import (
	"context"

	"pkcardinality/budgetstore"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A fixed owner id held in a local variable until sign-in exists is one
// value of the wrapper's parameter, as a literal argument is; the same
// constant written into a key in this package is the key's design.

func saveBudget(ctx context.Context, s *budgetstore.Store, c *dynamodb.Client, month, category string) {
	ownerID := "owner-1"
	_ = s.PutBudget(ctx, ownerID, month, category) // ok: a stub owner passed to the store's key builder

	pk := "OWNER#owner-1"
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("budgets"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: pk}, // want `partition key "PK" is the constant "OWNER#owner-1" while sort key "SK" varies`
			"SK": &types.AttributeValueMemberS{Value: "BUDGET#" + month + "#" + category},
		},
	})
}
