package pkcardinality

import (
	"go/ast"
	"go/token"
	"regexp"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/taint"
)

// removedAttrs are the attributes the package's updates remove: the
// expression builder's Remove(expression.Name("gsi2pk")), or REMOVE in an
// UpdateExpression written as a constant (placeholders such as #g read
// through the ExpressionAttributeNames literal of the same request are
// not followed: the name must be written out). An index partition key
// an update removes is a queue's (a sparse index of items awaiting
// something): items leave the partition as they are handled, and its
// size is the backlog, not the history.
func removedAttrs(g *growth) map[string]bool {
	out := map[string]bool{}
	info := g.pass.TypesInfo
	for _, f := range g.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				sel, ok := n.Fun.(*ast.SelectorExpr)
				if !ok || sel.Sel.Name != "Remove" || len(n.Args) != 1 {
					return true
				}
				if fn := keyexpr.Callee(info, n); fn == nil || fn.Pkg() == nil || !sdk.IsSDKPath(fn.Pkg().Path()) {
					return true
				}
				inner, ok := ast.Unparen(n.Args[0]).(*ast.CallExpr)
				if !ok || len(inner.Args) != 1 {
					return true
				}
				if name, ok := taint.ConstString(info, inner.Args[0]); ok {
					out[name] = true
				}
			case *ast.BasicLit:
				if n.Kind != token.STRING || !strings.Contains(strings.ToUpper(n.Value), "REMOVE") {
					return true
				}
				if s, ok := taint.ConstString(info, n); ok {
					for _, name := range removeClause(s) {
						out[name] = true
					}
				}
			}
			return true
		})
	}
	return out
}

// removeRE finds the REMOVE clause of an update expression and the
// attribute paths it lists, up to the next clause.
var removeRE = regexp.MustCompile(`(?i)\bREMOVE\s+([^=]*?)(?:\s+\b(?:SET|ADD|DELETE)\b|$)`)

// removeClause lists the attribute names an update expression removes,
// written out (not #placeholders, not nested paths).
func removeClause(expr string) []string {
	m := removeRE.FindStringSubmatch(expr)
	if m == nil {
		return nil
	}
	var out []string
	for _, p := range strings.Split(m[1], ",") {
		p = strings.TrimSpace(p)
		if p != "" && !strings.ContainsAny(p, "#:.[ ") {
			out = append(out, p)
		}
	}
	return out
}
