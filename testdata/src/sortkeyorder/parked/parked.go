// Package parked keeps the creation time of an entry in a *string field, as
// aws-sdk-go v1 code does for optional strings, and builds the sort key from
// the same string.
package parked

import (
	"time"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"
)

type entry struct {
	Pk      *string `json:"pk"`
	Sk      string  `json:"sk"`
	Created *string `json:"created"`
	Edited  *string `json:"edited"`
}

// The string's address only sits in the entry's fields: the string is
// still the time it was set to.
func add(svc *dynamodb.DynamoDB, ledger string) error {
	e := entry{Pk: &ledger}
	stamp := time.Now().Format(time.RFC3339Nano)
	e.Created = &stamp
	e.Sk = "Entry#" + stamp // want `time.Now\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "sk"`
	av, err := dynamodbattribute.MarshalMap(e)
	if err != nil {
		return err
	}
	_, err = svc.PutItem(&dynamodb.PutItemInput{TableName: aws.String("ledger"), Item: av})
	return err
}

// The same in a literal.
func note(svc *dynamodb.DynamoDB, ledger string) error {
	stamp := time.Now().Format(time.RFC3339Nano)
	e := entry{Pk: &ledger, Created: &stamp, Edited: &stamp, Sk: "Note#" + stamp} // want `time.Now\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "sk"`
	av, err := dynamodbattribute.MarshalMap(e)
	if err != nil {
		return err
	}
	_, err = svc.PutItem(&dynamodb.PutItemInput{TableName: aws.String("ledger"), Item: av})
	return err
}

// The look-alike: the address handed to a function, which may write
// through it, leaves the string unknown.
func fill(p *string) {}

func memo(svc *dynamodb.DynamoDB, ledger string) error {
	stamp := time.Now().Format(time.RFC3339Nano)
	fill(&stamp)
	e := entry{Pk: &ledger, Sk: "Memo#" + stamp} // ok: stamp may have been rewritten by fill
	av, err := dynamodbattribute.MarshalMap(e)
	if err != nil {
		return err
	}
	_, err = svc.PutItem(&dynamodb.PutItemInput{TableName: aws.String("ledger"), Item: av})
	return err
}
