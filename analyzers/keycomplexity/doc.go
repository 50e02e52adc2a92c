// Package keycomplexity defines an Analyzer that reports composite keys with
// more components than a limit.
//
// # Analyzer keycomplexity
//
// keycomplexity: composite key with too many components
//
// keycomplexity reports a key value with more components than
// -max-components allows (5 by default). Components are the pieces between
// the separators (-separator, "#" by default) in the key's literal text:
// "TYPE#" + sub + "#" + cat + "#" + subcat + "#" + ts + "#" + id + "#" + v has
// seven. A value inside a component (a variable, a number, an id) is part of
// it; literal text from a constant is split like any other, so a constant
// "a#b" counts as two components.
//
// # Why it matters
//
// A DynamoDB key condition reads a composite sort key only from the left:
// begins_with(SK, "TYPE#sub#") works, selecting on the fourth component does
// not. Every extra component is another ordering decision frozen into the
// stored data, another field that cannot change without rewriting the item,
// and another place where two writers can disagree on the format. Past a
// handful, the key is usually doing a secondary index's or an attribute's
// job.
//
// # Examples
//
// Reported (with the default limit of 5):
//
//	sk := fmt.Sprintf("%s#%s#%s#%s#%d#%s#%d", typ, sub, cat, subcat, ts, id, v) // 7 components
//	pk := strings.Join([]string{"A", a, b, c, d, e}, "#")                        // 6 components
//
// Not reported:
//
//	sk := fmt.Sprintf("ORDER#%s#%s#%s#%d", region, status, day, id) // 5: within the limit
//	pk := "USER#" + compositeFromElsewhere                           // 2 proven; the rest is unknown
//	sk := "ORDER#2024#01#"                                           // a trailing separator ends a prefix: 3
//
// What is deliberately not reported:
//
//   - Components ddblint cannot see: a value of unknown content (the result of
//     a function it cannot summarise, a string variable that may itself hold
//     separators) counts as one component. The count is then a lower bound,
//     and the rule reports only when that lower bound is over the limit; the
//     message says "at least".
//   - Separators inside formatted values (a time layout, a UUID) when the
//     separator is "-" or another character such values contain: they do not
//     count, for the same reason.
//   - An empty piece before a leading or after a trailing separator:
//     "ORDER#2024#" is a two-component prefix for begins_with, not three
//     components.
//   - N attributes: a number has no components.
//
// Key-condition values are checked like item keys: a begins_with prefix with
// too many components proves the stored keys have at least as many.
//
// # Fix
//
// Keep the components a query needs to select on, in the order it selects
// them; move the rest into ordinary attributes, or into a secondary index
// whose key is built for that access pattern. There is no suggested fix.
//
// # Options
//
// -max-components sets the most components a key may have (default 5,
// 2..32; max-components in the config file). -separator sets the string
// that separates components (default "#").
//
// # Suppress
//
//	//ddblint:ignore keycomplexity <reason>
package keycomplexity

import _ "embed"

//go:embed doc.go
var doc string
