package keydelimiter

import (
	"context"
	"os"

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

// A table named by the stage it runs in: its requests are of one table,
// "*-lists", whatever the stage.

func stageLists(ctx context.Context, db *dynamodb.Client, owner string) {
	db.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String(os.Getenv("STAGE") + "-lists"),
		KeyConditionExpression:    aws.String("owner = :o"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":o": &types.AttributeValueMemberS{Value: owner}},
	})
}

func stageList(ctx context.Context, db *dynamodb.Client, owner, title string) {
	db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(os.Getenv("STAGE") + "-lists"),
		Key: map[string]types.AttributeValue{
			"owner": &types.AttributeValueMemberS{Value: owner},
			"title": &types.AttributeValueMemberS{Value: "LIST" + title}, // want `prefix "LIST" is glued to title with no separator in sort key "title"`
		},
	})
	// ok: another stage's table of another name.
	db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String(os.Getenv("STAGE") + "-archive"),
		Key: map[string]types.AttributeValue{
			"owner": &types.AttributeValueMemberS{Value: owner},
			"title": &types.AttributeValueMemberS{Value: "LIST" + title},
		},
	})
}
