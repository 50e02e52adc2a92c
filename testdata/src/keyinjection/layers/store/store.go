// Package store is the data layer: one table, library items under
// "MEMBER#<m>" and the labels of a book under "MEMBER#<m>#BOOK#<b>".
package store

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Store struct{ db *dynamodb.Client }

func (s *Store) Member(ctx context.Context, member string) {
	s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("library"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "MEMBER#" + member},
		"SK": &types.AttributeValueMemberS{Value: "CARD"},
	}})
}

func (s *Store) Unlabel(ctx context.Context, member, book, label string) {
	s.db.DeleteItem(ctx, &dynamodb.DeleteItemInput{TableName: aws.String("library"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "MEMBER#" + member + "#BOOK#" + book},
		"SK": &types.AttributeValueMemberS{Value: "LABEL#" + label},
	}})
}

// The look-alike: patrons' notes are keyed by the note's text alone, so
// the sort keys of the "PATRON#<p>#BOOK#<b>" items may be anything.
func (s *Store) Patron(ctx context.Context, patron string) {
	s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("library"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "PATRON#" + patron},
		"SK": &types.AttributeValueMemberS{Value: "CARD"},
	}})
}

func (s *Store) Unnote(ctx context.Context, patron, book, note string) {
	s.db.DeleteItem(ctx, &dynamodb.DeleteItemInput{TableName: aws.String("library"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "PATRON#" + patron + "#BOOK#" + book},
		"SK": &types.AttributeValueMemberS{Value: note},
	}})
}

// Fines are kept in the table "ledger", one kind under "FINE#<f>"; the
// waivers keyed past a fine id, "FINE#<f>#WAIVER#<w>", are in "library".
func (s *Store) Fine(ctx context.Context, fine string) {
	s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("ledger"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "FINE#" + fine},
		"SK": &types.AttributeValueMemberS{Value: "CARD"},
	}})
}

func (s *Store) Waive(ctx context.Context, fine, waiver string) {
	s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("library"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "FINE#" + fine + "#WAIVER#" + waiver},
		"SK": &types.AttributeValueMemberS{Value: "CARD"},
	}})
}

// The look-alike: the same key in the table that holds the waivers.
func (s *Store) Dues(ctx context.Context, fine string) {
	s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("library"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "FINE#" + fine},
		"SK": &types.AttributeValueMemberS{Value: "CARD"},
	}})
}

// Hold is what PlaceHold writes: its fields are its callers' values.
type Hold struct{ Member, Book string }

func (s *Store) PlaceHold(ctx context.Context, h *Hold) {
	s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("library"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "HOLD#" + h.Member + "#BOOK#" + h.Book},
		"SK": &types.AttributeValueMemberS{Value: "META"},
	}})
}
