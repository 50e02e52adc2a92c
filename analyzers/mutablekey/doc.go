// Package mutablekey defines an Analyzer that reports attributes that change
// over an item's life embedded in a table's own partition or sort key.
//
// # Analyzer mutablekey
//
// mutablekey: attribute that changes over the item's life in the table's key
//
// mutablekey reports a partition or sort key of a table (not of a secondary
// index) that embeds a value known to change while the item lives:
//
//   - a value whose name ends in one of the configured mutable attribute
//     names, word for word (camelCase, snake_case and kebab-case names are
//     split into words, case is ignored): with the default list, status,
//     orderStatus, order_status, o.State, job.Stage, phase, Priority;
//   - a value of an enum-like type (a named string or integer type with
//     declared constants) read from a struct field that the package writes
//     in at least two places with at least two values, at least once on an
//     item that already existed (a parameter, a receiver, a value loaded or
//     ranged over): o.Status = Shipped in one method, o.Status = Closed in
//     another.
//
// # Why it matters
//
// DynamoDB cannot change a key attribute in place: UpdateItem refuses to
// touch the table's key. Moving an order from PENDING to SHIPPED when the
// status is in its key means deleting the item and putting a new one: two
// writes (or a transaction at twice the cost), a window in which readers
// see the item missing or twice, and every other item, cache or message
// that refers to the item by its key now points at nothing.
//
// A secondary index is the standard way to find items by status: the item
// keeps a stable key (ORDER#<id>), and only the index's key attribute
// (GSI1PK = STATUS#<status>) changes, which DynamoDB handles by moving the
// item in the index on its own.
//
// # Examples
//
// Reported:
//
//	"PK": &types.AttributeValueMemberS{Value: "ORDER#" + string(o.Status) + "#" + o.ID}
//	"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("STATE#%s#%s", job.State, job.ID)}
//
//	// o.Stage is an enum written on existing items in two places:
//	func (o *Order) Pack()  { o.Stage = Packed }
//	func (o *Order) Close() { o.Stage = Done }
//	item := Item{PK: "ORDER#" + o.ID, SK: "STAGE#" + string(o.Stage)}
//
// Not reported:
//
//	"PK":     &types.AttributeValueMemberS{Value: "ORDER#" + o.ID},
//	"GSI1PK": &types.AttributeValueMemberS{Value: "STATUS#" + string(o.Status)}, // an index key
//	"SK":     &types.AttributeValueMemberS{Value: "KIND#" + string(o.Kind)},     // Kind is set once, at creation
//	"SK":     &types.AttributeValueMemberS{Value: "STATUS#ACTIVE"},              // a constant
//	"SK":     &types.AttributeValueMemberS{Value: a.Country + "#" + a.State},    // a place, not a state of the item
//	"PK":     &types.AttributeValueMemberS{Value: "oauth_state:" + state},       // an OAuth nonce, not a state of the item
//
// Also not reported: a value whose name only starts with or contains a
// configured name (statusCode, stateMachineArn, stageName), identifiers,
// times and hashes whatever their name, a state read from an address or
// next to a country or city (a place), a value of a security flow (a
// security word — oauth, auth, csrf, nonce, session, token, challenge,
// verifier — in the value's name or in the key's literal text: oauthState,
// "oauth_state:" + state, a random nonce that names a write-once item), a
// value read from configuration
// (cfg.Stage, the deployment stage), keys written to a table that keeps
// versions on purpose (see -versioned-tables and -versioned-table-pattern:
// a status history writes a new item per change), an enum field written
// only where items are created, a value that reaches the key through a
// helper in another package and is not named like a mutable attribute
// (its writes cannot be seen), and values ddblint cannot resolve.
//
// A status in a base-table key is not always a mistake: an append-only
// status history writes a new item for every change, and an item whose
// status never changes after it is written keeps its key. Such designs
// should say so with a suppression, or put the table in -versioned-tables.
//
// # Fix
//
// Keep the table's key stable (an id) and move the changing attribute into
// a secondary index's key, or into a plain attribute. There is no
// suggested fix: the change touches the table's design.
//
// # Options
//
// -mutable-attributes sets the names of attributes that change over an
// item's life, replacing the default list status,state,stage,phase,priority.
// A name of several words (workflowStep) matches names that end in those
// words (orderWorkflowStep, workflow_step).
//
// # Suppress
//
//	//ddblint:ignore mutablekey <reason>
package mutablekey

import _ "embed"

//go:embed doc.go
var doc string
