package ddblint

import (
	"go/token"
	"reflect"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/join"
	"github.com/ddblint/ddblint/rules"
)

// Result is the ddblint pass's result: what the package leaves for the
// module-wide join (internal/join), which the ddblint command runs after
// every package is analysed.
type Result struct {
	Join join.Summary
}

// JoinSummary implements join.Provider.
func (r *Result) JoinSummary() *join.Summary {
	if r == nil {
		return nil
	}
	return &r.Join
}

var resultType = reflect.TypeOf((*Result)(nil))

// pendingFindings judges the package's pending key sets (keys.Result.Pending:
// tagged struct literals with no sign in the package that they reach
// DynamoDB) as the rules would judge them as items, beside the package's
// other sets: each finding the pending sets add is a join.Finding on the
// set's type. reported are the findings of the sets alone, before any was
// dropped. Directives apply as to any finding (one silencing a pending
// finding counts as used).
func pendingFindings(pass *analysis.Pass, res *keys.Result, enabled []rules.Rule, reported []analysis.Diagnostic, dirs []*directive, skip func(analysis.Diagnostic) bool) ([]join.Finding, error) {
	all := *res
	all.Sets = append(slices.Clone(res.Sets), res.Pending...)
	p := *pass
	p.ResultOf = map[*analysis.Analyzer]any{}
	for a, r := range pass.ResultOf {
		p.ResultOf[a] = r
	}
	p.ResultOf[keys.Analyzer] = &all
	type sig struct {
		pos      token.Pos
		rule, at string
	}
	had := map[sig]bool{}
	for _, d := range reported {
		had[sig{d.Pos, d.Category, d.Message}] = true
	}
	var diags []analysis.Diagnostic
	for _, r := range enabled {
		rp := p
		rp.Analyzer = r.Analyzer
		rp.Report = func(d analysis.Diagnostic) {
			if !had[sig{d.Pos, d.Category, d.Message}] {
				diags = append(diags, d)
			}
		}
		if _, err := r.Analyzer.Run(&rp); err != nil {
			return nil, err
		}
	}
	diags = slices.DeleteFunc(diags, func(d analysis.Diagnostic) bool {
		return skip(d) || suppressed(pass.Fset, dirs, d)
	})
	diags, _ = once(&p, diags)
	var out []join.Finding
	for _, d := range diags {
		if needs := pendingType(res.Pending, d); needs != "" && !skip(d) && !suppressed(pass.Fset, dirs, d) {
			out = append(out, join.Finding{Diagnostic: d, Needs: needs})
		}
	}
	return out, nil
}

// pendingType is the type of the pending set whose key d is about: the
// key value at d's position, or else the set's own position.
func pendingType(pending []*keys.KeySet, d analysis.Diagnostic) string {
	for _, s := range pending {
		for _, k := range append(slices.Clone(s.Keys), s.TypeKeys...) {
			if k.Expr != nil && k.Expr.Pos() <= d.Pos && d.Pos < k.Expr.End() {
				return s.Needs
			}
		}
	}
	for _, s := range pending {
		if s.Pos == d.Pos {
			return s.Needs
		}
	}
	return ""
}
