package typeindex

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// The events table declares byKind with a sort key; an item written to a
// table whose name is unknown may be an event without it, outside the index.
func setup(ctx context.Context) {
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("events"),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash}},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{
			IndexName: aws.String("byKind"),
			KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("kind"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("at"), KeyType: types.KeyTypeRange},
			},
		}},
	})
}

func logEvent(ctx context.Context, id string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: map[string]types.AttributeValue{
		"PK":   &types.AttributeValueMemberS{Value: "EVENT#" + id},
		"kind": &types.AttributeValueMemberS{Value: "login"}, // ok: byKind is declared with a sort key this item lacks
	}})
}
