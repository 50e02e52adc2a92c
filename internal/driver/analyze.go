package driver

import (
	"fmt"
	"os"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
)

// Analyze loads the packages of opts.Patterns as Run does and runs
// opts.Analyzer on them, for commands that read the analyzer's results
// rather than its diagnostics (ddblint -print-schema). Load, package and
// analysis errors are printed to opts.Stderr as Run prints them; ok is false
// if there were any. graph is nil only when nothing could be analysed.
func Analyze(opts Options) (graph *checker.Graph, ok bool) {
	if opts.Stderr == nil {
		opts.Stderr = os.Stderr
	}
	r := &runner{Options: opts}
	pkgs, err := r.load()
	if err != nil {
		r.errorf("%v", err)
		return nil, false
	}
	ok = r.printPackageErrors(pkgs) == 0
	graph, err = checker.Analyze([]*analysis.Analyzer{r.Analyzer}, pkgs, nil)
	if err != nil {
		r.errorf("%v", err)
		return nil, false
	}
	// A config or schema error fails every package the same way, and the
	// packages importing a failed one fail their prerequisites: print each
	// error once, and the "failed prerequisites" only if nothing else.
	seen := map[string]bool{}
	var errs, prereqs []string
	for act := range graph.All() {
		if act.Err == nil {
			continue
		}
		ok = false
		msg := fmt.Sprintf("%s: %v", act.Analyzer.Name, act.Err)
		if seen[msg] {
			continue
		}
		seen[msg] = true
		if strings.HasPrefix(act.Err.Error(), "failed prerequisites") {
			prereqs = append(prereqs, msg)
		} else {
			errs = append(errs, msg)
		}
	}
	if len(errs) == 0 {
		errs = prereqs
	}
	for _, msg := range errs {
		fmt.Fprintln(r.Stderr, msg)
	}
	return graph, ok
}
