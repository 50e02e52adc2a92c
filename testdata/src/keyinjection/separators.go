package keyinjection

import (
	"net/http"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// The separator a message names, and the check that counts, are those of
// the key itself: "|" here, though the configured separator is "#".

func (s *server) getPiped(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	s.db.GetItem(r.Context(), &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER|" + id}, // want `untrusted r.PathValue\("id"\) reaches partition key "PK" unchecked: a value containing "\|" can address`
	}})
}

func (s *server) getPipedChecked(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if strings.Contains(id, "|") {
		return
	}
	s.db.GetItem(r.Context(), &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER|" + id}, // ok: checked for the key's own separator
	}})
}

func (s *server) getPipedHashChecked(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if strings.Contains(id, "#") {
		return
	}
	s.db.GetItem(r.Context(), &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER|" + id}, // want `untrusted r.PathValue\("id"\) reaches partition key "PK" unchecked: a value containing "\|"`
	}})
}

// Holes glued with no text between them: no separator in the key for the
// value to forge (keydelimiter's business, not this rule's).
func (s *server) getGlued(w http.ResponseWriter, r *http.Request, tenant string) {
	id := r.PathValue("id")
	s.db.GetItem(r.Context(), &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: tenant + id}, // ok: no literal parts
	}})
}
