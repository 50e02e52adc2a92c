// Package keydelimiter defines an Analyzer that reports key parts glued
// together without a delimiter.
//
// # Analyzer keydelimiter
//
// keydelimiter: key parts glued together without a delimiter
//
// keydelimiter reports a key value in which two dynamic parts follow each
// other with nothing between them (userID + orderID, fmt.Sprintf("%s%s", a,
// b)), or in which an entity prefix is glued to its value ("USER" + id,
// fmt.Sprintf("ORDER%s", id)).
//
// # Why it matters
//
// A key is one string. Without a delimiter its parts cannot be told apart:
// user "1" with order "23abc" and user "123" with order "abc" both get the
// key "123abc", so one overwrites or reads the other. A prefix glued to an id
// has the same flaw ("USER1" + "2" is "USER12"), and it breaks begins_with
// queries: begins_with(PK, "USER1") also matches "USER12".
//
// # Examples
//
// Reported:
//
//	pk := userID + orderID
//	sk := fmt.Sprintf("%s%d", kind, n)
//	pk := "USER" + id
//
// Not reported:
//
//	pk := userID + "#" + orderID
//	pk := "USER#" + id
//	pk := prefixWithHash + id // a constant ending in the separator
//	sk := fmt.Sprintf("%s%010d", kind, n) // a fixed-width part ends unambiguously
//	pk := id // one dynamic part
//
// Values ddblint cannot resolve (the result of an unknown function, a
// variable named like a prefix or key) are not reported: they may already
// end in the separator.
//
// # Fix
//
// Put the separator between the parts. The suggested fix inserts it into the
// string literal or format string, or adds + "#" between concatenated values.
//
// # Options
//
// -separator sets the separator the fix inserts (default "#").
//
// # Suppress
//
//	//ddblint:ignore keydelimiter <reason>
package keydelimiter

import _ "embed"

//go:embed doc.go
var doc string
