// Package updatecreate creates its items with UpdateItem: with a Key that
// carries a new id (no such item exists yet), or an upsert; and updates
// one it names with a plain SET, which says nothing of growth.
package updatecreate

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	v1aws "github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/google/uuid"
)

func AddOrder(ctx context.Context, db *dynamodb.Client, payload string) error {
	_, err := db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String(os.Getenv("TABLE")),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORDER"}, // want `partition key "PK" is the constant "ORDER" while sort key "SK" varies.*each write mints a new id for it \(uuid.NewString\(\) in AddOrder\)`
			"SK": &types.AttributeValueMemberS{Value: uuid.NewString()},
		},
		UpdateExpression:          aws.String("SET Payload = :p"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":p": &types.AttributeValueMemberS{Value: payload}},
	})
	return err
}

// SetPayload names an order it was given: no new item, and no growth
// shown; the review tier asks.
func SetPayload(ctx context.Context, db *dynamodb.Client, id, payload string) error {
	_, err := db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String(os.Getenv("TABLE")),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "CARTS"}, // want `partition key "PK" is the constant "CARTS" while sort key "SK" varies: .*\(pkconstant\)`
			"SK": &types.AttributeValueMemberS{Value: id},
		},
		UpdateExpression:          aws.String("SET Payload = :p"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":p": &types.AttributeValueMemberS{Value: payload}},
	})
	return err
}

// AddCart is AddOrder on aws-sdk-go v1, the id minted into a variable.
func AddCart(db *v1.DynamoDB, payload string) error {
	id := uuid.New().String()
	km := map[string]*v1.AttributeValue{}
	km["PK"] = &v1.AttributeValue{S: v1aws.String("CART")} // want `partition key "PK" is the constant "CART" while sort key "SK" varies.*each write mints a new id for it \(uuid.New\(\) in AddCart\)`
	km["SK"] = &v1.AttributeValue{S: v1aws.String(id)}
	_, err := db.UpdateItem(&v1.UpdateItemInput{
		TableName:                 v1aws.String(os.Getenv("TABLE")),
		Key:                       km,
		UpdateExpression:          v1aws.String("SET Payload = :p"),
		ExpressionAttributeValues: map[string]*v1.AttributeValue{":p": {S: v1aws.String(payload)}},
	})
	return err
}
