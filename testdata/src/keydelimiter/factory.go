package keydelimiter

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A catalogue of key builders a factory makes: each field holds the
// function generateKey returns for its prefix.

type dynamicKey func(s string) string

func generateKey(base string) dynamicKey {
	return func(id string) string {
		return base + id
	}
}

var sortKeys = struct {
	Note  dynamicKey
	Draft dynamicKey
}{
	Note:  generateKey("N#"),
	Draft: generateKey("DRAFT"),
}

func putNotes(ctx context.Context, db *dynamodb.Client, user, id string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("notes"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + user},
			"SK": &types.AttributeValueMemberS{Value: sortKeys.Note(id)}, // ok: "N#" ends in the separator
		},
	})
	db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: aws.String("notes"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "USER#" + user},
			"SK": &types.AttributeValueMemberS{Value: sortKeys.Draft(id)}, // want `prefix "DRAFT" is glued to id with no separator in sort key "SK"`
		},
	})
}
