package keyseparator_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/keyseparator"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

func TestKeySeparator(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keyseparator.Analyzer, "keyseparator")
}

// TestModule checks the convention is the module's: package a is judged by
// the keys of package b it imports (facts), packages of another module are
// not, and packages without a clear convention are left alone.
func TestModule(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keyseparator.Analyzer,
		"keyseparator/a", "keyseparator/b", "keyseparator/neartie", "keyseparator/few", "keyseparator/onetemplate", "keyseparator/ownconv", "keyseparator/names",
		"keyseparatorother/lone", "keyseparatorother/dep")
}

// TestVersionSeparator checks that the configured version separator is no
// key separator. Not parallel: it sets the shared config flags.
func TestVersionSeparator(t *testing.T) {
	t.Cleanup(config.ResetFlags)
	if err := config.Analyzer.Flags.Set(config.FlagVersionSeparator, "_v"); err != nil {
		t.Fatal(err)
	}
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keyseparator.Analyzer, "keyseparator/versionsep")
}
