// Package querykeys keeps its request log, rules, audit trail and jobs in
// tables created by a script: no schema in sight declares them, and each
// index is known only from a query of this package. Items of one kind are
// put under one constant index partition key to list the kind.
package querykeys

import (
	"context"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	awsv1 "github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/guregu/dynamo"
)

type logRepo struct {
	db    *dynamodb.Client
	table string
}

type logEntry struct {
	PK   string `dynamodbav:"PK"`
	Kind string `dynamodbav:"kind"`
	URL  string `dynamodbav:"url"`
}

func (r *logRepo) add(ctx context.Context, id, url string) error {
	item := logEntry{PK: id, Kind: "log", URL: url} // want `partition key "kind" of index kind-index is the constant "log" while partition key "PK" varies`
	av, err := attributevalue.MarshalMap(item)
	if err != nil {
		return err
	}
	_, err = r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(r.table), Item: av})
	return err
}

// save is the repository's generic write: the log table's index keys
// reach the items its callers hand it.
func (r *logRepo) save(ctx context.Context, item any) error {
	av, err := attributevalue.MarshalMap(item)
	if err != nil {
		return err
	}
	_, err = r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(r.table), Item: av})
	return err
}

func (r *logRepo) access(ctx context.Context, id string) error {
	return r.save(ctx, logEntry{PK: id, Kind: "access"}) // want `partition key "kind" of index kind-index is the constant "access" while partition key "PK" varies`
}

func (r *logRepo) list(ctx context.Context) {
	r.db.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String(r.table),
		IndexName:                 aws.String("kind-index"),
		KeyConditionExpression:    aws.String("#k = :k"),
		ExpressionAttributeNames:  map[string]string{"#k": "kind"},
		ExpressionAttributeValues: map[string]types.AttributeValue{":k": &types.AttributeValueMemberS{Value: "log"}},
	})
}

// ruleRepo's table is another field spelled the same (r.table): the log
// table's index says nothing of it.
type ruleRepo struct {
	db    *dynamodb.Client
	table string
}

func (r *ruleRepo) add(ctx context.Context, id string) {
	r.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(r.table), Item: map[string]types.AttributeValue{
		"PK":   &types.AttributeValueMemberS{Value: id},
		"kind": &types.AttributeValueMemberS{Value: "rule"}, // ok: no query of the rules table names an index keyed by kind
	}})
}

// The audit trail, through aws-sdk-go v1, its table named by a variable.
var auditTable = os.Getenv("AUDIT_TABLE")

func audit(c *v1.DynamoDB, id string) {
	c.PutItem(&v1.PutItemInput{TableName: awsv1.String(auditTable), Item: map[string]*v1.AttributeValue{
		"PK":   {S: awsv1.String(id)},
		"kind": {S: awsv1.String("audit")}, // want `partition key "kind" of index ByKind is the constant "audit" while partition key "PK" varies`
	}})
}

func audits(c *v1.DynamoDB) {
	c.Query(&v1.QueryInput{
		TableName:                 awsv1.String(auditTable),
		IndexName:                 awsv1.String("ByKind"),
		KeyConditionExpression:    awsv1.String("kind = :k"),
		ExpressionAttributeValues: map[string]*v1.AttributeValue{":k": {S: awsv1.String("audit")}},
	})
}

// A scan of the audit table filters on its status: a filter proves no key.
func auditStatus(c *v1.DynamoDB, id string) {
	c.PutItem(&v1.PutItemInput{TableName: awsv1.String(auditTable), Item: map[string]*v1.AttributeValue{
		"PK":     {S: awsv1.String(id)},
		"status": {S: awsv1.String("open")}, // ok: status is only filtered on
	}})
	c.Scan(&v1.ScanInput{
		TableName:                 awsv1.String(auditTable),
		FilterExpression:          awsv1.String("status = :s"),
		ExpressionAttributeValues: map[string]*v1.AttributeValue{":s": {S: awsv1.String("open")}},
	})
}

// Jobs, through guregu/dynamo: the query of the state index proves its
// partition key.
type job struct {
	PK    string `dynamo:"PK"`
	State string `dynamo:"state"`
}

func enqueue(db *dynamo.DB, id string) {
	db.Table("jobs").Put(job{PK: id, State: "queued"}).Run() // want `partition key "state" of index ByState is the constant "queued" while partition key "PK" varies`
}

func queued(db *dynamo.DB) {
	var out []job
	db.Table("jobs").Get("state", "queued").Index("ByState").All(&out)
}
