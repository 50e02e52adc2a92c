package sortkeyorder

import (
	"context"
	"fmt"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var _ = fmt.Sprint // the fix below writes fmt.Sprintf

// A page's start key is read back from an item the table holds: its
// format is the write's, judged where the item is written.
func pageOfNotes(ctx context.Context, db *dynamodb.Client, user string, last int) {
	db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("notes"),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "USER#" + user},
		},
		ExclusiveStartKey: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + user},
			"SK": &types.AttributeValueMemberS{Value: "NOTE#" + strconv.Itoa(last)}, // ok: a page's start, not a write
		},
	})
	db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("notes"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + user},
			"SK": &types.AttributeValueMemberS{Value: "NOTE#" + strconv.Itoa(last+1)}, // want `written without zero padding in sort key "SK"`
		},
	})
}

// The same, the start key built apart in a variable the request names.
func nextPage(ctx context.Context, db *dynamodb.Client, user string, last int) {
	var start map[string]types.AttributeValue
	if last != 0 {
		start = map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + user},
			"SK": &types.AttributeValueMemberS{Value: "NOTE#" + strconv.Itoa(last)}, // ok: a page's start, not a write
		}
	}
	db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("notes"),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "USER#" + user},
		},
		ExclusiveStartKey: start,
	})
}
