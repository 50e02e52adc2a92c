// Package model declares items and imports no DynamoDB library: its
// literals are pending on their type.
package model

import "time"

type Order struct {
	PK     string    `dynamodbav:"PK"`
	SK     string    `dynamodbav:"SK"`
	GSI1PK string    `dynamodbav:"GSI1PK"`
	Opened time.Time `dynamodbav:"opened"`
	Since  time.Time `dynamodbav:"GSI2SK"`
	Stamp  string    `dynamodbav:"GSI1SK"`
}

func NewOrder(user, id string) *Order {
	return &Order{PK: "USER#" + user, SK: "ORDER#" + id} // want `pending enginetest/farstores/model.Order: Order{} item PK partition key = USER#<string:user>` `pending enginetest/farstores/model.Order: Order{} item SK sort key = ORDER#<string:id>`
}

// SetStatus is a setter: its store is read where it is called.
func (o *Order) SetStatus(s string) { o.GSI1PK = "STATUS#" + s }

// A model type nothing marshals: its literals stay pending.
type Draft struct {
	PK string `dynamodbav:"PK"`
}

func NewDraft(id string) Draft {
	return Draft{PK: "DRAFT#" + id} // want `pending enginetest/farstores/model.Draft: Draft{} item PK partition key = DRAFT#<string:id>`
}
