// Package store sends its own requests, with keys its helper glues: the
// finding is here, in the helper.
package store

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Store struct{ c *dynamodb.Client }

func serviceKey(orgID, serviceID string) string {
	return "Org#" + orgID + "Service#" + serviceID // want `orgID is glued to suffix "Service" with no separator in partition key "pk"`
}

func (s *Store) Service(ctx context.Context, orgID, serviceID string) {
	s.c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("services"), Key: map[string]types.AttributeValue{
		"pk": &types.AttributeValueMemberS{Value: serviceKey(orgID, serviceID)},
		"sk": &types.AttributeValueMemberS{Value: "META"},
	}})
}
