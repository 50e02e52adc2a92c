// Package ddblint defines the analyzer that runs every enabled ddblint rule
// in one pass, so drivers that take a single analyzer (the ddblint command,
// go vet -vettool, golangci-lint) see all findings.
//
// # Analyzer ddblint
//
// ddblint: find DynamoDB key-design mistakes in Go code
//
// ddblint finds the code that builds DynamoDB keys (aws-sdk-go-v2 request
// structs, the expression builder, attributevalue structs with dynamodbav
// tags, and key-building helpers anywhere in the module), works out the shape
// of each key value, and reports key-design anti-patterns: parts glued
// without a delimiter, numbers and dates that do not sort as text, partition
// keys with few values or one per day, and version suffixes in reads.
//
// Each finding names its rule at the end of the message, e.g. "(keydelimiter)".
// Rules are switched with -enable and -disable (comma-separated names, or
// "all"); options come from flags or from a .ddblint.yml file at the module
// root (see docs/configuration.md).
//
// A finding is suppressed by a directive on its line or the line above,
// or on (or above) the line that builds the part it reports — where its
// fix goes, such as the glued literal of a key built in a variable and
// used further down — or the helper or constructor it names as building
// the key:
//
//	//ddblint:ignore keydelimiter,sortkeyorder legacy keys, migrated in #42
//
// The reason is required, and a directive that suppresses nothing is itself
// reported. A key value that one function builds and several places write is
// reported once, at the function (see docs/engine.md); a directive there
// silences it, and a directive at one of the writes silences that write.
// A key a function of another package builds from its parameters is
// reported in that package, not again at each call that only hands it its
// values; a directive at that key silences the calls too. Files with a "Code generated ... DO NOT EDIT." header are skipped
// unless -include-generated is set. A file that imports "C" is judged by its
// own header, not by that of cgo's output; its findings come without
// suggested fixes, as cgo rewrites the code they would edit.
package ddblint

import _ "embed"

//go:embed doc.go
var doc string
