package keydelimiter

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	dynamodbv2 "github.com/aws/aws-sdk-go-v2/service/dynamodb"
	typesv2 "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A method that sends its own query, called by others of the package: one
// finding, at its key, not one more for the keys its calls build.

type lists struct{ c *dynamodbv2.Client }

func (l *lists) items(ctx context.Context, userID, listID string) {
	l.c.Query(ctx, &dynamodbv2.QueryInput{
		TableName:              aws.String("lists"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]typesv2.AttributeValue{
			":pk": &typesv2.AttributeValueMemberS{Value: "USER#" + userID},
			":sk": &typesv2.AttributeValueMemberS{Value: "LIST#" + listID + "ITEM#"}, // want `listID is glued to suffix "ITEM" with no separator in sort key "SK"`
		},
	})
}

func (l *lists) show(ctx context.Context, userID, listID string) { l.items(ctx, userID, listID) }

func (l *lists) copyList(ctx context.Context, userID, from string) { l.items(ctx, userID, from) }
