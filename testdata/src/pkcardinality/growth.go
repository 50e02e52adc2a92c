package pkcardinality

import (
	"context"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
	"github.com/segmentio/ksuid"
)

// Under a constant partition, a sort key that grows with time sends every
// new item to one end of the key's range, where DynamoDB's split for heat
// does not help; other sort keys share one partition key value until a
// split spreads them. The message says which.

func putAudit(ctx context.Context, c *dynamodb.Client, what string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("growth"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "AUDIT"}, // want `partition key "PK" is the constant "AUDIT" while sort key "SK" grows with time: new items of this kind are all written at one end`
		"SK": &types.AttributeValueMemberS{Value: "AT#" + strconv.FormatInt(time.Now().UnixMilli(), 10) + "#" + what},
	}})
}

func putRequest(ctx context.Context, c *dynamodb.Client) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("growth"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "REQUEST"}, // want `partition key "PK" is the constant "REQUEST" while sort key "SK" grows with time`
		"SK": &types.AttributeValueMemberS{Value: "req_" + ksuid.New().String()},
	}})
}

func putTask(ctx context.Context, c *dynamodb.Client, urgent bool) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("growth"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TASKS"}, // want `partition key "PK" is the constant "TASKS" while sort key "SK" grows with time`
		"SK": &types.AttributeValueMemberS{Value: strconv.FormatBool(urgent) + "#" + time.Now().UTC().Format(time.RFC3339)},
	}})
}

func putMember(ctx context.Context, c *dynamodb.Client) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("growth"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "MEMBER"}, // want `partition key "PK" is the constant "MEMBER" while sort key "SK" varies: every item of this kind shares one partition key value`
		"SK": &types.AttributeValueMemberS{Value: uuid.NewString()},
	}})
}

func putTopic(ctx context.Context, c *dynamodb.Client, name string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("growth"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TOPIC"}, // want `partition key "PK" is the constant "TOPIC" while sort key "SK" varies: every item`
		"SK": &types.AttributeValueMemberS{Value: name + "#" + time.Now().UTC().Format(time.RFC3339)},
	}})
}
