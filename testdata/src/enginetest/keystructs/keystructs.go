// Package keystructs marshals the keys a model package's key method
// returns: they are read from its fact and judged here, at the call.
package keystructs

import (
	"context"

	"enginetest/keystructs/dynmodel"
	"enginetest/keystructs/model"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

func putAccount(ctx context.Context, c *dynamodb.Client, a model.Account) error {
	av, err := attributevalue.MarshalMap(a.DDBKeys()) // want `PutItem write accounts PK partition key = ACCOUNT#<string:ID>` `PutItem write accounts SK sort key = EMAIL#<string:Email>`
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("accounts"), Item: av})
	return err
}

// Label is not a key method, but what it returns is written as an item.
func putLabel(ctx context.Context, c *dynamodb.Client, a model.Account) error {
	av, err := attributevalue.MarshalMap(a.Label()) // want `PutItem write accounts PK partition key = LABEL` `PutItem write accounts SK sort key = <string:ID>`
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("accounts"), Item: av})
	return err
}

// ok: dynmodel judges its own key method; nothing is read again here.
func putSession(ctx context.Context, c *dynamodb.Client, s dynmodel.Session) error {
	av, err := attributevalue.MarshalMap(s.DDBKeys())
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("sessions"), Item: av})
	return err
}
