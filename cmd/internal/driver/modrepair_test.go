package driver

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"golang.org/x/mod/modfile"
)

// TestMissingPaths reads the paths the go command could not download from
// its words, in the listing's error and in packages' errors.
func TestMissingPaths(t *testing.T) {
	listErr := errors.New("listing packages: go: github.com/acme/gone@v0.0.0-20211204010519-50e12a54d0b8: reading https://proxy.example/github.com/acme/gone/@v/v0.0.0-20211204010519-50e12a54d0b8.info: 403 Forbidden")
	pkgs := []*listPackage{
		{ImportPath: "a", Error: &listError{Err: "module github.com/acme/app/shared/dto: reading https://proxy.example/github.com/acme/app/shared/dto/@v/list: 403 Forbidden"}},
		{ImportPath: "b", DepsErrors: []*listError{{Err: "no required module provides package example.com/lib/x; to add it:\n\tgo get example.com/lib/x"}}},
		{ImportPath: "c", Error: &listError{Err: "pattern clients.json: no matching files found"}},
		{ImportPath: "d", Error: &listError{Err: "github.com/acme/old@v1.2.0: invalid version: unknown revision v1.2.0"}},
	}
	got := missingPaths(listErr, pkgs)
	want := []string{"example.com/lib/x", "github.com/acme/app/shared/dto", "github.com/acme/gone", "github.com/acme/old"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("missingPaths = %q, want %q", got, want)
	}
	if got := missingPaths(nil, []*listPackage{{Error: &listError{Err: "undefined: x"}}}); got != nil {
		t.Errorf("missingPaths of a type error = %q, want none", got)
	}
}

// TestPlanRepair: a path inside a module of the repository is replaced by
// its folder; a required module that cannot be had is dropped; the main
// module and a path nothing requires are left alone.
func TestPlanRepair(t *testing.T) {
	repo := t.TempDir()
	for name, src := range map[string]string{
		".git/HEAD":                 "ref: refs/heads/main\n",
		"service/go.mod":            "module github.com/acme/app/service\n",
		"shared/go.mod":             "module github.com/acme/app/shared\n",
		"shared/deep/go.mod":        "module github.com/acme/app/shared/deep\n",
		"node_modules/x/go.mod":     "module github.com/acme/app/vendored\n",
		"tools/testdata/mod/go.mod": "module github.com/acme/app/fixture\n",
	} {
		path := filepath.Join(repo, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	gomod := filepath.Join(repo, "service", "go.mod")
	f, err := modfile.Parse(gomod, []byte("module github.com/acme/app/service\n\nrequire (\n\tgithub.com/acme/gone v1.0.0\n\tgithub.com/aws/aws-sdk-go-v2 v1.30.0\n)\n"), nil)
	if err != nil {
		t.Fatal(err)
	}
	plan := planRepair(gomod, f, []string{
		"github.com/acme/app/shared/dto",       // the shared module's package
		"github.com/acme/app/shared/deep/x",    // the nested module's, the longer path
		"github.com/acme/gone",                 // required, not in the repository
		"example.com/unrequired/pkg",           // neither
		"github.com/acme/app/service/internal", // the main module's own
		"github.com/acme/app/vendored/y",       // in node_modules: not a module of the repository
	})
	wantReplace := map[string]string{
		"github.com/acme/app/shared":      filepath.Join(repo, "shared"),
		"github.com/acme/app/shared/deep": filepath.Join(repo, "shared", "deep"),
	}
	if !reflect.DeepEqual(plan.replace, wantReplace) || !reflect.DeepEqual(plan.drop, []string{"github.com/acme/gone"}) {
		t.Errorf("plan = %+v, want replace %v and drop [github.com/acme/gone]", plan, wantReplace)
	}
}
