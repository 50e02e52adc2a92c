// Package limit is checked with -max-components=3.
package limit

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func put(ctx context.Context, c *dynamodb.Client, a, b string, n int) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "T#" + a + "#" + b},                 // ok: three components, the limit
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("O#%s#%s#%d", a, b, n)}, // want `has at least 4 components in sort key "SK", over the limit of 3`
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "A#B#C#D"}, // want `"A#B#C#D" has 4 components in partition key "PK", over the limit of 3`
		"SK": &types.AttributeValueMemberS{Value: "A#B#C#"},  // ok: three components and a trailing separator
	}})
}
