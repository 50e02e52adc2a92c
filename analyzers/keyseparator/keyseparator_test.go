package keyseparator_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/keyseparator"
	"github.com/ddblint/ddblint/internal/testutil"
)

func TestKeySeparator(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keyseparator.Analyzer, "keyseparator")
}
