package pkcardinality

import (
	"context"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A sort key read from a map the request or event carries is data, not a
// constant: the constant partition collects one item per caller.

func openSession(ctx context.Context, c *dynamodb.Client, req events.APIGatewayProxyRequest) {
	ctxAuth := req.RequestContext.Authorizer
	caller := ctxAuth["principalId"].(string)
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("sessions"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "SESSIONS"}, // want `partition key "PK" is the constant "SESSIONS" while sort key "SK" varies`
			"SK": &types.AttributeValueMemberS{Value: caller},
		},
	})
}

func rememberDevice(ctx context.Context, c *dynamodb.Client, attrs map[string]string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("devices"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "DEVICES"}, // want `partition key "PK" is the constant "DEVICES" while sort key "SK" varies`
			"SK": &types.AttributeValueMemberS{Value: attrs["device"]},
		},
	})
}

// Maps that may hold constants: the package's, a receiver's, or one the
// function builds. A lookup in them may name one fixed row.

var settingRows = map[string]string{"theme": "THEME", "locale": "LOCALE"}

type settingsStore struct {
	c    *dynamodb.Client
	rows map[string]string
}

func saveSetting(ctx context.Context, c *dynamodb.Client, name string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("settings"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "SETTINGS"}, // ok: a package table of row names
			"SK": &types.AttributeValueMemberS{Value: settingRows[name]},
		},
	})
}

func (s *settingsStore) save(ctx context.Context, name string) {
	s.c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("settings"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "SETTINGS"}, // ok: the receiver's table of row names
			"SK": &types.AttributeValueMemberS{Value: s.rows[name]},
		},
	})
}

func saveLocal(ctx context.Context, c *dynamodb.Client, name string) {
	rows := map[string]string{"theme": "THEME"}
	rows["locale"] = "LOCALE"
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("settings"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "SETTINGS"}, // ok: a map the function fills with constants
			"SK": &types.AttributeValueMemberS{Value: rows[name]},
		},
	})
}
