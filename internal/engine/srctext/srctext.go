// Package srctext quotes expressions as the user wrote them.
//
// The analyzers see a package that uses cgo through cgo's rewrite of its
// files: C.answer() is (_Cfunc_answer)() there, and printing the syntax
// tree quotes the rewrite. cgo's output carries line directives that map
// its positions back to the file the user wrote; Expr reads that file's
// text between the mapped ends of the expression instead.
package srctext

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"strings"
	"sync"
	"time"
)

// Expr returns x as written in its source file: types.ExprString(x), except
// in a file whose line directives map x to another .go file (cgo's
// output), where it is that file's text from x's mapped start to its
// mapped end, as long as that text is one expression (a range the
// directives map loosely keeps the printed form).
func Expr(fset *token.FileSet, x ast.Expr) string {
	if s, ok := original(fset, x); ok {
		return s
	}
	return types.ExprString(x)
}

func original(fset *token.FileSet, x ast.Expr) (string, bool) {
	if fset == nil || x == nil || !x.Pos().IsValid() || !x.End().IsValid() {
		return "", false
	}
	tf := fset.File(x.Pos())
	if tf == nil || x.End() > token.Pos(tf.Base()+tf.Size()) {
		return "", false
	}
	start := tf.PositionFor(x.Pos(), true)
	if start.Filename == tf.Name() || !strings.HasSuffix(start.Filename, ".go") {
		return "", false // no directive moves x to another file
	}
	end := tf.PositionFor(x.End(), true)
	if end.Filename != start.Filename || start.Column == 0 || end.Column == 0 {
		return "", false
	}
	src := read(start.Filename)
	if src == nil {
		return "", false
	}
	so, ok1 := src.offset(start.Line, start.Column)
	eo, ok2 := src.offset(end.Line, end.Column)
	if !ok1 || !ok2 || eo <= so {
		return "", false
	}
	text := string(src.data[so:eo])
	if _, err := parser.ParseExpr(text); err != nil {
		return "", false
	}
	return text, true
}

// file is a source file's bytes and the offsets its lines start at, as
// read at a modification time and size.
type file struct {
	data  []byte
	lines []int
	mod   time.Time
	size  int64
}

// offset converts a 1-based line and byte column into an offset.
func (f *file) offset(line, col int) (int, bool) {
	if line < 1 || line > len(f.lines) {
		return 0, false
	}
	o := f.lines[line-1] + col - 1
	next := len(f.data)
	if line < len(f.lines) {
		next = f.lines[line]
	}
	if o < f.lines[line-1] || o > next {
		return 0, false
	}
	return o, true
}

// files caches the files read, by name, until they change (the editor
// server runs for long). Only the files cgo's output points to are read, a
// handful per package that uses cgo.
var files sync.Map // string -> *file

func read(name string) *file {
	fi, err := os.Stat(name)
	if err != nil {
		return nil
	}
	if f, ok := files.Load(name); ok {
		if f := f.(*file); f.mod.Equal(fi.ModTime()) && f.size == fi.Size() {
			return f
		}
	}
	var f *file
	if data, err := os.ReadFile(name); err == nil {
		f = &file{data: data, lines: []int{0}, mod: fi.ModTime(), size: fi.Size()}
		for i := 0; ; {
			j := bytes.IndexByte(data[i:], '\n')
			if j < 0 {
				break
			}
			i += j + 1
			f.lines = append(f.lines, i)
		}
	}
	if f != nil {
		files.Store(name, f)
	}
	return f
}
