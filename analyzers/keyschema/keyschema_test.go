package keyschema_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/keyschema"
	"github.com/ddblint/ddblint/internal/testutil"
)

func TestKeySchema(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.TestData(), keyschema.Analyzer, "keyschema")
}
