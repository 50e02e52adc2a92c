package keyexpr

import (
	"go/ast"
	"go/types"
)

// A helper often receives a Unix time from its caller and prints it in a
// key: sweep(db, now.Add(-time.Hour).Unix()) calls a function whose key is
// strconv.FormatInt(cutoff, 10) + "#". The parameter says nothing by
// itself; the calls say what it holds.

// unixParamInfo is what the calls of one function say of its parameters:
// the unit of each Unix-time parameter, "" for the others.
type unixParamInfo struct{ units []string }

// unixParam reports whether v, a parameter of a function declared in this
// package, holds a Unix time, and in what unit: the function is unexported
// and only ever called (never used as a value, so no caller is hidden), its
// body does not assign v, and every call passes a Unix time of one unit —
// directly (t.Unix(), t.UnixNano() / 1e6) or through a variable defined
// once as one (cutoff := now.Add(-time.Hour).Unix()).
func (e *Evaluator) unixParam(v *types.Var) (string, bool) {
	if v.Pkg() != e.pkg || v.IsField() {
		return "", false
	}
	if vi := e.varInfo(v); vi != nil && (len(vi.defs) > 0 || len(vi.appends) > 0 || vi.other || vi.addrTaken) {
		return "", false
	}
	fn, idx := e.paramOf(v)
	if fn == nil || fn.Exported() {
		return "", false
	}
	if e.unixParams == nil {
		e.unixParams = map[*types.Func]*unixParamInfo{}
	}
	pi, ok := e.unixParams[fn]
	if !ok {
		pi = e.indexUnixParams(fn)
		e.unixParams[fn] = pi
	}
	if pi == nil || idx >= len(pi.units) || pi.units[idx] == "" {
		return "", false
	}
	return pi.units[idx], true
}

// paramOf returns the function of this package declaring parameter v, and
// v's index among its parameters.
func (e *Evaluator) paramOf(v *types.Var) (*types.Func, int) {
	for fn, fd := range e.decls {
		i := 0
		for _, field := range fd.Type.Params.List {
			if len(field.Names) == 0 {
				i++
				continue
			}
			for _, name := range field.Names {
				if e.info.Defs[name] == v {
					return fn, i
				}
				i++
			}
		}
	}
	return nil, 0
}

// indexUnixParams classifies the parameters of fn by its calls; nil when
// fn is used other than by being called, or never called.
func (e *Evaluator) indexUnixParams(fn *types.Func) *unixParamInfo {
	nparams := fn.Signature().Params().Len()
	if fn.Signature().Variadic() {
		nparams-- // the variadic slice is not one value
	}
	uses, calls := 0, []*ast.CallExpr{}
	for _, f := range e.files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Ident:
				if e.info.Uses[n] == fn {
					uses++
				}
			case *ast.CallExpr:
				if Callee(e.info, n) == fn && !n.Ellipsis.IsValid() {
					calls = append(calls, n)
				}
			}
			return true
		})
	}
	if len(calls) == 0 || uses != len(calls) {
		return nil
	}
	pi := &unixParamInfo{units: make([]string, nparams)}
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
		pi.units[i] = unit
	}
	return pi
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
