// Package fit writes to tables named at run time: a model's time field is
// a sort key by its type only in the declared table the model fits best,
// not in another table that keys an attribute of the same name.
package fit

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Client struct {
	db                *dynamodb.Client
	backends, deploys string
}

func (c *Client) Create(ctx context.Context) error {
	if _, err := c.db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("backends"),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("Id"), KeyType: types.KeyTypeHash}},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{IndexName: aws.String("UserIndex"), KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("UserId"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("UpdatedAt"), KeyType: types.KeyTypeRange},
		}}},
	}); err != nil {
		return err
	}
	_, err := c.db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("deployments"),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("Id"), KeyType: types.KeyTypeHash}},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{IndexName: aws.String("UserIndex"), KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("UserId"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("CreatedAt"), KeyType: types.KeyTypeRange},
		}}},
	})
	return err
}

// A backend carries the keys of both tables alike: which table it is
// written to is not proven, nor which of its times sorts an index.
type Backend struct {
	Id        string    `dynamodbav:"Id"`
	UserId    string    `dynamodbav:"UserId"`
	CreatedAt time.Time `dynamodbav:"CreatedAt"` // ok: only the deployments' index sorts on it
	UpdatedAt time.Time `dynamodbav:"UpdatedAt"` // ok: only the backends' index sorts on it
}

func (c *Client) PutBackend(ctx context.Context, b Backend) error {
	av, err := attributevalue.MarshalMap(b)
	if err != nil {
		return err
	}
	_, err = c.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(c.backends), Item: av})
	return err
}

// A deployment fits the deployments table best (its BackendId keys no
// table, but CreatedAt sorts only that table's index).
type Deployment struct {
	Id        string    `dynamodbav:"Id"`
	UserId    string    `dynamodbav:"UserId"`
	BackendId string    `dynamodbav:"BackendId"`
	CreatedAt time.Time `dynamodbav:"CreatedAt"` // want `Deployment.CreatedAt is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "CreatedAt" of index UserIndex`
}

func (c *Client) PutDeployment(ctx context.Context, d Deployment) error {
	av, err := attributevalue.MarshalMap(d)
	if err != nil {
		return err
	}
	_, err = c.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(c.deploys), Item: av})
	return err
}
