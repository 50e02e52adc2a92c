// Package names is checked with -mutable-attributes=workflowStep, which
// replaces the default list.
package names

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Ticket struct {
	ID           string
	WorkflowStep string
	Status       string
	Step         string
}

func put(ctx context.Context, c *dynamodb.Client, t Ticket, order_workflow_step string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("tickets"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "T#" + order_workflow_step}, // want `partition key "PK" embeds order_workflow_step, which changes`
			"SK": &types.AttributeValueMemberS{Value: "STEP#" + t.WorkflowStep},   // want `sort key "SK" embeds t.WorkflowStep, which changes`
		},
	})
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("tickets"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "STATUS#" + t.Status}, // ok: status is not in the configured list
			"SK": &types.AttributeValueMemberS{Value: "STEP#" + t.Step},     // ok: step alone is not workflowStep
		},
	})
}
