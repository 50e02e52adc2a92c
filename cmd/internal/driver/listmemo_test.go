package driver

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestStamper: a file written after the listing started makes the entry
// late; one written a moment before is kept with a stamp that matches
// nothing (read again); an older one with its own stamp.
func TestStamper(t *testing.T) {
	dir := t.TempDir()
	file := func(name string, age time.Duration) string {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(name), 0o666); err != nil {
			t.Fatal(err)
		}
		at := time.Now().Add(-age)
		if err := os.Chtimes(p, at, at); err != nil {
			t.Fatal(err)
		}
		return p
	}
	old, recent := file("old", time.Hour), file("recent", time.Second)
	st := &stamper{start: time.Now().Add(-500 * time.Millisecond), now: time.Now()}
	if s := st.stamp(old); s != statStamp(old) || st.late {
		t.Errorf("old file: stamp %+v, late %t; want its own stamp, not late", s, st.late)
	}
	if s := st.stamp(recent); s == statStamp(recent) || st.late {
		t.Errorf("recent file: stamp %+v, late %t; want one that matches nothing, not late", s, st.late)
	}
	if s := st.stamp(filepath.Join(dir, "missing")); s.ok || st.late {
		t.Errorf("missing file: stamp %+v, late %t", s, st.late)
	}
	st.stamp(file("written during the listing", 100*time.Millisecond))
	if !st.late {
		t.Error("a file written after the listing started: want the entry late")
	}
}

// TestTreeBase: only local patterns ending in "/..." walk a tree.
func TestTreeBase(t *testing.T) {
	dir := t.TempDir()
	for pattern, want := range map[string]string{
		"./...":           dir,
		"./svc/...":       filepath.Join(dir, "svc"),
		"../...":          filepath.Dir(dir),
		dir + "/x/...":    filepath.Join(dir, "x"),
		"...":             "",
		"example.com/...": "",
		"./svc...":        "",
		"./a/.../b/...":   "",
		"./svc":           "",
	} {
		if got := treeBase(dir, pattern); got != want {
			t.Errorf("treeBase(%q) = %q, want %q", pattern, got, want)
		}
	}
}

// TestWithoutExport: a listing with export data, less it, is the listing
// without it: a cgo package loses the imports -compiled adds, and keeps
// those its own files name.
func TestWithoutExport(t *testing.T) {
	dir := t.TempDir()
	src := "package c\n\n// int f(void);\nimport \"C\"\n\nimport \"unsafe\"\n\nvar _ unsafe.Pointer\n"
	if err := os.WriteFile(filepath.Join(dir, "c.go"), []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	pkgs := []*listPackage{
		{ImportPath: "p", Export: "/cache/p-d", CompiledGoFiles: []string{"p.go"}, GoFiles: []string{"p.go"}, Imports: []string{"fmt"}},
		{ImportPath: "c", Dir: dir, Export: "/cache/c-d", CgoFiles: []string{"c.go"}, Imports: []string{"C", "unsafe", "runtime/cgo", "syscall"}},
	}
	got, ok := withoutExport(pkgs)
	if !ok {
		t.Fatal("want the listing")
	}
	if got[0].Export != "" || got[0].CompiledGoFiles != nil || !slices.Equal(got[0].Imports, []string{"fmt"}) {
		t.Errorf("plain package: got %+v", got[0])
	}
	if !slices.Equal(got[1].Imports, []string{"C", "unsafe"}) {
		t.Errorf("cgo package: imports %q, want [C unsafe]", got[1].Imports)
	}
	if pkgs[1].Export == "" || len(pkgs[1].Imports) != 4 {
		t.Errorf("the listing given was changed: %+v", pkgs[1])
	}
}
