// Package related has a finding with related locations: a helper glues a
// key, and two callers call it. Under golangci-lint the finding must be one
// issue, the call sites named in its message (gclplugin's oneIssue).
package related

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func get(ctx context.Context, c *dynamodb.Client, id string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER" + id}, // want `prefix "USER" is glued to id .* \(also at src/gclplugin/related/related\.go:20, src/gclplugin/related/related\.go:21\) \(keydelimiter\)$`
	}})
}

func callers(ctx context.Context, c *dynamodb.Client, a, b string) {
	get(ctx, c, a)
	get(ctx, c, b)
}
