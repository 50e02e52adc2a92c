package keyinjection

import (
	"net/http"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A begins_with prefix that closes a value with the separator only narrows
// what the value's text before its first separator matches; one that goes
// on with other text can reach a longer key of another kind.

func putLimit(db *dynamodb.Client, r *http.Request, owner, month, category, room string) {
	db.PutItem(r.Context(), &dynamodb.PutItemInput{
		TableName: aws.String("app"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "OWNER#" + owner},
			"SK": &types.AttributeValueMemberS{Value: "LIMIT#" + month + "#" + category},
		},
	})
	db.PutItem(r.Context(), &dynamodb.PutItemInput{
		TableName: aws.String("app"),
		Item: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "OWNER#" + owner},
			"SK": &types.AttributeValueMemberS{Value: "SLOT#" + month + "#ROOM#" + room},
		},
	})
}

func listLimits(db *dynamodb.Client, r *http.Request, owner string) {
	month := r.PathValue("month")
	db.Query(r.Context(), &dynamodb.QueryInput{
		TableName:              aws.String("app"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "OWNER#" + owner},
			":sk": &types.AttributeValueMemberS{Value: "LIMIT#" + month + "#"}, // ok: the separator after the month only narrows the match
		},
	})
	db.Query(r.Context(), &dynamodb.QueryInput{
		TableName:              aws.String("app"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "OWNER#" + owner},
			":sk": &types.AttributeValueMemberS{Value: "SLOT#" + month + "@"}, // want `untrusted r.PathValue\("month"\) reaches sort key "SK" unchecked`
		},
	})
}
