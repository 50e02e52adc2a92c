package sortkeyorder

// strconv's only use is the one the fix replaces: its import becomes fmt's.

import (
	"context"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func swapsImport(ctx context.Context, c *dynamodb.Client, n int64) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"SK": &types.AttributeValueMemberS{Value: "N#" + strconv.FormatInt(n, 10)}, // want `n is written without zero padding in sort key "SK"`
	}})
}
