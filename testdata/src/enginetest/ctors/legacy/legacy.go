// Package legacy marshals a model's constructor result with aws-sdk-go v1,
// whose attribute names (json tags) are not those the model's fact was read
// in: the fact is not used, rather than judging the wrong field.
package legacy

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"

	"enginetest/ctors/model"
)

func saveNote(db *dynamodb.DynamoDB, id string) error {
	av, err := dynamodbattribute.MarshalMap(model.NewNote(id)) // ok: read in another tag style
	if err != nil {
		return err
	}
	_, err = db.PutItem(&dynamodb.PutItemInput{TableName: aws.String("notes"), Item: av})
	return err
}
