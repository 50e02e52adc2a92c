package keys_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ddblint/ddblint/internal/devtools/testutil"
)

// idiomsSection is the heading of the table in docs/engine.md that maps each
// idiom of issue 8 to the cases that pin it, per SDK.
const idiomsSection = "## Idioms and their tests"

// idiomRef matches one reference of a cell: +`path:Name` for a case the
// engine must find, -`path:Name` for its look-alike.
var idiomRef = regexp.MustCompile("([+-])`([^`:]+):([^`]+)`")

// TestIdiomTable fails when a cell of the idiom table in docs/engine.md names
// a file that does not exist, or a declaration that file does not hold, or
// when a positive reference holds no `// want` and a negative one no "ok"
// marker: the table is the reviewer's map of issue 8's coverage, and must
// not drift from the testdata it points into.
func TestIdiomTable(t *testing.T) {
	rows := idiomRows(t)
	if len(rows) < 20 {
		t.Fatalf("found %d rows under %q in docs/engine.md, want the whole table", len(rows), idiomsSection)
	}
	files := map[string]*parsedFile{}
	for _, row := range rows {
		if len(row.cells) != 3 {
			t.Errorf("row %q: %d SDK cells, want 3 (v2, v1, guregu)", row.idiom, len(row.cells))
			continue
		}
		for i, cell := range row.cells {
			sdk := []string{"v2", "v1", "guregu"}[i]
			exempt := strings.HasPrefix(cell, "n/a:") || strings.HasPrefix(cell, "gap:")
			if exempt && len(strings.TrimSpace(cell[4:])) == 0 {
				t.Errorf("row %q, %s: %q gives no reason", row.idiom, sdk, cell)
			}
			// References in an n/a or gap cell (a nearby shape that is
			// covered) must resolve too.
			refs := idiomRef.FindAllStringSubmatch(cell, -1)
			var pos, neg int
			for _, m := range refs {
				f := loadRef(t, files, m[2])
				if f == nil {
					t.Errorf("row %q, %s: %s does not exist", row.idiom, sdk, m[2])
					continue
				}
				if m[1] == "+" {
					pos++
				} else {
					neg++
				}
				if msg := f.check(m[3], m[1] == "+"); msg != "" {
					t.Errorf("row %q, %s: %s:%s %s", row.idiom, sdk, m[2], m[3], msg)
				}
			}
			if !exempt && (pos == 0 || neg == 0) {
				t.Errorf("row %q, %s: cell %q needs a positive (+) and a negative (-) reference, or n/a:/gap: with a reason", row.idiom, sdk, cell)
			}
		}
	}
}

type idiomRow struct {
	idiom string
	cells []string
}

// idiomRows reads the table rows of the section (header and rule lines
// skipped).
func idiomRows(t *testing.T) []idiomRow {
	t.Helper()
	doc, err := os.ReadFile(filepath.Join(testutil.Root(), "docs", "engine.md"))
	if err != nil {
		t.Fatal(err)
	}
	var rows []idiomRow
	in := false
	for line := range strings.Lines(string(doc)) {
		line = strings.TrimRight(line, "\n")
		if strings.HasPrefix(line, "## ") {
			in = line == idiomsSection
			continue
		}
		if !in || !strings.HasPrefix(line, "|") {
			continue
		}
		cols := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cols {
			cols[i] = strings.TrimSpace(cols[i])
		}
		if strings.HasPrefix(cols[0], "---") || cols[0] == "Idiom" {
			continue
		}
		rows = append(rows, idiomRow{idiom: cols[0], cells: cols[1:]})
	}
	return rows
}

// parsedFile is a referenced file: Go source parsed with its comments, any
// other file (a schema) as text.
type parsedFile struct {
	fset *token.FileSet
	file *ast.File
	text string
	test bool // a _test.go file: its tests assert in code, not with // want
}

// loadRef resolves a path relative to testdata/src, or to the repository root
// for the tests of the analyzers (a path under analyzers/, internal/, rules/ or cmd/).
func loadRef(t *testing.T, cache map[string]*parsedFile, path string) *parsedFile {
	t.Helper()
	if f, ok := cache[path]; ok {
		return f
	}
	full := filepath.Join(testutil.TestData(), "src", filepath.FromSlash(path))
	if strings.HasPrefix(path, "analyzers/") || strings.HasPrefix(path, "internal/") || strings.HasPrefix(path, "rules/") || strings.HasPrefix(path, "cmd/") {
		full = filepath.Join(testutil.Root(), filepath.FromSlash(path))
	}
	data, err := os.ReadFile(full)
	if err != nil {
		cache[path] = nil
		return nil
	}
	pf := &parsedFile{text: string(data), test: strings.HasSuffix(path, "_test.go")}
	if strings.HasSuffix(path, ".go") {
		pf.fset = token.NewFileSet()
		pf.file, err = parser.ParseFile(pf.fset, full, data, parser.ParseComments)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
	}
	cache[path] = pf
	return pf
}

// check finds the named declaration — a function, a method (Type.Method
// when the name is shared), a type or a package-level variable — and, in a
// testdata file, a `// want` among its comments (positive) or an "ok" or
// look-alike marker (negative). In a schema file the name is a string the
// file holds.
func (f *parsedFile) check(name string, positive bool) string {
	if f.file == nil {
		if !strings.Contains(f.text, name) {
			return "not found in the file"
		}
		return ""
	}
	var spans [][2]token.Pos
	for _, d := range f.file.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			n := d.Name.Name
			if d.Recv != nil && len(d.Recv.List) == 1 {
				if recv := recvName(d.Recv.List[0].Type); recv != "" && recv+"."+n == name {
					n = name
				}
			}
			if n == name {
				spans = append(spans, [2]token.Pos{declStart(d.Doc, d.Pos()), d.End()})
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				var names []*ast.Ident
				switch s := s.(type) {
				case *ast.TypeSpec:
					names = []*ast.Ident{s.Name}
				case *ast.ValueSpec:
					names = s.Names
				}
				for _, id := range names {
					if id.Name == name {
						spans = append(spans, [2]token.Pos{declStart(d.Doc, d.Pos()), d.End()})
					}
				}
			}
		}
	}
	if len(spans) == 0 {
		return "is declared nowhere in the file"
	}
	if f.test {
		return ""
	}
	for _, sp := range spans {
		for _, cg := range f.file.Comments {
			if cg.Pos() < sp[0] || cg.End() > sp[1]+1 && !sameLine(f.fset, cg.Pos(), sp[1]) {
				continue
			}
			for _, c := range cg.List {
				text := strings.ToLower(strings.TrimSpace(strings.TrimPrefix(c.Text, "//")))
				if positive && strings.HasPrefix(text, "want ") {
					return ""
				}
				if !positive && (strings.HasPrefix(text, "ok") || strings.Contains(text, "look-alike")) {
					return ""
				}
			}
		}
	}
	if positive {
		return "holds no // want"
	}
	return `holds no "ok" or look-alike marker`
}

func recvName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.StarExpr:
		return recvName(e.X)
	case *ast.IndexExpr:
		return recvName(e.X)
	case *ast.IndexListExpr:
		return recvName(e.X)
	case *ast.Ident:
		return e.Name
	}
	return ""
}

func declStart(doc *ast.CommentGroup, pos token.Pos) token.Pos {
	if doc != nil {
		return doc.Pos()
	}
	return pos
}

// sameLine keeps the trailing comment of a one-line declaration.
func sameLine(fset *token.FileSet, a, b token.Pos) bool {
	return fset.Position(a).Line == fset.Position(b).Line
}
