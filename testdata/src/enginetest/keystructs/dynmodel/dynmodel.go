// Package dynmodel uses DynamoDB itself: its key methods are judged here,
// once, and no fact carries them to the packages that marshal them.
package dynmodel

import "github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"

// Session is an item whose keys come from its own method.
type Session struct{ Token string }

// SessionKeys is the key struct DDBKeys returns.
type SessionKeys struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

// DDBKeys returns the session's keys.
func (s Session) DDBKeys() SessionKeys {
	return SessionKeys{PK: "SESSION#" + s.Token, SK: "META"} // want `Session.DDBKeys item PK partition key = SESSION#<string:Token>` `Session.DDBKeys item SK sort key = META`
}

// Marshal makes the package a DynamoDB user.
func Marshal(s Session) (map[string]any, error) {
	_, err := attributevalue.MarshalMap(s)
	return nil, err
}
