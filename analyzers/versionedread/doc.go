// Package versionedread defines an Analyzer that reports reads of the data
// table with a versioned sort key.
//
// # Analyzer versionedread
//
// versionedread: data table read with a versioned sort key
//
// versionedread reports a read of an item (GetItem, a Query key condition,
// BatchGetItem, TransactGetItems, a ConditionCheck, an ExclusiveStartKey)
// or the key of a DeleteItem or UpdateItem whose sort key ends in a version
// suffix: the version separator ("@"), optionally followed by a version
// word (v, ver, version, rev, revision), then a version number as the last
// part of the key: sk + "@" + strconv.Itoa(v), fmt.Sprintf("%s@%d", sk, v),
// fmt.Sprintf("ORDER#%s@v%d", id, n). The number is an integer not named
// like an identifier, or a string named like a version (ver, version,
// revision); after an explicit version word ("@v") any integer or string
// counts.
//
// # Why it matters
//
// The version-suffix pattern keeps every old version of an item under
// sk@N in a history (or command) table, while the data table
// holds only the current item, under sk. Reading sk@N from the data table
// finds nothing, or a stale copy left behind, and DynamoDB returns no error:
// the read silently misses the current item. A DeleteItem or UpdateItem with
// such a key addresses an item that does not exist (an UpdateItem even
// creates it).
//
// # Examples
//
// Reported:
//
//	Key: map[string]types.AttributeValue{
//		"PK": &types.AttributeValueMemberS{Value: "ORDER#" + id},
//		"SK": &types.AttributeValueMemberS{Value: sk + "@" + strconv.Itoa(v)},
//	} // in a GetItemInput{TableName: aws.String("orders")}
//	expression.Key("SK").Equal(expression.Value(fmt.Sprintf("ORDER#%s@v%d", id, n)))
//
// Not reported:
//
//	sk + "@" + strconv.Itoa(v)        // in a PutItem: writing versions is the pattern
//	sk + "@" + strconv.Itoa(v)        // read from "orders_history"
//	"USER#" + name + "@" + domain     // an e-mail address, not a version
//	fmt.Sprintf("%s@%d", user, orgID) // an owner, not a version
//	"USER#a@b.com"                    // "@" inside a constant
//	sk + "@" + strconv.Itoa(v) + "#X" // not a suffix
//	sk + "@" + lookup()               // unknown value after the separator
//	"EVENT@" + t.Format(time.RFC3339) // "at" a time, not a version
//
// Reads of tables that hold versions on purpose are not reported: tables
// named in -versioned-tables or matching -versioned-table-pattern. The
// pattern is also matched against the table-name expression's text
// (s.historyTable, cfg.CommandTable), which is all there is when the name
// cannot be resolved, and which names the table's purpose when it can
// (aws.String(historyTable) is a history table whatever its value). When a
// key has no table at all (the expression package's key conditions), the
// function that builds it is searched for requests naming a table: if any
// of them names a versioned table, the read is not reported; otherwise the
// version suffix in a read key is itself the evidence and it is.
//
// Also not reported: writes (PutItem, BatchWriteItem puts, TransactWriteItems
// puts, UpdateExpression SET values) and item values not known to be read
// (a tagged struct literal, a MarshalMap result used elsewhere); partition
// keys; N (numeric) attributes; a key that is a lone value (the whole key is
// unknown); a constant version ("@0", "@latest": the same-table "latest
// copy" pattern addresses it on purpose); an opaque value after the
// separator (the result of an unknown function: it may be anything); a time,
// Unix timestamp, ID, enum, float or shard number after the separator
// ("@" read as "at"); a string not named like a version, or an integer
// named like an identifier (orgID), after a bare "@"; an "@" that is the
// first character of the key.
//
// # Fix
//
// Read the current item by its key without the suffix, or read the version
// from the history table. When the key is written in place as a
// concatenation ending in + "@" + v (the separator and version word as
// their own string constant), the suggested fix deletes that suffix, unless
// the deletion would leave an import or a local variable unused. Other forms
// (Sprintf, a variable holding the key, a helper, "@"+v inside a longer
// literal) get no fix.
//
// # Options
//
// -version-separator sets the version separator (default "@").
// -versioned-tables lists tables that keep versions on purpose, and
// -versioned-table-pattern matches more of them by name (default
// "(?i)history|command"); reads of these tables are not reported.
//
// # Suppress
//
//	//ddblint:ignore versionedread <reason>
package versionedread

import _ "embed"

//go:embed doc.go
var doc string
