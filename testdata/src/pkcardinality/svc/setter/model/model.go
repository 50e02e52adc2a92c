// Package model's setter gives a message a fresh id and a constant status
// in one call; another package reads both at the call.
package model

import (
	"time"

	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
)

type Msg struct {
	ID      string `dynamodbav:"id"`
	Status  string `dynamodbav:"status"`
	Created string `dynamodbav:"created"`
}

func (m *Msg) Stamp() {
	m.ID = time.Now().String()
	m.Status = "created"
	m.Created = time.Now().Format(time.RFC3339)
}

var _ = attributevalue.MarshalMap
