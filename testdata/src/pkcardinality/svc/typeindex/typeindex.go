// Package typeindex writes a global secondary index that no schema in sight
// declares: it is known only by its key's name (GSI1PK). Each kind of item
// is put in the index under one constant, its type, to list the kind.
package typeindex

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var (
	db    *dynamodb.Client
	table = os.Getenv("TABLE")
)

const kindTicket = "TICKET"

type ticket struct {
	PK     string `dynamodbav:"PK"`
	SK     string `dynamodbav:"SK"`
	GSI1PK string `dynamodbav:"GSI1PK"`
	Opened string `dynamodbav:"opened"`
}

// save is the generic write every kind goes through.
func save[T any](ctx context.Context, item T) error {
	av, err := attributevalue.MarshalMap(item)
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: av})
	return err
}

func openTicket(ctx context.Context, id, at string) error {
	t := ticket{PK: "TICKET#" + id, SK: "TICKET#" + id, GSI1PK: kindTicket, Opened: at} // want `partition key "GSI1PK" of index GSI1 is the constant "TICKET" while partition key "PK" varies`
	return save(ctx, t)
}

func openVenue(ctx context.Context, id string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "VENUE#" + id},
		"GSI1PK": &types.AttributeValueMemberS{Value: "VENUE"}, // want `partition key "GSI1PK" of index GSI1 is the constant "VENUE" while partition key "PK" varies`
	}})
}

func ownedVenue(ctx context.Context, id, owner string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "VENUE#" + id},
		"GSI1PK": &types.AttributeValueMemberS{Value: "OWNER#" + owner}, // ok: one index partition per owner
	}})
}

func siteBanner(ctx context.Context) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "CONFIG"},
		"GSI1PK": &types.AttributeValueMemberS{Value: "BANNER"}, // ok: one item, its table key is constant
	}})
}

// A read of the index names the partition the writes fill; the index form
// is judged where items are put in it.
func listTickets(ctx context.Context) {
	db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(table),
		IndexName:              aws.String("GSI1"),
		KeyConditionExpression: aws.String("GSI1PK = :k"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":k": &types.AttributeValueMemberS{Value: kindTicket}, // ok: a read
		},
	})
}
