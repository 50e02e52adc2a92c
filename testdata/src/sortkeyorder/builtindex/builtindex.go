// Package builtindex lists an index with a key condition built by the
// expression package: the query that sends it names the index, so the
// listing is the index's, and the number in its sort key is read in order.
package builtindex

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Store struct{ c *dynamodb.Client }

func (s *Store) Rank(ctx context.Context, board, player string, score int) {
	s.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("games"), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "PLAYER#" + player},
		"SK":     &types.AttributeValueMemberS{Value: "BOARD#" + board},
		"GSI1PK": &types.AttributeValueMemberS{Value: "BOARD#" + board},
		"GSI1SK": &types.AttributeValueMemberS{Value: "SCORE#" + strconv.Itoa(score)}, // want `score is written without zero padding in sort key "GSI1SK" of index GSI1`
	}})
}

func (s *Store) Top(ctx context.Context, board string) {
	kc := expression.Key("GSI1PK").Equal(expression.Value("BOARD#" + board))
	expr, _ := expression.NewBuilder().WithKeyCondition(kc).Build()
	s.c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("games"),
		IndexName:                 aws.String("GSI1"),
		KeyConditionExpression:    expr.KeyCondition(),
		ExpressionAttributeNames:  expr.Names(),
		ExpressionAttributeValues: expr.Values(),
		ScanIndexForward:          aws.Bool(false),
	})
}

// The player's own boards are read by whole key.
func (s *Store) Board(ctx context.Context, player, board string) {
	s.c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("games"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "PLAYER#" + player},
		"SK": &types.AttributeValueMemberS{Value: "BOARD#" + board},
	}})
}
