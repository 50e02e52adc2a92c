// Package stdonly imports only the standard library: a configuration
// error is reported in its own words here, not as the failure of a
// dependency.
package stdonly

import "strings"

func key(id string) string { return strings.ToUpper("USER#" + id) }
