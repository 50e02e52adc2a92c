// Package legacyrepo holds wrappers of aws-sdk-go v1 and guregu/dynamo that
// other packages of the module call: their summaries travel as facts.
package legacyrepo

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"
	"github.com/guregu/dynamo"
)

// Store writes through aws-sdk-go v1.
type Store struct{ DB *dynamodb.DynamoDB }

// Put marshals whatever item it is given.
func (s *Store) Put(item interface{}) error {
	av, err := dynamodbattribute.MarshalMap(item)
	if err != nil {
		return err
	}
	_, err = s.DB.PutItem(&dynamodb.PutItemInput{TableName: aws.String("orders"), Item: av})
	return err
}

// GetByKey takes the key attributes' names as well as their values.
func (s *Store) GetByKey(pkName, pk, skName, sk string) error {
	_, err := s.DB.GetItem(&dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]*dynamodb.AttributeValue{
			pkName: {S: aws.String(pk)},
			skName: {S: aws.String(sk)},
		},
	})
	return err
}

// Describe reaches no sink.
func (s *Store) Describe(item interface{}) string { _ = item; return "" }

// Visits writes through guregu/dynamo.
type Visits struct{ Table dynamo.Table }

// Put hands its item to the table.
func (v Visits) Put(item interface{}) error { return v.Table.Put(item).Run() }

// Get reads the visit of a site and moment.
func (v Visits) Get(site, at string, out interface{}) error {
	return v.Table.Get("site", site).Range("at", dynamo.Equal, at).One(out)
}
