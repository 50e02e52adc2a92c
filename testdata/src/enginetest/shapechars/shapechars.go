package shapechars // want package:"separators #=1" package:"shapes PK=USER#<>"

// The package's ShapesFact records what its own keys' holes hold (a
// uuid's alphabet), whatever the packages it imports put in the same shape.

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"

	"enginetest/shapechars/dep"
)

func Create(ctx context.Context, c *dynamodb.Client) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("users"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + uuid.NewString()},
	}})
	_ = dep.Save // a reference: dep's key is not written from here
}
