package sortkeyorder

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"sortkeyorder/keys"
)

// A time formatted by a helper of the package is judged as the helper
// writes it, whatever time the caller passes.

func loggedAt(t time.Time) string { return t.Format(time.RFC3339Nano) }

func loggedAtFixed(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000000000Z") }

func logEntry(ctx context.Context, c *dynamodb.Client, at time.Time, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "LOG#" + id},
		"SK":     &types.AttributeValueMemberS{Value: "AT#" + loggedAt(at)},              // want `in sort key "SK": the fraction's trailing zeros are trimmed`
		"GSI1SK": &types.AttributeValueMemberS{Value: "AT#" + loggedAt(time.Now())},      // want `in sort key "GSI1SK" of index GSI1: the fraction's trailing zeros are trimmed`
		"GSI2SK": &types.AttributeValueMemberS{Value: "AT#" + loggedAtFixed(at)},         // ok: a fixed-width fraction
		"GSI3SK": &types.AttributeValueMemberS{Value: "AT#" + loggedAtFixed(time.Now())}, // ok
	}})
}

// A helper that builds the key condition from the time it is given formats
// it first: the caller's time.Time is not what the SDK writes.

func onDay(day time.Time) expression.KeyConditionBuilder {
	return expression.Key("PK").Equal(expression.Value("BIRTHDAYS")).
		And(expression.Key("SK").Equal(expression.Value(day.Format("01-02"))))
}

func atTime(at time.Time) expression.KeyConditionBuilder {
	return expression.Key("PK").Equal(expression.Value("EVENTS")).
		And(expression.Key("SK").LessThan(expression.Value(at))) // want `at is written with layout "2006-01-02T15:04:05.999999999Z07:00" \(how the SDK encodes a time.Time\) in sort key "SK"`
}

func birthdays(ctx context.Context, c *dynamodb.Client) {
	byDay, _ := expression.NewBuilder().WithKeyCondition(onDay(time.Now())).Build() // ok: the helper writes "01-02"
	c.Query(ctx, &dynamodb.QueryInput{KeyConditionExpression: byDay.KeyCondition(), ExpressionAttributeValues: byDay.Values()})
	before, _ := expression.NewBuilder().WithKeyCondition(atTime(time.Now())).Build() // ok: reported in the helper
	c.Query(ctx, &dynamodb.QueryInput{KeyConditionExpression: before.KeyCondition(), ExpressionAttributeValues: before.Values()})
	other, _ := expression.NewBuilder().WithKeyCondition(keys.OnDay(time.Now())).Build() // ok: the helper writes "01-02"
	c.Query(ctx, &dynamodb.QueryInput{KeyConditionExpression: other.KeyCondition(), ExpressionAttributeValues: other.Values()})
	spec, _ := expression.NewBuilder().WithKeyCondition(keys.Spec(time.Now())()).Build() // ok: as above, through a function value
	c.Query(ctx, &dynamodb.QueryInput{KeyConditionExpression: spec.KeyCondition(), ExpressionAttributeValues: spec.Values()})
	encoded, _ := expression.NewBuilder().WithKeyCondition(keys.Before(time.Now())).Build() // want `in sort key "SK"`
	c.Query(ctx, &dynamodb.QueryInput{KeyConditionExpression: encoded.KeyCondition(), ExpressionAttributeValues: encoded.Values()})
}
