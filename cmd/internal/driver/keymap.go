package driver

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"golang.org/x/mod/modfile"

	"github.com/ddblint/ddblint/internal/keymap"
	"github.com/ddblint/ddblint/rules"
)

// MapOptions say what -map prints.
type MapOptions struct {
	// Markdown prints the map as Markdown (-map), or as JSON with
	// Options.JSON.
	Markdown bool
	// Workbench, if set, is the file -map-workbench writes the NoSQL
	// Workbench data model to ("-": standard output).
	Workbench string
}

// PrintMap runs the analysis, as a lint run does (the same engine, config
// and cache), and prints the key map of the packages instead of their
// findings: the findings go into the map's review lists. It returns the
// exit code: 0, or 1 on errors (a map is still printed from what was
// analysed).
func PrintMap(opts Options, mo MapOptions) int {
	if opts.Stdout == nil {
		opts.Stdout = os.Stdout
	}
	if opts.Stderr == nil {
		opts.Stderr = os.Stderr
	}
	r := &runner{Options: opts, wd: displayDir(opts.Dir), workbench: mo.Workbench}
	if err := r.checkOutputs(nil); err != nil {
		r.errorf("%v", err)
		return ExitUsage
	}
	an := analysisOf(context.Background(), opts)
	printErrors(opts.Stderr, an.Errors, r.rel)
	// The config and schema files are known only now.
	if err := r.checkOutputs(an.Inputs); err != nil {
		r.errorf("%v", err)
		return ExitUsage
	}
	code := ExitClean
	if len(an.Errors) > 0 || an.Incomplete {
		code = ExitErrors
	}
	var in []keymap.Input
	for _, f := range an.Findings {
		rule, _ := rules.ByName(f.Rule)
		in = append(in, keymap.Input{Rule: f.Rule, Message: f.Diag.Message, File: f.Posn.Filename, Line: f.Posn.Line, Question: rule.Review})
	}
	m := keymap.Build(an.Maps, in, r.rel)
	if mo.Workbench != "" {
		data, err := keymap.Workbench(m, modelName(an.Roots), time.Now())
		switch {
		case err != nil:
		case mo.Workbench == "-":
			_, err = opts.Stdout.Write(data)
		default:
			err = writeOutput(mo.Workbench, data)
		}
		if err != nil {
			r.errorf("writing the NoSQL Workbench model: %v", err)
			return ExitErrors
		}
	}
	if !mo.Markdown {
		return code
	}
	var err error
	if opts.JSON {
		enc := json.NewEncoder(opts.Stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false) // templates hold < and >
		err = enc.Encode(m)
	} else {
		err = keymap.WriteMarkdown(opts.Stdout, m)
	}
	if err != nil {
		r.errorf("%v", err)
		return ExitErrors
	}
	return code
}

// modelName names a Workbench model after the main module: the last
// element of its path (not its folder's name, which depends on the
// checkout).
func modelName(roots []string) string {
	if len(roots) == 0 {
		return "ddblint key map"
	}
	name := filepath.Base(roots[0])
	if data, err := os.ReadFile(filepath.Join(roots[0], "go.mod")); err == nil {
		if path := modfile.ModulePath(data); path != "" {
			name = path[strings.LastIndexByte(path, '/')+1:]
		}
	}
	return fmt.Sprintf("%s (ddblint key map)", name)
}
