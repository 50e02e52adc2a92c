// Package ptrkeywrite writes through a *string: a key string whose address
// the package hands out may be the one written, so it is unknown.
package ptrkeywrite

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

type linkRow struct {
	PK     string
	SK     string
	GSI1PK *string `dynamodbav:",omitempty"`
	GSI1SK *string `dynamodbav:",omitempty"`
}

func fill(p *string) { *p = "RANK#0000000001" }

// The address kept in a pointer variable that fill may also be given.
func rankRow(id string, rank int) linkRow {
	pk := "BOARD#" + id
	sk := "RANK#" + strconv.Itoa(rank)
	p := &sk
	fill(p)
	return linkRow{PK: "LINK#" + id, SK: "LINK", GSI1PK: &pk, GSI1SK: p} // ok: fill rewrote the string
}

// The same string's address parked in the literal, in a package that
// writes through a *string somewhere.
func boardRow(id string, rank int) linkRow {
	pk := "BOARD#" + id
	sk := "RANK#" + strconv.Itoa(rank)
	return linkRow{PK: "LINK#" + id, SK: "LINK", GSI1PK: &pk, GSI1SK: &sk} // ok: the package writes through *string
}

func Put(ctx context.Context, db *dynamodb.Client, id string, rank int) error {
	for _, r := range []linkRow{rankRow(id, rank), boardRow(id, rank)} {
		item, err := attributevalue.MarshalMap(r)
		if err != nil {
			return err
		}
		if _, err := db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("links"), Item: item}); err != nil {
			return err
		}
	}
	return nil
}

func List(ctx context.Context, db *dynamodb.Client) (*dynamodb.QueryOutput, error) {
	return db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("links"),
		IndexName:              aws.String("GSI1"),
		KeyConditionExpression: aws.String("GSI1PK = :pk AND begins_with(GSI1SK, :sk)"),
		ScanIndexForward:       aws.Bool(false),
	})
}
