// Package pinned keeps versions of a document under "V<n>#": the latest
// copy at V0, the history at V1, V2… Its listings select V0 only
// (begins_with "V0#"), on the table and on an index named at run time, so
// "10" and "9" never meet.
package pinned

import (
	"context"
	"fmt"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func versionKey(v int, kind, id string) string { return fmt.Sprintf("V%d#%s#%s", v, kind, id) }

func save(ctx context.Context, db *dynamodb.Client, doc, kind, id string, v int) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("docs"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "DOC#" + doc},
		"SK": &types.AttributeValueMemberS{Value: versionKey(v, kind, id)}, // ok: only V0 is listed
	}})
}

func latest(ctx context.Context, db *dynamodb.Client, doc, kind string) {
	db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("docs"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "DOC#" + doc},
			":sk": &types.AttributeValueMemberS{Value: fmt.Sprintf("V%d#%s#", 0, kind)},
		},
	})
}

// byKind reads the latest copies of one kind on an index named at run
// time: whatever its keys, its condition selects V0 only.
func byKind(ctx context.Context, db *dynamodb.Client, kind string) {
	db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("docs"),
		IndexName:              aws.String(os.Getenv("KIND_INDEX")),
		KeyConditionExpression: aws.String("kind = :k AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":k":  &types.AttributeValueMemberS{Value: kind},
			":sk": &types.AttributeValueMemberS{Value: fmt.Sprintf("V%d#%s#", 0, kind)},
		},
	})
}
