// Package v1store saves a model it is given with aws-sdk-go v1, which
// writes a time.Time as v2 does.
package v1store

import (
	"time"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"
)

type Event struct {
	PK string    `json:"PK"`
	SK time.Time `json:"SK"` // want `Event.SK is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "SK"`
}

func Put(svc *dynamodb.DynamoDB, e *Event) error {
	av, err := dynamodbattribute.MarshalMap(e)
	if err != nil {
		return err
	}
	_, err = svc.PutItem(&dynamodb.PutItemInput{TableName: aws.String("events"), Item: av})
	return err
}

// Not reported: Unix seconds are a number (v1 reads the option from
// dynamodbav tags).
type Beat struct {
	PK string    `dynamodbav:"PK"`
	SK time.Time `dynamodbav:"SK,unixtime"` // ok: Unix seconds, a number
}

func PutBeat(svc *dynamodb.DynamoDB, b *Beat) error {
	av, err := dynamodbattribute.MarshalMap(b)
	if err != nil {
		return err
	}
	_, err = svc.PutItem(&dynamodb.PutItemInput{TableName: aws.String("events"), Item: av})
	return err
}

// A default for a time the caller left zero: still a time.Time.
type Visit struct {
	PK string    `json:"PK"`
	SK time.Time `json:"SK"` // want `Visit.SK is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "SK"`
}

func PutVisit(svc *dynamodb.DynamoDB, v Visit) error {
	if v.SK.IsZero() {
		v.SK = time.Now() // want `time.Now\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "SK"`
	}
	av, err := dynamodbattribute.MarshalMap(v)
	if err != nil {
		return err
	}
	_, err = svc.PutItem(&dynamodb.PutItemInput{TableName: aws.String("events"), Item: av})
	return err
}
