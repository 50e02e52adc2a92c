package driver

// A file committed without one of its imports (fmt.Sprintf with no import
// of fmt: code edited on a web page, or a file whose imports a tool
// trimmed) fails to type-check, and welltyped.go leaves out every
// declaration that uses the name: often the handler that builds the keys.
// goimports would add the import; ddblint reads the file as if it had: a
// package-level name that no declaration of the package and no import of
// the file defines, used as a package (fmt.Sprintf), is the package of
// that name that another file of the package imports, or else the one
// package of that name among those the run lists. The user's file is not
// written; the run says which import it assumed, and exits 1 as for any
// package with errors (the package is not cached).

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// missingImports returns, per file, the import paths a file uses without
// importing them, as described above. files were parsed with object
// resolution (their Unresolved lists hold the names no scope of the file
// declares). byName gives the one listed package of a name ("" if none or
// several).
func missingImports(files []*ast.File, byName, nameOf func(string) string) map[*ast.File][]string {
	declared := map[string]bool{}
	imported := map[string]string{} // name → path, from any file of the package
	for _, f := range files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil {
					declared[d.Name.Name] = true
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.ValueSpec:
						for _, n := range s.Names {
							declared[n.Name] = true
						}
					case *ast.TypeSpec:
						declared[s.Name.Name] = true
					case *ast.ImportSpec:
						if path, err := strconv.Unquote(s.Path.Value); err == nil {
							if name := importedName(s, path, nameOf); name != "" && name != "_" && name != "." {
								imported[name] = path
							}
						}
					}
				}
			}
		}
	}
	out := map[*ast.File][]string{}
	for _, f := range files {
		own := map[string]bool{}
		dot := false
		for _, s := range f.Imports {
			path, err := strconv.Unquote(s.Path.Value)
			if err != nil {
				continue
			}
			name := importedName(s, path, nameOf)
			own[name] = true
			dot = dot || name == "."
		}
		if dot {
			continue // a dot import may declare any name
		}
		// Most unresolved names are the package's own (other files'),
		// the universe's or a builtin's: only the rest are looked for
		// as packages, and most files have none.
		unresolved := map[*ast.Ident]bool{}
		for _, id := range f.Unresolved {
			// A package's name is lower case; a composite literal's
			// keys (Value:, TableName:) are unresolved too.
			if r := id.Name[0]; r >= 'a' && r <= 'z' && !declared[id.Name] && !own[id.Name] && types.Universe.Lookup(id.Name) == nil {
				unresolved[id] = true
			}
		}
		if len(unresolved) == 0 {
			continue
		}
		var paths []string
		seen := map[string]bool{}
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			id, ok := sel.X.(*ast.Ident)
			if !ok || !unresolved[id] || seen[id.Name] {
				return true
			}
			seen[id.Name] = true
			path := imported[id.Name]
			if path == "" {
				path = byName(id.Name)
			}
			if path != "" {
				paths = append(paths, path)
			}
			return true
		})
		if len(paths) > 0 {
			sort.Strings(paths)
			out[f] = paths
		}
	}
	return out
}

// importedName is the name a file refers to an import by: the one given,
// else the package's own as nameOf lists it (go-redis/v9 is redis), else
// the path's last element without a major version.
func importedName(s *ast.ImportSpec, path string, nameOf func(string) string) string {
	if s.Name != nil {
		return s.Name.Name
	}
	if name := nameOf(path); name != "" {
		return name
	}
	elems := strings.Split(path, "/")
	last := elems[len(elems)-1]
	if len(elems) > 1 && len(last) > 1 && last[0] == 'v' && strings.Trim(last[1:], "0123456789") == "" {
		last = elems[len(elems)-2]
	}
	return strings.ReplaceAll(last, "-", "_")
}

// withImports returns a shallow copy of f with an import declaration of
// paths added before its declarations; positions are unchanged, and the
// new specs have none.
func withImports(f *ast.File, paths []string) *ast.File {
	g := *f
	decl := &ast.GenDecl{Tok: token.IMPORT}
	for _, p := range paths {
		spec := &ast.ImportSpec{Path: &ast.BasicLit{Kind: token.STRING, Value: strconv.Quote(p)}}
		decl.Specs = append(decl.Specs, spec)
		g.Imports = append(slices.Clone(g.Imports), spec)
	}
	g.Decls = append([]ast.Decl{decl}, f.Decls...)
	return &g
}

// packageNamed is the one package named name among those the run lists
// (the standard library's first: "errors" names both it and
// github.com/pkg/errors), "" if none or several.
func (r *run) packageNamed(name string) string {
	if r.ensureExport() != nil {
		return ""
	}
	var std, other []string
	for _, m := range []map[string]*unit{r.units, r.extra} {
		for _, u := range m {
			lp := u.lp
			if lp.Name != name || lp.ForTest != "" || strings.Contains(lp.ImportPath, "[") || strings.Contains(lp.ImportPath, "/internal/") || strings.HasSuffix(lp.ImportPath, "/internal") {
				continue
			}
			if lp.Standard {
				std = append(std, lp.ImportPath)
			} else {
				other = append(other, lp.ImportPath)
			}
		}
	}
	switch {
	case len(std) == 1:
		return std[0]
	case len(std) == 0 && len(other) == 1:
		return other[0]
	}
	return ""
}

// listedName is the name of the package path the run lists, "" if it
// lists none.
func (r *run) listedName(path string) string {
	if u := r.units[path]; u != nil {
		return u.lp.Name
	}
	if r.ensureExport() != nil {
		return ""
	}
	if u := r.extra[path]; u != nil {
		return u.lp.Name
	}
	return ""
}

// quoted returns each path in double quotes.
func quoted(paths []string) []string {
	out := make([]string, len(paths))
	for i, p := range paths {
		out[i] = strconv.Quote(p)
	}
	return out
}
