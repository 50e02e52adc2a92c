// Package sqlmodel is a SQL model whose tags look like DynamoDB's: no
// DynamoDB library in sight, so its literals are not items, only pending
// on their type (an item if another package marshals it).
package sqlmodel

type Account struct {
	PK    string `db:"pk" dynamo:"pk"`
	SK    string `db:"sk" json:"sk"`
	Email string `db:"email"`
}

func NewAccount(id string) Account {
	return Account{PK: "ACCOUNT" + id, SK: "PROFILE"} // want `pending enginetest/itemevidence/sqlmodel.Account: Account{} item pk partition key = ACCOUNT<string:id>` `pending enginetest/itemevidence/sqlmodel.Account: Account{} item SK sort key = PROFILE`
}
