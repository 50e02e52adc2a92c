package ddblint

import (
	"fmt"
	"go/token"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/analyzers/pkcardinality"
	"github.com/ddblint/ddblint/internal/docutil"
	"github.com/ddblint/ddblint/internal/generated"
	"github.com/ddblint/ddblint/internal/join"
	"github.com/ddblint/ddblint/rules"
)

// Analyzer runs the enabled rules and applies //ddblint:ignore directives.
// Its flags are the config pass's flags (shared, not copied), because
// singlechecker and go vet only expose the root analyzer's flags.
var Analyzer = &analysis.Analyzer{
	Name: "ddblint",
	Doc:  docutil.MustExtract(doc, "ddblint").AnalyzerDoc(),
	URL:  "https://github.com/ddblint/ddblint",
	// Every rule's Requires must be among these: rules run inside this
	// pass and read the same results (a test checks it).
	Requires: []*analysis.Analyzer{config.Analyzer, keys.Analyzer, inspect.Analyzer},
	// What a wrapper's package reports about the keys the wrapper builds,
	// for its callers in other packages (see Once).
	// IncompleteFact marks a package analysed despite type errors.
	FactTypes:  []analysis.Fact{(*ReportedFact)(nil), (*IncompleteFact)(nil)},
	ResultType: resultType,
	Run:        run,
}

// Category of findings about ignore directives themselves.
const directiveCategory = "ddblint"

// reviewRule is the review tier of the rule reviewOf: a directive for
// reviewOf also silences it, since the reason the docs ask for ("why the
// set stays small") answers its question.
const (
	reviewRule = "pkconstant"
	reviewOf   = "pkcardinality"
)

func init() {
	config.ShareFlags(&Analyzer.Flags)
}

func run(pass *analysis.Pass) (any, error) {
	cfg := pass.ResultOf[config.Analyzer].(*config.Config)
	if cfg.Dependency || len(pass.Files) == 0 {
		// The engine reads no keys outside the user's modules, nor in a
		// package without files (unsafe); the facts make every driver run
		// this pass on the dependencies too, where the user's config is
		// not read.
		return (*Result)(nil), nil
	}
	if cfg.Err != nil {
		return nil, cfg.Err
	}
	res := pass.ResultOf[keys.Analyzer].(*keys.Result)
	if res.Err != nil {
		return nil, res.Err
	}
	enabled, err := rules.Enabled(cfg)
	if err != nil {
		return nil, err
	}
	out := &Result{Join: join.Summary{Items: res.ItemTypes, MarshalsAny: res.MarshalsAny, AnyItems: res.AnyItems}, Map: keyMap(pass, res)}
	dirs := directives(pass, cfg)
	// The review tier of pkcardinality (pkconstant) runs with it even when
	// it is not enabled, silently, in a package with a //ddblint:ignore
	// pkcardinality directive: one written at a small set, as the docs
	// advised before the tiers existed, then still finds its finding, and
	// is not reported as suppressing nothing. Elsewhere it would only
	// judge the package's keys a second time for nothing.
	silentReview := false
	if slices.ContainsFunc(enabled, func(r rules.Rule) bool { return r.Name() == reviewOf }) &&
		!slices.ContainsFunc(enabled, func(r rules.Rule) bool { return r.Name() == reviewRule }) &&
		slices.ContainsFunc(dirs, func(d *directive) bool { return slices.Contains(d.rules, reviewOf) }) {
		if r, ok := rules.ByName(reviewRule); ok {
			enabled = append(slices.Clone(enabled), r)
			silentReview = true
		}
	}
	var diags []analysis.Diagnostic
	var byCallers, judgedReads, constantReads []pkcardinality.Finding
	var constantWrites []join.Write
	var pagedReads []join.Paged
	ran := map[string]bool{}
	for _, r := range enabled {
		p := *pass
		p.Analyzer = r.Analyzer
		p.Report = func(d analysis.Diagnostic) { diags = append(diags, d) }
		rr, err := r.Analyzer.Run(&p)
		if err != nil {
			return nil, fmt.Errorf("rule %s: %w", r.Name(), err)
		}
		if pr, ok := rr.(*pkcardinality.Result); ok && pr != nil {
			byCallers, judgedReads = pr.Pending, pr.Judged
			constantReads, constantWrites = pr.Reads, pr.Writes
			pagedReads = pr.Paged
		}
		ran[r.Name()] = true
	}
	if silentReview {
		ran[reviewRule] = false
	}
	silent := func(d analysis.Diagnostic) bool { return silentReview && d.Category == reviewRule }

	// A directive at a finding's own line suppresses it before the merge
	// too: Once may move a key written in several places to the helper
	// that builds it, and a directive written at one of those places
	// (before the merge existed, or to silence that place alone) still
	// holds there. The merged finding then relates the places left.
	// judged: what the package says about its keys, reported or not, for
	// the callers of its wrappers in other packages (exportReported).
	var judged []analysis.Diagnostic
	diags = slices.DeleteFunc(diags, func(d analysis.Diagnostic) bool {
		if suppressed(pass.Fset, dirs, d) {
			judged = append(judged, d)
			return true
		}
		return false
	})

	// A key built across functions is reported once, where it is built.
	diags, left := once(pass, diags)
	judged = append(judged, left...)

	// Sort by file and offset, not by token.Pos: the driver parses files in
	// parallel, so Pos order across files varies from run to run.
	sort.SliceStable(diags, func(i, j int) bool {
		a, b := pass.Fset.Position(diags[i].Pos), pass.Fset.Position(diags[j].Pos)
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		return a.Offset < b.Offset
	})
	// Rules see only the key sets of checked files, but some also look at
	// the code around them; a finding placed in a skipped file is dropped
	// here so that every rule honours the same files.
	skipped := map[*token.File]bool{}
	for _, f := range pass.Files {
		if cfg.Skips(pass.Fset, f) {
			skipped[pass.Fset.File(f.Pos())] = true
		}
	}
	cgo := cgoFiles(pass)
	if len(res.Pending) > 0 {
		reported := append(slices.Clone(diags), judged...)
		skip := func(d analysis.Diagnostic) bool { return skipped[pass.Fset.File(d.Pos)] || silent(d) }
		out.Join.Pending, err = pendingFindings(pass, res, enabled, reported, dirs, skip)
		if err != nil {
			return nil, err
		}
		for i := range out.Join.Pending {
			if cgo[pass.Fset.File(out.Join.Pending[i].Pos)] {
				out.Join.Pending[i].SuggestedFixes = nil // see below
			}
		}
	}
	// reported: what the package reports, for the join.
	var reported []analysis.Diagnostic
	for _, d := range diags { // Once has dropped identical findings
		if skipped[pass.Fset.File(d.Pos)] {
			continue
		}
		judged = append(judged, d)
		if suppressed(pass.Fset, dirs, d) || silent(d) {
			continue
		}
		reported = append(reported, d)
		if cgo[pass.Fset.File(d.Pos)] {
			// The finding is shown at the user's file through cgo's
			// //line directives, but a fix's offsets are in cgo's
			// rewritten copy: applied to the user's file they would
			// land in the wrong place.
			d.SuggestedFixes = nil
		}
		pass.Report(d)
	}
	out.Join.Called = calledFuncs(pass, res, reported)
	out.Join.Designs = moduleDesigns(pass, res, reported)
	out.Join.Reads, out.Join.Writes = seedReads(reported, constantReads), constantWrites
	for _, f := range byCallers {
		d := analysis.Diagnostic{Pos: f.Pos, End: f.End, Category: pkcardinality.Analyzer.Name, Message: f.Pending + " (" + pkcardinality.Analyzer.Name + ")"}
		if skipped[pass.Fset.File(d.Pos)] || suppressed(pass.Fset, dirs, d) {
			continue
		}
		out.Join.Pending = append(out.Join.Pending, join.Finding{Diagnostic: d, In: funcAt(pass, d.Pos), Callers: f.Callers, Partition: f.Partition})
	}
	out.Join.Paged = pagedReads
	out.Join.Growth = callerGrowth(pass, res)
	partial := incomplete(pass)
	for _, dir := range dirs {
		dir.check(pass, ran, partial)
	}
	// What a disabled rule found is no judgement for the callers.
	judged = slices.DeleteFunc(judged, silent)
	// A read of a design reported at its write is judged there: a
	// wrapper's callers in other packages do not report it again.
	for _, f := range judgedReads {
		judged = append(judged, analysis.Diagnostic{Pos: f.Pos, End: f.End, Category: pkcardinality.Analyzer.Name, Message: f.Message})
	}
	exportReported(pass, res, judged)
	return out, nil
}

// cgoFiles returns the files of the package that are cgo's output.
func cgoFiles(pass *analysis.Pass) map[*token.File]bool {
	out := map[*token.File]bool{}
	for _, f := range pass.Files {
		if _, ok := generated.CgoSource(pass.Fset, f); ok {
			out[pass.Fset.File(f.Pos())] = true
		}
	}
	return out
}

// directive is one //ddblint:ignore comment.
type directive struct {
	pos    token.Pos
	end    token.Pos
	file   string
	line   int
	rules  []string
	reason string
	used   map[string]bool
}

const ignorePrefix = "//ddblint:ignore"

// directives finds the ignore directives of the package's files.
func directives(pass *analysis.Pass, cfg *config.Config) []*directive {
	var out []*directive
	for _, f := range pass.Files {
		if cfg.Skips(pass.Fset, f) {
			continue
		}
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				if !strings.HasPrefix(c.Text, ignorePrefix) {
					continue
				}
				rest := c.Text[len(ignorePrefix):]
				if rest != "" && rest[0] != ' ' && rest[0] != '\t' {
					continue // e.g. //ddblint:ignored — not ours
				}
				// A nested "//" starts another comment (a note, or a test's
				// want): it is not part of the directive.
				if i := strings.Index(rest, "//"); i >= 0 {
					rest = rest[:i]
				}
				fields := strings.Fields(rest)
				d := &directive{pos: c.Pos(), end: c.End(), used: map[string]bool{}}
				p := pass.Fset.Position(c.Pos())
				d.file, d.line = p.Filename, p.Line
				if len(fields) > 0 {
					for _, r := range strings.Split(fields[0], ",") {
						if r = strings.TrimSpace(r); r != "" {
							d.rules = append(d.rules, r)
						}
					}
					d.reason = strings.TrimSpace(strings.Join(fields[1:], " "))
				}
				out = append(out, d)
			}
		}
	}
	return out
}

// suppressed reports whether a directive on the finding's line or the line
// above covers its rule. A directive without a reason suppresses nothing.
func suppressed(fset *token.FileSet, dirs []*directive, d analysis.Diagnostic) bool {
	places := directivePlaces(fset, d)
	for _, dir := range dirs {
		if dir.reason == "" || !slices.ContainsFunc(places, func(p token.Position) bool {
			return dir.file == p.Filename && (dir.line == p.Line || dir.line == p.Line-1)
		}) {
			continue
		}
		for _, r := range dir.rules {
			if r == d.Category || (r == reviewOf && d.Category == reviewRule) {
				dir.used[r] = true
				return true
			}
		}
	}
	return false
}

// directivePlaces are the places a directive for d may stand at (on the
// line or the line above): the finding itself, where its fix edits (the
// part that is reported, when the key is built in a variable and the
// finding lands where it is used), and a helper or constructor that the
// finding names as building the key ("… makes … here"). A call site that
// only passes a value on is not one: silencing the helper's finding there
// would silence it for every caller.
func directivePlaces(fset *token.FileSet, d analysis.Diagnostic) []token.Position {
	places := []token.Position{fset.Position(d.Pos)}
	if len(d.SuggestedFixes) > 0 {
		for _, e := range d.SuggestedFixes[0].TextEdits {
			if e.Pos.IsValid() {
				places = append(places, fset.Position(e.Pos))
			}
		}
	}
	for _, r := range d.Related {
		if r.Pos.IsValid() && strings.Contains(r.Message, " makes ") && strings.HasSuffix(r.Message, " here") {
			places = append(places, fset.Position(r.Pos))
		}
	}
	return places
}

// check reports a malformed directive, an unknown rule, or a rule that ran
// and found nothing here to suppress — unless the analysis is partial (the
// package or one it imports has type errors: IncompleteFact).
func (d *directive) check(pass *analysis.Pass, ran map[string]bool, partial bool) {
	report := func(format string, args ...any) {
		pass.Report(analysis.Diagnostic{
			Pos: d.pos, End: d.end, Category: directiveCategory,
			Message: fmt.Sprintf(format, args...) + " (" + directiveCategory + ")",
		})
	}
	if len(d.rules) == 0 {
		report("ddblint:ignore directive names no rule: write //ddblint:ignore <rule>[,<rule>] <reason>")
		return
	}
	if d.reason == "" {
		report("ddblint:ignore directive for %s needs a reason after the rule names", strings.Join(d.rules, ","))
		return
	}
	for _, r := range d.rules {
		if _, ok := rules.ByName(r); !ok {
			report("ddblint:ignore names unknown rule %q", r)
			continue
		}
		if ran[r] && !d.used[r] && !partial {
			report("ddblint:ignore directive for %s suppresses nothing: no %s finding on this line or the next", r, r)
		}
	}
}
