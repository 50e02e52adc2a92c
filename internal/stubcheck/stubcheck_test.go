package stubcheck

import (
	"fmt"
	"go/ast"
	"go/parser"
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

	// The real packages behind the stubs. Importing them here keeps their
	// modules in go.mod (go mod tidy) at the versions the stubs are checked
	// against.
	_ "github.com/aws/aws-sdk-go-v2/aws"
	_ "github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	_ "github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	_ "github.com/aws/aws-sdk-go-v2/service/dynamodb"
	_ "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	_ "github.com/google/uuid"
	_ "github.com/oklog/ulid/v2"
	_ "github.com/segmentio/ksuid"
)

// Paths relative to this package's directory (go test runs in it).
const (
	repoRoot    = "../.."
	testdataDir = "../../testdata"
)

// requiredStubs must exist under testdata/src; other stubs found there are
// checked too.
var requiredStubs = []string{
	"github.com/aws/aws-sdk-go-v2/aws",
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue",
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression",
	"github.com/aws/aws-sdk-go-v2/service/dynamodb",
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types",
	"github.com/google/uuid",
	"github.com/oklog/ulid/v2",
	"github.com/segmentio/ksuid",
}

// fixtureDomains are reserved domains (RFC 2606) that test fixtures may use
// without being treated as stubs of real modules.
var fixtureDomains = []string{"example.com", "example.net", "example.org"}

func TestStubsMatchRealModules(t *testing.T) {
	gopath, err := filepath.Abs(testdataDir)
	if err != nil {
		t.Fatal(err)
	}
	root, err := filepath.Abs(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("repository root not found relative to the test: %v", err)
	}

	paths, err := stubImportPaths(filepath.Join(gopath, "src"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range requiredStubs {
		if !slices.Contains(paths, p) {
			t.Errorf("stub package %s is missing from testdata/src", p)
		}
	}
	if len(paths) == 0 {
		t.Fatal("no stub packages found under testdata/src")
	}

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
		Dir:  root,
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
		msgs := compareAPI(stub.Types, real.Types)
		for _, msg := range msgs {
			t.Errorf("%s: %s", where, msg)
		}
		t.Logf("%s: %d exported declarations checked, %d mismatches", where, countExported(stub.Types), len(msgs))
	}
}

// stubImportPaths returns the import paths of the packages below src whose
// first path element is a domain name other than a fixture domain.
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
			return err
		}
		importPath := filepath.ToSlash(rel)
		first, _, _ := strings.Cut(importPath, "/")
		if path != src && (!strings.Contains(first, ".") || slices.Contains(fixtureDomains, first)) {
			return filepath.SkipDir
		}
		entries, err := os.ReadDir(path)
		if err != nil {
			return err
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
	return paths, err
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
			msgs = append(msgs, compareTypeName(s, r.(*types.TypeName))...)
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

func compareTypeName(s, r *types.TypeName) []string {
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
			if m := rm[id]; sm[id] == nil {
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

// checkSource type-checks a single-file package with import path
// example.com/p from src.
func checkSource(t *testing.T, src string) *types.Package {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := new(types.Config).Check("example.com/p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return pkg
}

// realSrc plays the real package in the tests of compareAPI.
const realSrc = `package p

const C = "c"
const D = 2
var V []int
func F(a int, b ...string) (S, error) { return S{}, nil }
func G(f func(*S)) {}
type S struct {
	A int
	B []map[string]I
	hidden int
}
func (S) M(x int) string { return "" }
func (*S) P() {}
func (*S) Q() {}
type I interface {
	Get() int
	private()
}
type J interface{ Get() int }
type E string
type Arr [20]byte
type Al = []int
type K struct{}
func Generic[T any](x T) T { return x }
type Extra int
func AnyParam(v any) {}
`

func TestCompareAPIAcceptsSubset(t *testing.T) {
	// A stub with fewer declarations, fewer fields and methods, different
	// field order, unexported fields of its own, parameter names that differ
	// and interface{} for any: all compatible.
	stub := checkSource(t, `package p

const C = "c"
var V []int
func F(x int, y ...string) (S, error) { return S{}, nil }
func G(func(*S)) {}
type S struct {
	B []map[string]I
	A int
	mine string
}
func (S) M(int) string { return "" }
func (*S) P() {}
type I interface {
	private()
	Get() int
}
type Arr [20]uint8
type Al = []int
func Generic[U any](y U) U { return y }
func AnyParam(v interface{}) {}
func unexported() {}
`)
	real := checkSource(t, realSrc)
	if msgs := compareAPI(stub, real); len(msgs) > 0 {
		t.Errorf("compareAPI reported mismatches for a compatible stub:\n%s", strings.Join(msgs, "\n"))
	}
}

func TestCompareAPIFindsMismatches(t *testing.T) {
	stub := checkSource(t, `package p

const C = "d"
const D int64 = 2
var V []int32
func F(a int, b []string) (S, error) { return S{}, nil }
func G(f func(S)) {}
type S struct {
	A int64
	Missing string
}
func (*S) M(x int) string { return "" }
func (S) P() {}
func (*S) Q() int { return 0 }
func (S) R() {}
type I interface {
	Get() int
	other()
}
type J interface {
	Get() int
	private()
}
type E int
type Arr [16]byte
type Al = []string
type K int
func Generic[T comparable](x T) T { return x }
var Extra int
func Nope() {}
`)
	real := checkSource(t, realSrc)
	msgs := compareAPI(stub, real)
	want := []string{
		`const C = "d" in the stub but "c"`,
		`const D has type int64 in the stub but untyped int`,
		`var V has type []int32 in the stub but []int`,
		`func F has signature`,
		`func G has signature`,
		`field S.A has type int64 in the stub but int`,
		`field S.Missing is declared in the stub but not`,
		`method S.P has a value receiver in the stub but a pointer receiver`,
		`method Q has signature`,
		`method S.R is declared in the stub but not`,
		`interface I has method other in the stub but not`,
		`interface I lacks method private`,
		`interface J has method private in the stub but not`,
		`type E has underlying type int in the stub but string`,
		`type Arr has underlying type [16]byte in the stub but [20]byte`,
		`type Al = []string in the stub but = []int`,
		`type K has underlying type int in the stub but struct{}`,
		`func Generic has signature`,
		`Extra is a var in the stub but a defined type`,
		`func Nope is declared in the stub but not in the real package`,
	}
	for _, w := range want {
		if !slices.ContainsFunc(msgs, func(m string) bool { return strings.Contains(m, w) }) {
			t.Errorf("no mismatch containing %q", w)
		}
	}
	if len(msgs) != len(want) {
		t.Errorf("got %d mismatches, want %d:\n%s", len(msgs), len(want), strings.Join(msgs, "\n"))
	}
	// M has a pointer receiver in the stub and a value receiver in the real
	// package: the stub is stricter, which is allowed.
	for _, m := range msgs {
		if strings.Contains(m, "S.M ") || strings.Contains(m, "method M ") {
			t.Errorf("unexpected mismatch for method M: %s", m)
		}
	}
}

func TestCompareAPIPackageName(t *testing.T) {
	stub := checkSource(t, "package q\n")
	real := checkSource(t, "package p\n")
	msgs := compareAPI(stub, real)
	if len(msgs) != 1 || !strings.Contains(msgs[0], `package name is "q" in the stub but "p"`) {
		t.Errorf("got %q, want one package name mismatch", msgs)
	}
}

func TestIdenticalAcrossPackageCopies(t *testing.T) {
	// Two independent type-checks of the same source produce distinct
	// *types.Named objects; identical must still match them, and
	// types.Identical must not (otherwise the structural comparison would be
	// pointless).
	a, b := checkSource(t, realSrc), checkSource(t, realSrc)
	for _, name := range a.Scope().Names() {
		ta, tb := a.Scope().Lookup(name).Type(), b.Scope().Lookup(name).Type()
		if !identical(ta, tb) {
			t.Errorf("%s: identical(%s, %s) = false across copies", name, typeString(ta), typeString(tb))
		}
	}
	if types.Identical(a.Scope().Lookup("S").Type(), b.Scope().Lookup("S").Type()) {
		t.Error("types.Identical unexpectedly matched named types from two type-checks")
	}
}
