// Package heldfit keeps its table's name in a field set from the
// environment: the requests through the field are of the one declared
// table whose keys its Key maps carry, and a query of that table's index
// is held to the index's keys.
package heldfit

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var ratesTable = &dynamodb.CreateTableInput{
	TableName: aws.String("rates"),
	KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash}},
	GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{
		IndexName: aws.String("ByBase"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("BaseCurrency"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("PK"), KeyType: types.KeyTypeRange},
		},
	}},
}

type repo struct {
	db    *dynamodb.Client
	table string
}

func newRepo(db *dynamodb.Client) *repo { return &repo{db: db, table: os.Getenv("RATES_TABLE")} }

func (r *repo) get(ctx context.Context, base, target string) error {
	_, err := r.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(r.table),
		Key:       map[string]types.AttributeValue{"PK": &types.AttributeValueMemberS{Value: "RATE#" + base + "#" + target}},
	})
	return err
}

func (r *repo) byBase(ctx context.Context, base string) error {
	_, err := r.db.Query(ctx, &dynamodb.QueryInput{
		TableName:                aws.String(r.table),
		IndexName:                aws.String("ByBase"),
		KeyConditionExpression:   aws.String("#b = :b"), // want `key condition of Query on index "ByBase" of table "rates" compares attribute "Base", which is not a key there`
		ExpressionAttributeNames: map[string]string{"#b": "Base"},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":b": &types.AttributeValueMemberS{Value: base},
		},
	})
	return err
}

// ok: the index's key as declared.
func (r *repo) byBaseRight(ctx context.Context, base string) error {
	_, err := r.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(r.table),
		IndexName:              aws.String("ByBase"),
		KeyConditionExpression: aws.String("BaseCurrency = :b"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":b": &types.AttributeValueMemberS{Value: base},
		},
	})
	return err
}

// ok: an index the table does not declare: the request may be of another
// table the field is given, and is not placed.
func (r *repo) byTarget(ctx context.Context, target string) error {
	_, err := r.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(r.table),
		IndexName:              aws.String("ByTarget"),
		KeyConditionExpression: aws.String("Target = :t"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":t": &types.AttributeValueMemberS{Value: target},
		},
	})
	return err
}

var auditTable = &dynamodb.CreateTableInput{
	TableName: aws.String("audit"),
	KeySchema: []types.KeySchemaElement{
		{AttributeName: aws.String("user"), KeyType: types.KeyTypeHash},
		{AttributeName: aws.String("at"), KeyType: types.KeyTypeRange},
	},
	GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{
		IndexName: aws.String("ByBase"),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("BaseCurrency"), KeyType: types.KeyTypeHash}},
	}},
}

// shared is given either table: its requests fit both, and a query through
// it is of neither.
type shared struct {
	db    *dynamodb.Client
	table string
}

func (s *shared) rate(ctx context.Context, id string) error {
	_, err := s.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(s.table),
		Key:       map[string]types.AttributeValue{"PK": &types.AttributeValueMemberS{Value: id}},
	})
	return err
}

func (s *shared) entry(ctx context.Context, user, at string) error {
	_, err := s.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(s.table),
		Key: map[string]types.AttributeValue{
			"user": &types.AttributeValueMemberS{Value: user},
			"at":   &types.AttributeValueMemberS{Value: at},
		},
	})
	return err
}

// ok: the field holds two tables' names.
func (s *shared) byBase(ctx context.Context, base string) error {
	_, err := s.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(s.table),
		IndexName:              aws.String("ByBase"),
		KeyConditionExpression: aws.String("Base = :b"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":b": &types.AttributeValueMemberS{Value: base},
		},
	})
	return err
}
