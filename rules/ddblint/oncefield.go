package ddblint

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/analyzers/sortkeyorder"
	"github.com/ddblint/ddblint/internal/diag"
	"github.com/ddblint/ddblint/internal/engine/fieldref"
	"github.com/ddblint/ddblint/internal/engine/sdk"
)

// sameField reports once what sortkeyorder says about a time.Time struct
// field that keys an item: the SDK (attributevalue, guregu/dynamo) writes
// it as RFC 3339 with trimmed nanoseconds whatever value the code puts in,
// so `At: time.Now()` in a constructor, `it.At = t` in an update and the
// `startTime` of every query of the attribute are one design fact, whose
// fix is at the field (a Unix-time tag option, a type of its own with a
// fixed-width layout). Findings at keys whose value is written from, or
// read into, one field (keys.Key.Field) are one: at the field's
// declaration when it is in this package and a file the pass reports in,
// else at the first write in the source (the first read when none is
// written here); the message names the field,
// and every write and read is related. A time formatted by the code
// (t.Format(time.RFC3339Nano) into a string field) is no such finding: its
// fix is where it is formatted. A field written once, and read nowhere, is
// reported at the write, as before.
//
// The merged finding has no suggested fix, and the findings merged have
// none either: changing a field's encoding changes the data already stored
// (old items keep the old text, and sort among the new ones by it), which
// needs a migration no edit can make.
//
// Across packages, the key a wrapper of another package reads with a
// caller's time (s.Activity(cluster, since)) names the wrapper's field
// too (the wrapper's summary carries it, fieldref.Ref): the calls of this
// package are one finding, at the first, naming the field; the field
// itself is reported in the wrapper's package.
func sameField(pass *analysis.Pass, res *keys.Result, diags []analysis.Diagnostic) []analysis.Diagnostic {
	fieldAt := map[token.Pos]*types.Var{}
	keyAt := map[token.Pos]*keys.Key{}
	mixed := map[token.Pos]bool{}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if k.Expr == nil {
				continue
			}
			p := k.Expr.Pos()
			f := k.Field
			// Context and Origin keys are merge's; a field that is not a
			// time.Time is encoded as the code formats it.
			if f == nil || k.Context || k.Origin.IsValid() || !isTime(f.Type()) || !isTime(pass.TypesInfo.TypeOf(k.Expr)) {
				mixed[p] = true
				continue
			}
			f = f.Origin()
			if prev, ok := fieldAt[p]; ok && prev != f {
				mixed[p] = true
			}
			fieldAt[p] = f
			if prev := keyAt[p]; prev == nil || k.Index == "" && prev.Index != "" {
				keyAt[p] = k
			}
		}
	}
	// rest is the finding's message after the value's text: the same
	// words whichever write or read it is about.
	rest := func(d analysis.Diagnostic) (string, bool) {
		k := keyAt[d.Pos]
		if k == nil || len(k.Value.Parts) != 1 || k.Value.Parts[0].Hole == nil || !strings.Contains(d.Message, sortkeyorder.SDKEncoding) {
			return "", false
		}
		head := diag.Shorten(k.Value.Parts[0].Hole.Text)
		after, ok := strings.CutPrefix(d.Message, head)
		return after, ok && strings.HasPrefix(after, " is written with layout ")
	}
	var cfg *config.Config
	if c, ok := pass.ResultOf[config.Analyzer].(*config.Config); ok {
		cfg = c
	}
	dropped := map[int]bool{}
	for _, idx := range groups(diags, func(d analysis.Diagnostic) (*types.Var, bool) {
		f := fieldAt[d.Pos]
		// The SDK-encoding form has no fix (sortkeyorder), so a merged
		// finding drops none.
		if f == nil || mixed[d.Pos] || d.Category != sortkeyorder.Analyzer.Name {
			return nil, false
		}
		_, ok := rest(d)
		return f, ok
	}) {
		inSource(pass.Fset, diags, idx)
		fld := fieldAt[diags[idx[0]].Pos]
		moved := reportable(pass, cfg, fld.Pos())
		if !moved {
			// Kept at the first write: the reads follow it.
			for j, i := range idx {
				if use(keyAt[diags[i].Pos]) == "written" {
					copy(idx[1:j+1], idx[:j])
					idx[0] = i
					break
				}
			}
		}
		// The words of the finding at the table's key, else the first.
		words := idx[0]
		for _, i := range idx {
			if keyAt[diags[i].Pos].Index == "" {
				words = i
				break
			}
		}
		tail, _ := rest(diags[words])
		kept := diags[idx[0]]
		kept.Message = fieldref.Name(fld, pass.Pkg) + tail
		kept.Related = nil
		if moved {
			kept.Pos, kept.End = fld.Pos(), fld.Pos()+token.Pos(len(fld.Name()))
		}
		// Every write and read first, in source order (after the kept
		// one), then what each finding had (the call sites of a wrapper's
		// key).
		fold(diags, dropped, kept, idx[0], idx, func(i int) (analysis.RelatedInformation, bool) {
			d := diags[i]
			if d.Pos == kept.Pos {
				return analysis.RelatedInformation{}, false
			}
			k := keyAt[d.Pos]
			return analysis.RelatedInformation{Pos: d.Pos, End: d.End,
				Message: diag.Expr(pass.Fset, k.Expr) + " is " + use(k) + " here, in " + k.Describe()}, true
		})
	}
	return without(diags, dropped)
}

// use says what the request of k does with the value.
func use(k *keys.Key) string {
	switch {
	case k.Set == nil:
		return "used"
	case k.Set.Op == sdk.OpRead:
		return "read"
	case k.Set.Op == sdk.OpKey && !k.Set.Upsert:
		return "used in a key"
	}
	return "written"
}

// reportable reports whether pos is in a file of the package the pass
// reports in: not another package's, not a file the config skips (the
// finding would then be dropped with all its places).
func reportable(pass *analysis.Pass, cfg *config.Config, pos token.Pos) bool {
	if !pos.IsValid() {
		return false
	}
	for _, f := range pass.Files {
		if f.FileStart <= pos && pos < f.FileEnd {
			return cfg == nil || !cfg.Skips(pass.Fset, f)
		}
	}
	return false
}

// isTime reports time.Time and *time.Time, which the SDK writes as text.
func isTime(t types.Type) bool { return sdk.Is(t, "time", "Time") }
