// Package ptrkey keeps an optional index key in a *string field, set to the
// address of a local string: the key is the string it points to.
package ptrkey

import (
	"context"
	"strconv"
	"time"

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

type link struct {
	ID      string
	Owner   *string
	Created time.Time
	Rank    int
}

// The index keys are set only for an owned link: the nil pointer leaves
// the attributes out, the other branch names the key.
func rowOf(l link) linkRow {
	var gpk, gsk *string
	if l.Owner != nil {
		pk := "USER#" + *l.Owner
		sk := "LINK#" + l.Created.Format(time.RFC3339Nano)
		gpk = &pk
		gsk = &sk
	}
	return linkRow{PK: "LINK#" + l.ID, SK: "LINK", GSI1PK: gpk, GSI1SK: gsk} // want `l.Created is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "GSI1SK"`
}

// The same with := and a literal of the address.
func rankRow(l link) linkRow {
	pk := "BOARD#" + l.ID
	sk := "RANK#" + strconv.Itoa(l.Rank)
	p := &sk
	return linkRow{PK: "LINK#" + l.ID, SK: "LINK", GSI1PK: &pk, GSI1SK: p} // want `l.Rank is written without zero padding in sort key "GSI1SK"`
}

// A look-alike: the pointer variable is handed to a function, which may
// write the string through it (this one does not, but its callers cannot
// tell).
func touch(p *string) {}

func touchedRow(l link) linkRow {
	sk := "RANK#" + strconv.Itoa(l.Rank)
	p := &sk
	touch(p)
	return linkRow{PK: "LINK#" + l.ID, SK: "LINK", GSI1SK: p} // ok: touch may have rewritten the string
}

func save(ctx context.Context, db *dynamodb.Client, r linkRow) error {
	item, err := attributevalue.MarshalMap(r)
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("links"), Item: item})
	return err
}

func Put(ctx context.Context, db *dynamodb.Client, l link) error {
	if err := save(ctx, db, rowOf(l)); err != nil {
		return err
	}
	if err := save(ctx, db, touchedRow(l)); err != nil {
		return err
	}
	return save(ctx, db, rankRow(l))
}

// The table's index, read newest first.
func List(ctx context.Context, db *dynamodb.Client, owner string) (*dynamodb.QueryOutput, error) {
	return db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("links"),
		IndexName:              aws.String("GSI1"),
		KeyConditionExpression: aws.String("GSI1PK = :pk AND begins_with(GSI1SK, :sk)"),
		ScanIndexForward:       aws.Bool(false),
	})
}
