package keydelimiter

import (
	"context"
	"fmt"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

// Items: tagged structs (marshalled, assigned after construction, or a bare
// literal) and batch and transaction requests.

type Order struct {
	PK     string `dynamodbav:"PK"`
	SK     string `dynamodbav:"SK"`
	GSI1PK string `dynamodbav:"GSI1PK"`
	Total  int    `dynamodbav:"total"`
}

func marshal(userID, orderID, itemID string, n int) {
	av, _ := attributevalue.MarshalMap(Order{
		PK: "USER" + userID,    // want `prefix "USER" is glued to userID with no separator in partition key "PK"`
		SK: "ORDER#" + orderID, // ok: the literal ends in the separator
	})
	_ = av

	o := Order{PK: "USER#" + userID}  // ok: the literal ends in the separator
	o.SK = orderID + itemID           // want `orderID and itemID are glued together with no separator in sort key "SK"`
	o.GSI1PK = orderID + "#" + itemID // ok: a separator between the parts
	o.Total = n + n                   // ok: not a key attribute
	_, _ = attributevalue.MarshalMap(o)
}

func literal(userID, orderID string) Order {
	_ = Order{GSI1PK: fmt.Sprintf("TENANT%s", userID)}                 // want `prefix "TENANT" is glued to userID with no separator in partition key "GSI1PK" of index GSI1`
	_ = Order{GSI1PK: fmt.Sprintf("TENANT_%s", userID)}                // ok: an underscore is a delimiter too
	return Order{PK: "USER#" + userID, SK: "ORDER" + uuid.NewString()} // ok: a UUID has a fixed width
}

func batch(ctx context.Context, c *dynamodb.Client, userID, orderID string, line int) {
	c.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{RequestItems: map[string][]types.WriteRequest{
		"orders": {
			{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "ORDER#" + orderID},                     // ok: the literal ends in the separator
				"SK": &types.AttributeValueMemberS{Value: "LINE#" + orderID + strconv.Itoa(line)}, // want `orderID and line are glued together with no separator in sort key "SK"`
			}}},
			{DeleteRequest: &types.DeleteRequest{Key: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "ORDER#" + orderID},                           // ok: the literal ends in the separator
				"SK": &types.AttributeValueMemberS{Value: "LINE#" + orderID + "#" + strconv.Itoa(line)}, // ok: a separator between the parts
			}}},
		},
	}})
}

func transact(ctx context.Context, c *dynamodb.Client, userID, orderID string) {
	c.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{TransactItems: []types.TransactWriteItem{
		{Put: &types.Put{TableName: aws.String("orders"), Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("USER%sORDER%s", userID, orderID)}, // want `prefix "USER" is glued to userID with no separator in partition key "PK"`
		}}},
		{Update: &types.Update{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("USER#%s#ORDER#%s", userID, orderID)}, // ok: every part is delimited
		}}},
		{Delete: &types.Delete{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("USER#%sORDER", userID)}, // want `userID is glued to suffix "ORDER" with no separator in partition key "PK"`
		}}},
	}})
}
