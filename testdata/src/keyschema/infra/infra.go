// Package infra checks requests against schemas that infrastructure files
// declare (the test lists template.yaml and main.tf with -schemas).
package infra

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func ledger(ctx context.Context, c *dynamodb.Client, account string, seq int) {
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("ledger"),
		Key: map[string]types.AttributeValue{
			"account": &types.AttributeValueMemberS{Value: account},
			"seq":     &types.AttributeValueMemberS{Value: strconv.Itoa(seq)}, // want `attribute "seq" of GetItem on table "ledger" is sent as type S, but table "ledger" declares key attribute "seq" as N`
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("ledger"),
		Key: map[string]types.AttributeValue{ // ok: the declared types
			"account": &types.AttributeValueMemberS{Value: account},
			"seq":     &types.AttributeValueMemberN{Value: strconv.Itoa(seq)},
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("rates"),
		Key: map[string]types.AttributeValue{
			"Currency": &types.AttributeValueMemberS{Value: account}, // want `attribute "Currency" in the Key of GetItem on table "rates" is not a key attribute: did you mean partition key "currency"\?`
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("rates"),
		Key: map[string]types.AttributeValue{
			"currency": &types.AttributeValueMemberN{Value: "978"}, // want `attribute "currency" of GetItem on table "rates" is sent as type N, but table "rates" declares key attribute "currency" as S`
		},
	})
}
