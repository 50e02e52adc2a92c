package keyexpr

import (
	"go/types"
)

// A helper that writes one of a few fixed rows takes the row's key from its
// callers: storeCert(ctx, activeCertSK, cert) and storeCert(ctx,
// backupCertSK, cert) call a function whose item is {PK: "CONFIG", SK: sk}.
// The parameter says nothing by itself; the calls say it is one of two
// constants.

// maxConsts bounds the constants counted for a parameter: beyond it the
// calls name a catalogue rather than a handful of rows.
const maxConsts = 16

// constParam returns the number of distinct constants the calls of v's
// function pass for v, a parameter of a function declared in this package:
// the function is unexported, its body does not assign v, its calls are
// all there is of it (onlyCalls), and every call passes a constant. 0
// otherwise.
func (e *Evaluator) constParam(v *types.Var) int {
	fn, idx, ok := e.calledParam(v)
	if !ok {
		return 0
	}
	counts, ok := e.constParams[fn]
	if !ok {
		if e.constParams == nil {
			e.constParams = map[*types.Func][]int{}
		}
		counts = e.constParamCounts(fn)
		e.constParams[fn] = counts
	}
	if idx >= len(counts) {
		return 0
	}
	return counts[idx]
}

// constParamCounts counts the distinct constants passed for each parameter
// of fn; nil when its calls are not all there is of it (onlyCalls).
func (e *Evaluator) constParamCounts(fn *types.Func) []int {
	calls, nparams := e.onlyCalls(fn)
	if calls == nil {
		return nil
	}
	counts := make([]int, nparams)
	for i := range nparams {
		seen := map[string]bool{}
		for _, call := range calls {
			if i >= len(call.Args) {
				seen = nil
				break
			}
			tv, ok := e.info.Types[call.Args[i]]
			if !ok || tv.Value == nil {
				seen = nil
				break
			}
			seen[tv.Value.ExactString()] = true
		}
		if len(seen) <= maxConsts {
			counts[i] = len(seen)
		}
	}
	return counts
}

// interfaceDeclares reports whether an interface type declared at the
// package level has a method called name: the package may call a method of
// that name through it, with arguments no call of the method shows.
func (e *Evaluator) interfaceDeclares(name string) bool {
	scope := e.pkg.Scope()
	for _, n := range scope.Names() {
		tn, ok := scope.Lookup(n).(*types.TypeName)
		if !ok {
			continue
		}
		it, ok := tn.Type().Underlying().(*types.Interface)
		if !ok {
			continue
		}
		for m := range it.Methods() {
			if m.Name() == name {
				return true
			}
		}
	}
	return false
}
