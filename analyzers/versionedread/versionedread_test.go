package versionedread_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/versionedread"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

func TestVersionedRead(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), versionedread.Analyzer, "versionedread")
}

// TestOptions is not parallel: the flags are global.
func TestOptions(t *testing.T) {
	t.Cleanup(config.ResetFlags)
	for flag, value := range map[string]string{
		config.FlagVersionedTables:       "orders_v",
		config.FlagVersionSeparator:      "~",
		config.FlagVersionedTablePattern: "(?i)audit",
	} {
		if err := config.Analyzer.Flags.Set(flag, value); err != nil {
			t.Fatalf("setting -%s: %v", flag, err)
		}
	}
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), versionedread.Analyzer, "versionedread/options")
}
