// Package keymap pins what the package leaves for the key map: the items
// it writes and the requests it makes with their keys as templates; not a
// wrapper's own request keyed by its parameters, nor a call of a wrapper
// that only gives a value to a parameter; a Key's attributes in their
// roles for the request's own index only.
package keymap

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

const table = "app"

type Store struct{ db *dynamodb.Client }

func s(v string) types.AttributeValue { return &types.AttributeValueMemberS{Value: v} }

// get is keyed by what its callers pass: its own request says nothing.
func (st *Store) get(ctx context.Context, pk, sk string) {
	st.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(table),
		Key:       map[string]types.AttributeValue{"PK": s(pk), "SK": s(sk)},
	})
}

// GetUser gives get the design: a GetItem of USER#<id>, PROFILE.
func (st *Store) GetUser(ctx context.Context, id string) {
	st.get(ctx, "USER#"+id, "PROFILE")
}

// PutUser writes the user.
func (st *Store) PutUser(ctx context.Context, id, name string) {
	st.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(table),
		Item: map[string]types.AttributeValue{
			"PK":   s("USER#" + id),
			"SK":   s("PROFILE"),
			"name": s(name),
		},
	})
}

// putTag builds the key of a tag; its calls only give it a value.
func (st *Store) putTag(ctx context.Context, tag string) {
	st.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(table),
		Item:      map[string]types.AttributeValue{"PK": s("TAG#" + tag), "SK": s("TAG")},
	})
}

// Seed calls putTag with a constant: one value of the tag's design.
func (st *Store) Seed(ctx context.Context) {
	st.putTag(ctx, "go")
}

// All reads the whole table.
func (st *Store) All(ctx context.Context) {
	st.db.Scan(ctx, &dynamodb.ScanInput{TableName: aws.String(table)})
}
