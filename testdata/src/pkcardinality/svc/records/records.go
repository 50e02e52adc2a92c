// Package records builds guregu/dynamo items but never imports a DynamoDB
// library: a storage package of the module puts them (through an interface
// of its own). A struct whose tags declare a hash key is an item all the
// same.
package records

// Kind is a record kind: three of them.
type Kind string

const (
	KindNote    Kind = "NOTE"
	KindTask    Kind = "TASK"
	KindReading Kind = "READING"
)

type row struct {
	PK   string `dynamo:"pk,hash"`
	SK   string `dynamo:"sk,range"`
	Kind string `dynamo:"kind" index:"by-kind,hash"`
	ID   string `dynamo:"id" index:"by-kind,range"`
}

// Reported: the by-kind index is partitioned by a kind with three values.
func newRow(owner, id string, k Kind) row {
	return row{PK: "OWNER#" + owner, SK: "REC#" + id, Kind: string(k), ID: id} // want `partition key "kind" of index by-kind takes its only varying part from k, which has 3 possible values`
}

// label has dynamo tags but declares no key: nothing says it is an item of a
// table (another library may read the same tag name), so it is not judged.
type label struct {
	Kind string `dynamo:"kind"`
	Text string `dynamo:"text"`
}

func newLabel(k Kind, text string) label {
	return label{Kind: string(k), Text: text} // ok: no key declared, no DynamoDB import
}
