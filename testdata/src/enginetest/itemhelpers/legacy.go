package itemhelpers

import (
	"strconv"

	"github.com/aws/aws-sdk-go/aws"
	v1 "github.com/aws/aws-sdk-go/service/dynamodb"
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"
)

// The same with aws-sdk-go v1.
func toLegacyItem(r Row) (map[string]*v1.AttributeValue, error) {
	item, err := dynamodbattribute.MarshalMap(r) // r is the callers'
	if err != nil {
		return nil, err
	}
	item["GSI1SK"] = &v1.AttributeValue{S: aws.String("SEQ#" + strconv.Itoa(r.N))} // want `dynamodbattribute.MarshalMap item GSI1SK sort key GSI1 = SEQ#<int:N>`
	return item, nil
}

var _ = toLegacyItem
