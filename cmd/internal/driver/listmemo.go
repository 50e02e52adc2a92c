package driver

import (
	"crypto/sha256"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// listMemo keeps, for the editor server, the go command's package listing
// of a run, and answers the next run's identical request from it while
// nothing the listing depends on changed. A save that edits a function
// body changes no package's files, imports or build constraints, and the
// listing (the go command started, the module graph loaded, every
// directory read) was half of what such a save cost on a service of 150
// packages (docs/engine.md, Editor saves).
//
// A listing depends on the go command's environment and arguments, which
// key it, and on files: go.mod, go.sum and go.work of the module root, and
// a go.work in any folder above it; and
// for every listed package of the user's code (inModule) its directory's
// Go files — their names, and in each the package clause, the build
// constraints and the imports (its header). Packages of the standard
// library and the module cache change only with the toolchain or a
// version, which go.mod or the environment names. A header is read again
// only for a file whose size or time changed, or that the overlay holds.
//
// Only listings of plain directory patterns are kept ("./pkg/store", what
// the editor server asks for): a pattern with "..." also depends on which
// directories exist. Listings with errors are not kept either.
type listMemo struct {
	mu      sync.Mutex
	entries map[string]*listEntry
}

type listEntry struct {
	pkgs  []*listPackage
	files []string             // go.mod, go.sum, go.work of the root
	stats map[string]fileStamp // of files and the directories listed
	heads map[string][32]byte  // header digest of each Go file of those directories
	dirs  map[string][]string  // each directory's Go file names, sorted
}

type fileStamp struct {
	ok          bool
	size, mtime int64
}

func statStamp(path string) fileStamp {
	fi, err := os.Stat(path)
	if err != nil {
		return fileStamp{}
	}
	return fileStamp{ok: true, size: fi.Size(), mtime: fi.ModTime().UnixNano()}
}

// maxListMemo bounds the listings kept (one per package the editor has
// analysed).
const maxListMemo = 256

// listKey is the memo's key for a listing, "" when it may not be kept.
func listKey(opts Options, tests bool, patterns []string, fields string) string {
	for _, p := range patterns {
		if strings.Contains(p, "...") || strings.HasPrefix(p, "-") {
			return ""
		}
	}
	var b strings.Builder
	b.WriteString(exportEnv(opts))
	b.WriteString("\x00" + opts.Dir + "\x00" + fields)
	if tests {
		b.WriteString("\x00test")
	}
	for _, p := range patterns {
		b.WriteString("\x00" + p)
	}
	return b.String()
}

// get returns the listing kept for key if it still holds.
func (m *listMemo) get(key string, overlay map[string][]byte) ([]*listPackage, bool) {
	m.mu.Lock()
	e := m.entries[key]
	m.mu.Unlock()
	if e == nil || !e.holds(overlay) {
		return nil, false
	}
	// A copy: goList deletes from the slice it is given. The packages
	// themselves are never written.
	return slices.Clone(e.pkgs), true
}

// put keeps pkgs, the listing for key, with the stamps that tell when it
// no longer holds.
func (m *listMemo) put(key string, root string, pkgs []*listPackage, overlay map[string][]byte) {
	e := &listEntry{pkgs: slices.Clone(pkgs), stats: map[string]fileStamp{}, heads: map[string][32]byte{}, dirs: map[string][]string{}}
	for _, name := range []string{"go.mod", "go.sum", "go.work", "go.work.sum"} {
		p := filepath.Join(root, name)
		e.files = append(e.files, p)
		e.stats[p] = statStamp(p)
	}
	// A go.work above the root (the go command looks up to the file
	// system's root) changes the build as much as one in it.
	if abs, err := filepath.Abs(root); err == nil {
		for dir := filepath.Dir(abs); ; dir = filepath.Dir(dir) {
			p := filepath.Join(dir, "go.work")
			e.files = append(e.files, p)
			e.stats[p] = statStamp(p)
			if filepath.Dir(dir) == dir {
				break
			}
		}
	}
	for _, p := range pkgs {
		if p.Error != nil || len(p.DepsErrors) > 0 {
			return
		}
		if !p.inModule() || p.Dir == "" {
			continue
		}
		if _, done := e.dirs[p.Dir]; done {
			continue
		}
		names, ok := goFileNames(p.Dir, overlay)
		if !ok {
			return
		}
		e.dirs[p.Dir] = names
		for _, n := range names {
			path := filepath.Join(p.Dir, n)
			h, ok := header(path, overlay)
			if !ok {
				return
			}
			e.heads[path] = h
			e.stats[path] = statStamp(path)
		}
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.entries == nil || len(m.entries) >= maxListMemo {
		m.entries = map[string]*listEntry{}
	}
	m.entries[key] = e
}

// holds reports whether nothing the listing depends on changed.
func (e *listEntry) holds(overlay map[string][]byte) bool {
	for _, p := range e.files {
		if statStamp(p) != e.stats[p] {
			return false
		}
	}
	for dir, names := range e.dirs {
		// A file added, removed or renamed, on disk or only in the
		// editor's buffers.
		now, ok := goFileNames(dir, overlay)
		if !ok || !slices.Equal(now, names) {
			return false
		}
		for _, n := range names {
			path := filepath.Join(dir, n)
			if _, inOverlay := overlay[path]; !inOverlay && statStamp(path) == e.stats[path] {
				continue
			}
			if h, ok := header(path, overlay); !ok || h != e.heads[path] {
				return false
			}
		}
	}
	return true
}

// goFileNames lists the .go files of dir, with the overlay's new ones,
// sorted.
func goFileNames(dir string, overlay map[string][]byte) ([]string, bool) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, false
	}
	var names []string
	for _, e := range ents {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".go") {
			names = append(names, e.Name())
		}
	}
	for path := range overlay {
		if filepath.Dir(path) == dir && strings.HasSuffix(path, ".go") && !slices.Contains(names, filepath.Base(path)) {
			names = append(names, filepath.Base(path))
		}
	}
	slices.Sort(names)
	return names, true
}

// header digests what of a Go file the listing reads: its package clause,
// its build constraints and its imports (cgo's import "C" among them).
// A file that does not parse that far is digested whole: the listing
// reports it, and any change to it may change the report.
func header(path string, overlay map[string][]byte) ([32]byte, bool) {
	src, ok := overlay[path]
	if !ok {
		var err error
		if src, err = os.ReadFile(path); err != nil {
			return [32]byte{}, false
		}
	}
	f, err := parser.ParseFile(token.NewFileSet(), path, src, parser.ImportsOnly|parser.ParseComments)
	if err != nil || f.Name == nil {
		return sha256.Sum256(src), true
	}
	h := sha256.New()
	h.Write([]byte("package " + f.Name.Name + "\n"))
	// Build constraints are line comments before the package clause.
	for _, g := range f.Comments {
		if g.Pos() >= f.Package {
			break
		}
		for _, c := range g.List {
			if strings.HasPrefix(c.Text, "//go:build") || strings.HasPrefix(c.Text, "// +build") {
				h.Write([]byte(c.Text + "\n"))
			}
		}
	}
	for _, imp := range f.Imports {
		h.Write([]byte("import " + imp.Path.Value + "\n"))
	}
	var sum [32]byte
	copy(sum[:], h.Sum(nil))
	return sum, true
}
