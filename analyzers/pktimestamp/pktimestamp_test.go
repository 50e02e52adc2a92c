package pktimestamp_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/pktimestamp"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

func TestPKTimestamp(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), pktimestamp.Analyzer, "pktimestamp")
}

// TestQueryKeys writes to tables whose indexes only the package's own
// queries name.
func TestQueryKeys(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), pktimestamp.Analyzer, "pktimestamp/querykeys", "pktimestamp/querykeysv1", "pktimestamp/querykeys/caller")
}
