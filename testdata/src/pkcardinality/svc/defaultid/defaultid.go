// Package defaultid gives a booking an id when its caller did not: the
// repository's sort key is then either the caller's id or a new one, and
// either way it varies under one constant partition.
package defaultid

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/google/uuid"
)

type Booking struct {
	ID   string
	Room string
}

type row struct {
	PK string
	SK string
}

type Repo struct {
	db    *dynamodb.Client
	table string
}

func (r *Repo) put(ctx context.Context, it row) error {
	av, err := attributevalue.MarshalMap(it)
	if err != nil {
		return err
	}
	_, err = r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(r.table), Item: av})
	return err
}

// Every booking under one partition; the id, the caller's or a new
// one, tells them apart.
func (r *Repo) Create(ctx context.Context, b *Booking) error {
	if b.ID == "" {
		b.ID = uuid.New().String()
	}
	return r.put(ctx, row{PK: "BOOKING", SK: fmt.Sprintf("BOOKING#%s", b.ID)}) // want `partition key "PK" is the constant "BOOKING" while sort key "SK" varies`
}

// ok: a room's one settings item; a missing room falls back to a
// constant, so the key names one item either way.
func (r *Repo) Settings(ctx context.Context, b *Booking) error {
	if b.Room == "" {
		b.Room = "LOBBY"
	}
	return r.put(ctx, row{PK: "ROOM#" + b.Room, SK: "SETTINGS"})
}
