// Package astpath finds the syntax enclosing a source range, at a cost
// that does not grow with the file.
//
// astutil.PathEnclosingInterval lists and sorts the children of every node
// on its way down, the file's declarations included: called once per
// finding, as the rules do to read the code around a key, it makes a file
// of n functions with a finding in each cost n² (issue 23, item 5).
package astpath

import (
	"go/ast"
	"go/token"
	"sort"

	"golang.org/x/tools/go/ast/astutil"
)

// Enclosing returns what astutil.PathEnclosingInterval(f, start, end)
// returns. A range strictly inside one declaration is looked up in that
// declaration alone, found by binary search among f.Decls (which the
// parser keeps in source order); any other range (between declarations,
// at a declaration's very end, in the package clause) takes the full walk,
// whose answer there may depend on the neighbouring declarations.
func Enclosing(f *ast.File, start, end token.Pos) (path []ast.Node, exact bool) {
	if d := declAt(f, start, end); d != nil {
		// A file of that one declaration: PathEnclosingInterval descends
		// into it exactly as into the whole file, since the range lies
		// inside it; only the root differs, and is put back.
		one := &ast.File{Package: f.Package, Name: f.Name, Decls: []ast.Decl{d}}
		path, exact = astutil.PathEnclosingInterval(one, start, end)
		if len(path) > 0 && path[len(path)-1] == one {
			path[len(path)-1] = f
			return path, exact
		}
	}
	return astutil.PathEnclosingInterval(f, start, end)
}

// declAt returns the declaration of f with d.Pos() <= start, start <
// d.End() and end <= d.End(), or nil.
func declAt(f *ast.File, start, end token.Pos) ast.Decl {
	if end < start {
		return nil
	}
	decls := f.Decls
	i := sort.Search(len(decls), func(i int) bool { return decls[i].End() > start })
	if i == len(decls) {
		return nil
	}
	d := decls[i]
	if d.Pos() <= start && end <= d.End() {
		return d
	}
	return nil
}
