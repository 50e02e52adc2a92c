package keyschema

import (
	"context"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func keyTypes(ctx context.Context, c *dynamodb.Client, id string, n int, av types.AttributeValue) {
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": str(id),
			"SK": &types.AttributeValueMemberN{Value: strconv.Itoa(n)}, // want `attribute "SK" of GetItem on table "orders" is sent as type N, but table "orders" declares key attribute "SK" as S`
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("counters"),
		Key: map[string]types.AttributeValue{
			"shardId": &types.AttributeValueMemberS{Value: strconv.Itoa(n)}, // want `attribute "shardId" of GetItem on table "counters" is sent as type S, but table "counters" declares key attribute "shardId" as N`
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("counters"),
		Key: map[string]types.AttributeValue{
			"shardId": av, // ok: the type is not known
		},
	})
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String("counters"),
		Key: map[string]types.AttributeValue{
			"shardId": &types.AttributeValueMemberN{Value: strconv.Itoa(n)}, // ok: N for an N key
		},
	})
	marshalled, _ := attributevalue.Marshal(n)
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": str(id),
			"SK": marshalled, // want `attribute "SK" of DeleteItem on table "orders" is sent as type N, but table "orders" declares key attribute "SK" as S`
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK":     str(id),
			"SK":     str("META"),
			"GSI1SK": str("12"), // want `attribute "GSI1SK" of PutItem on table "orders" is sent as type S, but table "orders" declares key attribute of index "GSI1" "GSI1SK" as N`
		},
	})
}

type versionKey struct {
	PK string `dynamodbav:"PK"`
	SK int    `dynamodbav:"SK"`
}

type stringVersionKey struct {
	PK string `dynamodbav:"PK"`
	SK int    `dynamodbav:"SK,string"`
}

type timeKey struct {
	PK string    `dynamodbav:"PK"`
	SK time.Time `dynamodbav:"SK"`
}

type shardKey struct {
	ShardID string `dynamodbav:"shardId"`
}

// sortCode writes itself.
type sortCode int

func (sortCode) MarshalDynamoDBAttributeValue() (types.AttributeValue, error) {
	return &types.AttributeValueMemberS{Value: "x"}, nil
}

type codedKey struct {
	PK string   `dynamodbav:"PK"`
	SK sortCode `dynamodbav:"SK"`
}

func fieldTypes(ctx context.Context, c *dynamodb.Client, id string, n int, t time.Time) {
	v, _ := attributevalue.MarshalMap(versionKey{PK: id, SK: n}) // want `attribute "SK" of GetItem on table "orders" is sent as type N, but table "orders" declares key attribute "SK" as S \(field SK is int\); a dynamodbav:",string" option writes it as S`
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: v})

	sv, _ := attributevalue.MarshalMap(stringVersionKey{PK: id, SK: n})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: sv}) // ok: ",string" writes the int as S

	tk, _ := attributevalue.MarshalMap(timeKey{PK: id, SK: t})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: tk}) // ok: a time.Time is written as an S

	ck, _ := attributevalue.MarshalMap(codedKey{PK: id, SK: sortCode(n)})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: ck}) // ok: the type marshals itself

	sk, _ := attributevalue.MarshalMap(shardKey{ShardID: id}) // want `attribute "shardId" \(field ShardID\) of GetItem on table "counters" is sent as type S, but table "counters" declares key attribute "shardId" as N \(field ShardID is string\)`
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("counters"), Key: sk})
}
