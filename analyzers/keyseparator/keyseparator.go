package keyseparator

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/diag"
	"github.com/ddblint/ddblint/internal/docutil"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
)

const name = "keyseparator"

// Analyzer reports keys whose separator is not the one most keys use.
var Analyzer = &analysis.Analyzer{
	Name:     name,
	Doc:      docutil.MustExtract(doc, name).AnalyzerDoc(),
	URL:      "https://github.com/ddblint/ddblint/blob/main/docs/rules/" + name + ".md",
	Requires: []*analysis.Analyzer{keys.Analyzer},
	Run:      run,
}

// minKeys is how many keys must use a separator before it is a convention.
// Fewer keys say nothing: two keys with "#" and one with "-" may as well be
// two conventions, or none.
const minKeys = 3

// convention returns the separator counts show to be the convention: used
// by at least minKeys keys and by at least twice as many as any other
// separator. A tie, or a near one, is no convention.
func convention(counts map[string]int) (string, bool) {
	best, n := "", 0
	for sep, c := range counts {
		if c > n || c == n && sep < best {
			best, n = sep, c
		}
	}
	if n < minKeys {
		return "", false
	}
	for sep, c := range counts {
		if sep != best && 2*c > n {
			return "", false
		}
	}
	return best, true
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[keys.Analyzer].(*keys.Result)
	major, ok := convention(res.ModuleSeparators)
	if !ok {
		return nil, nil
	}

	// This package's own counts, in all and by table.
	type keySites struct {
		k     *keys.Key
		sites []keyexpr.Delimiter
	}
	var all []keySites
	local := map[string]int{}
	byTable := map[string]map[string]int{}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if k.Again {
				continue // judged in its first role
			}
			sites := res.KeySeparators(k)
			if len(sites) == 0 {
				continue
			}
			all = append(all, keySites{k, sites})
			if s.Table != "" && byTable[s.Table] == nil {
				byTable[s.Table] = map[string]int{}
			}
			for _, sep := range seps(sites) {
				local[sep]++
				if s.Table != "" {
					byTable[s.Table][sep]++
				}
			}
		}
	}
	// A package, or a table, with a clear convention of its own is not
	// judged by its module's: a package that talks to its own table with
	// "session-" keys follows that table's convention.
	own, ownOK := convention(local)

	for _, ks := range all {
		k := ks.k
		for _, sep := range seps(ks.sites) {
			if sep == major || ownOK && own == sep {
				continue
			}
			if joinsPairs(k.Value, ks.sites, sep, major) || idPrefixes(k.Value, ks.sites, sep, major) || pathSegments(k.Value, ks.sites, sep, major) || numberPairs(ks.sites, sep) {
				continue
			}
			if t := k.Set.Table; t != "" {
				if tc, ok := convention(byTable[t]); ok && tc == sep {
					continue
				}
			}
			diag.Report(pass, name, diag.Range{Start: k.Expr.Pos(), Stop: k.Expr.End()}, fix(ks.sites, sep, major),
				"%s separates key parts with %q in %s, but %d key templates in this module use %q: queries and parsers split keys on one separator, so mixing them breaks begins_with prefixes and key parsing",
				diag.Expr(pass.Fset, k.Expr), sep, k.Describe(), res.ModuleSeparators[major], major)
		}
	}
	return nil, nil
}

// joinsPairs reports a key that keeps the convention inside each part and
// uses sep only between whole parts: "HABIT#" + id + "__DAY#" + day, or
// fmt.Sprintf("TENANT#%s|USER#%s", t, u). Each part is a label, the
// convention and a value; sep, alone or repeated, joins one part's value to
// the next part's label. That is a two-level scheme, read the same way by
// every key of its design, not a separator that strays from the
// convention. The key must open with such a label, and every site of sep
// must join two parts: "USER#" + u + "-" + item, where "-" sits between two
// values, is still reported.
func joinsPairs(t keyexpr.Template, sites []keyexpr.Delimiter, sep, major string) bool {
	if len(t.Parts) == 0 || !t.Parts[0].IsLit() || !isLabelThen(t.Parts[0].Lit, major) {
		return false
	}
	for _, d := range sites {
		if string(d.Char) != sep {
			continue
		}
		// The site ends a value (a hole before it, none right after) and
		// the rest of its literal is the run of sep, then the next label,
		// which a value follows or which ends the key (a begins_with
		// prefix: "HABIT#" + id + "__DAY#").
		if d.Prev == nil || d.Next != nil {
			return false
		}
		rest := strings.TrimLeft(t.Parts[d.Part].Lit[d.Off:], sep)
		if d.Part+1 < len(t.Parts) && t.Parts[d.Part+1].IsLit() || !isLabelThen(rest, major) {
			return false
		}
	}
	return true
}

// numberPairs reports a key whose every site of sep sits between two
// integers: "fb" + attempt + "-" + step, a score "3:1", a version "2_1", a
// month written by hand ("%04d-%02d" of t.Year() and t.Month()).
// The pair is one value written in its own format: no integer holds the
// character, so the two cannot be misread as other parts, and the parts
// around the pair still split on the convention.
func numberPairs(sites []keyexpr.Delimiter, sep string) bool {
	for _, d := range sites {
		if string(d.Char) != sep {
			continue
		}
		if !printsDigits(d.Prev) || !printsDigits(d.Next) {
			return false
		}
	}
	return true
}

// printsDigits reports a hole written as an integer: a number, or an enum
// under an integer verb (t.Month() in "%04d-%02d": a month written by hand).
func printsDigits(h *keyexpr.Hole) bool {
	return h != nil && (h.Kind == keyexpr.Int || h.Kind == keyexpr.Enum && strings.HasSuffix(h.Verb, "d"))
}

// idPrefixes reports a key whose every site of sep ties a lower-case word
// (or a few joined by sep) to the value right after it, inside a part that
// follows an upper-case label and the convention: a prefixed id, "PROJECT#"
// + ("proj-" + uuid) or "ORDER#ord_" + id, a short tag, "SESSION#t:" +
// tenant + "#u:" + user, or a named marker, "IDEMP#account-purge-" + user.
// The word belongs to the value, and the parts still split on the
// convention. The case is the only mark, so a key whose labels are lower
// case is judged as before, and "TENANT#" + t + "#USER-" + u, whose word is
// upper case like a label, still is.
func idPrefixes(t keyexpr.Template, sites []keyexpr.Delimiter, sep, major string) bool {
	return labelFirst(t, major) && everySite(sites, sep, func(d keyexpr.Delimiter) bool {
		// The site ends a literal that a value follows, and the word
		// before it runs back to the convention's separator.
		if d.Next == nil || d.Prev != nil {
			return false
		}
		before := litBefore(t, d)
		i := strings.LastIndex(before, major)
		return i >= 0 && isLowerName(before[i+len(major):], sep)
	})
}

// litBefore is the literal text right before site d, back to the nearest
// value: the literals of several parts when the key's text comes from
// several places ("SUBJECT#" of a key helper, then the "file/" of the
// subject its caller builds).
func litBefore(t keyexpr.Template, d keyexpr.Delimiter) string {
	before := t.Parts[d.Part].Lit[:d.Off]
	for i := d.Part - 1; i >= 0 && t.Parts[i].IsLit(); i-- {
		before = t.Parts[i].Lit + before
	}
	return before
}

// labelFirst reports a key that opens with an upper-case label and the
// convention: "PROJECT#…".
func labelFirst(t keyexpr.Template, major string) bool {
	if len(t.Parts) == 0 || !t.Parts[0].IsLit() {
		return false
	}
	label, _, ok := strings.Cut(t.Parts[0].Lit, major)
	return ok && isUpperWord(label)
}

// everySite reports whether ok holds at every site of sep.
func everySite(sites []keyexpr.Delimiter, sep string, ok func(keyexpr.Delimiter) bool) bool {
	for _, d := range sites {
		if string(d.Char) == sep && !ok(d) {
			return false
		}
	}
	return true
}

// pathSegments reports a key whose every site of sep is in a literal that
// is sep, a lower-case word and sep again, between two values, inside a
// part that follows an upper-case label and the convention: a path, "DOC#"
// + lpa + "/evidence/" + uuid (an S3 object key kept whole as the key's
// last part). As in idPrefixes, the word's case tells it from a label of
// the key's own scheme: the path is one value, and the parts still split on
// the convention. Only "/", the character of paths: "PROJECT#" + id +
// "-rev-" + n is a second scheme, and "TENANT#" + t + "/USER/" + u, whose
// word is a label, is still reported.
func pathSegments(t keyexpr.Template, sites []keyexpr.Delimiter, sep, major string) bool {
	return sep == "/" && labelFirst(t, major) && everySite(sites, sep, func(d keyexpr.Delimiter) bool {
		if d.Part == 0 || d.Part+1 >= len(t.Parts) || t.Parts[d.Part-1].IsLit() || t.Parts[d.Part+1].IsLit() {
			return false
		}
		word, ok := strings.CutPrefix(t.Parts[d.Part].Lit, sep)
		if !ok {
			return false
		}
		word, ok = strings.CutSuffix(word, sep)
		return ok && isLowerWord(word)
	})
}

// isUpperWord reports a label spelled in capitals: "PROJECT", "ORDER_ITEM".
func isUpperWord(s string) bool {
	return s != "" && unicode.IsUpper(rune(s[0])) && !strings.ContainsFunc(s, unicode.IsLower) &&
		!strings.ContainsFunc(s, func(r rune) bool { return r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// isLowerName reports a name of one to three lower-case words joined by
// sep, the character that also ties the name to its value: "proj" in
// "proj-" + uuid, "account-purge" in "IDEMP#account-purge-" + user. A
// hyphenated operation or kind name is spelled with the same character
// that ends it, and is as much a part of the value as a one-word prefix.
func isLowerName(s, sep string) bool {
	words := strings.Split(s, sep)
	if len(words) > 3 {
		return false
	}
	for _, w := range words {
		if !isLowerWord(w) {
			return false
		}
	}
	return true
}

// isLowerWord reports a short word in lower case letters: "proj", "cus".
func isLowerWord(s string) bool {
	return s != "" && len(s) <= 12 && !strings.ContainsFunc(s, func(r rune) bool { return !unicode.IsLower(r) })
}

// isLabelThen reports whether s is a label followed by sep and nothing
// else: "CHECK_DATE#" for "#". A label is a letter, then letters, digits
// and underscores, the way entity words are spelled.
func isLabelThen(s, sep string) bool {
	label, ok := strings.CutSuffix(s, sep)
	if !ok || label == "" || !unicode.IsLetter(rune(label[0])) {
		return false
	}
	for _, r := range label {
		if r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// seps returns the distinct separators of sites, in order.
func seps(sites []keyexpr.Delimiter) []string {
	var out []string
	for _, d := range sites {
		if s := string(d.Char); !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// fix replaces every site of sep with major, when each is at a known place
// in a string literal of this package. If one is not (a constant of another
// package, a strings.Join separator, a format string with %%), there is no
// fix: changing only some sites would leave a third format.
func fix(sites []keyexpr.Delimiter, sep, major string) []analysis.SuggestedFix {
	var edits []analysis.TextEdit
	for _, d := range sites {
		if string(d.Char) != sep {
			continue
		}
		if !d.Pos.IsValid() {
			return nil
		}
		edits = append(edits, analysis.TextEdit{Pos: d.Pos, End: d.Pos + 1, NewText: []byte(major)})
	}
	// Every candidate separator stands for itself in any string literal;
	// a configured one that needs escaping gets no fix.
	if len(edits) == 0 || strings.ContainsAny(major, "\"'\\`%") {
		return nil
	}
	return []analysis.SuggestedFix{{
		Message:   "replace " + strconv.Quote(sep) + " with " + strconv.Quote(major),
		TextEdits: edits,
	}}
}
