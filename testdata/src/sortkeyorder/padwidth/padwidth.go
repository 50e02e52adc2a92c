// Package padwidth runs with -pad-width=12: the fixes pad to 12 digits.
package padwidth

import (
	"context"
	"fmt"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func put(ctx context.Context, c *dynamodb.Client, n, v int) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"SK":     &types.AttributeValueMemberS{Value: "ORDER#" + strconv.Itoa(n)}, // want `n is written without zero padding in sort key "SK"`
		"GSI1SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("V#%d", v)},     // want `v is written without zero padding in sort key "GSI1SK" of index GSI1`
		"GSI2SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("V#%012d", v)},  // ok: zero-padded
		"GSI3SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("V#%04d", v)},   // ok: padded, if narrower than the option (the option only sets the fix's width)
	}})
}
