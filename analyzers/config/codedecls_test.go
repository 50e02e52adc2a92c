package config

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"
)

// TestCodeSchemas: the Go files of the repository that mention
// CreateTableInput, and its Markdown files that run create-table with a
// key schema, are found wherever they are — a test helper package,
// a _test.go file, another module, docs — but not in folders the go
// command ignores or a dependency, and not when the configuration names
// schemas.
func TestCodeSchemas(t *testing.T) {
	t.Cleanup(ResetFlags)
	const decl = "package x\n\nvar in = dynamodb.CreateTableInput{}\n"
	repo := writeFiles(t, t.TempDir(), map[string]string{
		".git/HEAD":                           "ref: refs/heads/main\n",
		"service/go.mod":                      "module example.com/service\n",
		"service/store/store.go":              "package store\n",
		"service/store/store_test.go":         decl,
		"service/store/dynamotest/helper.go":  decl,
		"service/store/testdata/fixture.go":   decl,
		"service/vendor/x/x.go":               decl,
		"service/_old/x.go":                   decl,
		"service/.cache/x.go":                 decl,
		"service/docs/tables.md":              "dynamodb.CreateTableInput{}\n", // not Go, and no create-table
		"service/docs/deploy.md":              "```sh\naws dynamodb create-table --table-name t --key-schema AttributeName=id,KeyType=HASH\n```\n",
		"service/README.md":                   "Tables are made by `make tables` (create-table, no key schema here).\n",
		"service/store/update.go":             "package store\n\nvar in = dynamodb.UpdateTableInput{}\n",
		"tools/go.mod":                        "module example.com/tools\n",
		"tools/cmd/setup/main.go":             decl,
		"tools/node_modules/pkg/generated.go": decl,
	})
	pkg := filepath.Join(repo, "service", "store")
	at := func(names ...string) []string {
		var out []string
		for _, n := range names {
			out = append(out, filepath.Join(repo, filepath.FromSlash(n)))
		}
		return out
	}
	want := at("service/docs/deploy.md", "service/store/dynamotest/helper.go", "service/store/store_test.go", "tools/cmd/setup/main.go")
	cfg := mustLoad(t, pkg)
	if got := cfg.CodeSchemas(); !reflect.DeepEqual(got, want) {
		t.Errorf("CodeSchemas = %q, want %q", got, want)
	}
	if inputs, err := Inputs(pkg); err != nil || !reflect.DeepEqual(inputs, want) {
		t.Errorf("Inputs = %q, %v, want %q", inputs, err, want)
	}

	// Named schemas turn the look off; so does being a dependency.
	setFlags(t, "-schemas=")
	if got := mustLoad(t, pkg).CodeSchemas(); got != nil {
		t.Errorf("with -schemas=, CodeSchemas = %q, want none", got)
	}
	ResetFlags()
	if got := (&Config{codeDir: pkg, Dependency: true}).CodeSchemas(); got != nil {
		t.Errorf("for a dependency, CodeSchemas = %q, want none", got)
	}
	// A package in a folder the look skips (a test input) gets none.
	if got := findCodeSchemas(filepath.Join(repo, "service", "store", "testdata")); got != nil {
		t.Errorf("for a package under testdata, CodeSchemas = %q, want none", got)
	}
	// Outside a repository, the module is looked at.
	mod := writeFiles(t, t.TempDir(), map[string]string{"go.mod": "module example.com/m\n", "db/setup.go": decl})
	if got := mustLoad(t, mod).CodeSchemas(); !reflect.DeepEqual(got, []string{filepath.Join(mod, "db", "setup.go")}) {
		t.Errorf("outside a repository, CodeSchemas = %q, want db/setup.go", got)
	}
}

// TestCodeSchemasAfterEdits: a found file that no longer declares a table
// is dropped at once; a new file that does is found once codeRecheck has
// passed (the folders are stat'ed again then, not at every ask).
func TestCodeSchemasAfterEdits(t *testing.T) {
	const decl = "package x\n\nvar in = dynamodb.CreateTableInput{}\n"
	repo := writeFiles(t, t.TempDir(), map[string]string{
		".git/HEAD":         "ref: refs/heads/main\n",
		"go.mod":            "module example.com/m\n",
		"store/a_test.go":   decl,
		"store/store.go":    "package store\n",
		"setup/existing.go": "package setup\n",
	})
	var memo codeLooks
	now := time.Now()
	a := filepath.Join(repo, "store", "a_test.go")
	if got := memo.get(repo, now); !reflect.DeepEqual(got, []string{a}) {
		t.Fatalf("first look: %q, want %q", got, a)
	}
	// Dropped at once: the found file's stamp changed.
	if err := os.WriteFile(a, []byte("package store\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := memo.get(repo, now); len(got) != 0 {
		t.Errorf("after the declaration was removed: %q, want none", got)
	}
	// A new declaring file in a new folder: not looked for within codeRecheck…
	b := filepath.Join(repo, "setup", "tables", "tables.go")
	writeFiles(t, repo, map[string]string{"setup/tables/tables.go": decl})
	if got := memo.get(repo, now.Add(codeRecheck/2)); len(got) != 0 {
		t.Errorf("within codeRecheck: %q, want none yet", got)
	}
	// …and found after it.
	if got := memo.get(repo, now.Add(2*codeRecheck)); !reflect.DeepEqual(got, []string{b}) {
		t.Errorf("after codeRecheck: %q, want %q", got, b)
	}
}

// TestTestSupport: folders below a tests folder of the module are test
// support, whatever their name; the module's own folder and those above it
// are not the project's, whatever theirs.
func TestTestSupport(t *testing.T) {
	base := t.TempDir()
	mod := writeFiles(t, filepath.Join(base, "tests", "app"), map[string]string{
		"go.mod":                    "module example.com/app\n",
		"store/store.go":            "package store\n",
		"test/helpers/helpers.go":   "package helpers\n",
		"internal/mocks/db/db.go":   "package db\n",
		"contests/contests.go":      "package contests\n",
		"e2e/setup/setup.go":        "package setup\n",
		"internal/testutil/util.go": "package testutil\n",
	})
	for dir, want := range map[string]bool{
		"":                  false, // the module's root, in a folder named tests
		"store":             false,
		"contests":          false,
		"test/helpers":      true,
		"e2e/setup":         true,
		"internal/mocks/db": true,
		"internal/testutil": true,
	} {
		if got := testSupport(filepath.Join(mod, filepath.FromSlash(dir))); got != want {
			t.Errorf("testSupport(%q) = %v, want %v", dir, got, want)
		}
	}
	// In no module, only a folder's own name counts.
	loose := writeFiles(t, filepath.Join(base, "loose"), map[string]string{"tests/pkg/p.go": "package pkg\n", "testutil/u.go": "package testutil\n"})
	if testSupport(filepath.Join(loose, "tests", "pkg")) {
		t.Error("a folder in no module below one named tests: want not test support")
	}
	if !testSupport(filepath.Join(loose, "testutil")) {
		t.Error("a folder named testutil in no module: want test support")
	}
}
