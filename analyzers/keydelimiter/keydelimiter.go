package keydelimiter

import (
	"go/token"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/diag"
	"github.com/ddblint/ddblint/internal/docutil"
	"github.com/ddblint/ddblint/internal/keyexpr"
)

const name = "keydelimiter"

// Analyzer reports key parts glued without a delimiter.
var Analyzer = &analysis.Analyzer{
	Name:     name,
	Doc:      docutil.MustExtract(doc, name).AnalyzerDoc(),
	URL:      "https://github.com/ddblint/ddblint/blob/main/docs/rules/" + name + ".md",
	Requires: []*analysis.Analyzer{keys.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[keys.Analyzer].(*keys.Result)
	sep := res.Config.Separator
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if k.Numeric {
				continue // an N attribute is a number, not a composite string
			}
			check(pass, k, sep)
		}
	}
	return nil, nil
}

func check(pass *analysis.Pass, k *keys.Key, sep string) {
	parts := k.Value.Parts
	for i := 0; i+1 < len(parts); i++ {
		a, b := parts[i], parts[i+1]
		switch {
		case a.Hole != nil && b.Hole != nil:
			if !valueLike(a.Hole, sep) || !valueLike(b.Hole, sep) || fixedWidth(a.Hole) || fixedWidth(b.Hole) {
				continue
			}
			diag.Report(pass, name, diag.Range{Start: k.Expr.Pos(), Stop: k.Expr.End()}, holeFix(pass, a.Hole, b.Hole, sep),
				"%s and %s are glued together with no separator in %s: different values can make the same key",
				diag.Shorten(a.Hole.Text), diag.Shorten(b.Hole.Text), k.Describe())
			return
		case a.Hole == nil && b.Hole != nil:
			r, _ := utf8.DecodeLastRuneInString(a.Lit)
			if !isWordRune(r) || !valueLike(b.Hole, sep) {
				continue
			}
			word := lastWord(a.Lit)
			var fixes []analysis.SuggestedFix
			if a.End != token.NoPos {
				fixes = insert(a.End, sep, "insert "+sep+" after "+word)
			}
			diag.Report(pass, name, diag.Range{Start: k.Expr.Pos(), Stop: k.Expr.End()}, fixes,
				"prefix %q is glued to %s with no separator in %s: %q followed by a value starting with %q reads as another key",
				word, diag.Shorten(b.Hole.Text), k.Describe(), word, "1")
			return
		case a.Hole != nil && b.Hole == nil:
			r, _ := utf8.DecodeRuneInString(b.Lit)
			if !isWordRune(r) || !valueLike(a.Hole, sep) || fixedWidth(a.Hole) {
				continue
			}
			word := firstWord(b.Lit)
			var fixes []analysis.SuggestedFix
			if b.Pos != token.NoPos {
				fixes = insert(b.Pos, sep, "insert "+sep+" before "+word)
			}
			diag.Report(pass, name, diag.Range{Start: k.Expr.Pos(), Stop: k.Expr.End()}, fixes,
				"%s is glued to suffix %q with no separator in %s: the value's end and the suffix cannot be told apart",
				diag.Shorten(a.Hole.Text), word, k.Describe())
			return
		}
	}
}

// valueLike reports a hole whose value is known well enough to say it does
// not already carry the separator: a typed value, or a string variable not
// named like a prefix or a whole key.
func valueLike(h *keyexpr.Hole, sep string) bool {
	switch h.Kind {
	case keyexpr.Opaque:
		return false
	case keyexpr.String:
		n := strings.ToLower(h.Name)
		for _, w := range []string{"prefix", "sep", "delim", "key", "pk", "sk", "base", "root", "path", "scope", "ns"} {
			if strings.Contains(n, w) {
				return false
			}
		}
		return n != ""
	}
	return true
}

// fixedWidth reports a part whose end is unambiguous without a separator.
func fixedWidth(h *keyexpr.Hole) bool {
	switch h.Kind {
	case keyexpr.Int:
		return h.Pad > 0 || h.Unix
	case keyexpr.ID:
		return true
	case keyexpr.Time:
		return fixedLayout(h.Layout)
	}
	return false
}

// fixedLayout reports a time layout whose output always has the same width.
func fixedLayout(layout string) bool {
	if layout == "" {
		return false
	}
	for _, v := range []string{"Jan", "Mon", "_2", ".9", ",9", "MST", "Z07", "pm", "PM"} {
		if strings.Contains(layout, v) {
			return false
		}
	}
	// Unpadded elements: "1" (month), "2" (day), "3" (hour), "4", "5"
	// appear as lone digits; the padded forms are 01 02 03 04 05 15 2006.
	clean := layout
	for _, p := range []string{"2006", "01", "02", "03", "04", "05", "15", "06", "002", ".000", ".000000", ".000000000"} {
		clean = strings.ReplaceAll(clean, p, "")
	}
	return !strings.ContainsAny(clean, "123456789")
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func lastWord(s string) string {
	i := strings.LastIndexFunc(s, func(r rune) bool { return !isWordRune(r) })
	return s[i+1:]
}

func firstWord(s string) string {
	i := strings.IndexFunc(s, func(r rune) bool { return !isWordRune(r) })
	if i < 0 {
		return s
	}
	return s[:i]
}

func insert(pos token.Pos, text, msg string) []analysis.SuggestedFix {
	return []analysis.SuggestedFix{{
		Message:   msg,
		TextEdits: []analysis.TextEdit{{Pos: pos, End: pos, NewText: []byte(text)}},
	}}
}

// holeFix inserts the separator between two glued holes: into the format
// string when both are verbs of one Sprintf.
func holeFix(pass *analysis.Pass, a, b *keyexpr.Hole, sep string) []analysis.SuggestedFix {
	if a.VerbEnd != token.NoPos && a.VerbEnd == b.VerbPos {
		return insert(a.VerbEnd, sep, "insert "+sep+" between "+a.Verb+" and "+b.Verb)
	}
	return nil
}
