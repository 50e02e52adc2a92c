package ddblint_test

import (
	"os/exec"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/internal/devtools/testutil"
	"github.com/ddblint/ddblint/rules/ddblint"
)

// needCgo skips a test where cgo cannot build: go/packages then drops the
// files that import "C" instead of handing over cgo's output.
func needCgo(t *testing.T) {
	t.Helper()
	out, err := exec.Command("go", "env", "CGO_ENABLED").Output()
	if err != nil || strings.TrimSpace(string(out)) != "1" {
		t.Skip("cgo is disabled")
	}
	cc := "gcc"
	if out, err := exec.Command("go", "env", "CC").Output(); err == nil && strings.TrimSpace(string(out)) != "" {
		cc = strings.Fields(string(out))[0]
	}
	if _, err := exec.LookPath(cc); err != nil {
		t.Skipf("no C compiler (%s)", cc)
	}
}

// Files that import "C" are checked: cgo's header on its rewritten copy
// says "Code generated", but the file the user wrote decides. Before, every
// such file was skipped. A finding quotes the code the user wrote
// (C.shard()), not cgo's rewrite of it ((_Cfunc_shard)()).
func TestCgoFiles(t *testing.T) {
	needCgo(t)
	results := analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "cgokeys")
	n := 0
	for _, r := range results {
		for _, d := range r.Diagnostics {
			n++
			// The fix's offsets are in cgo's copy, not in keys.go.
			if len(d.SuggestedFixes) > 0 {
				t.Errorf("finding %q in a cgo file carries a fix", d.Message)
			}
		}
	}
	if n != 2 {
		t.Errorf("%d findings, want 2", n)
	}
}
