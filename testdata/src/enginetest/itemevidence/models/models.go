// Package models declares DynamoDB items and imports the marshaller: its
// literals are items wherever they are built.
package models

import "github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"

type Order struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

func (o Order) Encode() (any, error) { return attributevalue.MarshalMap(o) }

func NewOrder(id string) Order {
	return Order{PK: "ORDER#" + id, SK: "META"} // want `Order{} item PK partition key = ORDER#<string:id>` `Order{} item SK sort key = META`
}
