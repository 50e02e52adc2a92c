package gclplugin_test

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/semver"
)

// golangciGoMod is the go.mod of the golangci-lint release the plugin is
// built into (a copy of github.com/golangci/golangci-lint/v2@v2.15.0's):
// replace it when moving to a newer release, with golangciVersion in
// integration_test.go.
const golangciGoMod = "testdata/golangci-lint-v2.15.0.mod"

// TestGoModWithinGolangciLint checks, without building anything, that
// ddblint's go.mod asks for no newer Go and no newer version of any module
// than golangci-lint itself requires. A custom golangci-lint selects the
// higher of the two, so a newer one would build golangci-lint against
// dependencies it was not released with, or not build at all.
func TestGoModWithinGolangciLint(t *testing.T) {
	parse := func(path string) *modfile.File {
		t.Helper()
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f, err := modfile.ParseLax(path, data, nil)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	ours := parse(filepath.Join("..", "go.mod"))
	theirs := parse(golangciGoMod)

	if ours.Go == nil || theirs.Go == nil {
		t.Fatal("a go.mod without a go line")
	}
	if semver.Compare("v"+ours.Go.Version, "v"+theirs.Go.Version) > 0 {
		t.Errorf("go.mod says go %s; golangci-lint %s needs only go %s: a custom build would need the newer Go",
			ours.Go.Version, golangciVersion, theirs.Go.Version)
	}
	if ours.Toolchain != nil {
		t.Logf("go.mod has a toolchain line (%s); it does not carry over into a custom golangci-lint", ours.Toolchain.Name)
	}

	want := map[string]string{}
	for _, r := range theirs.Require {
		want[r.Mod.Path] = r.Mod.Version
	}
	shared := 0
	for _, r := range ours.Require {
		v, ok := want[r.Mod.Path]
		if !ok {
			continue
		}
		shared++
		if semver.Compare(r.Mod.Version, v) > 0 {
			t.Errorf("go.mod requires %s %s; golangci-lint %s requires %s: a custom build would raise it",
				r.Mod.Path, r.Mod.Version, golangciVersion, v)
		}
	}
	if shared == 0 {
		t.Errorf("no module in common with %s: is the copy of golangci-lint's go.mod right?", golangciGoMod)
	}
}
