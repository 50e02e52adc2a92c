package keyinjection

import (
	"context"
	"net/http"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// shelfWrites stores the longer kind, a shelf's slot, in the table "shelves"
// only. The table "loans" holds one kind, SHELF#<id> under a member.
func shelfWrites(ctx context.Context, db *dynamodb.Client, member, shelf, slot string) {
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("shelves"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "MEMBER#" + member},
		"SK": &types.AttributeValueMemberS{Value: "SHELF#" + shelf + "#SLOT#" + slot},
	}})
	db.PutItem(ctx, &dynamodb.PutItemInput{TableName: aws.String("loans"), Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "MEMBER#" + member},
		"SK": &types.AttributeValueMemberS{Value: "SHELF#" + shelf},
	}})
}

// A kind of another table is none of the request's items: only the request
// to the table that holds the slots can reach one.
func (sv *server) shelves(w http.ResponseWriter, r *http.Request, table string) {
	ctx := r.Context()
	me := "MEMBER#" + r.Header.Get("X-Member")
	shelf := r.PathValue("shelf")
	sv.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String("loans"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: me},
		"SK": &types.AttributeValueMemberS{Value: "SHELF#" + shelf}, // ok: no key of "loans" goes on past the shelf id
	}})
	sv.db.DeleteItem(ctx, &dynamodb.DeleteItemInput{TableName: aws.String("shelves"), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: me},
		"SK": &types.AttributeValueMemberS{Value: "SHELF#" + shelf}, // want `untrusted r.PathValue\("shelf"\) reaches sort key "SK" unchecked`
	}})
	sv.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: aws.String(table), Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: me},
		"SK": &types.AttributeValueMemberS{Value: "SHELF#" + shelf}, // want `untrusted r.PathValue\("shelf"\) reaches sort key "SK" unchecked`
	}})
}
