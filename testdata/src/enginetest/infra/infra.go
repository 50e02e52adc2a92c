// Package infra reads and writes tables whose key schemas come from the
// infrastructure files that .ddblint.yml lists: template.yaml
// (CloudFormation and SAM) and main.tf (Terraform).
package infra // want `tables orders=customerId/orderId\[byStatus=status/placedAt\]@.*template\.yaml:5 EventsTable~\*-events=streamId/seq@.*template\.yaml:19 Carts=cartId@.*template\.yaml:26 audit~\*-audit=actor/at@.*main\.tf:5`

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func named(ctx context.Context, c *dynamodb.Client, customer, order string, at time.Time) {
	// The template's KeySchema: customerId and orderId are the keys of
	// orders, whatever their names.
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"customerId": &types.AttributeValueMemberS{Value: "C#" + customer},         // want `PutItem write orders customerId partition key = C#<string:customer>`
			"orderId":    &types.AttributeValueMemberS{Value: order},                   // want `PutItem write orders orderId sort key = <string:order>`
			"status":     &types.AttributeValueMemberS{Value: "NEW"},                   // want `PutItem write orders status partition key byStatus = NEW`
			"placedAt":   &types.AttributeValueMemberS{Value: at.Format(time.RFC3339)}, // want `PutItem write orders placedAt sort key byStatus = <time:at layout=2006-01-02T15:04:05Z07:00>`
			// The template is the whole truth for orders: PK is no key here.
			"PK": &types.AttributeValueMemberS{Value: customer},
		},
	})
	// Another table: customerId is no key there.
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("customers"),
		Item: map[string]types.AttributeValue{
			"customerId": &types.AttributeValueMemberS{Value: customer},
			"PK":         &types.AttributeValueMemberS{Value: customer}, // want `PutItem write customers PK partition key = <string:customer>`
		},
	})
}

func patterns(ctx context.Context, c *dynamodb.Client, stream, cart, actor string, seq int) {
	// !Sub "${Env}-events" matches prod-events.
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("prod-events"),
		Key: map[string]types.AttributeValue{
			"streamId": &types.AttributeValueMemberS{Value: stream}, // want `GetItem read prod-events streamId partition key = <string:stream>`
		},
	})
	// ... but not events-archive, whose Key of one attribute is the whole
	// key of a table declared nowhere (learned, not matched).
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("events-archive"),
		Key: map[string]types.AttributeValue{
			"streamId": &types.AttributeValueMemberS{Value: stream}, // want `GetItem read events-archive streamId partition key = <string:stream>`
		},
	})
	// A table named by !Ref is known by its logical id.
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("Carts"),
		Key: map[string]types.AttributeValue{
			"cartId": &types.AttributeValueMemberS{Value: cart}, // want `GetItem read Carts cartId partition key = <string:cart>`
		},
	})
	// Terraform's "${var.env}-audit".
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("dev-audit"),
		Key: map[string]types.AttributeValue{
			"actor": &types.AttributeValueMemberS{Value: actor}, // want `GetItem read dev-audit actor partition key = <string:actor>`
		},
	})
}
