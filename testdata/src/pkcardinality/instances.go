package pkcardinality

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A constant partition key that holds an id written out is one instance
// of a key that varies with the id (a script's sample conversation, a
// fixture's account): the design's partitions are per id, not one.

func seedConversation(ctx context.Context, c *dynamodb.Client, body string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("growth"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "MSG#5ae290ed-55d1-47a0-bc6d-fe2bc2700399"}, // ok: a UUID
		"SK": &types.AttributeValueMemberS{Value: time.Now().UTC().Format(time.RFC3339)},
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("growth"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ACCOUNT#4815162342"}, // ok: an account number
		"SK": &types.AttributeValueMemberS{Value: time.Now().UTC().Format(time.RFC3339)},
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("growth"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ROOM#01J9Z3K8V6Q2W4E5R7T8Y9X0P1"}, // ok: a ULID
		"SK": &types.AttributeValueMemberS{Value: time.Now().UTC().Format(time.RFC3339)},
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("growth"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "MSG#2024"}, // want `partition key "PK" is the constant "MSG#2024" while sort key "SK" grows with time`
		"SK": &types.AttributeValueMemberS{Value: time.Now().UTC().Format(time.RFC3339)},
	}})
}
