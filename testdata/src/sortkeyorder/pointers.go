package sortkeyorder

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Visit's sort key is a pointer to a number: marshalled as an N, which
// DynamoDB sorts as a number, so no padding is needed.
type Visit struct {
	PK string `dynamodbav:"PK"`
	SK *int64 `dynamodbav:"SK"`
}

func putVisit(ctx context.Context, c *dynamodb.Client, id string) {
	now := time.Now().Unix()
	v := Visit{PK: "USER#" + id}
	v.SK = &now
	item, _ := attributevalue.MarshalMap(v)
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("visits"), Item: item})
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("visits"),
		KeyConditionExpression:    aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":pk": &types.AttributeValueMemberS{Value: "USER#" + id}},
		ScanIndexForward:          aws.Bool(false),
	})
}
