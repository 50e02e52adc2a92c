package pksequential_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/pksequential"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

// The rule offers no suggested fix (the id scheme is a design choice), so
// there is no .golden file; RunWithSuggestedFixes would fail on any fix it
// did offer.
func TestPKSequential(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), pksequential.Analyzer, "pksequential")
}
