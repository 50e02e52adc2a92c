package driver

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"

	// The x/tools driver's fix application is internal to x/tools; this is
	// the maintained fork of the same diff package (apply, merge, unified
	// output), with no dependencies.
	udiff "github.com/aymanbagabas/go-udiff"
)

// applyFixes applies the first suggested fix of each finding, or with -diff
// prints what it would change, and returns the findings that remain: those
// without a fix, those whose fix conflicts with another, touches a
// generated file, does not leave valid Go, would write through a symbolic
// link out of its module, or edits a file that is read-only or no longer
// holds what was analysed (sources: the digests of the analysed files). n
// is how many findings were fixed (with -diff: would be). Why a file's
// fixes were not applied is printed.
func (r *runner) applyFixes(findings []Finding, sources map[string][32]byte) (remaining []Finding, n int) {
	type fileEdits struct {
		edits    []udiff.Edit
		findings []int // indexes of the findings whose fixes are in edits
	}
	byFile := map[string]*fileEdits{}
	var files []string
	fixed := make([]bool, len(findings))
	generated := map[string]bool{}

findings:
	for i, f := range findings {
		if len(f.Diag.SuggestedFixes) == 0 {
			continue
		}
		// One fix may edit several files: take all or nothing.
		edits := map[string][]udiff.Edit{}
		for _, e := range f.Diag.SuggestedFixes[0].TextEdits {
			tf := f.Fset.File(e.Pos)
			if tf == nil {
				continue findings
			}
			name := tf.Name()
			if _, ok := generated[name]; !ok {
				generated[name] = isGenerated(name)
			}
			if generated[name] {
				continue findings
			}
			end := e.End
			if !end.IsValid() {
				end = e.Pos
			}
			edits[name] = append(edits[name], udiff.Edit{Start: tf.Offset(e.Pos), End: tf.Offset(end), New: string(e.NewText)})
		}
		merged := map[string][]udiff.Edit{}
		for name, es := range edits {
			prev := byFile[name]
			if prev == nil {
				merged[name] = es
				continue
			}
			m, ok := udiff.Merge(prev.edits, es)
			if !ok {
				continue findings // conflicts with a fix taken already
			}
			merged[name] = m
		}
		for name, es := range merged {
			fe := byFile[name]
			if fe == nil {
				fe = &fileEdits{}
				byFile[name] = fe
				files = append(files, name)
			}
			fe.edits = es
			fe.findings = append(fe.findings, i)
		}
		fixed[i] = len(merged) > 0
	}

	slices.Sort(files)
	for _, name := range files {
		fe := byFile[name]
		out, err := r.fixFile(name, fe.edits, sources)
		if err != nil {
			for _, i := range fe.findings {
				fixed[i] = false
			}
			fmt.Fprintf(r.Stderr, "%s: not fixing %s: %v\n", r.Analyzer.Name, r.rel(name), err)
			continue
		}
		fmt.Fprint(r.Stdout, out) // the diff, with -diff
	}
	for i, f := range findings {
		if fixed[i] {
			n++
		} else {
			remaining = append(remaining, f)
		}
	}
	return remaining, n
}

// fixFile applies edits to the file name and writes it, or with -diff
// returns the unified diff. The result must be valid Go: it is formatted
// as gofmt would, and a fix that breaks the syntax is not applied. The
// edits are offsets into the content that was analysed, so a file whose
// content differs from it now (edited during the run: an equal size
// proves nothing) is not touched, and neither is one the analysis did
// not read.
func (r *runner) fixFile(name string, edits []udiff.Edit, sources map[string][32]byte) (string, error) {
	src, err := os.ReadFile(name)
	if err != nil {
		return "", fmt.Errorf("reading: %w", err)
	}
	analysed, ok := sources[name]
	switch {
	case !ok:
		return "", fmt.Errorf("the analysis did not read this file")
	case sha256.Sum256(src) != analysed:
		return "", fmt.Errorf("the file changed during the analysis; run ddblint again")
	}
	fixed, err := udiff.ApplyBytes(src, edits)
	if err != nil {
		return "", fmt.Errorf("applying the fixes: %w", err)
	}
	formatted, err := format.Source(fixed)
	if err != nil {
		return "", fmt.Errorf("the fixes would not leave valid Go: %w", err)
	}
	if r.Diff {
		// The headers git diff writes, relative to the working directory
		// (with slashes): git apply and patch -p1 run there accept it.
		label := filepath.ToSlash(name)
		if rel, err := filepath.Rel(r.wd, name); err == nil && r.wd != "" {
			label = filepath.ToSlash(rel)
		}
		return udiff.Unified("a/"+label, "b/"+label, string(src), string(formatted)), nil
	}
	target, err := r.writeTarget(name)
	if err != nil {
		return "", err
	}
	if bytes.Equal(formatted, src) {
		return "", nil
	}
	// A read-only file is one its owner chose not to have edited: as
	// gofmt -w, refuse (a rename would replace it regardless, and root
	// may write it regardless).
	if err := checkWritable(target); err != nil {
		return "", err
	}
	if err := writeFileAtomic(target, formatted); err != nil {
		return "", fmt.Errorf("writing: %w", err)
	}
	return "", nil
}

// writeTarget is the file to write for name: name itself, or the target of
// the symbolic links it goes through if that is inside name's module. A
// link out of the module is refused: fixing a checkout must not edit files
// elsewhere on the machine (a vendored copy, another project).
func (r *runner) writeTarget(name string) (string, error) {
	target, err := filepath.EvalSymlinks(name)
	if err != nil {
		return "", fmt.Errorf("resolving symbolic links: %w", err)
	}
	abs, err := filepath.Abs(name)
	if err != nil {
		return "", fmt.Errorf("resolving symbolic links: %w", err)
	}
	if target == abs {
		return name, nil
	}
	root := r.mods.of(filepath.Dir(abs)).dir
	if root == "" {
		root = r.wd
	}
	realRoot, err := filepath.EvalSymlinks(root)
	if err != nil {
		return "", fmt.Errorf("resolving symbolic links of the module: %w", err)
	}
	if rel, err := filepath.Rel(realRoot, target); err != nil || !filepath.IsLocal(rel) {
		return "", fmt.Errorf("it is a symbolic link to %s, outside the module %s", target, root)
	}
	return target, nil
}

// isGenerated reports whether the Go file has a "Code generated … DO NOT
// EDIT." header: its fixes belong in its generator.
func isGenerated(name string) bool {
	f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.PackageClauseOnly|parser.ParseComments)
	return err == nil && ast.IsGenerated(f)
}
