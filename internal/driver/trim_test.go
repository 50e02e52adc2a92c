package driver

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestTrim: packs unused for trimAge go, recent ones stay, and trimming
// waits trimInterval before it runs again.
func TestTrim(t *testing.T) {
	dir := t.TempDir()
	c := &cache{dir: dir}
	old := filepath.Join(dir, packDir, "old"+packExt)
	recent := filepath.Join(dir, packDir, "recent"+packExt)
	for _, f := range []string{old, recent} {
		if err := os.MkdirAll(filepath.Dir(f), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, []byte("entry"), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	long := time.Now().Add(-trimAge - time.Hour)
	if err := os.Chtimes(old, long, long); err != nil {
		t.Fatal(err)
	}
	c.trim()
	if _, err := os.Stat(old); !os.IsNotExist(err) {
		t.Errorf("want the unused entry removed, got %v", err)
	}
	if _, err := os.Stat(recent); err != nil {
		t.Errorf("want the recent entry kept, got %v", err)
	}

	// Trimmed a moment ago: not again.
	if err := os.Chtimes(recent, long, long); err != nil {
		t.Fatal(err)
	}
	c.trim()
	if _, err := os.Stat(recent); err != nil {
		t.Errorf("want no second trim within trimInterval, got %v", err)
	}
}
