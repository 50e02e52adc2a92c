// Package cfgindex writes to a table no schema declares, and queries an
// index whose name a configuration field holds: the query proves the
// index's partition key whatever name a deployment gives it.
package cfgindex

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Config struct {
	TableName       string
	EntityTypeIndex string
}

type Repo struct {
	c   *dynamodb.Client
	cfg Config
}

func (r *Repo) CreateUser(ctx context.Context, id string) {
	r.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(r.cfg.TableName), Item: map[string]types.AttributeValue{
		"PK":         &types.AttributeValueMemberS{Value: "USER#" + id},
		"SK":         &types.AttributeValueMemberS{Value: "METADATA#" + id},
		"EntityType": &types.AttributeValueMemberS{Value: "USER"}, // want `partition key "EntityType" of index EntityTypeIndex is the constant "USER" while partition key "PK" varies: .*ListAllUsers reads the partition page by page`
	}})
}

func (r *Repo) ListAllUsers(ctx context.Context) error {
	var start map[string]types.AttributeValue
	for {
		out, err := r.c.Query(ctx, &dynamodb.QueryInput{
			TableName:              aws.String(r.cfg.TableName),
			IndexName:              aws.String(r.cfg.EntityTypeIndex),
			KeyConditionExpression: aws.String("EntityType = :t"),
			ExpressionAttributeValues: map[string]types.AttributeValue{
				":t": &types.AttributeValueMemberS{Value: "USER"},
			},
			ExclusiveStartKey: start,
		})
		if err != nil {
			return err
		}
		if out.LastEvaluatedKey == nil {
			return nil
		}
		start = out.LastEvaluatedKey
	}
}
