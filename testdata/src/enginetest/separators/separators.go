// Package separators pins the engine's reading of key separators: each
// key's separators, and the module-wide counts (this package and the
// packages of its module it imports).
package separators // want `module separators #=7 -=2 :=1 \|=1`

import (
	"context"
	"fmt"
	"strconv"

	"enginetest/sepdep"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func unknown() string { return "" }

func keys(ctx context.Context, c *dynamodb.Client, id, p string, v, y, m, d int) {
	c.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String(sepdep.Table), Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "USER-" + id},                               // want `separators -`
		"SK":     &types.AttributeValueMemberS{Value: "ORDER_ITEM#" + id},                         // want `separators #`
		"GSI1PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s|%s", id, p)},                // want `separators \|`
		"GSI1SK": &types.AttributeValueMemberS{Value: "DOC#" + id + "@" + strconv.Itoa(v)},        // want `separators #`
		"GSI2PK": &types.AttributeValueMemberS{Value: "https://example.com/" + p},                 // want `separators $`
		"GSI2SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("DAY#%04d-%02d-%02d", y, m, d)}, // want `separators #`
		"GSI3PK": &types.AttributeValueMemberS{Value: unknown() + "_ITEM"},                        // want `separators $`
		"GSI3SK": &types.AttributeValueMemberS{Value: "A-B"},                                      // want `separators $`
		"LSI1SK": &types.AttributeValueMemberN{Value: "1-" + strconv.Itoa(v)},                     // want `separators $`
	}})
	c.GetItem(ctx, &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TENANT#" + id + "-" + strconv.Itoa(v)}, // want `separators #-`
		"SK": &types.AttributeValueMemberS{Value: "arn:aws:sns:" + p},                     // want `separators $`
	}})
}
