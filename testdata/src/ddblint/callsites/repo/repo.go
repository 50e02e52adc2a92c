// Package repo is a repository whose exported methods build keys from
// their parameters: what this package reports about those keys is
// reported here, where they are built, and not again at each caller in
// another package.
package repo

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Repo struct{ c *dynamodb.Client }

// AddCharge files a charge under its month.
func (r *Repo) AddCharge(ctx context.Context, month, id string) { // want AddCharge:`reported pktimestamp: partition key "PK"`
	r.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("ledger"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "MONTH#" + month}, // want `partition key "PK" varies only by month`
		"SK": &types.AttributeValueMemberS{Value: "CHARGE#" + id},
	}})
}

// ByTopic hands the topic to a helper of its own, which builds the key.
func (r *Repo) ByTopic(ctx context.Context, topic string) { // want ByTopic:`reported keydelimiter: partition key "PK"`
	r.queryTopic(ctx, topic)
}

func (r *Repo) queryTopic(ctx context.Context, topic string) {
	r.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("ledger"),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "Topic" + topic}, // want `prefix "Topic" is glued to topic`
		},
	})
}

// Receipt takes the receipt number as text: how it is written is the
// caller's.
func (r *Repo) Receipt(ctx context.Context, account, no string) {
	r.c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("ledger"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ACCOUNT#" + account},
		"SK": &types.AttributeValueMemberS{Value: "RECEIPT#" + no}, // ok: a string, whatever the caller puts in it
	}})
}

// Revision pads nothing: the revision is reported here; the branch name
// is the caller's.
func (r *Repo) Revision(ctx context.Context, account, branch string, rev int) { // want Revision:`reported sortkeyorder: sort key "SK"`
	r.c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("ledger"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ACCOUNT#" + account},
		"SK": &types.AttributeValueMemberS{Value: "REV#" + branch + "#" + strconv.Itoa(rev)}, // want `rev is written without zero padding in sort key "SK"`
	}})
}

// Revisions lists an account's revisions in order.
func (r *Repo) Revisions(ctx context.Context, account string) {
	r.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("ledger"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :rev)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk":  &types.AttributeValueMemberS{Value: "ACCOUNT#" + account},
			":rev": &types.AttributeValueMemberS{Value: "REV#"},
		},
	})
}

// Tag files an entry under a label, a plain string here.
func (r *Repo) Tag(ctx context.Context, label, id string) {
	r.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("ledger"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "LABEL#" + label}, // ok: any string
		"SK": &types.AttributeValueMemberS{Value: "ENTRY#" + id},
	}})
}

// Daily files an entry under its day. The team keeps one partition a day
// on purpose: silenced here, where the key is built, it is silent at the
// callers too.
func (r *Repo) Daily(ctx context.Context, day, id string) { // want Daily:`reported pktimestamp: partition key "PK"`
	r.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("ledger"), Item: map[string]types.AttributeValue{
		//ddblint:ignore pktimestamp a day's entries are few, read together
		"PK": &types.AttributeValueMemberS{Value: "DAY#" + day},
		"SK": &types.AttributeValueMemberS{Value: "ENTRY#" + id},
	}})
}

// Stamp files a numbered entry under a label, a plain string here.
func (r *Repo) Stamp(ctx context.Context, label string, seq int) { // want Stamp:`reported sortkeyorder: sort key "SK"`
	r.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("ledger"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "STAMP#" + label},           // ok: any string
		"SK": &types.AttributeValueMemberS{Value: "SEQ#" + strconv.Itoa(seq)}, // want `seq is written without zero padding in sort key "SK"`
	}})
}

// Stamps lists a label's entries in order.
func (r *Repo) Stamps(ctx context.Context, label string) {
	r.c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("ledger"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :seq)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk":  &types.AttributeValueMemberS{Value: "STAMP#" + label},
			":seq": &types.AttributeValueMemberS{Value: "SEQ#"},
		},
	})
}
