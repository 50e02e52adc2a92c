// Package dynamo is a test stub of github.com/guregu/dynamo (v1.23.0) for
// analysistest. It declares only the subset of the real API that the linter
// tests use, with types identical to the real package; internal/devtools/stubcheck
// verifies that it still matches the module pinned in go.mod. Operations do
// nothing and return zero values.
package dynamo

import "context"

// DB is a DynamoDB client.
type DB struct{}

// Table returns a Table handle specified by name.
func (db *DB) Table(name string) Table { return Table{name: name} }

// CreateTable begins creating the table name with the key schema declared by
// the struct tags of from.
func (db *DB) CreateTable(name string, from interface{}) *CreateTable { return &CreateTable{} }

// CreateTable is a table creation request.
type CreateTable struct{}

// Run creates the table.
func (ct *CreateTable) Run() error { return nil }

// Table is a DynamoDB table.
type Table struct {
	name string
}

// Name returns the table's name.
func (table Table) Name() string { return table.name }

// Get creates a request to get (or query) items by their hash key name = value.
func (table Table) Get(name string, value interface{}) *Query { return &Query{} }

// Put creates a request to put item.
func (table Table) Put(item interface{}) *Put { return &Put{} }

// Delete creates a request to delete the item whose hash key name = value.
func (table Table) Delete(name string, value interface{}) *Delete { return &Delete{} }

// Update creates a request to update the item whose hash key hashKey = value.
func (table Table) Update(hashKey string, value interface{}) *Update { return &Update{} }

// Check creates a condition check of a transaction for the item whose hash key
// hashKey = value.
func (table Table) Check(hashKey string, value interface{}) *ConditionCheck {
	return &ConditionCheck{}
}

// Batch begins a batch operation on the table's hash (and range) key.
func (table Table) Batch(hashAndRangeKeyName ...string) Batch { return Batch{} }

// Operator is an operation to apply in key comparisons.
type Operator string

// Operators used for comparing against the range key in queries.
const (
	Equal          Operator = "EQ"
	NotEqual       Operator = "NE"
	Less           Operator = "LT"
	LessOrEqual    Operator = "LE"
	Greater        Operator = "GT"
	GreaterOrEqual Operator = "GE"
	BeginsWith     Operator = "BEGINS_WITH"
	Between        Operator = "BETWEEN"
)

// Query is a get or query request.
type Query struct{}

// Range specifies the range key condition.
func (q *Query) Range(name string, op Operator, values ...interface{}) *Query { return q }

// Index specifies the index the query reads.
func (q *Query) Index(name string) *Query { return q }

// Limit limits the number of results.
func (q *Query) Limit(limit int64) *Query { return q }

// One gets one item.
func (q *Query) One(out interface{}) error { return nil }

// All gets every matching item.
func (q *Query) All(out interface{}) error { return nil }

// Count counts the matching items.
func (q *Query) Count() (int64, error) { return 0, nil }

// Put is a put request.
type Put struct{}

// If adds a condition.
func (p *Put) If(expr string, args ...interface{}) *Put { return p }

// Run puts the item.
func (p *Put) Run() error { return nil }

// Delete is a delete request.
type Delete struct{}

// Range specifies the range key of the item.
func (d *Delete) Range(name string, value interface{}) *Delete { return d }

// If adds a condition.
func (d *Delete) If(expr string, args ...interface{}) *Delete { return d }

// Run deletes the item.
func (d *Delete) Run() error { return nil }

// Update is an update request.
type Update struct{}

// Range specifies the range key of the item.
func (u *Update) Range(name string, value interface{}) *Update { return u }

// Set sets path to value.
func (u *Update) Set(path string, value interface{}) *Update { return u }

// If adds a condition.
func (u *Update) If(expr string, args ...interface{}) *Update { return u }

// Add adds value to path: a number is added to atomically, a set is
// extended.
func (u *Update) Add(path string, value interface{}) *Update { return u }

// Value runs the update and unmarshals the item after it into out
// (ReturnValues ALL_NEW).
func (u *Update) Value(out interface{}) error { return nil }

// ValueWithContext is Value with a context.
func (u *Update) ValueWithContext(ctx context.Context, out interface{}) error { return nil }

// OldValue runs the update and unmarshals the item before it into out
// (ReturnValues ALL_OLD).
func (u *Update) OldValue(out interface{}) error { return nil }

// Run updates the item.
func (u *Update) Run() error { return nil }

// ConditionCheck is a condition of a transaction.
type ConditionCheck struct{}

// Range specifies the range key of the item.
func (check *ConditionCheck) Range(rangeKey string, value interface{}) *ConditionCheck {
	return check
}

// If adds a condition.
func (check *ConditionCheck) If(expr string, args ...interface{}) *ConditionCheck {
	return check
}

// Keyed is a hash key and an optional range key.
type Keyed interface {
	HashKey() interface{}
	RangeKey() interface{}
}

// Keys is a hash key and range key pair.
type Keys [2]interface{}

// HashKey returns the hash key.
func (k Keys) HashKey() interface{} { return k[0] }

// RangeKey returns the range key.
func (k Keys) RangeKey() interface{} { return k[1] }

// Batch is a batch operation.
type Batch struct{}

// Get begins a batch get of keys.
func (b Batch) Get(keys ...Keyed) *BatchGet { return &BatchGet{} }

// Write begins a batch write.
func (b Batch) Write() *BatchWrite { return &BatchWrite{} }

// BatchGet is a batch get.
type BatchGet struct{}

// All gets every item.
func (bg *BatchGet) All(out interface{}) error { return nil }

// BatchWrite is a batch write.
type BatchWrite struct{}

// Put adds puts of items.
func (bw *BatchWrite) Put(items ...interface{}) *BatchWrite { return bw }

// Delete adds deletes of keys.
func (bw *BatchWrite) Delete(keys ...Keyed) *BatchWrite { return bw }

// Run runs the batch.
func (bw *BatchWrite) Run() (wrote int, err error) { return 0, nil }

// KeyType is the type of a key attribute.
type KeyType string

// Key types.
const (
	StringType KeyType = "S"
	NumberType KeyType = "N"
)

// Index describes a secondary index (subset of fields).
type Index struct {
	Name         string
	Local        bool
	HashKey      string
	HashKeyType  KeyType
	RangeKey     string
	RangeKeyType KeyType
}

// Description describes a table (subset of fields).
type Description struct {
	Name string
}

// UpdateTable is a request to change a table's settings.
type UpdateTable struct{}

// UpdateTable makes changes to this table's settings.
func (table Table) UpdateTable() *UpdateTable { return &UpdateTable{} }

// CreateIndex adds a new global secondary index.
func (ut *UpdateTable) CreateIndex(index Index) *UpdateTable { return ut }

// Run executes this request.
func (ut *UpdateTable) Run() (Description, error) { return Description{}, nil }
