// Package dynamodbattribute is a test stub of
// github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute (v1.55.8) for
// analysistest. It declares only the subset of the real API that the linter
// tests use, with types identical to the real package; internal/devtools/stubcheck
// verifies that it still matches the module pinned in go.mod. Functions do
// nothing and return zero values.
package dynamodbattribute

import "github.com/aws/aws-sdk-go/service/dynamodb"

// Marshal converts a Go value to an AttributeValue.
func Marshal(in interface{}) (*dynamodb.AttributeValue, error) { return nil, nil }

// MarshalMap converts a Go value to an AttributeValue map.
func MarshalMap(in interface{}) (map[string]*dynamodb.AttributeValue, error) { return nil, nil }

// MarshalList converts a Go value to an AttributeValue slice.
func MarshalList(in interface{}) ([]*dynamodb.AttributeValue, error) { return nil, nil }

// Unmarshal decodes av into out.
func Unmarshal(av *dynamodb.AttributeValue, out interface{}) error { return nil }

// UnmarshalMap decodes m into out.
func UnmarshalMap(m map[string]*dynamodb.AttributeValue, out interface{}) error { return nil }
