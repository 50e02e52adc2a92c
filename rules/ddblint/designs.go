package ddblint

import (
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/analyzers/pkcardinality"
	"github.com/ddblint/ddblint/analyzers/sortkeyorder"
	"github.com/ddblint/ddblint/internal/engine/fieldref"
	"github.com/ddblint/ddblint/internal/join"
)

// moduleDesigns names, for the module-wide join, the design each reported
// finding is about, as Once groups them within the package (sameDesign,
// sameField), in words that mean the same in every package: several
// packages writing one status index, or one time.Time field of a shared
// model, each report it; the ddblint command keeps the first
// (join.Duplicates). Findings with suggested fixes are left alone: a fix is
// per place.
func moduleDesigns(pass *analysis.Pass, res *keys.Result, reported []analysis.Diagnostic) []join.Design {
	if len(reported) == 0 {
		return nil
	}
	keysAt := keyPlaces(res)
	fields := timeFields(res, pass)
	var out []join.Design
	for _, d := range reported {
		if len(d.SuggestedFixes) > 0 {
			continue
		}
		at := join.At{Pos: d.Pos, Rule: d.Category}
		if f := fields[d.Pos]; f != "" && d.Category == sortkeyorder.Analyzer.Name && strings.Contains(d.Message, sortkeyorder.SDKEncoding) {
			out = append(out, join.Design{Key: "field\x00" + f, At: at})
			continue
		}
		k, design, table := designOf(keysAt, d)
		if k == nil {
			continue
		}
		if d.Category == pkcardinality.Analyzer.Name && strings.Contains(d.Message, pkcardinality.FewConstants) {
			// A status index: one design whichever of its values a
			// package writes first.
			design = "few\x00" + k.Index + "\x00" + k.Attr
		}
		if k.Field != nil && d.Category == sortkeyorder.Analyzer.Name {
			design += "\x00" + fieldName(k.Field) // two structs' fields are two fixes
		}
		out = append(out, join.Design{Key: design, Table: table, At: at})
	}
	return out
}

// timeFields names the time.Time struct field each key's value is
// written from or read into, by the key's place, and by the field's
// declaration in this package (where sameField moves the finding).
func timeFields(res *keys.Result, pass *analysis.Pass) map[token.Pos]string {
	out := map[token.Pos]string{}
	for _, s := range res.Sets {
		for _, k := range s.Keys {
			if k.Expr == nil || k.Field == nil || !isTime(k.Field.Type()) {
				continue
			}
			name := fieldName(k.Field)
			if name == "" {
				continue
			}
			out[k.Expr.Pos()] = name
			if f := k.Field.Origin(); f.Pkg() == pass.Pkg {
				out[f.Pos()] = name
			}
		}
	}
	return out
}

// fieldName names fld the same from every package: its package's path,
// the type declaring it and its name; "" for a field of a type declared
// in a function.
func fieldName(fld *types.Var) string {
	fld = fld.Origin()
	tn := fieldref.Owner(fld)
	if tn == nil || fld.Pkg() == nil {
		return ""
	}
	return fld.Pkg().Path() + "." + tn.Name() + "." + fld.Name()
}

// seedReads are the package's reported pkcardinality findings about
// constant partitions only read here, for the join of seeded partitions
// (join.Seeded).
func seedReads(reported []analysis.Diagnostic, reads []pkcardinality.Finding) []join.Design {
	var outReads []join.Design
	for _, f := range reads {
		for _, d := range reported {
			if d.Pos == f.Pos && d.Category == pkcardinality.Analyzer.Name {
				outReads = append(outReads, join.Design{Key: f.Read, At: join.At{Pos: f.Pos, Rule: d.Category}})
				break
			}
		}
	}
	return outReads
}
