package keyinjection_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/keyinjection"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

func TestKeyInjection(t *testing.T) {
	// keyinjection/keys, which it imports, has a validator: its fact is the
	// engine's (tested there), read through keys.Result.Validators.
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keyinjection.Analyzer, "keyinjection", "keyinjection/pipes", "keyinjection/layers/web")
}

// TestGRPC: the requests of gRPC handlers are untrusted.
func TestGRPC(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), keyinjection.Analyzer, "keyinjection/grpcsvc")
}

// TestOptions sets flags: it must not run in parallel with other tests.
func TestOptions(t *testing.T) {
	t.Cleanup(config.ResetFlags)
	for flag, value := range map[string]string{
		config.FlagSeparator:           "|",
		config.FlagInjectionSources:    "keyinjection/options/web.Ctx.Param,keyinjection/options/web.Params",
		config.FlagInjectionSanitizers: "keyinjection/options/web.Clean",
	} {
		if err := config.Analyzer.Flags.Set(flag, value); err != nil {
			t.Fatal(err)
		}
	}
	analysistest.Run(t, testutil.TestData(), keyinjection.Analyzer, "keyinjection/options")
}
