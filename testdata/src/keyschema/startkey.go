package keyschema

import (
	"context"
	"encoding/json"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A page's start key rebuilt from a client's token: DynamoDB takes it only
// when it holds the table's key and, for an index, the index's key too.

func pageIndex(ctx context.Context, c *dynamodb.Client, status, cursor string) {
	in := &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		IndexName:                 aws.String("GSI1"),
		KeyConditionExpression:    aws.String("GSI1PK = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":s": &types.AttributeValueMemberS{Value: status}},
	}
	if cursor != "" {
		in.ExclusiveStartKey = map[string]types.AttributeValue{ // want `the ExclusiveStartKey of Query on table "orders" lacks the sort key "SK" of the table and the sort key "GSI1SK" of index "GSI1": a page of an index starts at an item's whole key, the table's and the index's, and DynamoDB rejects a partial one \(keyschema\)$`
			"PK":     &types.AttributeValueMemberS{Value: cursor},
			"GSI1PK": &types.AttributeValueMemberS{Value: status},
		}
	}
	_, _ = c.Query(ctx, in)
}

func pageTable(ctx context.Context, c *dynamodb.Client, id, last string) {
	_, _ = c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		KeyConditionExpression:    aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":pk": &types.AttributeValueMemberS{Value: id}},
		ExclusiveStartKey: map[string]types.AttributeValue{ // want `the ExclusiveStartKey of Query on table "orders" lacks the sort key "SK" of the table: a page starts at an item's whole key`
			"PK": &types.AttributeValueMemberS{Value: id},
		},
	})
}

func scanIndex(ctx context.Context, c *dynamodb.Client, token string) {
	_, _ = c.Scan(ctx, &dynamodb.ScanInput{
		TableName: aws.String("orders"),
		IndexName: aws.String("GSI1"),
		ExclusiveStartKey: map[string]types.AttributeValue{ // want `the ExclusiveStartKey of Scan on table "orders" lacks the partition key "GSI1PK" and the sort key "GSI1SK" of index "GSI1"`
			"PK": &types.AttributeValueMemberS{Value: token},
			"SK": &types.AttributeValueMemberS{Value: token},
		},
	})
}

// The good forms: the whole key of the table and of the index, the last
// page's key passed back, a token decoded into a map of unknown
// attributes, a table with a partition key alone.
func pagesRight(ctx context.Context, c *dynamodb.Client, status, pk, sk, token string, n int64) {
	in := &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		IndexName:                 aws.String("GSI1"),
		KeyConditionExpression:    aws.String("GSI1PK = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":s": &types.AttributeValueMemberS{Value: status}},
		ExclusiveStartKey: map[string]types.AttributeValue{
			"PK":     &types.AttributeValueMemberS{Value: pk},
			"SK":     &types.AttributeValueMemberS{Value: sk},
			"GSI1PK": &types.AttributeValueMemberS{Value: status},
			"GSI1SK": &types.AttributeValueMemberN{Value: "1"},
		},
	}
	out, err := c.Query(ctx, in)
	if err != nil {
		return
	}
	in.ExclusiveStartKey = out.LastEvaluatedKey
	_, _ = c.Query(ctx, in)

	var start map[string]types.AttributeValue
	_ = json.Unmarshal([]byte(token), &start)
	_, _ = c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		IndexName:                 aws.String("GSI1"),
		KeyConditionExpression:    aws.String("GSI1PK = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":s": &types.AttributeValueMemberS{Value: status}},
		ExclusiveStartKey:         start,
	})

	_, _ = c.Scan(ctx, &dynamodb.ScanInput{
		TableName: aws.String("counters"),
		ExclusiveStartKey: map[string]types.AttributeValue{
			"shardId": &types.AttributeValueMemberN{Value: token},
		},
	})
	// A table of unknown name: no schema to hold the page to.
	_, _ = c.Scan(ctx, &dynamodb.ScanInput{
		TableName: aws.String(token),
		ExclusiveStartKey: map[string]types.AttributeValue{
			"id": &types.AttributeValueMemberS{Value: token},
		},
	})
}

// A start set only when the client sent a token: the map the variable
// holds at the request is the literal.
func pageFromToken(ctx context.Context, c *dynamodb.Client, status, last string) {
	var start map[string]types.AttributeValue
	if last != "" {
		start = map[string]types.AttributeValue{ // want `the ExclusiveStartKey of Query on table "orders" lacks the partition key "PK" and the sort key "SK" of the table and the sort key "GSI1SK" of index "GSI1"`
			"GSI1PK": &types.AttributeValueMemberS{Value: status},
		}
	}
	_, _ = c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("orders"),
		IndexName:                 aws.String("GSI1"),
		KeyConditionExpression:    aws.String("GSI1PK = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":s": &types.AttributeValueMemberS{Value: status}},
		ExclusiveStartKey:         start,
	})
}
