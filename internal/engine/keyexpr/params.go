package keyexpr

import (
	"go/ast"
	"go/types"
)

// EvalParams evaluates x as code inside a function whose parameters are
// sig's: a value read from parameter i becomes a hole with Param i, as in a
// helper's summary. analyzers/keys uses it to summarise what a function
// does with its parameters (a wrapper handing them to a request), so that
// its call sites become key sets.
func (e *Evaluator) EvalParams(sig *types.Signature, x ast.Expr) Template {
	var t Template
	e.InParams(sig, func() { t = e.Eval(x) })
	return t
}

// InParams runs f with sig's parameters standing for themselves (Param
// holes), then restores the evaluator's state. A nil sig evaluates as
// outside any function.
func (e *Evaluator) InParams(sig *types.Signature, f func()) {
	saved := e.params
	e.params = nil
	if sig != nil {
		e.params = map[*types.Var]int{}
		for i := 0; i < sig.Params().Len(); i++ {
			e.params[sig.Params().At(i)] = i
		}
	}
	defer func() { e.params = saved }()
	f()
}

// Substitute replaces the parameter holes of t, the template of a function
// of signature sig, with the templates of call's arguments (see
// substitute). local says the function is of this package.
func (e *Evaluator) Substitute(call *ast.CallExpr, sig *types.Signature, t Template, local bool) Template {
	return e.substitute(call, sig, t, local)
}

// SubstituteArg is Substitute with arg standing for the argument of
// parameter i (one shape of it, see Alternatives) instead of its value.
func (e *Evaluator) SubstituteArg(call *ast.CallExpr, sig *types.Signature, t Template, local bool, i int, arg Template) Template {
	return e.substituteWith(call, sig, t, local, map[int]Template{i: arg}, false)
}

// HasParam reports whether t holds a parameter's hole.
func (t Template) HasParam() bool {
	for _, p := range t.Parts {
		if p.Hole != nil && (p.Hole.Param != NoParam || len(p.Hole.ParamPath) > 0) {
			return true
		}
	}
	return false
}
