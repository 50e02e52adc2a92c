// Package awsdynamodb is a test stub of
// github.com/aws/aws-cdk-go/awscdk/v2/awsdynamodb (v2.220.0) for
// analysistest: the table constructs and the props that declare key
// schemas. Declarations are copied from Table.go, TableV2.go, TableProps.go,
// TablePropsV2.go, Attribute.go, AttributeType.go,
// GlobalSecondaryIndexProps.go, GlobalSecondaryIndexPropsV2.go and
// LocalSecondaryIndexProps.go of that version, keeping only the fields and
// methods ddblint reads; internal/devtools/stubcheck/thirdparty verifies them against
// the real module (interfaces as subsets, see stubcheck.SubsetInterfaces).
//
// The CDK module is not in the root go.mod: it is large, and it would enter
// the module graph of everything that builds ddblint.
package awsdynamodb

import "github.com/aws/constructs-go/constructs/v10"

// Represents an attribute for describing the key schema for the table and indexes.
type Attribute struct {
	// The name of an attribute.
	Name *string `field:"required" json:"name" yaml:"name"`
	// The data type of an attribute.
	Type AttributeType `field:"required" json:"type" yaml:"type"`
}

// Data types for attributes within a table.
type AttributeType string

const (
	AttributeType_BINARY AttributeType = "BINARY"
	AttributeType_NUMBER AttributeType = "NUMBER"
	AttributeType_STRING AttributeType = "STRING"
)

// Properties for a DynamoDB Table.
type TableProps struct {
	PartitionKey *Attribute `field:"required" json:"partitionKey" yaml:"partitionKey"`
	SortKey      *Attribute `field:"optional" json:"sortKey" yaml:"sortKey"`
	TableName    *string    `field:"optional" json:"tableName" yaml:"tableName"`
}

// Properties used to configure a DynamoDB table.
type TablePropsV2 struct {
	PartitionKey           *Attribute                      `field:"required" json:"partitionKey" yaml:"partitionKey"`
	GlobalSecondaryIndexes *[]*GlobalSecondaryIndexPropsV2 `field:"optional" json:"globalSecondaryIndexes" yaml:"globalSecondaryIndexes"`
	LocalSecondaryIndexes  *[]*LocalSecondaryIndexProps    `field:"optional" json:"localSecondaryIndexes" yaml:"localSecondaryIndexes"`
	SortKey                *Attribute                      `field:"optional" json:"sortKey" yaml:"sortKey"`
	TableName              *string                         `field:"optional" json:"tableName" yaml:"tableName"`
}

// Properties for a global secondary index.
type GlobalSecondaryIndexProps struct {
	IndexName    *string    `field:"required" json:"indexName" yaml:"indexName"`
	PartitionKey *Attribute `field:"required" json:"partitionKey" yaml:"partitionKey"`
	SortKey      *Attribute `field:"optional" json:"sortKey" yaml:"sortKey"`
}

// Properties used to configure a global secondary index.
type GlobalSecondaryIndexPropsV2 struct {
	IndexName    *string    `field:"required" json:"indexName" yaml:"indexName"`
	PartitionKey *Attribute `field:"required" json:"partitionKey" yaml:"partitionKey"`
	SortKey      *Attribute `field:"optional" json:"sortKey" yaml:"sortKey"`
}

// Properties for a local secondary index.
type LocalSecondaryIndexProps struct {
	IndexName *string    `field:"required" json:"indexName" yaml:"indexName"`
	SortKey   *Attribute `field:"required" json:"sortKey" yaml:"sortKey"`
}

// Provides a DynamoDB table.
type Table interface {
	// Table name of the dynamodb table.
	TableName() *string
	// Add a global secondary index of table.
	AddGlobalSecondaryIndex(props *GlobalSecondaryIndexProps)
	// Add a local secondary index of table.
	AddLocalSecondaryIndex(props *LocalSecondaryIndexProps)
}

func NewTable(scope constructs.Construct, id *string, props *TableProps) Table {
	return nil
}

// A DynamoDB Table.
type TableV2 interface {
	// The name of the table.
	TableName() *string
	// Add a global secondary index to the table.
	AddGlobalSecondaryIndex(props *GlobalSecondaryIndexPropsV2)
	// Add a local secondary index to the table.
	AddLocalSecondaryIndex(props *LocalSecondaryIndexProps)
}

func NewTableV2(scope constructs.Construct, id *string, props *TablePropsV2) TableV2 {
	return nil
}
