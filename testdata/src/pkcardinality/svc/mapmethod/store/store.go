// Package store sends the items the model's methods return.
package store

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"

	"pkcardinality/svc/mapmethod/model"
)

func Record(ctx context.Context, db *dynamodb.Client, body string) error {
	e := model.Event{At: time.Now().UTC().Format(time.RFC3339Nano), Body: body}
	av, err := e.Item() // want `partition key "PK" is the constant "EVENTS" while sort key "SK" grows with time`
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("events"), Item: av})
	return err
}

// ok: the note's partition is its owner.
func Note(ctx context.Context, db *dynamodb.Client, owner string) error {
	n := model.Note{Owner: owner, At: time.Now().UTC().Format(time.RFC3339Nano)}
	av, err := n.Item()
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("events"), Item: av})
	return err
}

func RecordV1(db *v1.DynamoDB) error {
	l := model.Log{At: time.Now().UTC().Format(time.RFC3339Nano)}
	av, err := l.ItemV1() // want `partition key "PK" is the constant "LOGS" while sort key "SK" grows with time`
	if err != nil {
		return err
	}
	_, err = db.PutItem(&v1.PutItemInput{TableName: aws.String("logs"), Item: av})
	return err
}
