// Package sdk is the table of AWS SDK types and functions ddblint reads keys
// from: which request structs carry keys and items, in which fields, and
// whether a call reads or writes. Keeping it in one place lets every pass
// agree on what a DynamoDB call looks like. It covers aws-sdk-go-v2, the
// deprecated (and still widespread) aws-sdk-go v1, and the guregu/dynamo
// client library.
package sdk

import (
	"go/types"
	"strings"
)

// Import paths of aws-sdk-go-v2.
const (
	DynamoDB       = "github.com/aws/aws-sdk-go-v2/service/dynamodb"
	Types          = "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	AttributeValue = "github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	Expression     = "github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	AWS            = "github.com/aws/aws-sdk-go-v2/aws"
)

// Import paths of aws-sdk-go (v1). Its types live in one package: the
// request structs and AttributeValue (a struct of pointers, not an
// interface) are all in dynamodb.
const (
	DynamoDBV1       = "github.com/aws/aws-sdk-go/service/dynamodb"
	AttributeValueV1 = "github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute"
	ExpressionV1     = "github.com/aws/aws-sdk-go/service/dynamodb/expression"
	AWSV1            = "github.com/aws/aws-sdk-go/aws"
)

// Import paths of github.com/guregu/dynamo, a client library whose Table
// methods take key names and values as arguments.
const (
	Dynamo   = "github.com/guregu/dynamo"
	DynamoV2 = "github.com/guregu/dynamo/v2"
)

// IsExpression reports the expression-builder package of either SDK (they
// share the API shape: Key, Value, Name, KeyAnd, Set...).
func IsExpression(path string) bool { return path == Expression || path == ExpressionV1 }

// IsAttributeValue reports the marshalling package of either SDK
// (MarshalMap, Marshal, MarshalList).
func IsAttributeValue(path string) bool { return path == AttributeValue || path == AttributeValueV1 }

// IsDynamo reports either major version of guregu/dynamo.
func IsDynamo(path string) bool { return path == Dynamo || path == DynamoV2 }

// IsDynamoDBLibrary reports a package whose import is evidence that code
// talks to DynamoDB: the DynamoDB packages of either SDK (service, types,
// marshallers, expression builders) and guregu/dynamo.
func IsDynamoDBLibrary(path string) bool {
	for _, prefix := range []string{DynamoDB, DynamoDBV1, "github.com/aws/aws-sdk-go-v2/feature/dynamodb", Dynamo} {
		if path == prefix || strings.HasPrefix(path, prefix+"/") {
			return true
		}
	}
	return false
}

// IsAWS reports the aws helper package (aws.String...) of either SDK.
func IsAWS(path string) bool { return path == AWS || path == AWSV1 }

// Op says whether a request reads or writes the keys it carries.
type Op uint8

const (
	OpItem  Op = iota // an item value built in code; not known to be read or written
	OpRead            // GetItem, Query, BatchGetItem, TransactGetItems, ConditionCheck
	OpWrite           // PutItem, BatchWriteItem puts, TransactWriteItems puts
	OpKey             // the key of DeleteItem/UpdateItem: addresses an existing item
)

func (o Op) String() string {
	switch o {
	case OpRead:
		return "read"
	case OpWrite:
		return "write"
	case OpKey:
		return "key"
	}
	return "item"
}

// Request describes a struct type that carries keys.
type Request struct {
	Call string // the operation, for messages: "GetItem"
	Op   Op
	// KeyFields are the fields holding one key or item map; ListFields hold
	// a slice of them.
	KeyFields  []string
	ListFields []string
	// HasTable reports a TableName field; otherwise the table is the key of
	// an enclosing RequestItems map.
	HasTable bool
	// Action names the item's action inside a transaction or a batch
	// ("Put", "Delete", "Update", "ConditionCheck", "Get"), "" for a
	// request of its own.
	Action string
	// Statement reports a PartiQL request: a Statement string and its
	// positional Parameters. The statement names the table, and its verb
	// decides Op.
	Statement bool
}

// Requests maps "pkgpath.TypeName" to what the type carries.
var requests = map[string]Request{
	DynamoDB + ".GetItemInput":    {Call: "GetItem", Op: OpRead, KeyFields: []string{"Key"}, HasTable: true},
	DynamoDB + ".PutItemInput":    {Call: "PutItem", Op: OpWrite, KeyFields: []string{"Item"}, HasTable: true},
	DynamoDB + ".DeleteItemInput": {Call: "DeleteItem", Op: OpKey, KeyFields: []string{"Key"}, HasTable: true},
	DynamoDB + ".UpdateItemInput": {Call: "UpdateItem", Op: OpKey, KeyFields: []string{"Key"}, HasTable: true},
	DynamoDB + ".QueryInput":      {Call: "Query", Op: OpRead, KeyFields: []string{"ExclusiveStartKey"}, HasTable: true},
	DynamoDB + ".ScanInput":       {Call: "Scan", Op: OpRead, KeyFields: []string{"ExclusiveStartKey"}, HasTable: true},
	Types + ".Get":                {Call: "TransactGetItems", Action: "Get", Op: OpRead, KeyFields: []string{"Key"}, HasTable: true},
	Types + ".Put":                {Call: "TransactWriteItems", Action: "Put", Op: OpWrite, KeyFields: []string{"Item"}, HasTable: true},
	Types + ".Delete":             {Call: "TransactWriteItems", Action: "Delete", Op: OpKey, KeyFields: []string{"Key"}, HasTable: true},
	Types + ".Update":             {Call: "TransactWriteItems", Action: "Update", Op: OpKey, KeyFields: []string{"Key"}, HasTable: true},
	Types + ".ConditionCheck":     {Call: "TransactWriteItems", Action: "ConditionCheck", Op: OpRead, KeyFields: []string{"Key"}, HasTable: true},
	Types + ".PutRequest":         {Call: "BatchWriteItem", Action: "Put", Op: OpWrite, KeyFields: []string{"Item"}},
	Types + ".DeleteRequest":      {Call: "BatchWriteItem", Action: "Delete", Op: OpKey, KeyFields: []string{"Key"}},
	Types + ".KeysAndAttributes":  {Call: "BatchGetItem", Op: OpRead, ListFields: []string{"Keys"}},

	DynamoDB + ".ExecuteStatementInput": {Call: "ExecuteStatement", Statement: true},
	Types + ".BatchStatementRequest":    {Call: "BatchExecuteStatement", Statement: true},
	Types + ".ParameterizedStatement":   {Call: "ExecuteTransaction", Statement: true},

	// aws-sdk-go v1: the same requests, every type in one package.
	DynamoDBV1 + ".GetItemInput":           {Call: "GetItem", Op: OpRead, KeyFields: []string{"Key"}, HasTable: true},
	DynamoDBV1 + ".PutItemInput":           {Call: "PutItem", Op: OpWrite, KeyFields: []string{"Item"}, HasTable: true},
	DynamoDBV1 + ".DeleteItemInput":        {Call: "DeleteItem", Op: OpKey, KeyFields: []string{"Key"}, HasTable: true},
	DynamoDBV1 + ".UpdateItemInput":        {Call: "UpdateItem", Op: OpKey, KeyFields: []string{"Key"}, HasTable: true},
	DynamoDBV1 + ".QueryInput":             {Call: "Query", Op: OpRead, KeyFields: []string{"ExclusiveStartKey"}, HasTable: true},
	DynamoDBV1 + ".ScanInput":              {Call: "Scan", Op: OpRead, KeyFields: []string{"ExclusiveStartKey"}, HasTable: true},
	DynamoDBV1 + ".Get":                    {Call: "TransactGetItems", Action: "Get", Op: OpRead, KeyFields: []string{"Key"}, HasTable: true},
	DynamoDBV1 + ".Put":                    {Call: "TransactWriteItems", Action: "Put", Op: OpWrite, KeyFields: []string{"Item"}, HasTable: true},
	DynamoDBV1 + ".Delete":                 {Call: "TransactWriteItems", Action: "Delete", Op: OpKey, KeyFields: []string{"Key"}, HasTable: true},
	DynamoDBV1 + ".Update":                 {Call: "TransactWriteItems", Action: "Update", Op: OpKey, KeyFields: []string{"Key"}, HasTable: true},
	DynamoDBV1 + ".ConditionCheck":         {Call: "TransactWriteItems", Action: "ConditionCheck", Op: OpRead, KeyFields: []string{"Key"}, HasTable: true},
	DynamoDBV1 + ".PutRequest":             {Call: "BatchWriteItem", Action: "Put", Op: OpWrite, KeyFields: []string{"Item"}},
	DynamoDBV1 + ".DeleteRequest":          {Call: "BatchWriteItem", Action: "Delete", Op: OpKey, KeyFields: []string{"Key"}},
	DynamoDBV1 + ".KeysAndAttributes":      {Call: "BatchGetItem", Op: OpRead, ListFields: []string{"Keys"}},
	DynamoDBV1 + ".ExecuteStatementInput":  {Call: "ExecuteStatement", Statement: true},
	DynamoDBV1 + ".BatchStatementRequest":  {Call: "BatchExecuteStatement", Statement: true},
	DynamoDBV1 + ".ParameterizedStatement": {Call: "ExecuteTransaction", Statement: true},
}

// RequestOf returns what a (pointer to a) struct type carries.
func RequestOf(t types.Type) (Request, bool) {
	path, name := NamedOf(t)
	if path == "" {
		return Request{}, false
	}
	r, ok := requests[path+"."+name]
	return r, ok
}

// NamedOf returns the package path and name of a named type or a pointer to
// one; "" if t is neither.
func NamedOf(t types.Type) (path, name string) {
	if t == nil {
		return "", ""
	}
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return "", ""
	}
	return n.Obj().Pkg().Path(), n.Obj().Name()
}

// Is reports whether t is (a pointer to) the named type path.name.
func Is(t types.Type, path, name string) bool {
	p, n := NamedOf(t)
	return p == path && n == name
}

// IsSDKPath reports packages of the AWS SDKs themselves (and of the
// guregu/dynamo client), which never hold user keys and are skipped to keep
// the analysis of dependencies cheap.
func IsSDKPath(path string) bool {
	return strings.HasPrefix(path, "github.com/aws/aws-sdk-go") || path == Dynamo || strings.HasPrefix(path, Dynamo+"/")
}
