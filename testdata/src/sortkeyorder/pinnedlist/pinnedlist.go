// Package pinnedlist keeps the versions of pinned, and lists them all
// (begins_with "V"), in the order of their unpadded numbers: V10 before
// V9.
package pinnedlist

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func versionKey(v int, kind, id string) string { return fmt.Sprintf("V%d#%s#%s", v, kind, id) }

func save(ctx context.Context, db *dynamodb.Client, doc, kind, id string, v int) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("docs"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "DOC#" + doc},
		"SK": &types.AttributeValueMemberS{Value: versionKey(v, kind, id)}, // want `v is written without zero padding in sort key "SK"`
	}})
}

func latest(ctx context.Context, db *dynamodb.Client, doc, kind string) {
	db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("docs"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "DOC#" + doc},
			":sk": &types.AttributeValueMemberS{Value: "V"},
		},
	})
}
