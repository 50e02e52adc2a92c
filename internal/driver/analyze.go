package driver

import (
	"cmp"
	"fmt"
	"go/token"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/ddblint/ddblint/analyzers/config"
)

// This file is the seam between what the driver prints and how packages
// are loaded and analysed: everything above Analyze works on an Analysis,
// so the loader behind it can change without touching the outputs.

// LoadOptions say what to load and analyse.
type LoadOptions struct {
	Analyzer *analysis.Analyzer
	Patterns []string
	// Tests loads the test variants of the packages too (the -test flag).
	Tests bool
	// Tags are build tags, passed to the build system as -tags.
	Tags string
	// Dir and Env are for the go command: the directory to load from ("":
	// the current one) and the environment (nil: the process's).
	Dir string
	Env []string
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

// Analysis is the outcome of loading and analysing the packages.
type Analysis struct {
	// Findings are sorted by file and offset.
	Findings []Finding
	// Results are the analyzer's results for the root packages, for
	// commands that read them (-print-schema).
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
}

// Analyze loads the packages of opts.Patterns and all their dependencies
// from source, as the analyzer needs facts from every dependency, and runs
// the analyzer on them.
func Analyze(opts LoadOptions) *Analysis {
	an := &Analysis{}
	cfg := &packages.Config{
		Mode:  packages.LoadAllSyntax | packages.NeedModule,
		Tests: opts.Tests,
		Dir:   opts.Dir,
		Env:   opts.Env,
		// The go command's own warnings ("matched no packages") would
		// reach the user unformatted; the errors below say the same.
		Logf: nil,
	}
	if opts.Tags != "" {
		cfg.BuildFlags = []string{"-tags=" + opts.Tags}
	}
	pkgs, err := packages.Load(cfg, opts.Patterns...)
	if err == nil && len(pkgs) == 0 {
		err = fmt.Errorf("%s matched no packages", strings.Join(opts.Patterns, " "))
	}
	if err != nil {
		an.Errors = append(an.Errors, loadError(err))
		an.Incomplete = true
		return an
	}
	seenErr := map[string]bool{}
	addErr := func(msg string) {
		if !seenErr[msg] {
			seenErr[msg] = true
			an.Errors = append(an.Errors, msg)
		}
	}
	seenModule := map[*packages.Module]bool{}
	for pkg := range packages.Postorder(pkgs) {
		for _, e := range pkg.Errors {
			addErr(packageError(e))
		}
		if m := pkg.Module; m != nil && m.Error != nil && !seenModule[m] {
			seenModule[m] = true
			addErr(m.Error.Err)
		}
	}
	for _, p := range pkgs {
		if dir := packageDir(p); dir != "" && !slices.Contains(an.Dirs, dir) {
			an.Dirs = append(an.Dirs, dir)
		}
		if m := p.Module; m != nil && m.Main && m.Dir != "" && !slices.Contains(an.Roots, m.Dir) {
			an.Roots = append(an.Roots, m.Dir)
		}
	}

	graph, err := checker.Analyze([]*analysis.Analyzer{opts.Analyzer}, pkgs, nil)
	if err != nil {
		an.Errors = append(an.Errors, err.Error())
		an.Incomplete = true
		return an
	}
	type key struct {
		pos, end token.Position
		message  string
	}
	seen := map[key]bool{}
	for act := range graph.All() {
		if c, ok := act.Result.(*config.Config); ok && act.Err == nil {
			for _, f := range append([]string{c.File}, c.Schemas...) {
				if f != "" && !slices.Contains(an.Inputs, f) {
					an.Inputs = append(an.Inputs, f)
				}
			}
		}
		if act.Err != nil {
			an.Incomplete = true
			if msg, ok := actionError(act); ok {
				addErr(msg)
			}
			continue
		}
		if !act.IsRoot {
			continue
		}
		an.Results = append(an.Results, act.Result)
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			k := key{fset.Position(d.Pos), fset.Position(d.End), d.Message}
			if seen[k] {
				continue // a file analysed twice: its package and the test variant
			}
			seen[k] = true
			an.Findings = append(an.Findings, Finding{
				Diag: d, Rule: cmp.Or(d.Category, act.Analyzer.Name), Fset: fset, Posn: k.pos,
				File: fset.PositionFor(d.Pos, false).Filename, Package: act.Package.ID,
			})
		}
	}
	slices.SortStableFunc(an.Findings, func(a, b Finding) int {
		return cmp.Or(
			cmp.Compare(a.Posn.Filename, b.Posn.Filename),
			cmp.Compare(a.Posn.Offset, b.Posn.Offset),
			cmp.Compare(a.Diag.Message, b.Diag.Message))
	})
	return an
}

// actionError is the error of a failed action as the user should read it,
// or false if it only echoes another: the checker skips a package with
// errors (already printed) and fails every action whose prerequisite failed
// (whose own error is printed).
func actionError(act *checker.Action) (string, bool) {
	msg := act.Err.Error()
	if strings.HasPrefix(msg, "failed prerequisites") ||
		strings.Contains(msg, "analysis skipped due to errors in package") {
		return "", false
	}
	// An error of the config pass is returned again by the umbrella
	// analyzer (so go vet shows it): name the tool, not the pass.
	return "ddblint: " + strings.TrimPrefix(msg, act.Analyzer.Name+": "), true
}

// loadError words an error of packages.Load, which quotes the go command.
func loadError(err error) string {
	msg := err.Error()
	msg = strings.TrimPrefix(msg, "err: ")
	return "ddblint: loading packages: " + strings.TrimSpace(msg)
}

// packageError words a load, parse or type error of a package.
func packageError(e packages.Error) string {
	if e.Pos == "" || e.Pos == "-" {
		return e.Msg
	}
	return e.Pos + ": " + e.Msg
}

// packageDir is the directory of a package's files.
func packageDir(p *packages.Package) string {
	for _, files := range [][]string{p.GoFiles, p.CompiledGoFiles, p.OtherFiles, p.IgnoredFiles} {
		if len(files) > 0 {
			return filepath.Dir(files[0])
		}
	}
	return p.Dir
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
	// The file name ends at ".go:" or at the first ":" followed by a digit.
	for i := 0; i+1 < len(msg); i++ {
		if msg[i] == ':' && msg[i+1] >= '0' && msg[i+1] <= '9' {
			return rel(msg[:i]) + msg[i:]
		}
	}
	return msg
}
