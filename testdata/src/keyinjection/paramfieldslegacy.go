package keyinjection

import (
	"net/http"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
)

// The fields of a struct a wrapper is given, in aws-sdk-go v1 and
// guregu/dynamo: the callers' values.

type booking struct{ Room, Guest string }

func (s *worldServer) saveBooking(b booking) {
	s.svc.PutItem(&dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]*dynamodb.AttributeValue{
		"PK": {S: aws.String("ROOM#" + b.Room + "#GUEST#" + b.Guest)}, // want `untrusted r.PathValue\("room"\) reaches partition key "PK" unchecked`
		"SK": {S: aws.String("META")},
	}})
}

func (s *worldServer) book(w http.ResponseWriter, r *http.Request) {
	s.saveBooking(booking{Room: r.PathValue("room"), Guest: "walk-in"})
}

func (s *worldServer) bookSuite(w http.ResponseWriter, r *http.Request) {
	s.saveBooking(booking{Room: "suite", Guest: "walk-in"}) // ok: constants
}

func (s *worldServer) findBooking(b *booking) {
	var out []Order
	s.db.Table("app").Get("PK", "DESK#"+b.Room+"#GUEST#"+b.Guest).All(&out) // want `untrusted r.PathValue\("desk"\) reaches partition key "PK" unchecked`
}

func (s *worldServer) lookup(w http.ResponseWriter, r *http.Request) {
	s.findBooking(&booking{Room: r.PathValue("desk"), Guest: "walk-in"})
}

func (s *worldServer) lookupLobby(w http.ResponseWriter, r *http.Request) {
	s.findBooking(&booking{Room: "lobby", Guest: "walk-in"}) // ok: constants
}
