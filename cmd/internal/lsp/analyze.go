package lsp

// The loader is cmd/internal/driver's, as for the command: the module's
// packages from source (the open buffers as an overlay) or from the cache
// of facts and findings, everything else from export data. A save
// re-analyses the saved package and what imports it, not the SDK.

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/cmd/internal/driver"
	"github.com/ddblint/ddblint/rules"
)

// analyzePackage analyses the package in req.dir with the open buffers as
// an overlay, and converts the findings to the protocol. It never panics:
// a panic in the analysis is an analysis error.
func analyzePackage(ctx context.Context, req analysisRequest) (out outcome) {
	defer func() {
		if r := recover(); r != nil {
			out = outcome{
				analysisErrors: []string{fmt.Sprintf("ddblint: internal error analysing %s: %v", req.dir, r)},
				logOnly:        []string{string(debug.Stack())},
			}
		}
	}()
	root, pattern := moduleRoot(req.dir)
	res, err := driver.Analyze(ctx, driver.Options{
		Analyzer: req.analyzer,
		Patterns: []string{pattern},
		Tests:    req.tests,
		Dir:      root,
		Overlay:  req.overlay,
		Exports:  req.exports,
		Stderr:   io.Discard,
	})
	if err != nil {
		return outcome{loadErrors: []string{fmt.Sprintf("loading %s in %s: %v", pattern, root, err)}}
	}
	if len(res.AnalysisErrors) > 0 {
		errs := slices.Clone(res.AnalysisErrors)
		slices.Sort(errs)
		return outcome{analysisErrors: slices.Compact(errs)}
	}
	if len(res.Errors) > 0 {
		return outcome{loadErrors: res.Errors}
	}
	if len(res.Roots) == 0 {
		return outcome{loadErrors: []string{fmt.Sprintf("%s: no Go package in this directory", req.dir)}}
	}
	// Keep the findings in the directory's files (the package and its test
	// variants), as the editor publishes them by file.
	c := newConverter(req)
	for _, d := range res.Diagnostics {
		if tf := res.Fset.File(d.Pos); tf != nil && filepath.Dir(c.canonical(tf.Name())) == req.dir {
			c.add(res.Fset, d.Rule, d.Diagnostic)
		}
	}
	for _, r := range res.Roots {
		out.packages = append(out.packages, r.ID)
	}
	out.findings = c.findings
	return out
}

// moduleRoot returns the directory to load from — the nearest one at or
// above dir with a go.mod, or dir itself outside a module — and the
// pattern that names dir from there.
func moduleRoot(dir string) (root, pattern string) {
	for d := dir; ; {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			rel, err := filepath.Rel(d, dir)
			if err != nil || rel == "." {
				return d, "."
			}
			return d, "./" + filepath.ToSlash(rel)
		}
		parent := filepath.Dir(d)
		if parent == d {
			return dir, "."
		}
		d = parent
	}
}

// converter turns analysis diagnostics into protocol findings.
type converter struct {
	req      analysisRequest
	canonOf  map[string]string  // canonical path by file name
	mappers  map[string]*mapper // by canonical path
	findings map[string][]finding
	seen     map[string]bool // findings already added, for de-duplication
}

func newConverter(req analysisRequest) *converter {
	return &converter{
		req:      req,
		canonOf:  map[string]string{},
		mappers:  map[string]*mapper{},
		findings: map[string][]finding{},
		seen:     map[string]bool{},
	}
}

func (c *converter) canonical(file string) string {
	p, ok := c.canonOf[file]
	if !ok {
		p = canonical(file)
		c.canonOf[file] = p
	}
	return p
}

// mapper returns the mapper of a file, with the content the analysis saw:
// the overlay's, or the file's on disk.
func (c *converter) mapper(path string) (*mapper, error) {
	if m, ok := c.mappers[path]; ok {
		if m == nil {
			return nil, fmt.Errorf("reading %s: failed before", path)
		}
		return m, nil
	}
	content, ok := c.req.overlay[path]
	if !ok {
		var err error
		if content, err = os.ReadFile(path); err != nil {
			c.mappers[path] = nil
			return nil, fmt.Errorf("reading %s: %w", path, err)
		}
	}
	m := newMapper(content)
	c.mappers[path] = m
	return m, nil
}

// location returns the canonical file and the range of [pos, end); an
// invalid end is pos. Positions are those of the file as parsed, not as
// //line directives rename them: the editor shows the real file.
func (c *converter) location(fset *token.FileSet, pos, end token.Pos) (string, Range, error) {
	tf := fset.File(pos)
	if tf == nil {
		return "", Range{}, errors.New("position outside every file")
	}
	in := func(p token.Pos) bool { return p.IsValid() && int(p) >= tf.Base() && int(p) <= tf.Base()+tf.Size() }
	if !in(pos) {
		return "", Range{}, fmt.Errorf("position %d outside %s", pos, tf.Name())
	}
	if !in(end) || end < pos {
		end = pos
	}
	path := c.canonical(tf.Name())
	m, err := c.mapper(path)
	if err != nil {
		return "", Range{}, err
	}
	return path, Range{Start: m.position(tf.Offset(pos)), End: m.position(tf.Offset(end))}, nil
}

// add converts and records one diagnostic, once: a file analysed twice (in
// a package and its test variant) reports its findings twice.
func (c *converter) add(fset *token.FileSet, analyzer string, d analysis.Diagnostic) {
	path, rng, err := c.location(fset, d.Pos, d.End)
	if err != nil {
		return // a file the editor cannot show either
	}
	key := fmt.Sprintf("%s:%v:%s", path, rng, d.Message)
	if c.seen[key] {
		return
	}
	c.seen[key] = true

	rule := cmp.Or(d.Category, analyzer)
	diag := Diagnostic{Range: rng, Severity: SeverityWarning, Code: rule, Source: c.req.analyzer.Name, Message: d.Message}
	href := d.URL
	if r, ok := rules.ByName(rule); ok {
		href = rules.URL(rule)
		if r.Severity == rules.Error {
			diag.Severity = SeverityError
		}
	}
	if href != "" {
		diag.CodeDescription = &CodeDescription{Href: href}
	}
	for _, rel := range d.Related {
		if p, r, err := c.location(fset, rel.Pos, rel.End); err == nil {
			diag.RelatedInformation = append(diag.RelatedInformation, DiagnosticRelatedInformation{
				Location: Location{URI: c.req.uri(p), Range: r}, Message: rel.Message,
			})
		}
	}
	f := finding{diag: diag}
	for _, sf := range d.SuggestedFixes {
		if fx, err := c.fix(fset, rule, sf); err == nil {
			f.fixes = append(f.fixes, fx)
		}
	}
	c.findings[path] = append(c.findings[path], f)
}

// fix converts a suggested fix to a workspace edit.
func (c *converter) fix(fset *token.FileSet, rule string, sf analysis.SuggestedFix) (fix, error) {
	edit := WorkspaceEdit{Changes: map[DocumentURI][]TextEdit{}}
	for _, e := range sf.TextEdits {
		end := e.End
		if !end.IsValid() {
			end = e.Pos // an insertion
		}
		path, rng, err := c.location(fset, e.Pos, end)
		if err != nil {
			return fix{}, fmt.Errorf("fix %q: %w", sf.Message, err)
		}
		uri := c.req.uri(path)
		edit.Changes[uri] = append(edit.Changes[uri], TextEdit{Range: rng, NewText: string(e.NewText)})
	}
	title := sf.Message
	if title == "" {
		title = "Apply the " + rule + " fix"
	}
	return fix{title: title, edit: edit}, nil
}
