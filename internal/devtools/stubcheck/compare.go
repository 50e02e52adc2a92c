package stubcheck

import (
	"fmt"
	"go/token"
	"go/types"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
)

// fixtureDomains are reserved domains (RFC 2606) that test fixtures may use
// without being treated as stubs of real modules.
var fixtureDomains = []string{"example.com", "example.net", "example.org"}

// ThirdParty lists the stubs of modules that the root go.mod must not
// require: web frameworks and Lambda event types that the keyinjection rule
// knows, but that would otherwise enter the module graph of everything that
// builds ddblint (the golangci-lint plugin above all). The root test skips
// them; the separate module in thirdparty/ requires their real modules and
// checks them with CompareStubs.
var ThirdParty = []string{
	"github.com/aws/aws-lambda-go/events",
	"github.com/gin-gonic/gin",
	"github.com/go-chi/chi/v5",
	"github.com/gorilla/mux",
	"github.com/labstack/echo/v4",
	"github.com/labstack/gommon/log",
}

// CDK lists the stubs of the AWS CDK for Go (the DynamoDB constructs) and
// the modules its API names. Like ThirdParty they stay out of the root
// go.mod — the CDK module alone is some 200 MB — and the root test skips
// them; the thirdparty module checks them, with SubsetInterfaces.
var CDK = []string{
	"github.com/aws/aws-cdk-go/awscdk/v2/awsdynamodb",
	"github.com/aws/constructs-go/constructs/v10",
	"github.com/aws/jsii-runtime-go",
}

// Options relax the comparison for a set of stubs.
type Options struct {
	// SubsetInterfaces lets a stub interface declare only some of the real
	// interface's methods (each still with the real signature). It is for
	// jsii-generated APIs such as the CDK's, whose interfaces (Table,
	// Construct) have dozens of methods naming types from a dozen other
	// packages, and are implemented only by the jsii runtime's proxies:
	// code never implements them, so a method the stub leaves out cannot
	// make code compile against the stub but not against the real module.
	SubsetInterfaces bool
}

// CompareStubs loads the stub packages at paths from the GOPATH directory
// gopath (GOPATH mode) and the same import paths from the module in
// moduleDir (module mode, with the versions its go.mod pins), and fails t for
// every stub declaration that is not part of the real API with an identical
// type.
func CompareStubs(t *testing.T, gopath, moduleDir string, paths []string) {
	t.Helper()
	CompareStubsWith(t, gopath, moduleDir, paths, Options{})
}

// CompareStubsWith is CompareStubs with the comparison relaxed by opts.
func CompareStubsWith(t *testing.T, gopath, moduleDir string, paths []string, opts Options) {
	t.Helper()
	stubs := loadPackages(t, "stub (GOPATH mode)", &packages.Config{
		Mode: packages.NeedName | packages.NeedTypes,
		Dir:  gopath,
		Env: append(os.Environ(),
			"GOPATH="+gopath,
			"GO111MODULE=off",
			"GOFLAGS=", // -mod and friends are errors in GOPATH mode
			"GOWORK=off",
			"GOPROXY=off",
		),
	}, paths)
	reals := loadPackages(t, "real (module mode)", &packages.Config{
		Mode: packages.NeedName | packages.NeedTypes | packages.NeedModule,
		Dir:  moduleDir,
		Env:  append(os.Environ(), "GO111MODULE=on"),
	}, paths)

	for _, path := range paths {
		stub, real := stubs[path], reals[path]
		if stub == nil || real == nil {
			continue // already reported by loadPackages
		}
		where := path
		if m := real.Module; m != nil {
			where = fmt.Sprintf("%s (real module %s@%s)", path, m.Path, m.Version)
		}
		msgs := compareAPIWith(stub.Types, real.Types, opts)
		for _, msg := range msgs {
			t.Errorf("%s: %s", where, msg)
		}
		t.Logf("%s: %d exported declarations checked, %d mismatches", where, countExported(stub.Types), len(msgs))
	}
}

// StubImportPaths returns the import paths of the packages below src (a
// GOPATH src directory) whose first path element is a domain name other than
// a fixture domain.
func StubImportPaths(src string) ([]string, error) { return stubImportPaths(src) }

func stubImportPaths(src string) ([]string, error) {
	var paths []string
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if path != src && (strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return fmt.Errorf("import path of %s: %w", path, err)
		}
		importPath := filepath.ToSlash(rel)
		first, _, _ := strings.Cut(importPath, "/")
		if path != src && (!strings.Contains(first, ".") || slices.Contains(fixtureDomains, first)) {
			return filepath.SkipDir
		}
		entries, err := os.ReadDir(path)
		if err != nil {
			return fmt.Errorf("listing a stub directory: %w", err) // err names it
		}
		for _, e := range entries {
			if n := e.Name(); !e.IsDir() && strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") {
				paths = append(paths, importPath)
				break
			}
		}
		return nil
	})
	slices.Sort(paths)
	if err != nil {
		return paths, fmt.Errorf("finding the stub packages in %s: %w", src, err)
	}
	return paths, nil
}

func loadPackages(t *testing.T, what string, cfg *packages.Config, paths []string) map[string]*packages.Package {
	t.Helper()
	pkgs, err := packages.Load(cfg, paths...)
	if err != nil {
		t.Fatalf("loading %s packages: %v", what, err)
	}
	byPath := make(map[string]*packages.Package)
	for _, p := range pkgs {
		if len(p.Errors) > 0 {
			for _, e := range p.Errors {
				t.Errorf("loading %s package %s: %v", what, p.PkgPath, e)
			}
			continue
		}
		if p.Types == nil {
			t.Errorf("loading %s package %s: no type information", what, p.PkgPath)
			continue
		}
		byPath[p.PkgPath] = p
	}
	for _, path := range paths {
		if byPath[path] == nil && !slices.ContainsFunc(pkgs, func(p *packages.Package) bool { return p.PkgPath == path }) {
			t.Errorf("loading %s package %s: not returned by go/packages", what, path)
		}
	}
	return byPath
}

// compareAPI returns one message for every exported package-level
// declaration of stub that is not matched by real: the object must exist in
// real with the same kind and an identical type (struct types: every
// exported stub field exists in real with an identical type; defined types:
// every exported stub method exists in real with an identical signature and
// a receiver that is at least as permissive; interfaces: the same method
// names, exported or not; constants: the same value). Types are compared
// structurally with named types matched by package path and name, so the
// result does not depend on which copy of a dependency each side was
// type-checked against.
func compareAPI(stub, real *types.Package) []string {
	return compareAPIWith(stub, real, Options{})
}

func compareAPIWith(stub, real *types.Package, opts Options) []string {
	var msgs []string
	report := func(format string, args ...any) { msgs = append(msgs, fmt.Sprintf(format, args...)) }

	if stub.Name() != real.Name() {
		report("package name is %q in the stub but %q in the real package", stub.Name(), real.Name())
	}
	for _, name := range stub.Scope().Names() {
		s := stub.Scope().Lookup(name)
		if !s.Exported() {
			continue
		}
		r := real.Scope().Lookup(name)
		if r == nil {
			report("%s %s is declared in the stub but not in the real package", objKind(s), name)
			continue
		}
		if sk, rk := objKind(s), objKind(r); sk != rk {
			report("%s is a %s in the stub but a %s in the real package", name, sk, rk)
			continue
		}
		switch s := s.(type) {
		case *types.Const:
			r := r.(*types.Const)
			if !identical(s.Type(), r.Type()) {
				report("const %s has type %s in the stub but %s in the real package", name, typeString(s.Type()), typeString(r.Type()))
			}
			if s.Val().Kind() != r.Val().Kind() || s.Val().ExactString() != r.Val().ExactString() {
				report("const %s = %s in the stub but %s in the real package", name, s.Val().ExactString(), r.Val().ExactString())
			}
		case *types.Var:
			if !identical(s.Type(), r.Type()) {
				report("var %s has type %s in the stub but %s in the real package", name, typeString(s.Type()), typeString(r.Type()))
			}
		case *types.Func:
			if !identical(s.Type(), r.Type()) {
				report("func %s has signature\n\t%s\nin the stub but\n\t%s\nin the real package", name, funcString(s), funcString(r.(*types.Func)))
			}
		case *types.TypeName:
			msgs = append(msgs, compareTypeName(s, r.(*types.TypeName), opts)...)
		}
	}
	return msgs
}

func countExported(pkg *types.Package) int {
	n := 0
	for _, name := range pkg.Scope().Names() {
		if token.IsExported(name) {
			n++
		}
	}
	return n
}

func objKind(obj types.Object) string {
	switch obj := obj.(type) {
	case *types.Const:
		return "const"
	case *types.Var:
		return "var"
	case *types.Func:
		return "func"
	case *types.TypeName:
		if obj.IsAlias() {
			return "type alias"
		}
		if _, ok := obj.Type().Underlying().(*types.Interface); ok {
			return "interface type"
		}
		return "defined type"
	}
	return fmt.Sprintf("%T", obj)
}

func compareTypeName(s, r *types.TypeName, opts Options) []string {
	var msgs []string
	report := func(format string, args ...any) { msgs = append(msgs, fmt.Sprintf(format, args...)) }
	name := s.Name()

	if s.IsAlias() {
		if !identical(s.Type(), r.Type()) {
			report("type %s = %s in the stub but = %s in the real package", name, typeString(types.Unalias(s.Type())), typeString(types.Unalias(r.Type())))
		}
		return msgs
	}
	sn, sok := s.Type().(*types.Named)
	rn, rok := r.Type().(*types.Named)
	if !sok || !rok {
		return append(msgs, fmt.Sprintf("type %s: unexpected representation %T (stub) / %T (real)", name, s.Type(), r.Type()))
	}
	if !identicalTypeParams(sn.TypeParams(), rn.TypeParams()) {
		report("type %s has type parameters %s in the stub but %s in the real package", name, typeParamsString(sn.TypeParams()), typeParamsString(rn.TypeParams()))
	}

	switch su := sn.Underlying().(type) {
	case *types.Struct:
		ru, ok := rn.Underlying().(*types.Struct)
		if !ok {
			report("type %s is a struct in the stub but has underlying type %s in the real package", name, typeString(rn.Underlying()))
			break
		}
		for f := range su.Fields() {
			if !f.Exported() {
				continue
			}
			rf := structField(ru, f.Name())
			switch {
			case rf == nil:
				report("field %s.%s is declared in the stub but not in the real package", name, f.Name())
			case f.Embedded() != rf.Embedded():
				report("field %s.%s is embedded in only one of stub (%t) and real package (%t)", name, f.Name(), f.Embedded(), rf.Embedded())
			case !identical(f.Type(), rf.Type()):
				report("field %s.%s has type %s in the stub but %s in the real package", name, f.Name(), typeString(f.Type()), typeString(rf.Type()))
			}
		}
	case *types.Interface:
		ru, ok := rn.Underlying().(*types.Interface)
		if !ok {
			report("type %s is an interface in the stub but has underlying type %s in the real package", name, typeString(rn.Underlying()))
			break
		}
		sm, rm := interfaceMethods(su), interfaceMethods(ru)
		for _, id := range slices.Sorted(maps.Keys(sm)) {
			m := sm[id]
			if rm[id] == nil {
				report("interface %s has method %s in the stub but not in the real package", name, m.Name())
			} else if !identical(m.Type(), rm[id].Type()) {
				report("interface method %s.%s has signature %s in the stub but %s in the real package", name, m.Name(), typeString(m.Type()), typeString(rm[id].Type()))
			}
		}
		for _, id := range slices.Sorted(maps.Keys(rm)) {
			if m := rm[id]; sm[id] == nil && !opts.SubsetInterfaces {
				report("interface %s lacks method %s of the real package (interfaces must have the same methods)", name, m.Name())
			}
		}
		if !su.IsMethodSet() || !ru.IsMethodSet() {
			if typeString(su) != typeString(ru) {
				report("interface %s has type set %s in the stub but %s in the real package", name, typeString(su), typeString(ru))
			}
		}
		return msgs // method sets of interface types are covered above
	default:
		if !identical(su, rn.Underlying()) {
			report("type %s has underlying type %s in the stub but %s in the real package", name, typeString(su), typeString(rn.Underlying()))
		}
	}

	// Methods, including promoted ones: those callable on a value T must be
	// callable on a real T, those callable on *T on a real *T.
	sValue, rValue := types.NewMethodSet(sn), types.NewMethodSet(rn)
	sPtr, rPtr := types.NewMethodSet(types.NewPointer(sn)), types.NewMethodSet(types.NewPointer(rn))
	for sel := range sPtr.Methods() {
		m := sel.Obj().(*types.Func)
		if !m.Exported() {
			continue
		}
		rsel := rPtr.Lookup(r.Pkg(), m.Name())
		if rsel == nil {
			report("method %s.%s is declared in the stub but not in the real package", name, m.Name())
			continue
		}
		rm := rsel.Obj().(*types.Func)
		if !identical(m.Type(), rm.Type()) {
			report("method %s has signature\n\t%s\nin the stub but\n\t%s\nin the real package", m.Name(), funcString(m), funcString(rm))
			continue
		}
		if sValue.Lookup(s.Pkg(), m.Name()) != nil && rValue.Lookup(r.Pkg(), m.Name()) == nil {
			report("method %s.%s has a value receiver in the stub but a pointer receiver in the real package", name, m.Name())
		}
	}
	return msgs
}

func structField(st *types.Struct, name string) *types.Var {
	for f := range st.Fields() {
		if f.Name() == name {
			return f
		}
	}
	return nil
}

// interfaceMethods maps the ids of all methods of iface (including embedded
// and unexported ones) to the methods. Unexported names are qualified by
// package path, not by *types.Package, so two copies of a package agree.
func interfaceMethods(iface *types.Interface) map[string]*types.Func {
	ms := make(map[string]*types.Func)
	for m := range iface.Methods() {
		ms[methodID(m)] = m
	}
	return ms
}

func methodID(m *types.Func) string {
	if m.Exported() || m.Pkg() == nil {
		return m.Name()
	}
	return m.Pkg().Path() + "." + m.Name()
}

// identical reports whether x and y are identical types, treating named types
// (and unexported names) as equal when their package paths and names are, so
// that types from independently loaded copies of a package can be compared.
func identical(x, y types.Type) bool {
	x, y = types.Unalias(x), types.Unalias(y)
	switch x := x.(type) {
	case *types.Basic:
		y, ok := y.(*types.Basic)
		return ok && x.Kind() == y.Kind()
	case *types.Pointer:
		y, ok := y.(*types.Pointer)
		return ok && identical(x.Elem(), y.Elem())
	case *types.Slice:
		y, ok := y.(*types.Slice)
		return ok && identical(x.Elem(), y.Elem())
	case *types.Array:
		y, ok := y.(*types.Array)
		return ok && x.Len() == y.Len() && identical(x.Elem(), y.Elem())
	case *types.Map:
		y, ok := y.(*types.Map)
		return ok && identical(x.Key(), y.Key()) && identical(x.Elem(), y.Elem())
	case *types.Chan:
		y, ok := y.(*types.Chan)
		return ok && x.Dir() == y.Dir() && identical(x.Elem(), y.Elem())
	case *types.Tuple:
		y, ok := y.(*types.Tuple)
		if !ok || x.Len() != y.Len() {
			return false
		}
		for i := range x.Len() {
			if !identical(x.At(i).Type(), y.At(i).Type()) {
				return false
			}
		}
		return true
	case *types.Signature:
		// Receivers and parameter names are not part of a function's type.
		y, ok := y.(*types.Signature)
		return ok && x.Variadic() == y.Variadic() &&
			identicalTypeParams(x.TypeParams(), y.TypeParams()) &&
			identical(x.Params(), y.Params()) &&
			identical(x.Results(), y.Results())
	case *types.Struct:
		y, ok := y.(*types.Struct)
		if !ok || x.NumFields() != y.NumFields() {
			return false
		}
		for i := range x.NumFields() {
			xf, yf := x.Field(i), y.Field(i)
			if xf.Embedded() != yf.Embedded() || x.Tag(i) != y.Tag(i) ||
				varID(xf) != varID(yf) || !identical(xf.Type(), yf.Type()) {
				return false
			}
		}
		return true
	case *types.Interface:
		y, ok := y.(*types.Interface)
		if !ok || x.NumMethods() != y.NumMethods() || x.IsMethodSet() != y.IsMethodSet() {
			return false
		}
		xm, ym := interfaceMethods(x), interfaceMethods(y)
		for id, m := range xm {
			if ym[id] == nil || !identical(m.Type(), ym[id].Type()) {
				return false
			}
		}
		if !x.IsMethodSet() {
			// Constraint interfaces: compare the embedded elements in order.
			if x.NumEmbeddeds() != y.NumEmbeddeds() {
				return false
			}
			for i := range x.NumEmbeddeds() {
				if !identical(x.EmbeddedType(i), y.EmbeddedType(i)) {
					return false
				}
			}
		}
		return true
	case *types.Union:
		y, ok := y.(*types.Union)
		if !ok || x.Len() != y.Len() {
			return false
		}
		for i := range x.Len() {
			if x.Term(i).Tilde() != y.Term(i).Tilde() || !identical(x.Term(i).Type(), y.Term(i).Type()) {
				return false
			}
		}
		return true
	case *types.Named:
		y, ok := y.(*types.Named)
		if !ok || objectID(x.Obj()) != objectID(y.Obj()) || x.TypeArgs().Len() != y.TypeArgs().Len() {
			return false
		}
		for i := range x.TypeArgs().Len() {
			if !identical(x.TypeArgs().At(i), y.TypeArgs().At(i)) {
				return false
			}
		}
		return true
	case *types.TypeParam:
		y, ok := y.(*types.TypeParam)
		return ok && x.Index() == y.Index()
	}
	return false
}

func identicalTypeParams(x, y *types.TypeParamList) bool {
	if x.Len() != y.Len() {
		return false
	}
	for i := range x.Len() {
		if !identical(x.At(i).Constraint(), y.At(i).Constraint()) {
			return false
		}
	}
	return true
}

func objectID(obj types.Object) string {
	if obj.Pkg() == nil {
		return obj.Name() // predeclared (error, comparable)
	}
	return obj.Pkg().Path() + "." + obj.Name()
}

func varID(v *types.Var) string {
	if v.Exported() || v.Pkg() == nil {
		return v.Name()
	}
	return v.Pkg().Path() + "." + v.Name()
}

// qualifier prints every package by its full path, so type strings do not
// depend on import names.
func qualifier(p *types.Package) string { return p.Path() }

func typeString(t types.Type) string { return types.TypeString(t, qualifier) }

func funcString(f *types.Func) string { return types.ObjectString(f, qualifier) }

func typeParamsString(l *types.TypeParamList) string {
	var b strings.Builder
	b.WriteString("[")
	for i := range l.Len() {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(l.At(i).Obj().Name() + " " + typeString(l.At(i).Constraint()))
	}
	b.WriteString("]")
	return b.String()
}
