// Package expression is a test stub of
// github.com/aws/aws-sdk-go/service/dynamodb/expression (v1.55.8) for
// analysistest. It declares only the subset of the real API that the linter
// tests use, with types identical to the real package; internal/devtools/stubcheck
// verifies that it still matches the module pinned in go.mod. The builders
// record nothing and Build returns a zero Expression.
package expression

import "github.com/aws/aws-sdk-go/service/dynamodb"

// Builder assembles the expressions of one DynamoDB request.
type Builder struct{}

// NewBuilder returns an empty Builder.
func NewBuilder() Builder { return Builder{} }

// Build builds the Expression.
func (b Builder) Build() (Expression, error) { return Expression{}, nil }

// WithKeyCondition adds a key condition expression.
func (b Builder) WithKeyCondition(keyConditionBuilder KeyConditionBuilder) Builder { return b }

// WithUpdate adds an update expression.
func (b Builder) WithUpdate(updateBuilder UpdateBuilder) Builder { return b }

// Expression holds the built expression strings and their placeholders.
type Expression struct{}

// KeyCondition returns the key condition expression.
func (e Expression) KeyCondition() *string { return nil }

// Update returns the update expression.
func (e Expression) Update() *string { return nil }

// Names returns the ExpressionAttributeNames map.
func (e Expression) Names() map[string]*string { return nil }

// Values returns the ExpressionAttributeValues map.
func (e Expression) Values() map[string]*dynamodb.AttributeValue { return nil }

// Operand is the result of building an OperandBuilder.
type Operand struct{}

// OperandBuilder is implemented by NameBuilder, ValueBuilder and KeyBuilder.
type OperandBuilder interface {
	BuildOperand() (Operand, error)
}

// NameBuilder represents an item attribute name.
type NameBuilder struct{}

// Name returns a NameBuilder for the attribute path name.
func Name(name string) NameBuilder { return NameBuilder{} }

// BuildOperand implements OperandBuilder.
func (nb NameBuilder) BuildOperand() (Operand, error) { return Operand{}, nil }

// ValueBuilder represents a value.
type ValueBuilder struct{}

// Value returns a ValueBuilder for value.
func Value(value interface{}) ValueBuilder { return ValueBuilder{} }

// BuildOperand implements OperandBuilder.
func (vb ValueBuilder) BuildOperand() (Operand, error) { return Operand{}, nil }

// KeyBuilder represents a key attribute name in a key condition.
type KeyBuilder struct{}

// Key returns a KeyBuilder for the key attribute key.
func Key(key string) KeyBuilder { return KeyBuilder{} }

// BuildOperand implements OperandBuilder.
func (kb KeyBuilder) BuildOperand() (Operand, error) { return Operand{}, nil }

// Equal builds key = value.
func (kb KeyBuilder) Equal(valueBuilder ValueBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// LessThan builds key < value.
func (kb KeyBuilder) LessThan(valueBuilder ValueBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// Between builds key BETWEEN lower AND upper.
func (kb KeyBuilder) Between(lower, upper ValueBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// BeginsWith builds begins_with(key, prefix).
func (kb KeyBuilder) BeginsWith(prefix string) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// KeyConditionBuilder represents a key condition.
type KeyConditionBuilder struct{}

// And joins two key conditions.
func (kcb KeyConditionBuilder) And(right KeyConditionBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// KeyEqual builds key = value.
func KeyEqual(keyBuilder KeyBuilder, valueBuilder ValueBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// KeyBetween builds key BETWEEN lower AND upper.
func KeyBetween(keyBuilder KeyBuilder, lower, upper ValueBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// KeyBeginsWith builds begins_with(key, prefix).
func KeyBeginsWith(keyBuilder KeyBuilder, prefix string) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// KeyAnd joins two key conditions (SDK v1 takes exactly two).
func KeyAnd(left, right KeyConditionBuilder) KeyConditionBuilder { return KeyConditionBuilder{} }

// UpdateBuilder represents update actions.
type UpdateBuilder struct{}

// Set builds SET name = operand.
func Set(name NameBuilder, operandBuilder OperandBuilder) UpdateBuilder { return UpdateBuilder{} }

// Set adds SET name = operand.
func (ub UpdateBuilder) Set(name NameBuilder, operandBuilder OperandBuilder) UpdateBuilder {
	return ub
}
