package rules

import (
	"github.com/ddblint/ddblint/analyzers/keycomplexity"
	"github.com/ddblint/ddblint/analyzers/keydelimiter"
	"github.com/ddblint/ddblint/analyzers/keyinjection"
	"github.com/ddblint/ddblint/analyzers/keyprefix"
	"github.com/ddblint/ddblint/analyzers/keyschema"
	"github.com/ddblint/ddblint/analyzers/keyseparator"
	"github.com/ddblint/ddblint/analyzers/mutablekey"
	"github.com/ddblint/ddblint/analyzers/pkcardinality"
	"github.com/ddblint/ddblint/analyzers/pkconstant"
	"github.com/ddblint/ddblint/analyzers/pksequential"
	"github.com/ddblint/ddblint/analyzers/pktimestamp"
	"github.com/ddblint/ddblint/analyzers/sortkeyorder"
	"github.com/ddblint/ddblint/analyzers/versionedread"
)

// catalog is the ordered list of rules. A retired rule keeps its name
// reserved: names are never reused for a different check.
var catalog = []Rule{
	// The core rules.
	{Analyzer: keydelimiter.Analyzer, Default: true, Severity: Error, Since: "v0.1.0", Options: []string{"separator"}},
	{Analyzer: sortkeyorder.Analyzer, Default: true, Severity: Error, Since: "v0.1.0", Options: []string{"pad-width"}},
	// Warning: part of the check judges a value's cardinality by its name.
	{Analyzer: pkcardinality.Analyzer, Default: true, Severity: Warning, Since: "v0.1.0"},
	{Analyzer: pktimestamp.Analyzer, Default: true, Severity: Warning, Since: "v0.1.0"},
	{Analyzer: versionedread.Analyzer, Default: true, Severity: Error, Since: "v0.1.0", Options: []string{"version-separator", "versioned-tables", "versioned-table-pattern"}},

	// Design rules from the DynamoDB guides. Non-default ones have not yet
	// proven their precision on real code (staticcheck's practice for new
	// checks): users opt in with -enable.
	{Analyzer: keyprefix.Analyzer, Default: false, Severity: Warning, Since: "v0.2.0", Options: []string{"pk", "sk"}},
	// Warning: two conventions can coexist harmlessly in tables the engine
	// cannot tell apart.
	{Analyzer: keyseparator.Analyzer, Default: true, Severity: Warning, Since: "v0.2.0", Options: []string{"version-separator"}},
	{Analyzer: keycomplexity.Analyzer, Default: false, Severity: Warning, Since: "v0.2.0", Options: []string{"max-components", "separator"}},
	// Off: "status" in a key is a mistake only for items that change, and
	// the name alone cannot prove that.
	{Analyzer: mutablekey.Analyzer, Default: false, Severity: Warning, Since: "v0.2.0", Options: []string{"mutable-attributes"}},
	{Analyzer: pksequential.Analyzer, Default: true, Severity: Warning, Since: "v0.2.0"},
	{Analyzer: keyinjection.Analyzer, Default: true, Severity: Error, Since: "v0.2.0", Security: true, Options: []string{"separator", "injection-sources", "injection-sanitizers"}},
	// Error: DynamoDB rejects every request it reports. It judges only
	// tables whose key schema is declared, never the default key names.
	{Analyzer: keyschema.Analyzer, Default: true, Severity: Error, Since: "v0.3.0"},
	// Off: the review tier of pkcardinality, a question rather than a
	// verdict (a constant partition whose growth the code does not show).
	{Analyzer: pkconstant.Analyzer, Default: false, Severity: Warning, Since: "v0.4.0", Review: true},
}
