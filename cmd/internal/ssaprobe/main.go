// Command ssaprobe runs the ddblint command's driver with one of four
// analyzers, to measure what building SSA would cost an engine on go/ssa
// under this driver (docs/engine.md, "Why not SSA"): SSAPROBE=noop (the
// floor: list, parse, type-check), noopssa (a no-op requiring buildssa),
// ddblint (the umbrella analyzer) or ddblintssa (the umbrella analyzer
// with buildssa among its requirements; nothing uses it). It is a
// measuring tool, not part of ddblint.
package main

import (
	"fmt"
	"os"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/buildssa"

	"github.com/ddblint/ddblint/cmd/internal/driver"
	"github.com/ddblint/ddblint/rules/ddblint"
)

func main() {
	nop := func(*analysis.Pass) (any, error) { return nil, nil }
	var a *analysis.Analyzer
	switch v := os.Getenv("SSAPROBE"); v {
	case "noop":
		a = &analysis.Analyzer{Name: "noop", Doc: "does nothing", Run: nop}
	case "noopssa":
		a = &analysis.Analyzer{Name: "noopssa", Doc: "does nothing with SSA", Run: nop,
			Requires: []*analysis.Analyzer{buildssa.Analyzer}}
	case "ddblint":
		a = ddblint.Analyzer
	case "ddblintssa":
		c := *ddblint.Analyzer
		c.Requires = append(slices.Clone(c.Requires), buildssa.Analyzer)
		a = &c
	default:
		fmt.Fprintf(os.Stderr, "ssaprobe: SSAPROBE=%q: want noop, noopssa, ddblint or ddblintssa\n", v)
		os.Exit(2)
	}
	os.Exit(driver.Main(a, os.Args[1:], os.Stdout, os.Stderr))
}
