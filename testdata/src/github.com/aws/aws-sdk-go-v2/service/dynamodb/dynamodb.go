// Package dynamodb is a test stub of
// github.com/aws/aws-sdk-go-v2/service/dynamodb (v1.73.1) for analysistest.
// It declares only the subset of the real API that the linter tests use, with
// types identical to the real package; internal/devtools/stubcheck verifies that it
// still matches the module pinned in go.mod. Operations do nothing and return
// zero values.
package dynamodb

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// Client is an opaque DynamoDB client.
type Client struct {
	options Options
}

// Options mirrors a few fields of the real client options.
type Options struct {
	AppID            string
	BaseEndpoint     *string
	Region           string
	RetryMaxAttempts int
}

// New returns a client configured by options and optFns.
func New(options Options, optFns ...func(*Options)) *Client {
	return &Client{options: options}
}

// NewFromConfig returns a client configured from cfg.
func NewFromConfig(cfg aws.Config, optFns ...func(*Options)) *Client {
	return &Client{}
}

// Options returns a copy of the client configuration.
func (c *Client) Options() Options { return c.options }

// GetItem is a stub of the GetItem operation.
func (c *Client) GetItem(ctx context.Context, params *GetItemInput, optFns ...func(*Options)) (*GetItemOutput, error) {
	return nil, nil
}

// GetItemInput is the input of GetItem (subset of fields).
type GetItemInput struct {
	Key                      map[string]types.AttributeValue
	TableName                *string
	ConsistentRead           *bool
	ExpressionAttributeNames map[string]string
	ProjectionExpression     *string
}

// GetItemOutput is the output of GetItem (subset of fields).
type GetItemOutput struct {
	Item map[string]types.AttributeValue
}

// PutItem is a stub of the PutItem operation.
func (c *Client) PutItem(ctx context.Context, params *PutItemInput, optFns ...func(*Options)) (*PutItemOutput, error) {
	return nil, nil
}

// PutItemInput is the input of PutItem (subset of fields).
type PutItemInput struct {
	Item                      map[string]types.AttributeValue
	TableName                 *string
	ConditionExpression       *string
	ExpressionAttributeNames  map[string]string
	ExpressionAttributeValues map[string]types.AttributeValue
	ReturnValues              types.ReturnValue
}

// PutItemOutput is the output of PutItem (subset of fields).
type PutItemOutput struct {
	Attributes map[string]types.AttributeValue
}

// DeleteItem is a stub of the DeleteItem operation.
func (c *Client) DeleteItem(ctx context.Context, params *DeleteItemInput, optFns ...func(*Options)) (*DeleteItemOutput, error) {
	return nil, nil
}

// DeleteItemInput is the input of DeleteItem (subset of fields).
type DeleteItemInput struct {
	Key                       map[string]types.AttributeValue
	TableName                 *string
	ConditionExpression       *string
	ExpressionAttributeNames  map[string]string
	ExpressionAttributeValues map[string]types.AttributeValue
	ReturnValues              types.ReturnValue
}

// DeleteItemOutput is the output of DeleteItem (subset of fields).
type DeleteItemOutput struct {
	Attributes map[string]types.AttributeValue
}

// UpdateItem is a stub of the UpdateItem operation.
func (c *Client) UpdateItem(ctx context.Context, params *UpdateItemInput, optFns ...func(*Options)) (*UpdateItemOutput, error) {
	return nil, nil
}

// UpdateItemInput is the input of UpdateItem (subset of fields).
type UpdateItemInput struct {
	Key                       map[string]types.AttributeValue
	TableName                 *string
	ConditionExpression       *string
	ExpressionAttributeNames  map[string]string
	ExpressionAttributeValues map[string]types.AttributeValue
	ReturnValues              types.ReturnValue
	UpdateExpression          *string
}

// UpdateItemOutput is the output of UpdateItem (subset of fields).
type UpdateItemOutput struct {
	Attributes map[string]types.AttributeValue
}

// Query is a stub of the Query operation.
func (c *Client) Query(ctx context.Context, params *QueryInput, optFns ...func(*Options)) (*QueryOutput, error) {
	return nil, nil
}

// QueryInput is the input of Query (subset of fields).
type QueryInput struct {
	TableName                 *string
	ConsistentRead            *bool
	ExclusiveStartKey         map[string]types.AttributeValue
	ExpressionAttributeNames  map[string]string
	ExpressionAttributeValues map[string]types.AttributeValue
	FilterExpression          *string
	IndexName                 *string
	KeyConditionExpression    *string
	Limit                     *int32
	ProjectionExpression      *string
	ScanIndexForward          *bool
}

// QueryOutput is the output of Query (subset of fields).
type QueryOutput struct {
	Count            int32
	Items            []map[string]types.AttributeValue
	LastEvaluatedKey map[string]types.AttributeValue
	ScannedCount     int32
}

// Scan is a stub of the Scan operation.
func (c *Client) Scan(ctx context.Context, params *ScanInput, optFns ...func(*Options)) (*ScanOutput, error) {
	return nil, nil
}

// ScanInput is the input of Scan (subset of fields).
type ScanInput struct {
	TableName                 *string
	ConsistentRead            *bool
	ExclusiveStartKey         map[string]types.AttributeValue
	ExpressionAttributeNames  map[string]string
	ExpressionAttributeValues map[string]types.AttributeValue
	FilterExpression          *string
	IndexName                 *string
	Limit                     *int32
	ProjectionExpression      *string
	Segment                   *int32
	TotalSegments             *int32
}

// ScanOutput is the output of Scan (subset of fields).
type ScanOutput struct {
	Count            int32
	Items            []map[string]types.AttributeValue
	LastEvaluatedKey map[string]types.AttributeValue
	ScannedCount     int32
}

// BatchGetItem is a stub of the BatchGetItem operation.
func (c *Client) BatchGetItem(ctx context.Context, params *BatchGetItemInput, optFns ...func(*Options)) (*BatchGetItemOutput, error) {
	return nil, nil
}

// BatchGetItemInput is the input of BatchGetItem (subset of fields).
type BatchGetItemInput struct {
	RequestItems map[string]types.KeysAndAttributes
}

// BatchGetItemOutput is the output of BatchGetItem (subset of fields).
type BatchGetItemOutput struct {
	Responses       map[string][]map[string]types.AttributeValue
	UnprocessedKeys map[string]types.KeysAndAttributes
}

// BatchWriteItem is a stub of the BatchWriteItem operation.
func (c *Client) BatchWriteItem(ctx context.Context, params *BatchWriteItemInput, optFns ...func(*Options)) (*BatchWriteItemOutput, error) {
	return nil, nil
}

// BatchWriteItemInput is the input of BatchWriteItem (subset of fields).
type BatchWriteItemInput struct {
	RequestItems map[string][]types.WriteRequest
}

// BatchWriteItemOutput is the output of BatchWriteItem (subset of fields).
type BatchWriteItemOutput struct {
	UnprocessedItems map[string][]types.WriteRequest
}

// TransactWriteItems is a stub of the TransactWriteItems operation.
func (c *Client) TransactWriteItems(ctx context.Context, params *TransactWriteItemsInput, optFns ...func(*Options)) (*TransactWriteItemsOutput, error) {
	return nil, nil
}

// TransactWriteItemsInput is the input of TransactWriteItems (subset of fields).
type TransactWriteItemsInput struct {
	TransactItems      []types.TransactWriteItem
	ClientRequestToken *string
}

// TransactWriteItemsOutput is the output of TransactWriteItems (subset of fields).
type TransactWriteItemsOutput struct {
}

// TransactGetItems is a stub of the TransactGetItems operation.
func (c *Client) TransactGetItems(ctx context.Context, params *TransactGetItemsInput, optFns ...func(*Options)) (*TransactGetItemsOutput, error) {
	return nil, nil
}

// TransactGetItemsInput is the input of TransactGetItems (subset of fields).
type TransactGetItemsInput struct {
	TransactItems []types.TransactGetItem
}

// TransactGetItemsOutput is the output of TransactGetItems (subset of fields).
type TransactGetItemsOutput struct {
	Responses []types.ItemResponse
}

// CreateTable is a stub of the CreateTable operation.
func (c *Client) CreateTable(ctx context.Context, params *CreateTableInput, optFns ...func(*Options)) (*CreateTableOutput, error) {
	return nil, nil
}

// CreateTableInput is the input of CreateTable (subset of fields).
type CreateTableInput struct {
	TableName              *string
	AttributeDefinitions   []types.AttributeDefinition
	BillingMode            types.BillingMode
	GlobalSecondaryIndexes []types.GlobalSecondaryIndex
	KeySchema              []types.KeySchemaElement
	LocalSecondaryIndexes  []types.LocalSecondaryIndex
}

// CreateTableOutput is the output of CreateTable (subset of fields).
type CreateTableOutput struct {
	TableDescription *types.TableDescription
}

// UpdateTable is a stub of the UpdateTable operation.
func (c *Client) UpdateTable(ctx context.Context, params *UpdateTableInput, optFns ...func(*Options)) (*UpdateTableOutput, error) {
	return nil, nil
}

// UpdateTableInput is the input of UpdateTable (subset of fields).
type UpdateTableInput struct {
	TableName                   *string
	AttributeDefinitions        []types.AttributeDefinition
	GlobalSecondaryIndexUpdates []types.GlobalSecondaryIndexUpdate
}

// UpdateTableOutput is the output of UpdateTable (subset of fields).
type UpdateTableOutput struct {
	TableDescription *types.TableDescription
}

// ExecuteStatement is a stub of the ExecuteStatement operation.
func (c *Client) ExecuteStatement(ctx context.Context, params *ExecuteStatementInput, optFns ...func(*Options)) (*ExecuteStatementOutput, error) {
	return nil, nil
}

// ExecuteStatementInput is the input of ExecuteStatement (subset of fields).
type ExecuteStatementInput struct {
	Statement      *string
	ConsistentRead *bool
	Limit          *int32
	NextToken      *string
	Parameters     []types.AttributeValue
}

// ExecuteStatementOutput is the output of ExecuteStatement (subset of fields).
type ExecuteStatementOutput struct {
	Items            []map[string]types.AttributeValue
	LastEvaluatedKey map[string]types.AttributeValue
	NextToken        *string
}
