package config

import (
	"go/ast"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/ddblint/ddblint/internal/generated"
)

// Config is what every ddblint pass reads: the merged result of the
// defaults, the optional .ddblint.yml file and the command-line flags (flags
// win over the file, the file over the defaults).
type Config struct {
	// File is the nearest config file that was read, or "" if none; Files
	// are all those merged, nearest first (File, then the files of parent
	// directories it inherits from).
	File  string
	Files []string

	// Dependency marks a package outside the user's modules: in GOROOT or
	// the module cache. Its config is the default, and the engine skips
	// it: such code builds no user keys. Every driver agrees on this, so
	// the CLI (which reads these packages from export data), go vet and
	// golangci-lint find the same.
	Dependency bool

	// Err is why the configuration could not be loaded (a bad file or flag
	// value); the other fields then hold the defaults. The pass returns it
	// here rather than failing, so the root analyzer reports the real
	// message: drivers print only "failed prerequisites" for a failed
	// dependency (go vet, golangci-lint).
	Err error

	// Enable and Disable name rules to switch on or off relative to each
	// rule's default. Names are checked against the catalog by the ddblint
	// analyzer (the config pass cannot import the catalog).
	Enable  []string
	Disable []string
	// enableAt and disableAt are where each name of Enable and Disable was
	// given, for errors (see CheckRuleNames).
	enableAt, disableAt []origin

	// Separator is the delimiter between key components ("#").
	Separator string
	// VersionSeparator marks a version suffix in a sort key ("@").
	VersionSeparator string
	// PadWidth is the zero-padding width suggested for numbers in sort keys.
	PadWidth int

	// PartitionKeys and SortKeys are key attribute names configured by the
	// user, in addition to the built-in defaults. A name with a Table applies
	// to that table only.
	PartitionKeys []KeyName
	SortKeys      []KeyName

	// Tables declares key schemas by table name (from the config file).
	Tables map[string]TableKeys

	// VersionedTables names tables that hold versions on purpose, and
	// VersionedTablePattern matches more of them; versionedread ignores
	// reads of these.
	VersionedTables       []string
	VersionedTablePattern *regexp.Regexp

	// MaxComponents is the most components a key may have before
	// keycomplexity reports it.
	MaxComponents int

	// MutableAttributes are names of attributes that change over an item's
	// life (mutablekey); they replace the defaults when configured.
	MutableAttributes []string

	// InjectionSources and InjectionSanitizers extend keyinjection's
	// built-in lists of untrusted inputs and of checks that rule out the
	// separator. Each entry is a function or method by its full name:
	// "example.com/web.Param" or "example.com/web.Context.Param".
	InjectionSources    []string
	InjectionSanitizers []string

	// IncludeGenerated turns off the skipping of generated files.
	IncludeGenerated bool

	// IncludeTests turns off the skipping of _test.go files: fixtures
	// build keys to exercise code, not to design a table.
	IncludeTests bool

	// Review turns on the review tier's rules (a question rather than a
	// verdict: pkconstant) besides the enabled ones, unless a disable list
	// names them. A flag only (-review): -map sets it, so that the key map
	// lists the questions whatever the config file enables.
	Review bool

	// Schemas lists infrastructure files that declare tables (CloudFormation,
	// SAM, Terraform), as absolute paths resolved against the config file's
	// directory. The keys pass reads them (internal/engine/schema; docs/schemas.md).
	Schemas []string

	// FoundSchemas are the infrastructure files found around the module
	// when the config names none (no schemas: key, no -schemas flag):
	// templates and Terraform files that declare DynamoDB tables, in the
	// module's and the repository's root and their infrastructure folders.
	// One that cannot be read or parsed is passed over, not an error: the
	// user did not name it.
	FoundSchemas []string
	// codeDir is the package's folder when the configuration names no
	// schema files: where CodeSchemas looks from.
	codeDir string
}

// KeyName is a key attribute name, optionally scoped to one table.
type KeyName struct {
	Table string // "" for every table
	Attr  string
}

// TableKeys is a table's key schema as declared in the config file.
type TableKeys struct {
	Partition string
	Sort      string
	Indexes   map[string]IndexKeys
	File      string // the config file that declares the table
}

// IndexKeys is a secondary index's key schema.
type IndexKeys struct {
	Partition string
	Sort      string
}

// Skips reports whether the findings of file f are left out: a generated
// file unless IncludeGenerated, a _test.go file or a file of a
// test-support package unless IncludeTests. The
// keys pass and the ddblint pass both ask here, so a file is in or out for
// every rule and for every //ddblint:ignore in it alike.
func (c *Config) Skips(fset *token.FileSet, f *ast.File) bool {
	// generated.IsGenerated, not ast.IsGenerated: cgo's output says
	// "Code generated" of the user's own file.
	if !c.IncludeGenerated && generated.IsGenerated(fset, f) {
		return true
	}
	name := fset.File(f.Pos()).Name()
	return !c.IncludeTests && (strings.HasSuffix(name, "_test.go") || testSupport(filepath.Dir(name)))
}

// testSupportNames are the names of packages that exist for tests
// (internal/testutil, pkg/mocks): their fixtures (a request_id of
// "req-123") are test data, as in a _test.go file.
var testSupportNames = []string{"testutil", "testutils", "testhelper", "testhelpers", "testsupport", "testkit", "testfixtures", "mocks"}

// testFolderNames are folders of a module that hold only tests and their
// support, whatever the packages below them are called: test/helpers,
// tests/fixtures, e2e/setup.
var testFolderNames = []string{"test", "tests", "e2e"}

// testSupport reports a folder of test support: its name is one of
// testSupportNames, or it is in a folder of the module (below its root)
// named in testFolderNames or testSupportNames. The module's root is the
// nearest folder with a go.mod; a folder in no module is judged by its own
// name only, since the folders above it are not the project's (a checkout
// in ~/tests/app is not test code).
func testSupport(dir string) bool {
	if v, ok := testDirMemo.Load(dir); ok {
		return v.(bool)
	}
	is := slices.Contains(testSupportNames, filepath.Base(dir))
	if root := moduleRoot(dir); !is && root != "" {
		if abs, err := filepath.Abs(dir); err == nil {
			if rel, err := filepath.Rel(root, abs); err == nil && rel != "." && filepath.IsLocal(rel) {
				is = slices.ContainsFunc(strings.Split(rel, string(filepath.Separator)), func(name string) bool {
					name = strings.ToLower(name)
					return slices.Contains(testFolderNames, name) || slices.Contains(testSupportNames, name)
				})
			}
		}
	}
	testDirMemo.Store(dir, is)
	return is
}

// testDirMemo remembers testSupport's answer per folder: the keys pass
// and the ddblint pass ask it of every file. A process cache, like
// markerMemo; a go.mod made or removed later is not seen by this process.
var testDirMemo sync.Map
