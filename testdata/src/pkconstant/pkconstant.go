// Package pkconstant: the constant partitions whose growth the code does
// not show are questions for a reviewer; those whose growth it shows are
// pkcardinality's findings, and a partition with a few fixed rows is
// nobody's.
package pkconstant

import (
	"context"
	"strconv"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

type store struct{ c *dynamodb.Client }

func (st *store) put(ctx context.Context, pk, sk string) {
	st.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: pk},
		"SK": &types.AttributeValueMemberS{Value: sk},
	}})
}

func putPlugin(ctx context.Context, c *dynamodb.Client, name string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "PLUGINS"}, // want `partition key "PK" is the constant "PLUGINS" while sort key "SK" varies: every item of this kind shares one partition key value; if the set can grow with use, put an id in the partition key, and if it stays small, nothing to do \(pkconstant\)`
		"SK": &types.AttributeValueMemberS{Value: "PLUGIN#" + name},
	}})
}

func putRoute(ctx context.Context, c *dynamodb.Client, path string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ROUTES"}, // want `the constant "ROUTES" while sort key "SK" varies: .*if the set can grow with use`
		"SK": &types.AttributeValueMemberS{Value: path},
	}})
}

func putStep(ctx context.Context, c *dynamodb.Client, step string, order int) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK":    &types.AttributeValueMemberS{Value: "SETUP"}, // want `the constant "SETUP"`
		"SK":    &types.AttributeValueMemberS{Value: "STEP#" + step},
		"Order": &types.AttributeValueMemberN{Value: strconv.Itoa(order)},
	}})
}

func putTeam(ctx context.Context, c *dynamodb.Client, team string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TEAMS"}, // want `the constant "TEAMS"`
		"SK": &types.AttributeValueMemberS{Value: "TEAM#" + team},
	}})
}

func putRegionConfig(ctx context.Context, c *dynamodb.Client, region string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "CONFIG#REGIONS"}, // want `the constant "CONFIG#REGIONS"`
		"SK": &types.AttributeValueMemberS{Value: region},
	}})
}

func putEmoji(ctx context.Context, c *dynamodb.Client, code string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "EMOJI"}, // want `the constant "EMOJI"`
		"SK": &types.AttributeValueMemberS{Value: code},
	}})
}

type widget struct {
	PK   string `dynamodbav:"PK"`
	SK   string `dynamodbav:"SK"`
	Name string `dynamodbav:"Name"`
}

func newWidget(name string) widget {
	return widget{PK: "WIDGETS", SK: "WIDGET#" + name, Name: name} // want `the constant "WIDGETS"`
}

func putLeague(ctx context.Context, c *dynamodb.Client, league string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "LEAGUES"}, // want `the constant "LEAGUES"`
		"SK": &types.AttributeValueMemberS{Value: league},
	}})
}

func putChannel(ctx context.Context, c *dynamodb.Client, channel string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "CHANNELS"}, // want `the constant "CHANNELS"`
		"SK": &types.AttributeValueMemberS{Value: "CHANNEL#" + channel},
	}})
}

func putTemplate(ctx context.Context, c *dynamodb.Client, name string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TEMPLATES"}, // want `the constant "TEMPLATES"`
		"SK": &types.AttributeValueMemberS{Value: name},
	}})
}

func putWebhook(ctx context.Context, c *dynamodb.Client, url string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "WEBHOOKS"}, // want `the constant "WEBHOOKS"`
		"SK": &types.AttributeValueMemberS{Value: url},
	}})
}

func putProvider(ctx context.Context, c *dynamodb.Client, provider string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "PROVIDERS"}, // want `the constant "PROVIDERS"`
		"SK": &types.AttributeValueMemberS{Value: "PROVIDER#" + provider},
	}})
}

// An administrator's console mints ids, yet adds what its users add.
type AdminAPI struct{ c *dynamodb.Client }

func (a *AdminAPI) CreateBanner(ctx context.Context, text string) {
	a.c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK":   &types.AttributeValueMemberS{Value: "BANNERS"}, // want `the constant "BANNERS"`
		"SK":   &types.AttributeValueMemberS{Value: uuid.NewString()},
		"Text": &types.AttributeValueMemberS{Value: text},
	}})
}

// Read only here: the write is elsewhere, and nothing here shows growth.
func getCurrency(ctx context.Context, c *dynamodb.Client, code string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "CURRENCY#ALL"}, // want `the constant "CURRENCY#ALL"`
		"SK": &types.AttributeValueMemberS{Value: code},
	}})
}

// Look-alikes: growth shown (pkcardinality reports them), or nothing to ask.

func createOrder(ctx context.Context, c *dynamodb.Client) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ORDERS"}, // ok: a minted id, pkcardinality's
		"SK": &types.AttributeValueMemberS{Value: uuid.NewString()},
	}})
}

func putAudit(ctx context.Context, c *dynamodb.Client) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "AUDIT"}, // ok: grows with time, pkcardinality's
		"SK": &types.AttributeValueMemberS{Value: time.Now().UTC().Format(time.RFC3339Nano)},
	}})
}

func putSession(ctx context.Context, c *dynamodb.Client, token string, exp int64) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK":  &types.AttributeValueMemberS{Value: "SESSIONS"}, // ok: items expire, pkcardinality's
		"SK":  &types.AttributeValueMemberS{Value: token},
		"ttl": &types.AttributeValueMemberN{Value: strconv.FormatInt(exp, 10)},
	}})
}

func putTags(ctx context.Context, c *dynamodb.Client, tags []string) {
	for _, tag := range tags {
		c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "TAGS"}, // ok: written in a loop, pkcardinality's
			"SK": &types.AttributeValueMemberS{Value: tag},
		}})
	}
}

func handleMessage(ctx context.Context, c *dynamodb.Client, ev events.SQSEvent) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "INBOX"}, // ok: once per event, pkcardinality's
		"SK": &types.AttributeValueMemberS{Value: ev.Records[0].MessageId},
	}})
}

func putSettings(ctx context.Context, c *dynamodb.Client) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "CONFIG"}, // ok: a single row
		"SK": &types.AttributeValueMemberS{Value: "SETTINGS"},
	}})
}

type Toggle string

const (
	ToggleDark Toggle = "dark"
	ToggleBeta Toggle = "beta"
	ToggleMaps Toggle = "maps"
)

func putToggle(ctx context.Context, c *dynamodb.Client, t Toggle) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TOGGLES"}, // ok: three fixed rows
		"SK": &types.AttributeValueMemberS{Value: "TOGGLE#" + string(t)},
	}})
}

func putUser(ctx context.Context, c *dynamodb.Client, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + id}, // ok: the partition varies
		"SK": &types.AttributeValueMemberS{Value: "PROFILE"},
	}})
}

type Status string

const (
	StatusOpen   Status = "open"
	StatusClosed Status = "closed"
)

func putByStatus(ctx context.Context, c *dynamodb.Client, s Status, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "STATUS#" + string(s)}, // ok: few values, pkcardinality's first form
		"SK": &types.AttributeValueMemberS{Value: id},
	}})
}

func putFlag(ctx context.Context, c *dynamodb.Client, on bool) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "FLAGS"}, // ok: two rows
		"SK": &types.AttributeValueMemberS{Value: strconv.FormatBool(on)},
	}})
}

func getSettings(ctx context.Context, c *dynamodb.Client) {
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "CONFIG"}, // ok: a read of one fixed row
		"SK": &types.AttributeValueMemberS{Value: "SETTINGS"},
	}})
}

func putCounter(ctx context.Context, st *store, day string) {
	st.put(ctx, "COUNTER#"+day, "TOTAL") // ok: the partition varies by day (pktimestamp's question, not this rule's)
}
