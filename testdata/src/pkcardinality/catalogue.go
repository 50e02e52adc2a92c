package pkcardinality

import (
	"context"

	"pkcardinality/catalog"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Keys taken from a catalogue variable of a named struct type in another
// package: a constant prefix field, an identity builder, an enum builder.
func putInvoice(ctx context.Context, c *dynamodb.Client, id, tenant string, s catalog.State) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("invoices"),
		Item: map[string]types.AttributeValue{
			"PK":     &types.AttributeValueMemberS{Value: catalog.Invoice.PK1}, // want `partition key "PK" is the constant "INVOICE#" while sort key "SK" varies`
			"SK":     &types.AttributeValueMemberS{Value: catalog.Invoice.SK1(id)},
			"GSI1PK": &types.AttributeValueMemberS{Value: catalog.Invoice.GSI1PK(s)}, // want `partition key "GSI1PK" of index GSI1 takes its only varying part from s, which has 3 possible values`
			"GSI1SK": &types.AttributeValueMemberS{Value: id},
		},
	})
	// ok: the partition is per tenant.
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("invoices"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: catalog.Invoice.Tenant(tenant)},
			"SK": &types.AttributeValueMemberS{Value: catalog.Invoice.SK1(id)},
		},
	})
}

// Every shape a key may take is judged: the archive branch writes every
// order into one partition; the other shape is fine, and the same shape
// built in both branches is judged once.
func putShapes(ctx context.Context, c *dynamodb.Client, id string, archived, retry bool) {
	pk := "ORDER#" + id
	if archived {
		pk = "ARCHIVE"
	}
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("invoices"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: pk}, // want `partition key "PK" is the constant "ARCHIVE" while sort key "SK" varies`
			"SK": &types.AttributeValueMemberS{Value: id},
		},
	})
	var gsi string
	if retry {
		gsi = "RETRY"
	} else {
		gsi = "RETRY"
	}
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("invoices"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: gsi}, // want `partition key "PK" is the constant "RETRY" while sort key "SK" varies`
			"SK": &types.AttributeValueMemberS{Value: id},
		},
	})
}

// A zero value set before a branch that may overwrite it is the fallback
// for when the branch did not run: the key's shape is the branch's value.
// A constant written in every branch is still a constant partition.
func putFallbacks(ctx context.Context, c *dynamodb.Client, id string, attrs map[string]any, urgent bool) {
	owner := ""
	if v, ok := attrs["owner"].(string); ok {
		owner = v
	}
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("invoices"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "OWNER#" + owner}, // ok: the owner from the attributes, "" only when they have none
			"SK": &types.AttributeValueMemberS{Value: id},
		},
	})
	lane := ""
	if urgent {
		lane = "FAST"
	} else {
		lane = "SLOW"
	}
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("invoices"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "LANE#" + lane}, // want `partition key "PK" is the constant "LANE#(FAST|SLOW)" while sort key "SK" varies`
			"SK": &types.AttributeValueMemberS{Value: id},
		},
	})
	bucket := "SPILL"
	if v, ok := attrs["bucket"].(string); ok {
		bucket = v
	}
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("invoices"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "BUCKET#" + bucket}, // want `partition key "PK" is the constant "BUCKET#SPILL" while sort key "SK" varies`
			"SK": &types.AttributeValueMemberS{Value: id},
		},
	})
}
