// Package parkedwrite writes through a *string: any string whose address
// the package keeps in a field may be the one written, so none is known.
package parkedwrite

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
}

func normalise(e *entry) {
	if e.Created != nil {
		*e.Created = "2000-01-01T00:00:00.000Z"
	}
}

func add(svc *dynamodb.DynamoDB, ledger string) error {
	e := entry{Pk: &ledger}
	stamp := time.Now().Format(time.RFC3339Nano)
	e.Created = &stamp
	normalise(&e)
	e.Sk = "Entry#" + stamp // ok: normalise wrote the string through e.Created
	av, err := dynamodbattribute.MarshalMap(e)
	if err != nil {
		return err
	}
	_, err = svc.PutItem(&dynamodb.PutItemInput{TableName: aws.String("ledger"), Item: av})
	return err
}
