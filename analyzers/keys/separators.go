package keys

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
)

// SeparatorsFact counts, for one package, the keys whose value uses each
// separator (see Result.KeySeparators): {"#", 3} means three keys have a
// "#" next to a value. A key using two separators counts for both.
// Packages with no such key export no fact. Counts is sorted by Sep, not a
// map, so that the fact encodes deterministically.
type SeparatorsFact struct{ Counts []SeparatorCount }

// SeparatorCount is how many keys use one separator.
type SeparatorCount struct {
	Sep  string
	Keys int
}

func (*SeparatorsFact) AFact() {}

// String renders the counts: "separators #=3 -=1".
func (f *SeparatorsFact) String() string {
	parts := make([]string, len(f.Counts))
	for i, c := range f.Counts {
		parts[i] = fmt.Sprintf("%s=%d", c.Sep, c.Keys)
	}
	return "separators " + strings.Join(parts, " ")
}

func newSeparatorsFact(counts map[string]int) *SeparatorsFact {
	f := &SeparatorsFact{}
	for sep, n := range counts {
		f.Counts = append(f.Counts, SeparatorCount{Sep: sep, Keys: n})
	}
	slices.SortFunc(f.Counts, func(a, b SeparatorCount) int { return strings.Compare(a.Sep, b.Sep) })
	return f
}

// separatorCandidates are the characters counted as key separators ("!"
// is one in "LOAN!" + id as "#" is in "LOAN#" + id). "." is
// left out: next to a value it is more often part of it (a file extension,
// a decimal, a domain name) than a separator.
const separatorCandidates = "#-_:|/!"

// separatorChars returns the candidates for this configuration: the
// defaults, plus the configured separator when it is one other punctuation
// character that stands for itself in a string literal and a format string.
func (r *Result) separatorChars() string {
	c := separatorCandidates
	if s := r.Config.Separator; len(s) == 1 && s[0] > ' ' && s[0] < 0x7f && !isWordByte(s[0]) && !strings.ContainsAny(s, c+".\"'\\`%") {
		c += s
	}
	return c
}

// SeparatorChars returns the characters counted as key separators under
// this configuration (see separatorChars).
func (r *Result) SeparatorChars() string { return r.separatorChars() }

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// KeySeparators returns the separator sites of k's value: the
// keyexpr.Template.DelimiterSites over the separator characters, minus the
// sites that are no separator of key parts. Those are an N attribute's
// (a number), the configured version separator's (config VersionSeparator,
// "@" by default: "DOC#" + id + "@" + v), and those in a literal holding a
// URL or an ARN ("https://host/" + path, "arn:aws:sns:" + region), which is
// one value however it is punctuated. Left out too are the sites wholly
// inside one argument of a key-building helper or wrapper (the "_" of
// Lock(ctx, fmt.Sprintf("nightly_%s", job)) in a helper keyed "LOCK#" +
// name): the helper takes the argument as one component, and its
// punctuation is that component's spelling, not the key's separator.
func (r *Result) KeySeparators(k *Key) []keyexpr.Delimiter {
	if k.Numeric {
		return nil
	}
	vs := r.Config.VersionSeparator
	var out []keyexpr.Delimiter
	for _, d := range k.Value.DelimiterSites(r.separatorChars()) {
		lit := k.Value.Parts[d.Part].Lit
		if vs != "" && (d.Prev != nil && strings.HasPrefix(lit[d.Off:], vs) || d.Next != nil && strings.HasSuffix(lit[:d.Off+1], vs)) {
			continue
		}
		if strings.Contains(lit, "://") || strings.HasPrefix(strings.ToLower(lit), "arn:") {
			continue
		}
		if insideArg(k.Value, d) {
			continue
		}
		out = append(out, d)
	}
	return out
}

// insideArg reports a site whose character and the holes it touches all
// come from one call-site argument (keyexpr.Part.Arg).
func insideArg(t keyexpr.Template, d keyexpr.Delimiter) bool {
	arg := t.Parts[d.Part].Arg
	if arg == 0 {
		return false
	}
	if d.Prev != nil && t.Parts[d.Part-1].Arg != arg {
		return false
	}
	if d.Next != nil && t.Parts[d.Part+1].Arg != arg {
		return false
	}
	return true
}

// separators counts the package's keys by separator, exports the counts as
// a SeparatorsFact, and sets Result.ModuleSeparators: these counts plus
// those of the imported packages of the same module.
func (a *analysis_) separators() {
	res := a.res
	own := map[string]int{}
	// A convention is several designs agreeing: a key built once and
	// reached through several wrapper calls counts once, and so does one
	// template written at many places (a PartitionKey() helper's queue|client
	// called from twelve methods); one another package builds counts
	// there.
	counted := map[token.Pos]bool{}
	designs := map[string]bool{}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if k.Context || counted[k.Expr.Pos()] {
				continue
			}
			counted[k.Expr.Pos()] = true
			shape := k.shape()
			if designs[shape] {
				continue
			}
			designs[shape] = true
			seen := ""
			for _, d := range res.KeySeparators(k) {
				if !strings.ContainsRune(seen, rune(d.Char)) {
					seen += string(d.Char)
					own[string(d.Char)]++
				}
			}
		}
	}
	if len(own) > 0 {
		a.pass.ExportPackageFact(newSeparatorsFact(own))
	}
	res.ModuleSeparators = map[string]int{}
	for sep, n := range own {
		res.ModuleSeparators[sep] += n
	}
	for _, pf := range a.pass.AllPackageFacts() {
		f, ok := pf.Fact.(*SeparatorsFact)
		if !ok || pf.Package == a.pass.Pkg || !a.sameModule(pf.Package) {
			continue
		}
		for _, c := range f.Counts {
			res.ModuleSeparators[c.Sep] += c.Keys
		}
	}
}

// sameModule reports whether p belongs to the module of the package under
// analysis: its path is under the module path. Without module information
// (GOPATH mode, analysistest) paths that share their root are taken for one
// module: the first path element, or the first three (host/owner/repo) when
// the first looks like a domain name.
func (a *analysis_) sameModule(p *types.Package) bool {
	if m := a.pass.Module; m != nil && m.Path != "" {
		return p.Path() == m.Path || strings.HasPrefix(p.Path(), m.Path+"/")
	}
	return pathRoot(p.Path()) == pathRoot(a.pass.Pkg.Path())
}

func pathRoot(path string) string {
	elems := strings.Split(path, "/")
	n := 1
	if strings.Contains(elems[0], ".") {
		n = 3
	}
	if len(elems) < n {
		n = len(elems)
	}
	return strings.Join(elems[:n], "/")
}
