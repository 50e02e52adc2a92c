package keydelimiter_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/keydelimiter"
	"github.com/ddblint/ddblint/internal/testutil"
)

func TestKeyDelimiter(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keydelimiter.Analyzer, "keydelimiter")
}
