// Package store writes items through methods whose keys it builds from
// their parameters, for callers in another package.
package store

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Store struct {
	Client *dynamodb.Client
}

// PutVisit files a member's visits under the period, then the member.
func (s *Store) PutVisit(ctx context.Context, memberID, period string) error {
	_, err := s.Client.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("visits"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "VISITS#" + period + "#" + memberID},
			"SK": &types.AttributeValueMemberS{Value: "SUMMARY"},
		},
	})
	return err
}

// PutPeriodTotal files one total per period.
func (s *Store) PutPeriodTotal(ctx context.Context, period, source string) error {
	_, err := s.Client.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("visits"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "TOTAL#" + period},
			"SK": &types.AttributeValueMemberS{Value: "SOURCE#" + source},
		},
	})
	return err
}
