// Package collide declares two tables whose computed names have the same
// pattern, with different keys, and one whose pattern only overlaps a
// request's: neither gives a request its keys.
package collide

import (
	"context"
	"fmt"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var (
	db    *dynamodb.Client
	stage = os.Getenv("STAGE")
)

func named(base string) string { return stage + "-" + base }

func setup(ctx context.Context) {
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String(named("parcels")),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("sender"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("sentAt"), KeyType: types.KeyTypeRange},
		},
	})
	// The same pattern "*-parcels", other keys: a request's "*-parcels" may
	// be either table.
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String(fmt.Sprintf("%s-parcels", os.Getenv("REGION"))),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("sentAt"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("sender"), KeyType: types.KeyTypeRange},
		},
	})
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String(named("routes")),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("depot"), KeyType: types.KeyTypeHash},
		},
	})
}

func writes(ctx context.Context, who, at, depot string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(named("parcels")), Item: map[string]types.AttributeValue{
		"sender": &types.AttributeValueMemberS{Value: "S#" + who}, // ok: two tables of this pattern disagree
		"sentAt": &types.AttributeValueMemberS{Value: at},         // ok: two tables of this pattern disagree
	}})
	// "*-old-routes" only overlaps "*-routes": the table is unknown, and
	// depot is a key only by what every declared table agrees on (no table
	// in the dump).
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(named("old-routes")), Item: map[string]types.AttributeValue{
		"depot": &types.AttributeValueMemberS{Value: "D#" + depot}, // want `PutItem write depot partition key = D#<string:depot>`
	}})
}
