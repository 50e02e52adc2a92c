package mutablekey_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/mutablekey"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

// The rule offers no suggested fix (the fix is a design change), so there is
// no .golden file; RunWithSuggestedFixes would fail on any fix it did offer.
func TestMutableKey(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), mutablekey.Analyzer, "mutablekey")
}

// TestMutableAttributes replaces the default names. Not parallel: it sets a
// flag of the shared config pass.
func TestMutableAttributes(t *testing.T) {
	t.Cleanup(config.ResetFlags)
	if err := config.Analyzer.Flags.Set("mutable-attributes", "workflowStep"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testutil.TestData(), mutablekey.Analyzer, "mutablekey/names")
}
