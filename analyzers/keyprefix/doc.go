// Package keyprefix defines an Analyzer that reports a bare id stored in a
// generic key attribute with no entity-type prefix.
//
// # Analyzer keyprefix
//
// keyprefix: bare id in a generic key attribute with no entity-type prefix
//
// keyprefix reports a value of a generic key attribute (PK, SK, GSI1PK,
// gsi2_sk, partitionKey, hashKey, sortKey, rangeKey… — the names of an
// overloaded single table) that is nothing but one id or value: a parameter,
// a struct field, a range variable over either, a UUID/ULID/KSUID, or an
// integer formatted as text, with no literal text around it. Key conditions
// compared with = are checked like item keys.
//
// # Why it matters
//
// Generic key names say the table holds several entity types. There, a key
// of "123" could be a user, an order or an invoice: the keys of different
// types collide (one item overwrites another), and a query cannot select one
// type, because begins_with(SK, "ORDER#") matches nothing when the sort keys
// are bare ids. A type prefix ("USER#123") keeps the types apart and makes
// every key readable in the console.
//
// # Examples
//
// Reported:
//
//	"PK": &types.AttributeValueMemberS{Value: userID}
//	"SK": &types.AttributeValueMemberS{Value: uuid.NewString()}
//	Item{PK: o.ID, SK: strconv.Itoa(o.Seq)}
//	expression.Key("PK").Equal(expression.Value(userID))
//
// Not reported:
//
//	"PK": &types.AttributeValueMemberS{Value: "USER#" + userID} // a type prefix
//	"SK": &types.AttributeValueMemberS{Value: "PROFILE"}        // a constant key
//	"userId": &types.AttributeValueMemberS{Value: userID}       // a semantic key name: one entity type
//	"PK": &types.AttributeValueMemberS{Value: pk}               // the name says it is a whole key, built elsewhere
//	"PK": &types.AttributeValueMemberS{Value: keyFor(u)}        // an unknown function's result may carry its prefix
//	"SK": &types.AttributeValueMemberN{Value: strconv.Itoa(n)}  // a number attribute
//	expression.Key("SK").BeginsWith(orderID)                     // a prefix to match, not a key
//
// What is deliberately not reported:
//
//   - Attributes with semantic names (userId, orderId, shard_id, whether the
//     engine learns them from a CreateTableInput, from -pk/-sk or from tables:
//     in the config file): such a table or index holds one entity type, and
//     its bare ids cannot collide with another type's.
//   - Keys with any literal text, at either end ("USER#" + id, id + "#v1"):
//     the literal marks the type. Constant keys ("PROFILE", "METADATA").
//   - Values ddblint cannot see into: the result of a function it cannot
//     summarise, or of a helper in another package that has no literal text
//     (only helpers with literal text travel as facts); a variable with more
//     than one assignment (its values may be prefixed constants); a package
//     variable of any package, or a field reached from one
//     (keys.Orders.PK1); a parameter, range variable or field that is
//     assigned in the function.
//   - A parameter that a caller in the same package fills with a value that
//     may be a whole key (literal text, concatenation, formatting, the
//     result of another function), and a struct field the package stores
//     such a value in: save(ctx, "USER#"+id) makes save's parameter a key,
//     Account{ID: "ACCOUNT#" + id} makes Account.ID one. Callers and stores
//     in other packages are not seen: a field of another package's type is
//     taken to hold what its name says.
//   - A value whose name says it is a whole key or a type marker: pk, sk,
//     key, userKey, gsi1pk, PK1, SK2 (a trailing index digit counts), or a
//     name ending in prefix, type, kind or entity.
//     The caller built it elsewhere.
//   - Times, enums, booleans, floats, hashes, Unix timestamps and shard
//     numbers: these are attributes of an item, not its identity; a bare
//     timestamp sort key under a prefixed partition is the ordinary
//     time-series design.
//   - N attributes: numbers cannot carry a prefix.
//   - Key-condition values compared with begins_with, BETWEEN, <, <=, > or
//     >=: they are prefixes and bounds to match, not keys. The writes that
//     store such keys are where the missing prefix is reported.
//
// # Fix
//
// Prefix the value with its entity type and the separator, in every writer
// and reader of the key, and migrate the stored items:
//
//	"PK": &types.AttributeValueMemberS{Value: "USER#" + userID}
//	"SK": &types.AttributeValueMemberS{Value: "ORDER#" + orderID}
//
// Which prefix is a design decision, so there is no suggested fix.
//
// # Options
//
// None. Which attributes are keys follows -pk, -sk and the config file's
// keys: and tables:; only the generic names above are checked.
//
// # Suppress
//
//	//ddblint:ignore keyprefix <reason>
package keyprefix

import _ "embed"

//go:embed doc.go
var doc string
