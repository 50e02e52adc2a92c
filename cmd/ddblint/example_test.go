package main

import (
	"fmt"
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
	// The project README shows a few of the same findings, and their count.
	top, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, shown, ok := strings.Cut(string(top), "look like this")
	if !ok {
		t.Fatal(`README.md has no "look like this" before its sample findings`)
	}
	_, shown, _ = strings.Cut(shown, "```\n")
	shown, _, _ = strings.Cut(shown, "```")
	for _, l := range strings.Split(strings.TrimRight(shown, "\n"), "\n") {
		if !slices.Contains(got, l) {
			t.Errorf("README.md shows a finding ddblint ./examples/... does not print:\n%s", l)
		}
	}
	findings := 0
	for _, l := range got {
		if !strings.HasPrefix(l, " ") { // not a "    related: " line
			findings++
		}
	}
	if words := fmt.Sprintf("of the %s)", numberWords[findings]); !strings.Contains(string(top), words) {
		t.Errorf("README.md should say %q: ddblint ./examples/... prints %d findings", words, findings)
	}
}

// numberWords spells the README's count of the example's findings.
var numberWords = map[int]string{20: "twenty", 21: "twenty-one", 22: "twenty-two", 23: "twenty-three", 24: "twenty-four", 25: "twenty-five"}

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
