// Package keys is ddblint's engine: a pass that finds the code that builds
// DynamoDB keys and works out the shape of each key value. It reports
// nothing; every rule Requires it and reads its Result.
package keys

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/token"
	"go/types"
	"path/filepath"
	"reflect"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/internal/generated"
	"github.com/ddblint/ddblint/internal/keyexpr"
	"github.com/ddblint/ddblint/internal/sdk"
	"github.com/ddblint/ddblint/internal/taint"
)

// Analyzer finds key values. Its facts carry key-building helpers, declared
// tables, separators and validators across packages.
var Analyzer = &analysis.Analyzer{
	Name:       "keys",
	Doc:        "find the values of DynamoDB key attributes and work out their shape (reports nothing)",
	URL:        "https://github.com/ddblint/ddblint/blob/main/docs/engine.md",
	Requires:   []*analysis.Analyzer{config.Analyzer, inspect.Analyzer},
	ResultType: reflect.TypeOf((*Result)(nil)),
	FactTypes:  []analysis.Fact{(*HelperFact)(nil), (*TablesFact)(nil), (*SeparatorsFact)(nil), (*ValidatorFact)(nil)},
	Run:        run,
}

// HelperFact is the template of an exported key-building helper: a function
// or method returning a string built from its parameters, or a field of an
// exported variable holding a function literal that does (keys.Order.PK).
type HelperFact struct{ Template keyexpr.Template }

func (*HelperFact) AFact()           {}
func (f *HelperFact) String() string { return "helper " + f.Template.String() }

// TablesFact lists the tables a package declares with CreateTableInput.
type TablesFact struct{ Tables []Table }

func (*TablesFact) AFact() {}
func (f *TablesFact) String() string {
	names := make([]string, len(f.Tables))
	for i, t := range f.Tables {
		names[i] = t.Name
	}
	return "tables " + strings.Join(names, ",")
}

// Result is what the rules read.
type Result struct {
	Config *config.Config
	Schema *Schema
	// Err is why the package's keys could not be read: a bad config or
	// schema file. Rules then have nothing to read; the ddblint analyzer
	// reports Err (see config.Config.Err for why it is not a pass error).
	Err error

	// Sets are the key sets found in the package's (non-generated) files,
	// in source order.
	Sets []*KeySet
	// ModuleSeparators counts the keys using each separator (see
	// KeySeparators) in this package and in the packages of the same module
	// it imports (SeparatorsFact): "#" → 12.
	ModuleSeparators map[string]int
	// Validators are the functions of other packages, called in this one,
	// that check their parameters for Config.Separator (ValidatorFact):
	// function → indices of the checked parameters.
	Validators map[*types.Func][]int
}

// KeySet is the keys one request, item or key condition carries together.
type KeySet struct {
	Call      string // "GetItem", "Query", "MarshalMap", "Order{}"…
	Op        sdk.Op
	Table     string // resolved table name, "" if unknown
	TableExpr string // source text of the table-name expression, "" if none
	Index     string // the queried index, if any
	Pos       token.Pos
	Keys      []*Key
}

// Key is one key attribute's value.
type Key struct {
	Attr    string
	Role    Role
	Index   string // the secondary index the attribute keys, "" for the table
	Numeric bool   // an N attribute: DynamoDB sorts it as a number
	// Expr is the value expression as written (what messages name).
	Expr  ast.Expr
	Value keyexpr.Template
	// Cond is the key-condition operator of a query ("=", "begins_with",
	// "BETWEEN", "<"…), "" for keys of items and of Get/Put/Delete/Update.
	Cond string
	Set  *KeySet
}

// Describe names the key for messages: `partition key "PK"`.
func (k *Key) Describe() string {
	s := fmt.Sprintf("%s %q", k.Role, k.Attr)
	if k.Index != "" {
		s = fmt.Sprintf("%s of index %s", s, k.Index)
	}
	return s
}

// Partition returns the set's partition key of the table or of idx, or nil.
func (s *KeySet) Partition(idx string) *Key { return s.find(Partition, idx) }

// Sort returns the set's sort key of the table or of idx, or nil.
func (s *KeySet) Sort(idx string) *Key { return s.find(Sort, idx) }

func (s *KeySet) find(r Role, idx string) *Key {
	for _, k := range s.Keys {
		if k.Role == r && k.Index == idx {
			return k
		}
	}
	return nil
}

// Indexes returns the distinct index names the set's keys belong to, the
// table itself ("") first.
func (s *KeySet) Indexes() []string {
	var out []string
	seen := map[string]bool{}
	for _, k := range s.Keys {
		if !seen[k.Index] {
			seen[k.Index] = true
			out = append(out, k.Index)
		}
	}
	return out
}

func run(pass *analysis.Pass) (any, error) {
	cfg := pass.ResultOf[config.Analyzer].(*config.Config)
	res := &Result{Config: cfg, Schema: &Schema{cfg: cfg}}
	if cfg.Err != nil {
		res.Err = cfg.Err
		return res, nil
	}
	// The standard library and the SDK never build user keys; skipping them
	// keeps the analysis of dependencies (which facts force) cheap.
	if isStdPass(pass) || sdk.IsSDKPath(pass.Pkg.Path()) {
		return res, nil
	}
	a := &analysis_{
		pass:     pass,
		cfg:      cfg,
		res:      res,
		consumed: map[ast.Node]bool{},
		seen:     map[token.Pos]bool{},
	}
	a.ev = keyexpr.New(pass.Fset, pass.TypesInfo, pass.Pkg, pass.Files, a.importedHelper)
	// Untrusted input is recorded in Hole.Taint (read by keyinjection).
	a.ev.Source = taint.NewMatcher(pass.TypesInfo, pass.Files, cfg.InjectionSources)
	a.ev.FieldHelper = a.importedFieldHelper
	a.generated = map[*token.File]bool{}
	for _, f := range pass.Files {
		if generated.IsGenerated(pass.Fset, f) {
			a.generated[pass.Fset.File(f.Pos())] = true
		}
	}

	// Tables first: every sink's roles depend on them. The config's
	// tables come first, then the infrastructure files', then the
	// package's own and its dependencies' (see Schema.table).
	res.Schema.Tables = configTables(cfg)
	if len(pass.Files) > 0 { // not unsafe, which the flags' config also reaches
		infra, err := infraTables(cfg)
		if err != nil {
			res.Err = err
			return res, nil
		}
		res.Schema.Tables = append(res.Schema.Tables, infra...)
	}
	own := a.collectTables()
	if len(own) > 0 {
		ts := make([]Table, len(own))
		for i, t := range own {
			ts[i] = *t
		}
		pass.ExportPackageFact(&TablesFact{Tables: ts})
	}
	res.Schema.Tables = append(res.Schema.Tables, own...)
	for _, pf := range pass.AllPackageFacts() {
		if tf, ok := pf.Fact.(*TablesFact); ok && pf.Package != pass.Pkg {
			for i := range tf.Tables {
				t := tf.Tables[i]
				if t.Name == "" || res.Schema.named(t.Name) == nil {
					res.Schema.Tables = append(res.Schema.Tables, &t)
				}
			}
		}
	}

	a.findSinks()
	a.separators()
	a.validators()

	for fn, t := range a.ev.Helpers() {
		pass.ExportObjectFact(fn, &HelperFact{Template: t})
	}
	// Function literals held in fields of exported variables
	// (keys.Order.PK): the fact goes on the field.
	for fld, t := range a.ev.FieldHelpers() {
		pass.ExportObjectFact(fld, &HelperFact{Template: t})
	}
	return res, nil
}

// isStd reports a standard-library import path. Paths without a dot in the
// first element are also used by GOPATH-mode code (and by analysistest), so
// isStdPass confirms with the files' location.
func isStd(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

func isStdPass(pass *analysis.Pass) bool {
	if !isStd(pass.Pkg.Path()) || len(pass.Files) == 0 {
		return false
	}
	name := pass.Fset.File(pass.Files[0].Pos()).Name()
	root := filepath.Join(build.Default.GOROOT, "src") + string(filepath.Separator)
	return strings.HasPrefix(name, root)
}

// analysis_ holds one package's engine state.
type analysis_ struct {
	pass      *analysis.Pass
	cfg       *config.Config
	res       *Result
	ev        *keyexpr.Evaluator
	generated map[*token.File]bool
	// consumed marks item literals and MarshalMap calls already read as
	// part of a request, so they are not read again on their own.
	consumed map[ast.Node]bool
	// seen dedupes key values reached twice (a literal in a request).
	seen map[token.Pos]bool
}

func (a *analysis_) importedHelper(fn *types.Func) (keyexpr.Template, bool) {
	if fn.Pkg() == nil || fn.Pkg().Path() == "fmt" || fn.Pkg().Path() == "strings" {
		return keyexpr.Template{}, false
	}
	var f HelperFact
	if a.pass.ImportObjectFact(fn.Origin(), &f) {
		return f.Template, true
	}
	return keyexpr.Template{}, false
}

// importedFieldHelper returns the template of a function-valued field of a
// package-level variable of another package (keys.Order.PK).
func (a *analysis_) importedFieldHelper(fld *types.Var) (keyexpr.Template, bool) {
	var f HelperFact
	if a.pass.ImportObjectFact(fld, &f) {
		return f.Template, true
	}
	return keyexpr.Template{}, false
}

func (a *analysis_) inGenerated(pos token.Pos) bool {
	return !a.cfg.IncludeGenerated && a.generated[a.pass.Fset.File(pos)]
}

func (a *analysis_) inspector() *inspector.Inspector {
	return a.pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
}

// add records a key set if it has keys and is not in a generated file.
func (a *analysis_) add(s *KeySet) {
	if len(s.Keys) == 0 || a.inGenerated(s.Pos) {
		return
	}
	for _, k := range s.Keys {
		k.Set = s
	}
	a.res.Sets = append(a.res.Sets, s)
}

// str resolves a constant-valued string expression (a table or attribute
// name), through aws.String and variables.
func (a *analysis_) str(x ast.Expr) (string, bool) {
	if x == nil {
		return "", false
	}
	return a.ev.Eval(x).Const()
}
