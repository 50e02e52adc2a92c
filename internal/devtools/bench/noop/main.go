// Command noop is a baseline for ddblint's benchmarks: an analyzer that does
// nothing, run by the same driver. The driver loads dependencies from export
// data, because this analyzer has no facts.
package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/singlechecker"
)

var analyzer = &analysis.Analyzer{
	Name: "noop",
	Doc:  "noop: does nothing (benchmark baseline)",
	Run:  func(*analysis.Pass) (any, error) { return nil, nil },
}

func main() { singlechecker.Main(analyzer) }
