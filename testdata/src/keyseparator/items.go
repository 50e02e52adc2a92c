package keyseparator

import (
	"context"
	"fmt"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Items: tagged structs (marshalled, assigned after construction, or a bare
// literal) and batch and transaction requests.

type Order struct {
	PK     string `dynamodbav:"PK"`
	SK     string `dynamodbav:"SK"`
	GSI1PK string `dynamodbav:"GSI1PK"`
	GSI1SK string `dynamodbav:"GSI1SK"`
}

func marshal(userID, orderID string, n, y, m, d int) {
	o := Order{PK: "USER#" + userID} // ok: the convention
	o.SK = "LINE-" + strconv.Itoa(n) // want `"LINE-" \+ strconv.Itoa\(n\) separates key parts with "-" in sort key "SK"`
	_, _ = attributevalue.MarshalMap(o)

	p := Order{PK: "USER#" + userID}                      // ok: the convention
	p.SK = "LINE#" + strconv.Itoa(n)                      // ok: the convention
	p.GSI1SK = fmt.Sprintf("DAY#%04d-%02d-%02d", y, m, d) // ok: "-" between zero-padded numbers is a date
	_, _ = attributevalue.MarshalMap(p)
}

func literal(customerID, path string) {
	_ = Order{GSI1PK: "CUSTOMER|" + customerID}            // want `"CUSTOMER\|" \+ customerID separates key parts with "\|" in partition key "GSI1PK" of index GSI1`
	_ = Order{GSI1PK: "CUSTOMER#" + customerID}            // ok: the convention
	_ = Order{GSI1PK: "https://example.com/files/" + path} // ok: a URL is one value, however punctuated
}

func batch(ctx context.Context, c *dynamodb.Client, eventID string) {
	c.BatchWriteItem(ctx, &dynamodb.BatchWriteItemInput{RequestItems: map[string][]types.WriteRequest{
		"events": {
			{PutRequest: &types.PutRequest{Item: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "EVENT:" + eventID}, // want `"EVENT:" \+ eventID separates key parts with ":" in partition key "PK"`
			}}},
			{DeleteRequest: &types.DeleteRequest{Key: map[string]types.AttributeValue{
				"PK": &types.AttributeValueMemberS{Value: "EVENT#" + eventID}, // ok: the convention
			}}},
		},
	}})
}

func transact(ctx context.Context, c *dynamodb.Client, accountID string) {
	c.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{TransactItems: []types.TransactWriteItem{
		{Update: &types.Update{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ACCOUNT-" + accountID}, // want `"ACCOUNT-" \+ accountID separates key parts with "-" in partition key "PK"`
		}}},
		{Delete: &types.Delete{TableName: aws.String("orders"), Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "ACCOUNT#" + accountID}, // ok: the convention
		}}},
	}})
}

// sessions is a table with a convention of its own: its keys are not
// judged by the module's.
func sessions(ctx context.Context, c *dynamodb.Client, sessionID, deviceID string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("sessions"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "session-" + sessionID}, // ok: the sessions table's own convention
		"SK": &types.AttributeValueMemberS{Value: "device-" + deviceID},   // ok: the sessions table's own convention
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("sessions"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "session-" + sessionID}, // ok: the sessions table's own convention
	}})
}
