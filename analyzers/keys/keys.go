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
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/internal/engine/fieldref"
	"github.com/ddblint/ddblint/internal/engine/keyexpr"
	"github.com/ddblint/ddblint/internal/engine/sdk"
	"github.com/ddblint/ddblint/internal/engine/tables"
	"github.com/ddblint/ddblint/internal/engine/taint"
)

// Analyzer finds key values. Its facts carry key-building helpers, declared
// tables, separators and validators across packages.
var Analyzer = &analysis.Analyzer{
	Name:       "keys",
	Doc:        "find the values of DynamoDB key attributes and work out their shape (reports nothing)",
	URL:        "https://github.com/ddblint/ddblint/blob/main/docs/engine.md",
	Requires:   []*analysis.Analyzer{config.Analyzer, inspect.Analyzer},
	ResultType: reflect.TypeOf((*Result)(nil)),
	FactTypes:  []analysis.Fact{(*HelperFact)(nil), (*CatalogueFact)(nil), (*TablesFact)(nil), (*TableHelperFact)(nil), (*SeparatorsFact)(nil), (*ShapesFact)(nil), (*ValidatorFact)(nil), (*SinkFact)(nil), (*KeyStructFact)(nil), (*ReshapeFact)(nil), (*ItemFact)(nil), (*SetterFact)(nil), (*MintsFact)(nil), (*EnumFact)(nil), (*MapFact)(nil), (*OrderReadsFact)(nil)},
	Run:        run,
}

// HelperFact is the template of an exported key-building helper: a function
// or method returning a string built from its parameters. Builders held in
// fields of exported variables travel in CatalogueFact.
type HelperFact struct{ Template keyexpr.Template }

func (*HelperFact) AFact()           {}
func (f *HelperFact) String() string { return "helper " + f.Template.String() }

// CatalogueFact holds the entries of an exported key catalogue: a
// package-level variable whose struct fields or map entries are key
// prefixes (constant strings) or key builders (function literals, as
// helper templates). Struct fields are named by their name, map entries by
// their constant key in brackets ("[1]", "[\"order\"]"). Entries are
// sorted by name: facts must encode deterministically.
type CatalogueFact struct{ Entries []CatalogueEntry }

// CatalogueEntry is one entry of a key catalogue.
type CatalogueEntry struct {
	Name     string
	Template keyexpr.Template
}

func (*CatalogueFact) AFact() {}
func (f *CatalogueFact) String() string {
	var b strings.Builder
	b.WriteString("catalogue")
	for _, e := range f.Entries {
		fmt.Fprintf(&b, " %s=%s", e.Name, e.Template.String())
	}
	return b.String()
}

// TablesFact lists the tables a package declares with CreateTableInput, and
// the indexes its UpdateTableInputs add to tables declared anywhere.
type TablesFact struct {
	Tables    []tables.Table
	IndexAdds []IndexAdd
}

func (*TablesFact) AFact() {}
func (f *TablesFact) String() string {
	names := make([]string, len(f.Tables))
	for i, t := range f.Tables {
		names[i] = t.Name
	}
	return "tables " + strings.Join(names, ",")
}

// UnsupportedCondition is a key condition no table accepts: the
// expression that gives its text, and what is wrong (keycond.Error.Msg).
type UnsupportedCondition struct {
	Expr      ast.Expr
	Text, Msg string
}

// Result is what the rules read.
type Result struct {
	Config *config.Config
	Schema *tables.Schema
	// NoKeyCondition are the Query inputs of the package's checked files,
	// handed straight to the SDK, with neither KeyConditionExpression nor
	// KeyConditions: DynamoDB rejects every one (keyschema reports them).
	NoKeyCondition []*ast.CompositeLit
	// UnsupportedConditions are the KeyConditionExpressions of the
	// package's checked files whose known text uses what no key condition
	// accepts (OR, NOT, IN, <>, a function but begins_with): DynamoDB
	// rejects every one (keyschema reports them).
	UnsupportedConditions []UnsupportedCondition
	// minters are the package's functions that mint an id (see
	// IsIDGenerator).
	minters map[*types.Func]bool
	// callsOf returns the calls of fn (its origin) in the package's
	// checked files: one index of every call, built on first use (see
	// CallsOf).
	callsOf func(fn *types.Func) []*ast.CallExpr
	// Err is why the package's keys could not be read: a bad config or
	// schema file. Rules then have nothing to read; the ddblint analyzer
	// reports Err (see config.Config.Err for why it is not a pass error).
	Err error

	// Sets are the key sets found in the package's checked files (see
	// config.Config.Skips), in source order.
	Sets []*KeySet
	// Pending are the key sets of tagged struct literals with nothing in
	// sight that sends them to DynamoDB (see dynamoEvidence): items if
	// another package of the module marshals their type (KeySet.Needs).
	// The rules judge them apart; the module-wide join (internal/join)
	// decides whether what they find is reported.
	Pending []*KeySet
	// ItemTypes are the struct types the package marshals into items or
	// keys, "import/path.Name": the evidence Pending sets need.
	ItemTypes []string
	// MarshalsAny says the package marshals interface values into items
	// (a write helper's Item any), and AnyItems are the struct types whose
	// values it hands to an interface of the module's code: joined over
	// the module, they are item types too (anyitems.go).
	MarshalsAny bool
	AnyItems    []string
	// Scans are the Scan requests of the package's checked files: they
	// read a whole table or index (a page's ExclusiveStartKey, if any, is
	// a set of its own, KeySet.StartKey). The key map lists them; no rule
	// reads them.
	Scans []*KeySet
	// Removed are the attributes the package's updates remove: REMOVE in
	// an UpdateExpression (its #names resolved), the expression builder's
	// Remove(expression.Name(…)).
	Removed map[string]bool
	// ModuleSeparators counts the keys using each separator (see
	// KeySeparators) in this package and in the packages of the same module
	// it imports (SeparatorsFact): "#" → 12.
	ModuleSeparators map[string]int
	// ModuleShapes are the shapes (see Shape) of the keys holding a
	// separator, by attribute, in this package and in the packages of the
	// same module it imports (ShapesFact): "PK" → ["USER#\x00#ORDER#\x00"].
	ModuleShapes map[string][]string
	// ModuleItems are the item kinds (see ItemShape) of the same packages
	// whose partition key shape is among ModuleShapes.
	ModuleItems []ItemShape
	// ModuleHoleChars gives, for each shape of ModuleShapes, the
	// characters each of its holes can hold ("" for any; see ShapeChars).
	ModuleHoleChars map[AttrShape][]string
	// ModuleShapeTables gives, for each shape of ModuleShapes, the sorted
	// names of the tables its keys go to ("" for a key whose table is not
	// known; see ShapeTables).
	ModuleShapeTables map[AttrShape][]string
	// Validators are the functions of other packages, called in this one,
	// that check their parameters for Config.Separator (ValidatorFact):
	// function → indices of the checked parameters.
	Validators map[*types.Func][]int
	// CallTarget returns the function a call of fn runs: fn, or the one
	// implementation of an interface method (see callTarget). Nil when
	// the package was not analysed.
	CallTarget func(fn *types.Func) *types.Func
	// Wrappers are the package's functions that other packages can call
	// and that build key sets from their parameters (those exporting a
	// SinkFact), with where each of their keys is built here: what this
	// package reports at those places is what their callers need not
	// report again.
	Wrappers []Wrapper
	// OpaqueQueries counts the package's queries whose key condition was
	// not read (built out of sight, or a string the evaluator cannot
	// spell): what they read is unknown, so a rule that needs every read
	// of a design to be seen stays silent when there is one.
	OpaqueQueries int
	// ImportedOrderReads are how the module packages this package
	// imports read each secondary index's sort key: their
	// OrderReadsFacts, joined.
	ImportedOrderReads OrderReadsFact
}

// Wrapper is a function of the package that other packages can call,
// which builds keys from its parameters.
type Wrapper struct {
	Func *types.Func
	Keys []WrapperKey
}

// WrapperKey is a key a wrapper builds from its parameters: its attribute
// and role, as its callers see them, and where its value is built in this
// package (in the wrapper or in a helper of the package it calls).
type WrapperKey struct {
	Attr  string
	Role  tables.Role
	Index string
	Pos   token.Pos
}

// KeySet is the keys one request, item or key condition carries together.
type KeySet struct {
	Call string // "GetItem", "Query", "MarshalMap", "Order{}"…
	// StartKey marks the ExclusiveStartKey of a Query or a Scan: where a
	// page starts, a key read back from an item the table holds (or from
	// the client), not where a key's design is made.
	StartKey bool
	// Action is the item's action inside a transaction or a batch
	// ("Delete" of a TransactWriteItems), "" for a request of its own.
	Action    string
	Op        sdk.Op
	Table     string // resolved table name, "" if unknown
	TableExpr string // source text of the table-name expression, "" if none
	Index     string // the queried index, if any
	// IndexExpr is the IndexName expression as written, nil if none: when
	// it is set and Index is "", the index is not known.
	IndexExpr ast.Expr
	Pos       token.Pos
	Keys      []*Key
	// TypeKeys are the sort keys the time.Time fields of an item are by
	// their type alone: the item is a struct the function was given,
	// marshalled with no value of the field in sight, and every marshaller
	// writes a time.Time as RFC 3339 whatever its value. Their Expr is the
	// value marshalled, their Field the field; they are not in Keys, which
	// hold values.
	TypeKeys []*Key
	// TypeFunc is the function whose given value TypeKeys are marshalled
	// from: the wrapper other packages call with the struct.
	TypeFunc *types.Func
	// EitherPartition holds the two keys of a complete key condition that
	// compares two attributes with = when neither a declared schema nor
	// their names say which is the partition key ("status = :s AND kind =
	// :k" on an index declared out of sight): DynamoDB makes one of them
	// the partition key and the other the sort key. They are kept out of
	// Keys so that no rule gives either a role it may not have; a rule
	// whose claim holds whichever of the two is the partition key may
	// judge them together.
	EitherPartition []*Key
	// Upsert marks the Key of an UpdateItem that creates the item it names
	// when the key is new: its UpdateExpression ADDs to an attribute or
	// SETs one with if_not_exists, under no ConditionExpression. Such a key
	// is where items are written, as much as a Put's item (a daily counter
	// bumped by "ADD hits :one").
	Upsert bool
	// Remote marks a set made at a call of another package's wrapper:
	// the request is sent there, among that package's other requests.
	Remote bool
	// Via is the wrapper a set made at a wrapper's call was made through:
	// the function the call runs (the one implementation of an interface
	// method), its generic origin; nil for a set built where it is sent.
	// Another package's findings about the wrapper's keys travel on it
	// (see the ddblint pass's ReportedFact).
	Via *types.Func
	// Alt, when valid, is the declaration whose alternatives this set is
	// one of: a key method returns several key structs (one per state of
	// the item). A key of the same attribute and shape in another set of
	// the same Alt states the same fact, and is reported once.
	Alt token.Pos
	// Needs, for a set of Result.Pending, is its struct type,
	// "import/path.Name".
	Needs string
	// Addressed, for the SET clauses of an UpdateItem's UpdateExpression,
	// is the set of the request's Key: the item whose index keys the
	// clauses write. An index with no sort key of its own tells its items
	// apart by that key, as the item a PutItem writes carries it.
	Addressed *KeySet
	// Updated, for the same set, names every attribute the SET clauses
	// write, key or not: what the update stores in the item besides its
	// keys (an expiry time, say).
	Updated []string

	// What the set builds from the parameters of the function around it
	// (see wrappers.go): keys whose attribute or value a parameter gives,
	// and items a parameter supplies whole.
	pkeys  []*paramKey
	pitems []*paramItem
	base   string   // the sink's own Call, for a set made at a wrapper's call
	tableX ast.Expr // the table-name expression, when a parameter may give it
	// tablePattern is the table's name with its unknown parts as "*"
	// (os.Getenv("STAGE") + "-users" is "*-users"), when neither Table nor
	// tableObj is known: the requests of one pattern are of one table.
	tablePattern string
	// tableObj is the package-level variable or struct field holding
	// the table's name, when Table is not known (see tableVar).
	tableObj types.Object
	// wrapperIndexes, for a set made at the call of another package's
	// wrapper, are the index keys that package learned of the wrapper's
	// table (see learnedIndexes).
	wrapperIndexes map[string]*LearnedIndex
	// learnedHashOnly says the table's partition key is, by what the
	// code's Key maps show, its whole key (see HashOnly).
	learnedHashOnly bool
	// attrs, for an item literal of a struct type, are every attribute
	// its type marshals to (see sparse); nil for other sets.
	attrs []string
	// namedHashOnly says the same of a partition key known by its name
	// (pk): the package's Key maps name it alone (see ItemsHashOnly).
	namedHashOnly bool
	// itemTable is the declared table the item or key being read fits,
	// when the request names none (see tables.Schema.ItemTable).
	itemTable *tables.Table
	// itemOwn says the item is itemTable's: no other table it fits has
	// that table's partition key (see tables.Schema.ItemTable).
	itemOwn bool
	// tiedTables are the declared tables the item or key fits equally
	// well, with other keys, when it fits no one of them best.
	tiedTables []*tables.Table
	// fits are every declared table the item or key fits (see
	// tables.Schema.Fits): an attribute's role must be one of theirs.
	fits []*tables.Table
	// elsewhere says the item or key carries the partition key of no
	// declared table: it belongs to a table declared out of sight (a
	// template ddblint did not read), and the declared schemas do not
	// speak for its attributes.
	elsewhere bool

	// Form says what Attrs describe (see attrs.go): a request's Key, an
	// item written, or a query's key condition. Attrs are every attribute
	// named there, key or not; AttrsComplete says no other can be there.
	// AttrsPos and AttrsEnd span the map, item or condition expression.
	Form               Form
	Attrs              []*Attr
	AttrsComplete      bool
	AttrsPos, AttrsEnd token.Pos
}

// Key is one key attribute's value.
type Key struct {
	Attr    string
	Role    tables.Role
	Index   string // the secondary index the attribute keys, "" for the table
	Numeric bool   // an N attribute: DynamoDB sorts it as a number
	// Expr is the value expression as written (what messages name).
	Expr  ast.Expr
	Value keyexpr.Template
	// Cond is the key-condition operator of a query ("=", "begins_with",
	// "BETWEEN", "<"…), "" for keys of items and of Get/Put/Delete/Update.
	Cond string
	Set  *KeySet

	// Related are the other places that make the key: for a key built
	// at a wrapper's call site, the sink the wrapper hands it to; for one
	// the wrapper (or the item's method) builds, the call site. The
	// ddblint pass attaches them to findings at Expr, and reports a
	// finding made at the same Expr through several call sites once.
	Related []Site
	// Context marks a key carried only so that the others of its set are
	// judged together with it: a wrapper of another package builds it,
	// and it is judged there. Findings at its Expr are dropped.
	Context bool
	// Origin, for a key a call site passes whole to a wrapper of this
	// package, is the position of the parameter's key in the wrapper's
	// own set: a finding there already covers this one.
	Origin token.Pos
	// Wrapped marks a key a call of a wrapper makes whose value is the
	// wrapper's: the call's arguments only fill the parameters the
	// wrapper builds it from, adding no text or format of their own (a
	// string where it takes a string, a time where it takes a time; a
	// constant is one value of the parameter). What a rule says about
	// such a key, the wrapper's package can say too. False for a key whose
	// value the call shapes (strconv.Itoa(n) where the wrapper takes text,
	// "R-"+id), and for every key that is not a wrapper call's.
	Wrapped bool
	// Again marks the same value as the key before it in Set, in another
	// role (the table's sort key that is also an index's partition key).
	// Rules that judge a value whatever its role skip it, so they report
	// it once.
	Again bool
	// Builder is the function of this package the whole value is the
	// return of, nil if none (see Builder).
	Builder *Builder
	// Field is the item's struct field the value is written from (a
	// field of an item put or marshalled) or read into (the attribute a
	// guregu query names, of the struct its One/All fills), nil if none.
	// A time.Time field's encoding is decided at the field, whatever the
	// writes: the ddblint pass reports what a rule says about it there.
	Field *types.Var
	// Default marks the value a function stores under a condition into
	// the item it was given (if p.At.IsZero() { p.At = time.Now() }):
	// one of two, the caller's value, out of sight, may be written too.
	Default bool
	// Copies, for a value a store copies from another attribute of the
	// same item (x.SK = x.PK), is that attribute: the two keys hold one
	// value.
	Copies string
	// WrapperForm, for a key a wrapper of another package builds around its
	// parameters (Set.Remote), is the wrapper's own form of the key: its
	// holes are the wrapper's parameters, typed as declared. The wrapper's
	// package judges that form at its sink, once for every caller; a rule
	// whose finding the form already supports need not repeat it at each
	// call (a status-index key set from a parameter of an enum type).
	WrapperForm keyexpr.Template

	summarised bool // its parameter-built form is in Set.pkeys
	// reshape, for a key whose Expr is only one argument of the call a
	// wrapper builds the key from, gives the key's value for one shape
	// of that argument (see expand): the argument's shapes alone are not
	// the key's.
	reshape func(keyexpr.Template) keyexpr.Template
}

// Site is a related location of a key.
type Site struct {
	Pos, End token.Pos
	Message  string
}

// Describe names the key for messages: `partition key "PK"`.
func (k *Key) Describe() string { return describe(k.Role, k.Attr, k.Index) }

// Describe names the key as Key.Describe does.
func (k WrapperKey) Describe() string { return describe(k.Role, k.Attr, k.Index) }

func describe(role tables.Role, attr, index string) string {
	s := fmt.Sprintf("%s %q", role, attr)
	if index != "" {
		s = fmt.Sprintf("%s of index %s", s, index)
	}
	return s
}

// Design names the key's table, index, attribute and the shape of its
// value whatever the variables it is built from: "STATUS#<enum:
// orders.Status>" written from o.Status and queried with s is one design.
// Rules that report a design once (at the write, else at the first read)
// compare keys by it. An unknown table is a table of its own: a write to
// it does not silence a read of a known one.
func (k *Key) Design() string {
	table := ""
	if k.Set != nil {
		table = k.Set.Table
	}
	return table + "\x00" + k.Index + "\x00" + k.Attr + "\x00" + k.valueForm(true)
}

// shape is the key's template whatever table or index it is written to:
// its attribute, its literal text and the kinds of its values.
func (k *Key) shape() string {
	return k.Attr + "\x00" + k.valueForm(false)
}

// valueForm is the key's literal text and, for each hole, its kind and
// Go type, and with encoding its time layout and Unix unit.
func (k *Key) valueForm(encoding bool) string {
	var b strings.Builder
	for _, p := range k.Value.Parts {
		switch {
		case p.IsLit():
			b.WriteString(p.Lit)
		case encoding:
			fmt.Fprintf(&b, "<%s:%s:%s:%s>", p.Hole.Kind, p.Hole.Type, p.Hole.Layout, p.Hole.UnixUnit)
		default:
			fmt.Fprintf(&b, "<%s:%s>", p.Hole.Kind, p.Hole.Type)
		}
	}
	return b.String()
}

// Partition returns the set's partition key of the table or of idx, or nil.
func (s *KeySet) Partition(idx string) *Key { return s.find(tables.Partition, idx) }

// Sort returns the set's sort key of the table or of idx, or nil.
func (s *KeySet) Sort(idx string) *Key { return s.find(tables.Sort, idx) }

func (s *KeySet) find(r tables.Role, idx string) *Key {
	for _, k := range s.Keys {
		if k.Role == r && k.Index == idx {
			return k
		}
	}
	return nil
}

// Declared returns the declaration of the set's table: the table it
// names (by name, id or pattern, as tables.Schema.Declared matches, so a
// table whose name is unknown and held in a field is found too), or else
// the one its item fits (see tables.Schema.ItemTable); nil when neither is
// known.
func (s *KeySet) Declared(schema *tables.Schema) *tables.Table {
	if s.Table != "" {
		return schema.Declared(s.Table)
	}
	return s.itemTable
}

// TablePattern is the set's table's name with its unknown parts as "*"
// ("*-users"), when the engine knows neither its name nor what holds it;
// "" otherwise.
func (s *KeySet) TablePattern() string { return s.tablePattern }

// HashOnly reports a set of a table without a sort key: its declaration
// says so, or, with none, the package's Key maps of the table name its
// partition key alone (see learnQueryKeys). Each partition key value of
// such a table is one item.
func (s *KeySet) HashOnly(schema *tables.Schema) bool {
	if t := s.Declared(schema); t != nil {
		return t.Partition != "" && t.Sort == "" && !t.IndexesPartial
	}
	return s.learnedHashOnly
}

// ItemsHashOnly is HashOnly, or, for a table no schema declares whose
// partition key is known by its name, every Key map the package sends it
// names that key alone: each value of the key is one item. pkcardinality
// reads it (a few values are a few items); pktimestamp does not, since
// one item per time bucket takes all of the bucket's writes.
func (s *KeySet) ItemsHashOnly(schema *tables.Schema) bool {
	return s.HashOnly(schema) || s.Declared(schema) == nil && s.namedHashOnly
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
	res := &Result{Config: cfg, Schema: tables.NewSchema(keyNames(cfg.PartitionKeys), keyNames(cfg.SortKeys))}
	if cfg.Err != nil {
		res.Err = cfg.Err
		return res, nil
	}
	// Dependencies (the standard library, the module cache) and the SDK
	// never build user keys; skipping them keeps the analysis of
	// dependencies (which facts force under go vet and golangci-lint)
	// cheap, and matches the CLI, which reads them from export data.
	if cfg.Dependency || isStdPass(pass) || sdk.IsSDKPath(pass.Pkg.Path()) {
		return res, nil
	}
	a := &analysis_{
		pass:     pass,
		cfg:      cfg,
		res:      res,
		consumed: map[ast.Node]bool{},
		seen:     map[token.Pos]bool{},
		seenFact: map[factKey]bool{},
		shapes:   map[shapeSig]bool{},
	}
	// The evaluator gathers package-wide facts (the stores of a field, the
	// constants of a type, the calls of a helper) from the files it is
	// given: not from _test.go files unless they are checked, which go vet
	// hands over and the ddblint command does not load.
	a.files = checkedFiles(pass, cfg)
	a.ev = keyexpr.New(pass.Fset, pass.TypesInfo, pass.Pkg, a.files, a.importedHelper)
	// Untrusted input is recorded in Hole.Taint (read by keyinjection).
	a.ev.Source = taint.NewMatcher(pass.TypesInfo, pass.Files, cfg.InjectionSources)
	a.ev.Catalogue = a.importedCatalogue
	a.ev.ImportedSetter = a.importedSetter
	a.skipped = map[*token.File]bool{}
	for _, f := range pass.Files {
		if cfg.Skips(pass.Fset, f) {
			a.skipped[pass.Fset.File(f.Pos())] = true
		}
	}
	res.callsOf = a.callsOf
	// Minters before any key is read: a call of one is a new id.
	a.findMinters()
	a.ev.Minter = func(fn *types.Func) bool { return res.minters[fn.Origin()] }
	// And the values of the enum-like types, before any hole is classified.
	a.ev.EnumValues = a.enumValues(a.findEnumValues())

	// Tables first: every sink's roles depend on them. The config's
	// tables come first, then the infrastructure files', then the
	// package's own and its dependencies' (see tables.Schema.Declared).
	res.Schema.Tables = configTables(cfg)
	if len(pass.Files) > 0 { // not unsafe, which the flags' config also reaches
		infra, err := tables.ReadInfra(cfg.Schemas, cfg.FoundSchemas)
		if err != nil {
			res.Err = err
			return res, nil
		}
		res.Schema.Tables = append(res.Schema.Tables, infra...)
	}
	own, adds := a.collectTables()
	if len(own) > 0 || len(adds) > 0 {
		ts := make([]tables.Table, len(own))
		for i, t := range own {
			ts[i] = *t
		}
		pass.ExportPackageFact(&TablesFact{Tables: ts, IndexAdds: adds})
	}
	res.Schema.Tables = append(res.Schema.Tables, own...)
	for _, pf := range pass.AllPackageFacts() {
		if tf, ok := pf.Fact.(*TablesFact); ok && pf.Package != pass.Pkg {
			for i := range tf.Tables {
				t := tf.Tables[i]
				if t.Name == "" || res.Schema.Named(t.Name) == nil {
					res.Schema.Tables = append(res.Schema.Tables, &t)
				}
			}
			adds = append(adds, tf.IndexAdds...)
		}
	}
	// A package that sees no declaration at all falls back on the Go files
	// of the repository that declare tables where no import reaches them
	// (a test helper, a _test.go file, another module): a schema of last
	// resort, so a declaration that is only a test fixture never outweighs
	// a real one.
	if len(res.Schema.Tables) == 0 && len(pass.Files) > 0 && a.usesDynamoDB() {
		if code := cfg.CodeSchemas(); len(code) > 0 {
			ts, _ := tables.ReadInfra(nil, code) // found, not named: unreadable ones are passed over
			for _, t := range ts {
				t.LastResort = true
			}
			res.Schema.Tables = ts
		}
	}
	addIndexes(res.Schema, adds)

	a.indexFuncs()
	a.markUnread()
	res.CallTarget = a.callTarget
	a.learnQueryKeys()
	a.findSinks()
	a.heldByFit()
	a.builtBy()
	a.exportSinks()
	a.exportReshapes()
	a.separators()
	a.keyShapes()
	a.validators()
	a.exportOrderReads()
	a.anyItems()

	a.exportKeyStructs()
	a.exportCtors()
	a.exportMaps()
	for fn, t := range a.ev.Helpers() {
		pass.ExportObjectFact(fn, &HelperFact{Template: t})
	}
	// Key catalogues: exported variables whose fields or map entries are
	// key prefixes or builders (keys.Orders.PK, keys.Orders.ByStatus(s)).
	// The fact goes on the variable: a named struct type's fields are
	// shared by all its variables.
	for v, entries := range a.ev.Catalogues() {
		f := &CatalogueFact{}
		for name, t := range entries {
			f.Entries = append(f.Entries, CatalogueEntry{Name: name, Template: t})
		}
		sort.Slice(f.Entries, func(i, j int) bool { return f.Entries[i].Name < f.Entries[j].Name })
		pass.ExportObjectFact(v, f)
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
	return inGOROOT(pass.Fset.File(pass.Files[0].Pos()).Name())
}

// CallsOf returns the calls of fn in the package's checked files (by the
// callee's origin), nil for a package whose keys were not read.
func (r *Result) CallsOf(fn *types.Func) []*ast.CallExpr {
	if r == nil || r.callsOf == nil {
		return nil
	}
	return r.callsOf(fn.Origin())
}

// IsStdObject reports an object of the standard library: a package path
// with no dot in its first element, declared in GOROOT's sources (GOPATH
// and analysistest packages have such paths too).
func IsStdObject(fset *token.FileSet, obj types.Object) bool {
	return obj.Pkg() != nil && isStd(obj.Pkg().Path()) && inGOROOT(fset.Position(obj.Pos()).Filename)
}

// inGOROOT reports a file of the standard library's sources: under
// GOROOT/src, or "$GOROOT/src/…" as export data records the positions of
// standard packages built with -trimpath.
func inGOROOT(filename string) bool {
	name := filepath.ToSlash(filename)
	root := filepath.ToSlash(filepath.Join(build.Default.GOROOT, "src")) + "/"
	return strings.HasPrefix(name, root) || strings.HasPrefix(name, "$GOROOT/src/")
}

// analysis_ holds one package's engine state.
type analysis_ struct {
	// startLits are the map literals a request's ExclusiveStartKey names
	// (markStartLits).
	startLits map[*ast.CompositeLit]bool
	// callIndex memoises callsOf.
	callIndex map[*types.Func][]*ast.CallExpr
	// fieldOwner memoises fieldOwners, by package.
	fieldOwner map[*types.Package]map[*types.Var]string
	pass       *analysis.Pass
	cfg        *config.Config
	res        *Result
	ev         *keyexpr.Evaluator
	skipped    map[*token.File]bool // generated and test files, unless configured
	files      []*ast.File          // the package's files but _test.go ones, unless configured (checkedFiles)
	// consumed marks item literals and MarshalMap calls already read as
	// part of a request, so they are not read again on their own.
	consumed map[ast.Node]bool
	// pendingType is the type of the pending literal being read: add
	// puts its sets in Result.Pending.
	pendingType string
	// sent are the positions of every set made, kept or not (see
	// fieldStores).
	sent []token.Pos
	// seen dedupes key values reached twice (a literal in a request).
	seen map[token.Pos]bool
	// pkgs memoises importedPkg: path -> package, nil when not imported.
	pkgs map[string]*types.Package
	// fieldRefs caches refOf.
	fieldRefs map[*types.Var]fieldref.Ref
	// seenFact is seen for the attributes of key structs read from facts,
	// which share the call as their value expression.
	seenFact map[factKey]bool
	// w summarises the package's functions for their call sites.
	w wrappers
	// along are the branch-dependent values the request variant being read
	// chose (see requestVariants).
	along []token.Pos
	// shapes are the keys added so far, to add each shape of a key once
	// (see dedupe).
	shapes map[shapeSig]bool
	// capture, while set, receives the sets add would record (see
	// learnQueryKeys).
	capture *[]*KeySet
	// learned are the index keys the package's queries prove.
	learned learnedKeys
	// unreadFns are the functions of skipped files that nothing checked
	// reaches (see markUnread).
	unreadFns map[*funcInfo]bool
	// typeTimes, while the keys of one request are read, receives the
	// structs marshalled from given values (see typeTimesOf).
	typeTimes *[]*typeTime
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

// importedCatalogue returns an entry of a key catalogue of another package
// (keys.Orders.PK, keys.Prefixes[keys.Order]).
func (a *analysis_) importedCatalogue(v *types.Var, entry string) (keyexpr.Template, bool) {
	var f CatalogueFact
	if a.pass.ImportObjectFact(v, &f) {
		i := sort.Search(len(f.Entries), func(i int) bool { return f.Entries[i].Name >= entry })
		if i < len(f.Entries) && f.Entries[i].Name == entry {
			return f.Entries[i].Template, true
		}
	}
	return keyexpr.Template{}, false
}

// inSkipped reports a position in a file that is not checked (generated,
// or a test; config.Config.Skips).
func (a *analysis_) inSkipped(pos token.Pos) bool {
	return a.skipped[a.pass.Fset.File(pos)]
}

func (a *analysis_) inspector() *inspector.Inspector {
	return a.pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
}

// addScan records a Scan request (Result.Scans), once: not while a
// function is read for a summary or a pending item is judged.
func (a *analysis_) addScan(s *KeySet) {
	if !a.inSkipped(s.Pos) && a.capture == nil && a.pendingType == "" {
		a.res.Scans = append(a.res.Scans, s)
	}
}

// add records a key set if it has keys and is in a checked file, and what
// it builds from the parameters of the function around it.
func (a *analysis_) add(s *KeySet) {
	a.sent = append(a.sent, s.Pos)
	if a.capture != nil {
		*a.capture = append(*a.capture, s)
		return
	}
	a.sparse(s)
	if a.pendingType == "" {
		// A pending set is no wrapper's: its callers have no more
		// evidence of DynamoDB than it has.
		a.summarise(s)
	}
	if len(s.Keys) == 0 && len(s.Attrs) == 0 && len(s.EitherPartition) == 0 || a.inSkipped(s.Pos) {
		return
	}
	for _, s := range a.expand(s) {
		if a.dedupe(s) {
			continue
		}
		for _, k := range s.Keys {
			k.Set = s
		}
		for _, k := range s.EitherPartition {
			k.Set = s
		}
		for _, k := range s.TypeKeys {
			k.Set = s
		}
		if a.pendingType != "" {
			s.Needs = a.pendingType
			a.res.Pending = append(a.res.Pending, s)
			continue
		}
		a.res.Sets = append(a.res.Sets, s)
	}
}

// str resolves a constant-valued string expression (a table or attribute
// name), through aws.String and variables.
func (a *analysis_) str(x ast.Expr) (string, bool) {
	if x == nil {
		return "", false
	}
	return a.ev.Eval(x).Const()
}

// sparse drops, from an item written whole whose attributes are all known,
// the keys of a secondary index (declared, or proven by the package's
// queries) the item cannot be in: DynamoDB copies an
// item into an index only when it has the index's key attributes (a sparse
// index). A struct whose time field is an index's sort key, written
// without the index's partition key (a user record next to photos indexed
// by type and time), is no entry of that index, and nothing is judged
// about that index's keys there.
//
// An item literal of a struct type (notice{…} returned to a generic
// repository that marshals it out of sight) has at most its type's
// attributes, set in the literal or not: an index keyed by an attribute
// no field of the type marshals to holds none of its items.
func (a *analysis_) sparse(s *KeySet) {
	names := s.attrs
	switch {
	case s.Form == FormItem && s.AttrsComplete:
		names = nil
		for _, at := range s.Attrs {
			names = append(names, at.Name)
		}
	case s.attrs == nil:
		return
	}
	has := make(map[string]bool, len(names))
	for _, name := range names {
		has[name] = true
	}
	outside := func(k *Key) bool {
		if k.Index == "" {
			return false
		}
		p, so, ok := a.res.Schema.IndexKeysOf(s.Table, k.Index)
		if !ok {
			// An index only the package's queries name: its sort
			// key, when a query compares one, is as much its key.
			p, so, ok = a.learnedIndexKeys(s, k.Index)
		}
		return ok && (p != "" && !has[p] || so != "" && !has[so])
	}
	if !slices.ContainsFunc(s.Keys, outside) {
		return
	}
	s.Keys = slices.DeleteFunc(slices.Clone(s.Keys), outside)
}

// checkedFiles are the package's files without its _test.go files, unless
// the configuration checks tests.
func checkedFiles(pass *analysis.Pass, cfg *config.Config) []*ast.File {
	if cfg.IncludeTests {
		return pass.Files
	}
	var out []*ast.File
	for _, f := range pass.Files {
		if !strings.HasSuffix(pass.Fset.File(f.Pos()).Name(), "_test.go") {
			out = append(out, f)
		}
	}
	return out
}
