// Package attributevalue is a test stub of
// github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue (v1.21.19) for
// analysistest. It declares only the subset of the real API that the linter
// tests use, with types identical to the real package; internal/devtools/stubcheck
// verifies that it still matches the module pinned in go.mod. Functions do
// nothing and return zero values.
package attributevalue

import "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

// Marshal converts a Go value to an AttributeValue.
func Marshal(in interface{}) (types.AttributeValue, error) { return nil, nil }

// MarshalMap converts a Go value to an AttributeValue map.
func MarshalMap(in interface{}) (map[string]types.AttributeValue, error) { return nil, nil }

// MarshalList converts a Go value to an AttributeValue slice.
func MarshalList(in interface{}) ([]types.AttributeValue, error) { return nil, nil }

// Unmarshal decodes av into out.
func Unmarshal(av types.AttributeValue, out interface{}) error { return nil }

// UnmarshalMap decodes m into out.
func UnmarshalMap(m map[string]types.AttributeValue, out interface{}) error { return nil }

// UnmarshalList decodes l into out.
func UnmarshalList(l []types.AttributeValue, out interface{}) error { return nil }

// UnmarshalListOfMaps decodes l into out.
func UnmarshalListOfMaps(l []map[string]types.AttributeValue, out interface{}) error { return nil }
