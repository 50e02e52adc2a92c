// Package sessions: the table's sort key is also the partition key of an
// expiry index. The items are written where the table's name is not a
// constant, or marshalled by a helper: the declared schema still gives the
// attribute both roles.
package sessions

import (
	"context"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func Create(ctx context.Context, c *dynamodb.Client, name string) error {
	_, err := c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String(name),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("SK"), KeyType: types.KeyTypeRange},
		},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{
			IndexName: aws.String("ByExpiry"),
			KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("SK"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("Expires"), KeyType: types.KeyTypeRange},
			},
		}},
	})
	return err
}

type lease struct {
	PK      string
	SK      string
	Expires time.Time
}

type Store struct {
	c     *dynamodb.Client
	table string
}

// The table named by a field.
func (s *Store) Lease(ctx context.Context, holder string, exp time.Time) error {
	item, err := attributevalue.MarshalMap(lease{PK: "LEASE#" + holder, SK: "#LEASE", Expires: exp}) // want `partition key "SK" of index ByExpiry is the constant "#LEASE" while sort key "Expires" of index ByExpiry grows with time`
	if err != nil {
		return err
	}
	_, err = s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: &s.table, Item: item})
	return err
}

// The item marshalled by a helper, put by its caller.
func marshalRenewal(holder string, exp time.Time) (map[string]types.AttributeValue, error) {
	item, err := attributevalue.MarshalMap(lease{PK: "RENEW#" + holder, SK: "#RENEWAL", Expires: exp}) // want `partition key "SK" of index ByExpiry is the constant "#RENEWAL" while sort key "Expires" of index ByExpiry grows with time`
	if err != nil {
		return nil, fmt.Errorf("marshal renewal: %w", err)
	}
	return item, nil
}

func (s *Store) Renew(ctx context.Context, holder string, exp time.Time) error {
	item, err := marshalRenewal(holder, exp)
	if err != nil {
		return err
	}
	_, err = s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: &s.table, Item: item})
	return err
}

// ok: the index partition varies with the holder.
func (s *Store) Personal(ctx context.Context, holder string, exp time.Time) error {
	item, err := attributevalue.MarshalMap(lease{PK: "LEASE#" + holder, SK: "HOLDER#" + holder, Expires: exp})
	if err != nil {
		return err
	}
	_, err = s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: &s.table, Item: item})
	return err
}
