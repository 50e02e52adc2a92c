package lsp

import (
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestMapper(t *testing.T) {
	// "é" is 2 bytes and 1 UTF-16 unit; "😀" is 4 bytes and 2 units.
	content := "package p\r\n\nvar s = \"é😀\" + id\rx\n"
	m := newMapper([]byte(content))
	for _, tc := range []struct {
		find string // the position is where this text starts
		want Position
	}{
		{"package", Position{0, 0}},
		{"\r\n", Position{0, 9}},
		{"\nvar", Position{1, 0}},
		{"var", Position{2, 0}},
		{"é", Position{2, 9}},
		{"😀", Position{2, 10}},
		{"\" + id", Position{2, 12}},
		{"id", Position{2, 16}},
		{"x", Position{3, 0}}, // a lone \r ends a line for the protocol
	} {
		off := strings.Index(content, tc.find)
		if got := m.position(off); got != tc.want {
			t.Errorf("position(%d) (%q) = %v, want %v", off, tc.find, got, tc.want)
		}
		back, err := m.offset(tc.want)
		if err != nil || back != off {
			t.Errorf("offset(%v) = %d, %v, want %d", tc.want, back, err, off)
		}
	}
	if got, want := m.position(len(content)+10), (Position{4, 0}); got != want {
		t.Errorf("position beyond the end = %v, want %v (clamped)", got, want)
	}
	for _, p := range []Position{{2, 99}, {9, 0}, {2, 11}} { // {2,11} is inside the surrogate pair
		if off, err := m.offset(p); err == nil {
			t.Errorf("offset(%v) = %d, want an error", p, off)
		}
	}
}

func TestOverlaps(t *testing.T) {
	r := Range{Position{3, 5}, Position{3, 10}}
	for _, tc := range []struct {
		other Range
		want  bool
	}{
		{Range{Position{3, 5}, Position{3, 5}}, true},   // cursor at the start
		{Range{Position{3, 10}, Position{3, 10}}, true}, // cursor at the end
		{Range{Position{3, 7}, Position{3, 7}}, true},
		{Range{Position{0, 0}, Position{9, 0}}, true}, // the whole file
		{Range{Position{3, 11}, Position{3, 12}}, false},
		{Range{Position{2, 0}, Position{3, 4}}, false},
	} {
		if got := overlaps(r, tc.other); got != tc.want {
			t.Errorf("overlaps(%v, %v) = %v, want %v", r, tc.other, got, tc.want)
		}
	}
}

func TestURI(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a b", "ü#.go")
	uri := pathToURI(path)
	if runtime.GOOS != "windows" && !strings.HasPrefix(string(uri), "file:///") {
		t.Errorf("pathToURI(%q) = %q", path, uri)
	}
	if strings.ContainsAny(string(uri), " #") {
		t.Errorf("pathToURI(%q) = %q: not escaped", path, uri)
	}
	back, err := uriToPath(uri)
	if err != nil || back != path {
		t.Errorf("uriToPath(%q) = %q, %v, want %q", uri, back, err, path)
	}
	for _, bad := range []DocumentURI{"untitled:Untitled-1", "file:relative.go", "%zz"} {
		if p, err := uriToPath(bad); err == nil {
			t.Errorf("uriToPath(%q) = %q, want an error", bad, p)
		}
	}
}
