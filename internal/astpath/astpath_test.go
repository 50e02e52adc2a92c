package astpath

import (
	"go/ast"
	"go/parser"
	"go/token"
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
