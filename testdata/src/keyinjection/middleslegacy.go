package keyinjection

import (
	"net/http"
	"strings"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/google/uuid"
	"github.com/guregu/dynamo"
)

// middles.go's cases in aws-sdk-go v1 and guregu/dynamo shapes: an untrusted
// component followed by more of the key is reported, the same value as the
// last component of an exact key or closed by the separator alone in a
// begins_with prefix is not.

func (s *worldServer) v1Hook(w http.ResponseWriter, r *http.Request) {
	event := r.FormValue("event")
	id := uuid.New().String()
	s.svc.PutItem(&dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]*dynamodb.AttributeValue{
		"PK": {S: aws.String("RELAY#" + event + "#" + id)}, // want `untrusted r.FormValue\("event"\) reaches partition key "PK" unchecked: a value containing "#" moves the components after it`
		"SK": {S: aws.String("META")},
	}})
	s.svc.PutItem(&dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]*dynamodb.AttributeValue{
		"PK": {S: aws.String("RELAY#" + id + "#" + event)}, // ok: the last component of the key, and no key goes on past it
		"SK": {S: aws.String("META")},
	}})
	s.svc.DeleteItem(&dynamodb.DeleteItemInput{TableName: aws.String("app"), Key: map[string]*dynamodb.AttributeValue{
		"PK": {S: aws.String("RELAY#" + event + "#" + id)}, // ok: a delete by an exact key, and no key goes on past "RELAY#<e>"
		"SK": {S: aws.String("META")},
	}})
}

func (s *worldServer) v1HookChecked(w http.ResponseWriter, r *http.Request) {
	event := r.FormValue("event")
	if strings.ContainsAny(event, "#") {
		return
	}
	s.svc.PutItem(&dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]*dynamodb.AttributeValue{
		"PK": {S: aws.String("RELAY#" + event + "#" + uuid.New().String())}, // ok: checked for the separator
		"SK": {S: aws.String("META")},
	}})
}

func (s *worldServer) v1Binder(w http.ResponseWriter, r *http.Request) {
	binder := r.PathValue("binder")
	s.svc.Query(&dynamodb.QueryInput{
		TableName:              aws.String("app"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]*dynamodb.AttributeValue{
			":pk": {S: aws.String("DRIVE#main")},
			":sk": {S: aws.String("BINDER#" + binder + "#PAGE#")}, // want `untrusted r.PathValue\("binder"\) reaches sort key "SK" unchecked: a value containing "#" moves`
		},
	})
	s.svc.Query(&dynamodb.QueryInput{
		TableName:              aws.String("app"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]*dynamodb.AttributeValue{
			":pk": {S: aws.String("DRIVE#main")},
			":sk": {S: aws.String("BINDER#" + binder + "#")}, // ok: closed by the separator alone, it only narrows
		},
	})
}

func (s *worldServer) guHook(w http.ResponseWriter, r *http.Request) {
	event := r.URL.Query().Get("event")
	var out []Order
	s.db.Table("app").Get("PK", "SIGNAL#"+event+"#"+uuid.New().String()).All(&out)                    // ok: a read by an exact key, and no key goes on past "SIGNAL#<e>"
	s.db.Table("app").Put(Order{PK: "SIGNAL#" + event + "#" + uuid.New().String(), SK: "META"}).Run() // want `untrusted r.URL.Query\(\).Get\("event"\) reaches partition key "PK" unchecked: a value containing "#" moves`
	s.db.Table("app").Get("PK", "SIGNAL#"+uuid.New().String()+"#"+event).All(&out)                    // ok: the last component of the key, and no key goes on past it
}

func (s *worldServer) guSleeve(w http.ResponseWriter, r *http.Request) {
	sleeve := r.PathValue("sleeve")
	var out []Order
	s.db.Table("app").Get("PK", "DRIVE#main").Range("SK", dynamo.BeginsWith, "SLEEVE#"+sleeve+"#CARD#").All(&out) // want `untrusted r.PathValue\("sleeve"\) reaches sort key "SK" unchecked: a value containing "#" moves`
	s.db.Table("app").Get("PK", "DRIVE#main").Range("SK", dynamo.BeginsWith, "SLEEVE#"+sleeve+"#").All(&out)      // ok: closed by the separator alone, it only narrows
}
