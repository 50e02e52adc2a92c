// Package expression is a test stub of
// github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression (v1.10.7) for
// analysistest. It declares only the subset of the real API that the linter
// tests use, with types identical to the real package; internal/devtools/stubcheck
// verifies that it still matches the module pinned in go.mod. The builders
// record nothing and Build returns a zero Expression.
package expression

import "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

// Builder assembles the expressions of one DynamoDB request.
type Builder struct{}

// NewBuilder returns an empty Builder.
func NewBuilder() Builder { return Builder{} }

// Build builds the Expression.
func (b Builder) Build() (Expression, error) { return Expression{}, nil }

// WithCondition adds a condition expression.
func (b Builder) WithCondition(conditionBuilder ConditionBuilder) Builder { return b }

// WithFilter adds a filter expression.
func (b Builder) WithFilter(filterBuilder ConditionBuilder) Builder { return b }

// WithKeyCondition adds a key condition expression.
func (b Builder) WithKeyCondition(keyConditionBuilder KeyConditionBuilder) Builder { return b }

// WithProjection adds a projection expression.
func (b Builder) WithProjection(projectionBuilder ProjectionBuilder) Builder { return b }

// WithUpdate adds an update expression.
func (b Builder) WithUpdate(updateBuilder UpdateBuilder) Builder { return b }

// Expression holds the built expression strings and their placeholders.
type Expression struct{}

// Condition returns the condition expression.
func (e Expression) Condition() *string { return nil }

// Filter returns the filter expression.
func (e Expression) Filter() *string { return nil }

// KeyCondition returns the key condition expression.
func (e Expression) KeyCondition() *string { return nil }

// Projection returns the projection expression.
func (e Expression) Projection() *string { return nil }

// Update returns the update expression.
func (e Expression) Update() *string { return nil }

// Names returns the ExpressionAttributeNames map.
func (e Expression) Names() map[string]string { return nil }

// Values returns the ExpressionAttributeValues map.
func (e Expression) Values() map[string]types.AttributeValue { return nil }

// Operand is the result of building an OperandBuilder.
type Operand struct{}

// OperandBuilder is implemented by NameBuilder, ValueBuilder, KeyBuilder,
// SizeBuilder and SetValueBuilder. Unlike types.AttributeValue, its single
// method is exported.
type OperandBuilder interface {
	BuildOperand() (Operand, error)
}

// NameBuilder represents an item attribute name.
type NameBuilder struct{}

// Name returns a NameBuilder for the (dot-separated) attribute path name.
func Name(name string) NameBuilder { return NameBuilder{} }

// NameNoDotSplit returns a NameBuilder for name without splitting on dots.
func NameNoDotSplit(name string) NameBuilder { return NameBuilder{} }

// BuildOperand implements OperandBuilder.
func (nb NameBuilder) BuildOperand() (Operand, error) { return Operand{}, nil }

// Equal returns the condition nb = right.
func (nb NameBuilder) Equal(right OperandBuilder) ConditionBuilder { return ConditionBuilder{} }

// NotEqual returns the condition nb <> right.
func (nb NameBuilder) NotEqual(right OperandBuilder) ConditionBuilder { return ConditionBuilder{} }

// LessThan returns the condition nb < right.
func (nb NameBuilder) LessThan(right OperandBuilder) ConditionBuilder { return ConditionBuilder{} }

// LessThanEqual returns the condition nb <= right.
func (nb NameBuilder) LessThanEqual(right OperandBuilder) ConditionBuilder {
	return ConditionBuilder{}
}

// GreaterThan returns the condition nb > right.
func (nb NameBuilder) GreaterThan(right OperandBuilder) ConditionBuilder { return ConditionBuilder{} }

// GreaterThanEqual returns the condition nb >= right.
func (nb NameBuilder) GreaterThanEqual(right OperandBuilder) ConditionBuilder {
	return ConditionBuilder{}
}

// Between returns the condition nb BETWEEN lower AND upper.
func (nb NameBuilder) Between(lower, upper OperandBuilder) ConditionBuilder {
	return ConditionBuilder{}
}

// In returns the condition nb IN (right, other...).
func (nb NameBuilder) In(right OperandBuilder, other ...OperandBuilder) ConditionBuilder {
	return ConditionBuilder{}
}

// BeginsWith returns the condition begins_with(nb, prefix).
func (nb NameBuilder) BeginsWith(prefix string) ConditionBuilder { return ConditionBuilder{} }

// Contains returns the condition contains(nb, val).
func (nb NameBuilder) Contains(val any) ConditionBuilder { return ConditionBuilder{} }

// AttributeExists returns the condition attribute_exists(nb).
func (nb NameBuilder) AttributeExists() ConditionBuilder { return ConditionBuilder{} }

// AttributeNotExists returns the condition attribute_not_exists(nb).
func (nb NameBuilder) AttributeNotExists() ConditionBuilder { return ConditionBuilder{} }

// Plus returns the SET value nb + rightOperand.
func (nb NameBuilder) Plus(rightOperand OperandBuilder) SetValueBuilder { return SetValueBuilder{} }

// Minus returns the SET value nb - rightOperand.
func (nb NameBuilder) Minus(rightOperand OperandBuilder) SetValueBuilder { return SetValueBuilder{} }

// ListAppend returns the SET value list_append(nb, rightOperand).
func (nb NameBuilder) ListAppend(rightOperand OperandBuilder) SetValueBuilder {
	return SetValueBuilder{}
}

// IfNotExists returns the SET value if_not_exists(nb, rightOperand).
func (nb NameBuilder) IfNotExists(rightOperand OperandBuilder) SetValueBuilder {
	return SetValueBuilder{}
}

// NamesList returns a projection of nb followed by namesList.
func (nb NameBuilder) NamesList(namesList ...NameBuilder) ProjectionBuilder {
	return ProjectionBuilder{}
}

// ValueBuilder represents an expression attribute value.
type ValueBuilder struct{}

// Value returns a ValueBuilder for value.
func Value(value any) ValueBuilder { return ValueBuilder{} }

// BuildOperand implements OperandBuilder.
func (vb ValueBuilder) BuildOperand() (Operand, error) { return Operand{}, nil }

// Equal returns the condition vb = right.
func (vb ValueBuilder) Equal(right OperandBuilder) ConditionBuilder { return ConditionBuilder{} }

// Plus returns the SET value vb + rightOperand.
func (vb ValueBuilder) Plus(rightOperand OperandBuilder) SetValueBuilder { return SetValueBuilder{} }

// ListAppend returns the SET value list_append(vb, rightOperand).
func (vb ValueBuilder) ListAppend(rightOperand OperandBuilder) SetValueBuilder {
	return SetValueBuilder{}
}

// SetValueBuilder represents the value of a SET action (arithmetic,
// list_append, if_not_exists).
type SetValueBuilder struct{}

// BuildOperand implements OperandBuilder.
func (svb SetValueBuilder) BuildOperand() (Operand, error) { return Operand{}, nil }

// Plus returns the SET value leftOperand + rightOperand.
func Plus(leftOperand, rightOperand OperandBuilder) SetValueBuilder { return SetValueBuilder{} }

// Minus returns the SET value leftOperand - rightOperand.
func Minus(leftOperand, rightOperand OperandBuilder) SetValueBuilder { return SetValueBuilder{} }

// ListAppend returns the SET value list_append(leftOperand, rightOperand).
func ListAppend(leftOperand, rightOperand OperandBuilder) SetValueBuilder {
	return SetValueBuilder{}
}

// IfNotExists returns the SET value if_not_exists(name, setValue).
func IfNotExists(name NameBuilder, setValue OperandBuilder) SetValueBuilder {
	return SetValueBuilder{}
}

// KeyBuilder represents a key attribute in a key condition.
type KeyBuilder struct{}

// Key returns a KeyBuilder for the key attribute key.
func Key(key string) KeyBuilder { return KeyBuilder{} }

// BuildOperand implements OperandBuilder.
func (kb KeyBuilder) BuildOperand() (Operand, error) { return Operand{}, nil }

// Equal returns the key condition kb = valueBuilder.
func (kb KeyBuilder) Equal(valueBuilder ValueBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// LessThan returns the key condition kb < valueBuilder.
func (kb KeyBuilder) LessThan(valueBuilder ValueBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// LessThanEqual returns the key condition kb <= valueBuilder.
func (kb KeyBuilder) LessThanEqual(valueBuilder ValueBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// GreaterThan returns the key condition kb > valueBuilder.
func (kb KeyBuilder) GreaterThan(valueBuilder ValueBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// GreaterThanEqual returns the key condition kb >= valueBuilder.
func (kb KeyBuilder) GreaterThanEqual(valueBuilder ValueBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// Between returns the key condition kb BETWEEN lower AND upper.
func (kb KeyBuilder) Between(lower, upper ValueBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// BeginsWith returns the key condition begins_with(kb, prefix).
func (kb KeyBuilder) BeginsWith(prefix string) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// KeyConditionBuilder represents a key condition expression.
type KeyConditionBuilder struct{}

// IsSet reports whether kcb has been set.
func (kcb KeyConditionBuilder) IsSet() bool { return false }

// And returns the key condition kcb AND right.
func (kcb KeyConditionBuilder) And(right KeyConditionBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// KeyEqual returns the key condition keyBuilder = valueBuilder.
func KeyEqual(keyBuilder KeyBuilder, valueBuilder ValueBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// KeyLessThan returns the key condition keyBuilder < valueBuilder.
func KeyLessThan(keyBuilder KeyBuilder, valueBuilder ValueBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// KeyLessThanEqual returns the key condition keyBuilder <= valueBuilder.
func KeyLessThanEqual(keyBuilder KeyBuilder, valueBuilder ValueBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// KeyGreaterThan returns the key condition keyBuilder > valueBuilder.
func KeyGreaterThan(keyBuilder KeyBuilder, valueBuilder ValueBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// KeyGreaterThanEqual returns the key condition keyBuilder >= valueBuilder.
func KeyGreaterThanEqual(keyBuilder KeyBuilder, valueBuilder ValueBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// KeyBetween returns the key condition keyBuilder BETWEEN lower AND upper.
func KeyBetween(keyBuilder KeyBuilder, lower, upper ValueBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// KeyBeginsWith returns the key condition begins_with(keyBuilder, prefix).
func KeyBeginsWith(keyBuilder KeyBuilder, prefix string) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// KeyAnd returns the AND of two or more key conditions (variadic since the
// multi-attribute GSI key support in v1.10.x).
func KeyAnd(keyConditions ...KeyConditionBuilder) KeyConditionBuilder {
	return KeyConditionBuilder{}
}

// ConditionBuilder represents a condition or filter expression.
type ConditionBuilder struct{}

// IsSet reports whether cb has been set.
func (cb ConditionBuilder) IsSet() bool { return false }

// And returns the condition cb AND right AND other....
func (cb ConditionBuilder) And(right ConditionBuilder, other ...ConditionBuilder) ConditionBuilder {
	return ConditionBuilder{}
}

// Or returns the condition cb OR right OR other....
func (cb ConditionBuilder) Or(right ConditionBuilder, other ...ConditionBuilder) ConditionBuilder {
	return ConditionBuilder{}
}

// Not returns the condition NOT cb.
func (cb ConditionBuilder) Not() ConditionBuilder { return ConditionBuilder{} }

// And returns the condition left AND right AND other....
func And(left, right ConditionBuilder, other ...ConditionBuilder) ConditionBuilder {
	return ConditionBuilder{}
}

// Or returns the condition left OR right OR other....
func Or(left, right ConditionBuilder, other ...ConditionBuilder) ConditionBuilder {
	return ConditionBuilder{}
}

// Not returns the condition NOT conditionBuilder.
func Not(conditionBuilder ConditionBuilder) ConditionBuilder { return ConditionBuilder{} }

// Equal returns the condition left = right.
func Equal(left, right OperandBuilder) ConditionBuilder { return ConditionBuilder{} }

// NotEqual returns the condition left <> right.
func NotEqual(left, right OperandBuilder) ConditionBuilder { return ConditionBuilder{} }

// BeginsWith returns the condition begins_with(nameBuilder, prefix).
func BeginsWith(nameBuilder NameBuilder, prefix string) ConditionBuilder {
	return ConditionBuilder{}
}

// AttributeExists returns the condition attribute_exists(nameBuilder).
func AttributeExists(nameBuilder NameBuilder) ConditionBuilder { return ConditionBuilder{} }

// AttributeNotExists returns the condition attribute_not_exists(nameBuilder).
func AttributeNotExists(nameBuilder NameBuilder) ConditionBuilder { return ConditionBuilder{} }

// UpdateBuilder represents an update expression.
type UpdateBuilder struct{}

// Set returns an UpdateBuilder with the action SET name = operandBuilder.
func Set(name NameBuilder, operandBuilder OperandBuilder) UpdateBuilder { return UpdateBuilder{} }

// Add returns an UpdateBuilder with the action ADD name value.
func Add(name NameBuilder, value ValueBuilder) UpdateBuilder { return UpdateBuilder{} }

// Remove returns an UpdateBuilder with the action REMOVE name.
func Remove(name NameBuilder) UpdateBuilder { return UpdateBuilder{} }

// Delete returns an UpdateBuilder with the action DELETE name value.
func Delete(name NameBuilder, value ValueBuilder) UpdateBuilder { return UpdateBuilder{} }

// Set adds the action SET name = operandBuilder.
func (ub UpdateBuilder) Set(name NameBuilder, operandBuilder OperandBuilder) UpdateBuilder {
	return ub
}

// Add adds the action ADD name value.
func (ub UpdateBuilder) Add(name NameBuilder, value ValueBuilder) UpdateBuilder { return ub }

// Remove adds the action REMOVE name.
func (ub UpdateBuilder) Remove(name NameBuilder) UpdateBuilder { return ub }

// Delete adds the action DELETE name value.
func (ub UpdateBuilder) Delete(name NameBuilder, value ValueBuilder) UpdateBuilder { return ub }

// ProjectionBuilder represents a projection expression.
type ProjectionBuilder struct{}

// NamesList returns a projection of nameBuilder followed by namesList.
func NamesList(nameBuilder NameBuilder, namesList ...NameBuilder) ProjectionBuilder {
	return ProjectionBuilder{}
}

// AddNames returns pb extended with namesList.
func (pb ProjectionBuilder) AddNames(namesList ...NameBuilder) ProjectionBuilder { return pb }
