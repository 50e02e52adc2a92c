// Package sortkeyorder defines an Analyzer that reports sort-key values whose
// text order is not the order of what they mean.
//
// # Analyzer sortkeyorder
//
// sortkeyorder: sort key values that do not sort as text in the order they mean
//
// sortkeyorder reports, in the value of a sort key (of the table or of a
// secondary index), a part that does not sort as text the way its meaning
// sorts: a number written without zero padding (strconv.Itoa(n),
// strconv.FormatInt(n, 10), %d or %v), a floating-point number, or a time
// written with a layout whose fields are not fixed-width numbers ordered from
// most to least significant ("01/02/2006", "Jan 2 2006", "02-01-2006", a
// 12-hour clock, month or weekday names), or whose fraction of a second is
// trimmed and followed by text that sorts after "." (time.RFC3339Nano, which
// attributevalue also uses for a time.Time field: "…:05Z" sorts after
// "…:05.1Z"). time.Time's default format (t.String(), %v) is reported too:
// its zone offset follows the time's location, so local times sort out of
// order around every daylight-saving change; it is not reported for t.UTC().
//
// Every value that carries the format is reported, reads as well as writes:
// a GetItem key or a query operand is written in the stored key's format,
// and it must change with it. That includes a begins_with operand: an
// unpadded number at its end also matches longer numbers (begins_with(SK,
// "ORDER#1") matches "ORDER#12"), which padding cures as well.
//
// So is a field of a type defined over time.Time (go-openapi's
// strfmt.DateTime, a model's own type Stamp time.Time): both SDKs'
// marshallers write any struct type convertible to time.Time as they
// write a time.Time, unless it implements their Marshaler
// (MarshalDynamoDBAttributeValue); guregu/dynamo, which asks MarshalText
// first, is left out. A value of such a type that a helper marshals from
// its caller's argument is reported at the call, where it is passed.
//
// A time.Time struct field the SDK writes itself (attributevalue, and
// guregu/dynamo's dynamo:",range") is one design whatever the code puts in
// it: when it is written or read in several places (Started: time.Now() in
// a constructor, r.Started = t in an update, the time a query of the
// attribute reads the struct with), it is reported once, at the field's
// declaration, naming it ("run.Started is written with layout ..."), with
// every write and read as related information. A package calling another
// package's function that reads or writes the field gets one finding, at
// its first write, else its first call, unless that function's package
// already reports the key there: then the calls, which only hand it a
// time, are not reported again. A field written once is reported at its write; a time the
// code formats itself (t.Format(time.RFC3339Nano) into a string field) is
// reported where it is formatted, once per place; when that place is a
// function of another package that sends the request itself
// (store.NotesBetween(ctx, journal, from, to) formatting from and to into
// its key condition), it is reported there, and not again at each call.
//
// The field is reported by its type alone when a function marshals a
// struct it is given (Save(ctx, r *Reading) calling
// attributevalue.MarshalMap(r), dynamodbattribute.MarshalMap(r), or
// guregu's Put(r)) into an item of a table whose key schema makes the
// field's attribute a sort key (for a table named at run time, the
// declared table the type's attributes fit, as for any item whose table
// is not named), and no value of the field is in sight in
// the package: the callers may be out of sight (another package, through
// an interface, with a model decoded from a request), but the SDK writes
// every time.Time the same way. It is reported once, at the field's
// declaration (at the first value marshalled when the type is another
// package's), with each marshalling related; a field with a Unix-time tag
// option, a struct with its own MarshalDynamoDBAttributeValue, and a field
// left unset in a literal (the zero time) are not. A package calling that
// function with a time of its own in the field, set in a literal or by
// another package's constructor (s.Save(ctx, models.NewReading(id)), the
// constructor setting Taken: time.Now()), is not reported again.
//
// A number is reported only where its design may be read in order. When
// the package that sends the key's requests also queries the table, every
// one of its key conditions is read, and none of them can list the key's
// partition by a range of the sort key or with the sort key open (the
// partition's literal text differs, or the query is of another index),
// the design is read by whole key only (GetItem, DeleteItem, a query with
// the sort key =, a begins_with that selects another kind of the
// partition: "LIKE#" beside "SLOT#<n>", or one number of it: "V0#" of
// "V<n>#…", the latest copy of versioned items, also on an index named at
// run time): "10" and "9" are never
// compared, and nothing is reported. A query in an unexported helper that takes the whole
// partition key from its caller (queryPartition(ctx, pk)) reads the
// partitions its calls name. A package that sends no query of its own, a
// query whose key condition or index ddblint cannot read, a query whose
// partition comes from a value out of sight, and a key handed to another
// package's wrapper keep the report: the listing may be where ddblint
// does not look. One exception, for a secondary index's sort key: when
// the module packages this one imports (the wrapper's, and the
// repository's it calls) query that index, every such query matches the
// sort key whole (account_id = :a AND document_name = :n), and no query
// of this package lists it, the number is not reported: a handler that
// names a document "<user>-<host>-<port>" and hands it to a repository
// that only ever looks it up by name compares no two ports. Indexes only:
// their names say the same index in every package, where a table's name
// is often read at run time.
// Times are reported wherever they are written: a time in a key is there
// to be ordered, and the reader that orders it is often out of sight (a
// chart of a price's history, another service). Judged as numbers are, a
// time read by whole key only would be silent, at the cost of findings
// such as a month/day/year date in a sort key that no query of its own
// package lists. So a time is silent only on evidence: the package sending
// the key's requests queries its partition, at least once, and every such
// query matches the time whole (a game's date read back by the day it
// names, never listed by a range of days) or is read only for its count
// (out.Count of a rate limit's recent hits: no item is listed).
//
// An integer field whose name says it holds a Unix time (StartTimestampMs,
// CreatedAtUnix, ExpiresAtSec), filled by a decoder with no store in sight,
// is a Unix time, as fixed in width as t.UnixMilli(); stores of the field
// that the package has (a counter's increment) outrank its name.
//
// # Why it matters
//
// DynamoDB orders the items of a partition by their sort key, and compares S
// (string) sort keys byte by byte. Query returns items in that order, and
// key conditions (<, >, BETWEEN, begins_with) select ranges of it. When a key
// holds "9" and "10", "10" sorts first; "10.5" sorts before "9.1";
// "01/02/2025" sorts before "12/31/2024". A query for the latest items, a
// BETWEEN range or a paginated listing then returns the wrong items, with no
// error. Fixing it later means rewriting every stored key.
//
// # Examples
//
// Reported:
//
//	sk := "ORDER#" + strconv.Itoa(n)
//	sk := fmt.Sprintf("V#%d", version)
//	sk := fmt.Sprintf("PRICE#%.2f", price)
//	sk := "DAY#" + t.Format("01/02/2006")
//	sk := t.Format(time.RFC3339Nano)
//	ev := Event{At: t} // At time.Time `dynamodbav:"SK"`: written as RFC3339Nano
//
// Not reported:
//
//	sk := fmt.Sprintf("ORDER#%010d", n)           // zero-padded (space padding sorts too)
//	sk := "AT#" + strconv.FormatInt(t.Unix(), 10) // Unix time: fixed width for centuries
//	sk := fmt.Sprintf("AT#%d", t.UnixNano())      // 19 digits from 2001 until 2262 (also UnixMilli, UnixMicro)
//	ms := t.UnixNano() / int64(time.Millisecond) // still a Unix time: 13 digits (also / 1e6, t.Unix() * 1000)
//	sk := "AT#" + strconv.FormatInt(ms, 10)
//	s.ID = uint64(time.Now().UnixNano())         // converted to another 64-bit integer type: still a Unix time (uint32(...) is reported)
//	sk := fmt.Sprintf("S#%d", s.ID)              // s.ID as the function last set it, above
//	xs[i].ID = base + uint64(i)                  // base := uint64(t.UnixNano()): a Unix time plus a range index (milliseconds and finer) or a small constant keeps its digits
//	sk := fmt.Sprintf("S#%d", xs[i].ID)          // a slice element's field as the same loop body set it, above
//	sk := fmt.Sprintf("AT#%d", n.CreatedAt)     // every store of the field in its package is a Unix time of one unit (n.CreatedAt = time.Now().UnixNano()), zero, or the number parsed back from a key
//	sk := fmt.Sprintf("%d#", cutoff)            // cutoff, a parameter of an unexported helper that is only called, gets a Unix time of one unit from every call (sweep(db, now.Add(-time.Hour).Unix()))
//	sk := strconv.FormatInt(from, 10)          // from is of a type named for a Unix time (type UnixTime = int64, type EpochMillis int64)
//	sk := t.Format("2006-01-02T15:04:05.000Z07:00")
//	sk := t.Format(time.RFC3339)        // fixed width; zones are out of scope
//	sk := "Y#" + strconv.Itoa(t.Year()) // a year has four digits
//	sk := fmt.Sprintf("P#%d", rank[s])  // rank is a map literal never written whose values all have one digit
//	sk := "L#" + strconv.Itoa(levelOf(name)) // levelOf returns only the constants -1, 0, 1, 2, 3: as text they sort in that order
//	for i := 1; i <= 5; i++ { sk := fmt.Sprintf("ORDER#%d", i) } // a loop counter between constant bounds of one width (1 to 5, 10 to 23; also range 7 and counting down); i < n is reported
//	sk := "ID#" + ulid.Make().String()  // IDs are another rule's business
//	sk := fmt.Sprint(t.UTC())           // one zone: the default format sorts
//	v := &types.AttributeValueMemberN{Value: strconv.Itoa(n)} // N sorts numerically
//	pk := "USER#" + strconv.Itoa(n) // partition keys are not ordered
//	sk := fmt.Sprintf("SLOT#%d", slot)   // the package reads SLOT# items only by whole key, and its queries list other partitions
//	sk := fmt.Sprintf("SLOT#%d", n)     // the partition's only listing is begins_with(SK, "LIKE#")
//	pk, sk := fmt.Sprintf("COUNT#%d", shard), fmt.Sprintf("COUNT#%d", shard) // the partition key holds the number too
//	acc.SK = acc.PK                      // the same item's partition key, with its number
//	m := member{PK: pk, SK: "PROFILE", Posted: time.Now()} // posted is the sort key of an index keyed by kind, and no field of member marshals to kind: no member is in the index
//
// A number of an item's sort key that its partition key holds too (the
// same expression: PK "COUNT#" + shard with SK "COUNT#" + shard, PK
// "ORDER#" + n with SK "ORDER#" + n + "#LINE#" + line) has one value per
// partition, so no two of its values are compared; the other numbers of
// the key (line) are judged as usual. Only an item's key, written, read by
// GetItem or updated, says so: a query's operand (SK > "ORDER#" + n under
// "USER#" + n) is compared with what other writes put in the partition.
// So does a sort key stored as a copy of the same item's partition key
// field (acc.SK = acc.PK, after acc := &Account{PK: fmt.Sprintf("TG#%d",
// id)}): the item is alone in its partition.
//
// A table sort key written with a partition key the writing function mints
// (PK: uuid.NewString(), SK: now.Format(time.RFC3339Nano); also through
// the module's own wrapper of an id library) is not
// reported: the write creates the partition and its item is alone there,
// ordered against nothing; an item added to that partition later is
// written elsewhere, with the id read back, and judged there. An id minted
// once for a loop of writes (a session's id, then an item per court under
// it) makes a partition of them all, and is reported.
//
// Deliberately not reported: a float written with zero padding and a fixed
// precision (%012.3f); a write shard (k % n, rand.Intn(n), also moved by a
// constant: rand.Intn(n) + 1), which queries read one value at a time and
// never in order;
// a Unix time, and a reversed one (9999999999999 - t.UnixMilli(), a constant
// that keeps its number of digits when the time is taken from it until
// 2200);
// a year (t.Year(), a variable named year); integers printed as characters
// (%c, %q, %U) or by their own String method (%v); enum values (a named type
// with declared constants, time.Month and time.Duration included); values
// ddblint cannot see into; layouts with a zone offset or name ("Z07:00",
// "-0700", "MST"), and whatever follows one: times in different zones do not
// sort together whatever the layout, and keeping them in one zone is beyond
// what the code shows. A trimmed fraction is reported only when what follows
// it is known: the end of the key, or literal text (a begins_with operand
// ends nowhere, since the stored key goes on). Negative numbers are out of
// scope: no plain text format sorts them; that needs an offset or a
// sign-aware encoding.
//
// # Fix
//
// Write numbers with a fixed width: fmt.Sprintf("%010d", n). Write times with
// a fixed-width layout from the year down: "2006-01-02T15:04:05.000Z07:00",
// or as Unix time. Or store the value in an N attribute, which DynamoDB sorts
// numerically. Changing a key's format means rewriting the stored items.
//
// The suggested fix replaces %d or %v with %0<W>d (%x with %0<W>x),
// replaces strconv.Itoa(n) and strconv.FormatInt(n, 10) with
// fmt.Sprintf("%0<W>d", n) (adding the "fmt" import, or dropping strconv's
// when it is no longer used), and replaces a layout given as a string
// literal or a constant of package time with the sortable layout of the same
// fields and precision ("01/02/2006" becomes "2006-01-02", time.Kitchen
// becomes "15:04", time.RFC3339Nano becomes
// "2006-01-02T15:04:05.000000000Z07:00"). There is no fix for floats, for
// time.Time's default format or the SDK's encoding of a time.Time field
// (a Unix-time tag option such as dynamodbav:",unixtime", or a type of
// your own with a fixed-width layout, changes how every item is stored,
// which needs a migration no edit makes), for a layout
// held in a constant of your own, or for a value formatted inside a helper
// function: change the helper.
//
// # Options
//
// -pad-width sets the width W the fix pads numbers to (default 10; an int64
// needs 19).
//
// # Suppress
//
//	//ddblint:ignore sortkeyorder <reason>
//
// Above a time.Time field's declaration, the directive silences the
// finding reported there for all its writes and reads; above one write, it
// silences that write only.
package sortkeyorder

import _ "embed"

//go:embed doc.go
var doc string
