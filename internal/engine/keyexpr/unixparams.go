package keyexpr

import (
	"go/ast"
	"go/types"
)

// A helper often receives a Unix time from its caller and prints it in a
// key: sweep(db, now.Add(-time.Hour).Unix()) calls a function whose key is
// strconv.FormatInt(cutoff, 10) + "#". The parameter says nothing by
// itself; the calls say what it holds.

// unixParam reports whether v, a parameter of a function declared in this
// package, holds a Unix time, and in what unit: the function is unexported
// and only ever called (never used as a value, so no caller is hidden), its
// body does not assign v, and every call passes a Unix time of one unit —
// directly (t.Unix(), t.UnixNano() / 1e6) or through a variable defined
// once as one (cutoff := now.Add(-time.Hour).Unix()).
func (e *Evaluator) unixParam(v *types.Var) (string, bool) {
	fn, idx, ok := e.calledParam(v)
	if !ok {
		return "", false
	}
	units, ok := e.unixParams[fn]
	if !ok {
		if e.unixParams == nil {
			e.unixParams = map[*types.Func][]string{}
		}
		// Nil while it is worked out: a recursive call passing the
		// parameter on (f(at * 1000)) sees no Unix parameter rather than
		// asking again. And no fork of the asking evaluation: the answer
		// is cached, so it must not depend on one caller's choices.
		e.unixParams[fn] = nil
		saved := e.forks
		e.forks = nil
		units = e.unixParamUnits(fn)
		e.forks = saved
		e.unixParams[fn] = units
	}
	if idx >= len(units) || units[idx] == "" {
		return "", false
	}
	return units[idx], true
}

// calledParam returns the function declaring v and v's index among its
// parameters, when v is a parameter whose calls can say what it holds: the
// function is declared in this package and unexported, and its body does
// not assign v.
func (e *Evaluator) calledParam(v *types.Var) (*types.Func, int, bool) {
	if v.Pkg() != e.pkg || v.IsField() {
		return nil, 0, false
	}
	if vi := e.varInfo(v); vi != nil && (len(vi.defs) > 0 || len(vi.appends) > 0 || vi.other() || vi.addrTaken) {
		return nil, 0, false
	}
	fn, idx := e.paramOf(v)
	if fn == nil || fn.Exported() {
		return nil, 0, false
	}
	return fn, idx, true
}

// onlyCalls returns the calls of fn and the number of its parameters they
// fill one value each (a variadic slice is not one value); nil unless they
// are all there is of fn: it is never used other than by being called, so
// no caller is hidden, and it is no method an interface of the package
// declares, which the package may call with arguments no call shows.
func (e *Evaluator) onlyCalls(fn *types.Func) ([]*ast.CallExpr, int) {
	if e.funcCalls == nil {
		e.funcCalls = e.indexFuncCalls()
	}
	fc := e.funcCalls[fn]
	if fc == nil || len(fc.calls) == 0 || fc.uses != len(fc.calls) {
		return nil, 0
	}
	if fn.Signature().Recv() != nil && e.interfaceDeclares(fn.Name()) {
		return nil, 0
	}
	nparams := fn.Signature().Params().Len()
	if fn.Signature().Variadic() {
		nparams--
	}
	return fc.calls, nparams
}

// paramOf returns the function of this package declaring parameter v, and
// v's index among its parameters.
func (e *Evaluator) paramOf(v *types.Var) (*types.Func, int) {
	fd, ok := outermost(e.spans, v.Pos()).(*ast.FuncDecl)
	if !ok {
		return nil, 0
	}
	fn, ok := e.info.Defs[fd.Name].(*types.Func)
	if !ok {
		return nil, 0
	}
	params := fn.Signature().Params()
	for i := range params.Len() {
		if params.At(i) == v {
			return fn, i
		}
	}
	return nil, 0
}

// funcCalls is how the package uses one of its functions: every use of its
// name, and the calls among them.
type funcCalls struct {
	uses  int
	calls []*ast.CallExpr
}

// unixParamUnits classifies the parameters of fn by its calls: the unit of
// each Unix-time parameter, "" for the others; nil when fn is used other
// than by being called, or never called.
func (e *Evaluator) unixParamUnits(fn *types.Func) []string {
	calls, nparams := e.onlyCalls(fn)
	if calls == nil {
		return nil
	}
	units := make([]string, nparams)
	for i := range nparams {
		unit := ""
		for _, call := range calls {
			if i >= len(call.Args) {
				unit = ""
				break
			}
			u, ok := e.unixArg(call.Args[i])
			if !ok || unit != "" && u != unit {
				unit = ""
				break
			}
			unit = u
		}
		units[i] = unit
	}
	return units
}

// indexFuncCalls walks the package once for the uses and calls of its
// functions (a call with ... spreads a slice: a use, not a call).
func (e *Evaluator) indexFuncCalls() map[*types.Func]*funcCalls {
	out := map[*types.Func]*funcCalls{}
	at := func(fn *types.Func) *funcCalls {
		if out[fn] == nil {
			out[fn] = &funcCalls{}
		}
		return out[fn]
	}
	for _, f := range e.files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Ident:
				if fn, ok := e.info.Uses[n].(*types.Func); ok && fn.Pkg() == e.pkg {
					at(fn).uses++
				}
			case *ast.CallExpr:
				if fn := Callee(e.info, n); fn != nil && fn.Pkg() == e.pkg && !n.Ellipsis.IsValid() {
					fc := at(fn)
					fc.calls = append(fc.calls, n)
				}
			}
			return true
		})
	}
	return out
}

// unixArg is unixUnitOf for an argument, also through a local variable
// defined once.
func (e *Evaluator) unixArg(x ast.Expr) (string, bool) {
	if u, ok := e.unixUnitOf(x); ok {
		return u, true
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return "", false
	}
	v, ok := e.info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Parent() == e.pkg.Scope() {
		return "", false
	}
	d, ok := e.Definition(v, id.Pos())
	if !ok {
		return "", false
	}
	return e.unixUnitOf(d)
}
