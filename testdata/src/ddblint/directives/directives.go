// Package directives: a //ddblint:ignore directive holds where the user
// writes it: on the line of the finding, or on the line that builds the
// reported part (where its fix goes), even when the finding lands where
// the key is used.
package directives

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func put(ctx context.Context, c *dynamodb.Client, pk string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("t"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: pk},
		"SK": &types.AttributeValueMemberS{Value: "PROFILE"},
	}})
}

// The glued literal is built in a variable; the directive above it holds.
func atBuild(ctx context.Context, c *dynamodb.Client, id string) {
	//ddblint:ignore keydelimiter ids here are fixed-width hex, kept for old readers
	pk := "USER" + id
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("t"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: pk},
		"SK": &types.AttributeValueMemberS{Value: "PROFILE"},
	}})
}

// The same at the end of the building line.
func atBuildSameLine(ctx context.Context, c *dynamodb.Client, id string) {
	pk := "GROUP" + id //ddblint:ignore keydelimiter ids here are fixed-width hex
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("t"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: pk},
		"SK": &types.AttributeValueMemberS{Value: "PROFILE"},
	}})
}

// Without a directive, the finding is reported.
func noDirective(ctx context.Context, c *dynamodb.Client, id string) {
	pk := "TEAM" + id
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("t"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: pk}, // want `prefix "TEAM" is glued to id`
		"SK": &types.AttributeValueMemberS{Value: "PROFILE"},
	}})
}

// A directive on an unrelated line suppresses nothing, and says so.
func elsewhere(ctx context.Context, c *dynamodb.Client, id string) {
	//ddblint:ignore keydelimiter misplaced // want `suppresses nothing`
	name := id
	pk := "ROLE" + name
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("t"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: pk}, // want `prefix "ROLE" is glued to id`
		"SK": &types.AttributeValueMemberS{Value: "PROFILE"},
	}})
}
