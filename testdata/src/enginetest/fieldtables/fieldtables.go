// Package fieldtables keeps each store's table name in an unexported field
// its constructor sets: the field holds the one constant every store in
// the package puts there (directly, or through an unexported
// constructor's parameter at each of its calls), and a request reading it
// names that table. A field given two names, or a name from elsewhere —
// an exported field, an exported constructor's parameter — names none.
package fieldtables

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	v1aws "github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
)

const ordersTable = "orders"

type Orders struct {
	db    *dynamodb.Client
	table *string
}

func NewOrders(db *dynamodb.Client) *Orders {
	return &Orders{db: db, table: aws.String(ordersTable)}
}

func (s *Orders) Put(ctx context.Context, id string) {
	s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: s.table,
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id}, // want `PutItem write orders PK partition key = ORDER#<string:id>`
		},
	})
}

type Carts struct {
	db    *dynamodb.Client
	table string
}

func newCarts(db *dynamodb.Client, table string) *Carts {
	return &Carts{db: db, table: table}
}

func wire(db *dynamodb.Client) *Carts { return newCarts(db, "carts") }

func (s *Carts) Put(ctx context.Context, id string) {
	s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(s.table),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "CART#" + id}, // want `PutItem write carts PK partition key = CART#<string:id>`
		},
	})
}

// Teams gets its table from an exported constructor, which another
// package may call with another name; Users' table field is exported,
// which another package may set: neither names a table.
type Teams struct {
	db    *dynamodb.Client
	table string
}

func NewTeams(db *dynamodb.Client, table string) *Teams { return &Teams{db: db, table: table} }

func wireTeams(db *dynamodb.Client) *Teams { return NewTeams(db, "teams") }

func (s *Teams) Put(ctx context.Context, id string) {
	s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(s.table),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "TEAM#" + id}, // want `PutItem write PK partition key = TEAM#<string:id>`
		},
	})
}

type Users struct {
	DB    *dynamodb.Client
	Table string
}

func NewUsers(db *dynamodb.Client) *Users { return &Users{DB: db, Table: "users"} }

func (s *Users) Put(ctx context.Context, id string) {
	s.DB.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(s.Table),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + id}, // want `PutItem write PK partition key = USER#<string:id>`
		},
	})
}

// Generic is given two tables, and once one from the environment: its
// field names none.
type Generic struct {
	db    *dynamodb.Client
	table string
}

func wireGeneric(db *dynamodb.Client) []*Generic {
	g := &Generic{db: db}
	g.table = os.Getenv("TABLE")
	return []*Generic{{db: db, table: "users"}, {db: db, table: "teams"}, g}
}

func (s *Generic) Put(ctx context.Context, id string) {
	s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(s.table),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "X#" + id}, // want `PutItem write PK partition key = X#<string:id>`
		},
	})
}

// LegacyOrders is the same store on aws-sdk-go v1.
type LegacyOrders struct {
	db    *v1.DynamoDB
	table string
}

func NewLegacyOrders(db *v1.DynamoDB) *LegacyOrders {
	return &LegacyOrders{db: db, table: ordersTable}
}

func (s *LegacyOrders) Put(id string) {
	s.db.PutItem(&v1.PutItemInput{
		TableName: v1aws.String(s.table),
		Item: map[string]*v1.AttributeValue{
			"PK": {S: v1aws.String("ORDER#" + id)}, // want `PutItem write orders PK partition key = ORDER#<string:id>`
		},
	})
}
