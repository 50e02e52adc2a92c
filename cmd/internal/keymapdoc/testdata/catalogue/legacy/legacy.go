// Package legacy reads an order with aws-sdk-go v1, its request built with
// the SDK's setters.
package legacy

import (
	"fmt"

	"github.com/aws/aws-sdk-go/service/dynamodb"

	"github.com/ddblint/ddblint/cmd/internal/keymapdoc/testdata/catalogue/keys"
)

// Order reads one order of a customer.
func Order(svc *dynamodb.DynamoDB, customerID, orderID string) error {
	in := (&dynamodb.GetItemInput{}).SetTableName("orders").SetKey(map[string]*dynamodb.AttributeValue{
		"PK": (&dynamodb.AttributeValue{}).SetS(keys.Customer.Prefix + customerID),
		"SK": (&dynamodb.AttributeValue{}).SetS(keys.Order.Prefix + orderID),
	})
	if _, err := svc.GetItem(in); err != nil {
		return fmt.Errorf("getting: %w", err)
	}
	return nil
}
