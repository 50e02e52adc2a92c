package keyinjection

import (
	"net/http"
	"strings"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
)

// The separator from the key's own literal parts, and the silence for a
// whole key component, in aws-sdk-go v1 and guregu/dynamo shapes.

func (s *worldServer) v1Piped(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	s.svc.GetItem(&dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]*dynamodb.AttributeValue{
		"PK": {S: aws.String("CABIN|" + id)}, // want `untrusted r.PathValue\("id"\) reaches partition key "PK" unchecked: a value containing "\|" can address`
	}})
}

func (s *worldServer) v1PipedChecked(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if strings.Contains(id, "|") {
		return
	}
	s.svc.GetItem(&dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]*dynamodb.AttributeValue{
		"PK": {S: aws.String("CABIN|" + id)}, // ok: checked for the key's own separator
	}})
}

// ok: no key goes on past "KIOSK#<id>": the caller names a whole kiosk.
func (s *worldServer) v1Whole(w http.ResponseWriter, r *http.Request) {
	s.svc.GetItem(&dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]*dynamodb.AttributeValue{
		"PK": {S: aws.String("KIOSK#" + r.PathValue("kiosk"))}, // ok: a whole key component
		"SK": {S: aws.String("META")},
	}})
}

func (s *worldServer) guPiped(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	var out []Order
	s.db.Table("app").Get("PK", "TENT|"+id).All(&out) // want `untrusted r.PathValue\("id"\) reaches partition key "PK" unchecked: a value containing "\|" can address`
}

func (s *worldServer) guPipedChecked(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if strings.Contains(id, "|") {
		return
	}
	var out []Order
	s.db.Table("app").Get("PK", "TENT|"+id).All(&out) // ok: checked for the key's own separator
}

// ok: no key goes on past "STALL#<id>".
func (s *worldServer) guWhole(w http.ResponseWriter, r *http.Request) {
	var out []Order
	s.db.Table("app").Get("PK", "STALL#"+r.PathValue("stall")).All(&out) // ok: a whole key component
}

// The constants a value "ADMIN|SETTINGS" would name: other kinds' keys
// continue past "CABIN|<id>" and "TENT|<id>".
func (s *worldServer) settings() {
	s.svc.GetItem(&dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]*dynamodb.AttributeValue{
		"PK": {S: aws.String("CABIN|ADMIN|SETTINGS")},
	}})
	var out []Order
	s.db.Table("app").Get("PK", "TENT|ADMIN|SETTINGS").All(&out)
}
