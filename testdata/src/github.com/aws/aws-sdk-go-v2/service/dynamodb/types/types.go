// Package types is a test stub of
// github.com/aws/aws-sdk-go-v2/service/dynamodb/types (v1.73.1) for
// analysistest. It declares only the subset of the real API that the linter
// tests use, with types identical to the real package; internal/devtools/stubcheck
// verifies that it still matches the module pinned in go.mod. The real
// structs also embed an unexported smithy-go marker, omitted here.
package types

// AttributeValue is the union of the AttributeValueMember* types. Like the
// real interface it has a single unexported marker method, so only this
// package's member types implement it.
type AttributeValue interface {
	isAttributeValue()
}

// AttributeValueMemberB is an attribute of type Binary.
type AttributeValueMemberB struct {
	Value []byte
}

func (*AttributeValueMemberB) isAttributeValue() {}

// AttributeValueMemberBOOL is an attribute of type Boolean.
type AttributeValueMemberBOOL struct {
	Value bool
}

func (*AttributeValueMemberBOOL) isAttributeValue() {}

// AttributeValueMemberBS is an attribute of type Binary Set.
type AttributeValueMemberBS struct {
	Value [][]byte
}

func (*AttributeValueMemberBS) isAttributeValue() {}

// AttributeValueMemberL is an attribute of type List.
type AttributeValueMemberL struct {
	Value []AttributeValue
}

func (*AttributeValueMemberL) isAttributeValue() {}

// AttributeValueMemberM is an attribute of type Map.
type AttributeValueMemberM struct {
	Value map[string]AttributeValue
}

func (*AttributeValueMemberM) isAttributeValue() {}

// AttributeValueMemberN is an attribute of type Number.
type AttributeValueMemberN struct {
	Value string
}

func (*AttributeValueMemberN) isAttributeValue() {}

// AttributeValueMemberNS is an attribute of type Number Set.
type AttributeValueMemberNS struct {
	Value []string
}

func (*AttributeValueMemberNS) isAttributeValue() {}

// AttributeValueMemberNULL is an attribute of type Null.
type AttributeValueMemberNULL struct {
	Value bool
}

func (*AttributeValueMemberNULL) isAttributeValue() {}

// AttributeValueMemberS is an attribute of type String.
type AttributeValueMemberS struct {
	Value string
}

func (*AttributeValueMemberS) isAttributeValue() {}

// AttributeValueMemberSS is an attribute of type String Set.
type AttributeValueMemberSS struct {
	Value []string
}

func (*AttributeValueMemberSS) isAttributeValue() {}

// KeyType is the role of a key attribute.
type KeyType string

// Enum values for KeyType.
const (
	KeyTypeHash  KeyType = "HASH"
	KeyTypeRange KeyType = "RANGE"
)

// Values returns all known values for KeyType.
func (KeyType) Values() []KeyType { return nil }

// ScalarAttributeType is the data type of a key attribute.
type ScalarAttributeType string

// Enum values for ScalarAttributeType.
const (
	ScalarAttributeTypeS ScalarAttributeType = "S"
	ScalarAttributeTypeN ScalarAttributeType = "N"
	ScalarAttributeTypeB ScalarAttributeType = "B"
)

// Values returns all known values for ScalarAttributeType.
func (ScalarAttributeType) Values() []ScalarAttributeType { return nil }

// BillingMode controls how read and write throughput is charged.
type BillingMode string

// Enum values for BillingMode.
const (
	BillingModeProvisioned   BillingMode = "PROVISIONED"
	BillingModePayPerRequest BillingMode = "PAY_PER_REQUEST"
)

// Values returns all known values for BillingMode.
func (BillingMode) Values() []BillingMode { return nil }

// ProjectionType selects which attributes are projected into an index.
type ProjectionType string

// Enum values for ProjectionType.
const (
	ProjectionTypeAll      ProjectionType = "ALL"
	ProjectionTypeKeysOnly ProjectionType = "KEYS_ONLY"
	ProjectionTypeInclude  ProjectionType = "INCLUDE"
)

// Values returns all known values for ProjectionType.
func (ProjectionType) Values() []ProjectionType { return nil }

// ReturnValue selects what a write operation returns.
type ReturnValue string

// Enum values for ReturnValue.
const (
	ReturnValueNone       ReturnValue = "NONE"
	ReturnValueAllOld     ReturnValue = "ALL_OLD"
	ReturnValueUpdatedOld ReturnValue = "UPDATED_OLD"
	ReturnValueAllNew     ReturnValue = "ALL_NEW"
	ReturnValueUpdatedNew ReturnValue = "UPDATED_NEW"
)

// Values returns all known values for ReturnValue.
func (ReturnValue) Values() []ReturnValue { return nil }

// KeySchemaElement is one element of a table or index key schema.
type KeySchemaElement struct {
	AttributeName *string
	KeyType       KeyType
}

// AttributeDefinition declares the type of a key attribute.
type AttributeDefinition struct {
	AttributeName *string
	AttributeType ScalarAttributeType
}

// Projection describes the attributes projected into an index.
type Projection struct {
	NonKeyAttributes []string
	ProjectionType   ProjectionType
}

// GlobalSecondaryIndex describes a global secondary index.
type GlobalSecondaryIndex struct {
	IndexName  *string
	KeySchema  []KeySchemaElement
	Projection *Projection
}

// GlobalSecondaryIndexUpdate is one index change of UpdateTable (subset of
// fields).
type GlobalSecondaryIndexUpdate struct {
	Create *CreateGlobalSecondaryIndexAction
}

// CreateGlobalSecondaryIndexAction adds a global secondary index (subset of
// fields).
type CreateGlobalSecondaryIndexAction struct {
	IndexName  *string
	KeySchema  []KeySchemaElement
	Projection *Projection
}

// LocalSecondaryIndex describes a local secondary index.
type LocalSecondaryIndex struct {
	IndexName  *string
	KeySchema  []KeySchemaElement
	Projection *Projection
}

// TableDescription describes a table (subset).
type TableDescription struct {
	AttributeDefinitions   []AttributeDefinition
	GlobalSecondaryIndexes []GlobalSecondaryIndexDescription
	KeySchema              []KeySchemaElement
	LocalSecondaryIndexes  []LocalSecondaryIndexDescription
	TableArn               *string
	TableName              *string
}

// GlobalSecondaryIndexDescription describes a global secondary index of an
// existing table (subset).
type GlobalSecondaryIndexDescription struct {
	IndexName  *string
	KeySchema  []KeySchemaElement
	Projection *Projection
}

// LocalSecondaryIndexDescription describes a local secondary index of an
// existing table (subset).
type LocalSecondaryIndexDescription struct {
	IndexName  *string
	KeySchema  []KeySchemaElement
	Projection *Projection
}

// KeysAndAttributes is the per-table request of a BatchGetItem call.
type KeysAndAttributes struct {
	Keys                     []map[string]AttributeValue
	AttributesToGet          []string
	ConsistentRead           *bool
	ExpressionAttributeNames map[string]string
	ProjectionExpression     *string
}

// WriteRequest is one request of a BatchWriteItem call.
type WriteRequest struct {
	DeleteRequest *DeleteRequest
	PutRequest    *PutRequest
}

// PutRequest puts an item within a BatchWriteItem call.
type PutRequest struct {
	Item map[string]AttributeValue
}

// DeleteRequest deletes an item within a BatchWriteItem call.
type DeleteRequest struct {
	Key map[string]AttributeValue
}

// TransactWriteItem is one action of a TransactWriteItems call.
type TransactWriteItem struct {
	ConditionCheck *ConditionCheck
	Delete         *Delete
	Put            *Put
	Update         *Update
}

// Put is a transactional put.
type Put struct {
	Item                      map[string]AttributeValue
	TableName                 *string
	ConditionExpression       *string
	ExpressionAttributeNames  map[string]string
	ExpressionAttributeValues map[string]AttributeValue
}

// Delete is a transactional delete.
type Delete struct {
	Key                       map[string]AttributeValue
	TableName                 *string
	ConditionExpression       *string
	ExpressionAttributeNames  map[string]string
	ExpressionAttributeValues map[string]AttributeValue
}

// Update is a transactional update.
type Update struct {
	Key                       map[string]AttributeValue
	TableName                 *string
	UpdateExpression          *string
	ConditionExpression       *string
	ExpressionAttributeNames  map[string]string
	ExpressionAttributeValues map[string]AttributeValue
}

// ConditionCheck is a transactional condition check.
type ConditionCheck struct {
	ConditionExpression       *string
	Key                       map[string]AttributeValue
	TableName                 *string
	ExpressionAttributeNames  map[string]string
	ExpressionAttributeValues map[string]AttributeValue
}

// TransactGetItem is one action of a TransactGetItems call.
type TransactGetItem struct {
	Get *Get
}

// Get is a transactional get.
type Get struct {
	Key                      map[string]AttributeValue
	TableName                *string
	ExpressionAttributeNames map[string]string
	ProjectionExpression     *string
}

// ItemResponse is one item returned by TransactGetItems.
type ItemResponse struct {
	Item map[string]AttributeValue
}
