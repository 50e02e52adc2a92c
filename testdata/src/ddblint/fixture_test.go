package ddblint

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Test files are skipped by default, directives included: a fixture builds
// keys to exercise the code, not to design the table. With -tests both the
// finding and the unused directive below are reported.
func seedFixture(ctx context.Context, c *dynamodb.Client, a string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER" + a},
	}})
	//ddblint:ignore keydelimiter unused, but in a test file
	_ = a
}
