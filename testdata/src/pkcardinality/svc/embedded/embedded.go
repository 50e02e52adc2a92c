// Package embedded writes items whose index sort key comes from an
// embedded struct handed over whole: the write is not judged for that
// index, so the package's read of the constant index partition is.
package embedded

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var db *dynamodb.Client

func setup(ctx context.Context) {
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("searches"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("SK"), KeyType: types.KeyTypeRange},
		},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{
			{IndexName: aws.String("due-index"), KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("bucket"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("due"), KeyType: types.KeyTypeRange},
			}},
			{IndexName: aws.String("seen-index"), KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("shelf"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("seen"), KeyType: types.KeyTypeRange},
			}},
		},
	})
}

// Search is the domain value, embedded whole in the stored item.
type Search struct {
	ID  string    `dynamodbav:"id"`
	Due time.Time `dynamodbav:"due"`
}

type searchItem struct {
	PK     string `dynamodbav:"PK"`
	SK     string `dynamodbav:"SK"`
	Bucket string `dynamodbav:"bucket"`
	*Search
}

type bookItem struct {
	PK    string    `dynamodbav:"PK"`
	SK    string    `dynamodbav:"SK"`
	Shelf string    `dynamodbav:"shelf"`
	Seen  time.Time `dynamodbav:"seen"`
}

func save(ctx context.Context, s *Search) error {
	av, err := attributevalue.MarshalMap(searchItem{PK: "SEARCH#" + s.ID, SK: "SEARCH", Bucket: "ALL", Search: s})
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("searches"), Item: av})
	return err
}

func due(ctx context.Context, before time.Time) error {
	_, err := db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("searches"),
		IndexName:              aws.String("due-index"),
		KeyConditionExpression: aws.String("bucket = :b AND due < :t"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":b": &types.AttributeValueMemberS{Value: "ALL"}, // want `partition key "bucket" of index due-index is the constant "ALL" while sort key "due" of index due-index grows with time`
			":t": &types.AttributeValueMemberS{Value: before.UTC().Format(time.RFC3339)},
		},
	})
	return err
}

// The look-alike: the write carries the index's sort key, so it is judged
// there, and the read repeats nothing.
func shelve(ctx context.Context, id string, at time.Time) error {
	av, err := attributevalue.MarshalMap(bookItem{PK: "BOOK#" + id, SK: "BOOK", Shelf: "ALL", Seen: at}) // want `partition key "shelf" of index seen-index is the constant "ALL" while sort key "seen" of index seen-index grows with time`
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("searches"), Item: av})
	return err
}

func seen(ctx context.Context, since time.Time) error {
	_, err := db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("searches"),
		IndexName:              aws.String("seen-index"),
		KeyConditionExpression: aws.String("shelf = :s AND seen > :t"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":s": &types.AttributeValueMemberS{Value: "ALL"}, // ok: the write above is reported
			":t": &types.AttributeValueMemberS{Value: since.UTC().Format(time.RFC3339)},
		},
	})
	return err
}
