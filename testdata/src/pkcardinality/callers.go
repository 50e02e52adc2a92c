package pkcardinality

import (
	"context"
	"fmt"
	"net/http"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

// A repository method writes the item it is given under a constant
// partition; the evidence that the set grows is at its calls, in the same
// package: a consumer saving one item per queue message. A handler minting
// the id, serving a request or calling in a loop is no evidence there: an
// administrator's console, or an import of one household's records,
// creates a small set so.

type session struct{ ID, User string }

type sessionRepo struct{ db *dynamodb.Client }

func (r *sessionRepo) save(ctx context.Context, s *session) error {
	_, err := r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("sessions"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "SESSION"}, // want `partition key "PK" is the constant "SESSION" .*\(pkconstant\)`
		"SK": &types.AttributeValueMemberS{Value: s.ID},
	}})
	return err
}

func login(ctx context.Context, r *sessionRepo, user string) error {
	id := uuid.NewString()
	return r.save(ctx, &session{ID: id, User: user})
}

type visit struct{ Place string }

type visitRepo2 struct{ db *dynamodb.Client }

func (r *visitRepo2) put(ctx context.Context, v visit) error {
	_, err := r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("visits"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "VISIT"}, // want `partition key "PK" is the constant "VISIT" .*\(pkconstant\)`
		"SK": &types.AttributeValueMemberS{Value: v.Place},
	}})
	return err
}

func importVisits(ctx context.Context, r *visitRepo2, vs []visit) {
	for _, v := range vs {
		r.put(ctx, v)
	}
}

type note struct{ Title string }

type noteRepo struct{ db *dynamodb.Client }

func (r *noteRepo) put(ctx context.Context, n note) error {
	_, err := r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("notes"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "NOTE"}, // want `partition key "PK" is the constant "NOTE" .*\(pkconstant\)`
		"SK": &types.AttributeValueMemberS{Value: n.Title},
	}})
	return err
}

func addNote(w http.ResponseWriter, req *http.Request, r *noteRepo) {
	r.put(req.Context(), note{Title: "x"})
}

// A consumer saving one item per queue message.

type receipt struct{ ID string }

type receiptRepo struct{ db *dynamodb.Client }

func (r *receiptRepo) put(ctx context.Context, rc receipt) error {
	_, err := r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("receipts"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "RECEIPT"}, // want `partition key "PK" is the constant "RECEIPT" while sort key "SK" varies: .*it is written once per event in onMessage \(events.SQSMessage\), which calls put`
		"SK": &types.AttributeValueMemberS{Value: rc.ID},
	}})
	return err
}

func onMessage(ctx context.Context, r *receiptRepo, m events.SQSMessage) error {
	return r.put(ctx, receipt{ID: m.MessageId})
}

// Look-alikes: a seeding job's loop, and a caller that shows nothing.

type plan struct{ Name string }

type planRepo struct{ db *dynamodb.Client }

func (r *planRepo) put(ctx context.Context, p plan) error {
	_, err := r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("plans"), Item: map[string]types.AttributeValue{
		// Only a seeding job and a plain call write it: a question, not a finding.
		"PK": &types.AttributeValueMemberS{Value: "PLAN"}, // want `partition key "PK" is the constant "PLAN" .*\(pkconstant\)`
		"SK": &types.AttributeValueMemberS{Value: p.Name},
	}})
	return err
}

func seedPlans(ctx context.Context, r *planRepo, ps []plan) {
	for _, p := range ps {
		r.put(ctx, p)
	}
}

func renamePlan(ctx context.Context, r *planRepo, name string) error {
	return r.put(ctx, plan{Name: name})
}

// An id printed through a format of one verb is still a new id per write.
func putTicket(ctx context.Context, c *dynamodb.Client, subject string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("helpdesk"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TICKET"}, // want `partition key "PK" is the constant "TICKET" while sort key "SK" varies: .*each write mints a new id for it \(uuid.New\(\) in putTicket\)`
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s", uuid.New())},
	}})
}

func putLabel(ctx context.Context, c *dynamodb.Client, name string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("labels"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "LABEL"}, // want `partition key "PK" is the constant "LABEL" .*\(pkconstant\)`
		"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s", name)},
	}})
}
