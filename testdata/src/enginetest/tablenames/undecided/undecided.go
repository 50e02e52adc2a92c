// Package undecided declares tables by a helper whose key schema gains a
// sort key under a condition read at run time, by appends in a loop, and
// with a name argument that is not constant: none of these tables' keys
// are known, and requests fall back to the default key names.
package undecided

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

var (
	db       *dynamodb.Client
	stage    = os.Getenv("STAGE")
	withSort = os.Getenv("WITH_SORT") != ""
)

func tableOf(base string) string { return stage + "-" + base }

func ensure(ctx context.Context, base, hash, rng string) {
	ks := []types.KeySchemaElement{{AttributeName: aws.String(hash), KeyType: types.KeyTypeHash}}
	if withSort && rng != "" {
		ks = append(ks, types.KeySchemaElement{AttributeName: aws.String(rng), KeyType: types.KeyTypeRange})
	}
	db.CreateTable(ctx, &dynamodb.CreateTableInput{TableName: aws.String(tableOf(base)), KeySchema: ks})
}

func ensureAll(ctx context.Context, base string, extra []string) {
	ks := []types.KeySchemaElement{{AttributeName: aws.String("bucket"), KeyType: types.KeyTypeHash}}
	for _, e := range extra {
		ks = append(ks, types.KeySchemaElement{AttributeName: aws.String(e), KeyType: types.KeyTypeRange})
	}
	db.CreateTable(ctx, &dynamodb.CreateTableInput{TableName: aws.String(tableOf(base)), KeySchema: ks})
}

func setup(ctx context.Context) {
	ensure(ctx, "readings", "sensor", "takenAt")  // the condition is undecided: keys unknown
	ensure(ctx, "flags", "flag", "")              // withSort && false is false: flag alone
	ensureAll(ctx, "buckets", []string{"slot"})   // appends in a loop: keys unknown
	ensure(ctx, os.Getenv("EXTRA"), "serial", "") // the name is not constant: no pattern
}

func writes(ctx context.Context, sensor, at, flag, slot, serial string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(tableOf("readings")), Item: map[string]types.AttributeValue{
		"sensor":  &types.AttributeValueMemberS{Value: "S#" + sensor}, // ok: the table's keys are unknown
		"takenAt": &types.AttributeValueMemberS{Value: at},            // ok: the table's keys are unknown
	}})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(tableOf("flags")), Item: map[string]types.AttributeValue{
		"flag": &types.AttributeValueMemberS{Value: "F#" + flag}, // want `PutItem write \*-flags flag partition key = F#<string:flag>`
	}})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(tableOf("buckets")), Item: map[string]types.AttributeValue{
		"bucket": &types.AttributeValueMemberS{Value: "B#" + slot}, // ok: the table's keys are unknown
		"slot":   &types.AttributeValueMemberS{Value: slot},        // ok: the table's keys are unknown
	}})
	// The table without a name pattern still says serial is a key of some
	// table: a request whose table is unknown takes it (no table in the
	// dump), a request to a table of another pattern does not.
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(os.Getenv("EXTRA")), Item: map[string]types.AttributeValue{
		"serial": &types.AttributeValueMemberS{Value: "N#" + serial}, // want `PutItem write serial partition key = N#<string:serial>`
	}})
}
