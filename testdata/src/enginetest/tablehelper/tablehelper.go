// Package tablehelper declares its tables with another package's helper:
// the helper's fact is read at each call with the arguments' values.
package tablehelper

import (
	"context"
	"os"

	"enginetest/tablehelper/setup"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func migrate(ctx context.Context, c *dynamodb.Client) {
	_ = setup.CreateTable(ctx, c, "invoices", "account", "issued", "byStatus")
	_ = setup.CreateTable(ctx, c, os.Getenv("LEDGER"), "ledger", os.Getenv("SK"), "byState") // keys unknown: left out
	_ = setup.CreatePrefixed(ctx, c, "receipts", "payer")
	_ = setup.CreatePrefixed(ctx, c, os.Getenv("OTHER"), "payee") // name "*.*": no pattern
}

// The same prefix on the request: the table of pattern "*.receipts".
func putReceipt(ctx context.Context, c *dynamodb.Client, who string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(setup.Prefix + ".receipts"), Item: map[string]types.AttributeValue{
		"payer": &types.AttributeValueMemberS{Value: "P#" + who}, // want `PutItem write \*\.receipts payer partition key = P#<string:who>`
		"payee": &types.AttributeValueMemberS{Value: who},        // ok: not a key of receipts
	}})
}

func put(ctx context.Context, c *dynamodb.Client, acct, at string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("invoices"), Item: map[string]types.AttributeValue{
		"account": &types.AttributeValueMemberS{Value: "A#" + acct}, // want `PutItem write invoices account partition key = A#<string:acct>`
		"issued":  &types.AttributeValueMemberS{Value: "I#" + at},   // want `PutItem write invoices issued sort key = I#<string:at>`
		"status":  &types.AttributeValueMemberS{Value: "OPEN"},      // want `PutItem write invoices status partition key byStatus = OPEN`
		"PK":      &types.AttributeValueMemberS{Value: acct},        // ok: not a key of invoices
	}})
}
