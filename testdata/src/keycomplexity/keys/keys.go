// Package keys holds key-building helpers and constants used from another
// package: their shapes travel as facts and export data.
package keys

import (
	"fmt"
	"strings"
)

// Deep is a constant key of six components.
const Deep = "TENANT#acme#REGION#eu#ZONE#a"

// Shallow is a constant key of two components.
const Shallow = "CONFIG#global"

// Event builds a six-component sort key; its template travels as a fact.
func Event(tenant, kind, sub, day string, seq int) string {
	return fmt.Sprintf("EVT#%s#%s#%s#%s#%08d", tenant, kind, sub, day, seq)
}

// Order builds a three-component key.
func Order(tenant, id string) string { return "ORDER#" + tenant + "#" + id }

// Path has no literal text: it is no helper, and its result is opaque to
// importers, separators and all.
func Path(parts []string) string { return strings.Join(parts, "/") }
