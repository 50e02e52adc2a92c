package store

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// ConfigSK is the sort key of a marketplace tenant's configuration items:
// its public profile, and one webhook per event it subscribes to.
const ConfigSK = "CONFIG"

// SaveWebhook registers the URL a marketplace tenant wants an event posted
// to. The URL carries the tenant's secret token.
func (s *Store) SaveWebhook(ctx context.Context, tenant, event, url string) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(TableName),
		Item: map[string]types.AttributeValue{
			"PK":  &types.AttributeValueMemberS{Value: "TENANT#" + tenant + "#EVENT#" + event},
			"SK":  &types.AttributeValueMemberS{Value: ConfigSK},
			"url": &types.AttributeValueMemberS{Value: url},
		},
	})
	if err != nil {
		return fmt.Errorf("save webhook of %s for %s: %w", tenant, event, err)
	}
	return nil
}
