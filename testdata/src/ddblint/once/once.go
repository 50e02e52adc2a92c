// Package once pins where findings about keys built across functions land:
// once, where the wrong part is built, with the other places as related
// information.
package once

import (
	"context"
	"strconv"

	"ddblint/once/events"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type User struct{ ID string }

// getUser glues its prefix to the id: reported once, here, with both calls
// related.
func getUser(ctx context.Context, db *dynamodb.Client, id string) {
	db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: aws.String("users"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER" + id}, // want `prefix "USER" is glued to id`
		},
	})
}

// putKey writes the keys its callers build.
func putKey(ctx context.Context, db *dynamodb.Client, pk, sk string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("users"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: pk},
			"SK": &types.AttributeValueMemberS{Value: sk},
		},
	})
}

func callers(ctx context.Context, db *dynamodb.Client, u User, n int) {
	getUser(ctx, db, u.ID)
	getUser(ctx, db, "42")
	// The number is the caller's: reported here, where it is formatted.
	putKey(ctx, db, "USER#"+u.ID, "ORDER#"+strconv.Itoa(n)) // want `n is written without zero padding in sort key "SK"`
	putKey(ctx, db, "USER#"+u.ID, "ORDER#"+u.ID)            // ok: a string id
	// events.Record's constant partition key is its package's to report.
	events.Record(ctx, db, u.ID)
}

// recordPrice builds the key around the product id; a caller passing a
// fixed id (demo data) does not make the partition key a constant.
func recordPrice(ctx context.Context, db *dynamodb.Client, productID, day string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("prices"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "PRODUCT#" + productID},
			"SK": &types.AttributeValueMemberS{Value: "DAY#" + day},
		},
	})
}

func demo(ctx context.Context, db *dynamodb.Client, day string) {
	recordPrice(ctx, db, "p-100", day) // ok: one value of the product id
}
