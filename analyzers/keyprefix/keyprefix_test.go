package keyprefix_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/keyprefix"
	"github.com/ddblint/ddblint/internal/testutil"
)

func TestKeyPrefix(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keyprefix.Analyzer, "keyprefix")
}
