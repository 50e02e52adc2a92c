package stubcheck

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	// The real packages behind the stubs. Importing them here keeps their
	// modules in go.mod (go mod tidy) at the versions the stubs are checked
	// against.
	_ "github.com/aws/aws-sdk-go-v2/aws"
	_ "github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	_ "github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	_ "github.com/aws/aws-sdk-go-v2/service/dynamodb"
	_ "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	_ "github.com/aws/aws-sdk-go/aws"                                //nolint:staticcheck // SA1019 on purpose: ddblint checks v1 code
	_ "github.com/aws/aws-sdk-go/service/dynamodb"                   //nolint:staticcheck // SA1019 on purpose: ddblint checks v1 code
	_ "github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute" //nolint:staticcheck // SA1019 on purpose: ddblint checks v1 code
	_ "github.com/aws/aws-sdk-go/service/dynamodb/expression"        //nolint:staticcheck // SA1019 on purpose: ddblint checks v1 code
	_ "github.com/google/uuid"
	_ "github.com/guregu/dynamo"
	_ "github.com/guregu/dynamo/v2"
	_ "github.com/oklog/ulid/v2"
	_ "github.com/segmentio/ksuid"
)

// Paths relative to this package's directory (go test runs in it).
const (
	repoRoot    = "../../.."
	testdataDir = "../../../testdata"
)

// requiredStubs must exist under testdata/src; other stubs found there are
// checked too.
var requiredStubs = []string{
	"github.com/aws/aws-sdk-go-v2/aws",
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue",
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression",
	"github.com/aws/aws-sdk-go-v2/service/dynamodb",
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types",
	"github.com/aws/aws-sdk-go/aws",
	"github.com/aws/aws-sdk-go/service/dynamodb",
	"github.com/aws/aws-sdk-go/service/dynamodb/dynamodbattribute",
	"github.com/aws/aws-sdk-go/service/dynamodb/expression",
	"github.com/google/uuid",
	"github.com/guregu/dynamo",
	"github.com/guregu/dynamo/v2",
	"github.com/oklog/ulid/v2",
	"github.com/segmentio/ksuid",
}

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

	all, err := stubImportPaths(filepath.Join(gopath, "src"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range requiredStubs {
		if !slices.Contains(all, p) {
			t.Errorf("stub package %s is missing from testdata/src", p)
		}
	}
	// The stubs of ThirdParty and CDK modules are checked by the module in
	// thirdparty/, whose go.mod requires them.
	var paths []string
	for _, p := range all {
		if !slices.Contains(ThirdParty, p) && !slices.Contains(CDK, p) {
			paths = append(paths, p)
		}
	}
	if len(paths) == 0 {
		t.Fatal("no stub packages found under testdata/src")
	}
	CompareStubs(t, gopath, root, paths)
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

func TestCompareAPISubsetInterfaces(t *testing.T) {
	// With SubsetInterfaces, an interface may leave methods out, but the
	// ones it declares must still match.
	real := checkSource(t, realSrc)
	subset := checkSource(t, `package p

type I interface{ Get() int }
type J interface{}
`)
	if msgs := compareAPIWith(subset, real, Options{SubsetInterfaces: true}); len(msgs) > 0 {
		t.Errorf("compareAPIWith(SubsetInterfaces) reported mismatches for subset interfaces:\n%s", strings.Join(msgs, "\n"))
	}
	if msgs := compareAPI(subset, real); len(msgs) != 2 {
		t.Errorf("compareAPI: got %q, want the two missing methods", msgs)
	}
	wrong := checkSource(t, `package p

type I interface{ Get() string }
`)
	if msgs := compareAPIWith(wrong, real, Options{SubsetInterfaces: true}); len(msgs) != 1 || !strings.Contains(msgs[0], "interface method I.Get has signature") {
		t.Errorf("compareAPIWith(SubsetInterfaces): got %q, want one signature mismatch", msgs)
	}
}
