// Package itemevidence builds structs with DynamoDB-looking tags in a
// package that imports no DynamoDB library: a literal is an item only when
// its type's package or its own package reaches DynamoDB.
package itemevidence

import (
	"enginetest/itemevidence/gumodels"
	"enginetest/itemevidence/models"
	"enginetest/itemevidence/sqlmodel"
	"enginetest/itemevidence/v1models"
)

type row struct {
	PK string `dynamo:"pk"`
}

func build(id string) {
	_ = models.Order{PK: "ORDER#" + id} // want `models.Order{} item PK partition key = ORDER#<string:id>`
	// ok: no items here, only pending on their type: items if a package
	// of the module marshals it (the module-wide join); none does.
	_ = sqlmodel.Account{PK: "ACC" + id} // want `pending enginetest/itemevidence/sqlmodel.Account: enginetest/itemevidence/sqlmodel.Account{} item pk partition key = ACC<string:id>`
	_ = row{PK: "ROW" + id}              // want `pending enginetest/itemevidence.row: row{} item pk partition key = ROW<string:id>`
}

// The same evidence from aws-sdk-go v1 and guregu/dynamo models; their
// look-alikes are sqlmodel's json tags and row's dynamo tag without a key.
func buildLegacy(id string) {
	_ = v1models.Ticket{PK: "TICKET#" + id}        // want `v1models.Ticket{} item PK partition key = TICKET#<string:id>`
	_ = gumodels.Visit{Site: "SITE#" + id, At: id} // want `gumodels.Visit{} item site partition key = SITE#<string:id>` `gumodels.Visit{} item at sort key = <string:id>`
	_ = sqlmodel.Account{SK: "PROFILE"}            // want `pending enginetest/itemevidence/sqlmodel.Account: enginetest/itemevidence/sqlmodel.Account{} item SK sort key = PROFILE`
	_ = row{PK: "ROW#" + id}                       // want `pending enginetest/itemevidence.row: row{} item pk partition key = ROW#<string:id>`
}
