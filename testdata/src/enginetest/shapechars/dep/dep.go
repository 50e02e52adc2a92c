// Package dep writes the same key shape as its importer, with a hole of
// any text: merged into the importer's view of the module, it makes the
// hole any text there, but it must not change what the importer's own
// fact says its keys hold.
package dep

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func Save(ctx context.Context, c *dynamodb.Client, name string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("users"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + name},
	}})
}
