package astpath

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/tools/go/ast/astutil"
)

const src = `// Package p is a test.
package p

import "fmt"

// F prints.
func F(a, b string) string {
	x := a + "#" + b
	fmt.Println(x)
	return x
}

var v = "USER" + "x"

type T struct{ A string }

func (t *T) M() string { return t.A + "#" }
`

// TestSameAsPathEnclosingInterval compares Enclosing with the full walk for
// every range of up to 12 bytes of a small file.
func TestSameAsPathEnclosingInterval(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	base := fset.File(f.Pos()).Base()
	for i := 0; i <= len(src); i++ {
		for j := i; j <= len(src) && j <= i+12; j++ {
			start, end := token.Pos(base+i), token.Pos(base+j)
			want, wantExact := astutil.PathEnclosingInterval(f, start, end)
			got, gotExact := Enclosing(f, start, end)
			if !slices.Equal(got, want) || gotExact != wantExact {
				t.Fatalf("[%d,%d) %q: got %s (exact %v), want %s (exact %v)", i, j, src[i:j], kinds(got), gotExact, kinds(want), wantExact)
			}
			if got := Path(f, start, end); !slices.Equal(got, want) {
				t.Fatalf("Path [%d,%d) %q: got %s, want %s", i, j, src[i:j], kinds(got), kinds(want))
			}
		}
	}
}

func kinds(path []ast.Node) []string {
	var out []string
	for _, n := range path {
		out = append(out, astutil.NodeDescription(n))
	}
	return out
}

// TestPathOnRealFiles compares Path with the full walk on the engine's own
// sources, for the range of every node and for every empty range at a
// sample of offsets: the shapes a small file leaves out.
func TestPathOnRealFiles(t *testing.T) {
	files, err := filepath.Glob("../../analyzers/keys/*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no files: %v", err)
	}
	fset := token.NewFileSet()
	ranges := 0
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		check := func(start, end token.Pos) {
			t.Helper()
			ranges++
			want, _ := astutil.PathEnclosingInterval(f, start, end)
			if got := Path(f, start, end); !slices.Equal(got, want) {
				t.Fatalf("%s: Path %s-%s: got %s, want %s", name, fset.Position(start), fset.Position(end), kinds(got), kinds(want))
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if n != nil {
				check(n.Pos(), n.End())
			}
			return true
		})
		tf := fset.File(f.Pos())
		for off := 0; off < tf.Size(); off += 5 {
			check(tf.Pos(off), tf.Pos(off))
		}
	}
	if ranges < 10000 {
		t.Errorf("compared %d ranges; want the files read whole", ranges)
	}
}
