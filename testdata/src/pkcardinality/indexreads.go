package pkcardinality

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// The books' status index, sorted by the time a book enters the status;
// the import job that writes it is in another program.
var booksTable = &dynamodb.CreateTableInput{
	TableName: aws.String("books"),
	KeySchema: []types.KeySchemaElement{
		{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
		{AttributeName: aws.String("SK"), KeyType: types.KeyTypeRange},
	},
	GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{
		{IndexName: aws.String("StatusIndex"), KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("Status"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("ImportedAt"), KeyType: types.KeyTypeRange},
		}},
		{IndexName: aws.String("ShelfIndex"), KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("Shelf"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("Title"), KeyType: types.KeyTypeRange},
		}},
	},
}

// A query of one constant partition of the status index: every imported
// book of the library is under it, in the order they came.
func importedBooks(ctx context.Context, db *dynamodb.Client) {
	db.Query(ctx, &dynamodb.QueryInput{
		TableName:                aws.String("books"),
		IndexName:                aws.String("StatusIndex"),
		KeyConditionExpression:   aws.String("#s = :s"),
		ExpressionAttributeNames: map[string]string{"#s": "Status"},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":s": &types.AttributeValueMemberS{Value: "Imported"}, // want `partition key "Status" of index StatusIndex is read as the constant "Imported": .*the set grows: index StatusIndex sorts its items by ImportedAt, a time by its name \(pkcardinality\)`
		},
	})
}

// The shelf index is sorted by title: nothing says the shelf's set grows,
// so the constant read is pkconstant's question.
func reference(ctx context.Context, db *dynamodb.Client) {
	db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("books"),
		IndexName:              aws.String("ShelfIndex"),
		KeyConditionExpression: aws.String("Shelf = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":s": &types.AttributeValueMemberS{Value: "REFERENCE"}, // want `partition key "Shelf" of index ShelfIndex is read as the constant "REFERENCE": .*nothing to do \(pkconstant\)`
		},
	})
}

// ok: a query of the table's own partition names one entity's items.
func bookPages(ctx context.Context, db *dynamodb.Client) {
	db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("books"),
		KeyConditionExpression: aws.String("PK = :p"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":p": &types.AttributeValueMemberS{Value: "BOOK#1"},
		},
	})
}
