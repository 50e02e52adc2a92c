package ddblint

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A partition key with two shapes makes two key sets that share the sort
// key: what a rule says about the sort key is reported once.
func shapes(ctx context.Context, c *dynamodb.Client, id, order string, admin bool) {
	pk := "USER#" + id
	if admin {
		pk = "ADMIN#" + id
	}
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: pk},
		"SK": &types.AttributeValueMemberS{Value: "ORDER" + order}, // want `prefix "ORDER" is glued to order .*\(keydelimiter\)`
	}})
}
