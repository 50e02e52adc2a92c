// Package newest writes its posts and its notes under constant
// partitions. The posts are read newest first, a few at a time — the
// latest of a set that keeps growing — and the notes only whole.
package newest

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func SavePost(ctx context.Context, db *dynamodb.Client, slug string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("site"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "POSTS"}, // want `partition key "PK" is the constant "POSTS" while sort key "SK" varies.*Latest reads the partition from the end of its sort key, a few items at a time`
			"SK": &types.AttributeValueMemberS{Value: "POST#" + slug},
		},
	})
	return err
}

func Latest(ctx context.Context, db *dynamodb.Client) error {
	_, err := db.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("site"),
		KeyConditionExpression:    aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":pk": &types.AttributeValueMemberS{Value: "POSTS"}},
		ScanIndexForward:          aws.Bool(false),
		Limit:                     aws.Int32(10),
	})
	return err
}

func SaveNote(ctx context.Context, db *dynamodb.Client, name string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("site"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "NOTES"}, // want `partition key "PK" is the constant "NOTES" while sort key "SK" varies: .*\(pkconstant\)`
			"SK": &types.AttributeValueMemberS{Value: "NOTE#" + name},
		},
	})
	return err
}

// Notes reads them all, in order: no sign of more than it reads.
func Notes(ctx context.Context, db *dynamodb.Client) error {
	_, err := db.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("site"),
		KeyConditionExpression:    aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":pk": &types.AttributeValueMemberS{Value: "NOTES"}},
		Limit:                     aws.Int32(100),
	})
	return err
}
