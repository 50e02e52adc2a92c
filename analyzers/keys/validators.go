package keys

import (
	"go/ast"
	"go/types"
	"strconv"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/taint"
)

// ValidatorFact marks an exported function that checks some of its string
// parameters in a way that rules out Sep (the separator its package was
// analysed with): passing a value to it counts as a check in the packages
// that call it, as printf's isWrapper fact makes wrappers known across
// packages. The engine exports it and imports it for the calls of the
// package (Result.Validators), so keyinjection, which runs inside the
// ddblint pass and may declare no facts, can read it.
type ValidatorFact struct {
	Sep    string
	Params []int // indices of the checked parameters
}

func (*ValidatorFact) AFact() {}

func (f *ValidatorFact) String() string {
	var b strings.Builder
	b.WriteString("validates")
	for _, i := range f.Params {
		b.WriteString(" #")
		b.WriteString(strconv.Itoa(i))
	}
	return b.String()
}

// validators imports the ValidatorFacts of the functions of other packages
// the package calls into Result.Validators, then exports one for every
// exported function of the package that checks one of its parameters (also
// by calling such a function).
func (a *analysis_) validators() {
	pass, sep := a.pass, a.cfg.Separator
	a.res.Validators = map[*types.Func][]int{}
	a.inspector().Preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
		fn := keyexpr.Callee(pass.TypesInfo, n.(*ast.CallExpr))
		if fn == nil || fn.Pkg() == nil || fn.Pkg() == pass.Pkg {
			return
		}
		fn = fn.Origin()
		var f ValidatorFact
		if pass.ImportObjectFact(fn, &f) && f.Sep == sep {
			a.res.Validators[fn] = f.Params
		}
	})
	imported := func(fn *types.Func) ([]int, bool) {
		params, ok := a.res.Validators[fn]
		return params, ok
	}
	c := taint.NewChecker(pass.TypesInfo, pass.Pkg, pass.Files, sep, a.cfg.InjectionSanitizers, imported)
	for fn, params := range c.Validators() {
		pass.ExportObjectFact(fn, &ValidatorFact{Sep: sep, Params: params})
	}
}
