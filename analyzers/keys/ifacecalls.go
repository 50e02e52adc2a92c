package keys

import (
	"go/types"
	"strconv"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/sdk"
)

// Services reach their repositories through interfaces
// (h.svc.ToggleLike(ctx, slug, visitor) with svc a Service), usually with
// one implementation in the module and mocks in tests. A call of an
// interface method is followed into the one method that can run: the
// method of the one concrete type of this package (outside _test.go
// files) or of a module package its checked files import (a fake that
// only a _test.go file imports is no implementation) that implements the
// interface (another package's method through its SinkFact); a type that gets the method from an
// embedded interface is one whose method is unknown. Ambiguous or unknown:
// the call is not followed, as before. Importers of the package are not
// seen (the driver analyses a package before them), so an implementation
// there is missed; it could not be wired in without this package's
// interface, and its own calls are judged in its package.

// callTarget returns the function a call of fn runs: fn itself, or, for
// a method of an interface, its one implementation (see above). It
// returns fn when there is no one implementation.
func (a *analysis_) callTarget(fn *types.Func) *types.Func {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil || fn.Pkg() == nil || sdk.IsSDKPath(fn.Pkg().Path()) {
		return fn // the SDK's client interfaces are sinks themselves
	}
	iface, ok := sig.Recv().Type().Underlying().(*types.Interface)
	if !ok {
		return fn
	}
	if impl, ok := a.w.impls[fn]; ok {
		return impl
	}
	impl := a.implementation(fn, iface)
	if impl == nil {
		impl = fn
	}
	a.w.impls[fn] = impl
	return impl
}

// maxImplScan bounds the named types looked at for one interface method.
const maxImplScan = 5000

// implementation finds the one concrete method that implements fn, a
// method of iface, or nil.
func (a *analysis_) implementation(fn *types.Func, iface *types.Interface) *types.Func {
	if iface.NumMethods() == 0 || a.pass.Pkg == nil {
		return nil
	}
	var found *types.Func
	scanned := 0
	ambiguous := false
	look := func(pkg *types.Package, local bool) {
		scope := pkg.Scope()
		for _, name := range scope.Names() {
			if ambiguous {
				return
			}
			if scanned++; scanned > maxImplScan {
				ambiguous = true // too many to look at: not known to be one
				return
			}
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() {
				continue
			}
			named, ok := tn.Type().(*types.Named)
			if !ok || named.TypeParams().Len() > 0 {
				continue
			}
			if _, isIface := named.Underlying().(*types.Interface); isIface {
				continue
			}
			var t types.Type = named
			if !types.Implements(t, iface) {
				t = types.NewPointer(named)
				if !types.Implements(t, iface) {
					continue
				}
			}
			if local && strings.HasSuffix(a.pass.Fset.Position(tn.Pos()).Filename, "_test.go") {
				continue // a test double
			}
			obj, _, _ := types.LookupFieldOrMethod(t, true, fn.Pkg(), fn.Name())
			m, ok := obj.(*types.Func)
			if !ok {
				ambiguous = true
				return
			}
			if r := m.Type().(*types.Signature).Recv(); r == nil || types.IsInterface(r.Type()) {
				ambiguous = true // promoted from an embedded interface: unknown
				return
			}
			switch {
			case found == nil:
				found = m
			case found != m:
				ambiguous = true // two implementations (a type embedding another's shares its method: one)
			}
		}
	}
	look(a.pass.Pkg, true)
	imported := a.checkedImports()
	for _, p := range a.pass.Pkg.Imports() {
		if !ambiguous && a.sameModule(p) && imported[p.Path()] {
			look(p, false)
		}
	}
	if ambiguous {
		return nil
	}
	return found
}

// checkedImports are the paths the package's files import, but for
// _test.go files unless tests are checked: a fake a test imports
// (testutil.FakeRepo) is no second implementation of the package's
// interface. go vet analyses a package with its tests and the ddblint
// command without, and both must find the same one implementation.
func (a *analysis_) checkedImports() map[string]bool {
	if a.w.imports != nil {
		return a.w.imports
	}
	out := map[string]bool{}
	for _, f := range a.files {
		for _, imp := range f.Imports {
			if path, err := strconv.Unquote(imp.Path.Value); err == nil {
				out[path] = true
			}
		}
	}
	a.w.imports = out
	return out
}
