package keyschema

import (
	"github.com/aws/aws-sdk-go/aws"
	dynamodbv1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"
)

func v1(c *dynamodbv1.DynamoDB, id string) {
	c.GetItem(&dynamodbv1.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]*dynamodbv1.AttributeValue{
			"Pk": {S: aws.String("ORDER#" + id)}, // want `attribute "Pk" in the Key of GetItem on table "orders" is not a key attribute: did you mean partition key "PK"\?`
			"SK": {S: aws.String("META")},
		},
	})
	c.GetItem(&dynamodbv1.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]*dynamodbv1.AttributeValue{
			"PK": {S: aws.String("ORDER#" + id)},
			"SK": {N: aws.String("3")}, // want `attribute "SK" of GetItem on table "orders" is sent as type N, but table "orders" declares key attribute "SK" as S`
		},
	})
	c.GetItem(&dynamodbv1.GetItemInput{
		TableName: aws.String("counters"),
		Key: map[string]*dynamodbv1.AttributeValue{
			"shardId": (&dynamodbv1.AttributeValue{}).SetS(id), // want `attribute "shardId" of GetItem on table "counters" is sent as type S, but table "counters" declares key attribute "shardId" as N`
		},
	})
	c.GetItem(&dynamodbv1.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]*dynamodbv1.AttributeValue{ // ok
			"PK": {S: aws.String("ORDER#" + id)},
			"SK": {S: aws.String("META")},
		},
	})
	c.PutItem(&dynamodbv1.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]*dynamodbv1.AttributeValue{ // want `item of PutItem on table "orders" lacks sort key "SK"`
			"PK":    {S: aws.String("ORDER#" + id)},
			"total": {N: aws.String("3")},
		},
	})
	c.Query(&dynamodbv1.QueryInput{
		TableName:                 aws.String("orders"),
		KeyConditionExpression:    aws.String("PK = :pk AND created > :t"), // want `key condition of Query on table "orders" compares attribute "created", which is not a key there`
		ExpressionAttributeValues: map[string]*dynamodbv1.AttributeValue{":pk": {S: aws.String(id)}, ":t": {N: aws.String("0")}},
	})
}

// v1 marshals by json tags when there is no dynamodbav tag.
type v1Key struct {
	PK string `json:"PK"`
	SK string `json:"sort"`
}

func v1Marshal(c *dynamodbv1.DynamoDB, id string) {
	k, _ := dynamodbattribute.MarshalMap(v1Key{PK: id, SK: "META"}) // want `attribute "sort" \(field SK\) in the Key of DeleteItem on table "orders" is not a key attribute \(partition key "PK", sort key "SK"\)`
	c.DeleteItem(&dynamodbv1.DeleteItemInput{TableName: aws.String("orders"), Key: k})
}

// An index key misspelt in a v1 item: the item is not in the index.
func v1IndexTypo(c *dynamodbv1.DynamoDB, id string) {
	c.PutItem(&dynamodbv1.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]*dynamodbv1.AttributeValue{
			"PK":    {S: aws.String("ORDER#" + id)},
			"SK":    {S: aws.String("META")},
			"GSI1P": {S: aws.String("STATUS#open")}, // want `item of PutItem on table "orders" has attribute "GSI1P" but no key of index "GSI1"`
		},
	})
}

// aws-sdk-go v1: a page's start rebuilt from a token, without the
// table's sort key; and the whole key.
func v1Pages(c *dynamodbv1.DynamoDB, status, pk, sk string) {
	c.Query(&dynamodbv1.QueryInput{
		TableName:                 aws.String("orders"),
		IndexName:                 aws.String("GSI1"),
		KeyConditionExpression:    aws.String("GSI1PK = :s"),
		ExpressionAttributeValues: map[string]*dynamodbv1.AttributeValue{":s": {S: aws.String(status)}},
		ExclusiveStartKey: map[string]*dynamodbv1.AttributeValue{ // want `the ExclusiveStartKey of Query on table "orders" lacks the sort key "SK" of the table: a page of an index`
			"PK":     {S: aws.String(pk)},
			"GSI1PK": {S: aws.String(status)},
			"GSI1SK": {N: aws.String("1")},
		},
	})
	c.Query(&dynamodbv1.QueryInput{
		TableName:                 aws.String("orders"),
		IndexName:                 aws.String("GSI1"),
		KeyConditionExpression:    aws.String("GSI1PK = :s"),
		ExpressionAttributeValues: map[string]*dynamodbv1.AttributeValue{":s": {S: aws.String(status)}},
		ExclusiveStartKey: map[string]*dynamodbv1.AttributeValue{
			"PK":     {S: aws.String(pk)},
			"SK":     {S: aws.String(sk)},
			"GSI1PK": {S: aws.String(status)},
			"GSI1SK": {N: aws.String("1")},
		},
	})
}
