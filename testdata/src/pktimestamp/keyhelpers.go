package pktimestamp

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
)

// A package helper builds the Key from its parameters and returns the map:
// each call keys its own arguments.

func composite(pk, sk string) map[string]types.AttributeValue {
	return map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: pk},
		"SK": &types.AttributeValueMemberS{Value: sk},
	}
}

func bumpDaily(ctx context.Context, c *dynamodb.Client, field string) {
	day := time.Now().UTC().Format("2006-01-02")
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                aws.String("stats"),
		Key:                      composite("DAILY#"+day, "SUMMARY"), // want `partition key "PK" varies only by the date`
		UpdateExpression:         aws.String("ADD #f :one"),
		ExpressionAttributeNames: map[string]string{"#f": field},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":one": &types.AttributeValueMemberN{Value: "1"},
		},
	})
}

func bumpUser(ctx context.Context, c *dynamodb.Client, user string) {
	day := time.Now().UTC().Format("2006-01-02")
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:        aws.String("stats"),
		Key:              composite("USER#"+user, "DAY#"+day), // ok: the day is the sort key, under the user
		UpdateExpression: aws.String("ADD hits :one"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":one": &types.AttributeValueMemberN{Value: "1"},
		},
	})
}

// The same in aws-sdk-go v1, the helper building the values itself: the
// finding is at the helper's expression, where the key is designed, for
// the call that passes a date.
func v1Key(day, shard string) map[string]*v1.AttributeValue {
	return map[string]*v1.AttributeValue{
		"PK": {S: aws.String("DAY#" + day)}, // want `partition key "PK" varies only by the date`
		"SK": {S: aws.String(shard)},
	}
}

func v1Bump(svc *v1.DynamoDB, shard string) {
	svc.UpdateItem(&v1.UpdateItemInput{
		TableName:        aws.String("stats"),
		Key:              v1Key(time.Now().UTC().Format("2006-01-02"), shard),
		UpdateExpression: aws.String("ADD hits :one"),
	})
}

func v1Get(svc *v1.DynamoDB, tenant string) {
	svc.GetItem(&v1.GetItemInput{
		TableName: aws.String("stats"),
		Key:       v1Key(tenant, "META"), // ok: a tenant, not a day
	})
}
