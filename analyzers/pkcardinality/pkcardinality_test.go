package pkcardinality_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/pkcardinality"
	"github.com/ddblint/ddblint/analyzers/pkconstant"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

// both runs the rule with its review tier, pkconstant, as -enable all
// does. These packages test how the engine finds each shape of partition
// key, whichever tier a constant one falls in; TestTiers and pkconstant's
// own tests tell the tiers apart.
var both = &analysis.Analyzer{
	Name:     pkcardinality.Analyzer.Name,
	Doc:      pkcardinality.Analyzer.Doc,
	Requires: pkcardinality.Analyzer.Requires,
	Run: func(pass *analysis.Pass) (any, error) {
		if _, err := pkcardinality.Analyzer.Run(pass); err != nil {
			return nil, err
		}
		return pkconstant.Analyzer.Run(pass)
	},
}

// The rule offers no suggested fix (the fix is a design change), so there is
// no .golden file; RunWithSuggestedFixes would fail on any fix it did offer.
func TestPKCardinality(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), both,
		"pkcardinality", "pkcardinality/svc/users", "pkcardinality/svc/storage",
		"pkcardinality/svc/sessions", "pkcardinality/svc/twotables", "pkcardinality/svc/lobby",
		"pkcardinality/svc/typeindex", "pkcardinality/svc/records", "pkcardinality/svc/fitted", "pkcardinality/svc/referenced",
		"pkcardinality/svc/tracks", "pkcardinality/svc/tracks/model", "pkcardinality/svc/embedded",
		"pkcardinality/svc/sharedsort", "pkcardinality/svc/sharedgsi", "pkcardinality/svc/inverted", "pkcardinality/svc/jobqueue/model", "pkcardinality/svc/jobqueue/store",
		"pkcardinality/svc/jobqueue/worker", "pkcardinality/svc/jobqueue/api",
		"pkcardinality/svc/setter/model", "pkcardinality/svc/setter/store", "pkcardinality/svc/defaultid", "pkcardinality/svc/boards",
		"pkcardinality/svc/minted/ids", "pkcardinality/svc/minted/store", "pkcardinality/svc/updatecreate", "pkcardinality/svc/newest",
		"pkcardinality/svc/learned/store", "pkcardinality/svc/learned/users", "pkcardinality/svc/cohorts/model", "pkcardinality/svc/cohorts/store", "pkcardinality/svc/branchstatus", "pkcardinality/svc/learnedhash", "pkcardinality/svc/varconsts/consts", "pkcardinality/svc/varconsts/store", "pkcardinality/svc/mapmethod/model", "pkcardinality/svc/mapmethod/store",
		"pkcardinality/svc/envtable", "pkcardinality/svc/cfgindex", "pkcardinality/svc/statusindex")
}

// TestStoredField puts an item whose index key a field store sets after
// the item is read back or made new.
func TestStoredField(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), both, "pkcardinality/storedfield")
}

// TestQueryKeys writes to tables whose indexes only the package's own
// queries name.
func TestQueryKeys(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), both, "pkcardinality/svc/querykeys", "pkcardinality/svc/querykeys/declared")
}

// TestTiers: the constant form by default only with evidence that the set
// grows with use, and the message says which; the same shapes without it
// are left to pkconstant (issue 24).
func TestTiers(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), pkcardinality.Analyzer, "pkcardinality/tiers")
}

// TestUpdateFit: an UpdateItem on a table named at run time SETs an index
// key of the declared table its Key fits, and an expiry time it SETs is
// evidence that the set grows.
func TestUpdateFit(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), pkcardinality.Analyzer, "pkcardinality/svc/updatefit")
}
