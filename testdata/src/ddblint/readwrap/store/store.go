// Package store writes tickets with a status index and reads the index
// through a wrapper other packages call.
package store

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Ticket struct {
	ID     string
	Status string
}

func s(v string) types.AttributeValue { return &types.AttributeValueMemberS{Value: v} }

// Put writes the ticket: the status index's partition is judged here.
func Put(ctx context.Context, db *dynamodb.Client, t Ticket) { // want Put:`reported pkcardinality: partition key "GSI1PK" of index GSI1`
	db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("tickets"),
		Item: map[string]types.AttributeValue{
			"PK":     s("TICKET#" + t.ID),
			"SK":     s("TICKET"),
			"GSI1PK": s("STATUS#" + t.Status), // want `partition key "GSI1PK" of index GSI1 takes its only varying part from t.Status`
			"GSI1SK": s(t.ID),
		},
	})
}

// ByStatus reads the index: a read of the design reported at Put.
func ByStatus(ctx context.Context, db *dynamodb.Client, status string) { // want ByStatus:`reported pkcardinality: partition key "GSI1PK" of index GSI1`
	db.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("tickets"),
		IndexName:                 aws.String("GSI1"),
		KeyConditionExpression:    aws.String("GSI1PK = :s"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":s": s("STATUS#" + status)},
	})
}
