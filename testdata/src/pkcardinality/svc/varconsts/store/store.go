// Package store writes under partitions named by another package's
// variables.
package store

import (
	"context"
	"os"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"

	"pkcardinality/svc/varconsts/consts"
)

func Post(ctx context.Context, db *dynamodb.Client, body string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(consts.TableName),
		Item: map[string]types.AttributeValue{
			"PK":   &types.AttributeValueMemberS{Value: consts.FeedPK}, // want `partition key "PK" is the constant "FEED" while sort key "SK" grows with time`
			"SK":   &types.AttributeValueMemberS{Value: time.Now().UTC().Format(time.RFC3339Nano)},
			"body": &types.AttributeValueMemberS{Value: body},
		},
	})
	return err
}

// A number held in a variable, formatted: the constant shard "7".
func PostShard(ctx context.Context, db *dynamodb.Client, body string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(consts.TableName),
		Item: map[string]types.AttributeValue{
			"PK":   &types.AttributeValueMemberS{Value: "SHARD#" + strconv.Itoa(consts.FeedShard)}, // want `partition key "PK" is the constant "SHARD#7" while sort key "SK" grows with time`
			"SK":   &types.AttributeValueMemberS{Value: time.Now().UTC().Format(time.RFC3339Nano)},
			"body": &types.AttributeValueMemberS{Value: body},
		},
	})
	return err
}

// ok: ArchivePK is written by its package's init: no known value.
func Archive(ctx context.Context, db *dynamodb.Client, body string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(consts.TableName),
		Item: map[string]types.AttributeValue{
			"PK":   &types.AttributeValueMemberS{Value: consts.ArchivePK},
			"SK":   &types.AttributeValueMemberS{Value: time.Now().UTC().Format(time.RFC3339Nano)},
			"body": &types.AttributeValueMemberS{Value: body},
		},
	})
	return err
}

// Configure sets a variable of consts from this package: no known value
// here either.
func Configure() { consts.ConfiguredPK = os.Getenv("PK") }

// ok: see Configure.
func Configured(ctx context.Context, db *dynamodb.Client, body string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(consts.TableName),
		Item: map[string]types.AttributeValue{
			"PK":   &types.AttributeValueMemberS{Value: consts.ConfiguredPK},
			"SK":   &types.AttributeValueMemberS{Value: time.Now().UTC().Format(time.RFC3339Nano)},
			"body": &types.AttributeValueMemberS{Value: body},
		},
	})
	return err
}

// aws-sdk-go v1: the same variable.
func PostV1(db *v1.DynamoDB, body string) error {
	_, err := db.PutItem(&v1.PutItemInput{
		TableName: aws.String(consts.TableName),
		Item: map[string]*v1.AttributeValue{
			"PK":   {S: aws.String(consts.FeedPK)}, // want `partition key "PK" is the constant "FEED" while sort key "SK" grows with time`
			"SK":   {S: aws.String(time.Now().UTC().Format(time.RFC3339Nano))},
			"body": {S: aws.String(body)},
		},
	})
	return err
}
