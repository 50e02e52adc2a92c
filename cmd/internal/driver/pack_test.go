package driver

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// testKey is a cache key (hex SHA-256) made from s.
func testKey(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

func testEntry(s string) []byte {
	return []byte(`{"entry":"` + s + `"}`)
}

// writeRun writes the entries named by names as one run would.
func writeRun(t *testing.T, dir string, max int, names ...string) {
	t.Helper()
	ps := newPacks(dir)
	ps.max = max
	for _, n := range names {
		if err := ps.put(testKey(n), testEntry(n)); err != nil {
			t.Fatal(err)
		}
	}
	if err := ps.close(); err != nil {
		t.Fatal(err)
	}
}

// packsOf returns the packs in the cache dir.
func packsOf(t *testing.T, dir string) []string {
	t.Helper()
	des, err := os.ReadDir(filepath.Join(dir, packDir))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	var out []string
	for _, de := range des {
		if strings.HasSuffix(de.Name(), packExt) {
			out = append(out, filepath.Join(dir, packDir, de.Name()))
		}
	}
	return out
}

// checkEntries fails unless every name reads back as written, and
// reports the names that do not.
func checkEntries(t *testing.T, dir string, names ...string) {
	t.Helper()
	ps := newPacks(dir)
	defer func() { _ = ps.close() }()
	for _, n := range names {
		got, ok := ps.get(testKey(n))
		if !ok {
			t.Errorf("entry %s: not found", n)
		} else if !bytes.Equal(got, testEntry(n)) {
			t.Errorf("entry %s: got %q, want %q", n, got, testEntry(n))
		}
	}
}

// TestPackRoundTrip: a run's entries go into one pack, read back by the
// next run; an entry put twice is stored once; an unknown key misses.
func TestPackRoundTrip(t *testing.T) {
	dir := t.TempDir()
	writeRun(t, dir, maxPacks, "a", "b", "c", "a")
	if got := packsOf(t, dir); len(got) != 1 {
		t.Fatalf("want one pack, got %q", got)
	}
	checkEntries(t, dir, "a", "b", "c")
	ps := newPacks(dir)
	defer func() { _ = ps.close() }()
	if _, ok := ps.get(testKey("d")); ok {
		t.Error("want a miss for an entry never written")
	}
	if n := len(ps.index); n != 3 {
		t.Errorf("want 3 entries in the index, got %d", n)
	}

	// A run that writes nothing leaves no pack (and no directory).
	empty := t.TempDir()
	writeRun(t, empty, maxPacks)
	if des, _ := os.ReadDir(empty); len(des) != 0 {
		t.Errorf("a run without entries wrote %d files", len(des))
	}
}

// TestPackDamaged: a damaged entry is a miss, the others of its pack are
// read; a truncated pack or a stray file is skipped, never a crash.
func TestPackDamaged(t *testing.T) {
	dir := t.TempDir()
	writeRun(t, dir, maxPacks, "a", "b")
	pk := packsOf(t, dir)[0]
	data, err := os.ReadFile(pk)
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.Index(data, testEntry("a"))
	if i < 0 {
		t.Fatal("entry a not in the pack")
	}
	damaged := bytes.Clone(data)
	damaged[i+len(`{"entry":"`)] = 'z'
	if err := os.WriteFile(pk, damaged, 0o666); err != nil {
		t.Fatal(err)
	}
	ps := newPacks(dir)
	if _, ok := ps.get(testKey("a")); ok {
		t.Error("want a miss for a damaged entry")
	}
	if got, ok := ps.get(testKey("b")); !ok || !bytes.Equal(got, testEntry("b")) {
		t.Errorf("want the undamaged entry of the pack, got %q, %t", got, ok)
	}
	_ = ps.close()

	for name, content := range map[string][]byte{
		"truncated": data[:len(data)-5],
		"empty":     nil,
		"garbage":   bytes.Repeat([]byte(packMagic), 10),
	} {
		if err := os.WriteFile(pk, content, 0o666); err != nil {
			t.Fatal(err)
		}
		ps := newPacks(dir)
		if _, ok := ps.get(testKey("b")); ok {
			t.Errorf("%s pack: want a miss", name)
		}
		_ = ps.close()
	}
}

// TestPackConcurrent: runs writing (the same and different entries),
// reading and merging at once lose nothing that was written.
func TestPackConcurrent(t *testing.T) {
	dir := t.TempDir()
	var wg sync.WaitGroup
	var all []string
	for i := range 12 {
		names := []string{"shared", fmt.Sprintf("own%d", i)}
		all = append(all, names...)
		wg.Add(1)
		go func() {
			defer wg.Done()
			ps := newPacks(dir)
			ps.max = 4 // merges while others write and read
			ps.get(testKey("shared"))
			for _, n := range names {
				if err := ps.put(testKey(n), testEntry(n)); err != nil {
					t.Error(err)
				}
			}
			if err := ps.close(); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	checkEntries(t, dir, all...)
	if n := len(packsOf(t, dir)); n > 12 {
		t.Errorf("want merges to have bounded the packs, got %d", n)
	}
}

// TestPackMerge: beyond max packs, the smaller ones are merged, entries
// intact; the merged pack is as recently used as its newest source, and
// the entries of packs unused for trimAge are dropped.
func TestPackMerge(t *testing.T) {
	dir := t.TempDir()
	const max = 4
	writeRun(t, dir, max, "stale")
	long := time.Now().Add(-trimAge - time.Hour)
	if err := os.Chtimes(packsOf(t, dir)[0], long, long); err != nil {
		t.Fatal(err)
	}
	var names []string
	for i := range 3 * max {
		n := fmt.Sprintf("e%d", i)
		names = append(names, n)
		writeRun(t, dir, max, n)
		if got := len(packsOf(t, dir)); got > max {
			t.Fatalf("after run %d: want at most %d packs, got %d", i, max, got)
		}
	}
	checkEntries(t, dir, names...)
	ps := newPacks(dir)
	defer func() { _ = ps.close() }()
	if _, ok := ps.get(testKey("stale")); ok {
		t.Error("want the entry of a pack unused for trimAge dropped by the merge")
	}
	for _, pk := range packsOf(t, dir) {
		fi, err := os.Stat(pk)
		if err != nil {
			t.Fatal(err)
		}
		if time.Since(fi.ModTime()) > time.Hour {
			t.Errorf("pack %s: want it as recent as its newest source, got %v", pk, fi.ModTime())
		}
	}
}
