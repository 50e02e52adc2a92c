// Package unsupported sends key conditions no table accepts, to tables no
// schema declares: DynamoDB rejects them whatever the table.
package unsupported

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
)

type store struct {
	db    *dynamodb.Client
	table string
}

func (s *store) applicants(ctx context.Context, email, period string) error {
	_, err := s.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(s.table),
		KeyConditionExpression: aws.String("sk = :id AND (begins_with(pk, :peid) OR begins_with(pk, :p))"), // want `key condition "sk = :id AND \(begins_with\(pk, :peid\) OR begins_with\(pk, :p\)\)" cannot be used: OR is not allowed in a key condition; only AND; DynamoDB rejects it whatever the table`
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":id":   &types.AttributeValueMemberS{Value: email},
			":peid": &types.AttributeValueMemberS{Value: "PEID-" + period},
			":p":    &types.AttributeValueMemberS{Value: "Period-" + period},
		},
	})
	return err
}

const openOnly = "pk = :pk AND NOT sk = :closed"

func (s *store) open(ctx context.Context, pk string) error {
	_, err := s.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(s.table),
		KeyConditionExpression: aws.String(openOnly), // want `cannot be used: NOT is not allowed in a key condition`
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk":     &types.AttributeValueMemberS{Value: pk},
			":closed": &types.AttributeValueMemberS{Value: "CLOSED"},
		},
	})
	return err
}

// ok: the key conditions DynamoDB accepts, in any letter case, with
// parentheses; an OR in the filter, which may use it.
func (s *store) fine(ctx context.Context, pk, from, to string) error {
	for _, cond := range []string{
		"pk = :pk AND begins_with(sk, :from)",
		"pk = :pk AND BEGINS_WITH(sk, :from)",
		"(pk = :pk) AND (sk BETWEEN :from AND :to)",
		"pk = :pk and sk >= :from",
	} {
		_, err := s.db.Query(ctx, &dynamodb.QueryInput{
			TableName:              aws.String(s.table),
			KeyConditionExpression: aws.String(cond),
			FilterExpression:       aws.String("kind = :a OR kind = :b"),
			ExpressionAttributeValues: map[string]types.AttributeValue{
				":pk": &types.AttributeValueMemberS{Value: pk}, ":from": &types.AttributeValueMemberS{Value: from},
				":to": &types.AttributeValueMemberS{Value: to}, ":a": &types.AttributeValueMemberS{Value: "A"},
				":b": &types.AttributeValueMemberS{Value: "B"},
			},
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// ok: a condition of unknown text says nothing.
func (s *store) given(ctx context.Context, cond string) error {
	_, err := s.db.Query(ctx, &dynamodb.QueryInput{TableName: aws.String(s.table), KeyConditionExpression: aws.String(cond)})
	return err
}

// aws-sdk-go v1: a function other than begins_with, and IN.
func tagged(db *v1.DynamoDB, table, pk, tag string) error {
	_, err := db.Query(&v1.QueryInput{
		TableName:              aws.String(table),
		KeyConditionExpression: aws.String("pk = :pk AND contains(sk, :tag)"), // want `cannot be used: function contains is not allowed in a key condition; only begins_with`
		ExpressionAttributeValues: map[string]*v1.AttributeValue{
			":pk": {S: aws.String(pk)}, ":tag": {S: aws.String(tag)},
		},
	})
	if err != nil {
		return err
	}
	_, err = db.Query(&v1.QueryInput{
		TableName:              aws.String(table),
		KeyConditionExpression: aws.String("pk IN (:a, :b)"), // want `cannot be used: IN is not allowed in a key condition`
		ExpressionAttributeValues: map[string]*v1.AttributeValue{
			":a": {S: aws.String(pk)}, ":b": {S: aws.String(tag)},
		},
	})
	return err
}

// No attribute compared with =: whichever is the partition key, DynamoDB
// rejects the query.
func appointments(db *v1.DynamoDB, table, counselor, user string) error {
	_, err := db.Query(&v1.QueryInput{
		TableName:              aws.String(table),
		KeyConditionExpression: aws.String("begins_with(PrimaryKey , :pk) AND begins_with(SortKey, :sk)"), // want `key condition of Query on its table compares no attribute with =: a query names its partition with = on the partition key`
		ExpressionAttributeValues: map[string]*v1.AttributeValue{
			":pk": {S: aws.String("APPOINTMENT#")}, ":sk": {S: aws.String("COUNSELOR#" + counselor + "#USER#" + user)},
		},
	})
	if err != nil {
		return err
	}
	_, err = db.Query(&v1.QueryInput{
		TableName:              aws.String("events"),
		KeyConditionExpression: aws.String("day BETWEEN :from AND :to"), // want `key condition of Query on table "events" compares no attribute with =`
		ExpressionAttributeValues: map[string]*v1.AttributeValue{
			":from": {S: aws.String(counselor)}, ":to": {S: aws.String(user)},
		},
	})
	if err != nil {
		return err
	}
	// ok: an equality, whichever attribute it names.
	_, err = db.Query(&v1.QueryInput{
		TableName:              aws.String("events"),
		KeyConditionExpression: aws.String("begins_with(sk, :sk) AND pk = :pk"),
		ExpressionAttributeValues: map[string]*v1.AttributeValue{
			":pk": {S: aws.String(counselor)}, ":sk": {S: aws.String(user)},
		},
	})
	return err
}

// ok: the expression builder's key condition with an equality.
func built(ctx context.Context, db *dynamodb.Client, pk, from string) error {
	kc := expression.Key("pk").Equal(expression.Value(pk)).And(expression.KeyBeginsWith(expression.Key("sk"), from))
	e, err := expression.NewBuilder().WithKeyCondition(kc).Build()
	if err != nil {
		return err
	}
	_, err = db.Query(ctx, &dynamodb.QueryInput{
		TableName: aws.String("events"), KeyConditionExpression: e.KeyCondition(),
		ExpressionAttributeNames: e.Names(), ExpressionAttributeValues: e.Values(),
	})
	return err
}

// The builder's key condition with a prefix alone.
func builtPrefix(ctx context.Context, db *dynamodb.Client, from string) error {
	e, err := expression.NewBuilder().WithKeyCondition(expression.KeyBeginsWith(expression.Key("pk"), from)).Build()
	if err != nil {
		return err
	}
	_, err = db.Query(ctx, &dynamodb.QueryInput{
		TableName: aws.String("events"), KeyConditionExpression: e.KeyCondition(), // want `key condition of Query on table "events" compares no attribute with =`
		ExpressionAttributeNames: e.Names(), ExpressionAttributeValues: e.Values(),
	})
	return err
}
