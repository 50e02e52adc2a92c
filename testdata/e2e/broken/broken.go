// Package broken does not type-check: ddblint must say so and exit 1,
// without a panic.
package broken

import (
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Key is meant to return a key attribute but returns the wrong type.
func Key(id string) types.AttributeValue {
	var n int = "USER#" + id
	return n
}
