package keys

import (
	"go/ast"
	"go/types"
)

// An enum-like type (a string or integer type with declared constants) is
// judged by its constants: a partition key of one has that many values.
// But a package often declares a couple of special values as constants
// (AllCohorts, NoCohort) and lists the real ones in a slice or a map
// literal (var Cohorts = []Cohort{"0-300", "300-400", …}); the type then has
// as many values as the package spells. EnumFact carries that count to the
// packages that use the type, which see only its constants.

// EnumFact marks a named type whose package spells more values for it than
// its declared constants: Values counts them all, constants included.
type EnumFact struct{ Values int }

func (*EnumFact) AFact()         {}
func (*EnumFact) String() string { return "enum values" }

// findEnumValues counts, for each enum-like type the package declares, the
// distinct constant values its checked files give the type in composite
// literals (elements and keys: a list or a table of its values) and in
// conversions (Cohort("0-300")), with its declared constants; it exports
// an EnumFact for each type with more values than constants, and returns
// the counts for the package's own evaluator.
func (a *analysis_) findEnumValues() map[*types.TypeName]int {
	info := a.pass.TypesInfo
	spelt := map[*types.TypeName]map[string]bool{}
	isEnum := map[*types.TypeName]bool{} // EnumCount > 0, asked once a type
	add := func(x ast.Expr) {
		tv, ok := info.Types[x]
		if !ok || tv.Value == nil {
			return
		}
		named, ok := types.Unalias(tv.Type).(*types.Named)
		if !ok || named.Obj().Pkg() != a.pass.Pkg {
			return
		}
		enum, seen := isEnum[named.Obj()]
		if !seen {
			enum = a.ev.EnumCount(named) > 0
			isEnum[named.Obj()] = enum
		}
		if !enum {
			return
		}
		tn := named.Obj()
		if spelt[tn] == nil {
			spelt[tn] = map[string]bool{}
		}
		spelt[tn][tv.Value.ExactString()] = true
	}
	for _, f := range a.files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CompositeLit:
				for _, el := range n.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						add(kv.Key)
						add(kv.Value)
					} else {
						add(el)
					}
				}
			case *ast.CallExpr:
				if tv, ok := info.Types[n.Fun]; ok && tv.IsType() && len(n.Args) == 1 {
					add(n)
				}
			}
			return true
		})
	}
	out := map[*types.TypeName]int{}
	for tn, vals := range spelt {
		consts := a.ev.ConstValues(tn.Type().(*types.Named))
		for v := range consts {
			vals[v] = true
		}
		if n := len(vals); n > len(consts) {
			out[tn] = n
			a.pass.ExportObjectFact(tn, &EnumFact{Values: n})
		}
	}
	return out
}

// enumValues answers the evaluator's EnumValues: the package's own count,
// else the fact of the type's package.
func (a *analysis_) enumValues(own map[*types.TypeName]int) func(*types.TypeName) int {
	return func(tn *types.TypeName) int {
		if n, ok := own[tn]; ok {
			return n
		}
		if tn.Pkg() == a.pass.Pkg {
			return 0
		}
		var f EnumFact
		if a.pass.ImportObjectFact(tn, &f) {
			return f.Values
		}
		return 0
	}
}
