package keydelimiter

import (
	"github.com/aws/aws-sdk-go/service/dynamodb"
)

// aws-sdk-go v1's generated setters build a request as its fields do: on
// the literal in one expression, or on the variable that holds it.

func v1Setters(svc *dynamodb.DynamoDB, userID string) {
	svc.GetItem((&dynamodb.GetItemInput{}).SetTableName("orders").SetKey(map[string]*dynamodb.AttributeValue{
		"PK": (&dynamodb.AttributeValue{}).SetS("USER" + userID), // want `prefix "USER" is glued to userID with no separator in partition key "PK"`
		"SK": (&dynamodb.AttributeValue{}).SetS("PROFILE"),
	}))

	in := &dynamodb.PutItemInput{}
	in.SetTableName("orders")
	in.SetItem(map[string]*dynamodb.AttributeValue{
		"PK": (&dynamodb.AttributeValue{}).SetS("CART" + userID), // want `prefix "CART" is glued to userID with no separator in partition key "PK"`
		"SK": (&dynamodb.AttributeValue{}).SetS("CART"),
	})
	svc.PutItem(in)

	// ok: the same requests with a separator.
	svc.GetItem((&dynamodb.GetItemInput{}).SetTableName("orders").SetKey(map[string]*dynamodb.AttributeValue{
		"PK": (&dynamodb.AttributeValue{}).SetS("USER#" + userID),
		"SK": (&dynamodb.AttributeValue{}).SetS("PROFILE"),
	}))
	q := (&dynamodb.QueryInput{}).SetTableName("orders")
	q.SetKeyConditionExpression("PK = :pk")
	q.SetExpressionAttributeValues(map[string]*dynamodb.AttributeValue{
		":pk": (&dynamodb.AttributeValue{}).SetS("USER#" + userID),
	})
	svc.Query(q)
}
