package generated

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

func user(ctx context.Context, c *dynamodb.Client, id string) {
	save(ctx, c, "USER#"+id)  // want `PutItem via save write PK partition key = USER#<string:id>`
	Save(ctx, c, "ORDER#"+id) // want `PutItem via Save write PK partition key = ORDER#<string:id>`
}
