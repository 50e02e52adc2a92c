package repo // want package:"separators #=1" package:"shapes PK=USER#<>"

// Package repo is a data-access package other packages of the module call:
// its exported wrappers reach DynamoDB with what they are given, and the
// engine exports what each does with its parameters (SinkFact).

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Store struct{ DB *dynamodb.Client }

// Put marshals whatever item it is given.
func (s *Store) Put(ctx context.Context, item any) error { // want Put:`sinks PutItem write orders item=<param1>`
	av, err := attributevalue.MarshalMap(item)
	if err != nil {
		return err
	}
	_, err = s.DB.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: av})
	return err
}

// GetByKey takes the key attributes' names as well as their values.
func (s *Store) GetByKey(ctx context.Context, pkName, pk, skName, sk string) error { // want GetByKey:`sinks GetItem read orders <param1>=<param2> <param3>=<param4>`
	_, err := s.DB.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			pkName: &types.AttributeValueMemberS{Value: pk},
			skName: &types.AttributeValueMemberS{Value: sk},
		},
	})
	return err
}

// DeleteUser builds the key itself from the id it is given.
func (s *Store) DeleteUser(ctx context.Context, id string) error { // want DeleteUser:`sinks DeleteItem key orders PK=USER#<param1> SK=PROFILE`
	_, err := s.DB.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName: aws.String("orders"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + id},
			"SK": &types.AttributeValueMemberS{Value: "PROFILE"},
		},
	})
	return err
}

// Save composes: it hands its item to Put.
func (s *Store) Save(ctx context.Context, item any) error { // want Save:`sinks PutItem write orders item=<param1>`
	return s.Put(ctx, item)
}

// Entity is what SaveEntity asks its items for.
type Entity interface {
	PK() string
	SK() string
}

// SaveEntity writes the keys its item's methods return.
func (s *Store) SaveEntity(ctx context.Context, e Entity) error { // want SaveEntity:`sinks PutItem write orders PK=<param1>.PK\(\) SK=<param1>.SK\(\)`
	_, err := s.DB.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: e.PK()},
			"SK": &types.AttributeValueMemberS{Value: e.SK()},
		},
	})
	return err
}

// Describe reaches no sink: no fact.
func (s *Store) Describe(item any) string { _ = item; return "" }

// unexported wrappers export nothing.
func (s *Store) put(ctx context.Context, item any) error { return s.Put(ctx, item) }
