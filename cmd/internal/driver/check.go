package driver

// The analysis of a run, as go vet's unitchecker does it but in one
// process: packages outside the user's modules come from the export data
// the go command compiles (or finds in its build cache); the module's
// packages are parsed and type-checked from source in dependency order,
// their facts passed in memory to their importers, and each package's facts
// and findings stored in the cache (cache.go) so that an unchanged package
// is not analysed again.

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/gcexportdata"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/internal/join"
	"github.com/ddblint/ddblint/internal/keymap"
)

// Result is what one analysis produces: the findings of the packages the
// patterns matched, the root analyzer's result for each of them (when
// Options.KeepResults asks), and the errors that stopped part of it.
type Result struct {
	Fset        *token.FileSet
	Diagnostics []Diagnostic
	// Roots are the analysed packages matched by the patterns, in
	// dependency order.
	Roots []Root
	// Errors are load, type, config and analysis errors, each once, in
	// plain words.
	Errors []string
	// AnalysisErrors are the errors among Errors that an analyzer returned
	// (or a panic in one), as opposed to load and type errors.
	AnalysisErrors []string
	// Failed reports that the analysis of some package did not complete
	// (an analyzer failed, or the package or one it imports has type
	// errors: it was analysed without what they touch, see welltyped.go).
	Failed bool
	// ModuleDirs are the directories of the main modules of the roots.
	ModuleDirs []string
	// RootDirs are the directories of the analysed root packages.
	RootDirs []string
	// Inputs are the files the configuration of the root packages was read
	// from: config files and the schema files they name.
	Inputs []string
	// Stats count how the packages were obtained, for tests and -debug.
	Stats Stats
	// Sources hold the SHA-256 of each file's contents as the analysis read
	// them, by absolute path, with Options.Fix or Diff (nil otherwise):
	// -fix writes only over a file still holding what was analysed.
	Sources map[string][32]byte
	// Maps are the root packages' parts of the key map (see
	// internal/keymap), those that have one.
	Maps []*keymap.Summary
}

// Stats count the packages of a run by how they were obtained.
type Stats struct {
	Source   int // parsed and type-checked, analysed
	Cached   int // facts and findings read from the cache
	Export   int // outside the module: types from export data, if needed
	Uncached int // analysed but not cacheable (errors, //line directives)
	// ExportReplayed: the export data came from Options.Exports instead
	// of a second listing. ListReplayed: so did the first listing.
	ExportReplayed, ListReplayed bool
	// Reused counts the packages outside the module whose types an
	// earlier run had decoded (Options.Exports), not decoded again.
	Reused int
}

// Diagnostic is one finding of a root package.
type Diagnostic struct {
	analysis.Diagnostic
	Rule    string // the rule: the diagnostic's category, or its analyzer's name
	Package string // the package ID
}

// Root is one analysed package matched by the patterns.
type Root struct {
	ID     string
	Result any // the root analyzer's result; nil unless Options.KeepResults
	Err    error
}

// unit is one package of the run.
type unit struct {
	lp     *listPackage
	types  *types.Package // created up front, so export data and source agree on identity
	source bool           // analysed from source
	root   bool           // matched by the patterns: its findings are reported
	deps   []*unit        // direct imports
	done   chan struct{}  // closed when source analysis (or the cache read) is over

	exportOnce sync.Once
	exportErr  error

	// From the second listing (see run.ensureExport).
	export   string   // the export data file
	compiled []string // the Go files the compiler compiles (cgo output included)

	key string // the cache key; "" if not cacheable
	// api identifies what the package shows its importers (apiHash): no
	// bodies, no positions; "" if unknown (the package has errors).
	// Importers' keys use it instead of key, with the facts' hash: an edit
	// re-analyses only the importers whose view of the package changed
	// (the early cut-off).
	api string

	content map[string][]byte // the files read for key, until parsed
	cached  bool              // facts and findings came from the cache
	// reachesSource: the unit or one of its dependencies is analysed (the
	// walks for facts skip the rest: the standard library, the SDK).
	reachesSource bool
	fpOnce        sync.Once
	fp            string // fingerprint of a dependency's files (see depFingerprint)
	digestOnce    sync.Once
	digest        string // see depDigest

	// Set by the unit's own analysis or cache read.
	facts     *factSet
	factsHash string // of the encoded facts; "" if not cacheable
	diags     []Diagnostic
	result    any
	// join is what the package leaves for the module-wide join
	// (joinModule), nil if nothing.
	join *join.Summary
	// keymap is the package's part of the key map, nil if nothing.
	keymap  *keymap.Summary
	rootErr error
	failed  bool
	// typeErrors: the package, or one of the module packages it imports
	// (directly or not), has parse or type errors (see welltyped.go).
	typeErrors bool
}

// run is the state of one analysis.
type run struct {
	opts   Options
	ctx    context.Context
	fset   *token.FileSet
	units  map[string]*unit // by go list ID
	sizes  types.Sizes
	cache  *cache
	fileMu sync.Mutex // guards the fset files of cached findings
	files  map[string]*token.File

	exportMu sync.Mutex // gcexportdata.Read fills incomplete packages in place

	listOnce sync.Once // the second listing, with export data
	// exportPatterns and exportTests are what the second listing lists
	// (see planExport).
	exportPatterns []string
	exportTests    bool
	extra          map[string]*unit // packages only the second listing shows
	misses         []*unit          // the packages analysed from source
	configMu       sync.Mutex
	configs        map[string]string // config digests by directory
	listErr        error

	errMu  sync.Mutex
	errs   []string
	aerrs  []string
	errSet map[string]bool

	statsMu sync.Mutex
	stats   Stats

	srcMu   sync.Mutex
	sources map[string][32]byte // see Result.Sources
}

// analyze lists, loads and analyses the packages of opts.
func analyze(ctx context.Context, opts Options) (*Result, error) {
	progress := opts.Progress
	if progress == nil {
		progress = func(Progress) {}
	}
	progress(Progress{Phase: PhaseLoading})
	if opts.TestsFromConfig {
		opts.Tests = checksTests(opts.Dir)
	}
	c, err := openCache(opts, func(msg string) { warn(opts, msg) })
	if err != nil {
		return nil, err
	}
	if c != nil {
		defer c.close() // on errors; a completed run closes it before trimming
		if opts.Exports == nil {
			opts.Exports = c.loadMemo(opts)
		}
	}
	var replays int64
	if opts.Exports != nil {
		replays = opts.Exports.ListReplays()
	}
	// A first run (no cache, or none for this command) analyses every
	// module package, which needs export data: list it at once rather
	// than listing twice. Later runs list without it, and ask for it only
	// if a package changed (ensureExport).
	fields := listFields
	firstRun := c == nil || !c.seenRun(opts)
	if firstRun && mayMatchModule(opts.Patterns) {
		fields += "," + exportFields
	}
	list, err := goList(ctx, opts, fields)
	if path, notes, cleanup, ok := repairModules(ctx, opts, err, list); ok {
		defer cleanup()
		repaired := opts
		repaired.ModFile = path
		// Kept only if it lists more: the packages it loads, or fewer
		// errors.
		if again, err2 := goList(ctx, repaired, fields); err2 == nil && (err != nil || broken(again) < broken(list)) {
			opts, list, err = repaired, again, nil
			for _, n := range notes {
				warn(opts, n)
			}
		}
	}
	if err != nil {
		return nil, err
	}
	r := &run{
		opts:    opts,
		ctx:     ctx,
		fset:    token.NewFileSet(),
		units:   make(map[string]*unit, len(list)),
		sizes:   types.SizesFor("gc", goEnv(listEnv(opts.Env), "GOARCH", runtime.GOARCH)),
		files:   map[string]*token.File{},
		errSet:  map[string]bool{},
		configs: map[string]string{},
	}
	if r.sizes == nil {
		r.sizes = types.SizesFor("gc", "amd64")
	}
	r.cache = c
	if opts.Exports != nil && opts.Exports.ListReplays() > replays {
		r.stats.ListReplayed = true
	}

	var order []*unit
	for _, lp := range list {
		if lp.isTestMain() {
			continue
		}
		u := &unit{
			lp:     lp,
			types:  types.NewPackage(lp.pkgPath(), lp.Name),
			source: lp.inModule(),
			root:   !lp.DepOnly,
			done:   make(chan struct{}),
		}
		if fields != listFields {
			u.export, u.compiled = lp.Export, absFiles(lp.Dir, lp.CompiledGoFiles)
		}
		r.units[lp.ImportPath] = u
		order = append(order, u)
	}
	if fields != listFields {
		r.listOnce.Do(func() {}) // the export data is already listed
	}
	pos := make(map[*unit]int, len(order))
	for i, u := range order {
		pos[u] = i
	}
	for i, u := range order {
		// A test variant or an external test package is the user's code
		// when the package under test is (the standard library's external
		// tests are not marked Standard).
		if u.lp.ForTest != "" {
			if t := r.units[u.lp.ForTest]; t != nil {
				u.source = t.source
			}
		}
		for _, path := range u.lp.Imports {
			// The listing puts a package after what it imports; an import
			// listed later closes an import cycle (the listing reports
			// it), and an edge of a cycle would have each package wait
			// for the other.
			if d := r.units[u.resolve(path)]; d != nil && pos[d] < i {
				u.deps = append(u.deps, d)
			}
		}
	}
	for _, u := range order { // dependencies first
		u.reachesSource = u.source || slices.ContainsFunc(u.deps, func(d *unit) bool { return d.reachesSource })
	}
	if opts.Exports != nil {
		if uv := opts.Exports.checkout(r); uv != nil {
			uv.adopt(r)
			defer opts.Exports.checkin(uv, r)
		}
	}
	if fields != listFields && opts.Exports != nil {
		opts.Exports.record(r, list)
	}
	r.listErrors(order)

	// First the cache, in dependency order: a package whose module
	// imports all came from it, and whose entry exists, needs nothing else.
	// What is left is analysed from source: the edited packages and what
	// imports them.
	var misses []*unit
	for _, u := range order {
		if !u.source {
			continue
		}
		if !slices.ContainsFunc(u.deps, func(d *unit) bool { return d.source && !d.cached }) {
			u.key, u.content = r.cacheKey(u)
			if u.key != "" && r.readCached(u, u.key, u.content) {
				u.cached = true
				u.content = nil
				r.stats.Cached++
				continue
			}
		}
		misses = append(misses, u)
	}
	r.planExport(misses)

	// One goroutine per package to analyse, each waiting for the packages
	// it imports; a semaphore keeps the work itself to GOMAXPROCS.
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	var doneMu sync.Mutex
	done := 0
	progress(Progress{Phase: PhaseAnalysing, Total: len(misses)})
	for _, u := range order {
		if !u.source || u.cached {
			close(u.done)
		}
	}
	for _, u := range misses {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer close(u.done)
			for _, d := range u.deps {
				<-d.done
			}
			sem <- struct{}{}
			defer func() { <-sem }()
			if err := ctx.Err(); err != nil {
				u.failed = true
				return
			}
			r.analyzeUnit(u)
			doneMu.Lock()
			done++
			progress(Progress{Phase: PhaseAnalysing, Done: done, Total: len(misses)})
			doneMu.Unlock()
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("analysis interrupted: %w", err)
	}
	r.joinModule(order)
	r.dropSeeded(order)
	r.onceInModule(order)

	res := &Result{Fset: r.fset}
	seenDir, seenRoot := map[string]bool{}, map[string]bool{}
	for _, u := range order {
		if !u.source {
			r.stats.Export++
		}
		if !u.root {
			continue
		}
		res.Diagnostics = append(res.Diagnostics, u.diags...)
		if u.keymap != nil {
			res.Maps = append(res.Maps, u.keymap)
		}
		res.Failed = res.Failed || u.failed
		if u.source {
			res.Roots = append(res.Roots, Root{ID: u.lp.ImportPath, Result: u.result, Err: u.rootErr})
			if d := u.lp.Dir; d != "" && !seenRoot[d] {
				seenRoot[d] = true
				res.RootDirs = append(res.RootDirs, d)
				inputs, _ := config.Inputs(d) // its errors are the analysis's
				for _, in := range inputs {
					if !slices.Contains(res.Inputs, in) {
						res.Inputs = append(res.Inputs, in)
					}
				}
			}
		}
		if m := u.lp.Module; m != nil && m.Main && m.Dir != "" && !seenDir[m.Dir] {
			seenDir[m.Dir] = true
			res.ModuleDirs = append(res.ModuleDirs, m.Dir)
		}
	}
	res.Errors = r.errs
	res.AnalysisErrors = r.aerrs
	res.Stats = r.stats
	res.Sources = r.sources
	if r.cache != nil {
		r.cache.close()
		r.cache.markRun(opts)
		if opts.Exports.command {
			r.cache.saveMemo(opts.Exports)
		}
		r.cache.trim()
	}
	return res, nil
}

// joinModule adds to the root packages' findings the pending findings of
// the module-wide join (internal/join) whose type a package of the run
// sends to DynamoDB. A finding already made at the same place by the same
// rule is not made twice.
func (r *run) joinModule(order []*unit) {
	var units []*unit
	var sums []*join.Summary
	for _, u := range order {
		if u.join != nil {
			units = append(units, u)
			sums = append(sums, u.join)
		}
	}
	for i, found := range join.Resolve(sums) {
		u := units[i]
		if !u.root || len(found) == 0 {
			continue
		}
		type at struct {
			pos  token.Pos
			rule string
		}
		had := map[at]bool{}
		for _, d := range u.diags {
			had[at{d.Pos, d.Rule}] = true
		}
		for _, d := range found {
			if !had[at{d.Pos, d.Category}] {
				had[at{d.Pos, d.Category}] = true
				u.diags = append(u.diags, Diagnostic{Diagnostic: d, Rule: cmp.Or(d.Category, r.opts.Analyzer.Name), Package: u.lp.ImportPath})
			}
		}
		sort.SliceStable(u.diags, func(i, j int) bool { return r.before(u.diags[i].Pos, u.diags[j].Pos) })
	}
}

// before orders positions by file name and offset: token.Pos order across
// files depends on the order the files were parsed in.
func (r *run) before(a, b token.Pos) bool {
	pa, pb := r.fset.Position(a), r.fset.Position(b)
	if pa.Filename != pb.Filename {
		return pa.Filename < pb.Filename
	}
	return pa.Offset < pb.Offset
}

// dropSeeded drops pkcardinality's findings about a constant partition a
// package only reads when the module writes it, and only from seeding or
// administration code (join.Seeded): a seed script's catalogue.
func (r *run) dropSeeded(order []*unit) {
	var sums []*join.Summary
	for _, u := range order {
		if u.join != nil {
			sums = append(sums, u.join)
		}
	}
	seeded := join.Seeded(sums)
	if len(seeded) == 0 {
		return
	}
	for _, u := range order {
		if u.root {
			u.diags = slices.DeleteFunc(u.diags, func(d Diagnostic) bool { return seeded[join.At{Pos: d.Pos, Rule: d.Rule}] })
		}
	}
}

// onceInModule reports once a key design that several root packages
// report (join.Duplicates): each package writing the same status index, or
// the same time.Time field of a shared model, says so in its own words;
// the finding first in the source is kept, and the others become its
// related information. Within a package the ddblint pass has done the
// same (rules/ddblint's Once).
func (r *run) onceInModule(order []*unit) {
	var roots []*unit
	var sums []*join.Summary
	for _, u := range order {
		if u.root && u.join != nil && len(u.join.Designs) > 0 {
			roots = append(roots, u)
			sums = append(sums, u.join)
		}
	}
	if len(sums) < 2 {
		return
	}
	dups := join.Duplicates(sums, r.before)
	if len(dups) == 0 {
		return
	}
	kept := map[join.At]*Diagnostic{}
	for _, u := range roots {
		for i := range u.diags {
			d := &u.diags[i]
			kept[join.At{Pos: d.Pos, Rule: d.Rule}] = d
		}
	}
	// Relate first, then drop: dropping moves the findings kept pointers
	// point at.
	for _, u := range roots {
		for _, d := range u.diags {
			to, ok := dups[join.At{Pos: d.Pos, Rule: d.Rule}]
			if k := kept[join.At{Pos: to, Rule: d.Rule}]; ok && k != nil {
				k.Related = append(slices.Clip(k.Related), analysis.RelatedInformation{Pos: d.Pos, End: d.End, Message: "package " + u.lp.ImportPath + " writes or reads the same design here"})
			}
		}
	}
	for _, u := range roots {
		u.diags = slices.DeleteFunc(u.diags, func(d Diagnostic) bool {
			_, ok := dups[join.At{Pos: d.Pos, Rule: d.Rule}]
			return ok
		})
	}
}

// resolve maps an import path as written in the package to the ID of the
// imported package (vendoring and test variants rename them).
func (u *unit) resolve(path string) string {
	if id, ok := u.lp.ImportMap[path]; ok {
		return id
	}
	return path
}

// errorf records an error of the run, once.
func (r *run) errorf(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	r.errMu.Lock()
	defer r.errMu.Unlock()
	if !r.errSet[msg] {
		r.errSet[msg] = true
		r.errs = append(r.errs, msg)
	}
}

// warn is for problems that do not change the findings (a cache that
// cannot be written): printed, but not failing the run.
func warn(opts Options, msg string) {
	if opts.Stderr != nil {
		fmt.Fprintf(opts.Stderr, "%s: %s\n", opts.Analyzer.Name, msg)
	}
}

// broken counts the listed packages with an error of their own or of a
// dependency.
func broken(list []*listPackage) int {
	n := 0
	for _, p := range list {
		if p.Error != nil || len(p.DepsErrors) > 0 {
			n++
		}
	}
	return n
}

// mayMatchModule reports whether the patterns may match packages of a
// module (not only of the standard library, which is never analysed, and
// whose test variants would all be compiled for nothing).
func mayMatchModule(patterns []string) bool {
	for _, p := range patterns {
		if p == "std" || p == "cmd" {
			continue
		}
		first, _, _ := strings.Cut(p, "/")
		if strings.HasPrefix(p, ".") || filepath.IsAbs(p) || strings.Contains(first, ".") || strings.HasSuffix(p, ".go") || p == "all" {
			return true
		}
	}
	return false
}

// listErrors records the errors go list found: bad patterns, missing or
// unparsable packages, module errors.
func (r *run) listErrors(order []*unit) {
	seenModule := map[string]bool{}
	for _, u := range order {
		if e := u.lp.Error; e != nil {
			r.errorf("%s", e)
		}
		for _, e := range u.lp.DepsErrors {
			r.errorf("%s", e)
		}
		if m := u.lp.Module; m != nil && m.Error != nil && !seenModule[m.Path] {
			seenModule[m.Path] = true
			r.errorf("%s", m.Error.Err)
		}
	}
}

// loadExport makes u.types complete from its export data.
func (r *run) loadExport(u *unit) error {
	u.exportOnce.Do(func() {
		if err := r.ensureExport(); err != nil {
			u.exportErr = err
			return
		}
		if u.export == "" {
			if u.source && u.cached {
				// Read from the cache after its dependencies were
				// analysed (the early cut-off): no export data was
				// listed for it, and an importer analysed from source
				// needs its types. Type-check it, without analysing it.
				u.exportErr = r.typesFromSource(u)
				return
			}
			u.exportErr = fmt.Errorf("no export data for %s", u.lp.ImportPath)
			return
		}
		// gcexportdata knows packages by path, not by ID: give it the
		// packages u can mention, its transitive imports (whose
		// incomplete placeholders it fills in place), and u itself.
		view := map[string]*types.Package{}
		var visit func(*unit)
		visit = func(x *unit) {
			for _, d := range x.deps {
				if _, ok := view[d.types.Path()]; !ok {
					view[d.types.Path()] = d.types
					visit(d)
				}
			}
		}
		visit(u)
		view[u.types.Path()] = u.types
		f, err := os.Open(u.export)
		if err != nil {
			u.exportErr = fmt.Errorf("reading export data of %s: %w", u.lp.ImportPath, err)
			return
		}
		defer func() { _ = f.Close() }() // read only: a close error loses nothing
		// go list -export names the compiler's archives up to Go 1.27, which
		// only NewReader opens (go/packages reads them the same way).
		rd, err := gcexportdata.NewReader(f) //nolint:staticcheck // SA1019: see above; Read alone fails on an archive
		if err == nil {
			r.exportMu.Lock()
			_, err = gcexportdata.Read(rd, r.fset, view, u.types.Path())
			r.exportMu.Unlock()
		}
		if err != nil {
			u.exportErr = fmt.Errorf("reading export data of %s: %w", u.lp.ImportPath, err)
		}
	})
	return u.exportErr
}

// ensureExport runs the second listing, once: the export data of every
// package (compiled by the go command, or found in its build cache), which
// type-checking from source and decoding cached facts need.
func (r *run) ensureExport() error {
	r.listOnce.Do(func() {
		if len(r.exportPatterns) == 0 {
			return // everything is analysed from source
		}
		if m := r.opts.Exports; m != nil && m.replay(r) {
			r.count(func(s *Stats) { s.ExportReplayed = true })
			return
		}
		pkgs, err := runList(r.ctx, r.opts, r.exportTests, r.exportPatterns, exportFields)
		if err != nil {
			r.listErr = err
			return
		}
		if m := r.opts.Exports; m != nil {
			m.record(r, pkgs)
		}
		extra := map[string]*unit{}
		for _, p := range pkgs {
			u := r.units[p.ImportPath]
			if u == nil {
				// Imported only by cgo's output, which the first listing
				// does not see (runtime/cgo).
				u = &unit{lp: p, types: types.NewPackage(p.pkgPath(), p.Name)}
				extra[p.ImportPath] = u
			}
			u.export = p.Export
			u.compiled = absFiles(u.lp.Dir, p.CompiledGoFiles)
		}
		for _, u := range extra {
			for _, path := range u.lp.Imports {
				id := u.resolve(path)
				if d := cmp.Or(r.units[id], extra[id]); d != nil {
					u.deps = append(u.deps, d)
				}
			}
		}
		r.extra = extra
	})
	return r.listErr
}

// unit returns the package of the run with the given ID, nil if none.
func (r *run) unit(id string) *unit {
	if u := r.units[id]; u != nil {
		return u
	}
	if r.ensureExport() != nil {
		return nil
	}
	return r.extra[id]
}

// importer resolves the imports of the package being type-checked.
type importer struct {
	r *run
	u *unit
	// failed records the imports that could not be loaded: go/types gives
	// them an empty fake package and checks the rest of the file.
	failed map[string]bool
}

func (im importer) Import(path string) (*types.Package, error) {
	if path == "unsafe" {
		return types.Unsafe, nil
	}
	pkg, err := im.load(path)
	if err != nil {
		im.failed[path] = true
	}
	return pkg, err
}

func (im importer) load(path string) (*types.Package, error) {
	d := im.r.unit(im.u.resolve(path))
	if d == nil {
		return nil, fmt.Errorf("package %q is not among the listed dependencies of %s", path, im.u.lp.ImportPath)
	}
	if d.lp.Error != nil && d.lp.Name == "" {
		// Not found (a module the proxy refuses): go list's error says why.
		return nil, errors.New("not found")
	}
	if d.source && d.facts != nil && d.facts.fromSource {
		return d.types, nil // type-checked from source in this run
	}
	if err := im.r.loadExport(d); err != nil {
		return nil, err
	}
	return d.types, nil
}

// analyzeUnit analyses one module package: from the cache if it can, else
// from source.
func (r *run) analyzeUnit(u *unit) {
	if u.key == "" && u.content == nil {
		// Not looked at by the cache pass (a module import of it was
		// analysed): its key needs that import's API and facts, known
		// now. If they are what they were, so is the entry.
		u.key, u.content = r.cacheKey(u)
		if u.key != "" && r.readCached(u, u.key, u.content) {
			u.cached = true
			u.content = nil
			r.count(func(s *Stats) { s.Cached++ })
			return
		}
	}
	content := u.content
	u.content = nil
	r.fromSource(u, content)
	if u.key != "" && !u.failed {
		r.writeCached(u, u.key)
		r.count(func(s *Stats) { s.Source++ })
	} else {
		r.count(func(s *Stats) { s.Source++; s.Uncached++ })
	}
}

// planExport sets what the second listing lists, if it is needed: the
// packages the ones to analyse import and do not analyse themselves (with
// their dependencies), whose export data is already in the go command's
// build cache as none of them changed — not the changed packages, which
// the go command would compile for nothing. Packages using cgo are listed
// too, for their compiled files.
func (r *run) planExport(misses []*unit) {
	r.misses = misses
	miss := map[*unit]bool{}
	for _, u := range misses {
		miss[u] = true
	}
	seen := map[string]bool{}
	for _, u := range misses {
		if len(u.lp.CgoFiles) > 0 {
			r.addExportPattern(u, seen)
		}
		for _, d := range u.deps {
			if !miss[d] && d.lp.ImportPath != "unsafe" {
				r.addExportPattern(d, seen)
			}
		}
	}
}

func (r *run) addExportPattern(u *unit, seen map[string]bool) {
	path, variant, _ := strings.Cut(u.lp.ImportPath, " ")
	if variant != "" {
		// A test variant cannot be named: list the package with its tests.
		r.exportTests = true
	}
	if u.lp.ForTest != "" {
		path = u.lp.ForTest
	}
	if !seen[path] {
		seen[path] = true
		r.exportPatterns = append(r.exportPatterns, path)
	}
}

func (r *run) count(f func(*Stats)) {
	r.statsMu.Lock()
	f(&r.stats)
	r.statsMu.Unlock()
}

// fromSource parses, type-checks and analyses u. content holds the files'
// contents already read for the cache key (nil: read them).
func (r *run) fromSource(u *unit, content map[string][]byte) {
	u.facts = newFactSet(u.types)
	u.facts.fromSource = true
	lp := u.lp
	if err := r.ensureExport(); err != nil {
		r.errorf("%v", err)
		u.failed = true
		return
	}
	names := u.compiled
	if len(names) == 0 {
		names = lp.GoFiles
	}
	var files []*ast.File
	var parseErr bool
	var errPos []token.Pos // of the parse and type errors, for wellTyped
	for _, name := range names {
		name = absFile(lp.Dir, name)
		src, ok := content[name]
		if !ok {
			var err error
			if src, err = r.readSource(name); err != nil {
				r.errorf("%v", err)
				parseErr = true
				errPos = append(errPos, token.NoPos) // a file missing: nothing is known to type-check
				continue
			}
		}
		f, err := parser.ParseFile(r.fset, name, src, parser.ParseComments|parser.AllErrors)
		if err != nil {
			var list scanner.ErrorList
			if errors.As(err, &list) {
				for _, e := range list {
					r.errorf("%s", e)
					errPos = append(errPos, filePos(r.fset, e.Pos))
				}
			} else {
				r.errorf("%v", err)
				errPos = append(errPos, token.NoPos)
			}
			parseErr = true
		}
		// A file without its package clause (an empty file) declares
		// nothing, and has no position for the analyzers to place it by:
		// its error is said above.
		if f != nil && f.Name != nil && f.Package.IsValid() {
			files = append(files, f)
		}
	}

	// A file that uses a package it does not import (imports.go).
	assumed := false
	if !parseErr {
		for f, paths := range missingImports(files, r.packageNamed, r.listedName) {
			i := slices.Index(files, f)
			files[i] = withImports(f, paths)
			r.errorf("%s: uses %s without importing it; ddblint reads it as if it did", r.fset.File(f.Pos()).Name(), strings.Join(quoted(paths), ", "))
			assumed = true
		}
	}

	info := &types.Info{
		Types:        map[ast.Expr]types.TypeAndValue{},
		Defs:         map[*ast.Ident]types.Object{},
		Uses:         map[*ast.Ident]types.Object{},
		Implicits:    map[ast.Node]types.Object{},
		Instances:    map[*ast.Ident]types.Instance{},
		Scopes:       map[ast.Node]*types.Scope{},
		Selections:   map[*ast.SelectorExpr]*types.Selection{},
		FileVersions: map[*ast.File]string{},
	}
	var typeErrors []types.Error
	failedImports := map[string]bool{}
	conf := &types.Config{
		Importer: importer{r, u, failedImports},
		Sizes:    r.sizes,
		Error: func(err error) {
			var te types.Error
			if errors.As(err, &te) {
				typeErrors = append(typeErrors, te)
			}
		},
	}
	if m := lp.Module; m != nil && m.GoVersion != "" {
		conf.GoVersion = "go" + m.GoVersion
	}
	// The error is the first of typeErrors, recorded below.
	_ = types.NewChecker(conf, r.fset, u.types, info).Files(files)
	for _, te := range typeErrors {
		if te.Soft {
			continue // as go build: unused variables and imports do not stop it
		}
		r.errorf("%s", te)
		errPos = append(errPos, te.Pos)
	}
	illTyped := parseErr || assumed || slices.ContainsFunc(typeErrors, func(te types.Error) bool { return !te.Soft })

	// A package with errors, or one that imports a module package with
	// errors (whose types may then be invalid, and whose facts miss what
	// was left out), is analysed on the declarations that type-check
	// (welltyped.go), and is incomplete: the run exits 1 (the errors are
	// printed once, by the package that has them) and the package is not
	// cached. Only when an error has no position does nothing run but the
	// passes that need no types.
	u.typeErrors = illTyped || slices.ContainsFunc(u.deps, func(d *unit) bool { return d.typeErrors })
	if !u.typeErrors {
		u.api = apiHash(u.types)
	}
	view, viewOK := files, true
	if u.typeErrors {
		view, viewOK = wellTyped(files, info, errPos, failedImports)
	}

	var module *analysis.Module
	if m := lp.Module; m != nil {
		module = &analysis.Module{Path: m.Path, Version: m.Version, GoVersion: m.GoVersion}
		if m.Replace != nil {
			module.Version = m.Replace.Version
		}
	}

	// The analyzers to run: all of them for a root, else only those whose
	// facts its importers need.
	analyzers := r.plan(u.root)
	results := map[*analysis.Analyzer]any{}
	visible := r.visibleFacts(u)
	for _, a := range analyzers {
		if !viewOK && !a.RunDespiteErrors {
			u.failed = true
			continue
		}
		pass := &analysis.Pass{
			Analyzer:     a,
			Fset:         r.fset,
			Files:        view,
			OtherFiles:   otherFiles(lp),
			IgnoredFiles: absFiles(lp.Dir, lp.IgnoredGoFiles),
			Pkg:          u.types,
			TypesInfo:    info,
			TypesSizes:   r.sizes,
			TypeErrors:   typeErrors,
			Module:       module,
			ResultOf:     map[*analysis.Analyzer]any{},
			ReadFile:     r.readFile(lp, u.compiled),
		}
		missing := false
		for _, req := range a.Requires {
			res, ok := results[req]
			missing = missing || !ok
			pass.ResultOf[req] = res
		}
		if missing {
			// A prerequisite failed (its error is said): the pass would
			// find no result to read.
			u.failed = true
			continue
		}
		pass.Report = func(d analysis.Diagnostic) {
			if a != r.opts.Analyzer || !u.root {
				return
			}
			u.diags = append(u.diags, Diagnostic{Diagnostic: d, Rule: cmp.Or(d.Category, a.Name), Package: lp.ImportPath})
		}
		u.facts.bind(pass, visible)
		res, err := safeRun(a, pass)
		if err != nil {
			u.failed = true
			if a == r.opts.Analyzer {
				u.rootErr = err
			}
			// The analyzers' own errors are about the configuration (a
			// bad .ddblint.yml or schema file), name their file and are
			// the same for every package: said once, in the tool's name,
			// as any package's. A panic is the package's own.
			msg := "ddblint: " + err.Error()
			if errors.As(err, new(*panicError)) {
				msg = fmt.Sprintf("ddblint: analysing %s: %v", lp.ImportPath, err)
			}
			r.errorf("%s", msg)
			r.errMu.Lock()
			r.aerrs = append(r.aerrs, msg)
			r.errMu.Unlock()
			continue
		}
		results[a] = res
		if a == r.opts.Analyzer && r.opts.KeepResults {
			u.result = res
		}
		if p, ok := res.(join.Provider); ok && a == r.opts.Analyzer {
			u.join = p.JoinSummary()
		}
		if p, ok := res.(keymap.Provider); ok && a == r.opts.Analyzer {
			u.keymap = p.KeyMap()
		}
	}
	if u.typeErrors {
		u.failed = true // findings may be missing: see above
	}
}

// typesFromSource type-checks u's files into u.types: a module package
// whose facts and findings came from the cache, for an importer analysed
// from source. Errors are the package's own and were reported when it
// was analysed; a package with errors is never read from the cache.
func (r *run) typesFromSource(u *unit) error {
	names := u.compiled
	if len(names) == 0 {
		names = u.lp.GoFiles
	}
	var files []*ast.File
	for _, name := range names {
		name = absFile(u.lp.Dir, name)
		src, err := r.readSource(name)
		if err != nil {
			return fmt.Errorf("type-checking %s: %w", u.lp.ImportPath, err)
		}
		f, err := parser.ParseFile(r.fset, name, src, parser.SkipObjectResolution)
		if err != nil {
			return fmt.Errorf("type-checking %s: %w", u.lp.ImportPath, err)
		}
		files = append(files, f)
	}
	conf := &types.Config{Importer: importer{r, u, map[string]bool{}}, Sizes: r.sizes}
	if m := u.lp.Module; m != nil && m.GoVersion != "" {
		conf.GoVersion = "go" + m.GoVersion
	}
	if err := types.NewChecker(conf, r.fset, u.types, nil).Files(files); err != nil {
		return fmt.Errorf("type-checking %s: %w", u.lp.ImportPath, err)
	}
	return nil
}

// apiHash hashes what pkg shows its importers: its exported package-level
// declarations and its types, exported or not (the engine looks at a
// module package's unexported types too: the one implementation of an
// interface an exported constructor returns), by kind, name and type, a
// constant's value, and a named type's methods. No position and no body:
// an edit of a function body or a comment, an unexported helper added or
// changed, or declarations moved about leave it as it was (what the
// package's functions do reaches importers through its facts). Positions of
// another package reach an importer's findings only through facts, hashed
// on their own, and related information, whose files the cache entry
// checks.
func apiHash(pkg *types.Package) string {
	h := sha256.New()
	qual := func(p *types.Package) string { return p.Path() }
	scope := pkg.Scope()
	for _, name := range scope.Names() { // sorted
		obj := scope.Lookup(name)
		if _, isType := obj.(*types.TypeName); !isType && !obj.Exported() {
			continue
		}
		fmt.Fprintf(h, "%s\n", types.ObjectString(obj, qual))
		switch obj := obj.(type) {
		case *types.Const:
			fmt.Fprintf(h, " = %s\n", obj.Val().ExactString())
		case *types.TypeName:
			if n, ok := types.Unalias(obj.Type()).(*types.Named); ok {
				for i := 0; i < n.NumMethods(); i++ {
					m := n.Method(i)
					fmt.Fprintf(h, " method %s %s\n", m.Name(), types.TypeString(m.Type(), qual))
				}
			}
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// filePos is the token.Pos of a parse error's position, NoPos if its file
// is not in fset.
func filePos(fset *token.FileSet, p token.Position) token.Pos {
	var pos token.Pos
	fset.Iterate(func(f *token.File) bool {
		if f.Name() != p.Filename {
			return true
		}
		if p.Offset >= 0 && p.Offset <= f.Size() {
			pos = f.Pos(p.Offset)
		}
		return false
	})
	return pos
}

// safeRun runs a pass, turning a panic into an error: one package's crash
// must not take the others' findings with it.
func safeRun(a *analysis.Analyzer, pass *analysis.Pass) (res any, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = &panicError{a.Name, p}
		}
	}()
	return a.Run(pass)
}

// panicError is an analyzer's panic, recovered.
type panicError struct {
	analyzer string
	value    any
}

func (e *panicError) Error() string {
	return fmt.Sprintf("internal error in %s: %v", e.analyzer, e.value)
}

// plan returns the analyzers to run on a package, requirements first: the
// root analyzer's whole graph for a root, only the analyzers with facts (and
// what they need) for a dependency.
func (r *run) plan(root bool) []*analysis.Analyzer {
	if root {
		return requirements(r.opts.Analyzer)
	}
	return requirements(r.factAnalyzers()...)
}

// factAnalyzers are the analyzers of the root analyzer's graph that have
// facts.
func (r *run) factAnalyzers() []*analysis.Analyzer {
	var out []*analysis.Analyzer
	for _, a := range requirements(r.opts.Analyzer) {
		if len(a.FactTypes) > 0 {
			out = append(out, a)
		}
	}
	return out
}

// requirements returns the analyzers and everything they require, each
// once, every analyzer after those it requires.
func requirements(analyzers ...*analysis.Analyzer) []*analysis.Analyzer {
	var out []*analysis.Analyzer
	seen := map[*analysis.Analyzer]bool{}
	var visit func(a *analysis.Analyzer)
	visit = func(a *analysis.Analyzer) {
		if seen[a] {
			return
		}
		seen[a] = true
		for _, req := range a.Requires {
			visit(req)
		}
		out = append(out, a)
	}
	for _, a := range analyzers {
		visit(a)
	}
	return out
}

// visibleFacts returns the units whose facts a pass on u may read: u's
// analysed transitive imports.
func (r *run) visibleFacts(u *unit) []*unit {
	var out []*unit
	seen := map[*unit]bool{}
	var visit func(x *unit)
	visit = func(x *unit) {
		for _, d := range x.deps {
			if !seen[d] && d.reachesSource {
				seen[d] = true
				if d.source && d.facts != nil {
					out = append(out, d)
				}
				visit(d)
			}
		}
	}
	visit(u)
	sort.Slice(out, func(i, j int) bool { return out[i].lp.ImportPath < out[j].lp.ImportPath })
	return out
}

// readFile is the pass's ReadFile: the package's own files only.
func (r *run) readFile(lp *listPackage, compiled []string) func(string) ([]byte, error) {
	allowed := map[string]bool{}
	for _, list := range [][]string{lp.GoFiles, lp.CgoFiles, compiled, lp.IgnoredGoFiles, lp.CFiles, lp.CXXFiles, lp.SFiles} {
		for _, f := range list {
			allowed[absFile(lp.Dir, f)] = true
		}
	}
	return func(name string) ([]byte, error) {
		if !allowed[name] {
			return nil, fmt.Errorf("ReadFile: %s is not a file of package %s", name, lp.ImportPath)
		}
		return r.readSource(name)
	}
}

// readSource reads a file as the analysis sees it: from the overlay, or
// from disk.
func (r *run) readSource(name string) ([]byte, error) {
	if src, ok := r.opts.Overlay[name]; ok {
		return src, nil
	}
	src, err := os.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("reading source: %w", err)
	}
	// Only -fix and -diff compare a file with what was analysed: other
	// runs need no second hash of every file (the cache key has one).
	if r.opts.Fix || r.opts.Diff {
		sum := sha256.Sum256(src)
		r.srcMu.Lock()
		if r.sources == nil {
			r.sources = map[string][32]byte{}
		}
		r.sources[name] = sum
		r.srcMu.Unlock()
	}
	return src, nil
}

func otherFiles(lp *listPackage) []string {
	var out []string
	for _, list := range [][]string{lp.CFiles, lp.CXXFiles, lp.SFiles} {
		out = append(out, absFiles(lp.Dir, list)...)
	}
	return out
}

func absFiles(dir string, names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = absFile(dir, n)
	}
	return out
}

// absFile is name made absolute: go list gives file names relative to the
// package directory, except for generated ones (cgo) in the build cache.
func absFile(dir, name string) string {
	if name == "" || isAbs(name) {
		return name
	}
	return dir + string(os.PathSeparator) + name
}

func isAbs(name string) bool {
	return strings.HasPrefix(name, "/") || len(name) > 2 && name[1] == ':'
}

// goEnv returns the value of the variable name in env, or def.
func goEnv(env []string, name, def string) string {
	for i := len(env) - 1; i >= 0; i-- {
		if v, ok := strings.CutPrefix(env[i], name+"="); ok && v != "" {
			return v
		}
	}
	return def
}

// factKey identifies an object fact.
type factKey struct {
	obj types.Object
	t   reflect.Type
}

// factSet is the facts one package exported.
type factSet struct {
	pkg        *types.Package
	fromSource bool // exported in this run (not decoded from the cache)
	mu         sync.Mutex
	objs       map[factKey]analysis.Fact
	pkgs       map[reflect.Type]analysis.Fact
	decode     func() // decodes cached facts on first use; nil once done
}

func newFactSet(pkg *types.Package) *factSet {
	return &factSet{pkg: pkg, objs: map[factKey]analysis.Fact{}, pkgs: map[reflect.Type]analysis.Fact{}}
}

// ready decodes cached facts, once.
func (s *factSet) ready() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.decode != nil {
		d := s.decode
		s.decode = nil
		d()
	}
}

// bind gives the pass the fact functions over its own facts and those of
// the visible packages.
func (s *factSet) bind(pass *analysis.Pass, visible []*unit) {
	owner := func(pkg *types.Package) *factSet {
		if pkg == s.pkg {
			return s
		}
		for _, u := range visible {
			if u.types == pkg {
				u.facts.ready()
				return u.facts
			}
		}
		return nil
	}
	pass.ImportObjectFact = func(obj types.Object, fact analysis.Fact) bool {
		if obj == nil {
			panic("nil object given to ImportObjectFact")
		}
		fs := owner(obj.Pkg())
		if fs == nil {
			return false
		}
		v, ok := fs.objs[factKey{obj, reflect.TypeOf(fact)}]
		if ok {
			reflect.ValueOf(fact).Elem().Set(reflect.ValueOf(v).Elem())
		}
		return ok
	}
	pass.ExportObjectFact = func(obj types.Object, fact analysis.Fact) {
		if obj.Pkg() != s.pkg {
			panic(fmt.Sprintf("%s: ExportObjectFact(%s, %T): can't set a fact on an object of another package", pass.Analyzer, obj, fact))
		}
		s.objs[factKey{obj, reflect.TypeOf(fact)}] = fact
	}
	pass.ImportPackageFact = func(pkg *types.Package, fact analysis.Fact) bool {
		fs := owner(pkg)
		if fs == nil {
			return false
		}
		v, ok := fs.pkgs[reflect.TypeOf(fact)]
		if ok {
			reflect.ValueOf(fact).Elem().Set(reflect.ValueOf(v).Elem())
		}
		return ok
	}
	pass.ExportPackageFact = func(fact analysis.Fact) {
		s.pkgs[reflect.TypeOf(fact)] = fact
	}
	wanted := func(f analysis.Fact) bool {
		return slices.ContainsFunc(pass.Analyzer.FactTypes, func(t analysis.Fact) bool { return reflect.TypeOf(t) == reflect.TypeOf(f) })
	}
	all := func() []*factSet {
		out := []*factSet{s}
		for _, u := range visible {
			u.facts.ready()
			out = append(out, u.facts)
		}
		return out
	}
	pass.AllObjectFacts = func() []analysis.ObjectFact {
		var out []analysis.ObjectFact
		for _, fs := range all() {
			for k, f := range fs.objs {
				if wanted(f) {
					out = append(out, analysis.ObjectFact{Object: k.obj, Fact: f})
				}
			}
		}
		return out
	}
	pass.AllPackageFacts = func() []analysis.PackageFact {
		var out []analysis.PackageFact
		for _, fs := range all() {
			for _, f := range sortedFacts(fs.pkgs) {
				if wanted(f) {
					out = append(out, analysis.PackageFact{Package: fs.pkg, Fact: f})
				}
			}
		}
		return out
	}
}

// sortedFacts are the package facts in a stable order (by type name).
func sortedFacts(m map[reflect.Type]analysis.Fact) []analysis.Fact {
	out := make([]analysis.Fact, 0, len(m))
	for _, f := range m {
		out = append(out, f)
	}
	sort.Slice(out, func(i, j int) bool {
		return reflect.TypeOf(out[i]).String() < reflect.TypeOf(out[j]).String()
	})
	return out
}
