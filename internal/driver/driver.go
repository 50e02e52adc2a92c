// Package driver is the ddblint command's driver (and the editor
// server's): it lists the packages with the go command, analyses the
// module's packages from source or from its cache and reads everything else
// from export data (check.go, cache.go; see docs/engine.md#cost), then
// prints the findings in singlechecker's text format, writes SARIF 2.1.0,
// filters them through a baseline, and exits with singlechecker's codes: 0
// clean, 3 findings, 1 errors.
//
// The command takes this path for everything but -json, -fix, -diff and
// go vet -vettool, which stay with singlechecker for now.
package driver

import (
	"cmp"
	"context"
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/internal/baseline"
)

// Exit codes, the same as singlechecker's.
const (
	ExitClean    = 0
	ExitErrors   = 1
	ExitFindings = 3
)

// Options configure one run. The analyzer's own flags are set before Run,
// like singlechecker's.
type Options struct {
	Analyzer *analysis.Analyzer
	Patterns []string
	// Tests includes test files (singlechecker's -test, default true).
	Tests bool
	// SARIF is the file to write SARIF to; "-" is stdout, "" none.
	SARIF string
	// Baseline is a baseline file whose findings are not reported.
	Baseline string
	// WriteBaseline is a file to record every current finding in; the run
	// then exits 0 unless it failed.
	WriteBaseline string

	// Dir and Env are for the go command: the directory to load from ("":
	// the current one) and the environment (nil: the process's).
	Dir string
	Env []string
	// Cache is the directory of the cache of facts and findings; "": the
	// DDBLINT_CACHE environment variable, else DefaultCacheDir; "off": no
	// cache.
	Cache string
	// Tags are build tags, passed to the go command as -tags.
	Tags string
	// Overlay holds file contents that replace those on disk, by absolute
	// path (the editor's unsaved buffers), as go/packages' Overlay.
	Overlay map[string][]byte
	// KeepResults keeps the root analyzer's result of each root package in
	// Result.Roots (the packages are then analysed, not read from the cache).
	KeepResults bool
	// Stdout and Stderr default to the process's.
	Stdout, Stderr io.Writer
}

// finding is one diagnostic of the analyzer, after de-duplication.
type finding struct {
	diag analysis.Diagnostic
	rule string
	fset *token.FileSet
	posn token.Position // as printed (//line directives applied)
	file string         // the real file (no //line directives)
	rel  string         // file relative to the root, with slashes, for the baseline
}

// Run runs the analysis and writes its outputs. It returns the exit code.
func Run(opts Options) int {
	if opts.Stdout == nil {
		opts.Stdout = os.Stdout
	}
	if opts.Stderr == nil {
		opts.Stderr = os.Stderr
	}
	r := &runner{Options: opts}
	return r.run()
}

type runner struct {
	Options
	errors []string // load and analysis errors, for SARIF notifications
}

// errorf prints an error of the run as singlechecker's log does.
func (r *runner) errorf(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	fmt.Fprintf(r.Stderr, "%s: %s\n", r.Analyzer.Name, msg)
	r.errors = append(r.errors, msg)
}

func (r *runner) run() int {
	res, err := Analyze(context.Background(), r.Options)
	if err != nil {
		r.errorf("%v", err)
		return r.finish(ExitErrors, nil, "")
	}
	findings := r.collect(res)
	failed := res.Failed
	code := ExitClean
	if len(res.Errors) > 0 {
		code = ExitErrors
	}
	root := sourceRoot(res.ModuleDirs, r.Dir)
	for i := range findings {
		findings[i].rel = relPath(root, findings[i].file)
	}

	if r.WriteBaseline != "" {
		if code == ExitErrors || failed {
			r.errorf("not writing baseline %s: the analysis did not complete (errors above)", r.WriteBaseline)
			return r.finish(ExitErrors, findings, root)
		}
		if err := baseline.New(keys(findings)).Write(r.WriteBaseline); err != nil {
			r.errorf("%v", err) // "writing baseline: …"
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
		isNew, stale := b.Filter(keys(findings))
		var kept []finding
		for i, f := range findings {
			if isNew[i] {
				kept = append(kept, f)
			}
		}
		findings = kept
		if stale > 0 {
			fmt.Fprintf(r.Stderr, "%s: %d finding(s) in baseline %s no longer occur; shrink it with -write-baseline\n", r.Analyzer.Name, stale, r.Baseline)
		}
	}

	for _, f := range findings {
		printPlain(r.Stderr, f)
	}
	// As singlechecker: a failed analysis beats findings, but findings beat
	// a package error that did not stop the analysis.
	switch {
	case failed:
		code = ExitErrors
	case len(findings) > 0:
		code = max(code, ExitFindings)
	}
	return r.finish(code, findings, root)
}

// finish writes the SARIF log, if asked for, and returns the exit code.
func (r *runner) finish(code int, findings []finding, root string) int {
	if r.SARIF == "" {
		return code
	}
	log := r.sarifLog(findings, root, code)
	var err error
	if r.SARIF == "-" {
		err = log.Write(r.Stdout)
	} else {
		var f *os.File
		if f, err = os.Create(r.SARIF); err == nil {
			err = log.Write(f)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}
	}
	if err != nil {
		fmt.Fprintf(r.Stderr, "%s: writing SARIF: %v\n", r.Analyzer.Name, err)
		return ExitErrors
	}
	return code
}

// collect prints the errors of the run, each once, and gathers its
// findings, without the duplicates of files analysed twice (a package and
// its test variant), in file and offset order.
func (r *runner) collect(res *Result) (findings []finding) {
	for _, msg := range res.Errors {
		fmt.Fprintln(r.Stderr, msg)
		r.errors = append(r.errors, msg)
	}
	type key struct {
		pos, end token.Position
		message  string
	}
	seen := map[key]bool{}
	fset := res.Fset
	for _, d := range res.Diagnostics {
		k := key{fset.Position(d.Pos), fset.Position(d.End), d.Message}
		if seen[k] {
			continue
		}
		seen[k] = true
		findings = append(findings, finding{
			diag: d.Diagnostic, rule: d.Rule, fset: fset, posn: k.pos,
			file: fset.PositionFor(d.Pos, false).Filename,
		})
	}
	slices.SortStableFunc(findings, func(a, b finding) int {
		return cmp.Or(
			cmp.Compare(a.posn.Filename, b.posn.Filename),
			cmp.Compare(a.posn.Offset, b.posn.Offset),
			cmp.Compare(a.diag.Message, b.diag.Message))
	})
	return findings
}

// printPlain prints a finding as singlechecker does: "file:line:col: message",
// then any related information indented.
func printPlain(w io.Writer, f finding) {
	fmt.Fprintf(w, "%s: %s\n", f.posn, f.diag.Message)
	for _, rel := range f.diag.Related {
		fmt.Fprintf(w, "%s: \t%s\n", f.fset.Position(rel.Pos), rel.Message)
	}
}

// keys are the baseline keys of findings.
func keys(findings []finding) []baseline.Key {
	ks := make([]baseline.Key, len(findings))
	for i, f := range findings {
		ks[i] = baseline.Key{File: f.rel, Rule: f.rule, Message: f.diag.Message}
	}
	return ks
}

// sourceRoot is the directory that baseline paths and SARIF URIs are
// relative to: the root of the main module (the common ancestor of the
// roots, in a workspace of several), or, outside module mode, the working
// directory.
func sourceRoot(moduleDirs []string, dir string) string {
	var root string
	for _, d := range moduleDirs {
		if root == "" {
			root = d
		} else {
			root = commonDir(root, d)
		}
	}
	if root != "" {
		return root
	}
	if dir == "" {
		dir, _ = os.Getwd()
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	return abs
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
	}
	return filepath.ToSlash(file)
}
