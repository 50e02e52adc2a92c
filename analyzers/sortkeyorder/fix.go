package sortkeyorder

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
)

// numberFix zero-pads an integer where it is formatted: the strconv call
// that formats it, or the Sprintf verb.
func (c *checker) numberFix(h *keyexpr.Hole) []analysis.SuggestedFix {
	verb := fmt.Sprintf("%%0%dd", c.width)
	msg := fmt.Sprintf("zero-pad %s to %d digits", h.Text, c.width)
	if path := c.pathTo(h.ExprPos, h.ExprEnd); len(path) > 1 {
		if call, ok := path[1].(*ast.CallExpr); ok && len(call.Args) > 0 && call.Args[0] == path[0] && c.isDecimalFormatCall(call) {
			return c.formatCallFix(call, path[0].(ast.Expr), verb, msg)
		}
	}
	if !h.VerbPos.IsValid() || !h.VerbEnd.IsValid() {
		return nil
	}
	switch h.Verb {
	case "%d", "%v":
	case "%x", "%X", "%o", "%b":
		verb = verb[:len(verb)-1] + h.Verb[1:]
	default:
		return nil // flags or a width the fix would have to reconcile
	}
	return []analysis.SuggestedFix{{
		Message:   msg,
		TextEdits: []analysis.TextEdit{{Pos: h.VerbPos, End: h.VerbEnd, NewText: []byte(verb)}},
	}}
}

// isDecimalFormatCall reports strconv.Itoa(n), strconv.FormatInt(n, 10) and
// strconv.FormatUint(n, 10).
func (c *checker) isDecimalFormatCall(call *ast.CallExpr) bool {
	fn, ok := calleeObj(c.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "strconv" {
		return false
	}
	switch fn.Name() {
	case "Itoa":
		return len(call.Args) == 1
	case "FormatInt", "FormatUint":
		if len(call.Args) != 2 {
			return false
		}
		tv, ok := c.pass.TypesInfo.Types[call.Args[1]]
		if !ok || tv.Value == nil {
			return false
		}
		base, exact := constant.Int64Val(constant.ToInt(tv.Value))
		return exact && base == 10
	}
	return false
}

func calleeObj(info *types.Info, call *ast.CallExpr) types.Object {
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		return info.Uses[f]
	case *ast.SelectorExpr:
		return info.Uses[f.Sel]
	}
	return nil
}

// formatCallFix rewrites strconv.Itoa(arg) as fmt.Sprintf("%0Wd", arg),
// keeping arg's text, and fixes the imports.
func (c *checker) formatCallFix(call *ast.CallExpr, arg ast.Expr, verb, msg string) []analysis.SuggestedFix {
	file := c.fileOf(call.Pos())
	if file == nil {
		return nil
	}
	fmtName, need, ok := c.fmtName(file, call.Pos())
	if !ok {
		return nil
	}
	edits := []analysis.TextEdit{
		{Pos: call.Pos(), End: arg.Pos(), NewText: []byte(fmtName + ".Sprintf(" + strconv.Quote(verb) + ", ")},
		{Pos: arg.End(), End: call.End(), NewText: []byte(")")},
	}
	strconvSpec := c.soleUse(file, "strconv", call)
	switch {
	case need && strconvSpec != nil && strconvSpec.Name == nil:
		// strconv is no longer used: its import becomes fmt's.
		edits = append(edits, analysis.TextEdit{Pos: strconvSpec.Path.Pos(), End: strconvSpec.Path.End(), NewText: []byte(`"fmt"`)})
	case need:
		edits = append(edits, c.addImport(file, "fmt"))
		if strconvSpec != nil {
			edits = append(edits, c.deleteImport(file, strconvSpec))
		}
	case strconvSpec != nil:
		edits = append(edits, c.deleteImport(file, strconvSpec))
	}
	return []analysis.SuggestedFix{{Message: msg, TextEdits: edits}}
}

// fmtName returns the name package fmt has at pos, or that it must be
// imported (need) as "fmt"; ok is false when neither works (the name is
// taken, or fmt is imported only as _ or .).
func (c *checker) fmtName(file *ast.File, pos token.Pos) (name string, need, ok bool) {
	scope := c.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return "", false, false
	}
	imported := false
	for _, imp := range file.Imports {
		if path, _ := strconv.Unquote(imp.Path.Value); path != "fmt" {
			continue
		}
		imported = true
		n := "fmt"
		if imp.Name != nil {
			n = imp.Name.Name
		}
		if n == "_" || n == "." {
			continue
		}
		if _, obj := scope.LookupParent(n, pos); isPkg(obj, "fmt") {
			return n, false, true
		}
	}
	if imported {
		return "", false, false
	}
	if _, obj := scope.LookupParent("fmt", pos); obj != nil {
		return "", false, false // "fmt" names something else here
	}
	return "fmt", true, true
}

func isPkg(obj types.Object, path string) bool {
	pn, ok := obj.(*types.PkgName)
	return ok && pn.Imported().Path() == path
}

// soleUse returns the import of path when its only uses in file are inside
// node (which the fix replaces), so the import must go with them.
func (c *checker) soleUse(file *ast.File, path string, node ast.Node) *ast.ImportSpec {
	var spec *ast.ImportSpec
	for _, imp := range file.Imports {
		if p, _ := strconv.Unquote(imp.Path.Value); p == path {
			if spec != nil {
				return nil // imported twice: leave it to the user
			}
			spec = imp
		}
	}
	if spec == nil || spec.Name != nil && (spec.Name.Name == "_" || spec.Name.Name == ".") {
		return nil
	}
	used := false
	ast.Inspect(file, func(n ast.Node) bool {
		if used {
			return false
		}
		if n == node {
			return false
		}
		if id, ok := n.(*ast.Ident); ok && isPkg(c.pass.TypesInfo.Uses[id], path) {
			used = true
		}
		return true
	})
	if used {
		return nil
	}
	return spec
}

// addImport inserts an import of path (a standard-library package) into the
// file's first import declaration, in sorted position within its first
// group.
func (c *checker) addImport(file *ast.File, path string) analysis.TextEdit {
	quoted := strconv.Quote(path)
	var decl *ast.GenDecl
	for _, d := range file.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.IMPORT {
			decl = gd
			break
		}
	}
	if decl == nil {
		return analysis.TextEdit{Pos: file.Name.End(), End: file.Name.End(), NewText: []byte("\n\nimport " + quoted)}
	}
	if !decl.Lparen.IsValid() {
		return analysis.TextEdit{Pos: decl.End(), End: decl.End(), NewText: []byte("\nimport " + quoted)}
	}
	if len(decl.Specs) == 0 {
		return analysis.TextEdit{Pos: decl.Lparen + 1, End: decl.Lparen + 1, NewText: []byte("\n\t" + quoted + "\n")}
	}
	tf := c.pass.Fset.File(decl.Pos())
	var last ast.Spec
	for _, s := range decl.Specs {
		if last != nil && tf.Line(s.Pos()) > tf.Line(last.End())+1 {
			break // a blank line: the first group ends
		}
		if s.(*ast.ImportSpec).Path.Value > quoted {
			return analysis.TextEdit{Pos: s.Pos(), End: s.Pos(), NewText: []byte(quoted + "\n\t")}
		}
		last = s
	}
	return analysis.TextEdit{Pos: last.End(), End: last.End(), NewText: []byte("\n\t" + quoted)}
}

// deleteImport removes an import spec, with its line when it has one to
// itself, or the whole declaration when it is the only spec of an
// unparenthesised one.
func (c *checker) deleteImport(file *ast.File, spec *ast.ImportSpec) analysis.TextEdit {
	tf := c.pass.Fset.File(spec.Pos())
	lineStart := func(p token.Pos) token.Pos { return tf.LineStart(tf.Line(p)) }
	nextLine := func(p token.Pos) token.Pos {
		if l := tf.Line(p); l < tf.LineCount() {
			return tf.LineStart(l + 1)
		}
		return p
	}
	for _, d := range file.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.IMPORT {
			continue
		}
		for i, s := range gd.Specs {
			if s != spec {
				continue
			}
			if !gd.Lparen.IsValid() {
				return analysis.TextEdit{Pos: lineStart(gd.Pos()), End: nextLine(gd.End())}
			}
			alone := tf.Line(gd.Lparen) < tf.Line(spec.Pos()) && tf.Line(spec.End()) < tf.Line(gd.Rparen)
			if i > 0 && tf.Line(gd.Specs[i-1].End()) == tf.Line(spec.Pos()) ||
				i+1 < len(gd.Specs) && tf.Line(gd.Specs[i+1].Pos()) == tf.Line(spec.End()) {
				alone = false
			}
			if alone {
				return analysis.TextEdit{Pos: lineStart(spec.Pos()), End: nextLine(spec.End())}
			}
			return analysis.TextEdit{Pos: spec.Pos(), End: spec.End()}
		}
	}
	return analysis.TextEdit{Pos: spec.Pos(), End: spec.End()}
}

// layoutFix replaces the layout argument of t.Format(layout), when it is a
// string literal or a constant of package time, with the sortable layout of
// the same fields.
func (c *checker) layoutFix(h *keyexpr.Hole, layout string) []analysis.SuggestedFix {
	path := c.pathTo(h.ExprPos, h.ExprEnd)
	if len(path) < 3 {
		return nil
	}
	sel, ok := path[1].(*ast.SelectorExpr)
	if !ok || sel.X != path[0] || sel.Sel.Name != "Format" {
		return nil
	}
	call, ok := path[2].(*ast.CallExpr)
	if !ok || call.Fun != sel || len(call.Args) != 1 {
		return nil
	}
	if fn, ok := c.pass.TypesInfo.Uses[sel.Sel].(*types.Func); !ok || fn.Pkg() == nil || fn.Pkg().Path() != "time" {
		return nil
	}
	repl, ok := sortableLayout(layout)
	if !ok {
		return nil
	}
	arg := call.Args[0]
	edits := []analysis.TextEdit{{Pos: arg.Pos(), End: arg.End(), NewText: []byte(strconv.Quote(repl))}}
	switch a := ast.Unparen(arg).(type) {
	case *ast.BasicLit:
		if a.Kind != token.STRING {
			return nil
		}
	case *ast.SelectorExpr:
		k, ok := c.pass.TypesInfo.Uses[a.Sel].(*types.Const)
		if !ok || k.Pkg() == nil || k.Pkg().Path() != "time" {
			return nil
		}
		if file := c.fileOf(a.Pos()); file != nil {
			if spec := c.soleUse(file, "time", a); spec != nil {
				edits = append(edits, c.deleteImport(file, spec))
			}
		}
	default:
		return nil
	}
	return []analysis.SuggestedFix{{
		Message:   fmt.Sprintf("use the sortable layout %q", repl),
		TextEdits: edits,
	}}
}
