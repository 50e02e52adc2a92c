// Package keydelimiter defines an Analyzer that reports key parts glued
// together without a delimiter.
//
// # Analyzer keydelimiter
//
// keydelimiter: key parts glued together without a delimiter
//
// keydelimiter reports a key value in which two dynamic parts follow each
// other with nothing between them (userID + orderID, fmt.Sprintf("%s%s", a,
// b)), in which an entity prefix is glued to its value ("USER" + id,
// fmt.Sprintf("ORDER%s", id)), or in which a value is glued to the word that
// follows it (id + "PROFILE"). It judges the key's value as the engine works
// it out, so keys built with +, Sprintf, strings.Join, a strings.Builder,
// local variables, constants and helpers of any package are all checked.
//
// It also reports a begins_with prefix that ends in a value one value of
// which can start another — an unpadded number ("1" and "10"), or an
// enum-like value whose constants include one that starts another ("PRO"
// and "PROMO") — with nothing after it, where a key of the same attribute
// the package writes goes on with a separator after that value:
// begins_with(SK, "LOC#" + b + "#" + strconv.Itoa(floor)) against keys
// written as "LOC#" + b + "#" + strconv.Itoa(floor) + "#" + room. The
// written key shows the value is a whole component that the prefix means
// to match whole; the fix ends the prefix with the separator the written
// key uses. A prefix of a key the package writes with nothing after the
// value (a search by the start of a title) is not reported, nor one ending
// in a string of no known values (a category, an id of unknown scheme,
// whose values may all be one width) or a value of one width.
//
// # Why it matters
//
// A key is one string. Without a delimiter its parts cannot be told apart:
// user "1" with order "23abc" and user "123" with order "abc" both get the
// key "123abc", so one overwrites or reads the other. A prefix glued to its
// value loses its end the same way: "USER" + "S1" and "USERS" + "1" are one
// key, and begins_with(SK, "ORDER"), meant to list orders, also returns the
// items of any longer prefix such as "ORDERLINE". A value glued to a
// following word has no end either: begins_with(SK, "12") finds the items of
// value 12 and of 123. So does a prefix that stops right after a value:
// the sensors of floor "1" and those of floors "10" to "19".
//
// # Examples
//
// Reported:
//
//	pk := userID + orderID
//	sk := fmt.Sprintf("%s%d", kind, n)
//	pk := "USER" + id
//	sk := fmt.Sprintf("%sPROFILE", id)
//
// Not reported:
//
//	pk := userID + "#" + orderID
//	pk := "USER#" + id
//	pk := "user_" + id                   // any non-letter, non-digit delimits
//	pk := keys.UserPrefix + id           // a constant (of any package) ending in a delimiter
//	sk := fmt.Sprintf("%s%010d", kind, n) // a fixed-width part ends unambiguously
//	sk := fmt.Sprintf("V%d#%s", v, id)    // letters, a number, a separator: each edge is marked
//	sk := "ORDER" + uuid.NewString()      // so does an ID
//	pk := id                             // one dynamic part
//	pk := "91" + phone                   // digits alone: part of the value (a country code)
//
// Only a part whose edge is known to carry no delimiter is reported: a
// number, a date, an enum-like value whose constants are words of different
// widths, or a string variable, field or parameter named like a value. These
// are fixed-width or self-delimiting and never reported: zero-padded and
// Unix-time numbers, a shard number below ten, a loop counter between
// constant bounds of one width (for i := 1; i <= 5; i++), UUIDs, ULIDs and
// KSUIDs, dates with a fixed-width layout, bools, and enum-like types whose constants all
// have one width or carry a delimiter at the edge in question. Values ddblint
// cannot see into are not reported either, since they may already end in
// the separator: the result of an unknown function, a package-level variable
// (often a configured prefix), a variable named like a prefix, separator or
// key (prefix, sep, delim, key, pk, sk, gsi1pk, base, root, path, scope, ns,
// namespace, suffix — as words of the name, so taskID or transactionID still
// count as values), and a value inside a helper the engine could not
// follow. N attributes are numbers and never checked.
//
// # Fix
//
// Put the separator between the parts. The suggested fix inserts it where
// the joint is written: into the string literal ("USER" + id becomes
// "USER#" + id, also when the literal is a local variable's definition),
// into the format string ("%s%s" becomes "%s#%s", with % doubled there if
// the separator holds one), as a new operand when the two values are the
// operands of one + (userID + orderID becomes userID + "#" + orderID), or as
// a new element of a strings.Join(…, "") slice literal. A joint that is not
// one place in the code (inside a helper, between two strings.Builder
// writes, at a constant of another package) gets no fix.
//
// # Options
//
// -separator sets the separator the fix inserts (default "#"). Any
// character other than a letter or a digit is accepted as a delimiter, so
// keys already written with another one are not reported.
//
// # Suppress
//
//	//ddblint:ignore keydelimiter <reason>
package keydelimiter

import _ "embed"

//go:embed doc.go
var doc string
