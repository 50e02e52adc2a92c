package keyinjection

import (
	"context"
	"net/http"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/google/uuid"
)

// Tickets and their notes share a board's partition. A ticket's sort key
// ends in a uuid, whose text is hexadecimal digits and dashes; a label's
// ends in a name, which may hold anything. Reads by a path id (GetItem
// "TICKET##" + id) name no new item, so the uuid is all a ticket key holds.
func boardWrites(ctx context.Context, db *dynamodb.Client, board, ticket, name string) {
	id := uuid.New()
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "BOARD#" + board}, "SK": &types.AttributeValueMemberS{Value: "TICKET##" + id.String()},
	}})
	note := uuid.New()
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "BOARD#" + board}, "SK": &types.AttributeValueMemberS{Value: "TICKET#" + ticket + "NOTE#" + note.String()},
	}})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("app"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "BOARD#" + board}, "SK": &types.AttributeValueMemberS{Value: "LABEL##" + name},
	}})
	db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("app"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "BOARD#" + board}, "SK": &types.AttributeValueMemberS{Value: "TICKET##" + ticket},
	}})
}

func (sv *server) notes(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	id := r.PathValue("ticket")
	sv.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("app"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "BOARD#main"},
			":sk": &types.AttributeValueMemberS{Value: "TICKET#" + id + "NOTE#"}, // ok: a ticket's uuid never holds "NOTE#", and the notes are the prefix's own kind
		},
	})
	sv.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("app"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "BOARD#main"},
			":sk": &types.AttributeValueMemberS{Value: "TICKET#" + id + "-BEEF"}, // want `untrusted r.PathValue\("ticket"\) reaches sort key "SK" unchecked`
		},
	})
	sv.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("app"),
		KeyConditionExpression: aws.String("PK = :pk AND begins_with(SK, :sk)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "BOARD#main"},
			":sk": &types.AttributeValueMemberS{Value: "LABEL#" + id + "NOTE#"}, // want `untrusted r.PathValue\("ticket"\) reaches sort key "SK" unchecked`
		},
	})
	sv.db.Query(ctx, &dynamodb.QueryInput{
		TableName:              aws.String("app"),
		KeyConditionExpression: aws.String("PK = :pk AND SK > :sk"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":pk": &types.AttributeValueMemberS{Value: "BOARD#main"},
			":sk": &types.AttributeValueMemberS{Value: "TICKET#" + id + "NOTE#"}, // ok: a range's bound; any value the caller sends starts a stretch of the board
		},
	})
}
