package keyinjection

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

// An untrusted component followed by more of the key: a separator in it
// moves where the component ends, so the text after it (a server's id, a
// prefix's "#DOC#") stands at another depth of the key, among other items,
// even when no other kind of key goes on past the value. A value that is the
// last component of an exact key is reported only when another kind goes on
// past it ("FOLDER#" + f next to the prefix "FOLDER#<f>#DOC#"), and one a
// begins_with prefix closes with the separator alone is not (prefixes.go).

type hookReq struct {
	Event string `json:"event"`
	URL   string `json:"url"`
}

func (s *server) createHook(w http.ResponseWriter, r *http.Request) {
	var in hookReq
	json.NewDecoder(r.Body).Decode(&in)
	id := uuid.New().String()
	s.db.PutItem(r.Context(), &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "HOOK#" + in.Event + "#" + id}, // want `untrusted in.Event \(decoded from the request body\) reaches partition key "PK" unchecked: a value containing "#" moves the components after it onto other items`
		"SK": &types.AttributeValueMemberS{Value: "META"},
	}})
	s.db.PutItem(r.Context(), &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "HOOK#" + id + "#" + in.Event}, // ok: the event is the last component of the key, and no key goes on past it
		"SK": &types.AttributeValueMemberS{Value: "META"},
	}})
}

func (s *server) createHookChecked(w http.ResponseWriter, r *http.Request) {
	event := r.PathValue("event")
	if strings.ContainsRune(event, '#') {
		http.Error(w, "bad event", http.StatusBadRequest)
		return
	}
	s.db.PutItem(r.Context(), &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "HOOK#" + event + "#" + uuid.New().String()}, // ok: checked for the separator
		"SK": &types.AttributeValueMemberS{Value: "META"},
	}})
}

func (s *server) folderDocs(w http.ResponseWriter, r *http.Request) {
	folder := r.PathValue("folder")
	s.db.Query(r.Context(), &dynamodb.QueryInput{
		TableName:              aws.String("app"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "DRIVE#main"},
			":sk": &types.AttributeValueMemberS{Value: "FOLDER#" + folder + "#DOC#"}, // want `untrusted r.PathValue\("folder"\) reaches sort key "SK" unchecked: a value containing "#" moves the components after it`
		},
	})
	s.db.Query(r.Context(), &dynamodb.QueryInput{
		TableName:              aws.String("app"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "DRIVE#main"},
			":sk": &types.AttributeValueMemberS{Value: "FOLDER#" + folder + "#"}, // ok: the prefix closes the folder with the separator alone: it only narrows
		},
	})
	s.db.GetItem(r.Context(), &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "DRIVE#main"},
		"SK": &types.AttributeValueMemberS{Value: "FOLDER#" + folder}, // want `untrusted r.PathValue\("folder"\) reaches sort key "SK" unchecked: a value containing "#" can address another entity's items`
	}})
	s.db.GetItem(r.Context(), &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "DRIVE#main"},
		"SK": &types.AttributeValueMemberS{Value: "SHELF#" + folder}, // ok: the last component of an exact key, and no sort key goes on past "SHELF#<f>"
	}})
}

// An exact key whose every value after the untrusted one is the caller's
// too: a separator in the first moves only what the caller chooses anyway.
func (s *server) workoutDay(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	s.db.GetItem(r.Context(), &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ATHLETE#" + q.Get("email")},
		"SK": &types.AttributeValueMemberS{Value: "DAY#" + q.Get("day") + "#" + q.Get("plan")}, // ok: the plan after the day is the caller's too
	}})
	s.db.PutItem(r.Context(), &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ATHLETE#" + q.Get("email")},
		"SK": &types.AttributeValueMemberS{Value: "DAY#" + q.Get("day") + "#" + uuid.New().String()}, // want `untrusted q.Get\("day"\) reaches sort key "SK" unchecked: a value containing "#" moves the components after it onto other items`
	}})
}
