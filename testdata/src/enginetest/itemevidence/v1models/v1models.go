// Package v1models declares items marshalled with aws-sdk-go v1's
// dynamodbattribute (which reads dynamodbav tags as v2 does): its literals
// are items wherever they are built. A json tag alone is no evidence: API
// models carry json tags too.
package v1models

import "github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"

type Ticket struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

func (t Ticket) Encode() (interface{}, error) { return dynamodbattribute.MarshalMap(t) }
