package store

import (
	"context"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"

	"github.com/ddblint/ddblint/examples/shop/keys"
)

// RecordPageView logs a storefront page view for the daily traffic report.
func (s *Store) RecordPageView(ctx context.Context, page, sessionID string) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(TableName),
		Item: map[string]types.AttributeValue{
			// BUG (pktimestamp): every view of the day is written to the
			// same partition, "EVENTS#2025-06-01": one hot partition, and
			// yesterday's partitions sit idle.
			"PK":      &types.AttributeValueMemberS{Value: "EVENTS#" + time.Now().Format("2006-01-02")},
			"SK":      &types.AttributeValueMemberS{Value: "VIEW#" + uuid.NewString()},
			"page":    &types.AttributeValueMemberS{Value: page},
			"session": &types.AttributeValueMemberS{Value: sessionID},
		},
	})
	return err
}

// RecordSessionView logs the same view in the session's own partition.
func (s *Store) RecordSessionView(ctx context.Context, sessionID, page string, at time.Time) error {
	_, err := s.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String(TableName),
		Item: map[string]types.AttributeValue{
			// Fine: the timestamp is in the sort key; the partition is the
			// session, so writes spread over many partitions.
			"PK":   &types.AttributeValueMemberS{Value: "SESSION#" + sessionID},
			"SK":   &types.AttributeValueMemberS{Value: "VIEW#" + at.UTC().Format(keys.SortableTime)},
			"page": &types.AttributeValueMemberS{Value: page},
		},
	})
	return err
}

func formatInt(n int) string { return strconv.Itoa(n) }

func formatCents(c int64) string { return strconv.FormatInt(c, 10) }
