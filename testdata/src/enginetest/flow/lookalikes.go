package flow

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/guregu/dynamo"
)

// Look-alikes of flow.go's idioms that a naive reading would take for keys.

// ok: a filter's placeholder stored after the literal is no key.
func scanStored(ctx context.Context, c *dynamodb.Client, id string) {
	in := &dynamodb.ScanInput{
		TableName:                 aws.String("orders"),
		FilterExpression:          aws.String("PK = :v"),
		ExpressionAttributeValues: map[string]types.AttributeValue{},
	}
	in.ExpressionAttributeValues[":v"] = &types.AttributeValueMemberS{Value: "USER#" + id}
	c.Scan(ctx, in)
}

// ok: strings appended or ranged over the way batch and ranged build keys,
// that no request reads.
func unsent(ids []string) {
	var labels []map[string]string
	for _, id := range ids {
		labels = append(labels, map[string]string{"PK": "USER#" + id})
	}
	for _, kind := range []string{"ORDER#", "INVOICE#"} {
		fmt.Println(map[string]string{"PK": kind})
	}
	_ = labels
}

// guShapes: a key assigned in branches is judged in each shape; the same
// shape in both branches is one.
func guShapes(t dynamo.Table, id string, admin bool) {
	pk := "USER#" + id
	if admin {
		pk = "ADMIN#" + id
	}
	t.Delete("PK", pk).Run() // want `dynamo.Delete key PK partition key = USER#<string:id>` `dynamo.Delete key PK partition key = ADMIN#<string:id>`
	same := "USER#" + id
	if admin {
		same = "USER#" + id
	}
	t.Delete("PK", same).Run() // want `dynamo.Delete key PK partition key = USER#<string:id>`
	// ok: one shape above, not two.
}
