// Package schemafuncs creates its tables with key schemas returned by
// functions and methods of the package: a key struct's KeySchema method,
// a helper taking the key names. A list built any other way (appended in
// a loop) is not read, and its table stays unknown.
package schemafuncs

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type runKey struct{}

func (runKey) KeySchema() []types.KeySchemaElement {
	return []types.KeySchemaElement{
		{AttributeName: aws.String("workflow"), KeyType: types.KeyTypeHash},
		{AttributeName: aws.String("run"), KeyType: types.KeyTypeRange},
	}
}

func keySchema(pk, sk string) []types.KeySchemaElement {
	return []types.KeySchemaElement{
		{AttributeName: aws.String(pk), KeyType: types.KeyTypeHash},
		{AttributeName: aws.String(sk), KeyType: types.KeyTypeRange},
	}
}

func looped(names ...string) []types.KeySchemaElement {
	var out []types.KeySchemaElement
	for i, n := range names {
		kt := types.KeyTypeHash
		if i > 0 {
			kt = types.KeyTypeRange
		}
		out = append(out, types.KeySchemaElement{AttributeName: aws.String(n), KeyType: kt})
	}
	return out
}

func setup(ctx context.Context, db *dynamodb.Client) {
	db.CreateTable(ctx, &dynamodb.CreateTableInput{TableName: aws.String("runs"), KeySchema: runKey{}.KeySchema()})
	db.CreateTable(ctx, &dynamodb.CreateTableInput{TableName: aws.String("notes"), KeySchema: keySchema("owner", "note")})
	db.CreateTable(ctx, &dynamodb.CreateTableInput{TableName: aws.String("tags"), KeySchema: looped("tag", "item")})
}

func get(ctx context.Context, db *dynamodb.Client, wf, owner, tag string) {
	db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("runs"), Key: map[string]types.AttributeValue{ // want `the Key of GetItem on table "runs" lacks sort key "run"`
		"workflow": &types.AttributeValueMemberS{Value: wf},
	}})
	db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("notes"), Key: map[string]types.AttributeValue{ // want `the Key of GetItem on table "notes" lacks sort key "note"`
		"owner": &types.AttributeValueMemberS{Value: owner},
	}})
	// ok: the tags table's schema is not read.
	db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("tags"), Key: map[string]types.AttributeValue{
		"tag": &types.AttributeValueMemberS{Value: tag},
	}})
}
