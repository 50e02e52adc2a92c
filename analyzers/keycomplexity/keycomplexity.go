package keycomplexity

import (
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/diag"
	"github.com/ddblint/ddblint/internal/docutil"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
)

const name = "keycomplexity"

// Analyzer reports keys with more components than the configured limit.
var Analyzer = &analysis.Analyzer{
	Name:     name,
	Doc:      docutil.MustExtract(doc, name).AnalyzerDoc(),
	URL:      "https://github.com/ddblint/ddblint/blob/main/docs/rules/" + name + ".md",
	Requires: []*analysis.Analyzer{keys.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[keys.Analyzer].(*keys.Result)
	sep, limit := res.Config.Separator, res.Config.MaxComponents
	if sep == "" || limit < 1 {
		return nil, nil // the config pass rejects these; stay safe anyway
	}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if k.Again {
				continue // judged in its first role
			}
			if k.Numeric {
				continue // an N attribute is a number, not a composite string
			}
			n, exact := count(k.Value, sep)
			if n <= limit {
				continue
			}
			atLeast := ""
			if !exact {
				atLeast = "at least "
			}
			diag.Report(pass, name, diag.Range{Start: k.Expr.Pos(), Stop: k.Expr.End()}, nil,
				"%s has %s%d components in %s, over the limit of %d: a long composite key can only be queried from the left and is fragile to change",
				diag.Expr(pass.Fset, k.Expr), atLeast, n, k.Describe(), limit)
		}
	}
	return nil, nil
}

// count returns the number of components of a key template: the pieces
// between occurrences of sep in its literal text, without an empty piece
// before a leading or after a trailing separator. A hole is part of the
// piece it sits in. exact is false when a hole may hold sep itself; the
// count is then a lower bound, since separators inside a hole only add
// pieces.
func count(t keyexpr.Template, sep string) (n int, exact bool) {
	exact = true
	var pieces []bool // whether each piece has any content
	cur := false
	for _, p := range t.Parts {
		if p.Hole != nil {
			cur = true
			if mayHold(p.Hole, sep) {
				exact = false
			}
			continue
		}
		for i, seg := range strings.Split(p.Lit, sep) {
			if i > 0 {
				pieces = append(pieces, cur)
				cur = false
			}
			if seg != "" {
				cur = true
			}
		}
	}
	pieces = append(pieces, cur)
	if len(pieces) > 1 && !pieces[0] {
		pieces = pieces[1:]
	}
	if len(pieces) > 1 && !pieces[len(pieces)-1] {
		pieces = pieces[:len(pieces)-1]
	}
	if len(pieces) == 1 && !pieces[0] {
		return 0, exact // the empty string
	}
	return len(pieces), exact
}

// mayHold reports whether the text of a hole may contain sep.
func mayHold(h *keyexpr.Hole, sep string) bool {
	alnum := strings.IndexFunc(sep, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
	switch h.Kind {
	case keyexpr.Int, keyexpr.Counter:
		return alnum || strings.ContainsAny(sep, "-+")
	case keyexpr.Float:
		return alnum || strings.ContainsAny(sep, "-+.")
	case keyexpr.Bool:
		return alnum
	case keyexpr.ID:
		return alnum || strings.Contains(sep, "-")
	case keyexpr.Hash:
		return alnum || strings.ContainsAny(sep, "+/=-_")
	case keyexpr.Time:
		// Layout elements print digits, letters, and the layout's own
		// punctuation.
		return alnum || h.Layout == "" || strings.ContainsAny(sep, h.Layout+"+-")
	}
	return true // opaque, string, enum: any text
}
