package rules

import (
	"github.com/ddblint/ddblint/analyzers/keydelimiter"
	"github.com/ddblint/ddblint/analyzers/pkcardinality"
	"github.com/ddblint/ddblint/analyzers/pktimestamp"
	"github.com/ddblint/ddblint/analyzers/versionedread"
)

// catalog is the ordered list of rules. A retired rule keeps its name
// reserved: names are never reused for a different check.
var catalog = []Rule{
	{Analyzer: keydelimiter.Analyzer, Default: true, Severity: Error, Since: "v0.1.0", Options: []string{"separator"}},
	// Warning: part of the check judges a value's cardinality by its name.
	{Analyzer: pkcardinality.Analyzer, Default: true, Severity: Warning, Since: "v0.1.0"},
	{Analyzer: pktimestamp.Analyzer, Default: true, Severity: Warning, Since: "v0.1.0"},
	{Analyzer: versionedread.Analyzer, Default: true, Severity: Error, Since: "v0.1.0", Options: []string{"version-separator", "versioned-tables", "versioned-table-pattern"}},
}
