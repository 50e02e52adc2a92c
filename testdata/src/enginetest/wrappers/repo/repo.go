package repo // want package:"separators #=1" package:"shapes PK=USER#<>"

// Package repo is a data-access package other packages of the module call:
// its exported wrappers reach DynamoDB with what they are given, and the
// engine exports what each does with its parameters (SinkFact).

import (
	"context"
	"reflect"

	"enginetest/wrappers/repo/batch"

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

// PutAll writes a slice of any item type in batches of 25: it flattens the
// slice by reflection, cuts it into batches and marshals each element.
func (s *Store) PutAll(ctx context.Context, items any) error { // want PutAll:`sinks BatchWriteItem write orders item=<param1>\[i\]`
	for _, batch := range batch.Of(flatten(items), 25) {
		var writes []types.WriteRequest
		for _, it := range batch {
			av, err := attributevalue.MarshalMap(it)
			if err != nil {
				return err
			}
			writes = append(writes, types.WriteRequest{PutRequest: &types.PutRequest{Item: av}})
		}
		if _, err := s.DB.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{
			RequestItems: map[string][]types.WriteRequest{"orders": writes},
		}); err != nil {
			return err
		}
	}
	return nil
}

// flatten copies the elements of any slice into a []any.
func flatten(slice any) []any {
	v := reflect.ValueOf(slice)
	if v.Kind() != reflect.Slice {
		return nil
	}
	out := make([]any, v.Len())
	for i := range out {
		out[i] = v.Index(i).Interface()
	}
	return out
}

// Audit writes one audit row per item it is given, not the items: the
// rows are new structs, so no element is handed on (no fact).
func (s *Store) Audit(ctx context.Context, items []any) error {
	for _, row := range auditRows(items) {
		if err := s.putAudit(ctx, row); err != nil {
			return err
		}
	}
	for _, row := range batch.Counted(items) {
		if err := s.putAudit(ctx, row); err != nil {
			return err
		}
	}
	return nil
}

// PutGeneric writes typed slices in batches, through a generic helper of
// another package.
func PutGeneric[T any](ctx context.Context, s *Store, items []T) error { // want PutGeneric:`sinks PutItem write audit item=<param2>\[i\]`
	for _, b := range batch.Generic(items, 25) {
		for _, it := range b {
			if err := s.putAudit(ctx, it); err != nil {
				return err
			}
		}
	}
	return nil
}

func (s *Store) putAudit(ctx context.Context, row any) error {
	av, err := attributevalue.MarshalMap(row)
	if err != nil {
		return err
	}
	_, err = s.DB.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("audit"), Item: av})
	return err
}

type audit struct{ Seq int }

// auditRows makes a new struct per element: it does not only reshape.
func auditRows(items []any) []any {
	out := make([]any, 0, len(items))
	for i := range items {
		out = append(out, audit{Seq: i})
	}
	return out
}
