// Package pulumi checks requests against tables and indexes a Pulumi
// program declares (infrastructure/main.go), beside a SAM template that
// declares the same table without its index (the test lists both with
// -schemas).
package pulumi

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func byStatus(ctx context.Context, c *dynamodb.Client, customer, status string) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		IndexName:                 aws.String("byStatus"),
		KeyConditionExpression:    aws.String("customerId = :c"), // want `key condition of Query on index "byStatus" of table "orders" compares attribute "customerId", which is not a key there \(partition key "status", sort key "placedAt"\)`
		ExpressionAttributeValues: map[string]types.AttributeValue{":c": &types.AttributeValueMemberS{Value: customer}},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		IndexName:                 aws.String("byStatus"), // ok: the program declares the index
		KeyConditionExpression:    aws.String("#s = :s"),
		ExpressionAttributeNames:  map[string]string{"#s": "status"},
		ExpressionAttributeValues: map[string]types.AttributeValue{":s": &types.AttributeValueMemberS{Value: status}},
	})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		IndexName:                 aws.String("byState"), // want `Query queries index "byState", which table "orders" does not have \(it declares "byStatus"\)`
		KeyConditionExpression:    aws.String("#s = :s"),
		ExpressionAttributeNames:  map[string]string{"#s": "status"},
		ExpressionAttributeValues: map[string]types.AttributeValue{":s": &types.AttributeValueMemberS{Value: status}},
	})
}

func sessions(ctx context.Context, c *dynamodb.Client, id string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("sessions"),
		Key: map[string]types.AttributeValue{
			"sessionID": &types.AttributeValueMemberS{Value: id}, // want `attribute "sessionID" in the Key of GetItem on table "sessions" is not a key attribute: did you mean partition key "sessionId"\?`
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("sessions"),
		Key: map[string]types.AttributeValue{ // ok
			"sessionId": &types.AttributeValueMemberS{Value: id},
		},
	})
}
