package pkcardinality

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// The package only reads the audit partition (another service writes it):
// the design is reported once, at the first read.
func auditLog(ctx context.Context, c *dynamodb.Client, day, id string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("audit"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :day)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk":  &types.AttributeValueMemberS{Value: "AUDIT#ALL"}, // want `partition key "PK" is the constant "AUDIT#ALL" while sort key "SK" varies`
			":day": &types.AttributeValueMemberS{Value: "DAY#" + day},
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("audit"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "AUDIT#ALL"}, // ok: reported at the first read
		"SK": &types.AttributeValueMemberS{Value: "EVENT#" + id},
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("audit"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "AUDIT#CONFIG"}, // ok: a single row, constant sort key
		"SK": &types.AttributeValueMemberS{Value: "SETTINGS"},
	}})
}
