// Package keyschema defines an Analyzer that reports requests DynamoDB will
// reject because their key attributes do not match the table's declared key
// schema.
//
// # Analyzer keyschema
//
// keyschema: key attributes that do not match the table's key schema
//
// keyschema compares each request with the key schema of its table, when
// that schema is declared (CreateTableInput, AWS CDK, CloudFormation/SAM,
// Terraform, the config's tables:, guregu/dynamo key tags) and the request's
// table name is known. It reports:
//
//   - in the Key of GetItem, DeleteItem, UpdateItem, TransactGetItems and
//     TransactWriteItems (Delete, Update, ConditionCheck), BatchGetItem and a
//     BatchWriteItem delete: an attribute that is not a key of the table
//     (with "did you mean" when it differs from a missing key only in case
//     or by a small edit), and a missing partition or sort key — once per
//     Key: when an attribute is reported as no key attribute, its message
//     names the table's key, and the key it lacks is not reported again;
//   - an item given to PutItem, a BatchWriteItem put or a TransactWriteItems
//     put that lacks the table's partition or sort key;
//   - an item that carries none of a global index's keys but an attribute
//     one letter away from one of them (GS1PK where the index is keyed
//     GSI1PK): as written, the item is not in the index. Also for a table
//     named at run time, judged against the declared table the item's
//     attributes fit;
//   - a key attribute sent as the wrong DynamoDB type: an
//     AttributeValueMemberN (v1: N:) for an S key or the reverse, or a
//     struct field marshalled as a type the key cannot have (an int field
//     for an S key, unless its tag says dynamodbav:",string");
//   - in a query's key condition (KeyConditionExpression, the expression
//     builder's WithKeyCondition, guregu's Get(…).Range(…)): an attribute
//     that is not the partition or sort key of the table or of the queried
//     index, a condition without an equality on the partition key, and an
//     IndexName the table does not declare;
//   - an ExclusiveStartKey of a Query or a Scan rebuilt by hand (a map
//     literal, often filled from a client's page token) that lacks a key
//     of the table or, for a page of an index, of the index: DynamoDB
//     starts a page only at an item's whole key, the table's partition and
//     sort key plus the index's, and rejects any other start. The last
//     page's LastEvaluatedKey passed back, or a token decoded into a map,
//     holds what DynamoDB gave and is not judged.
//
// A table no schema declares is still held to what the package's own
// reads say of it: a struct field with only a json tag, which
// aws-sdk-go-v2's attributevalue (and guregu/dynamo) ignore, is written
// under its Go name (ID), and when a Key or a key condition of the same
// table (named alike, or held in the same field or variable) reads the
// json tag's name (id), the item is written without the key the reads
// look for. It is reported at the write, with a fix that tags the field
// dynamodbav:"id" (dynamo:"id") when it is declared in the package.
// aws-sdk-go v1's marshaller reads json tags, and is not judged so.
//
// Four mistakes are reported whatever the schema, declared or not, since
// no table makes them right: a Key or an item whose attribute is named like
// an expression value placeholder (":type", often the map a Query was given
// as ExpressionAttributeValues, reused as the Key of an update); a
// QueryInput handed to the SDK with neither KeyConditionExpression nor
// KeyConditions (DynamoDB rejects it; reading every item is a Scan); and a
// KeyConditionExpression whose text, when ddblint knows it, uses what no
// key condition accepts: OR, NOT, IN, <>, or a function other than
// begins_with ("sk = :id AND (begins_with(pk, :a) OR begins_with(pk, :b))",
// "pk = :pk AND contains(sk, :tag)"). Those belong in a FilterExpression,
// or in one query per value. And a key condition that compares no
// attribute with = ("begins_with(PK, :pk) AND begins_with(SK, :sk)", "day
// BETWEEN :from AND :to"): whichever attribute is the partition key, it is
// not named with =, and a query reads one partition. (Against a declared
// schema, the message names the partition key.)
//
// A request whose table name ddblint cannot work out (a name read from the
// environment or a config field) is checked only when its item or Key
// carries every key attribute of one declared table in another letter case
// and none as written: an untagged struct field ResourceID, marshalled
// under its Go name, where the table declares ResourceId (aws-sdk-go v1's
// marshaller falls back to the json tag, which may differ in case too).
// Such an item belongs, by its names, to no declared table, and a table
// out of sight keyed like a declared one save for case is far less likely
// than a key spelt in the wrong case. Not so an item whose struct type
// names its own id among its other attributes (a Tokens item carrying
// TokenId besides its owner's UserID): its key is that id, in a table out
// of sight. A table read only as a schema of last
// resort (declared in a test file or a helper no import reaches) does not
// count for this check: a probe table keyed pk says nothing of a store's PK.
// So, for such a request, is a query of a named index whose key condition
// names the index's partition key in other letter case only (gsi1_pk =
// :pk where the one declared table with an index GSI1 keys it GSI1_PK).
// And a query of an index its table does not declare, when the table's
// name is not known but one declared table alone defines an attribute of
// the key condition (AttributeDefinitions, Terraform's attribute blocks):
// a table defines only its keys' and its indexes' keys' attributes, so
// "status = :s" on index ByStatus is that table's query, and the index is
// missing. When two tables define the attribute, or none does, nothing is
// reported.
//
// A query whose table name is read from a struct field or package
// variable of no known value (aws.String(r.tableName)) is of the declared
// table a Key sent through the same field names whole and alone (a
// GetItem whose Key is that table's partition and sort key, nothing
// else), when the table declares the query's index: a repository keeps
// one table in one field. The query is then checked against that table
// as against a named one. A Key or item through the field that fits
// another declared table leaves the query unplaced. And a Key sent through
// such a field that names part of a table's key and nothing else (a
// GetItem by id alone) is of that table when it is the only table the
// code's repository declares and the items written through the same field
// carry its whole key (id and created_at): the Key lacks the rest.
//
// Keys are read as the engine reads them: map literals and variables filled
// by m["PK"] = …, attributevalue.MarshalMap of tagged structs and of Go maps,
// the expression builder, aws-sdk-go v1 and guregu/dynamo.
//
// # Why it matters
//
// DynamoDB checks every request against the table's key schema and rejects
// the ones that do not match, at run time, with a ValidationException:
//
//   - "The provided key element does not match the schema": a Key that
//     names an attribute the schema does not (case matters: "pk" is not
//     "PK"), lacks the sort key, carries a non-key attribute, or sends a key
//     value as the wrong type;
//   - "One or more parameter values were invalid: Missing the key SK in the
//     item": a PutItem item without a key attribute;
//   - "One or more parameter values were invalid: Type mismatch for key PK
//     expected: S actual: N": an item whose key has the wrong type (an index
//     key of the wrong type fails the same way);
//   - "Query condition missed key schema element: PK": a key condition on an
//     attribute that is not a key of the table or index, or without the
//     partition key;
//   - "Query key condition not supported": the partition key compared with
//     something other than =;
//   - "The table does not have the specified index: ByStatus".
//
// Nothing in the SDK's types catches these before the code runs: every
// attribute map has the same Go type whatever the table.
//
// # Examples
//
// With the table "orders" declared with partition key "PK" (S) and sort key
// "SK" (S), and a global secondary index "GSI1" keyed "GSI1PK", "GSI1SK":
//
// Reported:
//
//	Key: map[string]types.AttributeValue{"pk": …, "SK": …}      // did you mean "PK"?
//	Key: map[string]types.AttributeValue{"PK": …}               // lacks sort key "SK"
//	Key: map[string]types.AttributeValue{"PK": …, "SK": …, "Status": …}
//	Item: map[string]types.AttributeValue{"PK": …, "Total": …} // lacks sort key "SK"
//	"SK": &types.AttributeValueMemberN{Value: "7"}              // SK is S
//	ResourceID string `json:"resourceId"` // in an item put to os.Getenv("TABLE"), with the one declared table keyed ResourceId
//	KeyConditionExpression: aws.String("PK = :pk AND Status = :s")
//	KeyConditionExpression: aws.String("begins_with(SK, :p)")  // no PK = …
//	IndexName: aws.String("ByStatus")                           // no such index
//	db.Table("orders").Get("pk", id)                            // guregu: did you mean "PK"?
//
// Not reported:
//
//	Key on a table with no declared schema (the default key names are a guess)
//	db.Table("decks").Get("owner", id).Index("ByOwner") // schema only from the tags of an item put: other indexes may exist
//	Key: map[string]types.AttributeValue{attr: …, "SK": …}   // attr not constant
//	Item: map[string]types.AttributeValue{"PK": …, "SK": …, "Total": …} // extra attributes are normal
//	Item without GSI1PK                                       // sparse index: fine
//	KeyConditionExpression: aws.String("GSI1PK = :p"), IndexName: aws.String("GSI1")
//	Count int `dynamodbav:"SK,string"`                         // written as S
//	Item of a table named by os.Getenv, with ResourceId as declared
//	Item of an unnamed table carrying only the partition key in other case
//	Item fitting two declared tables with different keys in other case
//
// # Fix
//
// Use the attribute names and types the table declares. When an attribute
// differs from a missing key only in case or by a small edit, the suggested
// fix renames it where it is written as a string literal; likewise an
// IndexName close to a declared index. A key name in other case that comes
// from a struct field of the package is reported at the field, once for
// every request that writes the struct, and the fix tags the field with the
// declared name (dynamodbav, or dynamo for guregu; an existing tag's name is
// replaced, its options kept). Run ddblint -print-schema to see the
// schema each table is checked against, and where it was declared; tables
// used in code without a declared schema are listed there as "key schema
// unknown" and are not checked.
//
// # Options
//
// None. The schemas come from the config's tables: and schemas: (see
// docs/schemas.md).
//
// # Suppress
//
//	//ddblint:ignore keyschema <reason>
package keyschema

import _ "embed"

//go:embed doc.go
var doc string
