package driver

// The persistent cache: for each module package, its facts and findings,
// keyed by everything they depend on — the package's files, the ddblint
// binary, the analyzers' flags, the config and schema files that apply to
// it, the export data of every package it depends on and the facts of the
// module packages among them. The entries a run writes go into one pack
// file (pack.go), renamed into place when the run ends, so concurrent runs
// never see half an entry; the worst a race costs is the same entry
// written twice. Packs unused for trimAge are removed, checked at most
// once per trimInterval (as the go command trims its build cache).

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/token"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/objectpath"

	"github.com/ddblint/ddblint/internal/join"
	"github.com/ddblint/ddblint/internal/keymap"

	"github.com/ddblint/ddblint/analyzers/config"
)

// CacheEnv is the environment variable that moves the cache ("off":
// disables it), when Options.Cache is empty.
const CacheEnv = "DDBLINT_CACHE"

const (
	cacheVersion = "ddblint-cache-4"
	trimAge      = 5 * 24 * time.Hour
	trimInterval = 24 * time.Hour
	touchAge     = time.Hour // a used pack's mtime is refreshed at most this often
	// maxCacheBytes bounds the cache: beyond it, the least recently used
	// packs go first.
	maxCacheBytes = 1 << 30
	// runsDir holds a marker per command run (runKey).
	runsDir = "runs"
)

// DefaultCacheDir is the cache directory used when neither Options.Cache
// nor DDBLINT_CACHE says otherwise: ddblint under os.UserCacheDir.
func DefaultCacheDir() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("finding the cache directory: %w", err)
	}
	return filepath.Join(dir, "ddblint"), nil
}

type cache struct {
	dir   string
	base  string // hash of what every entry depends on: binary, flags
	warn  func(string)
	packs *packs

	warnOnce sync.Once
}

// openCache returns the cache of opts, or nil if it is off or cannot be
// used (a warning says why). The error is a directory that is not one to
// write a cache into (checkCacheDir).
func openCache(opts Options, warn func(string)) (*cache, error) {
	dir := opts.Cache
	if dir == "" {
		dir = goEnv(listEnv(opts.Env), CacheEnv, "")
	}
	if dir == "off" {
		return nil, nil
	}
	if dir == "" {
		var err error
		if dir, err = DefaultCacheDir(); err != nil {
			warn(err.Error() + "; running without a cache")
			return nil, nil
		}
	}
	if err := checkCacheDir(dir); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o777); err != nil {
		warn(fmt.Sprintf("cache: %v; running without it", err))
		return nil, nil
	}
	base, err := baseKey(opts.Analyzer)
	if err != nil {
		warn(fmt.Sprintf("cache: %v; running without it", err))
		return nil, nil
	}
	for _, a := range requirements(opts.Analyzer) {
		for _, f := range a.FactTypes {
			gob.Register(f)
		}
	}
	return &cache{dir: dir, base: base, warn: warn, packs: newPacks(dir)}, nil
}

// checkCacheDir refuses a cache directory that is a module, a checkout or
// a package:
// "-cache ." or a DDBLINT_CACHE set by mistake would otherwise put the
// cache's files among the user's. (Trimming removes only the cache's own
// files in any case; see trim.)
func checkCacheDir(dir string) error {
	des, err := os.ReadDir(dir)
	if err != nil {
		return nil // a new directory, or one MkdirAll then reports on
	}
	for _, de := range des {
		name := de.Name()
		var what string
		switch {
		case name == "go.mod" || name == "go.work" || name == ".git":
			what = name + ", so it is a module or a checkout"
		case strings.HasSuffix(name, ".go") && !de.IsDir():
			what = "Go files, so it is a package"
		default:
			continue
		}
		return fmt.Errorf("cache: refusing cache directory %s: it holds %s, not a cache (set -cache or %s to a directory of its own, or \"off\")", dir, what, CacheEnv)
	}
	return nil
}

// close puts the entries the run wrote in place (see packs.close).
func (c *cache) close() {
	if err := c.packs.close(); err != nil {
		c.warnOnce.Do(func() { c.warn(fmt.Sprintf("cache: %v", err)) })
	}
}

// baseKey hashes what every entry of a run depends on: the running binary
// (its own hash: a rebuilt ddblint, even at the same version, may find
// otherwise) and the values of every analyzer flag.
func baseKey(root *analysis.Analyzer) (string, error) {
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%s %s/%s\n", cacheVersion, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	bin, err := binaryHash()
	if err != nil {
		return "", err
	}
	fmt.Fprintf(h, "binary %s\n", bin)
	// Messages name config and schema files relative to the working
	// directory, and relative -schemas flags are read from it.
	wd, _ := os.Getwd()
	fmt.Fprintf(h, "wd %s\n", wd)
	for _, a := range requirements(root) {
		a.Flags.VisitAll(func(fl *flag.Flag) {
			fmt.Fprintf(h, "flag %s.%s=%q\n", a.Name, fl.Name, fl.Value.String())
		})
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// binaryHash hashes the running binary, once per process: the editor
// server analyses on every save, and the code running does not change
// (a binary replaced on disk meanwhile is not the one running).
var binaryHash = sync.OnceValues(func() (string, error) {
	exe, err := os.Executable()
	if err != nil {
		return "", fmt.Errorf("finding the ddblint binary: %w", err)
	}
	f, err := os.Open(exe)
	if err != nil {
		return "", fmt.Errorf("hashing the ddblint binary: %w", err)
	}
	defer func() { _ = f.Close() }() // read only: a close error loses nothing
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", fmt.Errorf("hashing the ddblint binary: %w", err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
})

// cacheKey returns the key of u's entry, "" if u cannot be cached, and the
// contents of its Go files (read for the key; the parser reuses them).
func (r *run) cacheKey(u *unit) (string, map[string][]byte) {
	if r.cache == nil {
		return "", nil
	}
	lp := u.lp
	content := make(map[string][]byte, len(lp.GoFiles))
	h := sha256.New()
	fmt.Fprintf(h, "%s\npackage %s %s root=%t\n", r.cache.base, lp.ImportPath, lp.Name, u.root)
	cacheable := len(lp.CgoFiles) == 0 // cgo output carries //line directives
	for _, name := range lp.GoFiles {
		name = absFile(lp.Dir, name)
		src, err := r.readSource(name)
		if err != nil {
			return "", content // the parser reports it
		}
		content[name] = src
		// //line directives move positions to other files, which the
		// cached findings (file and offset) do not follow.
		if hasLineDirective(src) {
			cacheable = false
		}
		fmt.Fprintf(h, "file %s %x\n", name, sha256.Sum256(src))
	}
	if !cacheable {
		return "", content
	}
	// The configuration: the config file and the schema files it names.
	// Their contents, not their names, so an edit is seen.
	fmt.Fprintf(h, "config %s\n", r.configDigest(lp.Dir))
	// Dependencies, Merkle-style: the key of each analysed one (its files,
	// its own dependencies) with the hash of its facts, and for the others
	// a digest of their files and dependencies.
	for _, d := range u.deps {
		if d.source {
			if d.key == "" || d.factsHash == "" {
				return "", content // failed, or not cacheable itself
			}
			fmt.Fprintf(h, "dep %s %s %s\n", d.lp.ImportPath, d.view(), d.factsHash)
			continue
		}
		dd := d.depDigest()
		if dd == "" {
			return "", content
		}
		fmt.Fprintf(h, "dep %s %s\n", d.lp.ImportPath, dd)
	}
	return hex.EncodeToString(h.Sum(nil)), content
}

// view is what an importer sees of an analysed package, besides its
// facts: its API (unit.api), or else its key.
func (u *unit) view() string {
	if u.api != "" {
		return "api " + u.api
	}
	return "key " + u.key
}

// hasLineDirective reports whether src may hold a line directive: as for
// go/scanner, a //line comment counts only at the start of a line (one
// inside a comment, such as a mention of "//line directives", does not),
// a /*line comment anywhere.
func hasLineDirective(src []byte) bool {
	return bytes.HasPrefix(src, []byte("//line ")) ||
		bytes.Contains(src, []byte("\n//line ")) ||
		bytes.Contains(src, []byte("/*line "))
}

// configDigest hashes the config inputs of the packages in dir, once per
// directory and run.
func (r *run) configDigest(dir string) string {
	r.configMu.Lock()
	defer r.configMu.Unlock()
	if d, ok := r.configs[dir]; ok {
		return d
	}
	h := sha256.New()
	inputs, err := config.Inputs(dir)
	if err != nil {
		fmt.Fprintf(h, "error %v\n", err)
	}
	for _, in := range inputs {
		if data, err := os.ReadFile(in); err != nil {
			fmt.Fprintf(h, "%s: %v\n", in, err)
		} else {
			fmt.Fprintf(h, "%s %x\n", in, sha256.Sum256(data))
		}
	}
	d := hex.EncodeToString(h.Sum(nil))
	r.configs[dir] = d
	return d
}

// cgoImports are the imports the go command adds to a package using cgo
// when it lists the compiled files.
var cgoImports = map[string]bool{"runtime/cgo": true, "syscall": true, "unsafe": true}

// depDigest identifies a dependency outside the module with its own
// dependencies: its fingerprint and theirs (or, for analysed ones, their
// keys and facts). "" if one of them cannot be cached.
func (u *unit) depDigest() string {
	u.digestOnce.Do(func() {
		h := sha256.New()
		fmt.Fprintf(h, "%s\n", u.depFingerprint())
		for _, d := range u.deps {
			if len(u.lp.CgoFiles) > 0 && cgoImports[d.lp.ImportPath] {
				// Listed only with the compiled files (the second
				// listing), so the digest leaves them out.
				continue
			}
			var dd string
			if d.source {
				if d.key == "" || d.factsHash == "" {
					return
				}
				dd = d.view() + " " + d.factsHash
			} else if dd = d.depDigest(); dd == "" {
				return
			}
			fmt.Fprintf(h, "dep %s %s\n", d.lp.ImportPath, dd)
		}
		u.digest = hex.EncodeToString(h.Sum(nil))
	})
	return u.digest
}

// depFingerprint identifies the contents of a dependency outside the
// module: its directory, module version, and its files' names, sizes and
// modification times. Module cache directories are read-only and named by
// version, and an upgraded Go toolchain changes the standard library's
// files, so this is enough without reading them.
func (u *unit) depFingerprint() string {
	u.fpOnce.Do(func() {
		h := sha256.New()
		fmt.Fprintf(h, "%s\n", u.lp.Dir)
		if m := u.lp.Module; m != nil {
			fmt.Fprintf(h, "module %s@%s\n", m.Path, m.Version)
		}
		for _, list := range [][]string{u.lp.GoFiles, u.lp.CgoFiles} {
			for _, name := range list {
				fi, err := os.Stat(absFile(u.lp.Dir, name))
				if err != nil {
					fmt.Fprintf(h, "%s: %v\n", name, err)
					continue
				}
				fmt.Fprintf(h, "%s %d %d\n", name, fi.Size(), fi.ModTime().UnixNano())
			}
		}
		u.fp = hex.EncodeToString(h.Sum(nil))
	})
	return u.fp
}

// entry is what the cache holds for one package, in JSON. The facts are
// gob-encoded (the encoding the analysis framework requires facts to
// support) inside it, and decoded only when an importer asks for them.
type entry struct {
	Diags []cachedDiag
	// Files are the files, other than the package's own, that findings
	// point into, with the hash of their contents: an entry whose findings
	// point into a changed file is not used.
	Files     map[string]string
	FactsHash string
	Facts     []byte // a factsBlob
	// API is the package's unit.api.
	API string `json:",omitempty"`
	// Items, Pending, Called and Growth are the package's join.Summary
	// (Pending's Rule is its Needs).
	Items   []string      `json:",omitempty"`
	Pending []cachedDiag  `json:",omitempty"`
	Called  []join.Call   `json:",omitempty"`
	Growth  []join.Growth `json:",omitempty"`
	// MarshalsAny and AnyItems are the package's join.Summary's.
	MarshalsAny bool     `json:",omitempty"`
	AnyItems    []string `json:",omitempty"`
	// Designs, Reads, Writes and Paged are the package's join.Summary's.
	Designs []cachedDesign `json:",omitempty"`
	Reads   []cachedDesign `json:",omitempty"`
	Writes  []join.Write   `json:",omitempty"`
	Paged   []join.Paged   `json:",omitempty"`
	// Map is the package's part of the key map.
	Map *keymap.Summary `json:",omitempty"`
}

type factsBlob struct {
	O []objFact
	P []analysis.Fact
}

type objFact struct {
	Path objectpath.Path
	Fact analysis.Fact
}

type cachedPos struct {
	File   string
	Offset int
}

type cachedDesign struct {
	Key, Table, Rule string
	Pos              cachedPos
}

type cachedDiag struct {
	Pos, End                     cachedPos
	Category, Message, URL, Rule string
	In                           string   `json:",omitempty"` // a pending finding's join.Finding.In
	Callers                      []string `json:",omitempty"` // and its join.Finding.Callers
	Partition                    string   `json:",omitempty"` // and Partition
	Fixes                        []cachedFix
	Related                      []cachedRelated
}

type cachedFix struct {
	Message string
	Edits   []cachedEdit
}

type cachedEdit struct {
	Pos, End cachedPos
	NewText  []byte
}

type cachedRelated struct {
	Pos, End cachedPos
	Message  string
}

// runKey identifies a command: its directory, patterns and environment.
func runKey(opts Options) string {
	h := sha256.New()
	dir, _ := filepath.Abs(cmp.Or(opts.Dir, "."))
	fmt.Fprintf(h, "%s\n%q\ntests=%t\n", dir, opts.Patterns, opts.Tests)
	for _, v := range []string{"GOFLAGS", "GOOS", "GOARCH", "GOWORK", "GO111MODULE", "GOPATH"} {
		fmt.Fprintf(h, "%s=%s\n", v, goEnv(listEnv(opts.Env), v, ""))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// seenRun reports whether the command of opts ran with this cache before.
func (c *cache) seenRun(opts Options) bool {
	_, err := os.Stat(filepath.Join(c.dir, runsDir, runKey(opts)))
	return err == nil
}

// markRun records that the command of opts ran (see analyze).
func (c *cache) markRun(opts Options) {
	name := filepath.Join(c.dir, runsDir, runKey(opts))
	if _, err := os.Stat(name); err == nil {
		touch(name)
		return
	}
	if err := os.MkdirAll(filepath.Dir(name), 0o777); err == nil {
		// Best effort: without the marker the next run only analyzes again.
		_ = os.WriteFile(name, nil, 0o666)
	}
}

// encodeFacts encodes the facts of u deterministically, for the entry and
// for the hash its importers' keys include. ok is false if a fact cannot be
// encoded.
func encodeFacts(u *unit) (blob []byte, hash string, ok bool) {
	var objs []objFact
	var enc objectpath.Encoder
	for k, f := range u.facts.objs {
		p, err := enc.For(k.obj)
		if err != nil {
			continue // not reachable from another package: no importer can ask
		}
		objs = append(objs, objFact{Path: p, Fact: f})
	}
	sort.Slice(objs, func(i, j int) bool {
		if objs[i].Path != objs[j].Path {
			return objs[i].Path < objs[j].Path
		}
		return reflect.TypeOf(objs[i].Fact).String() < reflect.TypeOf(objs[j].Fact).String()
	})
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(factsBlob{O: objs, P: sortedFacts(u.facts.pkgs)}); err != nil {
		return nil, "", false
	}
	sum := sha256.Sum256(buf.Bytes())
	return buf.Bytes(), hex.EncodeToString(sum[:]), true
}

// writeCached stores u's facts and findings under key.
func (r *run) writeCached(u *unit, key string) {
	blob, hash, ok := encodeFacts(u)
	if !ok {
		return
	}
	u.factsHash = hash
	e := entry{Facts: blob, FactsHash: hash, Files: map[string]string{}, API: u.api}
	own := map[string]bool{}
	for _, f := range u.lp.GoFiles {
		own[absFile(u.lp.Dir, f)] = true
	}
	pos := func(p token.Pos) cachedPos {
		if !p.IsValid() {
			return cachedPos{Offset: -1}
		}
		tf := r.fset.File(p)
		if tf == nil {
			return cachedPos{Offset: -1}
		}
		name := tf.Name()
		if !own[name] {
			if _, ok := e.Files[name]; !ok {
				e.Files[name] = r.fileHash(name)
			}
		}
		return cachedPos{File: name, Offset: tf.Offset(p)}
	}
	encode := func(d analysis.Diagnostic, rule string) cachedDiag {
		cd := cachedDiag{
			Pos: pos(d.Pos), End: pos(d.End),
			Category: d.Category, Message: d.Message, URL: d.URL, Rule: rule,
		}
		for _, fix := range d.SuggestedFixes {
			cf := cachedFix{Message: fix.Message}
			for _, ed := range fix.TextEdits {
				cf.Edits = append(cf.Edits, cachedEdit{Pos: pos(ed.Pos), End: pos(ed.End), NewText: ed.NewText})
			}
			cd.Fixes = append(cd.Fixes, cf)
		}
		for _, rel := range d.Related {
			cd.Related = append(cd.Related, cachedRelated{Pos: pos(rel.Pos), End: pos(rel.End), Message: rel.Message})
		}
		return cd
	}
	for _, d := range u.diags {
		e.Diags = append(e.Diags, encode(d.Diagnostic, d.Rule))
	}
	e.Map = u.keymap
	if u.join != nil {
		e.Items, e.Called, e.Growth = u.join.Items, u.join.Called, u.join.Growth
		e.MarshalsAny, e.AnyItems = u.join.MarshalsAny, u.join.AnyItems
		for _, f := range u.join.Pending {
			cd := encode(f.Diagnostic, f.Needs)
			cd.In, cd.Callers, cd.Partition = f.In, f.Callers, f.Partition
			e.Pending = append(e.Pending, cd)
		}
		for _, d := range u.join.Designs {
			e.Designs = append(e.Designs, cachedDesign{Key: d.Key, Table: d.Table, Rule: d.Rule, Pos: pos(d.Pos)})
		}
		for _, d := range u.join.Reads {
			e.Reads = append(e.Reads, cachedDesign{Key: d.Key, Table: d.Table, Rule: d.Rule, Pos: pos(d.Pos)})
		}
		e.Writes, e.Paged = u.join.Writes, u.join.Paged
	}
	data, err := json.Marshal(&e)
	if err != nil {
		return
	}
	if err := r.cache.packs.put(key, data); err != nil {
		r.cache.warnOnce.Do(func() { r.cache.warn(fmt.Sprintf("cache: %v", err)) })
	}
}

// readCached sets u's facts and findings from the entry key, if there is
// a usable one. content holds u's files.
func (r *run) readCached(u *unit, key string, content map[string][]byte) bool {
	if r.opts.KeepResults && u.root {
		return false // results are Go values the cache does not hold
	}
	data, ok := r.cache.packs.get(key)
	if !ok {
		return false
	}
	var e entry
	if err := json.Unmarshal(data, &e); err != nil {
		return false // a damaged file: analyse again
	}
	for f, h := range e.Files {
		if r.fileHash(f) != h {
			return false
		}
	}
	var diags []Diagnostic
	pos := func(p cachedPos) token.Pos {
		if p.Offset < 0 || !ok {
			return token.NoPos
		}
		tf := r.tokenFile(p.File, content[p.File])
		if tf == nil || p.Offset > tf.Size() {
			ok = false
			return token.NoPos
		}
		return tf.Pos(p.Offset)
	}
	decode := func(cd cachedDiag) analysis.Diagnostic {
		d := analysis.Diagnostic{
			Pos: pos(cd.Pos), End: pos(cd.End),
			Category: cd.Category, Message: cd.Message, URL: cd.URL,
		}
		for _, cf := range cd.Fixes {
			fix := analysis.SuggestedFix{Message: cf.Message}
			for _, ed := range cf.Edits {
				fix.TextEdits = append(fix.TextEdits, analysis.TextEdit{Pos: pos(ed.Pos), End: pos(ed.End), NewText: ed.NewText})
			}
			d.SuggestedFixes = append(d.SuggestedFixes, fix)
		}
		for _, rel := range cd.Related {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: pos(rel.Pos), End: pos(rel.End), Message: rel.Message})
		}
		return d
	}
	for _, cd := range e.Diags {
		diags = append(diags, Diagnostic{Diagnostic: decode(cd), Rule: cd.Rule, Package: u.lp.ImportPath})
	}
	var sum *join.Summary
	if len(e.Items) > 0 || len(e.Pending) > 0 || len(e.Called) > 0 || len(e.Growth) > 0 || len(e.Designs) > 0 || len(e.Reads) > 0 || len(e.Writes) > 0 || len(e.Paged) > 0 || e.MarshalsAny || len(e.AnyItems) > 0 {
		sum = &join.Summary{Items: e.Items, Called: e.Called, Growth: e.Growth, MarshalsAny: e.MarshalsAny, AnyItems: e.AnyItems}
		for _, cd := range e.Pending {
			sum.Pending = append(sum.Pending, join.Finding{Diagnostic: decode(cd), Needs: cd.Rule, In: cd.In, Callers: cd.Callers, Partition: cd.Partition})
		}
		for _, cd := range e.Designs {
			sum.Designs = append(sum.Designs, join.Design{Key: cd.Key, Table: cd.Table, At: join.At{Pos: pos(cd.Pos), Rule: cd.Rule}})
		}
		for _, cd := range e.Reads {
			sum.Reads = append(sum.Reads, join.Design{Key: cd.Key, Table: cd.Table, At: join.At{Pos: pos(cd.Pos), Rule: cd.Rule}})
		}
		sum.Writes, sum.Paged = e.Writes, e.Paged
	}
	if !ok {
		return false
	}
	u.diags = diags
	u.join = sum
	u.keymap = e.Map
	u.factsHash = e.FactsHash
	u.api = e.API
	fs := newFactSet(u.types)
	fs.decode = func() {
		var blob factsBlob
		if err := gob.NewDecoder(bytes.NewReader(e.Facts)).Decode(&blob); err != nil {
			r.errorf("cache: decoding the facts of %s: %v (remove %s)", u.lp.ImportPath, err, r.cache.dir)
			return
		}
		for _, f := range blob.P {
			fs.pkgs[reflect.TypeOf(f)] = f
		}
		if len(blob.O) == 0 {
			return
		}
		// The objects come from the package's export data.
		if err := r.loadExport(u); err != nil {
			r.errorf("%v", err)
			return
		}
		for _, of := range blob.O {
			if obj, err := objectpath.Object(u.types, of.Path); err == nil {
				fs.objs[factKey{obj, reflect.TypeOf(of.Fact)}] = of.Fact
			}
		}
	}
	u.facts = fs
	return true
}

// tokenFile returns the file of the run's file set for name, adding it
// (with its lines, from content or else the file) on first use.
func (r *run) tokenFile(name string, content []byte) *token.File {
	r.fileMu.Lock()
	defer r.fileMu.Unlock()
	if tf, ok := r.files[name]; ok {
		return tf
	}
	if content == nil {
		var err error
		if content, err = r.readSource(name); err != nil {
			r.files[name] = nil
			return nil
		}
	}
	tf := r.fset.AddFile(name, -1, len(content))
	tf.SetLinesForContent(content)
	r.files[name] = tf
	return tf
}

func (r *run) fileHash(name string) string {
	data, err := r.readSource(name)
	if err != nil {
		return "missing"
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// touch marks a file used, for trim.
func touch(name string) {
	if fi, err := os.Stat(name); err == nil && time.Since(fi.ModTime()) > touchAge {
		now := time.Now()
		// Best effort: an entry left untouched is at worst trimmed early.
		_ = os.Chtimes(name, now, now)
	}
}

// trim removes packs (and run markers) unused for trimAge, and the least
// recently used packs beyond maxCacheBytes, at most once per trimInterval.
// It removes only files the cache wrote, known by their directory and name
// (cacheFile): whatever else is in the cache directory — a user's notes,
// or a source tree the cache was pointed at by mistake — is never touched.
func (c *cache) trim() {
	marker := filepath.Join(c.dir, "trim.txt")
	if fi, err := os.Stat(marker); err == nil && time.Since(fi.ModTime()) < trimInterval {
		return
	}
	if err := os.WriteFile(marker, []byte(time.Now().UTC().Format(time.RFC3339)+"\n"), 0o666); err != nil {
		return
	}
	type file struct {
		path string
		size int64
		mod  time.Time
		pack bool
	}
	var files []file
	var total int64
	// Only the cache's own subdirectories are read, not walked: nothing
	// below them is the cache's. Trimming is best effort: a failure
	// leaves a larger cache, not a wrong one.
	for _, sub := range []string{packDir, runsDir, memoDir} {
		des, err := os.ReadDir(filepath.Join(c.dir, sub))
		if err != nil {
			continue
		}
		for _, de := range des {
			if !de.Type().IsRegular() || !cacheFile(sub, de.Name()) {
				continue
			}
			fi, err := de.Info()
			if err != nil {
				continue
			}
			path := filepath.Join(c.dir, sub, de.Name())
			if time.Since(fi.ModTime()) > trimAge {
				_ = os.Remove(path) // best effort, as the rest
				continue
			}
			files = append(files, file{path, fi.Size(), fi.ModTime(), sub == packDir})
			total += fi.Size()
		}
	}
	if total <= maxCacheBytes {
		return
	}
	slices.SortFunc(files, func(a, b file) int { return a.mod.Compare(b.mod) })
	for _, f := range files {
		if total <= maxCacheBytes {
			break
		}
		if !f.pack {
			continue // run markers are empty; a module's memo is small
		}
		if err := os.Remove(f.path); err == nil || errors.Is(err, fs.ErrNotExist) {
			total -= f.size
		}
	}
}

// cacheFile reports whether name, in the cache's subdirectory sub, is a
// file the cache writes: a pack or a pack being written ("new-" and the
// digits os.CreateTemp adds, then packExt or ".tmp"), a run marker
// (a runKey: 64 hexadecimal digits), or a memo or one being written
// (memostore.go).
func cacheFile(sub, name string) bool {
	switch sub {
	case packDir:
		return isPackName(name) || isPackTemp(name)
	case runsDir:
		return len(name) == 64 && strings.Trim(name, "0123456789abcdef") == ""
	case memoDir:
		return isMemoName(name) || isPackTemp(name)
	}
	return false
}

// isPackName reports whether name is a pack's file name (see finish).
func isPackName(name string) bool {
	digits, ok := strings.CutSuffix(name, packExt)
	return ok && isPackStem(digits)
}

// isPackTemp reports whether name is a pack still being written.
func isPackTemp(name string) bool {
	digits, ok := strings.CutSuffix(name, ".tmp")
	return ok && isPackStem(digits)
}

func isPackStem(s string) bool {
	digits, ok := strings.CutPrefix(s, "new-")
	return ok && digits != "" && strings.Trim(digits, "0123456789") == ""
}
