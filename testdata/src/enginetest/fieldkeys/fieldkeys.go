// Package fieldkeys calls key builders held in fields of a variable of
// another package (keys.Order.PK), and key prefixes and formats held in
// its variables and constants.
package fieldkeys

import (
	"context"
	"fmt"

	"enginetest/fieldkeys/keys"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func put(ctx context.Context, c *dynamodb.Client, id, status string, n int) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: keys.Order.PK(id)},         // want `PutItem write PK partition key = ORDER#<string:id>`
		"SK":     &types.AttributeValueMemberS{Value: keys.Order.SK(n)},          // want `PutItem write SK sort key = LINE#<int:n>`
		"GSI1PK": &types.AttributeValueMemberS{Value: keys.Order.GSI1PK(status)}, // want `PutItem write GSI1PK partition key GSI1 = ORDER_STATUS#<string:status>`
		"GSI1SK": &types.AttributeValueMemberS{Value: keys.Order.Plain(id)},      // want `PutItem write GSI1SK sort key GSI1 = <string:id>`
		"GSI2PK": &types.AttributeValueMemberS{Value: keys.Mutable.PK(id)},       // want `PutItem write GSI2PK partition key GSI2 = <opaque:PK>`
		"GSI2SK": &types.AttributeValueMemberS{Value: keys.User.PK(id)},          // want `PutItem write GSI2SK sort key GSI2 = USER#<string:id>`
	}})
}

// catalogue reads prefixes, builders and formats of another package's key
// catalogues.
func catalogue(ctx context.Context, c *dynamodb.Client, id string, s keys.Status, n int, e keys.Entity) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: keys.Orders.Prefix + id},             // want `PutItem write PK partition key = ORDER#<string:id>`
		"SK":     &types.AttributeValueMemberS{Value: keys.Orders.ByStatus(s)},             // want `PutItem write SK sort key = STATUS#<enum:s values=2>`
		"GSI1PK": &types.AttributeValueMemberS{Value: keys.Prefixes[keys.EntityUser] + id}, // want `PutItem write GSI1PK partition key GSI1 = USER#<string:id>`
		"GSI1SK": &types.AttributeValueMemberS{Value: fmt.Sprintf(keys.RuleKey, n)},        // want `PutItem write GSI1SK sort key GSI1 = RULE#<int:n>`
	}})
	// Look-alikes: a reassigned field, a pointer, a map written at run
	// time, a map indexed by a variable.
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: keys.Changing.Prefix + id}, // want `PutItem write PK partition key = <string:Prefix><string:id>`
		"SK":     &types.AttributeValueMemberS{Value: keys.Via.Prefix + id},      // want `PutItem write SK sort key = <string:Prefix><string:id>`
		"GSI1PK": &types.AttributeValueMemberS{Value: keys.Written["a"] + id},    // want `PutItem write GSI1PK partition key GSI1 = <opaque><string:id>`
		"GSI1SK": &types.AttributeValueMemberS{Value: keys.Prefixes[e] + id},     // want `PutItem write GSI1SK sort key GSI1 = <opaque><string:id>`
	}})
}

type localKeys struct {
	Prefix string
	ByDay  func(day string) string
}

// local is a catalogue of this package, of a named type.
var local = localKeys{Prefix: "TENANT#", ByDay: func(day string) string { return "DAY#" + day }}

var localPrefixes = map[string]string{"order": "ORDER#"}

func sameRepo(ctx context.Context, c *dynamodb.Client, id, day string) {
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: local.Prefix + id},           // want `PutItem write PK partition key = TENANT#<string:id>`
		"SK":     &types.AttributeValueMemberS{Value: local.ByDay(day)},            // want `PutItem write SK sort key = DAY#<string:day>`
		"GSI1PK": &types.AttributeValueMemberS{Value: localPrefixes["order"] + id}, // want `PutItem write GSI1PK partition key GSI1 = ORDER#<string:id>`
	}})
}
