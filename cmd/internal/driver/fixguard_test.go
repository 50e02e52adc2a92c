package driver

import (
	"crypto/sha256"
	"os"
	"path/filepath"
	"strings"
	"testing"

	udiff "github.com/aymanbagabas/go-udiff"
)

// TestFixFileGuards: a fix is written only over the content that was
// analysed. Two lines swapped during the run leave the size as it was,
// and the fix's offsets would land inside the user's comment; a file the
// analysis never read has no analysed content to compare (issue 23,
// item 4).
func TestFixFileGuards(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "shop.go")
	analysed := "package shop\n\n// the first line\nvar k = \"USER\" + id\n"
	swapped := "package shop\n\nvar k = \"USER\" + id\n// the first line\n"
	if len(analysed) != len(swapped) {
		t.Fatal("the two versions must have the same size")
	}
	if err := os.WriteFile(name, []byte(swapped), 0o666); err != nil {
		t.Fatal(err)
	}
	off := strings.Index(analysed, `"USER"`) + len(`"USER`)
	edits := []udiff.Edit{{Start: off, End: off, New: "#"}}
	r := &runner{wd: dir}

	_, err := r.fixFile(name, edits, map[string][32]byte{name: sha256.Sum256([]byte(analysed))})
	if err == nil || !strings.Contains(err.Error(), "changed during the analysis") {
		t.Errorf("a file edited during the run: want it skipped as changed, got %v", err)
	}
	_, err = r.fixFile(name, edits, map[string][32]byte{})
	if err == nil || !strings.Contains(err.Error(), "did not read") {
		t.Errorf("a file the analysis did not read: want it skipped, got %v", err)
	}
	if got, _ := os.ReadFile(name); string(got) != swapped {
		t.Errorf("the file was written:\n%s", got)
	}

	// The content analysed is still there: the fix is applied.
	if err := os.WriteFile(name, []byte(analysed), 0o666); err != nil {
		t.Fatal(err)
	}
	if _, err := r.fixFile(name, edits, map[string][32]byte{name: sha256.Sum256([]byte(analysed))}); err != nil {
		t.Fatalf("unchanged file: %v", err)
	}
	if got, _ := os.ReadFile(name); !strings.Contains(string(got), `"USER#" + id`) {
		t.Errorf("the fix was not applied:\n%s", got)
	}
}
