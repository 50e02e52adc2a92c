// Package placeholders reuses the ExpressionAttributeValues of a query as
// the Key of an update, and as an item: attribute names that are value
// placeholders key no table, declared or not.
package placeholders

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	v1aws "github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
)

func setStatus(ctx context.Context, db *dynamodb.Client, id, status string) error {
	km := map[string]types.AttributeValue{
		":type": &types.AttributeValueMemberS{Value: "ORDER"}, // want `attribute ":type" in the Key of UpdateItem is an expression value placeholder, not an attribute name: a Key names the table's attributes, and placeholders belong in ExpressionAttributeValues`
		":id":   &types.AttributeValueMemberS{Value: id},      // want `attribute ":id" in the Key of UpdateItem is an expression value placeholder, not an attribute name`
	}
	if _, err := db.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String(os.Getenv("TABLE")),
		KeyConditionExpression:    aws.String("PK = :type AND SK = :id"),
		ExpressionAttributeValues: km,
	}); err != nil {
		return err
	}
	_, err := db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String(os.Getenv("TABLE")),
		Key:                       km,
		UpdateExpression:          aws.String("SET #s = :s"),
		ExpressionAttributeNames:  map[string]string{"#s": "status"},
		ExpressionAttributeValues: map[string]types.AttributeValue{":s": &types.AttributeValueMemberS{Value: status}},
	})
	return err
}

// ok: the placeholders are in ExpressionAttributeValues, the Key names
// the keys.
func setStatusRight(ctx context.Context, db *dynamodb.Client, id, status string) error {
	_, err := db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 aws.String(os.Getenv("TABLE")),
		Key:                       map[string]types.AttributeValue{"PK": &types.AttributeValueMemberS{Value: "ORDER"}, "SK": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression:          aws.String("SET #s = :s"),
		ExpressionAttributeNames:  map[string]string{"#s": "status"},
		ExpressionAttributeValues: map[string]types.AttributeValue{":s": &types.AttributeValueMemberS{Value: status}},
	})
	return err
}

func addV1(db *v1.DynamoDB, id string) error {
	item := map[string]*v1.AttributeValue{
		":pk": {S: v1aws.String("CART#" + id)}, // want `attribute ":pk" in the item of PutItem is an expression value placeholder, not an attribute name: an item names the table's attributes`
		"SK":  {S: v1aws.String("META")},
	}
	_, err := db.PutItem(&v1.PutItemInput{TableName: v1aws.String(os.Getenv("TABLE")), Item: item})
	return err
}

// listAll queries an index with no key condition: rejected, whatever the
// schema.
func listAll(ctx context.Context, db *dynamodb.Client) error {
	_, err := db.Query(ctx, &dynamodb.QueryInput{ // want `Query has no key condition \(neither KeyConditionExpression nor KeyConditions\)`
		TableName: aws.String("sessions"),
		IndexName: aws.String("key"),
	})
	return err
}

func listAllV1(db *v1.DynamoDB) error {
	_, err := db.Query(&v1.QueryInput{TableName: v1aws.String("sessions")}) // want `Query has no key condition`
	return err
}

// ok: the condition is set before the query, out of the literal.
func listSome(ctx context.Context, db *dynamodb.Client, id string) error {
	in := &dynamodb.QueryInput{TableName: aws.String("sessions")}
	in.KeyConditionExpression = aws.String("id = :id")
	in.ExpressionAttributeValues = map[string]types.AttributeValue{":id": &types.AttributeValueMemberS{Value: id}}
	_, err := db.Query(ctx, in)
	return err
}

