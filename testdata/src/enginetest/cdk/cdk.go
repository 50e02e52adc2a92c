// Package cdk declares tables with the AWS CDK and uses them in the same
// package.
package cdk // want `tables orders=tenant/orderId\[byCustomer=customerId,byDate=tenant/placedAt\]@CDK NewTable at cdk/cdk.go:\d+ Sessions~\*-sessions=sessionId\[byUser=userId/startedAt,byStart=sessionId/startedAt\]@CDK NewTableV2 at cdk/cdk.go:\d+`

import (
	"context"

	"github.com/aws/aws-cdk-go/awscdk/v2/awsdynamodb"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"
)

func Stack(scope constructs.Construct, env string) {
	orders := awsdynamodb.NewTable(scope, jsii.String("Orders"), &awsdynamodb.TableProps{
		TableName:    jsii.String("orders"),
		PartitionKey: &awsdynamodb.Attribute{Name: jsii.String("tenant"), Type: awsdynamodb.AttributeType_STRING},
		SortKey:      &awsdynamodb.Attribute{Name: jsii.String("orderId"), Type: awsdynamodb.AttributeType_STRING},
	})
	orders.AddGlobalSecondaryIndex(&awsdynamodb.GlobalSecondaryIndexProps{
		IndexName:    jsii.String("byCustomer"),
		PartitionKey: &awsdynamodb.Attribute{Name: jsii.String("customerId"), Type: awsdynamodb.AttributeType_STRING},
	})
	orders.AddLocalSecondaryIndex(&awsdynamodb.LocalSecondaryIndexProps{
		IndexName: jsii.String("byDate"),
		SortKey:   &awsdynamodb.Attribute{Name: jsii.String("placedAt"), Type: awsdynamodb.AttributeType_STRING},
	})

	startKey := &awsdynamodb.Attribute{Name: jsii.String("startedAt"), Type: awsdynamodb.AttributeType_STRING}
	awsdynamodb.NewTableV2(scope, jsii.String("Sessions"), &awsdynamodb.TablePropsV2{
		TableName:    jsii.String(env + "-sessions"),
		PartitionKey: &awsdynamodb.Attribute{Name: jsii.String("sessionId"), Type: awsdynamodb.AttributeType_STRING},
		GlobalSecondaryIndexes: &[]*awsdynamodb.GlobalSecondaryIndexPropsV2{{
			IndexName:    jsii.String("byUser"),
			PartitionKey: &awsdynamodb.Attribute{Name: jsii.String("userId"), Type: awsdynamodb.AttributeType_STRING},
			SortKey:      startKey,
		}},
		LocalSecondaryIndexes: &[]*awsdynamodb.LocalSecondaryIndexProps{{
			IndexName: jsii.String("byStart"),
			SortKey:   startKey,
		}},
	})
}

func use(ctx context.Context, c *dynamodb.Client, tenant, order, customer, session string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("orders"),
		Item: map[string]types.AttributeValue{
			"tenant":     &types.AttributeValueMemberS{Value: "T#" + tenant}, // want `PutItem write orders tenant partition key = T#<string:tenant>`
			"orderId":    &types.AttributeValueMemberS{Value: order},         // want `PutItem write orders orderId sort key = <string:order>`
			"customerId": &types.AttributeValueMemberS{Value: customer},      // want `PutItem write orders customerId partition key byCustomer = <string:customer>`
		},
	})
	c.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("prod-sessions"),
		Key: map[string]types.AttributeValue{
			"sessionId": &types.AttributeValueMemberS{Value: session}, // want `GetItem read prod-sessions sessionId partition key = <string:session>`
		},
	})
	// Another table: tenant is no key there.
	c.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("tenants"),
		Item: map[string]types.AttributeValue{
			"tenant": &types.AttributeValueMemberS{Value: tenant},
		},
	})
}
