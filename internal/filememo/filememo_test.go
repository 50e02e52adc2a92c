package filememo

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestMemo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f")
	write := func(s string, mtime time.Time) {
		if err := os.WriteFile(path, []byte(s), 0o666); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(path, mtime, mtime); err != nil {
			t.Fatal(err)
		}
	}
	var m Memo[string]
	parses := 0
	read := func() string {
		v, err := m.Get(path, func() (string, error) {
			parses++
			b, err := os.ReadFile(path)
			return string(b), err
		})
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	write("one", t0)
	// Two reads of the unchanged file: the second comes from the memo.
	if first, second := read(), read(); first != "one" || second != "one" || parses != 1 {
		t.Fatalf("unchanged file parsed %d times, want 1", parses)
	}
	write("two", t0.Add(time.Second))
	if got := read(); got != "two" || parses != 2 {
		t.Fatalf("edited file: got %q after %d parses, want \"two\" after 2", got, parses)
	}
	if len(m.entries) != 1 {
		t.Errorf("%d entries for one path, want 1 (a new version replaces the old)", len(m.entries))
	}
	if _, err := m.Get(filepath.Join(filepath.Dir(path), "missing"), func() (string, error) {
		t.Fatal("parse called for a missing file")
		return "", nil
	}); err == nil {
		t.Error("missing file: no error")
	}
}

// TestMemoDeps: a parse that read another file is made again when that
// file is written, created or removed, and not otherwise.
func TestMemoDeps(t *testing.T) {
	dir := t.TempDir()
	path, dep := filepath.Join(dir, "service.yml"), filepath.Join(dir, "tables.yml")
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	write := func(p, s string, mtime time.Time) {
		if err := os.WriteFile(p, []byte(s), 0o666); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, mtime, mtime); err != nil {
			t.Fatal(err)
		}
	}
	var m Memo[string]
	parses := 0
	read := func() string {
		v, err := m.GetDeps(path, func() (string, []Stamp, error) {
			parses++
			st := StampOf(dep)
			b, _ := os.ReadFile(dep)
			return string(b), []Stamp{st}, nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	write(path, "include tables.yml", t0)
	for _, step := range []struct {
		name   string
		change func()
		want   string
		parses int
	}{
		{"absent", func() {}, "", 1},
		{"absent, again", func() {}, "", 1},
		{"created", func() { write(dep, "one", t0) }, "one", 2},
		{"unchanged", func() {}, "one", 2},
		{"written", func() { write(dep, "two", t0.Add(time.Second)) }, "two", 3},
		{"removed", func() {
			if err := os.Remove(dep); err != nil {
				t.Fatal(err)
			}
		}, "", 4},
	} {
		step.change()
		if got := read(); got != step.want || parses != step.parses {
			t.Errorf("%s: got %q after %d parses, want %q after %d", step.name, got, parses, step.want, step.parses)
		}
	}
}
