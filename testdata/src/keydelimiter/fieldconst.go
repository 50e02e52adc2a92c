package keydelimiter

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/guregu/dynamo"
)

// A store keeps its key prefix in an unexported field its constructor sets
// to a constant: every store of the field is that constant, so the key
// glues it as it would the literal.

type userStore struct {
	prefix string
	svc    *dynamodb.DynamoDB
}

func newUserStore(svc *dynamodb.DynamoDB) *userStore {
	return &userStore{prefix: "USER", svc: svc}
}

func (s *userStore) get(id string) {
	s.svc.GetItem(&dynamodb.GetItemInput{
		TableName: aws.String("users"),
		Key: map[string]*dynamodb.AttributeValue{
			"PK": {S: aws.String(s.prefix + id)}, // want `prefix "USER" is glued to id with no separator in partition key "PK"`
		},
	})
}

func (s *userStore) guGet(db *dynamo.DB, id string) {
	var out map[string]any
	db.Table("users").Get("PK", s.prefix+id).One(&out) // want `prefix "USER" is glued to id with no separator in partition key "PK"`
}

// The prefix ends in the separator: nothing glued.
type teamStore struct {
	prefix string
	svc    *dynamodb.DynamoDB
}

func newTeamStore(svc *dynamodb.DynamoDB) *teamStore {
	return &teamStore{prefix: "TEAM#", svc: svc}
}

func (s *teamStore) get(id string) {
	s.svc.GetItem(&dynamodb.GetItemInput{
		TableName: aws.String("teams"),
		Key: map[string]*dynamodb.AttributeValue{
			"PK": {S: aws.String(s.prefix + id)}, // ok: "TEAM#" ends in the separator
		},
	})
}

// An exported field may be set by any package: no one constant.
type OrgStore struct {
	Prefix string
	svc    *dynamodb.DynamoDB
}

func NewOrgStore(svc *dynamodb.DynamoDB) *OrgStore { return &OrgStore{Prefix: "ORG", svc: svc} }

func (s *OrgStore) get(id string) {
	s.svc.GetItem(&dynamodb.GetItemInput{
		TableName: aws.String("orgs"),
		Key: map[string]*dynamodb.AttributeValue{
			"PK": {S: aws.String(s.Prefix + id)}, // ok: another package may set Prefix
		},
	})
}
