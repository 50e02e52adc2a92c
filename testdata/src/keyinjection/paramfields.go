package keyinjection

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

// A repository method builds its item from the fields of the struct it is
// given; the handler fills the struct from the request. The fields are the
// callers' values: an untrusted one in the middle of a key is reported, a
// constant is not.

type subscription struct{ Topic, ID string }

func (s *server) saveSubscription(ctx context.Context, sub *subscription) {
	s.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "SUB#" + sub.Topic + "#" + sub.ID}, // want `untrusted in.Event \(decoded from the request body\) reaches partition key "PK" unchecked`
		"SK": &types.AttributeValueMemberS{Value: "META"},
	}})
}

func (s *server) subscribe(w http.ResponseWriter, r *http.Request) {
	var in hookReq
	json.NewDecoder(r.Body).Decode(&in)
	s.saveSubscription(r.Context(), &subscription{Topic: in.Event, ID: uuid.New().String()})
}

func (s *server) subscribeDefault(w http.ResponseWriter, r *http.Request) {
	sub := subscription{Topic: "default", ID: uuid.New().String()}
	s.saveSubscription(r.Context(), &sub) // ok: a constant topic
}
