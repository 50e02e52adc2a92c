// Package sharedgsi declares a table keyed by a hold id alone, with two
// global secondary indexes sorted by the same expiry attribute: one on the
// holder, one on the hold's state. The message about the state index names
// that index for the sort key, not the first index the attribute sorts.
package sharedgsi

import (
	"context"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var db *dynamodb.Client

func attr(name string, kt types.KeyType) types.KeySchemaElement {
	return types.KeySchemaElement{AttributeName: aws.String(name), KeyType: kt}
}

func setup(ctx context.Context) {
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("holds"),
		KeySchema: []types.KeySchemaElement{attr("hold_id", types.KeyTypeHash)},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{
			{IndexName: aws.String("by-holder"), KeySchema: []types.KeySchemaElement{
				attr("holder", types.KeyTypeHash), attr("until", types.KeyTypeRange),
			}},
			{IndexName: aws.String("by-state"), KeySchema: []types.KeySchemaElement{
				attr("state", types.KeyTypeHash), attr("until", types.KeyTypeRange),
			}},
		},
	})
}

func hold(ctx context.Context, id, holder string, ttl time.Duration) {
	until := strconv.FormatInt(time.Now().Add(ttl).Unix(), 10)
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("holds"), Item: map[string]types.AttributeValue{
		"hold_id": &types.AttributeValueMemberS{Value: id},
		"holder":  &types.AttributeValueMemberS{Value: holder}, // ok: one partition per holder
		"until":   &types.AttributeValueMemberN{Value: until},
		"state":   &types.AttributeValueMemberS{Value: "HELD"}, // want `partition key "state" of index by-state is the constant "HELD" while sort key "until" of index by-state grows with time`
	}})
}
