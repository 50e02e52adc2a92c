// Package keys holds key-building helpers and constants used from another
// package, so their shapes travel as facts and export data.
package keys

import "strconv"

// VersionSep is the version separator, as a constant of another package.
const VersionSep = "@"

// HistoryTable keeps every version of an order.
const HistoryTable = "orders_history"

// DataTable keeps the current order.
const DataTable = "orders"

// Versioned returns the key of version v of sk.
func Versioned(sk string, v int) string { return sk + VersionSep + strconv.Itoa(v) }

// OrderSK returns the sort key of the current order.
func OrderSK(id string) string { return "ORDER#" + id }
