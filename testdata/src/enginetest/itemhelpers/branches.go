package itemhelpers

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// The key condition and the index are chosen together, in the same
// branches: two queries, not every pairing of condition and index (no
// "GSI2PK" of GSI3, no "EntityType" of GSI2).
func posts(ctx context.Context, db *dynamodb.Client, key string, byCategory bool) {
	var cond, index string
	if byCategory {
		cond = "GSI2PK = :pk"
		index = "GSI2"
	} else {
		cond = "EntityType = :pk"
		index = "GSI3"
	}
	db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("posts"),
		IndexName:              aws.String(index),
		KeyConditionExpression: aws.String(cond),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: key}, // want `Query read posts GSI2PK partition key GSI2 = = <string:key>` `Query read posts EntityType partition key GSI3 = = <string:key>`
		},
	})
}
