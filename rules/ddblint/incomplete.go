package ddblint

import (
	"slices"

	"go/types"

	"golang.org/x/tools/go/analysis"
)

// IncompleteFact marks a package analysed despite type errors — its own,
// or those of a package it imports, directly or not. ddblint's driver
// analyses such a package on the declarations that type-check (see
// cmd/internal/driver/welltyped.go): a finding a directive suppressed may
// have been built in a declaration left out, or from a fact such a
// declaration would have exported. A directive that suppresses nothing is
// then not reported: nothing says it would suppress nothing in the whole
// package.
type IncompleteFact struct{}

func (*IncompleteFact) AFact()         {}
func (*IncompleteFact) String() string { return "incomplete" }

// incomplete reports whether the pass's package, or one it imports, has
// type errors, and exports IncompleteFact if so.
func incomplete(pass *analysis.Pass) bool {
	bad := slices.ContainsFunc(pass.TypeErrors, func(e types.Error) bool { return !e.Soft })
	if !bad {
		for _, f := range pass.AllPackageFacts() {
			if _, ok := f.Fact.(*IncompleteFact); ok && f.Package != pass.Pkg {
				bad = true
				break
			}
		}
	}
	if bad {
		pass.ExportPackageFact(&IncompleteFact{})
	}
	return bad
}
