// Command ddblint finds DynamoDB key-design mistakes in Go code.
//
// Usage:
//
//	ddblint [flags] ./...
//	go vet -vettool=$(which ddblint) ./...
//
// For CI, three more flags write SARIF and gate on a baseline of accepted
// findings (see docs/ci.md):
//
//	ddblint -sarif ddblint.sarif ./...                    # SARIF 2.1.0 ("-": stdout)
//	ddblint -write-baseline .ddblint-baseline.json ./...  # accept today's findings
//	ddblint -baseline .ddblint-baseline.json ./...        # report only new ones
//
// To see which tables, indexes and key attributes ddblint infers, and where
// each came from (see docs/schemas.md):
//
//	ddblint -print-schema ./...
//
// Exit codes: 0 no findings, 3 findings, 1 errors (load, type or config).
// See https://github.com/ddblint/ddblint for the rules and options.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"

	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/ddblint/ddblint/analyzers/ddblint"
	"github.com/ddblint/ddblint/internal/driver"
)

// The flags of the CI path. singlechecker does not know them, so the
// command takes that path only when one is given.
const (
	flagSARIF         = "sarif"
	flagBaseline      = "baseline"
	flagWriteBaseline = "write-baseline"
)

func main() {
	if hasFlag(os.Args[1:], flagPrintSchema) {
		os.Exit(printSchema(os.Args[1:], os.Stdout, os.Stderr))
	}
	if !wantsDriver(os.Args[1:]) {
		singlechecker.Main(ddblint.Analyzer) // -json, -fix, -diff, go vet -vettool
		return
	}
	os.Exit(runDriver(os.Args[1:]))
}

// wantsDriver reports whether the driver can run this command line: it
// can, unless it holds a flag only singlechecker knows (before a "--" that
// ends the flags) or is go vet's unitchecker protocol (one .cfg file).
func wantsDriver(args []string) bool {
	if len(args) == 1 && strings.HasSuffix(args[0], ".cfg") {
		return false
	}
	for _, a := range args {
		if a == "--" {
			return true
		}
		if !strings.HasPrefix(a, "-") {
			continue // a package, or the value of the flag before it
		}
		name, _, _ := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-"), "=")
		switch name {
		case "json", "fix", "diff", "c", "flags", "V", "cpuprofile", "memprofile", "trace", "debug":
			return false
		}
	}
	return true
}

// runDriver parses the CI path's flags — its own, -test, and the analyzer's
// options, shared with the standard path — and runs the driver.
func runDriver(args []string) int {
	a := ddblint.Analyzer
	opts := driver.Options{Analyzer: a}
	fs := flag.NewFlagSet(a.Name, flag.ContinueOnError)
	fs.StringVar(&opts.SARIF, flagSARIF, "", "write the findings as SARIF 2.1.0 to `file` (\"-\" for stdout)")
	fs.StringVar(&opts.Baseline, flagBaseline, "", "report only findings not recorded in the baseline `file`")
	fs.StringVar(&opts.WriteBaseline, flagWriteBaseline, "", "record the current findings in the baseline `file` and exit 0")
	fs.BoolVar(&opts.Tests, "test", true, "indicates whether test files should be analyzed, too")
	fs.StringVar(&opts.Cache, "cache", "", "cache facts and findings in `dir` (\"off\": no cache; default $"+driver.CacheEnv+", else ddblint in the user cache directory)")
	a.Flags.VisitAll(func(f *flag.Flag) { fs.Var(f.Value, f.Name, f.Usage) })
	fs.Usage = func() {
		w := fs.Output()
		fmt.Fprintf(w, "%s\n\n", strings.SplitN(a.Doc, "\n", 2)[0]) // "ddblint: title"
		fmt.Fprintf(w, "Usage: %s [-sarif file] [-baseline file | -write-baseline file] [-flag] [package]\n\n", a.Name)
		fmt.Fprintln(w, "With -sarif, -baseline or -write-baseline, ddblint runs its CI driver:")
		fmt.Fprintln(w, "the flags -json, -fix, -diff and -c are not available. Flags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2 // as flag.ExitOnError, which singlechecker uses
	}
	opts.Patterns = fs.Args()
	if len(opts.Patterns) == 0 {
		fs.Usage()
		return 1 // as singlechecker
	}
	for _, p := range opts.Patterns {
		if strings.HasPrefix(p, "-") {
			fmt.Fprintf(os.Stderr, "%s: flag %s after the packages: flags go before the packages\n", a.Name, p)
			return 2
		}
	}
	if opts.Baseline != "" && opts.WriteBaseline != "" {
		fmt.Fprintf(os.Stderr, "%s: -%s and -%s do not go together\n", a.Name, flagBaseline, flagWriteBaseline)
		return 2
	}
	return driver.Run(opts)
}
