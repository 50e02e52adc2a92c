package ddblint

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func put(ctx context.Context, c *dynamodb.Client, a, b string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER" + a}, // want `prefix "USER" is glued to a .*\(keydelimiter\)`
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		//ddblint:ignore keydelimiter legacy keys, migrated in #42
		"PK": &types.AttributeValueMemberS{Value: "USER" + a},
		"SK": &types.AttributeValueMemberS{Value: "ORDER" + b}, //ddblint:ignore keydelimiter same-line directive with a reason
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER" + a}, //ddblint:ignore keydelimiter // want `prefix "USER" is glued` `ddblint:ignore directive for keydelimiter needs a reason after the rule names \(ddblint\)`
	}})
	//ddblint:ignore keydelimiter nothing to suppress here // want `ddblint:ignore directive for keydelimiter suppresses nothing: no keydelimiter finding on this line or the next \(ddblint\)`
	_ = a

	//ddblint:ignore nosuchrule because // want `ddblint:ignore names unknown rule "nosuchrule" \(ddblint\)`
	_ = b

	//ddblint:ignore // want `ddblint:ignore directive names no rule`
	_ = b
	//ddblint:ignored is someone else's directive and is left alone
	_ = b
}
