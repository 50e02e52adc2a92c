package ddblint_test

import (
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
	"github.com/ddblint/ddblint/rules"
	"github.com/ddblint/ddblint/rules/ddblint"
)

func TestIgnoreDirectives(t *testing.T) {
	results := analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "ddblint")
	for _, r := range results {
		for _, d := range r.Diagnostics {
			if d.Category == "" || !strings.HasSuffix(d.Message, "("+d.Category+")") {
				t.Errorf("diagnostic %q: category %q is not named at the end of the message", d.Message, d.Category)
			}
		}
	}
}

func TestIncludeGenerated(t *testing.T) {
	t.Cleanup(config.ResetFlags)
	if err := ddblint.Analyzer.Flags.Set("include-generated", "true"); err != nil {
		t.Fatal(err)
	}
	inGen := findingsIn(analysistest.Run(&quietT{T: t}, testutil.TestData(), ddblint.Analyzer, "ddblint"), "gen.go")
	if len(inGen) != 2 {
		t.Errorf("with -include-generated, want the finding and the unused directive in gen.go, got %q", inGen)
	}
}

func TestIncludeTests(t *testing.T) {
	t.Cleanup(config.ResetFlags)
	inTest := func() []string {
		return findingsIn(analysistest.Run(&quietT{T: t}, testutil.TestData(), ddblint.Analyzer, "ddblint"), "fixture_test.go")
	}
	if got := inTest(); len(got) != 0 {
		t.Errorf("by default, want nothing reported in fixture_test.go, got %q", got)
	}
	if err := ddblint.Analyzer.Flags.Set("tests", "true"); err != nil {
		t.Fatal(err)
	}
	if got := inTest(); len(got) != 2 {
		t.Errorf("with -tests, want the finding and the unused directive in fixture_test.go, got %q", got)
	}
}

func TestDisableRule(t *testing.T) {
	t.Cleanup(config.ResetFlags)
	if err := ddblint.Analyzer.Flags.Set("disable", "keydelimiter"); err != nil {
		t.Fatal(err)
	}
	results := analysistest.Run(&quietT{T: t}, testutil.TestData(), ddblint.Analyzer, "ddblint")
	for _, r := range results {
		for _, d := range r.Diagnostics {
			if d.Category == "keydelimiter" {
				t.Errorf("disabled rule reported: %s", d.Message)
			}
		}
	}
}

func TestUnknownRuleIsAnError(t *testing.T) {
	t.Cleanup(config.ResetFlags)
	if err := ddblint.Analyzer.Flags.Set("enable", "nosuchrule"); err != nil {
		t.Fatal(err)
	}
	qt := &quietT{T: t}
	// A package importing only the standard library: the pass runs on the
	// packages it imports too (for its facts), and an error there would
	// reach this package as a failed prerequisite, not in its own words.
	results := analysistest.Run(qt, testutil.TestData(), ddblint.Analyzer, "ddblint/stdonly")
	found := false
	for _, r := range results {
		if r.Err != nil && strings.Contains(r.Err.Error(), `unknown rule "nosuchrule"`) {
			found = true
		}
	}
	if !found {
		t.Errorf("want an error naming the unknown rule, got results %v", results)
	}
}

// TestRulesRunInsideUmbrella checks every rule only Requires what the
// umbrella analyzer Requires: rules run inside its pass and read its results.
func TestRulesRunInsideUmbrella(t *testing.T) {
	for _, r := range rules.All() {
		for _, req := range r.Analyzer.Requires {
			if !slices.Contains(ddblint.Analyzer.Requires, req) {
				t.Errorf("rule %s requires %s, which the ddblint analyzer does not", r.Name(), req.Name)
			}
		}
		if len(r.Analyzer.FactTypes) > 0 {
			t.Errorf("rule %s declares facts; facts belong to the keys engine", r.Name())
		}
	}
	if err := analysis.Validate([]*analysis.Analyzer{ddblint.Analyzer}); err != nil {
		t.Fatal(err)
	}
}

// findingsIn returns the distinct messages reported in the file named
// name. The package is analysed twice, alone and with its tests, so a
// finding outside the test files comes back twice.
func findingsIn(results []*analysistest.Result, name string) []string {
	var out []string
	seen := map[string]bool{}
	for _, r := range results {
		for _, d := range r.Diagnostics {
			p := r.Pass.Fset.Position(d.Pos)
			if filepath.Base(p.Filename) != name || seen[p.String()+d.Message] {
				continue
			}
			seen[p.String()+d.Message] = true
			out = append(out, d.Message)
		}
	}
	return out
}

// quietT swallows analysistest's want-mismatch errors for tests that
// inspect the results themselves.
type quietT struct{ *testing.T }

func (q *quietT) Errorf(format string, args ...any) {}

// TestReportOnce: a key a helper builds is reported once, in the helper,
// with its call sites as related information; a value a call site builds
// is reported there, with the sink related; a key another package's
// wrapper builds is that package's to report.
func TestReportOnce(t *testing.T) {
	results := analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "ddblint/once")
	related := map[string][]int{}
	for _, r := range results {
		for _, d := range r.Diagnostics {
			for _, rel := range d.Related {
				related[d.Category] = append(related[d.Category], r.Pass.Fset.Position(rel.Pos).Line)
			}
		}
	}
	if got, want := related["keydelimiter"], []int{42, 43}; !slices.Equal(got, want) {
		t.Errorf("keydelimiter finding's related lines = %v, want the two calls %v", got, want)
	}
	if got := related["sortkeyorder"]; len(got) != 1 || got[0] != 32 {
		t.Errorf("sortkeyorder finding's related lines = %v, want the request in putKey (32)", got)
	}
}

// TestBuilderOnce: a key value one function of the package returns,
// written from several places, is one finding at the function's return
// with each key related (at the first key when the function has no one
// returned expression, or in another package of the module); a function
// written once, the same standard-library call inline in two places, and
// untrusted input a caller passes in, are reported at each key.
func TestBuilderOnce(t *testing.T) {
	enableReview(t)
	results := analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "ddblint/builders")
	checkRelated(t, results, map[int][]int{
		34:  {41, 46, 29}, // allMembers(): both writes, then the sink in put
		37:  {41, 47, 29}, // joinedAt(at)
		56:  {59, 64},     // badges(), written by a direct PutItem
		72:  {},           // invites(): written once
		84:  {89},         // roles(): a named result, at the first write
		98:  {},           // untrusted input: each caller's
		103: {},
		111: {114, 119}, // guestKey(id): glued in the helper
		135: {},         // archive(): the other write is ignored
		159: {164, 29},  // stamps.Visit(at), a helper of another package: at the first key
		170: {29},       // stamps.Leave(at): written once
		176: {29},       // the same standard-library call inline twice: two findings
		180: {29},
		195: {200, 206}, // guestKeys(id)'s first result, read through pk in both writes
	})
}

// TestOneFactOnce: one value in several keys of an item (the table key and
// index keys, or the returns of a key method) is one finding, at the table
// key, with the other keys related and their fixes joined.
func TestOneFactOnce(t *testing.T) {
	enableReview(t)
	results := analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "ddblint/facts")
	related := map[int][]int{} // finding line -> related lines
	edits := map[int]int{}     // finding line -> edits of its first fix
	for _, r := range results {
		for _, d := range r.Diagnostics {
			line := r.Pass.Fset.Position(d.Pos).Line
			for _, rel := range d.Related {
				related[line] = append(related[line], r.Pass.Fset.Position(rel.Pos).Line)
			}
			if len(d.SuggestedFixes) > 0 {
				edits[line] = len(d.SuggestedFixes[0].TextEdits)
			}
		}
	}
	for line, want := range map[int][]int{
		24:  {26, 28}, // MEMBER# in PK, GSI1PK, GSI2PK
		39:  nil,      // TEAM# and TEAMNAME#: two facts
		41:  nil,
		54:  {56}, // the same unpadded n in SK and GSI1SK
		67:  nil,  // line and page: two facts
		69:  nil,
		102: {109}, // POLICY# in both returns of DDBKeys
		103: {110}, // and the unpadded version
		119: {121}, // one day bucket in PK and GSI1PK
		135: {137}, // "USER" glued in PK and GSI1PK
		136: {138}, // pk, glued, in SK and GSI1SK
	} {
		if got := related[line]; !slices.Equal(got, want) {
			t.Errorf("finding at line %d: related lines %v, want %v", line, got, want)
		}
	}
	if edits[54] != 2*edits[67] || edits[67] == 0 {
		t.Errorf("the SK/GSI1SK finding's fix has %d edits, want twice the %d of a single key's fix", edits[54], edits[67])
	}
}

// TestInputOnce: one untrusted value reaching the keys of several functions
// is one keyinjection finding, at the first key, with the others related;
// another input keeps its own.
func TestInputOnce(t *testing.T) {
	results := analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "ddblint/inputs")
	related := map[int][]string{} // finding line -> related "line: message"
	for _, r := range results {
		for _, d := range r.Diagnostics {
			line := r.Pass.Fset.Position(d.Pos).Line
			related[line] = []string{}
			for _, rel := range d.Related {
				related[line] = append(related[line], fmt.Sprintf("%d: %s", r.Pass.Fset.Position(rel.Pos).Line, rel.Message))
			}
		}
	}
	want := map[int][]string{
		18: {`25: the same input reaches partition key "PK" here`, `40: called here: s.getProfile(r.Context(), user)`, `41: called here: s.getSettings(r.Context(), user)`},
		32: {`42: called here: s.getTeam(r.Context(), r.PathValue("team"))`},
	}
	for line, w := range want {
		if got, ok := related[line]; !ok || !slices.Equal(got, w) {
			t.Errorf("finding at line %d: related %q (reported: %v), want %q", line, got, ok, w)
		}
	}
	if len(related) != len(want) {
		t.Errorf("findings at lines %v, want %d findings", slices.Sorted(maps.Keys(related)), len(want))
	}
}

// TestWrapperContext checks that a key part a wrapper of another package
// builds from none of its parameters is reported in that package only, also
// when the wrapper is called through wrappers of the calling package; so is
// a part built from a parameter the callers only fill (see TestCallSitesOnce).
func TestWrapperContext(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "ddblint/ctxstore", "ddblint/ctxwrap")
}

// TestFieldOnce: what sortkeyorder says about a time.Time field the SDK
// writes is one finding at the field, with each write and read related,
// for attributevalue and guregu items; a time the code
// formats, a field written once, a read into a map and a write under a
// directive are reported at their own place. Another package's calls of
// the wrapper are that package's: not reported again there.
func TestFieldOnce(t *testing.T) {
	enableReview(t)
	results := analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "ddblint/timefields", "ddblint/timefields/dyn", "ddblint/timefields/board")
	related := map[string][]string{} // "file:line" of a finding -> related "line: message"
	for _, r := range results {
		for _, d := range r.Diagnostics {
			p := r.Pass.Fset.Position(d.Pos)
			at := fmt.Sprintf("%s:%d", filepath.Base(p.Filename), p.Line)
			related[at] = []string{}
			for _, rel := range d.Related {
				related[at] = append(related[at], fmt.Sprintf("%d: %s", r.Pass.Fset.Position(rel.Pos).Line, rel.Message))
			}
		}
	}
	want := map[string][]string{
		"timefields.go:25":  {`29: time.Now() is written here, in sort key "SK"`, `34: at is written here, in sort key "SK"`},
		"timefields.go:42":  {`46: due is written here, in sort key "GSI1SK" of index GSI1`, `52: due.Add(time.Hour) is written here, in sort key "GSI1SK" of index GSI1`},
		"timefields.go:64":  {},
		"timefields.go:70":  {},
		"timefields.go:82":  {`19: the key reaches PutItem in function save`},
		"timefields.go:116": {},
		"dyn.go:14": {
			`22: now is written here, in sort key "Started"`,
			`27: time.Now() is read here, in sort key "Started"`,
			`33: from is read here, in sort key "Started" of index ByDay`,
			`50: from is read here, in sort key "Started"`,
		},
		"timefields.go:123": {`127: at is written here, in sort key "SK"`, `19: the key reaches PutItem in function save`},
		"dyn.go:22":         {},
		"dyn.go:40":         {},
		"dyn.go:66":         {},
		"board.go:27":       {},
	}
	for at, w := range want {
		if got, ok := related[at]; !ok || !slices.Equal(got, w) {
			t.Errorf("finding at %s: related %q (reported: %v), want %q", at, got, ok, w)
		}
	}
	if len(related) != len(want) {
		t.Errorf("findings at %v, want %d findings", slices.Sorted(maps.Keys(related)), len(want))
	}
}

// TestCtorOnce: an item a constructor of another package builds, written
// from two places, is one finding at the first call, the other related
// and named by the key the finding is about (the call is the expression
// of every key of the item).
func TestCtorOnce(t *testing.T) {
	enableReview(t)
	results := analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "ddblint/ctors")
	var rels []string
	for _, r := range results {
		for _, d := range r.Diagnostics {
			for _, rel := range d.Related {
				rels = append(rels, fmt.Sprintf("%d: %s", r.Pass.Fset.Position(rel.Pos).Line, rel.Message))
			}
		}
	}
	want := `25: NewBadgeItem() makes partition key "GSI1PK" of index GSI1 here`
	if !slices.Contains(rels, want) {
		t.Errorf("related information = %q, want it to hold %q", rels, want)
	}
}

// TestCallSitesOnce: a finding at the call of another package's wrapper
// that the wrapper's package already reports about the same key is not
// reported again at the call, also through a wrapper of a third package
// and through an unexported helper of the wrapper's; a finding only the
// call shows stays.
func TestCallSitesOnce(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "ddblint/callsites/repo", "ddblint/callsites/ledger", "ddblint/callsites")
}

// TestReportOnceLegacy: TestReportOnce in aws-sdk-go v1 and guregu/dynamo
// shapes.
func TestReportOnceLegacy(t *testing.T) {
	results := analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "ddblint/oncelegacy")
	checkRelated(t, results, map[int][]int{
		20: {43, 44}, // getUser: both calls
		39: {45, 46}, // getVisit: both calls
		48: {27},     // the caller's number: the request in putKey
	})
}

// checkRelated checks that a finding is reported at each line of want, with
// the lines of its related information in that order (none for an empty
// list).
func checkRelated(t *testing.T, results []*analysistest.Result, want map[int][]int) {
	t.Helper()
	related := map[int][]int{} // finding line -> related lines
	for _, r := range results {
		for _, d := range r.Diagnostics {
			line := r.Pass.Fset.Position(d.Pos).Line
			related[line] = []int{}
			for _, rel := range d.Related {
				related[line] = append(related[line], r.Pass.Fset.Position(rel.Pos).Line)
			}
		}
	}
	for line, lines := range want {
		if got, ok := related[line]; !ok || !slices.Equal(got, lines) {
			t.Errorf("finding at line %d: related lines %v (reported: %v), want %v", line, got, ok, lines)
		}
	}
}

// TestTypeTimeOnce: a store that marshals the models it is given reports
// their time.Time sort-key field by its type (sortkeyorder), for every
// caller; another package's call setting the field is not reported again.
func TestTypeTimeOnce(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "ddblint/typetime/store", "ddblint/typetime/caller")
}

// enableReview turns on pkconstant, the review tier of pkcardinality: the
// report-once tests use constant partitions whose growth their code does
// not show, and what they test is where a finding lands, whichever tier.
func enableReview(t *testing.T) {
	t.Helper()
	t.Cleanup(config.ResetFlags)
	if err := ddblint.Analyzer.Flags.Set("enable", "pkconstant"); err != nil {
		t.Fatal(err)
	}
}

// TestReviewTierSilent: with pkconstant off (the default), the constant
// partitions of ddblint/builders whose growth the code does not show are
// not reported, and the //ddblint:ignore pkcardinality directives written
// at them still find their finding: none is reported as suppressing
// nothing. With pkconstant on, the same directives silence its questions.
func TestReviewTierSilent(t *testing.T) {
	dirLines := []int{129, 144, 150} // the directives at ARCHIVE and TRASH
	check := func(review bool) {
		t.Helper()
		results := analysistest.Run(&quietT{T: t}, testutil.TestData(), ddblint.Analyzer, "ddblint/builders")
		var constants, unused []int
		for _, r := range results {
			for _, d := range r.Diagnostics {
				line := r.Pass.Fset.Position(d.Pos).Line
				switch {
				case strings.Contains(d.Message, "suppresses nothing"):
					unused = append(unused, line)
				case d.Category == "pkconstant":
					constants = append(constants, line)
				}
			}
		}
		for _, l := range dirLines {
			if slices.Contains(unused, l) {
				t.Errorf("review=%t: the directive at line %d is reported as suppressing nothing", review, l)
			}
		}
		if !review && len(constants) > 0 {
			t.Errorf("pkconstant is off, yet it reported at lines %v", constants)
		}
		if review && (len(constants) == 0 || slices.Contains(constants, 130) || slices.Contains(constants, 145) || slices.Contains(constants, 151)) {
			t.Errorf("pkconstant on: want its questions, none under a pkcardinality directive; got lines %v", constants)
		}
	}
	check(false)
	enableReview(t)
	check(true)
}

// TestDirectiveAtBuild: a directive on the line that builds the reported
// part (where its fix goes) silences a finding that lands where the key
// is used (issue 25, item 4).
func TestDirectiveAtBuild(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "ddblint/directives")
}

// TestDesignOnce: a constant partition written in two functions is one
// pkcardinality finding, at the first write, the other related; another
// constant is a finding of its own. So is a day bucket (pktimestamp).
func TestDesignOnce(t *testing.T) {
	results := analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "ddblint/designonce")
	checkRelated(t, results, map[int][]int{
		18: {25},
		32: {},
		62: {69},
	})
	// A status index written as a constant, as a type's values and read
	// by a parameter: one finding at the first write, the others related.
	results = analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "ddblint/designonce/statusindex")
	checkRelated(t, results, map[int][]int{
		44: {57, 70},
		80: {},
		89: {},
	})
}

// TestReadJudgedAtWrite: a wrapper's read of a partition design its
// package reports at the write is judged there, and a call of the wrapper
// in another package does not report it again.
func TestReadJudgedAtWrite(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), ddblint.Analyzer, "ddblint/readwrap/store", "ddblint/readwrap/api")
}
