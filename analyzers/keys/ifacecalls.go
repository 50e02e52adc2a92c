package keys

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/generated"
)

// Services reach their repositories through interfaces
// (h.svc.ToggleLike(ctx, slug, visitor) with svc a Service), usually with
// one implementation in the module and mocks in tests. A call of an
// interface method is followed into the one method that can run: the
// method of the one concrete type of this package (outside _test.go
// files) or of a module package its checked files import (a fake that
// only a _test.go file imports is no implementation) that implements the
// interface (another package's method through its SinkFact); a type that gets the method from an
// embedded interface is one whose method is unknown. A type of a
// generated file (a mock MockGen writes beside the code) is no second
// implementation of a hand-written one (see implementation). Ambiguous or unknown:
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
// method of iface, or nil. An implementation declared in a generated
// file (a MockGen or mockery mock kept beside the code, a generated
// stub) does not count when exactly one written by hand exists: a mock
// is wired in by tests, the hand-written type by the program. When every
// implementation is generated, the one there is (a generated client, say)
// is real code and followed; two are ambiguous, as two written by hand are.
func (a *analysis_) implementation(fn *types.Func, iface *types.Interface) *types.Func {
	if iface.NumMethods() == 0 || a.pass.Pkg == nil {
		return nil
	}
	// The candidates, written by hand and generated: found is the one
	// method of each, unknown says there is a type whose method is not
	// known or a second method.
	type candidates struct {
		found   *types.Func
		unknown bool
	}
	var hand, gen candidates
	scanned := 0
	tooMany := false
	look := func(pkg *types.Package, local bool) {
		scope := pkg.Scope()
		for _, name := range scope.Names() {
			if tooMany || hand.unknown {
				return
			}
			if scanned++; scanned > maxImplScan {
				tooMany = true // too many to look at: not known to be one
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
			c := &hand
			if a.generatedAt(tn.Pos(), local) {
				c = &gen
			}
			obj, _, _ := types.LookupFieldOrMethod(t, true, fn.Pkg(), fn.Name())
			m, ok := obj.(*types.Func)
			if !ok {
				c.unknown = true
				continue
			}
			if r := m.Type().(*types.Signature).Recv(); r == nil || types.IsInterface(r.Type()) {
				c.unknown = true // promoted from an embedded interface: unknown
				continue
			}
			switch {
			case c.found == nil:
				c.found = m
			case c.found != m:
				c.unknown = true // two implementations (a type embedding another's shares its method: one)
			}
		}
	}
	look(a.pass.Pkg, true)
	imported := a.checkedImports()
	for _, p := range a.pass.Pkg.Imports() {
		if !tooMany && !hand.unknown && a.sameModule(p) && imported[p.Path()] {
			look(p, false)
		}
	}
	switch {
	case tooMany || hand.unknown:
		return nil
	case hand.found != nil:
		return hand.found
	case gen.unknown:
		return nil
	}
	return gen.found
}

// generatedAt reports whether the type declared at pos is in a generated
// file: one of the package's own files (local), or, for a type of
// another package of the module, the file its position names, whose
// header is read once.
func (a *analysis_) generatedAt(pos token.Pos, local bool) bool {
	tf := a.pass.Fset.File(pos)
	if tf == nil {
		return false
	}
	if a.w.generated == nil {
		a.w.generated = map[string]bool{}
		for _, f := range a.pass.Files {
			if t := a.pass.Fset.File(f.Pos()); t != nil {
				a.w.generated[t.Name()] = generated.IsGenerated(a.pass.Fset, f)
			}
		}
	}
	name := tf.Name()
	if g, ok := a.w.generated[name]; ok || local {
		return g
	}
	f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.PackageClauseOnly|parser.ParseComments)
	g := err == nil && ast.IsGenerated(f)
	a.w.generated[name] = g
	return g
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
