// Package storage reads the items other packages write. A constant
// partition key taken from another package of the module is not reported
// here: this package cannot know whether the module also writes it, and
// the write, where the fix goes, is reported in the package that writes.
package storage

import (
	"context"

	"pkcardinality/svc/keys"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// auditPK is spelled in this package, which only reads it.
const auditPK = "AUDIT#ALL"

func getUser(ctx context.Context, c *dynamodb.Client, id string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: keys.Users.PK1}, // ok: a catalogue entry, reported at the write
		"SK": &types.AttributeValueMemberS{Value: keys.Users.SK1(id)},
	}})
}

func listUsers(ctx context.Context, c *dynamodb.Client, from string) {
	pk := keys.Users.PK1
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("app"),
		KeyConditionExpression: aws.String("PK = :pk AND SK > :from"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk":   &types.AttributeValueMemberS{Value: pk}, // ok: the catalogue's text, through a variable
			":from": &types.AttributeValueMemberS{Value: "PROFILE#" + from},
		},
	})
}

// The users of one status: the catalogue's partition design, reported
// where the users package writes it.
func listByStatus(ctx context.Context, c *dynamodb.Client, s keys.Status) {
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("app"),
		IndexName:              aws.String("GSI1"),
		KeyConditionExpression: aws.String("GSI1PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: keys.Users.ByStatus(s)}, // ok: a catalogue entry, reported at the write
		},
	})
}

// Sessions by state, a design spelled (and only read) here: reported at
// its first read, once.
func listSessions(ctx context.Context, c *dynamodb.Client, s keys.Status, from string) {
	for _, sk := range []string{"SESSION#" + from, "TOKEN#" + from} {
		c.Query(ctx, &dynamodb.QueryInput{
			TableName:              aws.String("app"),
			IndexName:              aws.String("GSI1"),
			KeyConditionExpression: aws.String("GSI1PK = :pk AND GSI1SK > :sk"),
			ExpressionAttributeValues: map[string]types.AttributeValue{
				":pk": &types.AttributeValueMemberS{Value: "SESSION_STATUS#" + string(s)}, // want `partition key "GSI1PK" of index GSI1 takes its only varying part from s, which has 2 possible values`
				":sk": &types.AttributeValueMemberS{Value: sk},
			},
		})
	}
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("app"),
		IndexName:              aws.String("GSI1"),
		KeyConditionExpression: aws.String("GSI1PK = :pk AND begins_with(GSI1SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "SESSION_STATUS#" + string(s)}, // ok: the same design, reported at its first read above
			":sk": &types.AttributeValueMemberS{Value: "DEVICE#"},
		},
	})
}

func getTeamAndInvite(ctx context.Context, c *dynamodb.Client, id string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: keys.TeamsPK}, // ok: an exported constant of another package
		"SK": &types.AttributeValueMemberS{Value: "TEAM#" + id},
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: keys.InvitesPK()}, // ok: a helper of another package
		"SK": &types.AttributeValueMemberS{Value: "INVITE#" + id},
	}})
}

func audit(ctx context.Context, c *dynamodb.Client, day, id string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: auditPK}, // want `partition key "PK" is the constant "AUDIT#ALL" while sort key "SK" varies`
		"SK": &types.AttributeValueMemberS{Value: "DAY#" + day},
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "SESSION#ALL"}, // want `partition key "PK" is the constant "SESSION#ALL" while sort key "SK" varies`
		"SK": &types.AttributeValueMemberS{Value: "SESSION#" + id},
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "SESSION#ALL"}, // ok: reported at the first read
		"SK": &types.AttributeValueMemberS{Value: "TOKEN#" + id},
	}})
}
