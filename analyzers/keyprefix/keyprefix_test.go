package keyprefix_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/keyprefix"
	"github.com/ddblint/ddblint/internal/testutil"
)

func TestKeyPrefix(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keyprefix.Analyzer, "keyprefix", "keyprefix/semantic")
}

// TestConfiguredKeys checks that attributes named by -pk and -sk are keys
// with semantic names, which the rule leaves alone. Not parallel: it sets
// the shared config flags.
func TestConfiguredKeys(t *testing.T) {
	t.Cleanup(config.ResetFlags)
	for flag, val := range map[string]string{config.FlagPK: "tenant_id", config.FlagSK: "orders:orderId"} {
		if err := config.Analyzer.Flags.Set(flag, val); err != nil {
			t.Fatal(err)
		}
	}
	analysistest.Run(t, testutil.TestData(), keyprefix.Analyzer, "keyprefix/flags")
}
