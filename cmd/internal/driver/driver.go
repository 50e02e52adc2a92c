// Package driver is the ddblint command (and the editor server's loader):
// one path from the flags to the outputs, so every flag combines with every
// other and paths, errors and exit codes are the same whatever the output.
// It lists the packages with the go command, analyses the module's packages
// from source or from its cache and reads everything else from export data
// (check.go, cache.go; see docs/engine.md#cost), then filters the findings
// through a baseline, applies their fixes, and prints them as text or JSON,
// and as SARIF 2.1.0.
//
// go vet -vettool runs the unitchecker protocol instead (cmd/ddblint).
package driver

import (
	"context"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/cmd/internal/baseline"
)

// Exit codes. 1 and 3 are singlechecker's; 2 is the flag package's.
const (
	ExitClean    = 0
	ExitErrors   = 1
	ExitUsage    = 2
	ExitFindings = 3
)

// Options configure one run. The analyzer's own flags are set before Run.
type Options struct {
	Analyzer *analysis.Analyzer
	Patterns []string
	// Tests loads test files too (-test).
	Tests bool
	// TestsFromConfig, when set, replaces Tests: test files are loaded
	// only where they are checked (the config's -tests flag or `tests:
	// true` in .ddblint.yml), so that a test file that does not compile
	// (a stale mock) does not fail a run that would not judge it. The
	// command sets it unless -test is given.
	TestsFromConfig bool
	// Tags are build tags (-tags).
	Tags string

	// JSON prints the findings as JSON instead of text.
	JSON bool
	// Fix applies the findings' suggested fixes; Diff prints them as a
	// unified diff instead of writing them.
	Fix, Diff bool
	// SARIF is the file to write SARIF to; "-" is stdout, "" none.
	SARIF string
	// SARIFRoot is the directory the SARIF log's file URIs are relative
	// to, relative to the current directory; "": the root of the main
	// module (see sourceRoot). Code scanning reads them from the root of
	// the repository, which is above a module in a subdirectory.
	SARIFRoot string
	// Baseline is a baseline file whose findings are not reported.
	Baseline string
	// WriteBaseline is a file to record every current finding in; the run
	// then exits 0 unless it failed.
	WriteBaseline string

	// Dir and Env are for the go command: the directory to load from ("":
	// the current one) and the environment (nil: the process's). Text
	// output is relative to Dir.
	Dir string
	Env []string
	// Cache is the directory of the cache of facts and findings; "": the
	// DDBLINT_CACHE environment variable, else DefaultCacheDir; "off": no
	// cache.
	Cache string
	// ModFile is the temporary go.mod the driver lists with (go list
	// -modfile) after it repaired a listing that lost packages to modules
	// it could not download (modrepair.go); set by the driver, not by
	// callers.
	ModFile string
	// Overlay holds file contents that replace those on disk, by absolute
	// path (the editor's unsaved buffers), as go/packages' Overlay.
	Overlay map[string][]byte
	// KeepResults keeps the root analyzer's result of each root package in
	// Result.Roots (the packages are then analysed, not read from the cache).
	KeepResults bool
	// Stdout and Stderr default to the process's.
	Stdout, Stderr io.Writer
	// Progress, if set, is told how the run goes: loading, each package
	// analysed, the end of the analysis, and the summary (see Phase). It
	// may be called from several goroutines at once. nil: none. The
	// command sets it when standard error is a terminal (withProgress).
	Progress func(Progress)
	// Exports, if set, keeps the export data of the packages outside the
	// module from one run to the next (see ExportMemo): a process that
	// analyses the module again after each edit (ddblint-lsp) shares one.
	Exports *ExportMemo
}

// Run runs the analysis and writes its outputs. It returns the exit code.
func Run(opts Options) int {
	if opts.Stdout == nil {
		opts.Stdout = os.Stdout
	}
	if opts.Stderr == nil {
		opts.Stderr = os.Stderr
	}
	// The process's standard output by name is standard output: the text
	// findings then go to standard error, as with "-", rather than mixed
	// into the SARIF log.
	if opts.SARIF == "/dev/stdout" {
		opts.SARIF = "-"
	}
	r := &runner{Options: opts, wd: displayDir(opts.Dir)}
	code := r.run()
	if r.Progress != nil {
		r.Progress(Progress{Phase: PhaseSummary, Findings: r.reported, Packages: r.packages})
	}
	return code
}

type runner struct {
	Options
	wd string // absolute: text output is relative to it
	// workbench is the file -map-workbench writes, checked as the other
	// outputs are (checkOutputs).
	workbench string
	errors    []string // every error printed, for SARIF notifications
	mods      modCache

	reported, packages int // findings reported and packages checked, for the summary
}

// errorf prints an error of the run.
func (r *runner) errorf(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	fmt.Fprintf(r.Stderr, "%s: %s\n", r.Analyzer.Name, msg)
	r.errors = append(r.errors, msg)
}

// rel is path as printed: relative to the working directory when that is
// shorter, as go vet and staticcheck print it.
func (r *runner) rel(p string) string {
	if !filepath.IsAbs(p) || r.wd == "" {
		return p
	}
	if rel, err := filepath.Rel(r.wd, p); err == nil && len(rel) < len(p) {
		return rel
	}
	return p
}

func (r *runner) run() int {
	if err := r.checkOutputs(nil); err != nil {
		r.errorf("%v", err)
		return ExitUsage
	}
	an := analysisOf(context.Background(), r.Options)
	if r.Progress != nil {
		r.Progress(Progress{Phase: PhaseAnalysed}) // the outputs come next
	}
	r.packages = len(an.Dirs)
	printErrors(r.Stderr, an.Errors, r.rel)
	r.errors = append(r.errors, an.Errors...)
	// The config and schema files are known only now.
	if err := r.checkOutputs(an.Inputs); err != nil {
		r.errorf("%v", err)
		return ExitUsage
	}
	root := sourceRoot(an.Roots, r.wd)
	code := ExitClean
	if len(an.Errors) > 0 {
		code = ExitErrors
	}
	findings := an.Findings

	if r.WriteBaseline != "" {
		if code == ExitErrors || an.Incomplete {
			r.errorf("not writing baseline %s: the analysis did not complete (errors above)", r.WriteBaseline)
			return r.finish(ExitErrors, findings, root)
		}
		data, err := baseline.New(r.keys(findings)).Marshal()
		if err == nil {
			err = writeOutput(r.WriteBaseline, data)
		}
		if err != nil {
			r.errorf("writing baseline: %v", err)
			return r.finish(ExitErrors, findings, root)
		}
		fmt.Fprintf(r.Stderr, "%s: wrote %d finding(s) to baseline %s\n", r.Analyzer.Name, len(findings), r.WriteBaseline)
		return r.finish(ExitClean, findings, root)
	}

	if r.Baseline != "" {
		b, err := baseline.Read(r.Baseline)
		if err != nil {
			r.errorf("%v", err) // "reading baseline: …"
			return r.finish(ExitErrors, nil, root)
		}
		isNew, stale := b.Filter(r.keys(findings), r.analysed(an.Dirs))
		var kept []Finding
		for i, f := range findings {
			if isNew[i] {
				kept = append(kept, f)
			}
		}
		findings = kept
		if stale > 0 && !an.Incomplete {
			fmt.Fprintf(r.Stderr, "%s: %d finding(s) in baseline %s no longer occur in the packages analysed; shrink it with -write-baseline\n", r.Analyzer.Name, stale, r.Baseline)
		}
	}

	if r.Fix || r.Diff {
		var n int
		findings, n = r.applyFixes(findings, an.Sources)
		if r.Diff && n > 0 {
			// Nothing was written: the findings in the diff remain.
			code = max(code, ExitFindings)
		}
	}

	if r.JSON {
		if err := writeJSON(r.Stdout, findings, an.Errors); err != nil {
			r.errorf("writing JSON: %v", err)
			code = ExitErrors
		}
	} else {
		for _, f := range findings {
			r.printPlain(f)
		}
	}
	// A failed analysis beats findings, but findings beat a package error
	// that did not stop the analysis.
	r.reported = len(findings)
	switch {
	case an.Incomplete:
		code = ExitErrors
	case len(findings) > 0:
		code = max(code, ExitFindings)
	}
	return r.finish(code, findings, root)
}

// finish writes the SARIF log, if asked for, and returns the exit code.
func (r *runner) finish(code int, findings []Finding, root string) int {
	if r.SARIF == "" {
		return code
	}
	if r.SARIFRoot != "" {
		abs, err := filepath.Abs(r.SARIFRoot)
		if err != nil {
			r.errorf("-sarif-root: %v", err)
			return ExitErrors
		}
		root = abs
	}
	log := r.sarifLog(findings, root, code)
	var err error
	if r.SARIF == "-" {
		err = log.Write(r.Stdout)
	} else {
		var buf strings.Builder
		if err = log.Write(&buf); err == nil {
			err = writeOutput(r.SARIF, []byte(buf.String()))
		}
	}
	if err != nil {
		fmt.Fprintf(r.Stderr, "%s: writing SARIF: %v\n", r.Analyzer.Name, err)
		return ExitErrors
	}
	return code
}

// printPlain prints a finding as go vet does: "file:line:col: message",
// then each related location on its own line, as "    related:
// file:line:col: message". go vet prints related lines as
// "file:line:col: \tmessage", which errorformat (%f:%l:%c: %m), GitHub
// problem matchers and CI annotation parsers read as findings of their
// own; a line that starts with spaces and a word is read as none, so each
// finding is one finding to them. The text goes to stdout, or to stderr
// when stdout holds something else: SARIF (-sarif -) or the patch (-diff).
func (r *runner) printPlain(f Finding) {
	w := r.Stdout
	if r.SARIF == "-" || r.Diff {
		w = r.Stderr
	}
	posn := f.Posn
	posn.Filename = r.rel(posn.Filename)
	fmt.Fprintf(w, "%s: %s\n", posn, f.Diag.Message)
	for _, rel := range f.Diag.Related {
		p := f.Fset.Position(rel.Pos)
		p.Filename = r.rel(p.Filename)
		fmt.Fprintf(w, "    related: %s: %s\n", p, rel.Message)
	}
}

// keys are the baseline keys of findings: each file relative to the root
// of its own module, so a baseline matches whichever directory ddblint runs
// from (a go.work root or one of its modules).
func (r *runner) keys(findings []Finding) []baseline.Key {
	ks := make([]baseline.Key, len(findings))
	for i, f := range findings {
		m := r.mods.of(filepath.Dir(f.File))
		file := relPath(cmpOr(m.dir, r.wd), f.File)
		ks[i] = baseline.Key{Module: m.path, File: file, Rule: f.Rule, Message: f.Diag.Message}
	}
	return ks
}

// analysed reports whether a baseline entry belongs to a package this run
// analysed: only those can be judged stale.
func (r *runner) analysed(dirs []string) func(baseline.Key) bool {
	type at struct{ module, dir string }
	set := map[at]bool{}
	for _, d := range dirs {
		m := r.mods.of(d)
		rel := relPath(cmpOr(m.dir, r.wd), d)
		set[at{m.path, rel}] = true
		set[at{"", rel}] = true // for entries of baselines without modules
	}
	return func(k baseline.Key) bool {
		return set[at{k.Module, path.Dir(k.File)}]
	}
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// sourceRoot is the directory that SARIF URIs are relative to: the root of
// the main module (the common ancestor of the roots, in a workspace of
// several), or, outside module mode, the working directory.
func sourceRoot(roots []string, wd string) string {
	var root string
	for _, d := range roots {
		if root == "" {
			root = d
		} else {
			root = commonDir(root, d)
		}
	}
	if root != "" {
		return root
	}
	return wd
}

// commonDir returns the longest directory that contains both a and b.
func commonDir(a, b string) string {
	for {
		if rel, err := filepath.Rel(a, b); err == nil && filepath.IsLocal(rel) || a == b {
			return a
		}
		parent := filepath.Dir(a)
		if parent == a {
			return a
		}
		a = parent
	}
}

// relPath is file relative to root with slashes, or file with slashes if it
// is outside root.
func relPath(root, file string) string {
	if root != "" {
		if rel, err := filepath.Rel(root, file); err == nil && filepath.IsLocal(rel) {
			return filepath.ToSlash(rel)
		}
		if rel, err := filepath.Rel(root, file); err == nil && rel == "." {
			return "."
		}
	}
	return filepath.ToSlash(file)
}
