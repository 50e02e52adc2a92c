// Package contests is the service's own code: a folder whose name only
// contains "test" is not a tests folder.
package contests

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func PutEntry(ctx context.Context, c *dynamodb.Client, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ENTRY" + id}, // want `prefix "ENTRY" is glued to id with no separator`
		"SK": &types.AttributeValueMemberS{Value: "PROFILE"},
	}})
}
