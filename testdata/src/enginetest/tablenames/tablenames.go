// Package tablenames names its tables through a helper of its own that
// prefixes each with a stage read at run time, declares them by a loop over
// specs calling a helper whose key schema gains a sort key only when one is
// given, and adds indexes by UpdateTable through helpers. The requests name
// the tables through the same helper: both sides meet on the pattern
// "*.<name>".
package tablenames

import (
	"context"
	"fmt"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var (
	db    *dynamodb.Client
	stage = os.Getenv("STAGE")
)

func fullName(base string) string { return stage + "." + base }

func envName(base string) string { return fmt.Sprintf("%s_%s", os.Getenv("ENV"), base) }

func provision(ctx context.Context) {
	specs := []struct{ base, hash, rng string }{
		{"tickets", "ticketRef", ""},
		{"ticket-events", "ticketRef", "eventKey"},
	}
	for _, s := range specs {
		_ = ensure(ctx, s.base, s.hash, s.rng)
	}
	addIndex(ctx, "tickets", "byQueue", "queue")
	addOwnerIndex(ctx)
}

func ensure(ctx context.Context, base, hash, rng string) error {
	name := fullName(base)
	schema := []types.KeySchemaElement{{AttributeName: aws.String(hash), KeyType: types.KeyTypeHash}}
	if rng != "" {
		schema = append(schema, types.KeySchemaElement{AttributeName: aws.String(rng), KeyType: types.KeyTypeRange})
	}
	_, err := db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String(name),
		KeySchema: schema,
	})
	return err
}

func addIndex(ctx context.Context, base, index, hash string) {
	db.UpdateTable(ctx, &dynamodb.UpdateTableInput{
		TableName: aws.String(fullName(base)),
		GlobalSecondaryIndexUpdates: []types.GlobalSecondaryIndexUpdate{{
			Create: &types.CreateGlobalSecondaryIndexAction{
				IndexName: aws.String(index),
				KeySchema: []types.KeySchemaElement{{AttributeName: aws.String(hash), KeyType: types.KeyTypeHash}},
			},
		}},
	})
}

func addOwnerIndex(ctx context.Context) {
	db.UpdateTable(ctx, &dynamodb.UpdateTableInput{
		TableName: aws.String(fullName("ticket-events")),
		GlobalSecondaryIndexUpdates: []types.GlobalSecondaryIndexUpdate{{
			Create: &types.CreateGlobalSecondaryIndexAction{
				IndexName: aws.String("byOwner"),
				KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("owner"), KeyType: types.KeyTypeHash}},
			},
		}},
	})
}

// A table named by fmt.Sprintf, declared inline.
func provisionArchive(ctx context.Context) {
	db.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String(envName("archive")),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("shelf"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("slot"), KeyType: types.KeyTypeRange},
		},
	})
}

func writes(ctx context.Context, ref, ev, q, who, shelf, slot string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(fullName("tickets")), Item: map[string]types.AttributeValue{
		"ticketRef": &types.AttributeValueMemberS{Value: "T#" + ref}, // want `PutItem write \*\.tickets ticketRef partition key = T#<string:ref>`
		"eventKey":  &types.AttributeValueMemberS{Value: ev},         // ok: tickets has no sort key (the append is not taken)
		"queue":     &types.AttributeValueMemberS{Value: "Q#" + q},   // want `PutItem write \*\.tickets queue partition key byQueue = Q#<string:q>`
		"owner":     &types.AttributeValueMemberS{Value: who},        // ok: byOwner is an index of ticket-events only
	}})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(fullName("ticket-events")), Item: map[string]types.AttributeValue{
		"ticketRef": &types.AttributeValueMemberS{Value: "T#" + ref}, // want `PutItem write \*\.ticket-events ticketRef partition key = T#<string:ref>`
		"eventKey":  &types.AttributeValueMemberS{Value: "E#" + ev},  // want `PutItem write \*\.ticket-events eventKey sort key = E#<string:ev>`
		"owner":     &types.AttributeValueMemberS{Value: "O#" + who}, // want `PutItem write \*\.ticket-events owner partition key byOwner = O#<string:who>`
		"queue":     &types.AttributeValueMemberS{Value: q},          // ok: byQueue is an index of tickets only
	}})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(envName("archive")), Item: map[string]types.AttributeValue{
		"shelf": &types.AttributeValueMemberS{Value: "S#" + shelf}, // want `PutItem write \*_archive shelf partition key = S#<string:shelf>`
		"slot":  &types.AttributeValueMemberS{Value: "L#" + slot},  // want `PutItem write \*_archive slot sort key = L#<string:slot>`
	}})
	// A name no declaration's pattern matches: the table stays unknown.
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(fullName("unknown")), Item: map[string]types.AttributeValue{
		"ticketRef": &types.AttributeValueMemberS{Value: "T#" + ref}, // want `PutItem write ticketRef partition key = T#<string:ref>`
	}})
}
