package pkcardinality

import (
	"context"
	"errors"
	"fmt"
	"log"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

// A string parameter that a guard at the top of its function narrows to a
// few values: the function ends for any other, so the key built from it
// takes one of those, whatever the caller passes.

func chunkPK(schema string) string {
	if schema != "index" && schema != "message" {
		log.Fatalf("unsupported schema %s", schema)
	}
	return "CHUNK#" + schema
}

func putChunk(ctx context.Context, c *dynamodb.Client, schema, part string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("chunks"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: chunkPK(schema)}, // want `partition key "PK" takes its only varying part from schema, which has 2 possible values`
		"SK": &types.AttributeValueMemberS{Value: part + "/" + uuid.NewString()},
	}})
}

func putQueued(ctx context.Context, c *dynamodb.Client, queue string) error {
	switch queue {
	case "high", "normal", "low":
	default:
		return errors.New("unknown queue")
	}
	_, err := c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("chunks"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "QUEUE#" + queue}, // want `partition key "PK" takes its only varying part from queue, which has 3 possible values`
		"SK": &types.AttributeValueMemberS{Value: uuid.NewString()},
	}})
	return err
}

// ok: a guard that does not end the function, one after the key is built,
// and one that rejects a single value, say nothing of the others.
func putLogged(ctx context.Context, c *dynamodb.Client, schema string) {
	if schema != "index" && schema != "message" {
		fmt.Println("unusual schema", schema)
	}
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("chunks"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "LOGGED#" + schema}, // ok: any schema reaches the put
		"SK": &types.AttributeValueMemberS{Value: uuid.NewString()},
	}})
}

func putLate(ctx context.Context, c *dynamodb.Client, tenant string) error {
	item := map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TENANT#" + tenant}, // ok: the guard comes after the key
		"SK": &types.AttributeValueMemberS{Value: uuid.NewString()},
	}
	if tenant != "a" && tenant != "b" {
		return errors.New("unknown tenant")
	}
	_, err := c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("chunks"), Item: item})
	return err
}

func putNotAdmin(ctx context.Context, c *dynamodb.Client, user string) error {
	if user == "admin" {
		return errors.New("reserved")
	}
	_, err := c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("chunks"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + user}, // ok: every name but one
		"SK": &types.AttributeValueMemberS{Value: uuid.NewString()},
	}})
	return err
}
