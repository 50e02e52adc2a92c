// Package helpers builds fixtures for the service's tests. It is not
// named as test support, but it is in the module's tests folder: read as
// a _test.go file is, only with -tests.
package helpers

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// SeedUser writes a fixture whose key glues its parts: not judged.
func SeedUser(ctx context.Context, c *dynamodb.Client, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER" + id},
		"SK": &types.AttributeValueMemberS{Value: "PROFILE"},
	}})
}
