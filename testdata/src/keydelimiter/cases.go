package keydelimiter

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A helper with one return per kind: the text its returns share is the
// separator, which stays in the template its calls build.

func ruleKey(kind int, id string) string {
	switch kind {
	case 1:
		return "BINARY#" + id
	case 2:
		return "CERT#" + id
	}
	return ""
}

func gluedRuleKey(kind int, id string) string {
	switch kind {
	case 1:
		return "BINARY" + id
	case 2:
		return "CERT" + id
	}
	return ""
}

func putRule(ctx context.Context, c *dynamodb.Client, kind int, id string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "RULES#" + id},
		"SK":     &types.AttributeValueMemberS{Value: ruleKey(kind, id)},      // ok: "#" after each prefix
		"GSI1SK": &types.AttributeValueMemberS{Value: gluedRuleKey(kind, id)}, // not yet judged: the texts glued to id differ per return, and the rule sees a choice of texts beside it
	}})
}
