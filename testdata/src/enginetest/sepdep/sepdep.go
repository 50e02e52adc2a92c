package sepdep // want package:"separators #=3 :=1" package:"shapes GSI1PK=KIND:<> PK=ORDER#<>#<> PK=USER#<> SK=<>#<>"

// Package sepdep is imported by enginetest/separators: its SeparatorsFact
// counts towards that package's Result.ModuleSeparators.

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Table is used by the importer, so the import is real.
const Table = "orders"

func Write(ctx context.Context, c *dynamodb.Client, id, kind string) { // want Write:`sinks PutItem write PK=USER#<param2> SK=<param3>#<param2> GSI1PK=KIND:<param3>; DeleteItem key PK=ORDER#<param2>#<param3>`
	c.PutItem(ctx, &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK":     &types.AttributeValueMemberS{Value: "USER#" + id},
		"SK":     &types.AttributeValueMemberS{Value: fmt.Sprintf("%s#%s", kind, id)},
		"GSI1PK": &types.AttributeValueMemberS{Value: "KIND:" + kind},
	}})
	c.DeleteItem(ctx, &dynamodb.DeleteItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id + "#" + kind}, // counts once
	}})
}
