package keycomplexity_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/keycomplexity"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

func TestKeyComplexity(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keycomplexity.Analyzer, "keycomplexity")
}

// setFlag sets a config flag for one test. Such tests must not be parallel:
// the flags are shared.
func setFlag(t *testing.T, name, value string) {
	t.Helper()
	t.Cleanup(config.ResetFlags)
	if err := config.Analyzer.Flags.Set(name, value); err != nil {
		t.Fatal(err)
	}
}

func TestMaxComponents(t *testing.T) {
	setFlag(t, config.FlagMaxComponents, "3")
	analysistest.Run(t, testutil.TestData(), keycomplexity.Analyzer, "keycomplexity/limit")
}

func TestSeparator(t *testing.T) {
	setFlag(t, config.FlagSeparator, "|")
	analysistest.Run(t, testutil.TestData(), keycomplexity.Analyzer, "keycomplexity/separator")
}
