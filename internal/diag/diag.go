// Package diag builds ddblint diagnostics the same way for every rule: the
// rule's name is the Category and ends the message, so it stays visible in
// drivers that print only the message (the standalone text output, and
// golangci-lint, which reports every finding under the name "ddblint").
package diag

import (
	"fmt"
	"go/ast"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/internal/engine/srctext"
)

// maxExpr bounds how much of an expression a message quotes.
const maxExpr = 60

// Report reports a finding of rule at node.
func Report(pass *analysis.Pass, rule string, rng analysis.Range, fixes []analysis.SuggestedFix, format string, args ...any) {
	pass.Report(analysis.Diagnostic{
		Pos:            rng.Pos(),
		End:            rng.End(),
		Category:       rule,
		Message:        fmt.Sprintf(format, args...) + " (" + rule + ")",
		SuggestedFixes: fixes,
	})
}

// Expr renders an expression for a message, shortened if long, as the
// user wrote it (in a file using cgo, not cgo's rewrite: see srctext).
func Expr(fset *token.FileSet, x ast.Expr) string {
	if x == nil {
		return ""
	}
	return Shorten(srctext.Expr(fset, x))
}

// Shorten cuts long text for messages.
func Shorten(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > maxExpr {
		return s[:maxExpr-3] + "..."
	}
	return s
}

// Range is a position range for Report.
type Range struct{ Start, Stop token.Pos }

func (r Range) Pos() token.Pos { return r.Start }
func (r Range) End() token.Pos { return r.Stop }
