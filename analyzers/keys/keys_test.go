package keys_test

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/devtools/testutil"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
)

// dump reports every key the engine finds, so the engine's reading of each
// idiom is pinned by `// want` comments in testdata/src/enginetest.
var dump = &analysis.Analyzer{
	Name:     "dump",
	Doc:      "report every key the engine finds",
	Requires: []*analysis.Analyzer{keys.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[keys.Analyzer].(*keys.Result)
		for _, s := range slices.Concat(res.Sets, res.Pending) {
			for _, k := range s.Keys {
				var b strings.Builder
				if s.Needs != "" {
					// A pending set (Result.Pending): its type's.
					fmt.Fprintf(&b, "pending %s: ", s.Needs)
				}
				fmt.Fprintf(&b, "%s %s", s.Call, s.Op)
				if s.Table != "" {
					fmt.Fprintf(&b, " %s", s.Table)
				}
				fmt.Fprintf(&b, " %s %s", k.Attr, k.Role)
				if k.Index != "" {
					fmt.Fprintf(&b, " %s", k.Index)
				}
				if k.Numeric {
					b.WriteString(" N")
				}
				if k.Cond != "" {
					fmt.Fprintf(&b, " %s", k.Cond)
				}
				fmt.Fprintf(&b, " = %s", describe(k.Value))
				pass.Reportf(k.Expr.Pos(), "%s", b.String())
			}
		}
		return nil, nil
	},
}

// describe renders a template with the hole details the tests pin.
func describe(t keyexpr.Template) string {
	var b strings.Builder
	for _, p := range t.Parts {
		if p.IsLit() {
			b.WriteString(p.Lit)
			continue
		}
		h := p.Hole
		fmt.Fprintf(&b, "<%s", h.Kind)
		if h.Name != "" {
			fmt.Fprintf(&b, ":%s", h.Name)
		}
		if h.Pad != 0 {
			fmt.Fprintf(&b, " pad=%d", h.Pad)
		}
		if h.Unix {
			b.WriteString(" unix")
			if h.UnixUnit != "s" {
				fmt.Fprintf(&b, "=%s", h.UnixUnit)
			}
		}
		if h.Kind == keyexpr.Time {
			fmt.Fprintf(&b, " layout=%s", h.Layout)
		}
		if h.Bucket != "" {
			fmt.Fprintf(&b, " bucket=%s", h.Bucket)
		}
		if h.Kind == keyexpr.Enum {
			fmt.Fprintf(&b, " values=%d", h.Values)
		}
		if h.Taint != "" {
			fmt.Fprintf(&b, " taint=%s", h.Taint)
		}
		b.WriteString(">")
	}
	return b.String()
}

func TestEngine(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/app")
}

// TestWorld pins the sinks of the code real projects have beyond SDK v2
// requests: aws-sdk-go v1, guregu/dynamo, PartiQL, key helpers.
func TestWorld(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/world")
}

// TestRuntimeTableName: a CreateTableInput whose name is computed at run
// time still declares which attributes are keys.
func TestRuntimeTableName(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/runtimetable")
}

// TestReceiverKeys: a key method of a type with a basic underlying type
// (func (id OrderID) PK() string) binds its receiver at each call, in its
// package and, through its fact, in others.
func TestReceiverKeys(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), keys.Analyzer, "enginetest/recvkeys/ids")
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/recvkeys")
}

// TestFieldTableName: a store's table name in a field its constructor
// sets to one constant names that table.
func TestFieldTableName(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/fieldtables")
}

func TestHelperFacts(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), keys.Analyzer, "enginetest/keyhelpers")
}

// TestValidatorFacts pins the ValidatorFacts of functions that check a
// parameter for the separator, also through a validator of another package.
func TestValidatorFacts(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), keys.Analyzer, "enginetest/validators/base", "enginetest/validators")
}

// validators reports every call to a function of Result.Validators, so the
// facts the engine imports for the rules are pinned.
var validators = &analysis.Analyzer{
	Name:     "validators",
	Doc:      "report the calls to validators of other packages",
	Requires: []*analysis.Analyzer{keys.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[keys.Analyzer].(*keys.Result)
		for _, f := range pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				fn, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
				if fn == nil {
					return true
				}
				if params, ok := res.Validators[fn.Origin()]; ok {
					var b strings.Builder
					fmt.Fprintf(&b, "validator %s.%s", fn.Pkg().Name(), fn.Name())
					for _, i := range params {
						fmt.Fprintf(&b, " #%d", i)
					}
					pass.Reportf(call.Pos(), "%s", b.String())
				}
				return true
			})
		}
		return nil, nil
	},
}

func TestValidators(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), validators, "enginetest/validators/use")
}

// seps reports each key's separators and, at the package clause, the
// module-wide counts, so the engine's reading of separators is pinned.
var seps = &analysis.Analyzer{
	Name:     "seps",
	Doc:      "report the separators the engine finds",
	Requires: []*analysis.Analyzer{keys.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[keys.Analyzer].(*keys.Result)
		for _, s := range res.Sets {
			for _, k := range s.Keys {
				var b strings.Builder
				for _, d := range res.KeySeparators(k) {
					if !strings.ContainsRune(b.String(), rune(d.Char)) {
						b.WriteByte(d.Char)
					}
				}
				pass.Reportf(k.Expr.Pos(), "separators %s", b.String())
			}
		}
		var counts []string
		for sep, n := range res.ModuleSeparators {
			counts = append(counts, fmt.Sprintf("%s=%d", sep, n))
		}
		slices.Sort(counts)
		pass.Reportf(pass.Files[0].Name.Pos(), "module separators %s", strings.Join(counts, " "))
		return nil, nil
	},
}

func TestSeparators(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), seps, "enginetest/separators")
}

func TestSeparatorFacts(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), keys.Analyzer, "enginetest/sepdep")
}

// TestFieldHelperFacts pins the HelperFacts of function literals held in
// fields of exported variables.
func TestFieldHelperFacts(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), keys.Analyzer, "enginetest/fieldkeys/keys")
}

// TestFieldHelpers: calls of those fields from another package
// (keys.Order.PK(id)) read the facts.
func TestFieldHelpers(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/fieldkeys")
}

// TestWrappers: keys handed to wrappers of this package and of another
// (SinkFact) are read at the call sites, with the arguments as values.
func TestWrappers(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/wrappers", "enginetest/wrappers/nodynamo")
}

// TestSinkFacts pins what exported wrappers export.
// TestGeneratedMocks: a mock in a generated file of the package is no
// second implementation of an interface a call goes through.
func TestGeneratedMocks(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/wrappers/mocked")
}

func TestSinkFacts(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), keys.Analyzer, "enginetest/wrappers/repo", "enginetest/wrappers/repo/batch")
}

// TestFlow pins how values built step by step are followed: stores after a
// request literal, branches (one key set per shape), appends, (string,
// error) helpers and helpers of several results.
func TestFlow(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/flow")
}

// TestKeyStructFacts: the key struct a key method of a model package (one
// that does not use DynamoDB) returns travels as a fact and is judged
// where another package marshals it.
func TestKeyStructFacts(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/keystructs", "enginetest/keystructs/dynmodel")
}

// TestItemVars: items built in a local struct variable field by field or
// copied and amended, then handed whole to a marshaller, a wrapper or
// guregu's Put.
func TestItemVars(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/itemvars")
}

// Items a model package builds with a constructor or a setter method, and
// another package marshals: read at the calls from the facts.
func TestCtorFacts(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/ctors", "enginetest/ctors/legacy")
}

// TestShapeCharsFactOwn checks that a package's ShapesFact gives the
// alphabet of its own keys' holes. The pass merges the alphabets of the
// module's other packages into the same map after exporting the fact; a
// fact sharing that map's slices would say the importer's uuid hole holds
// any text, because an imported package writes a name into the same shape.
func TestShapeCharsFactOwn(t *testing.T) {
	results := analysistest.Run(t, testutil.TestData(), keys.Analyzer, "enginetest/shapechars")
	var found bool
	for _, r := range results {
		if r.Pass == nil || r.Pass.Pkg.Path() != "enginetest/shapechars" {
			continue
		}
		for _, f := range r.Facts[nil] {
			sf, ok := f.(*keys.ShapesFact)
			if !ok {
				continue
			}
			for _, sc := range sf.Chars {
				if sc.Shape.Attr != "PK" {
					continue
				}
				found = true
				if len(sc.Holes) != 1 || sc.Holes[0] != "0123456789abcdefABCDEF-" {
					t.Errorf("ShapesFact of enginetest/shapechars: PK holes = %q, want the uuid alphabet only", sc.Holes)
				}
			}
		}
	}
	if !found {
		t.Fatal("no ShapesFact with the PK shape's characters for enginetest/shapechars")
	}
}

// dumpItems reports the keys as dump does, and the item types the package
// sends (Result.ItemTypes) at its package clause: the evidence the
// module-wide join gives the pending sets of other packages.
var dumpItems = &analysis.Analyzer{
	Name:     "dumpitems",
	Doc:      "report every key and the item types the package sends",
	Requires: []*analysis.Analyzer{keys.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		if _, err := dump.Run(pass); err != nil {
			return nil, err
		}
		res := pass.ResultOf[keys.Analyzer].(*keys.Result)
		if len(res.ItemTypes) > 0 && len(pass.Files) > 0 {
			pass.Reportf(pass.Files[0].Name.Pos(), "items %s", strings.Join(res.ItemTypes, " "))
		}
		return nil, nil
	},
}

// Items built far from the marshal (issue 28, shape 4): literals of a
// tagged type in a package with nothing of DynamoDB in sight are pending
// on their type; stores into an item type's fields in functions that send
// nothing are attribute writes, pending too without evidence.
func TestFarStores(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dumpItems, "enginetest/farstores/...")
}

// Items built in helpers that return them, and attribute names from a
// helper (issue 28, shape 5).
func TestItemHelpers(t *testing.T) {
	analysistest.Run(t, testutil.TestData(), dump, "enginetest/itemhelpers")
}
