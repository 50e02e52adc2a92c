// Package model declares a type with two special constants beside the
// list of its real values, and one whose list repeats its constants.
package model

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Cohort string

const (
	AllCohorts Cohort = "ALL_COHORTS"
	NoCohort   Cohort = "NO_COHORT"
)

// Cohorts are the real values: twenty of them, so a Cohort is no status.
var Cohorts = []Cohort{
	"0-300", "300-400", "400-500", "500-600", "600-700", "700-800", "800-900",
	"900-1000", "1000-1100", "1100-1200", "1200-1300", "1300-1400", "1400-1500",
	"1500-1600", "1600-1700", "1700-1800", "1800-1900", "1900-2000", "2000-2100", "2100+",
}

type Level string

const (
	Low  Level = "LOW"
	High Level = "HIGH"
)

// Levels lists the constants again: still two values.
var Levels = []Level{Low, High}

// Labels is a table of the levels' labels: its keys add no value either.
var Labels = map[Level]string{Low: "low", High: "high"}

func Setup(ctx context.Context, db *dynamodb.Client) {
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("players"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("username"), KeyType: types.KeyTypeHash},
		},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{
			{IndexName: aws.String("CohortIdx"), KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("cohort"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("username"), KeyType: types.KeyTypeRange},
			}},
			{IndexName: aws.String("LevelIdx"), KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("level"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("username"), KeyType: types.KeyTypeRange},
			}},
		},
	})
}

type Player struct {
	Username string `dynamodbav:"username"`
	Cohort   Cohort `dynamodbav:"cohort"`
}

// ok: a Cohort has the twenty values the package lists, not two.
func SavePlayer(ctx context.Context, db *dynamodb.Client, username string, c Cohort) error {
	item, err := attributevalue.MarshalMap(Player{Username: username, Cohort: c})
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("players"), Item: item})
	return err
}
