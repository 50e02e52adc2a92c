package keydelimiter_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/keydelimiter"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

func TestKeyDelimiter(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keydelimiter.Analyzer, "keydelimiter")
}

// TestTestSupport: a test-support package (internal/testutil) is read as
// a _test.go file is: only with -tests.
func TestTestSupport(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), keydelimiter.Analyzer, "keydelimiter/testutil")
	// A package of any name below a tests folder of the module, and
	// beside it one whose folder only contains the word.
	analysistest.Run(t, testutil.TestData(), keydelimiter.Analyzer, "keydelimiter/tests/helpers", "keydelimiter/contests")
}

// The option tests set the shared config flags: they must not run in
// parallel with anything else.

func TestSeparatorOption(t *testing.T) {
	setSeparator(t, "|")
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keydelimiter.Analyzer, "keydelimiter/separator")
}

// TestSeparatorEscaped checks a separator that must be written differently
// in a format string (%%) than in a plain literal (%).
func TestSeparatorEscaped(t *testing.T) {
	setSeparator(t, "%")
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keydelimiter.Analyzer, "keydelimiter/percent")
}

func setSeparator(t *testing.T, sep string) {
	t.Helper()
	t.Cleanup(config.ResetFlags)
	if err := config.Analyzer.Flags.Set(config.FlagSeparator, sep); err != nil {
		t.Fatal(err)
	}
}
