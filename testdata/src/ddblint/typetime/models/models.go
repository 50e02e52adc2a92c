// Package models builds visits without importing DynamoDB: the packages
// that marshal them judge their keys from the constructor's fact.
package models

import "time"

type Visit struct {
	ID   string    `dynamodbav:"id"`
	Site string    `dynamodbav:"site"`
	At   time.Time `dynamodbav:"at"`
}

func NewVisit(id, site string) *Visit {
	return &Visit{ID: id, Site: site, At: time.Now()}
}
