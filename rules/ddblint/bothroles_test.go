package ddblint_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/internal/devtools/testutil"
	"github.com/ddblint/ddblint/rules/ddblint"
)

func TestBothRoles(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "bothroles")
}
