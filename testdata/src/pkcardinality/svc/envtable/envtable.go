// Package envtable lists a declared index of a table it names at run time
// (a field set from the environment): the index is the one declared table's
// that has it, keyed as the query's condition says.
package envtable

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Store struct {
	c         *dynamodb.Client
	TableName string
}

func (s *Store) Active(ctx context.Context, start map[string]types.AttributeValue) (*dynamodb.QueryOutput, error) {
	return s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:                aws.String(s.TableName),
		IndexName:                aws.String("status-createdAt-index"),
		KeyConditionExpression:   aws.String("#s = :s"),
		ExpressionAttributeNames: map[string]string{"#s": "status"},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":s": &types.AttributeValueMemberS{Value: "active"}, // want `partition key "status" of index status-createdAt-index is read as the constant "active"`
		},
		ExclusiveStartKey: start,
		Limit:             aws.Int32(20),
	})
}

// Two declared tables have an index of this name: which one is read is
// not known.
func (s *Store) Kind(ctx context.Context, start map[string]types.AttributeValue) (*dynamodb.QueryOutput, error) {
	return s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String(s.TableName),
		IndexName:              aws.String("by-kind"),
		KeyConditionExpression: aws.String("kind = :k"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":k": &types.AttributeValueMemberS{Value: "race"}, // ok: the events' or the photos' index
		},
		ExclusiveStartKey: start,
	})
}
