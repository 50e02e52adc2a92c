// Package ctxstore is a store whose methods build some key parts from
// their parameters and others from nothing the caller gives: the second
// are judged here, once, whatever wraps the methods elsewhere.
package ctxstore

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Store struct{ c *dynamodb.Client }

// latest is a revision the store keeps itself.
var latest int

// Latest reads a service's newest revision: the sort key is the store's own.
func (s *Store) Latest(ctx context.Context, svc string) {
	s.c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("Revisions"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "SVC#" + svc},
		"SK": &types.AttributeValueMemberS{Value: "REV#" + strconv.Itoa(latest)}, // want `latest is written without zero padding in sort key "SK"`
	}})
}

// At reads one revision the caller names.
func (s *Store) At(ctx context.Context, svc string, rev int) { // want At:`reported sortkeyorder: sort key "SK"`
	s.c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("Revisions"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "SVC#" + svc},
		"SK": &types.AttributeValueMemberS{Value: "REV#" + strconv.Itoa(rev)}, // want `rev is written without zero padding in sort key "SK"`
	}})
}
