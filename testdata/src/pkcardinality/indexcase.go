package pkcardinality

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

// An index no file declares, written through attributes named gsi1pk and
// gsi1sk and queried as IndexName "gsi1": the queries name the index the
// writes fill, so the design is reported once, at its write, and not again
// at the read under the name a default key name would guess (GSI1).

type raceEvent struct {
	PK     string `dynamodbav:"pk"`
	SK     string `dynamodbav:"sk"`
	GSI1PK string `dynamodbav:"gsi1pk"`
	GSI1SK string `dynamodbav:"gsi1sk"`
}

func createRace(ctx context.Context, db *dynamodb.Client, start string) {
	e := raceEvent{PK: "RACE#" + uuid.New().String(), SK: "PROFILE"}
	e.GSI1PK = "ALLRACES" // want `partition key "gsi1pk" of index gsi1 is the constant "ALLRACES" while sort key "gsi1sk" of index gsi1`
	e.GSI1SK = start
	item, _ := attributevalue.MarshalMap(e)
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("races"), Item: item})
}

func upcomingRaces(ctx context.Context, db *dynamodb.Client, now string) {
	db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("races"),
		IndexName:              aws.String("gsi1"),
		KeyConditionExpression: aws.String("gsi1pk = :pk AND gsi1sk >= :now"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk":  &types.AttributeValueMemberS{Value: "ALLRACES"}, // ok: the design of the write above, reported there
			":now": &types.AttributeValueMemberS{Value: now},
		},
		ScanIndexForward: aws.Bool(true),
		Limit:            aws.Int32(20),
	})
}
