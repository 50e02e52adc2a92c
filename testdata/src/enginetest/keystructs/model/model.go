// Package model holds item types and their key methods; it does not use
// DynamoDB, so the package that marshals the keys judges them.
package model

// Account is an item whose keys come from its own method.
type Account struct {
	ID    string
	Email string
}

// AccountKeys is the key struct DDBKeys returns.
type AccountKeys struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

// DDBKeys returns the account's keys.
func (a Account) DDBKeys() AccountKeys {
	return AccountKeys{PK: "ACCOUNT#" + a.ID, SK: "EMAIL#" + a.Email}
}

// Label is no key method, but the struct it builds is an item wherever it
// is marshalled into one: its fields travel in a fact (ItemFact).
func (a Account) Label() AccountKeys {
	return AccountKeys{PK: "LABEL", SK: a.ID}
}
