package keyprefix_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/keyprefix"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
	"github.com/ddblint/ddblint/rules/ddblint"
)

func TestKeyPrefix(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), once, "keyprefix", "keyprefix/semantic")
}

// once runs the rule as the ddblint pass does: a value a call site passes
// to a wrapper the rule already reports is reported once, at the wrapper
// (ddblint.Once).
var once = &analysis.Analyzer{
	Name:     keyprefix.Analyzer.Name,
	Doc:      keyprefix.Analyzer.Doc,
	Requires: keyprefix.Analyzer.Requires,
	Run: func(pass *analysis.Pass) (any, error) {
		var diags []analysis.Diagnostic
		p := *pass
		p.Report = func(d analysis.Diagnostic) { diags = append(diags, d) }
		if _, err := keyprefix.Analyzer.Run(&p); err != nil {
			return nil, err
		}
		for _, d := range ddblint.Once(pass, diags) {
			pass.Report(d)
		}
		return nil, nil
	},
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
