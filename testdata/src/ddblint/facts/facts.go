// Package facts pins that one design fact stated by several keys of an
// item (one value in the table key and the index keys, or in the several
// returns of a key method) is reported once, at the table key, with the
// other keys related.
package facts

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Every index of the member item is partitioned by the same constant: one
// fact, reported at PK.
func putMember(ctx context.Context, db *dynamodb.Client, id, email, team string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("app"),
		Item: map[string]types.AttributeValue{
			"PK":     &types.AttributeValueMemberS{Value: "MEMBER#"}, // want `partition key "PK" is the constant "MEMBER#" while sort key "SK" varies`
			"SK":     &types.AttributeValueMemberS{Value: id},
			"GSI1PK": &types.AttributeValueMemberS{Value: "MEMBER#"},
			"GSI1SK": &types.AttributeValueMemberS{Value: email},
			"GSI2PK": &types.AttributeValueMemberS{Value: "MEMBER#"},
			"GSI2SK": &types.AttributeValueMemberS{Value: team},
		},
	})
}

// Two different constants are two facts: both reported.
func putTeam(ctx context.Context, db *dynamodb.Client, id, name string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("app"),
		Item: map[string]types.AttributeValue{
			"PK":     &types.AttributeValueMemberS{Value: "TEAM#"}, // want `partition key "PK" is the constant "TEAM#" while sort key "SK" varies`
			"SK":     &types.AttributeValueMemberS{Value: id},
			"GSI1PK": &types.AttributeValueMemberS{Value: "TEAMNAME#"}, // want `partition key "GSI1PK" of index GSI1 is the constant "TEAMNAME#"`
			"GSI1SK": &types.AttributeValueMemberS{Value: name},
		},
	})
}

// One unpadded number in the sort key and an index's sort key: one fact,
// at SK; its fix mends both (checked by the test).
func putInvoice(ctx context.Context, db *dynamodb.Client, customer string, n int) {
	db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("app"),
		Item: map[string]types.AttributeValue{
			"PK":     &types.AttributeValueMemberS{Value: "CUSTOMER#" + customer},
			"SK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("INVOICE#%d", n)}, // want `n is written without zero padding in sort key "SK"`
			"GSI1PK": &types.AttributeValueMemberS{Value: "INVOICES#" + customer},
			"GSI1SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("INVOICE#%d", n)},
		},
	})
}

// Two different numbers are two facts: both reported.
func putLine(ctx context.Context, db *dynamodb.Client, order string, line, page int) {
	db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("app"),
		Item: map[string]types.AttributeValue{
			"PK":     &types.AttributeValueMemberS{Value: "ORDER#" + order},
			"SK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("LINE#%d", line)}, // want `line is written without zero padding in sort key "SK"`
			"GSI1PK": &types.AttributeValueMemberS{Value: "PAGES#" + order},
			"GSI1SK": &types.AttributeValueMemberS{Value: "PAGE#" + strconv.Itoa(page)}, // want `page is written without zero padding in sort key "GSI1SK" of index GSI1`
		},
	})
}

// Keys a wrapper library asks the item for (never seen calling the SDK).
type Keys struct {
	PK     string
	SK     string
	GSI1PK string
	GSI1SK string
}

type Status string

const (
	Draft  Status = "DRAFT"
	Active Status = "ACTIVE"
)

// Policy hands out index keys only for its current version. Each return is
// judged; the constant partition and the unpadded version both returns
// write are one fact each, reported at the first return.
type Policy struct {
	ID      string
	Version int
	Current bool
	Status  Status
}

func (p *Policy) DDBKeys() (Keys, error) {
	if p.Current {
		return Keys{
			PK:     "POLICY#",                            // want `partition key "PK" is the constant "POLICY#" while sort key "SK" varies`
			SK:     p.ID + "#" + strconv.Itoa(p.Version), // want `p.Version is written without zero padding in sort key "SK"`
			GSI1PK: "POLICY_STATUS#" + string(p.Status),  // want `partition key "GSI1PK" of index GSI1 takes its only varying part from p.Status, which has 2 possible values`
			GSI1SK: p.ID,
		}, nil
	}
	return Keys{
		PK: "POLICY#",
		SK: p.ID + "#" + strconv.Itoa(p.Version),
	}, nil
}

// One day bucket in the table key and an index key: one fact, at PK.
func putVisit(ctx context.Context, db *dynamodb.Client, at time.Time, id string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("app"),
		Item: map[string]types.AttributeValue{
			"PK":     &types.AttributeValueMemberS{Value: "VISIT#" + at.Format("2006-01-02")}, // want `partition key "PK" varies only by the date`
			"SK":     &types.AttributeValueMemberS{Value: id},
			"GSI1PK": &types.AttributeValueMemberS{Value: "VISIT#" + at.Format("2006-01-02")},
			"GSI1SK": &types.AttributeValueMemberS{Value: at.Format(time.RFC3339)},
		},
	})
}

// A prefix glued the same way in a table key and an index key: one
// keydelimiter finding each for the partition and the sort key, at the
// table's keys; the shared variable pk is one fact too.
func putGlued(ctx context.Context, db *dynamodb.Client, id string) {
	pk := "ACCOUNT" + id
	db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("app"),
		Item: map[string]types.AttributeValue{
			"PK":     &types.AttributeValueMemberS{Value: "USER" + id}, // want `prefix "USER" is glued to id`
			"SK":     &types.AttributeValueMemberS{Value: pk},          // want `prefix "ACCOUNT" is glued to id`
			"GSI1PK": &types.AttributeValueMemberS{Value: "USER" + id},
			"GSI1SK": &types.AttributeValueMemberS{Value: pk},
		},
	})
}
