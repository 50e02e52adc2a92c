package ddblint_test

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/internal/devtools/testutil"
	"github.com/ddblint/ddblint/internal/keymap"
	"github.com/ddblint/ddblint/rules/ddblint"
)

// TestKeyMapSummary checks the package's part of the key map: every item
// and request with its keys as templates, and the requests that say nothing
// of the design left out.
func TestKeyMapSummary(t *testing.T) {
	results := analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "ddblint/keymap")
	if len(results) != 1 {
		t.Fatalf("%d results", len(results))
	}
	res, _ := results[0].Result.(*ddblint.Result)
	var sum *keymap.Summary
	if res != nil {
		sum = res.KeyMap()
	}
	if sum == nil {
		t.Fatal("no key map summary")
	}
	var got []string
	for _, r := range sum.Requests {
		var keys []string
		for _, k := range r.Keys {
			keys = append(keys, k.Attr+"("+k.Role+")="+k.Value.Text)
		}
		line := r.Op + " " + r.Call + " " + r.Table + " " + strings.Join(keys, " ") + " in " + r.Func[strings.LastIndexByte(r.Func, '.')+1:]
		if r.Generic {
			line += " (generic)"
		}
		if r.Via != "" {
			line += " via " + r.Via[strings.LastIndexByte(r.Via, '.')+1:]
		}
		got = append(got, line)
	}
	want := []string{
		// get's own GetItem is keyed by its parameters; its call in
		// GetUser gives the design (the map keeps that one).
		"read GetItem app PK(partition)=<pk> SK(sort)=<sk:1 constant> in get (generic)",
		"read GetItem app PK(partition)=USER#<id> SK(sort)=PROFILE in GetUser via get",
		"write PutItem app PK(partition)=USER#<id> SK(sort)=PROFILE in PutUser",
		"write PutItem app PK(partition)=TAG#<tag:1 constant> SK(sort)=TAG in putTag",
		// Seed's call of putTag is left out: "go" is one value of <tag>.
		"read Scan app  in All", // a Scan names no key
		// A table a helper names with a prefix out of sight: its pattern
		// (prefixed.go: the requests are in file and line order).
		"read dynamo.Get *Files ID(partition)=FILE#<id> in FileOf",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("requests:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, r := range sum.Requests {
		if r.File == "" || r.Line == 0 || r.EndLine < r.Line || r.Func == "" {
			t.Errorf("%s at %s:%d-%d: want a place", r.Call, r.File, r.Line, r.EndLine)
		}
	}
}
