// Package bothroles: an attribute that is the table's sort key and an
// index's partition key is judged in both roles, and a rule that judges the
// value whatever its role reports it once.
package bothroles

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Status string

const (
	Open   Status = "open"
	Closed Status = "closed"
)

func setup(ctx context.Context, c *dynamodb.Client) {
	c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("tickets"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("ticket"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("state"), KeyType: types.KeyTypeRange},
		},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{
			IndexName: aws.String("byState"),
			KeySchema: []types.KeySchemaElement{{AttributeName: aws.String("state"), KeyType: types.KeyTypeHash}},
		}},
	})
}

func open(ctx context.Context, c *dynamodb.Client, id string, st Status) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("tickets"), Item: map[string]types.AttributeValue{
		"ticket": &types.AttributeValueMemberS{Value: "T#" + id},            // ok: a partition key of its own, in no index
		"state":  &types.AttributeValueMemberS{Value: "STATE" + string(st)}, // want `prefix "STATE" is glued to st with no separator in sort key "state"` `partition key "state" of index byState takes its only varying part from st, which has 2 possible values`
	}})
}
