package ddblint

import (
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/analyzers/sortkeyorder"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

// ReportedFact is what the package of a wrapper — a function other packages
// call, which builds keys from its parameters (keys.Result.Wrappers) —
// reports about those keys: for each key, each rule that has a finding
// there (or covers one there as related information), and how many.
// The callers' packages judge the same keys at each call (keys.KeySet.Via)
// and, through this fact, leave what the wrapper's package already says to
// it: the fix is where the key is built (see Once).
//
// It is a fact of the ddblint pass, not of the keys engine: it is made from
// the findings, after the merge.
type ReportedFact struct{ Keys []ReportedKey }

// ReportedKey is one rule's findings about one key of a wrapper.
type ReportedKey struct {
	Attr  string
	Role  tables.Role
	Index string
	Rule  string
	// ByType says the finding is about a time.Time field the wrapper
	// marshals from what it is given, by the field's type alone
	// (keys.KeySet.TypeKeys): whatever time a caller puts in the field,
	// the wrapper's package has said it.
	ByType bool
}

func (*ReportedFact) AFact() {}

func (f *ReportedFact) String() string {
	parts := make([]string, len(f.Keys))
	for i, k := range f.Keys {
		parts[i] = k.Rule + ": " + keys.WrapperKey{Attr: k.Attr, Role: k.Role, Index: k.Index}.Describe()
		if k.ByType {
			parts[i] += " (by type)"
		}
	}
	return "reported " + strings.Join(parts, "; ")
}

// covers reports that the wrapper's package reports rule about the key
// the call site's key k is.
func (f *ReportedFact) covers(rule string, k *keys.Key) bool {
	return slices.Contains(f.Keys, ReportedKey{Attr: k.Attr, Role: k.Role, Index: k.Index, Rule: rule})
}

// exportReported exports a ReportedFact for each wrapper of the package
// whose keys diags, the package's findings, are about. diags are the
// findings the package reports, those an ignore directive silences (the
// decision about the key is taken where it is built) and those Once left
// to another package's wrapper (a wrapper of this package calling that
// one passes its judgement on); not those of skipped files, which the user
// does not see.
func exportReported(pass *analysis.Pass, res *keys.Result, diags []analysis.Diagnostic) {
	if len(diags) == 0 {
		return
	}
	type wkey struct {
		fn *types.Func
		k  keys.WrapperKey
	}
	facts := map[*types.Func]*ReportedFact{}
	var order []*types.Func
	add := func(fn *types.Func, r ReportedKey) {
		f := facts[fn]
		if f == nil {
			f = &ReportedFact{}
			facts[fn] = f
			order = append(order, fn)
		}
		if !slices.Contains(f.Keys, r) {
			f.Keys = append(f.Keys, r)
		}
	}
	byType(pass, res, diags, add)
	at := map[token.Pos][]wkey{}
	for _, w := range res.Wrappers {
		for _, k := range w.Keys {
			at[k.Pos] = append(at[k.Pos], wkey{w.Func, k})
		}
	}
	// A related location at a request or a call ("called here", "the key
	// reaches PutItem") is no place where a key is built, even when a key
	// of a wrapper is reported at the call (an argument it cannot spell).
	sinks := map[token.Pos]bool{}
	for _, s := range res.Sets {
		sinks[s.Pos] = true
	}
	note := func(p token.Pos, rule string, msgs ...string) {
		for _, w := range named(at[p], func(w wkey) string { return w.k.Describe() }, msgs...) {
			add(w.fn, ReportedKey{Attr: w.k.Attr, Role: w.k.Role, Index: w.k.Index, Rule: rule})
		}
	}
	for _, d := range diags {
		note(d.Pos, d.Category, d.Message)
		for _, r := range d.Related {
			if !sinks[r.Pos] {
				note(r.Pos, d.Category, r.Message, d.Message)
			}
		}
	}
	for _, fn := range order {
		f := facts[fn]
		// Facts are encoded: their content does not depend on the order
		// of the findings.
		sort.Slice(f.Keys, func(i, j int) bool {
			a, b := f.Keys[i], f.Keys[j]
			if a.Rule != b.Rule {
				return a.Rule < b.Rule
			}
			if a.Attr != b.Attr {
				return a.Attr < b.Attr
			}
			if a.Index != b.Index {
				return a.Index < b.Index
			}
			if a.Role != b.Role {
				return a.Role < b.Role
			}
			return !a.ByType && b.ByType
		})
		pass.ExportObjectFact(fn, f)
	}
}

// byType adds, for each finding of diags about a time.Time field by its
// type (keys.KeySet.TypeKeys), a ByType key to the function of this
// package marshalling the field from what it is given, for each key the
// field is there.
func byType(pass *analysis.Pass, res *keys.Result, diags []analysis.Diagnostic, add func(*types.Func, ReportedKey)) {
	fieldAt := map[token.Pos]*types.Var{}
	typeKeys := map[*types.Var][]*keys.Key{}
	for _, s := range res.Sets {
		for _, k := range s.TypeKeys {
			f := k.Field.Origin()
			fieldAt[f.Pos()], fieldAt[k.Expr.Pos()] = f, f
			typeKeys[f] = append(typeKeys[f], k)
		}
	}
	if len(typeKeys) == 0 {
		return
	}
	for _, d := range diags {
		f := fieldAt[d.Pos]
		if f == nil || d.Category != sortkeyorder.Analyzer.Name || !strings.Contains(d.Message, sortkeyorder.SDKEncoding) {
			continue
		}
		for _, k := range typeKeys[f] {
			add(k.Set.TypeFunc, ReportedKey{Attr: k.Attr, Role: k.Role, Index: k.Index, Rule: d.Category, ByType: true})
		}
	}
}

// typedCover reports a finding about how the SDK writes a time.Time field
// (the SDK-encoding form of sortkeyorder) at keys of calls of another
// package's wrappers, each of which that package reports by the field's
// type (ReportedKey.ByType): the field's encoding is the same whatever the
// call puts in it, so the call adds nothing to the wrapper's finding.
func typedCover(pass *analysis.Pass, ks []*keys.Key, d analysis.Diagnostic, factOf func(*types.Func) *ReportedFact) bool {
	if len(ks) == 0 || d.Category != sortkeyorder.Analyzer.Name || !strings.Contains(d.Message, sortkeyorder.SDKEncoding) {
		return false
	}
	for _, k := range ks {
		if k.Field == nil || k.Context || !k.Set.Remote || k.Set.Via == nil || k.Set.Via.Pkg() == pass.Pkg {
			return false
		}
		f := factOf(k.Set.Via)
		if f == nil || !slices.Contains(f.Keys, ReportedKey{Attr: k.Attr, Role: k.Role, Index: k.Index, Rule: d.Category, ByType: true}) {
			return false
		}
	}
	return true
}

// named returns the members of xs (keys at one place) that one of msgs
// names (desc describes a member as the messages do); all of them when
// none is named: a finding is about the key its message names.
func named[T any](xs []T, desc func(T) string, msgs ...string) []T {
	var out []T
	for _, x := range xs {
		for _, m := range msgs {
			if strings.Contains(m, desc(x)) {
				out = append(out, x)
				break
			}
		}
	}
	if len(out) == 0 {
		return xs
	}
	return out
}

// leftToWrapper drops the findings at keys that a call of another
// package's wrapper makes (keys.KeySet.Remote) when that package already
// reports the same rule about the same key of the wrapper (ReportedFact on
// KeySet.Via), and the call only fills the wrapper's parameters
// (keys.Key.Wrapped): the key is built there, and so is its fix. A
// finding the wrapper's package does not make (a rule it does not report
// about that key: the caller's enum where the wrapper takes any string)
// is the call's own and stays; so does every finding about a key whose
// value the call shapes (strconv.Itoa(n) where the wrapper takes text),
// and a finding at a place where a key of another kind sits too (the
// caller's own request beside the wrapper's). It returns the findings
// kept and those dropped.
func leftToWrapper(pass *analysis.Pass, res *keys.Result, diags []analysis.Diagnostic) (kept, dropped []analysis.Diagnostic) {
	at := map[token.Pos][]*keys.Key{}
	remote := false
	for _, s := range res.Sets {
		remote = remote || s.Remote && s.Via != nil
		for _, k := range s.Keys {
			if k.Expr != nil {
				at[k.Expr.Pos()] = append(at[k.Expr.Pos()], k)
			}
		}
	}
	if !remote {
		return diags, nil
	}
	facts := map[*types.Func]*ReportedFact{}
	factOf := func(fn *types.Func) *ReportedFact {
		f, ok := facts[fn]
		if !ok {
			f = new(ReportedFact)
			if !pass.ImportObjectFact(fn, f) {
				f = nil
			}
			facts[fn] = f
		}
		return f
	}
	// A key of a wrapper of this package sits where the wrapper calls the
	// other package's (list(svc) calling store.Recent(svc)): it is the
	// other package's key as well when the calls of the wrapper only
	// fill its parameters too.
	covered := func(d analysis.Diagnostic) bool {
		ks := named(at[d.Pos], func(k *keys.Key) string { return k.Describe() }, d.Message)
		if typedCover(pass, ks, d, factOf) {
			return true
		}
		type key struct {
			attr, index string
			role        tables.Role
		}
		remote := map[key]bool{}
		for _, k := range ks {
			if !k.Wrapped || k.Context || k.Set.Via == nil {
				return false
			}
			if k.Set.Via.Pkg() == pass.Pkg {
				continue
			}
			if f := factOf(k.Set.Via); f == nil || !f.covers(d.Category, k) {
				return false
			}
			remote[key{k.Attr, k.Index, k.Role}] = true
		}
		for _, k := range ks {
			if !remote[key{k.Attr, k.Index, k.Role}] {
				return false
			}
		}
		return len(ks) > 0
	}
	for _, d := range diags {
		if covered(d) {
			dropped = append(dropped, d)
		} else {
			kept = append(kept, d)
		}
	}
	return kept, dropped
}
