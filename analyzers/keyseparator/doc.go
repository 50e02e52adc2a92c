// Package keyseparator defines an Analyzer that reports keys whose separator
// differs from the one the other keys of their module use.
//
// # Analyzer keyseparator
//
// keyseparator: key separator that differs from the module's convention
//
// keyseparator reports a key value that separates its parts with one
// character ("USER-" + id) when the keys of its package, and of the
// packages of the same module it imports, have a clear convention of
// another ("USER#" + id, "ORDER#" + id, fmt.Sprintf("%s#%s", a, b)). A
// key's separator is a punctuation character among # - _ : | / ! that sits
// directly next to a value in the key: the last character of the text
// before a value, or the first of the text after one. "ORDER_ITEM#" + id
// uses "#" only: the "_" is inside a word. A key that uses the convention
// and another separator ("USER#" + id + "-" + n) is reported too.
//
// A convention is a separator that at least 3 key templates use, and at
// least twice as many as any other separator. A template is a key's
// attribute, text and kinds of values: one written at many places (a
// helper's queue + "|" + client reached from every method) counts once,
// since one template is one decision, not a convention. The report names
// the convention and how many templates keep it.
//
// # Why it matters
//
// Queries and parsers split keys on one separator. begins_with(SK,
// "ORDER#") does not match the key written as "ORDER-42", code that splits
// keys on "#" misreads it, and once two separators are in use keys can
// collide: "USER#" + user + "-" + item for user "1" and item "2" is
// "USER#1-2", the key "USER#" + user gives user "1-2".
//
// # Examples
//
// Reported, in a module whose other keys are written "USER#" + id,
// "ORDER#" + id…:
//
//	"PK": &types.AttributeValueMemberS{Value: "USER-" + id}
//	sk := fmt.Sprintf("ORDER:%s", orderID)
//	pk := "TENANT#" + tenantID + "|" + userID
//
// Not reported:
//
//	"PK": &types.AttributeValueMemberS{Value: "ORDER_ITEM#" + id} // "_" is part of a word
//	"SK": &types.AttributeValueMemberS{Value: "DOC#" + id + "@" + v} // the version separator
//	"SK": &types.AttributeValueMemberS{Value: fmt.Sprintf("DAY#%04d-%02d-%02d", y, m, d)} // a date
//	"SK": &types.AttributeValueMemberN{Value: "1-" + n} // an N attribute
//	sk := fmt.Sprintf("PROJECT#%s", "proj-"+uuid)          // a prefixed id
//	pk := fmt.Sprintf("IDEMP#%s#fb%d-%d", tx, attempt, step) // two integers joined: one value, and no integer holds "-"
//	sk := fmt.Sprintf("MONTH#%04d-%02d", t.Year(), t.Month()) // a month written by hand: time.Month under %d is its number
//
// What is deliberately not reported:
//
//   - Keys of unrelated modules: only the package's own keys and those of
//     the packages of the same module it imports (carried as facts) make
//     the convention. A package is not judged by the packages that import
//     it.
//   - No convention: fewer than 3 key templates use the most common
//     separator, or another separator is used by more than half as many
//     (a tie, or two conventions side by side).
//   - A package, or a table named in the code, whose own keys have a clear
//     convention of their own (3 keys and twice any other): a package that
//     talks to its own table follows that table's convention, not its
//     module's.
//   - Characters inside literal text ("ORDER_ITEM#", "A-B"): they are part
//     of a word or a value. Constant keys, which have no value to separate.
//   - The version separator (-version-separator, "@" by default), and "."
//     (a file extension, a decimal, a domain name more often than a
//     separator).
//   - N attributes, and keys whose separator touches only values ddblint
//     cannot see into: "_ITEM#" after an unknown value may be the middle of
//     a word.
//   - "-", ":" or "/" between two integers of which one is zero-padded
//     (fmt.Sprintf("%04d-%02d", y, m)): a date or a time written by hand.
//   - A two-level key, which keeps the convention inside each
//     label-and-value part and uses another separator, alone or repeated,
//     only between whole parts: "HABIT#" + id + "__DAY#" + day,
//     fmt.Sprintf("TENANT#%s|USER#%s", t, u), and the begins_with prefix
//     "HABIT#" + id + "__DAY#". The key must open with a label and the
//     convention, and every use of the other separator must end a value
//     and start the next label: "TENANT#" + tenantID + "|" + userID, with
//     "|" between two values, is reported.
//   - A lower-case word tied to the value right after it by another
//     character, inside a part that follows an upper-case label and the
//     convention: a prefixed id ("PROJECT#" + ("proj-" + uuid), cus_…), a
//     short tag (fmt.Sprintf("SESSION#t:%s#u:%s", tenant, user)), or a
//     name of up to three such words joined by that same character
//     ("IDEMP#account-purge-" + user). The words spell the value, and the
//     parts still split on the convention.
//     Only the case tells it from a label, so where the labels are lower
//     case too ("project#proj-" + id) the key is reported, as are an
//     upper-case word ("TENANT#" + t + "#USER-" + u), a character between
//     two values ("SESSION#" + t + ":" + u) and "SESSION:" + t.
//   - A path kept whole as a part of the key: "/", a lower-case word and
//     "/" between two values, after an upper-case label and the convention
//     ("DOCUMENT#" + lpa + "/evidence/" + uuid, an S3 object key). Only
//     "/" and only a lower-case word: "TENANT#" + t + "/USER/" + u is
//     reported.
//   - Literal text holding a URL or an ARN ("https://host/" + path,
//     "arn:aws:sns:" + region): one value however it is punctuated.
//   - Text a caller passes to a key-building helper or wrapper as one
//     parameter: with func lockKey(name string) string { return "LOCK#" +
//     name }, the "_" of lockKey(fmt.Sprintf("nightly_%s", job)) spells
//     the name, one component of the key, also when the name is passed on
//     through several calls. The helper's own text, and a character
//     between the texts of two arguments (glue("USER_", id)), are judged.
//
// # Fix
//
// Use the convention's separator, in every writer and reader of the key,
// and migrate the stored items. When every place the key uses the other
// separator is in a string literal of the package, the suggested fix
// replaces it there ("USER-" + id becomes "USER#" + id).
//
// # Options
//
// -version-separator (default "@") is never a key separator; a
// single-character -separator (default "#") other than # - _ : | / ! is
// counted as one too.
//
// # Suppress
//
//	//ddblint:ignore keyseparator <reason>
package keyseparator

import _ "embed"

//go:embed doc.go
var doc string
