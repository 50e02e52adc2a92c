// Package inputs pins that one untrusted value reaching several keys is one
// keyinjection finding: the check belongs where the value comes in, once.
package inputs

import (
	"context"
	"net/http"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type store struct{ db *dynamodb.Client }

func (s *store) getProfile(ctx context.Context, user string) {
	s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("t"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + user + "#PROFILE"}, // want `untrusted r.Header.Get\("X-User"\) reaches partition key "PK"`
		"SK": &types.AttributeValueMemberS{Value: "A"},
	}})
}

func (s *store) getSettings(ctx context.Context, user string) {
	s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("t"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + user + "#PROFILE"}, // the same value: related to the first
		"SK": &types.AttributeValueMemberS{Value: "B"},
	}})
}

func (s *store) getTeam(ctx context.Context, team string) {
	s.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("t"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TEAM#" + team + "#INFO"}, // want `untrusted r.PathValue\("team"\) reaches partition key "PK"`
		"SK": &types.AttributeValueMemberS{Value: "C"},
	}})
}

func handle(s *store) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		user := r.Header.Get("X-User")
		s.getProfile(r.Context(), user)
		s.getSettings(r.Context(), user)
		s.getTeam(r.Context(), r.PathValue("team")) // another input: its own finding
	}
}

// seed writes the keys a separator in the user or team could turn the
// keys above into: other kinds under the same prefixes.
func (s *store) seed(ctx context.Context, id, owner string) {
	s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("t"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + id + "#ORG#" + owner + "#PROFILE"},
		"SK": &types.AttributeValueMemberS{Value: owner}, // any sort key: "A" and "B" too
	}})
	s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("t"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TEAM#" + id + "#OWNER#" + owner},
		"SK": &types.AttributeValueMemberS{Value: "C"},
	}})
}
