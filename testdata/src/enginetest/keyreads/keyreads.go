// Package keyreads: a struct marshalled only into the Key of Get, Delete or
// Update requests is a key, and its values are read (or address an item)
// wherever the literal is built; a struct also marshalled into an Item stays
// an item.
package keyreads

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

type OrderKey struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

type Order struct {
	PK    string `dynamodbav:"PK"`
	SK    string `dynamodbav:"SK"`
	Total int    `dynamodbav:"total"`
}

func get(ctx context.Context, c *dynamodb.Client, id string) {
	key, _ := attributevalue.MarshalMap(OrderKey{PK: "ORDER#" + id, SK: "META"}) // want `GetItem read orders PK partition key = ORDER#<string:id>` `GetItem read orders SK sort key = META`
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: key})
}

// The key built apart from the request, in a helper: the call site's
// request reads it (the helper's literal, with the Get's table and op).
func keyOf(id string) OrderKey {
	return OrderKey{PK: "ORDER#" + id, SK: "META"} // want `GetItem read orders PK partition key = ORDER#<string:id>` `GetItem read orders SK sort key = META`
}

func viaHelper(ctx context.Context, c *dynamodb.Client, id string) {
	key, _ := attributevalue.MarshalMap(keyOf(id))
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: key})
}

type ItemKey struct {
	PK string `dynamodbav:"PK"`
}

// A request completed step by step.
func stepwise(ctx context.Context, c *dynamodb.Client, id string) {
	in := &dynamodb.DeleteItemInput{TableName: aws.String("orders")}
	key, _ := attributevalue.MarshalMap(ItemKey{PK: "ITEM#" + id}) // want `DeleteItem key orders PK partition key = ITEM#<string:id>`
	in.Key = key
	c.DeleteItem(ctx, in)
}

func put(ctx context.Context, c *dynamodb.Client, id string) {
	item, _ := attributevalue.MarshalMap(Order{PK: "ORDER#" + id, SK: "META"}) // want `PutItem write orders PK partition key = ORDER#<string:id>` `PutItem write orders SK sort key = META`
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: item})
}

// Order is written too, but this literal of it only reaches a Get through
// the helper: it is read there, not written.
func orderOf(id string) Order {
	return Order{PK: "ORDER#" + id, SK: "META"} // want `GetItem read orders PK partition key = ORDER#<string:id>` `GetItem read orders SK sort key = META`
}

func getOrder(ctx context.Context, c *dynamodb.Client, id string) {
	key, _ := attributevalue.MarshalMap(orderOf(id))
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("orders"), Key: key})
}

// Marker holds only its keys but is also put: its literals stay items (the
// look-alike of a key-only struct).
type Marker struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

func markerOf(id string) Marker {
	return Marker{PK: "MARK#" + id, SK: "M"} // want `PutItem write marks PK partition key = MARK#<string:id>` `PutItem write marks SK sort key = M`
}

func mark(ctx context.Context, c *dynamodb.Client, id string) {
	item, _ := attributevalue.MarshalMap(markerOf(id))
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("marks"), Item: item})
	key, _ := attributevalue.MarshalMap(markerOf(id))
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("marks"), Key: key})
}
