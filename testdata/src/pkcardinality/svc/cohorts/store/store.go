// Package store writes the model's types from another package, which sees
// only their constants: the model's fact says how many values it lists.
package store

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"pkcardinality/svc/cohorts/model"
)

// ok: twenty cohorts, listed in the model's package.
func Move(ctx context.Context, db *dynamodb.Client, username string, to model.Cohort) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("players"),
		Item: map[string]types.AttributeValue{
			"username": &types.AttributeValueMemberS{Value: username},
			"cohort":   &types.AttributeValueMemberS{Value: string(to)},
		},
	})
	return err
}

func Rank(ctx context.Context, db *dynamodb.Client, username string, l model.Level) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("players"),
		Item: map[string]types.AttributeValue{
			"username": &types.AttributeValueMemberS{Value: username},
			"level":    &types.AttributeValueMemberS{Value: string(l)}, // want `partition key "level" of index LevelIdx takes its only varying part from l, which has 2 possible values`
		},
	})
	return err
}
