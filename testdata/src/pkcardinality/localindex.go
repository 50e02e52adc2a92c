package pkcardinality

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var roomsLSITable = &dynamodb.CreateTableInput{
	TableName: aws.String("rooms-lsi"),
	KeySchema: []types.KeySchemaElement{
		{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
		{AttributeName: aws.String("SK"), KeyType: types.KeyTypeRange},
	},
	LocalSecondaryIndexes: []types.LocalSecondaryIndex{{IndexName: aws.String("by-floor"), KeySchema: []types.KeySchemaElement{
		{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
		{AttributeName: aws.String("Floor"), KeyType: types.KeyTypeRange},
	}}},
}

func addRoom(ctx context.Context, db *dynamodb.Client, id, floor string) error {
	_, err := db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("rooms-lsi"), Item: map[string]types.AttributeValue{
		"PK":    &types.AttributeValueMemberS{Value: "ROOM"}, // want `partition key "PK" is the constant "ROOM" while sort key "SK" varies: .*local secondary`
		"SK":    &types.AttributeValueMemberS{Value: "ROOM#" + id},
		"Floor": &types.AttributeValueMemberS{Value: floor},
	}})
	return err
}

// ok: the same partition, read through the local index, whose partition
// key is the table's: reported once, at the write.
func roomsOnFloor(ctx context.Context, db *dynamodb.Client, floor string) error {
	_, err := db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("rooms-lsi"),
		IndexName:              aws.String("by-floor"),
		KeyConditionExpression: aws.String("PK = :pk AND Floor = :f"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "ROOM"},
			":f":  &types.AttributeValueMemberS{Value: floor},
		},
	})
	return err
}
