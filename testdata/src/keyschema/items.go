package keyschema

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func items(ctx context.Context, c *dynamodb.Client, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{ // want `item of PutItem on table "orders" lacks sort key "SK": every item carries the table's primary key`
			"PK":    str("ORDER#" + id),
			"Total": &types.AttributeValueMemberN{Value: "12"},
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"pk":    str("ORDER#" + id), // want `item of PutItem on table "orders" has attribute "pk" but no partition key "PK": did you mean "PK"\?`
			"SK":    str("META"),
			"Total": &types.AttributeValueMemberN{Value: "12"},
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{ // ok: other attributes are normal, and GSI1PK may be absent (sparse index)
			"PK":     str("ORDER#" + id),
			"SK":     str("META"),
			"Total":  &types.AttributeValueMemberN{Value: "12"},
			"GSI1SK": &types.AttributeValueMemberN{Value: "12"},
		},
	})
	c.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{
		RequestItems: map[string][]types.WriteRequest{
			"orders": {
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{"SK": str("META")}}}, // want `item of BatchWriteItem on table "orders" lacks partition key "PK"`
				{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{"PK": str(id), "SK": str("META")}}},
			},
		},
	})
	c.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{
		TransactItems: []types.TransactWriteItem{
			{Put: &types.Put{
				TableName: aws.String("orders"),
				Item:      map[string]types.AttributeValue{"PK": str(id)}, // want `item of TransactWriteItems on table "orders" lacks sort key "SK"`
			}},
			{Put: &types.Put{
				TableName: aws.String("counters"),
				Item:      map[string]types.AttributeValue{"shardId": &types.AttributeValueMemberN{Value: "1"}, "hits": &types.AttributeValueMemberN{Value: "0"}}, // ok
			}},
		},
	})
}

type order struct {
	PK     string `dynamodbav:"PK"`
	Total  int    `dynamodbav:"total"`
	Status string `dynamodbav:"status"`
}

type fullOrder struct {
	PK    string `dynamodbav:"PK"`
	SK    string `dynamodbav:"SK"`
	Total int    `dynamodbav:"total"`
}

type entity struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

// embedded keys are promoted into the item.
type customer struct {
	entity
	Name string `dynamodbav:"name"`
}

func marshalledItems(ctx context.Context, c *dynamodb.Client, id string, n int) {
	o, _ := attributevalue.MarshalMap(order{PK: id, Total: n})
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: o}) // want `item of PutItem on table "orders" lacks sort key "SK"`

	f, _ := attributevalue.MarshalMap(fullOrder{PK: id, SK: "META", Total: n})
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: f}) // ok

	cu, _ := attributevalue.MarshalMap(customer{entity: entity{PK: id, SK: "PROFILE"}, Name: "x"})
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: cu}) // ok: the embedded struct's fields are the item's

	m, _ := attributevalue.MarshalMap(map[string]string{"PK": id, "sk": strconv.Itoa(n)}) // want `item of PutItem on table "orders" has attribute "sk" but no sort key "SK": did you mean "SK"\?`
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: m})
}
