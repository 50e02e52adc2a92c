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
	"time"
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
// A listing of a directory pattern with "..." ("./...", what a command
// run asks for) also depends on which directories below the pattern's
// base exist and which hold Go files or a go.mod: the entry keeps, for
// every directory the go command would walk, its stamp and its entries,
// and a directory whose stamp changed is read again (tree).
//
// A stamp taken less than recentAge after the file was written may not
// tell a later write apart (file systems keep times in ticks of a few
// milliseconds, some in seconds), so such a file is read again each time,
// as the go command does for the hashes of its build cache. Listings with
// errors are not kept.
type listMemo struct {
	mu      sync.Mutex
	entries map[string]*listEntry
	dirty   bool // an entry was put since the memo was loaded
}

type listEntry struct {
	pkgs []*listPackage
	// files are go.mod, go.sum, go.work of the root and the others the
	// go command reads (see listInputs), with their contents' digests.
	files []string
	sums  map[string][32]byte
	stats map[string]fileStamp // of files and the directories listed
	heads map[string][32]byte  // header digest of each Go file of those directories
	dirs  map[string][]string  // each directory's Go file names, sorted
	trees map[string][]string  // entries of each directory a "..." pattern walks
}

type fileStamp struct {
	ok          bool
	size, mtime int64
}

// recentAge is how long after a write a stamp is not trusted.
const recentAge = 2 * time.Second

func statStamp(path string) fileStamp {
	fi, err := os.Stat(path)
	if err != nil {
		return fileStamp{}
	}
	return fileStamp{ok: true, size: fi.Size(), mtime: fi.ModTime().UnixNano()}
}

// stamper takes the stamps of a listing's entry. A file written after the
// listing started may have changed after the go command read it, so the
// headers read now may not be what it listed: such an entry is not kept
// (late). File times come from a coarse clock, which may lag the
// process's by a tick (1-10 ms); a write the go command missed comes after
// it read the file, which is later than that after its start (it first
// starts, reads its environment and loads the module graph), so it still
// has a time after the start.
type stamper struct {
	start, now time.Time
	late       bool
}

// stamp is the stamp an entry keeps for path: its stamp, or, for a file
// written too recently to tell a later write by its stamp, one that
// matches nothing, so that the file is read again.
func (st *stamper) stamp(path string) fileStamp {
	s := statStamp(path)
	if !s.ok {
		return s
	}
	t := time.Unix(0, s.mtime)
	if !t.Before(st.start) {
		st.late = true
	}
	if st.now.Sub(t) < recentAge {
		return fileStamp{size: -1}
	}
	return s
}

// maxListMemo bounds the listings kept (one per package the editor has
// analysed).
const maxListMemo = 256

// listKey is the memo's key for a listing, "" when it may not be kept.
func listKey(opts Options, tests bool, patterns []string, fields string) string {
	if opts.ModFile != "" {
		return "" // a repaired go.mod, made anew each run
	}
	for _, p := range patterns {
		if strings.HasPrefix(p, "-") {
			return ""
		}
		if strings.Contains(p, "...") && treeBase(opts.Dir, p) == "" {
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

// treeBase returns the directory a local pattern ending in "/..." walks
// ("./..." from dir: dir), "" for any other pattern with "...": an import
// path pattern depends on the module graph, and "./x..." on names.
func treeBase(dir, pattern string) string {
	base, ok := strings.CutSuffix(filepath.ToSlash(pattern), "/...")
	if !ok || strings.Contains(base, "...") {
		return ""
	}
	if base != "." && base != ".." && !strings.HasPrefix(base, "./") && !strings.HasPrefix(base, "../") && !filepath.IsAbs(base) {
		return ""
	}
	path := filepath.FromSlash(base)
	if !filepath.IsAbs(path) {
		path = filepath.Join(dir, path)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return ""
	}
	return abs
}

// listInputs are the files besides the packages' that decide a listing
// of root: the module's and workspace's files, a go.work in any folder
// above it (the go command looks up to the file system's root), the
// vendor manifest, and the go command's own settings (go env -w).
func listInputs(root string, env []string) []string {
	var files []string
	for _, name := range []string{"go.mod", "go.sum", "go.work", "go.work.sum", filepath.Join("vendor", "modules.txt")} {
		files = append(files, filepath.Join(root, name))
	}
	if abs, err := filepath.Abs(root); err == nil {
		for dir := filepath.Dir(abs); ; dir = filepath.Dir(dir) {
			files = append(files, filepath.Join(dir, "go.work"))
			if filepath.Dir(dir) == dir {
				break
			}
		}
	}
	if f := goEnvFile(env); f != "" {
		files = append(files, f)
	}
	return files
}

// goEnvFile is the file go env -w writes: GOENV, or go/env under the
// user's config directory.
func goEnvFile(env []string) string {
	if f := goEnv(env, "GOENV", ""); f != "" {
		if f == "off" {
			return ""
		}
		return f
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "go", "env")
}

// put keeps pkgs, the listing for key, with the stamps that tell when it
// no longer holds.
func (m *listMemo) put(key string, root string, env []string, patterns []string, pkgs []*listPackage, overlay map[string][]byte, start time.Time) {
	st := &stamper{start: start, now: time.Now()}
	e := &listEntry{pkgs: slices.Clone(pkgs), sums: map[string][32]byte{}, stats: map[string]fileStamp{}, heads: map[string][32]byte{}, dirs: map[string][]string{}}
	for _, p := range listInputs(root, env) {
		e.files = append(e.files, p)
		e.stats[p] = st.stamp(p)
		e.sums[p] = fileSum(p)
	}
	for _, p := range patterns {
		if base := treeBase(root, p); base != "" {
			if e.trees == nil {
				e.trees = map[string][]string{}
			}
			if !walkTree(base, st, e) {
				return
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
			e.stats[path] = st.stamp(path)
		}
	}
	if st.late {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.entries == nil || len(m.entries) >= maxListMemo {
		m.entries = map[string]*listEntry{}
	}
	m.entries[key] = e
	m.dirty = true
}

// fileSum digests a file's contents; a missing file has the zero digest.
func fileSum(path string) [32]byte {
	data, err := os.ReadFile(path)
	if err != nil {
		return [32]byte{}
	}
	return sha256.Sum256(data)
}

// walkTree records in e the directories the go command walks for a
// pattern base/...: base and every folder below it whose name does not
// start with "." or "_" and is not testdata, symbolic links not followed
// (as the go command matches "..."). A folder is recorded with its
// stamp and its entries that can change what matches: its Go files, its
// go.mod (a nested module is left out of the pattern) and its
// subfolders. It reports false if a folder cannot be read.
func walkTree(base string, st *stamper, e *listEntry) bool {
	names, ok := treeEntries(base)
	if !ok {
		return false
	}
	e.trees[base] = names
	e.stats[base] = st.stamp(base)
	for _, n := range names {
		if sub, isDir := strings.CutSuffix(n, "/"); isDir {
			if !walkTree(filepath.Join(base, sub), st, e) {
				return false
			}
		}
	}
	return true
}

// sourceExts are the extensions of the files a listing names (GoFiles,
// CFiles, SFiles and the others the go command builds from).
var sourceExts = map[string]bool{
	".go": true, ".c": true, ".cc": true, ".cpp": true, ".cxx": true, ".h": true, ".hh": true, ".hpp": true, ".hxx": true,
	".m": true, ".s": true, ".S": true, ".sx": true, ".f": true, ".F": true, ".for": true, ".f90": true,
	".swig": true, ".swigcxx": true, ".syso": true,
}

// treeEntries lists what of dir walkTree keeps: source files and go.mod
// by name, folders it walks with a trailing slash, sorted.
func treeEntries(dir string) ([]string, bool) {
	des, err := os.ReadDir(dir)
	if err != nil {
		return nil, false
	}
	var names []string
	for _, de := range des {
		name := de.Name()
		switch {
		case de.IsDir():
			if name[0] != '.' && name[0] != '_' && name != "testdata" {
				names = append(names, name+"/")
			}
		case name == "go.mod" || sourceExts[filepath.Ext(name)]:
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return names, true
}

// holds reports whether nothing the listing depends on changed.
func (e *listEntry) holds(overlay map[string][]byte) bool {
	for _, p := range e.files {
		if statStamp(p) != e.stats[p] && fileSum(p) != e.sums[p] {
			return false
		}
	}
	for dir, names := range e.trees {
		if statStamp(dir) == e.stats[dir] {
			continue
		}
		// Read again: a folder or a Go file added or removed below a
		// pattern's base, on disk or only in the editor's buffers.
		now, ok := treeEntries(dir)
		if !ok || !slices.Equal(now, names) {
			return false
		}
	}
	for path := range overlay {
		if dir := filepath.Dir(path); e.trees[dir] != nil && !slices.Contains(e.trees[dir], filepath.Base(path)) && strings.HasSuffix(path, ".go") {
			return false
		}
	}
	for dir, names := range e.dirs {
		// A file added, removed or renamed, on disk or only in the
		// editor's buffers. A folder the trees hold, unchanged and with
		// nothing of the editor's, was read above: its stamp says so.
		if e.trees[dir] == nil || statStamp(dir) != e.stats[dir] || overlayIn(dir, overlay) {
			now, ok := goFileNames(dir, overlay)
			if !ok || !slices.Equal(now, names) {
				return false
			}
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

// overlayIn reports whether the overlay holds a file of dir.
func overlayIn(dir string, overlay map[string][]byte) bool {
	for path := range overlay {
		if filepath.Dir(path) == dir {
			return true
		}
	}
	return false
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
