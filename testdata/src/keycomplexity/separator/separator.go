// Package separator is checked with -separator=|.
package separator

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func put(ctx context.Context, c *dynamodb.Client, a string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "A|B|C|D|E|" + a}, // want `has at least 6 components in partition key "PK", over the limit of 5`
		"SK": &types.AttributeValueMemberS{Value: "A#B#C#D#E#F"},    // ok: "#" is not the separator here: one component
	}})
}
