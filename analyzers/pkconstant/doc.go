// Package pkconstant defines an Analyzer that asks about constant partition
// keys whose growth the code does not show.
//
// # Analyzer pkconstant
//
// pkconstant: constant partition key whose set of items may grow (review)
//
// pkconstant is the review tier of pkcardinality. It reports a constant
// partition key written (or, in a package that only reads it, read) with a
// varying sort key (PK: "PLUGIN", SK: name), where the code does not show
// whether the set of items under it grows with use. Every item of the kind
// then shares one partition key value; whether that matters depends on how
// many items there will be, which the code does not say. The finding is a
// question for a reviewer, not a verdict: if the set grows with use (one
// item per order, per user, per event), put an id in the partition key; if
// it stays small (a dozen settings an administrator manages), there is
// nothing to do.
//
// pkcardinality reports the same shapes by default where the code shows
// growth, and says which evidence it found:
//
//   - a sort key that grows with time (a time, a Unix time, a ULID, KSUID
//     or UUIDv7, a counter): new items all land at one end of the
//     partition, where DynamoDB's split for heat does not help;
//   - a table with a local secondary index, which caps the items of one
//     partition key value at 10 GB;
//   - an item that expires (an attribute named ttl, expires, expiry or
//     expiration): items that are let go keep arriving;
//   - a read of the partition page by page (ExclusiveStartKey, a
//     paginator, QueryPages, guregu's StartFrom or Iter), whose author
//     expects more than a page of items;
//   - a write that mints an id for a key of the item (uuid.New, ulid.Make,
//     ksuid.New, xid.New, a snowflake or nano id), one new item per call
//     of a create path;
//   - a write run once per event: the function takes a Lambda event of a
//     queue, stream or bus (events.SQSEvent, KinesisEvent, DynamoDBEvent,
//     SNSEvent, EventBridge and S3 events) or one of its records;
//   - a write in a loop, one item per element.
//
// The last three are ways of writing, judged where the key is built and
// where the item is written, and do not count where either function, its
// receiver type, its file or its package is named for
// seeding, migrations, fixtures, set-up or administration (seed,
// migration, fixture, bootstrap, setup, populate, admin, backoffice,
// demo): such code fills a set once, however it writes it. Everything
// else is this rule's, except a key pkcardinality reports by default at the
// same place (a status index few-valued in a wrapper, constant at the call
// that passes one status): one design, answered there.
//
// The rule is not enabled by default: turn it on with -enable pkconstant,
// or -enable all, to review every constant partition of a codebase (the
// key map lists them too).
//
// # Why it matters
//
// DynamoDB spreads a table over partitions by hashing the partition key,
// and each partition serves at most 3,000 reads and 1,000 writes per
// second. A constant partition key puts every item of the kind under one
// value: DynamoDB can split the value's items by sort-key range once they
// run hot, after throttling, not before, and never when the table has a
// local secondary index. A listing of the kind reads all of them. For a
// handful of rows none of this matters; for a collection that grows with
// every request it is the hot partition that throttles first.
//
// # Examples
//
// Reported (a question):
//
//	Plugin{PK: "PLUGIN", SK: p.Name}            // how many plugins will there be?
//	Rule{PK: "ROUTING", SK: "RULE#" + r.ID}    // and routing rules?
//
// Not reported:
//
//	Order{PK: "ORDERS", SK: uuid.NewString()}     // minted id: pkcardinality reports it
//	Event{PK: "AUDIT", SK: time.Now().Format(time.RFC3339)} // grows with time: pkcardinality
//	Config{PK: "CONFIG", SK: "SETTINGS"}          // a single row
//	Toggle{PK: "TOGGLES", SK: string(t.Key)}      // an enum of five: five rows at most
//
// # Fix
//
// If the set grows with use, key the items by their own id and find "all
// of them" with a sharded global secondary index or a Scan:
//
//	// before: every plugin in one partition
//	PK: "PLUGIN", SK: p.Name
//	// after: one partition per plugin, listed through a sharded index
//	PK: "PLUGIN#" + p.Name, SK: "PLUGIN", GSI1PK: fmt.Sprintf("PLUGINS#%d", shard(p.Name))
//
// If it stays small, nothing needs to change: say so where the key is
// built, so the next reviewer need not ask again (below).
//
// # Options
//
// None.
//
// # Suppress
//
//	//ddblint:ignore pkconstant <why the set stays small>
package pkconstant

import _ "embed"

//go:embed doc.go
var doc string
