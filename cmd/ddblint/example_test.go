package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestExampleREADME runs ddblint on the bundled example, as the README's
// first command does, and compares its findings with the output the
// example's README shows: a newcomer's first run must show what the
// documentation says it shows.
func TestExampleREADME(t *testing.T) {
	bin := ddblintBinary(t)
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile(filepath.Join(root, "examples", "shop", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	want := exampleOutput(t, string(readme))
	r := runEnv(t, nil, root, bin, "./examples/...")
	noCrash(t, r)
	if r.code != 3 {
		t.Errorf("exit code %d, want 3 (findings); the README says 3\n%s", r.code, r)
	}
	var got []string
	for _, l := range strings.Split(strings.TrimRight(r.stdout, "\n"), "\n") {
		got = append(got, strings.TrimPrefix(l, root+string(filepath.Separator)))
	}
	// The README says the lines may come in another order.
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("ddblint ./examples/... differs from examples/shop/README.md (update the README's output block)\n--- got:\n%s\n--- README:\n%s",
			strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// exampleOutput is the fenced block after "The output, in file order:".
func exampleOutput(t *testing.T, readme string) []string {
	t.Helper()
	_, after, ok := strings.Cut(readme, "The output, in file order:")
	if !ok {
		t.Fatal(`examples/shop/README.md has no "The output, in file order:"`)
	}
	_, block, ok := strings.Cut(after, "```\n")
	if !ok {
		t.Fatal("examples/shop/README.md: no fenced block after the output heading")
	}
	block, _, ok = strings.Cut(block, "```")
	if !ok {
		t.Fatal("examples/shop/README.md: the output block is not closed")
	}
	return strings.Split(strings.TrimRight(block, "\n"), "\n")
}
