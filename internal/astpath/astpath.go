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
	"slices"
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

// Path returns the path of Enclosing(f, start, end) without its exactness,
// for the callers that read only the path (most of them). It walks down
// from the declaration holding the range to the innermost node holding it,
// looking only at each node's children and allocating only the path, where
// astutil.PathEnclosingInterval lists and sorts the children and tokens of
// every node on the way: in a package of many small requests that was a
// tenth of the engine's allocations.
//
// The two walks choose the same child wherever a child's own range holds
// the range: the children of a node do not overlap, but for a function
// declaration's type, whose range runs from "func" over the receiver and
// the name, and which PathEnclosingInterval puts on the path only above a
// parameter list (so does Path). They differ only for a range that starts
// or ends in the space between children, which PathEnclosingInterval may
// give to one of them: a non-empty range that is not exactly a node's takes
// the full walk. An empty range is the one character after start, as
// there; one character lies either in a child or between children.
func Path(f *ast.File, start, end token.Pos) []ast.Node {
	if start > end {
		start, end = end, start
	}
	s, e := start, end
	if s == e {
		e = s + 1
	}
	d := declAt(f, s, e)
	if d == nil {
		path, _ := Enclosing(f, start, end)
		return path
	}
	rev := []ast.Node{f, d}
	var n ast.Node = d
	for {
		c, via := child(n, s, e)
		if c == nil {
			break
		}
		if via != nil {
			rev = append(rev, via)
		}
		rev = append(rev, c)
		n = c
	}
	if start < end && (n.Pos() != s || n.End() != e) {
		path, _ := Enclosing(f, start, end)
		return path
	}
	slices.Reverse(rev)
	return rev
}

// child returns the child of n whose range holds [s, e), and a node to put
// on the path between them (a function declaration's type), or nil.
func child(n ast.Node, s, e token.Pos) (c, via ast.Node) {
	holds := func(x ast.Node) bool { return x.Pos() <= s && e <= x.End() }
	if fd, ok := n.(*ast.FuncDecl); ok {
		if fd.Recv != nil && holds(fd.Recv) {
			return fd.Recv, nil
		}
		if holds(fd.Name) {
			return fd.Name, nil
		}
		for _, l := range []*ast.FieldList{fd.Type.TypeParams, fd.Type.Params, fd.Type.Results} {
			if l != nil && holds(l) {
				return l, fd.Type
			}
		}
		if fd.Body != nil && holds(fd.Body) {
			return fd.Body, nil
		}
		return nil, nil
	}
	ast.Inspect(n, func(x ast.Node) bool {
		switch {
		case x == n:
			return true
		case x == nil || c != nil:
			return false
		case holds(x):
			c = x
		}
		return false
	})
	return c, nil
}
