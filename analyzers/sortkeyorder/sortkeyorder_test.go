package sortkeyorder_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/sortkeyorder"
	"github.com/ddblint/ddblint/internal/testutil"
)

func TestSortKeyOrder(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), sortkeyorder.Analyzer, "sortkeyorder")
}

// TestPadWidth sets -pad-width, which the fixes pad numbers to. It changes
// a global flag, so it must not run in parallel.
func TestPadWidth(t *testing.T) {
	if err := config.Analyzer.Flags.Set("pad-width", "12"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(config.ResetFlags)
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), sortkeyorder.Analyzer, "sortkeyorder/padwidth")
}
