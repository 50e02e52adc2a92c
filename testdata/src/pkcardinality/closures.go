package pkcardinality

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Keys built in function literals (issue 23, item 7): a literal runs where
// it is called, so the variables it captures are read there.

func putAccountEvent(ctx context.Context, c *dynamodb.Client, pk, sk string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("account-events"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: pk},
			"SK": &types.AttributeValueMemberS{Value: sk},
		},
	})
}

// ok: the partition key is the account each iteration sets before calling
// the literal, not the "ACCT#" the zero value acct holds where the literal
// is written.
func accountEvents(ctx context.Context, c *dynamodb.Client, accounts, events []string) {
	var acct string
	pk := func() string { return "ACCT#" + acct }
	for i, a := range accounts {
		acct = a
		putAccountEvent(ctx, c, pk(), "EVENT#"+events[i])
	}
}

// A literal whose captured variable holds one constant when it is called
// gives that constant.
func auditEvents(ctx context.Context, c *dynamodb.Client, events []string) {
	kind := "TRAIL"
	pk := func() string { return kind + "#ALL" }
	for _, ev := range events {
		putAccountEvent(ctx, c, pk(), "EVENT#"+ev) // want `partition key "PK" is the constant "TRAIL#ALL" while sort key "SK" varies`
	}
}
