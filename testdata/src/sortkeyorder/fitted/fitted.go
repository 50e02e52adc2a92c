// Package fitted: Timestamp is the sort key of the Results table and of the
// Moves table's ByMatch index, so its name alone gives it no one role; the
// table each item fits (its own key present) does. The tables are declared
// in template.yaml and named in code only through the environment.
package fitted

import (
	"context"
	"os"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

var db *dynamodb.Client

type Result struct {
	PlayerId  string `dynamodbav:"PlayerId"`
	MatchId   string `dynamodbav:"MatchId"`
	Timestamp string `dynamodbav:"Timestamp"`
}

type Move struct {
	Id        string `dynamodbav:"Id"`
	MatchId   string `dynamodbav:"MatchId"`
	Timestamp string `dynamodbav:"Timestamp"`
}

// Audit carries none of the declared tables' own keys.
type Audit struct {
	Actor     string `dynamodbav:"Actor"`
	Timestamp string `dynamodbav:"Timestamp"`
}

func put(ctx context.Context, env string, v any) error {
	item, err := attributevalue.MarshalMap(v)
	if err != nil {
		return err
	}
	_, err = db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(os.Getenv(env)), Item: item})
	return err
}

func SaveResult(ctx context.Context, player, match string, at time.Time) error {
	return put(ctx, "RESULTS_TABLE", Result{PlayerId: player, MatchId: match, Timestamp: at.Format(time.RFC3339Nano)}) // want `in sort key "Timestamp": the fraction`
}

func SaveMove(ctx context.Context, id, match string, at time.Time) error {
	return put(ctx, "MOVES_TABLE", Move{Id: id, MatchId: match, Timestamp: at.Format(time.RFC3339Nano)}) // want `in sort key "Timestamp" of index ByMatch`
}

// ok: an audit row fits no declared table, so its Timestamp is no known key.
func SaveAudit(ctx context.Context, actor string, at time.Time) error {
	return put(ctx, "AUDIT_TABLE", Audit{Actor: actor, Timestamp: at.Format(time.RFC3339Nano)})
}

// PlayedAt is the sort key of one declared index only, so the schemas agree
// on its role; still, an item that carries no declared table's partition key
// is written to a table declared out of sight (a template not read), whose
// keys they do not say.

type Play struct {
	Id       string    `dynamodbav:"Id"`
	MatchId  string    `dynamodbav:"MatchId"`
	PlayedAt time.Time `dynamodbav:"PlayedAt"`
}

type Replay struct {
	Viewer   string    `dynamodbav:"Viewer"`
	PlayedAt time.Time `dynamodbav:"PlayedAt"`
}

func SavePlay(ctx context.Context, id, match string) error {
	return put(ctx, "MOVES_TABLE", Play{Id: id, MatchId: match, PlayedAt: time.Now()}) // want `in sort key "PlayedAt" of index ByPlayed`
}

func SaveReplay(ctx context.Context, viewer string) error {
	return put(ctx, "REPLAYS_TABLE", Replay{Viewer: viewer, PlayedAt: time.Now()}) // ok: fits no declared table
}
