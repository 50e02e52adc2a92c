// Package mocked pins how calls through an interface are followed when
// generated code beside the implementation implements the interface
// too: a mock in a generated file (mock_repository.go, MockGen's output
// kept in the package, not in a _test.go file) is no second
// implementation of a hand-written one; two hand-written ones still are;
// a generated implementation alone is real code, followed.
package mocked

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

type Order struct {
	PK string
	SK string
}

// Repository has one hand-written implementation, dynamoRepo, and a
// MockGen mock in mock_repository.go.
type Repository interface {
	Put(ctx context.Context, o Order) error
}

type dynamoRepo struct{ db *dynamodb.Client }

func (r *dynamoRepo) Put(ctx context.Context, o Order) error {
	av, err := attributevalue.MarshalMap(o)
	if err != nil {
		return err
	}
	_, err = r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: av})
	return err
}

type Service struct{ repo Repository }

func (s *Service) Create(ctx context.Context, id string) error {
	return s.repo.Put(ctx, Order{PK: "ORDER#" + id, SK: "META"}) // want `PutItem via Put write orders PK partition key = ORDER#<string:id>` `PutItem via Put write orders SK sort key = META`
}

// Archive has two hand-written implementations (and a mock): either may
// run.
type Archive interface {
	Store(ctx context.Context, o Order) error
}

type dynamoArchive struct{ db *dynamodb.Client }

func (a *dynamoArchive) Store(ctx context.Context, o Order) error {
	av, err := attributevalue.MarshalMap(o)
	if err != nil {
		return err
	}
	_, err = a.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: av})
	return err
}

type memArchive struct{ orders []Order }

func (a *memArchive) Store(ctx context.Context, o Order) error {
	a.orders = append(a.orders, o)
	return nil
}

func archive(ctx context.Context, a Archive, id string) error {
	return a.Store(ctx, Order{PK: "ARCHIVE#" + id, SK: "META"}) // ok: two hand-written implementations
}

// Getter is implemented only by generated code (client_gen.go): a
// generated client, the code that runs.
type Getter interface {
	GetOrder(ctx context.Context, pk string) error
}

func get(ctx context.Context, g Getter, id string) error {
	return g.GetOrder(ctx, "ORDER#"+id) // want `GetItem via GetOrder read orders PK partition key = ORDER#<string:id>`
}

// Deleter is implemented only by two generated types: either may run.
type Deleter interface {
	DeleteOrder(ctx context.Context, pk string) error
}

func remove(ctx context.Context, d Deleter, id string) error {
	return d.DeleteOrder(ctx, "ORDER#"+id) // ok: two generated implementations
}
