package pkcardinality

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A key condition built in steps: the range on the index's sort key is
// added only when the caller gives a bound. Both shapes are queries of
// the state index; the state alone decides the partition.
func leasesByState(ctx context.Context, c *dynamodb.Client, state, until string) {
	cond := "#s = :s"
	vals := map[string]types.AttributeValue{
		":s": &types.AttributeValueMemberS{Value: state}, // want `partition key "state" of index by-state takes its only varying part from state, whose name says it has few possible values`
	}
	if until != "" {
		cond += " AND expires_on <= :u"
		vals[":u"] = &types.AttributeValueMemberS{Value: until}
	}
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("leases"),
		IndexName:                 aws.String("by-state"),
		KeyConditionExpression:    aws.String(cond),
		ExpressionAttributeNames:  map[string]string{"#s": "state"},
		ExpressionAttributeValues: vals,
	})
}

// The same steps over an index keyed by an id: the partition key has as
// many values as there are tenants.
func leasesOfTenant(ctx context.Context, c *dynamodb.Client, tenant, until string) {
	cond := "#t = :t"
	vals := map[string]types.AttributeValue{
		":t": &types.AttributeValueMemberS{Value: tenant}, // ok: an id
	}
	if until != "" {
		cond += " AND expires_on <= :u"
		vals[":u"] = &types.AttributeValueMemberS{Value: until}
	}
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("leases"),
		IndexName:                 aws.String("by-tenant"),
		KeyConditionExpression:    aws.String(cond),
		ExpressionAttributeNames:  map[string]string{"#t": "tenant_id"},
		ExpressionAttributeValues: vals,
	})
}

// A condition grown in a loop has no text ddblint can know: silent.
func leasesByKinds(ctx context.Context, c *dynamodb.Client, kind string, extra []string) {
	cond := "#k = :k"
	for _, e := range extra {
		cond += e
	}
	c.Query(ctx, &dynamodb.QueryInput{
		TableName:                aws.String("leases"),
		IndexName:                aws.String("by-kind"),
		KeyConditionExpression:   aws.String(cond),
		ExpressionAttributeNames: map[string]string{"#k": "kind"},
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":k": &types.AttributeValueMemberS{Value: kind}, // ok: the condition is unknown
		},
	})
}
