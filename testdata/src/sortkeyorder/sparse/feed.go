// Package sparse writes two kinds of item to one table whose feed index is
// keyed by kind and time: only the kind that carries both attributes is in
// the index.
package sparse

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func createBoard(ctx context.Context, c *dynamodb.Client) {
	c.CreateTable(ctx, &dynamodb.CreateTableInput{
		TableName: aws.String("board"),
		KeySchema: []types.KeySchemaElement{
			{AttributeName: aws.String("PK"), KeyType: types.KeyTypeHash},
			{AttributeName: aws.String("SK"), KeyType: types.KeyTypeRange},
		},
		GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{
			IndexName: aws.String("byPosted"),
			KeySchema: []types.KeySchemaElement{
				{AttributeName: aws.String("kind"), KeyType: types.KeyTypeHash},
				{AttributeName: aws.String("posted"), KeyType: types.KeyTypeRange},
			},
		}},
	})
}

type notice struct {
	PK     string    `dynamodbav:"PK"`
	SK     string    `dynamodbav:"SK"`
	Kind   string    `dynamodbav:"kind"`
	Posted time.Time `dynamodbav:"posted"`
	Body   string    `dynamodbav:"body"`
}

// member has a posted time too, but no kind: members are not in byPosted.
type member struct {
	PK     string    `dynamodbav:"PK"`
	SK     string    `dynamodbav:"SK"`
	Posted time.Time `dynamodbav:"posted"`
	Name   string    `dynamodbav:"name"`
}

// Reported: a notice is in byPosted, whose sort key is the SDK's encoding
// of a time.
func post(ctx context.Context, c *dynamodb.Client, author, id, body string) error {
	av, err := attributevalue.MarshalMap(notice{PK: "AUTHOR#" + author, SK: "NOTICE#" + id, Kind: "notice", Posted: time.Now(), Body: body}) // want `time.Now\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "posted" of index byPosted`
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("board"), Item: av})
	return err
}

// Not reported: a member item has no kind, so it is not in byPosted, and
// its posted attribute keys nothing.
func join(ctx context.Context, c *dynamodb.Client, id, name string) error {
	av, err := attributevalue.MarshalMap(member{PK: "MEMBER#" + id, SK: "PROFILE", Posted: time.Now(), Name: name}) // ok: not in the sparse index
	if err != nil {
		return err
	}
	_, err = c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("board"), Item: av})
	return err
}

// Items built for a generic repository that marshals them out of sight:
// the literal is the item.
type repo[T any] interface{ Create(ctx context.Context, item T) error }

// Reported: a notice literal carries kind.
func newNotice(author, id string) notice {
	return notice{PK: "AUTHOR#" + author, SK: "NOTICE#" + id, Kind: "notice", Posted: time.Now()} // want `time.Now\(\) is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "posted" of index byPosted`
}

// Not reported: no field of member marshals to kind, so none of its items
// is in byPosted.
func newMember(id, name string) member {
	return member{PK: "MEMBER#" + id, SK: "PROFILE", Posted: time.Now(), Name: name} // ok: not in the sparse index
}

func save(ctx context.Context, notices repo[notice], members repo[member]) {
	_ = notices.Create(ctx, newNotice("a", "1"))
	_ = members.Create(ctx, newMember("1", "n"))
}

// A pin's keys come from its key method, kind among them: its items are
// in byPosted although no field of pin marshals to kind.
type pin struct {
	Board string `dynamodbav:"board"`
	At    time.Time
}

type pinKeys struct {
	PK     string `dynamodbav:"PK"`
	SK     string `dynamodbav:"SK"`
	Kind   string `dynamodbav:"kind"`
	Posted string `dynamodbav:"posted"`
}

func (p pin) DDBKeys() pinKeys {
	return pinKeys{PK: "BOARD#" + p.Board, SK: "PIN", Kind: "pin", Posted: p.At.Format(time.RFC850)} // want `p.At is written with layout "Monday, 02-Jan-06 15:04:05 MST" in sort key "posted" of index byPosted`
}

func pinAll(boards repo[pin], board string) {
	_ = boards.Create(context.Background(), pin{Board: board, At: time.Now()})
}
