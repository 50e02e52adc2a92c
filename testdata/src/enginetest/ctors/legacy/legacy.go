// Package legacy marshals a model's constructor result with aws-sdk-go v1,
// whose attribute names (json tags) are not those a v2 marshaller would
// use: the model imports no marshaller, so its fact carries the v1 reading
// too, and the key is the ID field's (json:"PK"), not the PK field's.
package legacy

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"

	"enginetest/ctors/model"
)

func saveNote(db *dynamodb.DynamoDB, id string) error {
	av, err := dynamodbattribute.MarshalMap(model.NewNote(id)) // want `PutItem write notes PK partition key = N#<string:id>`
	if err != nil {
		return err
	}
	_, err = db.PutItem(&dynamodb.PutItemInput{TableName: aws.String("notes"), Item: av})
	return err
}
