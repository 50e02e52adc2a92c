// Package users writes user items with the catalogue's keys.
package users

import (
	"context"

	"pkcardinality/svc/keys"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// User is stored under the catalogue's user keys.
type User struct {
	ID     string
	Name   string
	Status keys.Status
}

// userKeys is the key struct DDBKeys returns.
type userKeys struct {
	PK     string `dynamodbav:"PK"`
	SK     string `dynamodbav:"SK"`
	GSI1PK string `dynamodbav:"GSI1PK"`
	GSI1SK string `dynamodbav:"GSI1SK"`
}

// DDBKeys hands the item's keys to the storage layer: this is the write
// where the constant partition is reported.
func (u User) DDBKeys() userKeys {
	return userKeys{
		PK:     keys.Users.PK1, // want `partition key "PK" is the constant "USER#" while sort key "SK" varies`
		SK:     keys.Users.SK1(u.ID),
		GSI1PK: keys.Users.ByStatus(u.Status), // want `partition key "GSI1PK" of index GSI1 takes its only varying part from u.Status, which has 2 possible values`
		GSI1SK: u.ID,
	}
}

// PutTeam writes a team into the catalogue's constant partition.
func PutTeam(ctx context.Context, c *dynamodb.Client, id string) error {
	_, err := c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("app"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: keys.TeamsPK}, // want `partition key "PK" is the constant "TEAM#ALL" while sort key "SK" varies`
			"SK": &types.AttributeValueMemberS{Value: "TEAM#" + id},
		},
	})
	return err
}

// PutUser marshals the user with its keys.
func PutUser(ctx context.Context, c *dynamodb.Client, u User) error {
	av, err := attributevalue.MarshalMap(u.DDBKeys())
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: av})
	return err
}
