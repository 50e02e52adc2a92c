package keyreads

import (
	"github.com/aws/aws-sdk-go/aws"
	dynamodbv1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"
)

// aws-sdk-go v1: a key-only struct marshalled into a Get's Key is read; a
// struct also marshalled into an Item stays an item.
type CartKey struct {
	PK string `json:"PK"`
	SK string `json:"SK"`
}

type Cart struct {
	PK    string `json:"PK"`
	SK    string `json:"SK"`
	Total int    `json:"total"`
}

func getCartV1(svc *dynamodbv1.DynamoDB, id string) {
	key, _ := dynamodbattribute.MarshalMap(CartKey{PK: "CART#" + id, SK: "META"}) // want `GetItem read orders PK partition key = CART#<string:id>` `GetItem read orders SK sort key = META`
	svc.GetItem(&dynamodbv1.GetItemInput{TableName: aws.String("orders"), Key: key})
	del, _ := dynamodbattribute.MarshalMap(CartKey{PK: "CART#" + id, SK: "OLD"}) // want `DeleteItem key orders PK partition key = CART#<string:id>` `DeleteItem key orders SK sort key = OLD`
	svc.DeleteItem(&dynamodbv1.DeleteItemInput{TableName: aws.String("orders"), Key: del})
}

// ok: Cart is written as an item: its key read here is still that item's.
func cartV1(svc *dynamodbv1.DynamoDB, id string) {
	item, _ := dynamodbattribute.MarshalMap(Cart{PK: "CART#" + id, SK: "META"}) // want `PutItem write orders PK partition key = CART#<string:id>` `PutItem write orders SK sort key = META`
	svc.PutItem(&dynamodbv1.PutItemInput{TableName: aws.String("orders"), Item: item})
	key, _ := dynamodbattribute.MarshalMap(Cart{PK: "CART#" + id, SK: "META"}) // want `GetItem read orders PK partition key = CART#<string:id>` `GetItem read orders SK sort key = META`
	svc.GetItem(&dynamodbv1.GetItemInput{TableName: aws.String("orders"), Key: key})
}
