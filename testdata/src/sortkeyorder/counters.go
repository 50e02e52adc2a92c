package sortkeyorder

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A loop's counter between constant bounds takes a known set of values:
// when the first and the last have the same number of digits, all of them
// do, and they sort as text in numeric order without padding.

func seedOrders(ctx context.Context, c *dynamodb.Client, user string, n int) {
	for i := 1; i <= 5; i++ {
		c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + user},
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER#%d", i)}, // ok: 1 to 5, one digit each
		}})
	}
	for h := 10; h < 24; h++ {
		c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + user},
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("HOUR#%d", h)}, // ok: 10 to 23, two digits each
		}})
	}
	for d := range 7 {
		c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + user},
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("DAY#%d", d)}, // ok: 0 to 6
		}})
	}
	for i := 0; i <= 10; i++ {
		c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + user},
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("SLOT#%d", i)}, // want `i is written without zero padding in sort key "SK"`
		}})
	}
	for i := range 12 {
		c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + user},
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("MONTH#%d", i)}, // want `i is written without zero padding in sort key "SK"`
		}})
	}
	for i := 0; i < n; i++ {
		c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + user},
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("PAGE#%d", i)}, // want `i is written without zero padding in sort key "SK"`
		}})
	}
	for i := 1; i <= 5; i++ {
		if i == 3 {
			i += 4
		}
		c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + user},
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("STEP#%d", i)}, // want `i is written without zero padding in sort key "SK"`
		}})
	}
	for i := 9; i >= 0; i-- {
		c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + user},
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("DOWN#%d", i)}, // ok: 9 down to 0
		}})
	}
	for i := 12; i > 0; i-- {
		c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + user},
			"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("BACK#%d", i)}, // want `i is written without zero padding in sort key "SK"`
		}})
	}
}
