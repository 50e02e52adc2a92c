package keydelimiter

import (
	"context"
	"fmt"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Map literals in requests, and m["PK"] = … writes.

func getItem(ctx context.Context, c *dynamodb.Client, userID, orderID string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER" + userID},  // want `prefix "USER" is glued to userID with no separator in partition key "PK": nothing marks where the prefix ends, so keys of a longer prefix can be mistaken for these \(keydelimiter\)`
		"SK": &types.AttributeValueMemberS{Value: userID + orderID}, // want `userID and orderID are glued together with no separator in sort key "SK": different pairs of values can make the same key \(keydelimiter\)`
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + userID},       // ok: the literal ends in the separator
		"SK": &types.AttributeValueMemberS{Value: userID + "#" + orderID}, // ok: a separator between the parts
	}})
}

func putItem(ctx context.Context, c *dynamodb.Client, userID, orderID string, n int) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("%s%s", userID, orderID)},  // want `userID and orderID are glued together with no separator in partition key "PK"`
		"SK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER%d", n)},             // want `prefix "ORDER" is glued to n with no separator in sort key "SK"`
		"GSI1PK": &types.AttributeValueMemberS{Value: userID},                                // ok: one part, nothing to glue
		"GSI1SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s|%s", userID, orderID)}, // ok: another delimiter is still a delimiter
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("%s#%s", userID, orderID)}, // ok: a separator in the format
		"SK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER%010d", n)},          // ok: a zero-padded number has a fixed width
		"LSI1SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("V%d#%s", n, orderID)},     // ok: letters, then digits, then a separator: self-delimiting
		"LSI2SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("V%d%s", n, orderID)},      // want `prefix "V" is glued to n with no separator in sort key "LSI2SK"`
	}})
}

func deleteItem(ctx context.Context, c *dynamodb.Client, userID string) {
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{TableName: aws.String("users"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: userID + "PROFILE"}, // want `userID is glued to suffix "PROFILE" with no separator in partition key "PK": nothing marks where the value ends, so begins_with on a value also matches the keys of longer values`
	}})
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{TableName: aws.String("users"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: userID + "#PROFILE"}, // ok: the suffix starts with the separator
	}})
}

func updateItem(ctx context.Context, c *dynamodb.Client, n, m int) {
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: strconv.Itoa(n) + strconv.Itoa(m)}, // want `n and m are glued together with no separator in partition key "PK"`
		"SK": &types.AttributeValueMemberN{Value: strconv.Itoa(n) + strconv.Itoa(m)}, // ok: an N attribute is a number, not a composite key
	}})
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%06d%06d", n, m)}, // ok: both numbers have a fixed width
	}})
}

func indexWrites(ctx context.Context, c *dynamodb.Client, tenantID, transactionID, taskID, pkPrefix string) {
	key := map[string]types.AttributeValue{}
	key["PK"] = &types.AttributeValueMemberS{Value: tenantID + transactionID} // want `tenantID and transactionID are glued together with no separator in partition key "PK"`
	key["SK"] = &types.AttributeValueMemberS{Value: taskID + tenantID}        // want `taskID and tenantID are glued together with no separator in sort key "SK"`
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: key})

	other := map[string]types.AttributeValue{}
	other["PK"] = &types.AttributeValueMemberS{Value: pkPrefix + tenantID}     // ok: a variable named like a prefix may end in the separator
	other["SK"] = &types.AttributeValueMemberS{Value: lookup(taskID) + taskID} // ok: nothing is known of a function's result
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: other})
}

// lookup is no key-building helper: it has two returns.
func lookup(id string) string {
	if id == "" {
		return "NONE"
	}
	return id
}
