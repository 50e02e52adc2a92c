package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ddblint/ddblint/internal/keymap"
)

// TestFresh fails when the generated key map docs differ from what ddblint
// -map draws of the example today (go generate ./cmd/ddblint rewrites
// them). The Workbench model's dates are left out of the comparison.
func TestFresh(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping in -short mode: it analyses the example with the real SDKs")
	}
	root, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	files, err := render(root)
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(name, "workbench") {
			if err := keymap.ValidateWorkbench(got); err != nil {
				t.Errorf("%s: %v", name, err)
			}
			got, want = dates.ReplaceAll(got, nil), dates.ReplaceAll(want, nil)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale: run go generate ./cmd/ddblint", name)
		}
	}
}

func TestDemote(t *testing.T) {
	in := "# Key map\n\n## Table `x`\n\n```mermaid\n# not a heading\n```\n"
	want := "## Key map\n\n### Table `x`\n\n```mermaid\n# not a heading\n```\n"
	if got := string(demote([]byte(in))); got != want {
		t.Errorf("demote = %q, want %q", got, want)
	}
}
