package wrappers

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// The ledger's keys have no key-like names: only its schema says what they
// are.
var ledgerTable = &dynamodb.CreateTableInput{
	TableName: aws.String("ledger"),
	KeySchema: []types.KeySchemaElement{
		{AttributeName: aws.String("account"), KeyType: types.KeyTypeHash},
		{AttributeName: aws.String("entry"), KeyType: types.KeyTypeRange},
	},
}

type Entry struct {
	Account string `dynamodbav:"account"`
	Entry   string `dynamodbav:"entry"`
	Memo    string `dynamodbav:"memo"`
}

// putIn writes into the table its caller names.
func (r *Repo) putIn(ctx context.Context, table string, item any) error {
	av, err := attributevalue.MarshalMap(item)
	if err != nil {
		return err
	}
	_, err = r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(table), Item: av})
	return err
}

func tables(ctx context.Context, r *Repo, id string) {
	r.putIn(ctx, "ledger", Entry{
		Account: "ACCT#" + id, // want `PutItem via putIn write ledger account partition key = ACCT#<string:id>`
		Entry:   "E#" + id,    // want `PutItem via putIn write ledger entry sort key = E#<string:id>`
		Memo:    id,
	})
	r.putIn(ctx, "orders", Entry{Account: id, Entry: id}) // ok: the orders table has no such keys
}
