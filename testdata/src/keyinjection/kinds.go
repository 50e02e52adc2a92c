package keyinjection

import (
	"context"
	"net/http"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// kindWrites writes the longer partition keys the handler below could reach,
// each with the sort keys its items have.
func kindWrites(ctx context.Context, db *dynamodb.Client, a, b, c string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "SITE#" + a + "#ZONE#" + b}, "SK": &types.AttributeValueMemberS{Value: "PIN#" + c},
	}})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "DOCK#" + a + "#BAY#" + b}, "SK": &types.AttributeValueMemberS{Value: "META"},
	}})
	db.Query(ctx, &dynamodb.QueryInput{
		TableName:                 aws.String("app"),
		KeyConditionExpression:    aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{":pk": &types.AttributeValueMemberS{Value: "PIER#" + a + "#BERTH#" + b}},
	})
}

// A value ending the partition key can reach the partition of a kind that
// goes on past it; whether it reaches that kind's items depends on the sort
// key the request names.
func (sv *server) sites(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	id := r.PathValue("site")
	sv.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "SITE#" + id}, // ok: the zone items under "SITE#<a>#ZONE#<b>" all have "PIN#" sort keys
		"SK": &types.AttributeValueMemberS{Value: "SITE#" + id},
	}})
	sv.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("app"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :zone)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk":   &types.AttributeValueMemberS{Value: "SITE#" + id}, // ok: no zone item's sort key begins "ZONE#"
			":zone": &types.AttributeValueMemberS{Value: "ZONE#"},
		},
	})
	sv.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("app"),
		KeyConditionExpression: aws.String("PK = :pk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "SITE#" + id}, // want `untrusted r.PathValue\("site"\) reaches partition key "PK" unchecked`
		},
	})
	sv.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("app"),
		KeyConditionExpression: aws.String("PK = :pk AND SK <= :last"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk":   &types.AttributeValueMemberS{Value: "SITE#" + id}, // want `untrusted r.PathValue\("site"\) reaches partition key "PK" unchecked`
			":last": &types.AttributeValueMemberS{Value: "ZONE#"},      // a range: "PIN#…" sorts before it
		},
	})
	sv.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "DOCK#" + id}, // want `untrusted r.PathValue\("site"\) reaches partition key "PK" unchecked`
		"SK": &types.AttributeValueMemberS{Value: "META"},
	}})
	sv.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "PIER#" + id}, // want `untrusted r.PathValue\("site"\) reaches partition key "PK" unchecked`
		"SK": &types.AttributeValueMemberS{Value: "PIER"},
	}})
}
