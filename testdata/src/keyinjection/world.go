package keyinjection

import (
	"context"
	"net/http"
	"strings"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"
	"github.com/google/uuid"
	"github.com/guregu/dynamo"
	dynamo2 "github.com/guregu/dynamo/v2"
)

// Keys beyond aws-sdk-go-v2 requests: aws-sdk-go v1, guregu/dynamo, PartiQL
// statements and the helpers code wraps keys in. Each unchecked read has a
// look-alike that checks the same value first.

type worldServer struct {
	svc *dynamodb.DynamoDB
	db  *dynamo.DB
	db2 *dynamo2.DB
}

func (s *worldServer) v1Get(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	s.svc.GetItem(&dynamodb.GetItemInput{
		TableName: aws.String("app"),
		Key: map[string]*dynamodb.AttributeValue{
			"PK": {S: aws.String("USER#" + id)}, // want `untrusted r.PathValue\("id"\) reaches partition key "PK" unchecked: a value containing "#" can address another entity's items \(keyinjection\)`
			"SK": {S: aws.String("PROFILE")},
		},
	})
}

func (s *worldServer) v1GetChecked(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if strings.Contains(id, "#") {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	s.svc.GetItem(&dynamodb.GetItemInput{
		TableName: aws.String("app"),
		Key: map[string]*dynamodb.AttributeValue{
			"PK": {S: aws.String("USER#" + id)}, // ok: checked for the separator
			"SK": {S: aws.String("PROFILE")},
		},
	})
}

func (s *worldServer) v1Marshal(w http.ResponseWriter, r *http.Request) {
	user := r.FormValue("user")
	item, _ := dynamodbattribute.MarshalMap(Order{
		PK: "USER#" + user,                        // want `untrusted r.FormValue\("user"\) reaches partition key "PK" unchecked`
		SK: "ORDER#" + r.URL.Query().Get("order"), // want `untrusted r.URL.Query\(\).Get\("order"\) reaches sort key "SK" unchecked`
	})
	s.svc.PutItem(&dynamodb.PutItemInput{TableName: aws.String("app"), Item: item})
}

func (s *worldServer) v1MarshalChecked(w http.ResponseWriter, r *http.Request) {
	user := r.FormValue("user")
	if _, err := uuid.Parse(user); err != nil {
		return
	}
	order := r.URL.Query().Get("order")
	if strings.Contains(order, "#") {
		return
	}
	item, _ := dynamodbattribute.MarshalMap(Order{
		PK: "USER#" + user,   // ok: a UUID's text has no separator
		SK: "ORDER#" + order, // ok: checked for the separator
	})
	s.svc.PutItem(&dynamodb.PutItemInput{TableName: aws.String("app"), Item: item})
}

// WorldSession declares its keys in guregu tags.
type WorldSession struct {
	Owner string `dynamo:"owner,hash"`
	Token string `dynamo:"token,range"`
}

func (s *worldServer) guregu(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	id := r.PathValue("id")
	var out []Order
	s.db.Table("app").Get("PK", "USER#"+id).Range("SK", dynamo.BeginsWith, "ORDER#").All(&out) // want `untrusted r.PathValue\("id"\) reaches partition key "PK" unchecked`
	s.db2.Table("sessions").Put(WorldSession{
		Owner: "USER#" + r.Header.Get("X-User"), // want `untrusted r.Header.Get\("X-User"\) reaches partition key "owner" unchecked`
		Token: "T",
	}).Run(ctx)
}

func (s *worldServer) gureguChecked(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	id := r.PathValue("id")
	if _, err := uuid.Parse(id); err != nil {
		return
	}
	var out []Order
	s.db.Table("app").Get("PK", "USER#"+id).Range("SK", dynamo.BeginsWith, "ORDER#").All(&out) // ok: a UUID's text has no separator
	user := r.Header.Get("X-User")
	if strings.Contains(user, "#") {
		return
	}
	s.db2.Table("sessions").Put(WorldSession{
		Owner: "USER#" + user, // ok: checked for the separator
		Token: "T",
	}).Run(ctx)
}

func (s *worldServer) partiQL(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	s.svc.ExecuteStatement(&dynamodb.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "app" WHERE PK = ? AND SK = ?`),
		Parameters: []*dynamodb.AttributeValue{
			{S: aws.String("USER#" + id)}, // want `untrusted r.PathValue\("id"\) reaches partition key "PK" unchecked`
			{S: aws.String("PROFILE")},
		},
	})
}

func (s *worldServer) partiQLChecked(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if strings.Contains(id, "#") {
		return
	}
	s.svc.ExecuteStatement(&dynamodb.ExecuteStatementInput{
		Statement: aws.String(`SELECT * FROM "app" WHERE PK = ? AND SK = ?`),
		Parameters: []*dynamodb.AttributeValue{
			{S: aws.String("USER#" + id)}, // ok: checked for the separator
			{S: aws.String("PROFILE")},
		},
	})
}

// Key builders grouped in a value of func fields.
var worldKeys = struct {
	User  func(string) string
	Order func(string) string
}{
	User:  func(id string) string { return "USER#" + id },
	Order: func(id string) string { return "ORDER#" + id },
}

func (s *worldServer) funcFields(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	s.svc.GetItem(&dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]*dynamodb.AttributeValue{
		"PK": {S: aws.String(worldKeys.User(id))}, // want `untrusted r.PathValue\("id"\) reaches partition key "PK" unchecked`
		"SK": {S: aws.String("PROFILE")},
	}})
}

func (s *worldServer) funcFieldsChecked(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if _, err := uuid.Parse(id); err != nil {
		return
	}
	s.svc.GetItem(&dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]*dynamodb.AttributeValue{
		"PK": {S: aws.String(worldKeys.User(id))}, // ok: a UUID's text has no separator
		"SK": {S: aws.String("PROFILE")},
	}})
}

// WorldBase holds keys embedded in items.
type WorldBase struct {
	PK string `dynamodbav:"PK"`
	SK string `dynamodbav:"SK"`
}

type WorldInvoice struct {
	WorldBase
	Total int `dynamodbav:"total"`
}

func embedded(ctx context.Context, r *http.Request) {
	user := r.PathValue("user")
	_ = WorldInvoice{WorldBase: WorldBase{PK: "INVOICE#" + user, SK: "META"}} // want `untrusted r.PathValue\("user"\) reaches partition key "PK" unchecked`
}

func embeddedChecked(ctx context.Context, r *http.Request) {
	user := r.PathValue("user")
	if strings.Contains(user, "#") {
		return
	}
	_ = WorldInvoice{WorldBase: WorldBase{PK: "INVOICE#" + user, SK: "META"}} // ok: checked for the separator
}
