// Package dep is another module that imports keyseparator/b: b's "#" keys
// belong to b's module, so they set no convention here.
package dep

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"keyseparator/b"
)

func Read(ctx context.Context, c *dynamodb.Client, userID string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(b.Table), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER-" + userID}, // ok: the "#" keys are another module's
	}})
}
