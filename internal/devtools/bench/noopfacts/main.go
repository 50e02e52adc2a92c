// Command noopfacts is the second baseline for ddblint's benchmarks: an
// analyzer that does nothing but declares a fact type, which makes the
// driver load and type-check every dependency from source, as it must for
// ddblint. The gap between noop and noopfacts is the price of facts; the gap
// between noopfacts and ddblint is ddblint's own work.
package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/singlechecker"
)

type fact struct{}

func (*fact) AFact()         {}
func (*fact) String() string { return "fact" }

var analyzer = &analysis.Analyzer{
	Name:      "noopfacts",
	Doc:       "noopfacts: does nothing but declare a fact (benchmark baseline)",
	FactTypes: []analysis.Fact{(*fact)(nil)},
	Run:       func(*analysis.Pass) (any, error) { return nil, nil },
}

func main() { singlechecker.Main(analyzer) }
