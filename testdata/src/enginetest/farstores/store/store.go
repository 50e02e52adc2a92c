// Package store marshals the model's orders: model.Order is an item type.
package store // want `items enginetest/farstores/model.Order`

import (
	"context"

	"enginetest/farstores/model"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

type Store struct{ DB *dynamodb.Client }

func (s *Store) Put(ctx context.Context, o *model.Order) error {
	av, err := attributevalue.MarshalMap(o)
	if err != nil {
		return err
	}
	_, err = s.DB.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("orders"), Item: av})
	return err
}

// Approve stores into its parameter and hands it to an interface the
// package cannot follow: the stores are attribute writes, with evidence
// (the package imports DynamoDB).
type putter interface {
	Save(ctx context.Context, o *model.Order) error
}

type Service struct{ P putter }

func (s *Service) Approve(ctx context.Context, o *model.Order) error {
	o.GSI1PK = "APPROVED" // want `model.Order.GSI1PK = item GSI1PK partition key GSI1 = APPROVED`
	return s.send(ctx, o)
}

func (s *Service) send(ctx context.Context, o *model.Order) error {
	return s.P.Save(ctx, o)
}

// ok: the function sends the item itself; the store is read with its flow
// to the write (here, overwritten before it).
func (s *Store) Reopen(ctx context.Context, o *model.Order) error {
	o.GSI1PK = "REOPENED"
	o.GSI1PK = "OPEN" // want `PutItem via Put write orders GSI1PK partition key GSI1 = OPEN`
	return s.Put(ctx, o)
}
