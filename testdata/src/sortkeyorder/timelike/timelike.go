// Package timelike keys its items by a type defined over time.Time,
// which both SDKs' marshallers write as they write a time.Time.
package timelike

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"
)

type Stamp time.Time

var runs = &dynamodb.CreateTableInput{
	TableName: aws.String("runs"),
	KeySchema: []types.KeySchemaElement{
		{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
		{AttributeName: aws.String("SK"), KeyType: types.KeyTypeRange},
	},
}

type Run struct {
	PK string `dynamodbav:"PK"`
	SK Stamp  `dynamodbav:"SK"`
}

func put(ctx context.Context, db *dynamodb.Client, wf string) error {
	av, err := attributevalue.MarshalMap(Run{PK: "WF#" + wf, SK: Stamp(time.Now())}) // want `written with layout "2006-01-02T15:04:05.999999999Z07:00"`
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("runs"), Item: av})
	return err
}

// A helper marshals the run it is given: the caller's stamp, opaque to
// ddblint, is written as the field says, and reported where it is passed.
func encode(wf string, at Stamp) (map[string]types.AttributeValue, error) {
	return attributevalue.MarshalMap(Run{PK: "WF#" + wf, SK: at})
}

func putAt(ctx context.Context, db *dynamodb.Client, wf string, at Stamp) error {
	av, err := encode(wf, at) // want `at is written with layout "2006-01-02T15:04:05.999999999Z07:00"`
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("runs"), Item: av})
	return err
}

// Exact is a time type that marshals itself for DynamoDB (fixed width).
type Exact time.Time

func (e Exact) MarshalDynamoDBAttributeValue() (types.AttributeValue, error) {
	return &types.AttributeValueMemberS{Value: time.Time(e).UTC().Format("2006-01-02T15:04:05.000000000Z")}, nil
}

type Tick struct {
	PK string `dynamodbav:"PK"`
	SK Exact  `dynamodbav:"SK"`
}

// ok: the type decides its own encoding.
func putTick(ctx context.Context, db *dynamodb.Client, wf string) error {
	av, err := attributevalue.MarshalMap(Tick{PK: "WF#" + wf, SK: Exact(time.Now())})
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("runs"), Item: av})
	return err
}

// aws-sdk-go v1 writes it alike.
func putV1(db *v1.DynamoDB, wf string) error {
	av, err := dynamodbattribute.MarshalMap(Run{PK: "WF#" + wf, SK: Stamp(time.Now())}) // want `written with layout "2006-01-02T15:04:05.999999999Z07:00"`
	if err != nil {
		return err
	}
	_, err = db.PutItem(&v1.PutItemInput{TableName: aws.String("runs"), Item: av})
	return err
}
