package keys_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

// TestGeneratedCallSites: the wrappers of a generated file that checked
// code calls are read, so their callers' keys are found.
func TestGeneratedCallSites(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/generated")
}
