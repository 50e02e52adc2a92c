package pkcardinality_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/pkcardinality"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

// The rule offers no suggested fix (the fix is a design change), so there is
// no .golden file; RunWithSuggestedFixes would fail on any fix it did offer.
func TestPKCardinality(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), pkcardinality.Analyzer,
		"pkcardinality", "pkcardinality/svc/users", "pkcardinality/svc/storage",
		"pkcardinality/svc/sessions", "pkcardinality/svc/twotables", "pkcardinality/svc/lobby",
		"pkcardinality/svc/typeindex", "pkcardinality/svc/records", "pkcardinality/svc/fitted", "pkcardinality/svc/referenced",
		"pkcardinality/svc/tracks", "pkcardinality/svc/tracks/model", "pkcardinality/svc/embedded",
		"pkcardinality/svc/sharedsort", "pkcardinality/svc/sharedgsi", "pkcardinality/svc/inverted", "pkcardinality/svc/jobqueue/model", "pkcardinality/svc/jobqueue/store",
		"pkcardinality/svc/jobqueue/worker", "pkcardinality/svc/jobqueue/api")
}

// TestStoredField puts an item whose index key a field store sets after
// the item is read back or made new.
func TestStoredField(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), pkcardinality.Analyzer, "pkcardinality/storedfield")
}

// TestQueryKeys writes to tables whose indexes only the package's own
// queries name.
func TestQueryKeys(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), pkcardinality.Analyzer, "pkcardinality/svc/querykeys", "pkcardinality/svc/querykeys/declared")
}
