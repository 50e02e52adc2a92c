package keyinjection

import (
	"fmt"
	"net/http"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// A month's spending: the bounds of the date range come from the query
// string. A range selects a stretch of the year's partition, which the
// caller picks anyway; a "-" in the year makes another bound, not a key of
// another item.
func (sv *server) spending(w http.ResponseWriter, r *http.Request) {
	year := r.URL.Query().Get("year")
	sv.db.Query(r.Context(), &dynamodb.QueryInput{
		TableName:              aws.String("ledger"),
		KeyConditionExpression: aws.String("bucket = :b AND spent_on BETWEEN :from AND :to"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":b":    &types.AttributeValueMemberS{Value: "YEAR#" + year},
			":from": &types.AttributeValueMemberS{Value: fmt.Sprintf("%s-%02d-01", year, 3)}, // ok: a range's bound
			":to":   &types.AttributeValueMemberS{Value: fmt.Sprintf("%s-%02d-31", year, 3)}, // ok: a range's bound
		},
	})
	// The same value as a prefix in the middle of the key is reported: a
	// "#" in it lists what sits under another bucket's months.
	sv.db.Query(r.Context(), &dynamodb.QueryInput{
		TableName:              aws.String("ledger"),
		KeyConditionExpression: aws.String("bucket = :b AND begins_with(spent_on, :p)"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":b": &types.AttributeValueMemberS{Value: "ALL"},
			":p": &types.AttributeValueMemberS{Value: "Y#" + year + "#M#"}, // want `untrusted r.URL.Query\(\).Get\("year"\) reaches sort key "spent_on" unchecked`
		},
	})
}
