// Package otherkind keeps a post's likes and numbered revisions in the
// post's partition. Its only listing of them selects the likes by their
// prefix: the revisions, keyed by an unpadded number, are read by whole
// key, and "10" and "9" never meet.
package otherkind

import (
	"context"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Store struct{ c *dynamodb.Client }

func (s *Store) Revise(ctx context.Context, post string, rev int) {
	s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("posts"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "POST#" + post},
		"SK": &types.AttributeValueMemberS{Value: "REV#" + strconv.Itoa(rev)}, // ok: no read lists the revisions
	}})
}

// Reactions are numbered and listed in order: their number's width
// matters.
func (s *Store) Number(ctx context.Context, post string, n int) {
	s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("posts"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "POST#" + post},
		"SK": &types.AttributeValueMemberS{Value: "REACTION#N#" + strconv.Itoa(n)}, // want `n is written without zero padding in sort key "SK"`
	}})
}

// A time is reported though no query of the package lists it.
func (s *Store) Feature(ctx context.Context, post string) {
	s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("posts"), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "POST#" + post},
		"SK":     &types.AttributeValueMemberS{Value: "FEATURED"},
		"GSI1PK": &types.AttributeValueMemberS{Value: "FEATURED#" + post},
		"GSI1SK": &types.AttributeValueMemberS{Value: time.Now().UTC().Format(time.RFC3339Nano)}, // want `in sort key "GSI1SK" of index GSI1`
	}})
}

func (s *Store) CommentByKey(ctx context.Context, post, sk string) {
	s.c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("posts"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "POST#" + post},
		"SK": &types.AttributeValueMemberS{Value: sk},
	}})
}

// Reactions are listed in order, so their time's layout matters.
func (s *Store) React(ctx context.Context, post, user string) {
	s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("posts"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "POST#" + post},
		"SK": &types.AttributeValueMemberS{Value: "REACTION#" + time.Now().UTC().Format(time.RFC3339Nano) + "#" + user}, // want `time.Now\(\).UTC\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" in sort key "SK"`
	}})
}

func (s *Store) Likes(ctx context.Context, post string) {
	s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("posts"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :p)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "POST#" + post},
			":p":  &types.AttributeValueMemberS{Value: "LIKE#"},
		},
	})
}

func (s *Store) Reactions(ctx context.Context, post string) {
	s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("posts"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :p)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "POST#" + post},
			":p":  &types.AttributeValueMemberS{Value: "REACTION#"},
		},
		ScanIndexForward: aws.Bool(false),
	})
}
