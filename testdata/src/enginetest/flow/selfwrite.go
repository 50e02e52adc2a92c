package flow

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type person struct {
	ID   string
	Team string
}

// Writes that read the place they write are followed from the value
// before them: the parameter, an earlier definition.
func putPerson(ctx context.Context, c *dynamodb.Client, p person, team string) {
	p.ID = "PERSON-" + p.ID
	team = "TEAM#" + team
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("people"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: p.ID}, // want `PutItem write people PK partition key = PERSON-<string:ID>`
		"SK": &types.AttributeValueMemberS{Value: team}, // want `PutItem write people SK sort key = TEAM#<string:team>`
	}})
}

// A self-write in a loop leaves no single shape: the value before it is
// not spelled as the key (the two shapes of sk are two key sets, each with
// the partition key). A parameter's field written in a branch that may
// not run is the caller's value or the branch's, each a key set of its
// own.
func putPeople(ctx context.Context, c *dynamodb.Client, p person, parts []string, admin bool) {
	if admin {
		p.ID = "ADMIN-" + p.ID
	}
	sk := "PATH"
	for _, part := range parts {
		sk = sk + "/" + part
	}
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("people"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: p.ID}, // want `PutItem write people PK partition key = <string:ID>` `PutItem write people PK partition key = <string:ID>` `PutItem write people PK partition key = ADMIN-<string:ID>`
		"SK": &types.AttributeValueMemberS{Value: sk},   // want `PutItem write people SK sort key = <opaque:sk>/<string:part>` `PutItem write people SK sort key = PATH` `PutItem write people SK sort key = PATH`
	}})
}
