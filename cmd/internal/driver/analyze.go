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

	"github.com/ddblint/ddblint/internal/keymap"
)

// This file is the seam between what the driver prints and how packages
// are loaded and analysed: Analyze is the loader (check.go, cache.go), and
// everything the command prints works on an Analysis made from its Result,
// so either side can change without touching the other.

// Analyze lists the packages of opts.Patterns, analyses them with
// opts.Analyzer (see check.go: dependencies from export data, the module's
// packages from source or from the cache) and returns their findings, the
// root analyzer's results if opts.KeepResults, and the errors of the run.
// err is set only when nothing could be analysed (go list failed, no
// package matched, ctx was cancelled); every other error is in
// Result.Errors, each once.
func Analyze(ctx context.Context, opts Options) (*Result, error) {
	if opts.Stderr == nil {
		opts.Stderr = os.Stderr
	}
	return analyze(ctx, opts)
}

// Finding is one diagnostic of the analyzer, after de-duplication.
type Finding struct {
	Diag analysis.Diagnostic
	Rule string
	Fset *token.FileSet
	// Posn is the position as printed (//line directives applied), and
	// File the real file (absolute, no //line directives).
	Posn token.Position
	File string
	// Package is the ID of the package that reported it (for -json).
	Package string
}

// Analysis is the outcome of a run as the command's outputs read it.
type Analysis struct {
	// Fset holds the positions of Findings and Results (nil if nothing
	// could be analysed).
	Fset *token.FileSet
	// Findings are sorted by file and offset.
	Findings []Finding
	// Results are the analyzer's results for the root packages, if
	// Options.KeepResults (-print-schema).
	Results []any
	// Errors are load, type and analysis errors, each once, in plain
	// words; positions in them are absolute.
	Errors []string
	// Incomplete reports whether the analysis of some package did not run
	// or failed: its findings are missing.
	Incomplete bool
	// Dirs are the directories of the root packages (absolute).
	Dirs []string
	// Roots are the main modules' root directories (absolute).
	Roots []string
	// Inputs are files the analysis read besides Go source: config files
	// and infrastructure schemas (absolute).
	Inputs []string
	// Sources are the digests of the Go files as analysed (Result.Sources).
	Sources map[string][32]byte
	// Maps are the root packages' parts of the key map (Result.Maps).
	Maps []*keymap.Summary
}

// analysisOf runs Analyze and turns its Result into findings: without the
// duplicates of files analysed twice (a package and its test variant), in
// file and offset order.
func analysisOf(ctx context.Context, opts Options) *Analysis {
	res, err := Analyze(ctx, opts)
	if err != nil {
		return &Analysis{Errors: []string{"ddblint: " + err.Error()}, Incomplete: true}
	}
	an := &Analysis{
		Fset:       res.Fset,
		Errors:     res.Errors,
		Incomplete: res.Failed,
		Dirs:       res.RootDirs,
		Roots:      res.ModuleDirs,
		Inputs:     res.Inputs,
		Sources:    res.Sources,
		Maps:       res.Maps,
	}
	for _, root := range res.Roots {
		if root.Result != nil {
			an.Results = append(an.Results, root.Result)
		}
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
		an.Findings = append(an.Findings, Finding{
			Diag: d.Diagnostic, Rule: d.Rule, Fset: fset, Posn: k.pos,
			File: fset.PositionFor(d.Pos, false).Filename, Package: d.Package,
		})
	}
	slices.SortStableFunc(an.Findings, func(a, b Finding) int {
		return cmp.Or(
			cmp.Compare(a.Posn.Filename, b.Posn.Filename),
			cmp.Compare(a.Posn.Offset, b.Posn.Offset),
			cmp.Compare(a.Diag.Message, b.Diag.Message))
	})
	return an
}

// printErrors prints the errors of an analysis, with their file paths made
// relative to the working directory as findings are.
func printErrors(w io.Writer, errs []string, rel func(string) string) {
	for _, e := range errs {
		fmt.Fprintln(w, relPositions(e, rel))
	}
}

// relPositions rewrites an absolute "file:line:col: msg" prefix.
func relPositions(msg string, rel func(string) string) string {
	if !filepath.IsAbs(msg) {
		return msg
	}
	// The file name ends at the first ":" followed by a digit.
	for i := 0; i+1 < len(msg); i++ {
		if msg[i] == ':' && msg[i+1] >= '0' && msg[i+1] <= '9' {
			return rel(msg[:i]) + msg[i:]
		}
	}
	return msg
}
