package ddblint

import (
	"fmt"
	"go/ast"
	"go/token"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/docutil"
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
	Run:      run,
}

// Category of findings about ignore directives themselves.
const directiveCategory = "ddblint"

func init() {
	config.ShareFlags(&Analyzer.Flags)
}

func run(pass *analysis.Pass) (any, error) {
	cfg := pass.ResultOf[config.Analyzer].(*config.Config)
	if cfg.Err != nil {
		return nil, cfg.Err
	}
	if res := pass.ResultOf[keys.Analyzer].(*keys.Result); res.Err != nil {
		return nil, res.Err
	}
	enabled, err := rules.Enabled(cfg)
	if err != nil {
		return nil, err
	}
	var diags []analysis.Diagnostic
	ran := map[string]bool{}
	for _, r := range enabled {
		p := *pass
		p.Analyzer = r.Analyzer
		p.Report = func(d analysis.Diagnostic) { diags = append(diags, d) }
		if _, err := r.Analyzer.Run(&p); err != nil {
			return nil, fmt.Errorf("rule %s: %w", r.Name(), err)
		}
		ran[r.Name()] = true
	}

	diags = reportOnce(pass.ResultOf[keys.Analyzer].(*keys.Result), diags)

	dirs := directives(pass, cfg.IncludeGenerated)
	// Sort by file and offset, not by token.Pos: the driver parses files in
	// parallel, so Pos order across files varies from run to run.
	sort.SliceStable(diags, func(i, j int) bool {
		a, b := pass.Fset.Position(diags[i].Pos), pass.Fset.Position(diags[j].Pos)
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		return a.Offset < b.Offset
	})
	for _, d := range diags {
		if !suppressed(pass.Fset, dirs, d) {
			pass.Report(d)
		}
	}
	for _, dir := range dirs {
		dir.check(pass, ran)
	}
	return nil, nil
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
func directives(pass *analysis.Pass, includeGenerated bool) []*directive {
	var out []*directive
	for _, f := range pass.Files {
		if !includeGenerated && ast.IsGenerated(f) {
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
	p := fset.Position(d.Pos)
	for _, dir := range dirs {
		if dir.file != p.Filename || (dir.line != p.Line && dir.line != p.Line-1) || dir.reason == "" {
			continue
		}
		for _, r := range dir.rules {
			if r == d.Category {
				dir.used[r] = true
				return true
			}
		}
	}
	return false
}

// check reports a malformed directive, an unknown rule, or a rule that ran
// and found nothing here to suppress.
func (d *directive) check(pass *analysis.Pass, ran map[string]bool) {
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
		if ran[r] && !d.used[r] {
			report("ddblint:ignore directive for %s suppresses nothing: no %s finding on this line or the next", r, r)
		}
	}
}

// reportOnce makes a key built across functions reported once, where it is
// built, with the other places as related information. The engine turns a
// wrapper's call sites into key sets of their own (keys.Key.Related,
// Origin, Context); each rule judges them like any other, and this is the
// one place their findings are merged:
//   - a finding at a key that another package's wrapper builds (Context)
//     is that package's to report;
//   - a finding at a value a call site passes whole to a wrapper of this
//     package is dropped when the rule already reports the wrapper's own
//     key (Origin), which gains the call site as related information;
//   - findings of a rule at one place (a wrapper's key, reached through
//     several call sites) are one finding, with every call site related.
func reportOnce(res *keys.Result, diags []analysis.Diagnostic) []analysis.Diagnostic {
	type at struct {
		category string
		pos      token.Pos
	}
	byPos := map[token.Pos][]*keys.Key{}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if len(k.Related) > 0 || k.Context || k.Origin.IsValid() {
				byPos[k.Expr.Pos()] = append(byPos[k.Expr.Pos()], k)
			}
		}
	}
	if len(byPos) == 0 {
		return diags
	}
	// real: positions where a key of this package's own making sits.
	real := map[token.Pos]bool{}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if !k.Context {
				real[k.Expr.Pos()] = true
			}
		}
	}
	reported := map[at]int{} // index in out
	for _, d := range diags {
		reported[at{d.Category, d.Pos}] = -1
	}
	var out []analysis.Diagnostic
	var moved []struct {
		to  at
		rel analysis.RelatedInformation
	}
	for _, d := range diags {
		ks := byPos[d.Pos]
		if len(ks) > 0 && !real[d.Pos] {
			continue // built and judged in another package
		}
		dropped := false
		for _, k := range ks {
			if !k.Origin.IsValid() {
				continue
			}
			if _, ok := reported[at{d.Category, k.Origin}]; ok {
				moved = append(moved, struct {
					to  at
					rel analysis.RelatedInformation
				}{at{d.Category, k.Origin}, analysis.RelatedInformation{Pos: d.Pos, End: d.End, Message: "passed here: " + diagText(d.Message)}})
				dropped = true
				break
			}
		}
		if dropped {
			continue
		}
		for _, k := range ks {
			for _, r := range k.Related {
				d.Related = appendRelated(d.Related, analysis.RelatedInformation{Pos: r.Pos, Message: r.Message})
			}
		}
		key := at{d.Category, d.Pos}
		if i := reported[key]; i >= 0 && len(ks) > 0 {
			for _, r := range d.Related {
				out[i].Related = appendRelated(out[i].Related, r)
			}
			continue
		}
		reported[key] = len(out)
		out = append(out, d)
	}
	for _, m := range moved {
		if i := reported[m.to]; i >= 0 {
			out[i].Related = appendRelated(out[i].Related, m.rel)
		}
	}
	return out
}

// appendRelated adds r unless a related location at its position is there.
func appendRelated(rs []analysis.RelatedInformation, r analysis.RelatedInformation) []analysis.RelatedInformation {
	for _, x := range rs {
		if x.Pos == r.Pos {
			return rs
		}
	}
	return append(rs, r)
}

// diagText is a finding's message without its rule suffix, shortened.
func diagText(msg string) string {
	if i := strings.LastIndex(msg, " ("); i > 0 {
		msg = msg[:i]
	}
	if len(msg) > 80 {
		msg = msg[:77] + "..."
	}
	return msg
}
