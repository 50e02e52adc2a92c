package pkcardinality

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"pkcardinality/keys"
)

// A sort key from another package's helper with one return per kind
// varies with the id every return holds, beside a constant partition.

func putRules(ctx context.Context, c *dynamodb.Client, kind int, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "GLOBAL_RULES"}, // want `partition key "PK" is the constant "GLOBAL_RULES" while sort key "SK" varies`
		"SK": &types.AttributeValueMemberS{Value: keys.RuleSK(kind, id)},
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "LABELS"}, // ok: the helper may return a constant
		"SK": &types.AttributeValueMemberS{Value: keys.LabelSK(kind, id)},
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "RULES_BY_VAR"}, // want `partition key "PK" is the constant "RULES_BY_VAR" while sort key "SK" varies`
		"SK": &types.AttributeValueMemberS{Value: keys.RuleKey(kind, id)},
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TAGS"}, // ok: the helper may return a constant
		"SK": &types.AttributeValueMemberS{Value: keys.TagKey(kind, id)},
	}})
}
