// Package gumodels imports no DynamoDB library, but its struct declares its
// hash key in guregu's tags: that is evidence enough.
package gumodels

type Visit struct {
	Site string `dynamo:"site,hash"`
	At   string `dynamo:"at,range"`
}
