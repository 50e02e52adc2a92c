// Package dynamodb is a test stub of
// github.com/aws/aws-sdk-go/service/dynamodb (v1.55.8) for analysistest. It
// declares only the subset of the real API that the linter tests use, with
// types identical to the real package; internal/devtools/stubcheck verifies that it
// still matches the module pinned in go.mod. Operations do nothing and return
// zero values.
package dynamodb

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/request"
)

// DynamoDB is an opaque DynamoDB client.
type DynamoDB struct {
	endpoint string
}

// GetItem is a stub of the GetItem operation.
func (c *DynamoDB) GetItem(input *GetItemInput) (*GetItemOutput, error) { return nil, nil }

// PutItem is a stub of the PutItem operation.
func (c *DynamoDB) PutItem(input *PutItemInput) (*PutItemOutput, error) { return nil, nil }

// DeleteItem is a stub of the DeleteItem operation.
func (c *DynamoDB) DeleteItem(input *DeleteItemInput) (*DeleteItemOutput, error) { return nil, nil }

// UpdateItem is a stub of the UpdateItem operation.
func (c *DynamoDB) UpdateItem(input *UpdateItemInput) (*UpdateItemOutput, error) { return nil, nil }

// UpdateItemWithContext is a stub of UpdateItem with a context.
func (c *DynamoDB) UpdateItemWithContext(ctx aws.Context, input *UpdateItemInput, opts ...request.Option) (*UpdateItemOutput, error) {
	return nil, nil
}

// Query is a stub of the Query operation.
func (c *DynamoDB) Query(input *QueryInput) (*QueryOutput, error) { return nil, nil }

// Scan is a stub of the Scan operation.
func (c *DynamoDB) Scan(input *ScanInput) (*ScanOutput, error) { return nil, nil }

// BatchGetItem is a stub of the BatchGetItem operation.
func (c *DynamoDB) BatchGetItem(input *BatchGetItemInput) (*BatchGetItemOutput, error) {
	return nil, nil
}

// BatchWriteItem is a stub of the BatchWriteItem operation.
func (c *DynamoDB) BatchWriteItem(input *BatchWriteItemInput) (*BatchWriteItemOutput, error) {
	return nil, nil
}

// TransactGetItems is a stub of the TransactGetItems operation.
func (c *DynamoDB) TransactGetItems(input *TransactGetItemsInput) (*TransactGetItemsOutput, error) {
	return nil, nil
}

// TransactWriteItems is a stub of the TransactWriteItems operation.
func (c *DynamoDB) TransactWriteItems(input *TransactWriteItemsInput) (*TransactWriteItemsOutput, error) {
	return nil, nil
}

// ExecuteStatement is a stub of the ExecuteStatement operation.
func (c *DynamoDB) ExecuteStatement(input *ExecuteStatementInput) (*ExecuteStatementOutput, error) {
	return nil, nil
}

// BatchExecuteStatement is a stub of the BatchExecuteStatement operation.
func (c *DynamoDB) BatchExecuteStatement(input *BatchExecuteStatementInput) (*BatchExecuteStatementOutput, error) {
	return nil, nil
}

// ExecuteTransaction is a stub of the ExecuteTransaction operation.
func (c *DynamoDB) ExecuteTransaction(input *ExecuteTransactionInput) (*ExecuteTransactionOutput, error) {
	return nil, nil
}

// CreateTable is a stub of the CreateTable operation.
func (c *DynamoDB) CreateTable(input *CreateTableInput) (*CreateTableOutput, error) { return nil, nil }

// UpdateTable changes a table's settings, indexes among them.
func (c *DynamoDB) UpdateTable(input *UpdateTableInput) (*UpdateTableOutput, error) { return nil, nil }

// AttributeValue is one attribute's value: exactly one member is set.
type AttributeValue struct {
	B    []byte
	BOOL *bool
	BS   [][]byte
	L    []*AttributeValue
	M    map[string]*AttributeValue
	N    *string
	NS   []*string
	NULL *bool
	S    *string
	SS   []*string
}

// SetS sets the S member.
func (s *AttributeValue) SetS(v string) *AttributeValue {
	s.S = &v
	return s
}

// SetN sets the N member.
func (s *AttributeValue) SetN(v string) *AttributeValue {
	s.N = &v
	return s
}

// GetItemInput is the input of GetItem (subset of fields).
type GetItemInput struct {
	ConsistentRead           *bool
	ExpressionAttributeNames map[string]*string
	Key                      map[string]*AttributeValue
	ProjectionExpression     *string
	TableName                *string
}

// GetItemOutput is the output of GetItem (subset of fields).
type GetItemOutput struct {
	Item map[string]*AttributeValue
}

// PutItemInput is the input of PutItem (subset of fields).
type PutItemInput struct {
	ConditionExpression       *string
	ExpressionAttributeNames  map[string]*string
	ExpressionAttributeValues map[string]*AttributeValue
	Item                      map[string]*AttributeValue
	TableName                 *string
}

// PutItemOutput is the output of PutItem (subset of fields).
type PutItemOutput struct {
	Attributes map[string]*AttributeValue
}

// DeleteItemInput is the input of DeleteItem (subset of fields).
type DeleteItemInput struct {
	ConditionExpression       *string
	ExpressionAttributeNames  map[string]*string
	ExpressionAttributeValues map[string]*AttributeValue
	Key                       map[string]*AttributeValue
	TableName                 *string
}

// DeleteItemOutput is the output of DeleteItem (subset of fields).
type DeleteItemOutput struct {
	Attributes map[string]*AttributeValue
}

// UpdateItemInput is the input of UpdateItem (subset of fields).
type UpdateItemInput struct {
	ConditionExpression       *string
	ExpressionAttributeNames  map[string]*string
	ExpressionAttributeValues map[string]*AttributeValue
	Key                       map[string]*AttributeValue
	ReturnValues              *string
	TableName                 *string
	UpdateExpression          *string
}

// UpdateItemOutput is the output of UpdateItem (subset of fields).
type UpdateItemOutput struct {
	Attributes map[string]*AttributeValue
}

// QueryInput is the input of Query (subset of fields).
type QueryInput struct {
	ExclusiveStartKey         map[string]*AttributeValue
	ExpressionAttributeNames  map[string]*string
	ExpressionAttributeValues map[string]*AttributeValue
	FilterExpression          *string
	IndexName                 *string
	KeyConditionExpression    *string
	KeyConditions             map[string]*Condition
	Limit                     *int64
	ScanIndexForward          *bool
	TableName                 *string
}

// Condition is a legacy key or filter condition: an operator and its
// operands.
type Condition struct {
	AttributeValueList []*AttributeValue
	ComparisonOperator *string
}

// The comparison operators of a Condition (subset).
const (
	ComparisonOperatorEq         = "EQ"
	ComparisonOperatorBeginsWith = "BEGINS_WITH"
	ComparisonOperatorBetween    = "BETWEEN"
	ComparisonOperatorGt         = "GT"
)

// QueryOutput is the output of Query (subset of fields).
type QueryOutput struct {
	Count            *int64
	ScannedCount     *int64
	Items            []map[string]*AttributeValue
	LastEvaluatedKey map[string]*AttributeValue
}

// ScanInput is the input of Scan (subset of fields).
type ScanInput struct {
	ExclusiveStartKey         map[string]*AttributeValue
	ExpressionAttributeNames  map[string]*string
	ExpressionAttributeValues map[string]*AttributeValue
	FilterExpression          *string
	IndexName                 *string
	TableName                 *string
}

// ScanOutput is the output of Scan (subset of fields).
type ScanOutput struct {
	Count            *int64
	ScannedCount     *int64
	Items            []map[string]*AttributeValue
	LastEvaluatedKey map[string]*AttributeValue
}

// BatchGetItemInput is the input of BatchGetItem.
type BatchGetItemInput struct {
	RequestItems map[string]*KeysAndAttributes
}

// BatchGetItemOutput is the output of BatchGetItem (subset of fields).
type BatchGetItemOutput struct {
	Responses       map[string][]map[string]*AttributeValue
	UnprocessedKeys map[string]*KeysAndAttributes
}

// KeysAndAttributes are the keys BatchGetItem reads from one table.
type KeysAndAttributes struct {
	ConsistentRead       *bool
	Keys                 []map[string]*AttributeValue
	ProjectionExpression *string
}

// BatchWriteItemInput is the input of BatchWriteItem.
type BatchWriteItemInput struct {
	RequestItems map[string][]*WriteRequest
}

// BatchWriteItemOutput is the output of BatchWriteItem (subset of fields).
type BatchWriteItemOutput struct {
	UnprocessedItems map[string][]*WriteRequest
}

// WriteRequest is one put or delete of BatchWriteItem.
type WriteRequest struct {
	DeleteRequest *DeleteRequest
	PutRequest    *PutRequest
}

// PutRequest is the put of a WriteRequest.
type PutRequest struct {
	Item map[string]*AttributeValue
}

// DeleteRequest is the delete of a WriteRequest.
type DeleteRequest struct {
	Key map[string]*AttributeValue
}

// TransactGetItemsInput is the input of TransactGetItems.
type TransactGetItemsInput struct {
	TransactItems []*TransactGetItem
}

// TransactGetItemsOutput is the output of TransactGetItems (subset of fields).
type TransactGetItemsOutput struct{}

// TransactGetItem is one read of TransactGetItems.
type TransactGetItem struct {
	Get *Get
}

// Get is a read of a TransactGetItem.
type Get struct {
	ExpressionAttributeNames map[string]*string
	Key                      map[string]*AttributeValue
	ProjectionExpression     *string
	TableName                *string
}

// TransactWriteItemsInput is the input of TransactWriteItems.
type TransactWriteItemsInput struct {
	ClientRequestToken *string
	TransactItems      []*TransactWriteItem
}

// TransactWriteItemsOutput is the output of TransactWriteItems (subset of fields).
type TransactWriteItemsOutput struct{}

// TransactWriteItem is one action of TransactWriteItems.
type TransactWriteItem struct {
	ConditionCheck *ConditionCheck
	Delete         *Delete
	Put            *Put
	Update         *Update
}

// Put is a put of a TransactWriteItem.
type Put struct {
	ConditionExpression       *string
	ExpressionAttributeNames  map[string]*string
	ExpressionAttributeValues map[string]*AttributeValue
	Item                      map[string]*AttributeValue
	TableName                 *string
}

// Delete is a delete of a TransactWriteItem.
type Delete struct {
	ConditionExpression       *string
	ExpressionAttributeNames  map[string]*string
	ExpressionAttributeValues map[string]*AttributeValue
	Key                       map[string]*AttributeValue
	TableName                 *string
}

// Update is an update of a TransactWriteItem.
type Update struct {
	ConditionExpression       *string
	ExpressionAttributeNames  map[string]*string
	ExpressionAttributeValues map[string]*AttributeValue
	Key                       map[string]*AttributeValue
	TableName                 *string
	UpdateExpression          *string
}

// ConditionCheck is a condition of a TransactWriteItem.
type ConditionCheck struct {
	ConditionExpression       *string
	ExpressionAttributeNames  map[string]*string
	ExpressionAttributeValues map[string]*AttributeValue
	Key                       map[string]*AttributeValue
	TableName                 *string
}

// ExecuteStatementInput is the input of ExecuteStatement (subset of fields).
type ExecuteStatementInput struct {
	ConsistentRead *bool
	Limit          *int64
	NextToken      *string
	Parameters     []*AttributeValue
	Statement      *string
}

// ExecuteStatementOutput is the output of ExecuteStatement (subset of fields).
type ExecuteStatementOutput struct {
	Items     []map[string]*AttributeValue
	NextToken *string
}

// BatchExecuteStatementInput is the input of BatchExecuteStatement (subset of fields).
type BatchExecuteStatementInput struct {
	Statements []*BatchStatementRequest
}

// BatchExecuteStatementOutput is the output of BatchExecuteStatement (subset of fields).
type BatchExecuteStatementOutput struct{}

// BatchStatementRequest is one statement of BatchExecuteStatement.
type BatchStatementRequest struct {
	ConsistentRead *bool
	Parameters     []*AttributeValue
	Statement      *string
}

// ExecuteTransactionInput is the input of ExecuteTransaction (subset of fields).
type ExecuteTransactionInput struct {
	ClientRequestToken *string
	TransactStatements []*ParameterizedStatement
}

// ExecuteTransactionOutput is the output of ExecuteTransaction (subset of fields).
type ExecuteTransactionOutput struct{}

// ParameterizedStatement is one statement of ExecuteTransaction.
type ParameterizedStatement struct {
	Parameters []*AttributeValue
	Statement  *string
}

// CreateTableInput is the input of CreateTable (subset of fields).
type CreateTableInput struct {
	BillingMode            *string
	GlobalSecondaryIndexes []*GlobalSecondaryIndex
	KeySchema              []*KeySchemaElement
	LocalSecondaryIndexes  []*LocalSecondaryIndex
	TableName              *string
}

// CreateTableOutput is the output of CreateTable (subset of fields).
type CreateTableOutput struct{}

// KeySchemaElement is one attribute of a key schema.
type KeySchemaElement struct {
	AttributeName *string
	KeyType       *string
}

// GlobalSecondaryIndex declares a global secondary index (subset of fields).
type GlobalSecondaryIndex struct {
	IndexName *string
	KeySchema []*KeySchemaElement
}

// LocalSecondaryIndex declares a local secondary index (subset of fields).
type LocalSecondaryIndex struct {
	IndexName *string
	KeySchema []*KeySchemaElement
}

// ReturnValue enum values: what UpdateItem (and others) return.
const (
	ReturnValueNone       = "NONE"
	ReturnValueAllOld     = "ALL_OLD"
	ReturnValueUpdatedOld = "UPDATED_OLD"
	ReturnValueAllNew     = "ALL_NEW"
	ReturnValueUpdatedNew = "UPDATED_NEW"
)

// Key types of a KeySchemaElement.
const (
	KeyTypeHash  = "HASH"
	KeyTypeRange = "RANGE"
)

// UpdateTableInput is the input of UpdateTable (subset of fields).
type UpdateTableInput struct {
	GlobalSecondaryIndexUpdates []*GlobalSecondaryIndexUpdate
	TableName                   *string
}

// UpdateTableOutput is the output of UpdateTable (subset of fields).
type UpdateTableOutput struct{}

// GlobalSecondaryIndexUpdate is one index change of UpdateTable (subset of
// fields).
type GlobalSecondaryIndexUpdate struct {
	Create *CreateGlobalSecondaryIndexAction
}

// CreateGlobalSecondaryIndexAction adds a global secondary index (subset of
// fields).
type CreateGlobalSecondaryIndexAction struct {
	IndexName *string
	KeySchema []*KeySchemaElement
}

// The generated setters of the requests (a subset): each stores its
// argument in the field and returns the receiver.

// SetKey sets the Key field's value.
func (s *GetItemInput) SetKey(v map[string]*AttributeValue) *GetItemInput { s.Key = v; return s }

// SetTableName sets the TableName field's value.
func (s *GetItemInput) SetTableName(v string) *GetItemInput { s.TableName = &v; return s }

// SetItem sets the Item field's value.
func (s *PutItemInput) SetItem(v map[string]*AttributeValue) *PutItemInput { s.Item = v; return s }

// SetTableName sets the TableName field's value.
func (s *PutItemInput) SetTableName(v string) *PutItemInput { s.TableName = &v; return s }

// SetKeyConditionExpression sets the KeyConditionExpression field's value.
func (s *QueryInput) SetKeyConditionExpression(v string) *QueryInput {
	s.KeyConditionExpression = &v
	return s
}

// SetExpressionAttributeValues sets the ExpressionAttributeValues field's value.
func (s *QueryInput) SetExpressionAttributeValues(v map[string]*AttributeValue) *QueryInput {
	s.ExpressionAttributeValues = v
	return s
}

// SetTableName sets the TableName field's value.
func (s *QueryInput) SetTableName(v string) *QueryInput { s.TableName = &v; return s }
