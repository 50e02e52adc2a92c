// Package pipes builds its keys with "|": a key whose own text shows no
// separator is judged by that convention, not by the configured "#".
package pipes

import (
	"net/http"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func get(db *dynamodb.Client, r *http.Request) {
	db.GetItem(r.Context(), &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TENANT|" + r.Header.Get("X-Tenant")},  // want `a value containing "\|"`
		"SK": &types.AttributeValueMemberS{Value: "ORDER|" + r.URL.Query().Get("order")}, // want `a value containing "\|"`
	}})
	db.GetItem(r.Context(), &dynamodb.GetItemInput{Key: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "U" + r.PathValue("id")}, // want `untrusted r.PathValue\("id"\) reaches partition key "PK" unchecked: a value containing "\|"`
	}})
}

// The module's convention, shown by keys built from known values.
func put(db *dynamodb.Client, r *http.Request, tenant, order string) {
	db.PutItem(r.Context(), &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TENANT|" + tenant},
		"SK": &types.AttributeValueMemberS{Value: "ORDER|" + order},
	}})
	// Keys that go on past "TENANT|<x>", "ORDER|<x>" and "U<x>": what
	// the untrusted values above could be made to name.
	db.PutItem(r.Context(), &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "TENANT|" + tenant + "|USER|" + order},
		"SK": &types.AttributeValueMemberS{Value: "ORDER|" + order + "|LINE|" + tenant},
	}})
	db.PutItem(r.Context(), &dynamodb.PutItemInput{Item: map[string]types.AttributeValue{
		"PK": &types.AttributeValueMemberS{Value: "USER|" + tenant},
	}})
}
