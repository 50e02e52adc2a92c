// Package branchstatus writes a status into an index's partition key at
// the put that makes the item, choosing between constants: one write
// giving the key two values tells a status from a kind, as an update
// setting another value does.
package branchstatus

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
)

func setup(ctx context.Context, db *dynamodb.Client) {
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("members"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("username"), KeyType: types.KeyTypeHash},
		},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{
			{IndexName: aws.String("PlanIdx"), KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("plan"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("username"), KeyType: types.KeyTypeRange},
			}},
			{IndexName: aws.String("TierIdx"), KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("tier"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("username"), KeyType: types.KeyTypeRange},
			}},
			{IndexName: aws.String("KindIdx"), KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("kind"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("username"), KeyType: types.KeyTypeRange},
			}},
		},
	})
}

type Member struct {
	Username string `dynamodbav:"username"`
	Plan     string `dynamodbav:"plan"`
}

func Join(ctx context.Context, db *dynamodb.Client, username string, paid bool) error {
	plan := "FREE"
	if paid {
		plan = "PAID"
	}
	item, err := attributevalue.MarshalMap(Member{
		Username: username,
		Plan:     plan, // want `partition key "plan" of index PlanIdx is written only as "FREE" or "PAID": every item lands in one of 2 partitions of the index`
	})
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("members"), Item: item})
	return err
}

// ok: two kinds of item, one constant each, written by two puts: each a
// set of its own, which the constant form judges.
func AddPerson(ctx context.Context, db *dynamodb.Client, username string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("members"),
		Item: map[string]types.AttributeValue{
			"username": &types.AttributeValueMemberS{Value: username},
			"kind":     &types.AttributeValueMemberS{Value: "PERSON"},
		},
	})
	return err
}

func AddBot(ctx context.Context, db *dynamodb.Client, username string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("members"),
		Item: map[string]types.AttributeValue{
			"username": &types.AttributeValueMemberS{Value: username},
			"kind":     &types.AttributeValueMemberS{Value: "BOT"},
		},
	})
	return err
}

// ok: the two constants go to items whose own key is constant too (a
// seeding job's two rows): a fixed set.
func Seed(ctx context.Context, db *dynamodb.Client, paid bool) error {
	tier := "FREE"
	if paid {
		tier = "PAID"
	}
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("members"),
		Item: map[string]types.AttributeValue{
			"username": &types.AttributeValueMemberS{Value: "admin"},
			"tier":     &types.AttributeValueMemberS{Value: tier},
		},
	})
	return err
}

// aws-sdk-go v1: the same status, chosen by a switch, on another table.
func setupV1(db *v1.DynamoDB) {
	db.CreateTable(&v1.CreateTableInput{
		TableName: aws.String("tickets"),
		KeySchema: []*v1.KeySchemaElement{{AttributeName: aws.String("id"), KeyType: aws.String("HASH")}},
		GlobalSecondaryIndexes: []*v1.GlobalSecondaryIndex{{IndexName: aws.String("priority-index"), KeySchema: []*v1.KeySchemaElement{
			{AttributeName: aws.String("priority"), KeyType: aws.String("HASH")},
			{AttributeName: aws.String("id"), KeyType: aws.String("RANGE")},
		}}},
	})
}

func Open(db *v1.DynamoDB, id string, urgent bool) error {
	p := "normal"
	if urgent {
		p = "urgent"
	}
	_, err := db.PutItem(&v1.PutItemInput{
		TableName: aws.String("tickets"),
		Item: map[string]*v1.AttributeValue{
			"id":       {S: aws.String(id)},
			"priority": {S: aws.String(p)}, // want `partition key "priority" of index priority-index is written only as "normal" or "urgent": every item lands in one of 2 partitions of the index`
		},
	})
	return err
}
