package versionedread

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/diag"
	"github.com/ddblint/ddblint/internal/docutil"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

const name = "versionedread"

// Analyzer reports reads of the data table with a versioned sort key.
var Analyzer = &analysis.Analyzer{
	Name:     name,
	Doc:      docutil.MustExtract(doc, name).AnalyzerDoc(),
	URL:      "https://github.com/ddblint/ddblint/blob/main/docs/rules/" + name + ".md",
	Requires: []*analysis.Analyzer{keys.Analyzer, inspect.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[keys.Analyzer].(*keys.Result)
	cfg := res.Config
	for _, s := range res.Sets {
		// Writes of sk@N are the versioning pattern itself; an item value
		// not known to be read or written proves nothing.
		if s.Op != sdk.OpRead && s.Op != sdk.OpKey {
			continue
		}
		checked, versioned := false, false
		for _, k := range s.Keys {
			if k.Role != tables.Sort || k.Numeric {
				continue
			}
			sfx, ok := versionSuffix(k.Value, cfg.VersionSeparator)
			if !ok {
				continue
			}
			if !checked {
				checked, versioned = true, versionedTable(pass, cfg, s)
			}
			if versioned {
				break
			}
			diag.Report(pass, name, diag.Range{Start: k.Expr.Pos(), Stop: k.Expr.End()}, dropFix(pass, k, sfx),
				"%s puts version suffix %q+%s on %s in %s on %s: versions live in a history table; this table keeps only the current item, under the key without the suffix",
				diag.Expr(pass.Fset, k.Expr), sfx.marker, diag.Shorten(sfx.hole.Text), k.Describe(), s.Call, tableDesc(s))
		}
	}
	return nil, nil
}

// suffix is a version suffix found at the end of a key template.
type suffix struct {
	marker string        // the separator and version word: "@", "@v"
	hole   *keyexpr.Hole // the version value, the template's last part
}

// versionSuffix finds a version suffix: the template ends with a literal
// holding the separator (optionally followed by a version word) and then a
// version-like hole, with something before the separator.
func versionSuffix(t keyexpr.Template, sep string) (suffix, bool) {
	n := len(t.Parts)
	if sep == "" || n < 2 {
		return suffix{}, false
	}
	last, prev := t.Parts[n-1], t.Parts[n-2]
	if last.Hole == nil || !prev.IsLit() {
		return suffix{}, false
	}
	i := strings.LastIndex(prev.Lit, sep)
	if i < 0 {
		return suffix{}, false
	}
	word := prev.Lit[i+len(sep):]
	if !versionWord(word) {
		return suffix{}, false // "a@b.com#" + x: the "@" belongs to a constant
	}
	if i == 0 && n == 2 {
		return suffix{}, false // "@" + v: nothing carries the suffix
	}
	if !versionHole(last.Hole, word != "") {
		return suffix{}, false
	}
	return suffix{marker: prev.Lit[i:], hole: last.Hole}, true
}

// versionWord reports the text allowed between the separator and the
// version number: none, or a word that says "version".
func versionWord(w string) bool {
	switch strings.ToLower(w) {
	case "", "v", "ver", "version", "rev", "revision":
		return true
	}
	return false
}

// versionHole reports a value that is a version number. marked is set when
// a version word ("@v") already says so.
func versionHole(h *keyexpr.Hole, marked bool) bool {
	switch h.Kind {
	case keyexpr.Int:
		// A Unix time after "@" reads "at", a shard number is a
		// write-sharding suffix, and user@orgID names an owner: none is a
		// version.
		return !h.Unix && !h.Shard && (marked || !idName(h.Name))
	case keyexpr.Counter:
		return true
	case keyexpr.String:
		return marked || versionName(h.Name)
	}
	// Opaque: unknown, may be anything. Time, ID, Enum, Float, Bool, Hash:
	// "@" followed by these reads "at" or "by", not "version".
	return false
}

// versionName reports a variable named like a version.
func versionName(name string) bool {
	n := strings.ToLower(name)
	switch n {
	case "v", "ver", "vers", "rev", "vsn":
		return true
	}
	return strings.Contains(n, "version") || strings.Contains(n, "revision")
}

// idName reports a variable named like an identifier: id, orgID, tenantId,
// user_id.
func idName(name string) bool {
	return strings.EqualFold(name, "id") || strings.HasSuffix(name, "ID") ||
		strings.HasSuffix(name, "Id") || strings.HasSuffix(strings.ToLower(name), "_id")
}

// versionedTable reports whether the set reads a table that keeps versions
// on purpose, by its resolved name or its name expression's text, or (no
// table expression at all) by the requests of the enclosing function.
func versionedTable(pass *analysis.Pass, cfg *config.Config, s *keys.KeySet) bool {
	switch {
	case s.Table != "" && cfg.IsVersionedTable(s.Table):
		return true
	case s.TableExpr != "":
		// Also when the name resolves: aws.String(historyTable) says
		// what the table is for, whatever its name.
		return cfg.IsVersionedTable(s.TableExpr)
	case s.Table != "":
		return false
	}
	return funcNamesVersionedTable(pass, cfg, s.Pos)
}

// funcNamesVersionedTable reports whether the outermost function around pos
// sends any request to a versioned table. A key condition built with the
// expression package carries no table; the Query it is built for is usually
// in the same function.
func funcNamesVersionedTable(pass *analysis.Pass, cfg *config.Config, pos token.Pos) bool {
	insp := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	cur, ok := insp.Root().FindByPos(pos, pos)
	if !ok {
		return false
	}
	var fn inspector.Cursor
	found := false
	for c := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		fn, found = c, true // the last one is the outermost
	}
	if !found {
		return false
	}
	for c := range fn.Preorder((*ast.CompositeLit)(nil)) {
		lit := c.Node().(*ast.CompositeLit)
		if req, ok := sdk.RequestOf(pass.TypesInfo.TypeOf(lit)); !ok || !req.HasTable {
			continue
		}
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			if id, ok := kv.Key.(*ast.Ident); !ok || id.Name != "TableName" {
				continue
			}
			if tableVersioned(pass, cfg, kv.Value) {
				return true
			}
		}
	}
	return false
}

// tableVersioned judges a TableName expression as versionedTable does: by
// its constant value (through aws.String) or its text.
func tableVersioned(pass *analysis.Pass, cfg *config.Config, x ast.Expr) bool {
	v := ast.Unparen(x)
	if call, ok := v.(*ast.CallExpr); ok && len(call.Args) == 1 {
		if fn, ok := callee(pass.TypesInfo, call); ok && fn.Pkg() != nil && fn.Pkg().Path() == sdk.AWS {
			v = call.Args[0]
		}
	}
	if tv, ok := pass.TypesInfo.Types[v]; ok && tv.Value != nil && tv.Value.Kind() == constant.String && cfg.IsVersionedTable(constant.StringVal(tv.Value)) {
		return true
	}
	return cfg.IsVersionedTable(types.ExprString(x))
}

// callee returns the package-level function a call names.
func callee(info *types.Info, call *ast.CallExpr) (*types.Func, bool) {
	var id *ast.Ident
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		id = f
	case *ast.SelectorExpr:
		id = f.Sel
	default:
		return nil, false
	}
	fn, ok := info.Uses[id].(*types.Func)
	return fn, ok
}

// tableDesc names the set's table for messages.
func tableDesc(s *keys.KeySet) string {
	switch {
	case s.Table != "":
		return "table " + quote(s.Table)
	case s.TableExpr != "":
		t := s.TableExpr
		if strings.HasPrefix(t, "aws.String(") && strings.HasSuffix(t, ")") {
			t = t[len("aws.String(") : len(t)-1]
		}
		return "table " + diag.Shorten(t)
	}
	return "the data table"
}

func quote(s string) string { return `"` + s + `"` }

// dropFix deletes the suffix when the key is written in place as
// x + "@" + v: the last operand is exactly the version value and the one
// before it exactly the marker, so what remains is the key without them.
func dropFix(pass *analysis.Pass, k *keys.Key, sfx suffix) []analysis.SuggestedFix {
	outer, ok := ast.Unparen(k.Expr).(*ast.BinaryExpr)
	if !ok || outer.Op != token.ADD {
		return nil
	}
	h := sfx.hole
	y := ast.Unparen(outer.Y)
	if !sameRange(y, h.ExprPos, h.ExprEnd) && !sameRange(y, h.CallPos, h.CallEnd) {
		return nil
	}
	// Not unparenthesised: in (x + "@") + v the edit would cut the paren.
	inner, ok := outer.X.(*ast.BinaryExpr)
	if !ok || inner.Op != token.ADD {
		return nil
	}
	tv, ok := pass.TypesInfo.Types[inner.Y]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String || constant.StringVal(tv.Value) != sfx.marker {
		return nil
	}
	if !othersUsed(pass, inner.X.End(), outer.Y.End()) {
		return nil
	}
	return []analysis.SuggestedFix{{
		Message: "drop the version suffix " + types.ExprString(inner.Y) + " + " + types.ExprString(outer.Y),
		TextEdits: []analysis.TextEdit{{
			Pos:     inner.X.End(),
			End:     outer.Y.End(),
			NewText: nil,
		}},
	}}
}

func sameRange(n ast.Node, pos, end token.Pos) bool {
	return pos != token.NoPos && n.Pos() == pos && n.End() == end
}

// othersUsed reports whether every import and local variable used in
// [pos, end) is also used outside it: deleting their only use would leave
// the file failing to compile ("imported and not used", "declared and not
// used").
func othersUsed(pass *analysis.Pass, pos, end token.Pos) bool {
	inside := func(p token.Pos) bool { return p >= pos && p < end }
	need := map[types.Object]bool{}
	for id, obj := range pass.TypesInfo.Uses {
		if !inside(id.Pos()) {
			continue
		}
		switch obj := obj.(type) {
		case *types.PkgName:
			need[obj] = true
		case *types.Var:
			if !obj.IsField() && obj.Parent() != nil && obj.Parent() != obj.Pkg().Scope() && !isParam(pass, obj) {
				need[obj] = true
			}
		}
	}
	if len(need) == 0 {
		return true
	}
	insp := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	// Assigning to a variable does not use it.
	assigned := map[*ast.Ident]bool{}
	for n := range insp.PreorderSeq((*ast.AssignStmt)(nil), (*ast.IncDecStmt)(nil)) {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if id, ok := ast.Unparen(l).(*ast.Ident); ok {
					assigned[id] = true
				}
			}
		case *ast.IncDecStmt:
			if id, ok := ast.Unparen(n.X).(*ast.Ident); ok {
				assigned[id] = true
			}
		}
	}
	file := pass.Fset.File(pos)
	for id, obj := range pass.TypesInfo.Uses {
		if need[obj] && !inside(id.Pos()) && !assigned[id] && pass.Fset.File(id.Pos()) == file {
			delete(need, obj)
		}
	}
	return len(need) == 0
}

// isParam reports a parameter, result or receiver: Go allows those unused.
func isParam(pass *analysis.Pass, v *types.Var) bool {
	insp := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	cur, ok := insp.Root().FindByPos(v.Pos(), v.Pos())
	if !ok {
		return false
	}
	for c := range cur.Enclosing((*ast.FuncType)(nil), (*ast.FuncDecl)(nil)) {
		if fd, ok := c.Node().(*ast.FuncDecl); ok {
			return fd.Recv != nil && fd.Recv.Pos() <= v.Pos() && v.Pos() < fd.Recv.End()
		}
		return true // in a signature
	}
	return false
}
