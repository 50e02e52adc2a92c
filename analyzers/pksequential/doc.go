// Package pksequential defines an Analyzer that reports partition keys built
// from sequential counters.
//
// # Analyzer pksequential
//
// pksequential: partition key built from a sequential counter
//
// pksequential reports a partition key, of the table or of a secondary
// index, that embeds a number handed out by a counter:
//
//   - the new value of an in-process counter: atomic.AddInt64(&seq, 1),
//     seq.Add(1) on an atomic.Int64 (and the other sync/atomic integer
//     types), directly or through a variable, an integer conversion or a
//     function of the package that returns it;
//   - a number read back from a counter item: the attribute x of the output
//     of an UpdateItem whose UpdateExpression is ADD x :one,
//     SET x = x + :one or SET x = if_not_exists(x, :zero) + :one (:one a
//     positive constant) and whose ReturnValues returns it, read as
//     out.Attributes["x"] (directly, with a type assertion to
//     *types.AttributeValueMemberN, through attributevalue.Unmarshal or
//     UnmarshalMap into a field tagged x, strconv.Atoi, ParseInt or
//     ParseUint), in the same function or returned by a
//     function of the package. With aws-sdk-go v1 the call is
//     svc.UpdateItem(in) or svc.UpdateItemWithContext(ctx, in), :one is
//     {N: aws.String("1")}, and the number is out.Attributes["x"].N (a
//     *string: as it is, dereferenced, or through aws.StringValue), or
//     comes through dynamodbattribute.Unmarshal or UnmarshalMap (whose
//     fields may be named by json tags). With guregu/dynamo the update is
//     table.Update(k, v).Add("x", 1) (a positive constant; the chain
//     itself or a local variable holding it) run by Value(&out),
//     ValueWithContext or OldValue (v2: Value(ctx, &out), OldValue), and
//     the number is the field of out stored as x (its dynamo tag, else
//     its name). Helpers of the package may stand between: one that
//     returns the parse's results as they are (return strconv.Atoi(s)),
//     one that returns the UpdateItem's output for its caller to read,
//     and one that returns the number boxed (aws.Int(n), aws.Uint64(n):
//     *p and aws.ToInt(p) read it, also in a key helper taking the
//     pointer) or by address (return &out.Seq, nil, read as *p). A method called through an interface is its one
//     implementation's, when the package has exactly one;
//   - an integer whose name says it is a sequence number: its last word
//     (camelCase, snake_case and kebab-case names are split into words, case
//     is ignored) is seq, sequence, counter or autoIncrement, optionally
//     followed by no, num, number, value or, after seq and sequence, id
//     (orderSeq, seqNo, sequenceNumber, autoIncrementID), or it reads
//     nextID or next_id; and an integer result (or a pointer to one, which
//     the key dereferences) of a function or method named so, in this
//     package or another, whatever its body (id, err := s.nextID(ctx,
//     "order"), then "ORDER#" + id; n, err := repo.Sequence(ctx), then
//     fmt.Sprintf("A%010d", *n));
//   - the count of items a Scan or a Query read, plus a positive constant:
//     out.Count + 1, int(out.ScannedCount) + 1 or len(out.Items) + 1 (with aws-sdk-go v1,
//     *out.Count + 1; with guregu/dynamo, the result of a Query's or
//     Scan's Count), directly or through variables, conversions and
//     functions of the package that return the count, and through the
//     parameter of an unexported function that every call in the package
//     hands a count (saveMessage passing int(out.ScannedCount) to
//     putMessage(ctx, lastID int), which keys the item lastID + 1); an
//     exported function's parameter may take any number from another
//     package, and one handed on as a value (a callback) any number from
//     its caller: neither is followed.
//
// # Why it matters
//
// DynamoDB hashes the partition key, so consecutive numbers do not land on
// the same partition: the numbers themselves are not a hot spot. The cost is
// in handing them out, and in what they tell others.
//
// A counter kept in a DynamoDB item turns every new item into two writes,
// and every writer in the system into a writer of that one item. A single
// item takes at most 1,000 writes per second, and concurrent increments of
// it are serialized: the counter caps how fast the whole table can grow, and
// a burst of creates throttles on it while the rest of the table is idle.
//
// A counter kept in memory (sync/atomic) is worse: it is unique only within
// one process. A second instance, or the same one after a restart, hands out
// the same numbers, and PutItem with a key that exists silently replaces the
// other item.
//
// Either way, sequential ids are easy to guess: whoever sees ORDER#1041 can
// try ORDER#1040 and ORDER#1042, and learns how many orders there are.
//
// # Examples
//
// Reported:
//
//	id := atomic.AddInt64(&seq, 1)
//	"PK": &types.AttributeValueMemberS{Value: "ORDER#" + strconv.FormatInt(id, 10)}
//
//	out, _ := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{
//		Key:                       counterKey,
//		UpdateExpression:          aws.String("ADD seq :one"),
//		ExpressionAttributeValues: map[string]types.AttributeValue{":one": &types.AttributeValueMemberN{Value: "1"}},
//		ReturnValues:              types.ReturnValueUpdatedNew,
//	})
//	var n int64
//	_ = attributevalue.Unmarshal(out.Attributes["seq"], &n)
//	"PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("ORDER#%d", n)}
//
//	"PK": &types.AttributeValueMemberN{Value: strconv.Itoa(o.SeqNo)}
//
// Not reported:
//
//	"PK": &types.AttributeValueMemberS{Value: "ORDER#" + uuid.NewString()}        // random
//	"PK": &types.AttributeValueMemberS{Value: "ORDER#" + ulid.Make().String()}    // time-ordered but random
//	"PK": &types.AttributeValueMemberS{Value: "ORDER#" + node.Generate().String()} // snowflake
//	"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("EVT#%010d", seq)}      // a sort key
//
// Also not reported: identifiers of any scheme (UUID v4 or v7, ULID, KSUID),
// snowflake and sonyflake ids (a value, type or function named so: unique
// across machines by design), hashes (named hash, digest or checksum),
// Unix times, write-shard suffixes (n % 10), sort keys (a counter that
// orders items within a partition is what sort keys are for), a counter's
// own name (counterName, sequenceType), atomic decrements and increments by
// an unknown amount, an UpdateItem built with the expression builder or
// without ReturnValues, a guregu update that sets the number (Set,
// SetExpr) instead of adding to it or is run without reading the item
// back (Run), a value loaded after the increment
// (counter.Load()), a counter value returned by a function of another
// package (rules keep no facts; name it nextID to be found by name), and
// values ddblint cannot resolve.
//
// A count plus one is worse than a counter: nothing serializes the
// writers, so two that count at once hand out the same number and the
// second PutItem replaces the first item; a deleted item's number is handed
// out again; and each count reads the whole table or partition.
//
// Sequential numbers are sometimes required (gapless invoice numbers): keep
// them as an attribute, or suppress the finding with that reason.
//
// # Fix
//
// Key items by an id that needs no coordination: a random UUID, or a
// time-ordered ULID, KSUID or UUIDv7 when ids should sort by creation time.
// Keep a human-facing number, if one is needed, as a plain attribute (or a
// secondary index's key). There is no suggested fix: the id scheme is a
// design choice.
//
// # Options
//
// None.
//
// # Suppress
//
//	//ddblint:ignore pksequential <reason>
package pksequential

import _ "embed"

//go:embed doc.go
var doc string
