package keyprefix

import (
	"context"

	"keyprefix/regresskeys"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Regression: a field of another package's package-level struct variable
// holding the entity prefix was reported as a bare value (32 of 32 findings
// in a real repository). A selector chain rooted at a package-level variable
// of any package may hold anything; names ending in a digit (PK1, SK2) name
// whole keys.

// local is this package's package-level variable: it may hold anything too.
var local = struct{ Owner string }{Owner: "OWNER#acme"}

// row names its key fields with an index digit.
type row struct {
	SK2  string
	Name string
}

func regressPkgVar(ctx context.Context, c *dynamodb.Client, o regresskeys.Order, r row) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(table),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: regresskeys.Orders.PK1}, // ok: another package's package variable may hold the prefix
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: regresskeys.Orders.Owner},        // ok: a package variable's field may hold anything, whatever its name
			"SK": &types.AttributeValueMemberS{Value: regresskeys.Nested.Order.Tenant}, // ok: a longer chain rooted at a package variable
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: regresskeys.Ptr.Tenant}, // ok: through a package-level pointer
			"SK": &types.AttributeValueMemberS{Value: local.Owner},            // ok: this package's package variable may hold anything
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: o.ID},  // want `o.ID is a bare value with no entity-type prefix in partition key "PK"`
			"SK": &types.AttributeValueMemberS{Value: r.SK2}, // ok: SK2 names a whole sort key
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(table),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: r.Name}, // want `r.Name is a bare value with no entity-type prefix in partition key "PK"`
		},
	})
}
