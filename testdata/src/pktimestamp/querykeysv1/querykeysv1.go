// Package querykeysv1 is querykeys in aws-sdk-go v1: the tables' keys are
// known only from the package's queries and Key maps.
package querykeysv1

import (
	"time"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
)

type store struct{ db *dynamodb.DynamoDB }

// The entries table is queried by its partition key: a day there is one
// partition a day.
func (s *store) enter(user string, at time.Time) {
	s.db.PutItem(&dynamodb.PutItemInput{TableName: aws.String("entries"), Item: map[string]*dynamodb.AttributeValue{
		"tournamentId": {S: aws.String(at.Format("2006-01-02"))}, // want `^partition key "tournamentId" varies only by the date`
		"userId":       {S: aws.String(user)},
	}})
}

func (s *store) entries(day string) {
	s.db.Query(&dynamodb.QueryInput{
		TableName:                 aws.String("entries"),
		KeyConditionExpression:    aws.String("tournamentId = :t"),
		ExpressionAttributeValues: map[string]*dynamodb.AttributeValue{":t": {S: aws.String(day)}},
	})
}

// The tournaments table is read by a Key of the day alone: one item a day.
func (s *store) open(at time.Time) {
	s.db.PutItem(&dynamodb.PutItemInput{TableName: aws.String("tournaments"), Item: map[string]*dynamodb.AttributeValue{
		"tournamentId": {S: aws.String(at.Format("2006-01-02"))}, // ok: one tournament a day
		"active":       {BOOL: aws.Bool(true)},
	}})
}

func (s *store) tournament(day string) {
	s.db.GetItem(&dynamodb.GetItemInput{
		TableName: aws.String("tournaments"),
		Key:       map[string]*dynamodb.AttributeValue{"tournamentId": {S: aws.String(day)}},
	})
}
