package keyprefix

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

// Account's ID field holds whole keys: the package stores prefixed values in
// it.
type Account struct{ ID string }

func newAccount(id string) Account { return Account{ID: "ACCOUNT#" + id} }

// Customer's ID field holds plain ids.
type Customer struct{ ID string }

func newCustomer() Customer { return Customer{ID: uuid.NewString()} }

func saveAccount(ctx context.Context, c *dynamodb.Client, a Account) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: a.ID}, // ok: the package stores prefixed values in Account.ID
	}})
}

func saveCustomer(ctx context.Context, c *dynamodb.Client, cu Customer) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: cu.ID}, // want `cu.ID is a bare value with no entity-type prefix in partition key "PK"`
	}})
}

// saveUser's callers pass whole keys.
func saveUser(ctx context.Context, c *dynamodb.Client, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: id}, // ok: a caller passes "USER#" + name
	}})
}

// saveOrder's callers pass plain ids.
func saveOrder(ctx context.Context, c *dynamodb.Client, orderID string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: orderID}, // want `orderID is a bare value with no entity-type prefix in partition key "PK"`
	}})
}

func callers(ctx context.Context, c *dynamodb.Client, name string, cu Customer) {
	saveAccount(ctx, c, newAccount(name))
	saveCustomer(ctx, c, newCustomer())
	saveUser(ctx, c, "USER#"+name)
	saveOrder(ctx, c, cu.ID)
	saveOrder(ctx, c, uuid.NewString())
}
