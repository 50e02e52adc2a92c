package driver

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestTrim: packs unused for trimAge go, recent ones stay, and trimming
// waits trimInterval before it runs again.
func TestTrim(t *testing.T) {
	dir := t.TempDir()
	c := &cache{dir: dir}
	old := filepath.Join(dir, packDir, "new-1"+packExt)
	recent := filepath.Join(dir, packDir, "new-2"+packExt)
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

// TestTrimOnlyOwnFiles: trimming removes only what the cache wrote. Files
// of any other name or place — a user's notes beside the cache, a file
// dropped into its packs directory, the sources of a tree the cache was
// pointed at — stay, however old, and however far over the size bound.
func TestTrimOnlyOwnFiles(t *testing.T) {
	dir := t.TempDir()
	c := &cache{dir: dir}
	long := time.Now().Add(-trimAge - time.Hour)
	write := func(rel string) string {
		t.Helper()
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("data"), 0o666); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, long, long); err != nil {
			t.Fatal(err)
		}
		return p
	}
	keep := []string{
		write("notes.txt"),
		write("main.go"),
		write("store/orders.go"),
		write(filepath.Join(packDir, "notes.txt")),
		write(filepath.Join(packDir, "mine.pack")),
		write(filepath.Join(packDir, "new-12x.pack")),
		write(filepath.Join(runsDir, "README")),
		write(filepath.Join("sub", packDir, "new-1.pack")),
		write(filepath.Join(memoDir, "notes.memo")),
		write(filepath.Join(memoDir, strings.Repeat("ab", 32))),
	}
	gone := []string{
		write(filepath.Join(packDir, "new-123.pack")),
		write(filepath.Join(packDir, "new-456.tmp")),
		write(filepath.Join(runsDir, strings.Repeat("ab", 32))),
		write(filepath.Join(memoDir, strings.Repeat("ab", 32)+memoExt)),
		write(filepath.Join(memoDir, "new-789.tmp")),
	}
	c.trim()
	for _, p := range keep {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("trim removed %s, which the cache did not write: %v", p, err)
		}
	}
	for _, p := range gone {
		if _, err := os.Stat(p); !os.IsNotExist(err) {
			t.Errorf("want the cache's old file %s removed, got %v", p, err)
		}
	}
}

// TestCacheDirRefused: a cache directory holding go.mod, go.work or .git
// is a module or a checkout, one holding Go files a package: each is
// refused with an error naming the directory and why.
func TestCacheDirRefused(t *testing.T) {
	for marker, why := range map[string]string{"go.mod": "go.mod", "go.work": "go.work", ".git": ".git", "main.go": "Go files"} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, marker), []byte("module x\n"), 0o666); err != nil {
			t.Fatal(err)
		}
		c, err := openCache(Options{Cache: dir}, func(string) {})
		if err == nil || c != nil {
			t.Fatalf("%s: want the directory refused, got cache %v, error %v", marker, c, err)
		}
		if !strings.Contains(err.Error(), dir) || !strings.Contains(err.Error(), why) {
			t.Errorf("%s: the error should name the directory and why: %v", marker, err)
		}
		if _, err := os.Stat(filepath.Join(dir, packDir)); !os.IsNotExist(err) {
			t.Errorf("%s: a refused directory must be left as it was, got %v", marker, err)
		}
	}
	if err := checkCacheDir(t.TempDir()); err != nil {
		t.Errorf("an empty directory is a fine cache: %v", err)
	}
	if err := checkCacheDir(filepath.Join(t.TempDir(), "new")); err != nil {
		t.Errorf("a new directory is a fine cache: %v", err)
	}
}
