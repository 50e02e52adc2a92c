// Package itemevidence builds structs with DynamoDB-looking tags in a
// package that imports no DynamoDB library: a literal is an item only when
// its type's package or its own package reaches DynamoDB.
package itemevidence

import (
	"enginetest/itemevidence/models"
	"enginetest/itemevidence/sqlmodel"
)

type row struct {
	PK string `dynamo:"pk"`
}

func build(id string) {
	_ = models.Order{PK: "ORDER#" + id}  // want `models.Order{} item PK partition key = ORDER#<string:id>`
	_ = sqlmodel.Account{PK: "ACC" + id} // ok: a SQL model
	_ = row{PK: "ROW" + id}              // ok: no DynamoDB library here
}
