// Package ctors writes a model package's items from two places: the
// constructor states one design, reported once, at the first call.
package ctors

import (
	"context"

	"ddblint/ctors/model"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

func award(ctx context.Context, c *dynamodb.Client, b model.Badge) error {
	av, err := attributevalue.MarshalMap(model.NewBadgeItem(b)) // want `partition key "GSI1PK" of index GSI1 is the constant "BADGES"`
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("game"), Item: av})
	return err
}

func regrant(ctx context.Context, c *dynamodb.Client, b model.Badge) error {
	item := model.NewBadgeItem(b)
	av, err := attributevalue.MarshalMap(item)
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("game"), Item: av})
	return err
}
