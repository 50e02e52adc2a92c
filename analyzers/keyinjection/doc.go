// Package keyinjection defines an Analyzer that reports key components taken
// from untrusted input with no check that they cannot contain the separator.
//
// # Analyzer keyinjection
//
// keyinjection: untrusted input in a key component, unchecked for the separator
//
// keyinjection reports a key whose value has a component read from an HTTP
// request (a path parameter, a query or form value, a header, a field of a
// JSON body) that reaches the key with no check that it cannot contain the
// separator. It knows net/http, gorilla/mux, chi, gin, echo and the API
// Gateway events of aws-lambda-go, the requests of gRPC handlers (a method
// shaped (ctx context.Context, req *pb.X) (*pb.Y, error) whose messages
// have protoc-gen-go's ProtoMessage method: req.Period, req.GetPeriod(),
// unless the handler assigns req), and the sources named in the
// configuration.
//
// The separator is the one the key itself uses: the character next to the
// untrusted value ("|" in "USER|" + id), else another the key uses, else
// the one most keys of the module use, else the configured separator. A
// check counts when it rules out that character.
//
// # Why it matters
//
// A composite key is one string, and its parts are told apart by the
// separator alone. A caller who can put the separator into a component
// chooses where the component ends, and so which item the key names. With
// pk := "USER#" + id, the id "1#ORDER#2" gives "USER#1#ORDER#2": the request
// reads, overwrites or deletes an item of another entity than the code (and
// whatever authorised the request) had in mind. Keys that mix tenants and
// entities ("TENANT#" + tenant + "#USER#" + id) are open the same way, and
// code that later splits a key to recover its parts (a stream consumer that
// takes the tenant from the fourth field) is told another tenant:
// "USER#" + "1#TENANT#globex" splits into USER, 1, TENANT, globex.
// DynamoDB checks none of this: keys are opaque strings to it.
//
// A value that is a whole component with more of the key after it is
// reported whatever the other keys are in a key that writes an item (a put,
// an update) and in a begins_with prefix: "HOOK#" + event + "#" + id, or
// "FOLDER#" + folder + "#DOC#". A separator in the value
// moves where its component ends, and what the code puts after it (the id,
// the prefix's "#DOC#") then stands at another depth of the key: the event
// "push#x" files the hook among the "push" hooks under the id "x#…", and the
// folder "a#SHARED#b" lists what sits under "FOLDER#a#SHARED#b#DOC#", not a
// folder's documents. Code that splits the key to recover its parts is told
// another event or folder. In a key that a read or a delete names exactly
// (GetItem "LAP#" + uid + "#" + n), the deeper key is one no code writes:
// such a key is reported only as one ending in the value is (below), when
// another kind of key goes on past the value.
//
// A value that ends an exact key (GetItem, a condition with =), or text
// glued to it in the same component ("TICKET#" + t + "NOTE#"), is reported
// only when another kind of key of the same attribute, in the package or in
// a package of the module it imports, reads the same up to the value, goes
// on past it with the separator, and can end as the key ends after the
// value (a literal "#PROFILE" never ends an "…#ROLE#ADMIN" key): "USER#" +
// id next to an order key "USER#" + uid + "#ORDER#" + oid. Without one, a
// separator in the value only makes a key of its own kind that no code
// writes, and the caller names that component anyway: which user a caller
// may name is authorisation, not injection. A kind whose keys all go to
// other tables than the request's (both table names known) is none of its
// items and does not count: "CHECKLIST#" + id in a collaborators table next
// to "CHECKLIST#" + id + "#ITEM#" + item kept in the checklists table.
//
// # Examples
//
// Reported, in a module that also keys orders by "USER#" + uid + "#ORDER#" + oid:
//
//	id := r.PathValue("id")
//	pk := "USER#" + id // untrusted id: "1#ORDER#2" addresses an order
//
//	var in createReq
//	json.NewDecoder(r.Body).Decode(&in)
//	sk := fmt.Sprintf("ORDER#%s", in.OrderID)
//
// Reported whatever the other keys are: the value has more of the key after
// it, in a write or a begins_with prefix.
//
//	pk := "HOOK#" + in.Event + "#" + uuid.New().String()
//	sk := "FOLDER#" + r.PathValue("folder") + "#DOC#" // in begins_with(SK, :sk)
//
// Not reported:
//
//	id := r.PathValue("id")
//	if strings.Contains(id, "#") {
//		http.Error(w, "bad id", http.StatusBadRequest)
//		return
//	}
//	pk := "USER#" + id
//
//	u, err := uuid.Parse(r.PathValue("id")) // a validated id…
//	pk := "USER#" + u.String()              // …and its canonical text
//
//	n, err := strconv.Atoi(r.FormValue("page")) // a number has no separator
//	sk := "PAGE#" + strconv.Itoa(n)
//
// A value counts as checked when, anywhere in the function that declares it
// (or in the function that reads it, for a value used directly), it is given
// to one of:
//
//   - strings.Contains, ContainsAny, ContainsRune, Index, IndexAny,
//     IndexRune, IndexByte, LastIndex, LastIndexAny, LastIndexByte or Count
//     with a constant that rules the separator out;
//   - the MatchString method of a regexp (or regexp.MatchString): the
//     pattern is assumed to exclude the separator, and is not read;
//   - a parser whose accepted text cannot hold the separator: uuid.Parse,
//     uuid.MustParse, uuid.Validate (github.com/google/uuid), ulid.ParseStrict
//     and ulid.MustParseStrict, strconv.Atoi, ParseInt and ParseUint;
//   - a gorilla/mux or chi route that constrains the path parameter with a
//     pattern ("/users/{id:[0-9]+}"), in a string constant of the same
//     package: matched by parameter name, pattern assumed to exclude the
//     separator;
//   - a switch on the value whose cases are constants without the
//     separator, when the key is built inside a case or the default case
//     returns (an allow-list);
//   - a function of the configured -injection-sanitizers, or a function of
//     your code that does one of these checks on its parameter (also in
//     another package: the engine exports a fact for it).
//
// Where the check is, and what the code does with its result, is not
// examined: a check anywhere in the function is taken as a guard. A check
// on a different variable does not count, though.
//
// ulid.Parse and ksuid.Parse are not checks: both accept text with
// characters outside their alphabets ("1#ORDER#123456789012345678" is a
// ULID to ulid.Parse). The message says so when they are the only guard. Use
// ulid.ParseStrict, or build the key from the parsed value's String().
//
// Not reported either:
//
//   - an exact key ending in the untrusted value when no other key of the
//     attribute goes on past that point with the separator (see above):
//     pk := "ROOM#" + id in a module whose partition keys never start
//     "ROOM#<x>#";
//   - the same, with more of the key after the value, in a read or a delete
//     (GetItem, DeleteItem, a Query's partition key): "LAP#" + uid + "#" +
//     n names a key of no kind when nothing writes "LAP#<a>#<b>#<n>";
//   - a partition key whose request names a sort key that no item of those
//     longer kinds has: GetItem of "SITE#" + id with sort key "SITE#" + id,
//     when every item written under "SITE#<a>#ZONE#<b>" has a "PIN#" sort
//     key (the literal starts differ). The crafted value reaches the
//     other partition but none of its items. A kind whose sort keys are not
//     known, a query with no sort key condition or with a range on it
//     (SK <= :x spans every kind's sort keys), is still reported;
//   - a key whose literal text after the untrusted value no item of the
//     other kind can hold: begins_with(SK, "TICKET#" + t + "NOTE#")
//     next to tickets written as "TICKET##" + uuid.New().String() (a
//     uuid's text is hexadecimal digits and dashes, and has no "O"). What
//     a hole holds is taken from the items written (Put, an item built, an
//     upsert), not from reads by a path id. A begins_with prefix does not
//     count the kind it lists either: the notes "TICKET#<t>NOTE#<n>" are
//     the prefix's own;
//   - a bound of a range condition (SK > :x, SK BETWEEN :a AND :b, also
//     a date "year-MM-01" built from a query parameter): a range selects a
//     stretch of the partition the query names, and the caller, who sends
//     the value, chooses the stretch anyway; a separator in it makes
//     another bound, not a key of another item. Which items of a
//     partition a caller may list is authorisation. The partition key of
//     the same query is judged on its own;
//   - a key that is the untrusted value and nothing else, or values glued
//     with no literal text between them (tenant + id): no separator in the
//     key to forge; the code hands the whole key to the caller, which is a
//     question of authorisation, not of injection;
//   - a value of an exact key followed only by the separator and one more
//     untrusted value, the key's last ("DAY#" + day + "#" + plan, both from
//     the query): whatever a separator in day writes, plan could write
//     alone, and the caller chooses both;
//   - the last component of a begins_with key condition ("NAME#" + q), or
//     one the prefix closes with the separator ("LIMIT#" + month + "#"): a
//     value with separators matches fewer keys than its part before the
//     first separator, which the caller may send anyway;
//   - number (N) attributes: DynamoDB rejects a number with a separator;
//   - numbers parsed from input (strconv.Atoi gives an int), values
//     formatted as hex (%x), and values the engine cannot follow: a variable
//     assigned twice, the result of an unknown function (url.PathEscape,
//     strings.ReplaceAll(id, "#", "")…). Input passed to a key-building
//     function or wrapper of the module is followed into it, and reported
//     at the key it builds;
//   - url.Values and http.Header values the program builds itself, claims
//     of an authorizer (req.RequestContext.Authorizer), and decoded structs
//     that something else may have changed since the decoding (an
//     assignment to the field, &v or the pointer passed to another
//     function, a pointer-receiver method such as in.Validate());
//   - input read by a key-building helper of another package through a
//     variable of the helper, whose checks cannot be seen from here.
//
// # Fix
//
// Reject a component that contains the separator before it reaches the
// key, or accept only a known shape: parse an id (uuid.Parse,
// ulid.ParseStrict, strconv.Atoi) and build the key from the parsed value,
// match an allow-list of kinds, match a regexp such as ^[A-Za-z0-9_-]+$.
// There is no suggested fix: which check is right depends on what the
// component may hold.
//
//	id := r.PathValue("id")
//	if id == "" || strings.Contains(id, "#") {
//		http.Error(w, "invalid id", http.StatusBadRequest)
//		return
//	}
//	pk := "USER#" + id
//
// # Options
//
// -separator sets the separator that checks must rule out when neither the
// key nor the module's keys show one (default "#").
// -injection-sources adds functions and methods whose string results (or
// string maps) are untrusted, as pkg/path.Func or pkg/path.Type.Method.
// -injection-sanitizers adds functions that validate a key component given
// to them, named the same way.
//
// # Suppress
//
//	//ddblint:ignore keyinjection <reason>
package keyinjection

import _ "embed"

//go:embed doc.go
var doc string
