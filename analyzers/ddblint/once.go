package ddblint

import (
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
)

// Once makes a key built across functions reported once, where it is
// built, with the other places as related information. The engine turns a
// wrapper's call sites into key sets of their own (keys.Key's Related,
// Origin, Context); each rule judges them like any other, and this is the
// one place their findings are merged (the ddblint pass calls it on the
// findings of every rule; it is exported for rule tests that judge one rule
// the way the pass reports it):
//   - a finding at a key that another package's wrapper builds (Context)
//     is that package's to report;
//   - a finding at a value a call site passes whole to a wrapper of this
//     package is dropped when the rule already reports the wrapper's own
//     key (Origin), which gains the call site as related information;
//   - findings of a rule at one place (a wrapper's key, reached through
//     several call sites) are one finding, with every call site related;
//   - identical findings (one item reaching two sinks) are one.
func Once(res *keys.Result, diags []analysis.Diagnostic) []analysis.Diagnostic {
	diags = distinct(diags)
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
				d.Related = appendRelated(d.Related, analysis.RelatedInformation{Pos: r.Pos, End: r.End, Message: r.Message})
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

// distinct drops findings identical to an earlier one: a key that may take
// several shapes is judged once per shape (see docs/engine.md), so what a
// rule says about a part the shapes share is said twice, word for word; and
// one item may reach two sinks.
func distinct(diags []analysis.Diagnostic) []analysis.Diagnostic {
	type same struct {
		category, message string
		pos, end          token.Pos
	}
	seen := map[same]bool{}
	out := diags[:0:0]
	for _, d := range diags {
		k := same{d.Category, d.Message, d.Pos, d.End}
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, d)
	}
	return out
}
