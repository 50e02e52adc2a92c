package ddblint

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

// TestSameBuilderFixes: the findings sameBuilder merges join their
// suggested fixes (an edit both make once, edits at each key side by
// side); a finding whose fix conflicts with the kept one's stays on its
// own. No rule offers a fix at a helper's value today (see the builders
// testdata), so the joining is pinned here on made-up findings.
func TestSameBuilderFixes(t *testing.T) {
	const src = `package p

func all() string { return "ALL" }

var a, b, c = all(), all(), all()
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	ret := f.Decls[0].(*ast.FuncDecl).Body.List[0].(*ast.ReturnStmt).Results[0]
	calls := f.Decls[1].(*ast.GenDecl).Specs[0].(*ast.ValueSpec).Values
	fn := types.NewFunc(token.NoPos, nil, "all", types.NewSignatureType(nil, nil, nil, nil, nil, false))
	b := &keys.Builder{Func: fn, Pos: ret.Pos(), End: ret.End()}
	set := &keys.KeySet{}
	for _, x := range calls {
		set.Keys = append(set.Keys, &keys.Key{Attr: "PK", Role: tables.Partition, Expr: x, Builder: b, Set: set})
	}
	res := &keys.Result{Sets: []*keys.KeySet{set}}
	finding := func(x ast.Expr, edits ...analysis.TextEdit) analysis.Diagnostic {
		return analysis.Diagnostic{Pos: x.Pos(), End: x.End(), Category: "r", Message: "m (r)",
			SuggestedFixes: []analysis.SuggestedFix{{Message: "fix", TextEdits: edits}}}
	}
	inHelper := analysis.TextEdit{Pos: ret.Pos(), End: ret.End(), NewText: []byte(`"ALL#"`)}
	at := func(x ast.Expr, text string) analysis.TextEdit {
		return analysis.TextEdit{Pos: x.Pos(), End: x.End(), NewText: []byte(text)}
	}

	// One edit in the helper, made by all three: one finding, one edit.
	out := sameBuilder(fset, res, []analysis.Diagnostic{
		finding(calls[0], inHelper), finding(calls[1], inHelper), finding(calls[2], inHelper),
	})
	if len(out) != 1 || out[0].Pos != ret.Pos() || len(out[0].Related) != 3 || len(out[0].SuggestedFixes[0].TextEdits) != 1 {
		t.Errorf("same edit: got %d findings, want one at the helper's return with 3 related keys and 1 edit: %+v", len(out), out)
	}

	// An edit at each key: joined side by side.
	out = sameBuilder(fset, res, []analysis.Diagnostic{
		finding(calls[0], at(calls[0], "x")), finding(calls[1], at(calls[1], "y")),
	})
	if len(out) != 1 || len(out[0].SuggestedFixes[0].TextEdits) != 2 {
		t.Errorf("edits at each key: got %+v, want one finding whose fix has both edits", out)
	}

	// Two different edits of the same text cannot join: that finding
	// stays at its key.
	out = sameBuilder(fset, res, []analysis.Diagnostic{
		finding(calls[0], inHelper), finding(calls[1], at(ret, `"ALL_"`)), finding(calls[2], inHelper),
	})
	if len(out) != 2 || out[0].Pos != ret.Pos() || len(out[0].Related) != 2 || out[1].Pos != calls[1].Pos() {
		t.Errorf("conflicting edit: got %+v, want the merged finding (2 related) and the one at the second key", out)
	}
}
