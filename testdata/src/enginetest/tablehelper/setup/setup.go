// Package setup declares tables for other packages: the names are its
// helper's parameters.
package setup

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func CreateTable(ctx context.Context, c *dynamodb.Client, name, pk, sk, statusIndex string) error { // want CreateTable:`table helper \$2\$=\$3\$/\$4\$`
	_, err := c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String(name),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String(pk), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String(sk), KeyType: types.KeyTypeRange},
		},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{
			IndexName: aws.String(statusIndex),
			KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("status"), KeyType: types.KeyTypeHash}},
		}},
	})
	return err
}

// Prefix is the deployment's table-name prefix, read at run time.
var Prefix = os.Getenv("TABLE_PREFIX")

func CreatePrefixed(ctx context.Context, c *dynamodb.Client, base, pk string) error { // want CreatePrefixed:`table helper ~\*\.\$2\$=\$3\$/`
	_, err := c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String(Prefix + "." + base),
		KeySchema: []types.KeySchemaElement{{AttributeName: aws.String(pk), KeyType: types.KeyTypeHash}},
	})
	return err
}
