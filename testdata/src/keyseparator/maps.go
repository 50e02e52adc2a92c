package keyseparator

import (
	"context"
	"fmt"
	"strconv"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Map literals in requests, and m["PK"] = … writes. Most keys of this
// package (and module) use "#".

func getItem(ctx context.Context, c *dynamodb.Client, userID string) {
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER-" + userID}, // want `"USER-" \+ userID separates key parts with "-" in partition key "PK", but \d+ key templates in this module use "#": queries and parsers split keys on one separator, so mixing them breaks begins_with prefixes and key parsing \(keyseparator\)`
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER#" + userID}, // ok: the convention
	}})
}

func putItem(ctx context.Context, c *dynamodb.Client, orderID, itemID string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER:%s", orderID)}, // want `fmt.Sprintf\("ORDER:%s", orderID\) separates key parts with ":" in partition key "PK", but \d+ key templates in this module use "#"`
		"SK": &types.AttributeValueMemberS{Value: "ORDER_ITEM#" + itemID},           // ok: "_" is inside a word; the separator is "#"
	}})
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER#%s", orderID)}, // ok: the convention, in a format string
		"SK": &types.AttributeValueMemberS{Value: "ORDER-ITEM"},                     // ok: a constant key has no parts to separate
	}})
}

func deleteItem(ctx context.Context, c *dynamodb.Client, tenantID, userID string) {
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TENANT#" + tenantID + "|" + userID}, // want `"TENANT#" \+ tenantID \+ "\|" \+ userID separates key parts with "\|" in partition key "PK"`
	}})
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TENANT#" + tenantID + "#" + userID}, // ok: one separator throughout
	}})
}

func updateItem(ctx context.Context, c *dynamodb.Client, id string, a, b int) {
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER/" + id},                            // want `"USER/" \+ id separates key parts with "/" in partition key "PK"`
		"SK": &types.AttributeValueMemberN{Value: strconv.Itoa(a) + "/" + strconv.Itoa(b)}, // ok: an N attribute is a number, not a composite key
	}})
	c.UpdateItem(ctx, &dynamodb.UpdateItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "DOC#" + id + "@" + strconv.Itoa(a)}, // ok: "@" is the version separator
	}})
}

func indexWrites(ctx context.Context, c *dynamodb.Client, userID string) {
	key := map[string]types.AttributeValue{}
	key["PK"] = &types.AttributeValueMemberS{Value: "USER_" + userID}    // want `"USER_" \+ userID separates key parts with "_" in partition key "PK"`
	key["SK"] = &types.AttributeValueMemberS{Value: "PROFILE#" + userID} // ok: the convention
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: key})

	other := map[string]types.AttributeValue{}
	other["PK"] = &types.AttributeValueMemberS{Value: "USER#" + userID}         // ok: the convention
	other["SK"] = &types.AttributeValueMemberS{Value: lookup(userID) + "_ITEM"} // ok: "_" touches only a value ddblint cannot see into
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: other})
}

// lookup is no key-building helper: it has two returns.
func lookup(id string) string {
	if id == "" {
		return "NONE"
	}
	return id
}
