package pkcardinality

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

// Connections keyed by id, with an index keyed by pk alone.
var connsTable = &dynamodb.CreateTableInput{
	TableName: aws.String("conns"),
	KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("id"), KeyType: types.KeyTypeHash}},
	GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{IndexName: aws.String("by-pk"), KeySchema: []types.KeySchemaElement{
		{AttributeName: aws.String("pk"), KeyType: types.KeyTypeHash},
	}}},
}

// An UpdateItem SETs the index key of the item its Key names: every new
// connection under one index partition, as a PutItem of the whole item
// would be.
func connect(ctx context.Context, db *dynamodb.Client) {
	db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:        aws.String("conns"),
		Key:              map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: uuid.NewString()}},
		UpdateExpression: aws.String("SET pk = :pk, seen = :t"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "connections"}, // want `partition key "pk" of index by-pk is the constant "connections" while partition key "id" varies: .*each write mints a new id for it`
			":t":  &types.AttributeValueMemberS{Value: time.Now().Format(time.RFC3339)},
		},
	})
}

// ok: the SET writes no key; the Key's own partition is an id.
func touch(ctx context.Context, db *dynamodb.Client, id string) {
	db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:        aws.String("conns"),
		Key:              map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}},
		UpdateExpression: aws.String("SET seen = :t"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":t": &types.AttributeValueMemberS{Value: time.Now().Format(time.RFC3339)},
		},
	})
}
