package ddblint_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/ddblint"
	"github.com/ddblint/ddblint/internal/testutil"
)

func TestBothRoles(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "bothroles")
}
