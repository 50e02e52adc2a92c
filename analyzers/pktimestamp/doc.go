// Package pktimestamp defines an Analyzer that reports partition keys whose
// only varying part is a time or a date.
//
// # Analyzer pktimestamp
//
// pktimestamp: partition key that varies only by a time bucket
//
// pktimestamp reports a partition key, of the table or of a secondary
// index, whose every varying part is a time of a second or coarser:
//
//   - a time.Time formatted with a layout whose finest element is a second,
//     minute, hour, day, week, month or year (t.Format("2006-01-02"),
//     t.Format(time.RFC3339));
//   - a Unix time in seconds (t.Unix(), also through a variable or
//     strconv.FormatInt, or a value of a type named for one: type
//     UnixSeconds = int64; a type named for a Unix time of no stated unit,
//     UnixTime, is no proven bucket);
//   - a time the code rounds itself, whatever its layout or unit: the
//     midnight of time.Date(y, m, d, 0, 0, 0, 0, loc) is a day (with the
//     day 1 a month), t.Truncate(24*time.Hour) a day, t.Truncate(time.Hour)
//     an hour; the rounding survives t.AddDate by whole days (a loop over
//     days), t.UTC(), t.In(loc), and a helper that formats the time it is
//     given (strconv.FormatInt(day.Unix(), 10) in a query helper);
//   - a date assembled by hand: t.Format(time.RFC3339)[:10],
//     strings.Split(t.Format(...), " ")[0], or the numbers of a time.Time
//     joined (strconv.Itoa(t.Year()) + "-" + pad(strconv.Itoa(int(t.Month())))…,
//     each judged as below);
//   - a Unix time divided by a whole number of minutes, hours or days in
//     its unit (t.Unix() / 3600, t.UnixMilli() / 86400000, t.Unix() /
//     (5 * 60)): the number of the bucket the time falls in;
//   - t.Year(), t.Hour() and the like: an integer or string whose name is a
//     time bucket. A name is split into words (camelCase, snake_case,
//     kebab-case; case is ignored) and is a bucket when it is date, day,
//     today, weekday, yearday, hour, minute, week, month or year (or ymd,
//     yyyymmdd, yyyymm, yyyy), optionally followed by str, string or text
//     (dayStr), and optionally preceded by words that say it is the time of
//     the write or another bucket: current, cur, curr, today, todays, now,
//     created, creation, updated, modified, inserted, written, write,
//     logged, log, recorded, received, ingested, ingestion, processed, utc,
//     iso, year, month, week, day, date (createdDate, log_day, currentHour,
//     yearMonth).
//
// Several such parts are reported together (t.Year() and t.Month()); the
// message names the finest of them. A key whose times are proven (a
// formatted time.Time, a Unix time, the result of a time.Time method such as
// t.Year()) is reported once per design (table, attribute, literal text
// and the kind of each time part): where the package writes it, else at
// the package's first read of it (a key condition, a Get, Delete or
// Update key, a pagination cursor), and not at reads of a design spelled
// in another package of the module (a catalogue entry, a helper), which
// is reported where the module writes it. One value in several keys of
// an item (PK and GSI1PK) is one finding, at the table's key. A key with a part judged a time bucket by its name alone (a
// year or day variable, parameter or field) is reported only where items are
// written or built: a read passes on a value from elsewhere, and a year
// parameter of a Query may well be a movie's release year rather than the
// time of the write. An UpdateItem that creates the item it names writes it:
// one that ADDs to an attribute or SETs one with if_not_exists, under no
// ConditionExpression (a daily counter bumped by "ADD hits :one").
//
// # Why it matters
//
// DynamoDB hashes the partition key to place an item, and one key value
// lives in one partition, which serves at most 1,000 writes and 3,000 reads
// per second. A key that changes only with the clock sends every write made
// in the same day (hour, second) to the same key: the current bucket is a
// hot partition that throttles while the partitions of yesterday sit cold.
// Adaptive capacity reacts to a busy key after the fact, and a partition it
// isolates still has the same limits; meanwhile the hot spot moves on with
// the clock. The same holds for a global secondary index, whose throttling
// also slows writes to the base table.
//
// # Examples
//
// Reported:
//
//	"PK": &types.AttributeValueMemberS{Value: "LOG#" + time.Now().Format("2006-01-02")}
//	"PK": &types.AttributeValueMemberS{Value: "SEC#" + strconv.FormatInt(t.Unix(), 10)}
//	"GSI1PK": &types.AttributeValueMemberS{Value: fmt.Sprintf("STATS#%d-%02d", t.Year(), t.Month())}
//	"PK": &types.AttributeValueMemberS{Value: "METRICS#" + day} // day string
//	"Period": {N: aws.String(strconv.FormatInt(time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix(), 10))}
//	"Bucket": &types.AttributeValueMemberS{Value: "inbox#" + at.Format("2006-01")} // the package queries IndexName "ByMonth" with "#b = :b" on Bucket
//
// Not reported:
//
//	fmt.Sprintf("SENSOR#%s#%s", sensorID, t.Format("2006-01")) // a time bucket under an id
//	"SK": &types.AttributeValueMemberS{Value: "AT#" + t.Format(time.RFC3339)} // a sort key
//	fmt.Sprintf("LOG#%s#%d", day, hash%10)                    // a write-shard suffix
//	"LOG#" + day + "#" + suffix()                             // an unknown part
//	"NS#" + strconv.FormatInt(t.UnixNano(), 10)               // finer than a second
//	"BDAY#" + u.BirthDate.Format("01-02")                     // not the time of the write
//	"DATE#" + createdAt                                       // precision unknown
//	Query ":pk": strconv.Itoa(year)                           // a name-only bucket in a read
//	fmt.Sprintf("M#%d", t.Month())                           // 12 values: see pkcardinality
//
// Any other varying part keeps the key quiet: an id, a string or number of
// any other name (a tenant, a sensor, a user), an enum, a bool. A write
// shard is the standard remedy and is recognised in its proven form, a
// value reduced modulo a constant (hash%10); a suffix such as
// rand.Intn(10) is an integer of unknown range to ddblint, and it also
// keeps the key quiet, because it may as well be an id. A part ddblint
// cannot work out (the result of an unknown function) may be unique, so it
// keeps the key quiet too.
//
// Times finer than a second are not reported: UnixMilli, UnixMicro,
// UnixNano, layouts with fractional seconds (time.RFC3339Nano), and a
// time.Time printed with %v or String (nanoseconds). Consecutive writes
// then get distinct keys, which the hash spreads over the table. For the
// same reason a string named like a timestamp (ts, timestamp, createdAt,
// updatedAt, now) is not reported: nothing says how precise it is. Times
// named as something other than the moment of the write (words birth,
// birthday, dob, born, due, deadline, expiry, expires, expire, expiration,
// expiring, ttl, scheduled, schedule, start, end, release, released, valid,
// effective, delivery, ship, anniversary, renewal: birthDate, dueDate,
// e.Start) are not reported: writes are not clustered on their value;
// start and end excepted when the code rounds the time itself to a minute
// or coarser (a period keyed by its first midnight, periodStart, is the
// bucket). A
// time.Month or time.Weekday alone has 12 or 7 values: pkcardinality
// reports it. A constant partition key is pkcardinality's business too.
//
// # Fix
//
// There is no mechanical fix: the key needs a design change. Put the
// entity the items belong to in the partition key and the time in the sort
// key, where a Query can still select a range of it:
//
//	// before: every event of the day in one partition
//	PK: "LOG#" + t.Format("2006-01-02"), SK: "EVENT#" + e.ID
//	// after: one partition per device, the time in the sort key
//	PK: "DEVICE#" + e.DeviceID, SK: "AT#" + t.Format(time.RFC3339) + "#" + e.ID
//
// When the access pattern really is "everything of one day" (typically a
// GSI), spread each day over a fixed number of write shards and query them
// in parallel:
//
//	const shards = 10
//	GSI1PK: fmt.Sprintf("LOG#%s#%d", t.Format("2006-01-02"), fnv32(e.ID)%shards)
//
// # Options
//
// None.
//
// # Suppress
//
//	//ddblint:ignore pktimestamp <reason>
package pktimestamp

import _ "embed"

//go:embed doc.go
var doc string
