package sortkeyorder

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// listPartition lists any partition in sort-key order: its partition key
// comes from the caller, and the request names no table, so it may read
// every design of this package in order. The package's writes of numbers
// in sort keys (elemfields.go, unixparams.go, world.go) are reported for
// it; package exactkey has the package that reads such designs by whole
// key only.
func listPartition(ctx context.Context, c *dynamodb.Client, pk string) {
	c.Query(ctx, &dynamodb.QueryInput{
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: pk},
		},
	})
}
