// The Pulumi program that deploys the tables, in a module of its own that
// the service does not import (its go.mod is left out here: the test lists
// this file with -schemas, and ddblint reads it without compiling it).
package main

import (
	"github.com/pulumi/pulumi-aws/sdk/v6/go/aws/dynamodb"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

const sessionsTable = "sessions"

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		_, err := dynamodb.NewTable(ctx, "orders", &dynamodb.TableArgs{
			Name:     pulumi.String("orders"),
			HashKey:  pulumi.String("customerId"),
			RangeKey: pulumi.String("orderId"),
			Attributes: dynamodb.TableAttributeArray{
				&dynamodb.TableAttributeArgs{Name: pulumi.String("customerId"), Type: pulumi.String("S")},
				&dynamodb.TableAttributeArgs{Name: pulumi.String("orderId"), Type: pulumi.String("S")},
				&dynamodb.TableAttributeArgs{Name: pulumi.String("status"), Type: pulumi.String("S")},
				&dynamodb.TableAttributeArgs{Name: pulumi.String("placedAt"), Type: pulumi.String("N")},
			},
			GlobalSecondaryIndexes: dynamodb.TableGlobalSecondaryIndexArray{
				&dynamodb.TableGlobalSecondaryIndexArgs{
					Name:           pulumi.String("byStatus"),
					HashKey:        pulumi.String("status"),
					RangeKey:       pulumi.String("placedAt"),
					ProjectionType: pulumi.String("ALL"),
				},
			},
		})
		if err != nil {
			return err
		}
		_, err = dynamodb.NewTable(ctx, "sessions", &dynamodb.TableArgs{
			Name:    pulumi.String(sessionsTable),
			HashKey: pulumi.String("sessionId"),
		})
		return err
	})
}
