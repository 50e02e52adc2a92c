package gclplugin

import (
	"go/token"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/internal/devtools/testutil"
	"github.com/ddblint/ddblint/rules/ddblint"
)

// TestFoldRelated: related locations move into the message, before the
// "(rule)" suffix (which stays last for text: '\(rule\)$' exclusions), relative to the working directory, at most maxRelated
// of them, each place once; the diagnostic keeps no Related.
func TestFoldRelated(t *testing.T) {
	fset := token.NewFileSet()
	lines := func(name string) *token.File {
		f := fset.AddFile(name, -1, 1000)
		for i := range 100 {
			f.AddLine(i * 10)
		}
		return f
	}
	a, b, far := lines("/repo/store/a.go"), lines("/repo/store/b.go"), lines("/elsewhere/c.go")
	at := func(f *token.File, line int) analysis.RelatedInformation {
		return analysis.RelatedInformation{Pos: f.LineStart(line), Message: "called here"}
	}
	for _, tc := range []struct {
		msg     string
		related []analysis.RelatedInformation
		want    string
	}{
		{"glued (keydelimiter)", []analysis.RelatedInformation{at(a, 12), at(b, 40)},
			"glued (also at store/a.go:12, store/b.go:40) (keydelimiter)"},
		{"glued (keydelimiter)", nil, "glued (keydelimiter)"},
		{"glued without a rule", []analysis.RelatedInformation{at(a, 3)}, "glued without a rule (also at store/a.go:3)"},
		{"ends with (a call) (keydelimiter)", []analysis.RelatedInformation{at(far, 7), at(far, 7), {}},
			"ends with (a call) (also at /elsewhere/c.go:7) (keydelimiter)"},
		{"ends with f(x)", []analysis.RelatedInformation{at(a, 1)}, "ends with f(x) (also at store/a.go:1)"},
		{"many (pkcardinality)", []analysis.RelatedInformation{at(a, 1), at(a, 2), at(a, 3), at(a, 4), at(a, 5), at(a, 6), at(b, 7)},
			"many (also at store/a.go:1, store/a.go:2, store/a.go:3, store/a.go:4, store/a.go:5 and 2 more) (pkcardinality)"},
	} {
		d := analysis.Diagnostic{Pos: a.LineStart(1), Message: tc.msg, Category: "keydelimiter", Related: tc.related}
		got := foldRelated(fset, "/repo", d)
		if got.Message != tc.want || got.Related != nil || got.Pos != d.Pos || got.Category != d.Category {
			t.Errorf("foldRelated(%q) = %q (Related %v), want %q and no Related", tc.msg, got.Message, got.Related, tc.want)
		}
	}
}

// TestOneIssue runs the wrapped analyzer as golangci-lint would on a helper
// whose key is glued and that is called twice: one diagnostic, at the key,
// naming both calls, with no related information left for golangci-lint to
// turn into issues of their own.
func TestOneIssue(t *testing.T) {
	dir := testutil.TestData()
	t.Chdir(dir) // positions in messages are relative to golangci-lint's directory
	results := analysistest.Run(t, dir, oneIssue(ddblint.Analyzer), "gclplugin/related")
	n := 0
	for _, r := range results {
		for _, d := range r.Diagnostics {
			n++
			if d.Related != nil {
				t.Errorf("%s: Related = %v, want none", d.Message, d.Related)
			}
			if !strings.Contains(d.Message, "also at") {
				t.Errorf("%s: want the call sites in the message", d.Message)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d diagnostics, want 1", n)
	}
}
