// Package itemhelpers builds items in helpers that return them, and
// update requests whose attribute names come from a helper (issue 28,
// shape 5).
package itemhelpers

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Row struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
	N  int    `dynamodbav:"n"`
}

// toItem marshals the row and adds an index key; its callers send the map
// through a client of their own.
func toItem(r Row) (map[string]types.AttributeValue, error) {
	item, err := attributevalue.MarshalMap(r) // r is the callers': its fields are read at the calls
	if err != nil {
		return nil, err
	}
	item["GSI1SK"] = &types.AttributeValueMemberS{Value: "SEQ#" + strconv.Itoa(r.N)} // want `attributevalue.MarshalMap item GSI1SK sort key GSI1 = SEQ#<int:N>`
	item["ttl"] = &types.AttributeValueMemberN{Value: "0"}                           // ok: no key
	return item, nil
}

var _ = toItem

func names(kv ...string) map[string]string {
	m := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = kv[i+1]
	}
	return m
}

func setRank(ctx context.Context, db *dynamodb.Client, id string, n int) {
	db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                aws.String("rows"),
		Key:                      map[string]types.AttributeValue{"PK": &types.AttributeValueMemberS{Value: "ROW#" + id}}, // want `UpdateItem key rows PK partition key = ROW#<string:id>`
		UpdateExpression:         aws.String("SET #k = :k"),
		ExpressionAttributeNames: names("#k", "GSI1SK"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":k": &types.AttributeValueMemberS{Value: "RANK#" + strconv.Itoa(n)}, // want `UpdateItem write rows GSI1SK sort key GSI1 = RANK#<int:n>`
		},
	})
}

// ok: the names' helper is given a value known only at run time: the
// attribute SET is unknown.
func setAny(ctx context.Context, db *dynamodb.Client, id, attr string, n int) {
	db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                aws.String("rows"),
		Key:                      map[string]types.AttributeValue{"PK": &types.AttributeValueMemberS{Value: "ROW#" + id}}, // want `UpdateItem key rows PK partition key = ROW#<string:id>`
		UpdateExpression:         aws.String("SET #k = :k"),
		ExpressionAttributeNames: names("#k", attr),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":k": &types.AttributeValueMemberS{Value: "RANK#" + strconv.Itoa(n)},
		},
	})
}
