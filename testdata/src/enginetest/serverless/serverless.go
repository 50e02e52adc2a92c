// Package serverless writes to the table its serverless.yml declares, named
// ${self:service}-orders-${sls:stage}: any stage's table matches.
package serverless // want `tables OrdersTable~shop-orders-\*=customerId/orderId\[byStatus=status/orderId\]@.*serverless\.yml:14`

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func put(ctx context.Context, c *dynamodb.Client, customer, order string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shop-orders-prod"), Item: map[string]types.AttributeValue{
		"customerId": &types.AttributeValueMemberS{Value: "C#" + customer}, // want `PutItem write shop-orders-prod customerId partition key = C#<string:customer>`
		"orderId":    &types.AttributeValueMemberS{Value: "O#" + order},    // want `PutItem write shop-orders-prod orderId sort key = O#<string:order>`
		"status":     &types.AttributeValueMemberS{Value: "NEW"},           // want `PutItem write shop-orders-prod status partition key byStatus = NEW`
		"PK":         &types.AttributeValueMemberS{Value: customer},        // ok: the service file is the whole truth for this table
	}})
	// Another service's table: the default names apply.
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("billing-invoices-prod"), Item: map[string]types.AttributeValue{
		"customerId": &types.AttributeValueMemberS{Value: customer},
		"PK":         &types.AttributeValueMemberS{Value: customer}, // want `PutItem write billing-invoices-prod PK partition key = <string:customer>`
	}})
}
