package keydelimiter

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A table no schema declares, keyed by names no default matches: the
// query proves guild is its partition key, and a Key of guild and one
// other attribute, the whole primary key, proves that one its sort key.

func listsOfGuild(ctx context.Context, db *dynamodb.Client, guild string) {
	db.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("guild_lists"),
		KeyConditionExpression:    aws.String("guild = :g"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":g": &types.AttributeValueMemberS{Value: guild}},
	})
}

func listOfGuild(ctx context.Context, db *dynamodb.Client, guild, name string) {
	db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("guild_lists"),
		Key: map[string]types.AttributeValue{
			"guild": &types.AttributeValueMemberS{Value: guild},
			"name":  &types.AttributeValueMemberS{Value: "LIST" + name}, // want `prefix "LIST" is glued to name with no separator in sort key "name"`
		},
	})
	// ok: another table's Key of the same names proves nothing of it.
	db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("other_lists"),
		Key: map[string]types.AttributeValue{
			"guild": &types.AttributeValueMemberS{Value: guild},
			"name":  &types.AttributeValueMemberS{Value: "LIST" + name},
		},
	})
}
