// Package oncelegacy pins where findings about keys built in helpers land
// in aws-sdk-go v1 and guregu/dynamo code: once, where the wrong part is
// built, with the call sites or the sink as related information.
package oncelegacy

import (
	"strconv"

	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/guregu/dynamo"
)

// getUser glues its prefix to the id: reported once, here, with both calls
// related.
func getUser(svc *dynamodb.DynamoDB, id string) {
	svc.GetItem(&dynamodb.GetItemInput{
		TableName: aws.String("users"),
		Key: map[string]*dynamodb.AttributeValue{
			"PK": {S: aws.String("USER" + id)}, // want `prefix "USER" is glued to id`
		},
	})
}

// putKey writes the keys its callers build.
func putKey(svc *dynamodb.DynamoDB, pk, sk string) {
	svc.PutItem(&dynamodb.PutItemInput{
		TableName: aws.String("users"),
		Item: map[string]*dynamodb.AttributeValue{
			"PK": {S: aws.String(pk)},
			"SK": {S: aws.String(sk)},
		},
	})
}

// getVisit: the same in guregu's shape.
func getVisit(t dynamo.Table, id string) error {
	var out struct{}
	return t.Get("PK", "SITE"+id).One(&out) // want `prefix "SITE" is glued to id`
}

func callers(svc *dynamodb.DynamoDB, t dynamo.Table, id string, n int) {
	getUser(svc, id)
	getUser(svc, "42")
	getVisit(t, id)
	getVisit(t, "7")
	// The number is the caller's: reported here, with the sink related.
	putKey(svc, "USER#"+id, "ORDER#"+strconv.Itoa(n)) // want `n is written without zero padding in sort key "SK"`
	putKey(svc, "USER#"+id, "ORDER#"+id)              // ok: a string id
}
