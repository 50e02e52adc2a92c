// Command ssafacts is the third baseline for ddblint's benchmarks: noopfacts
// plus the SSA form of every package (it Requires buildssa). It is the least
// an engine built on go/ssa would cost: the gap between noopfacts and
// ssafacts is the price of building SSA for every package the standard
// driver analyses, dependencies included (a pass with facts runs on all of
// them, and so do the passes it requires). The ddblint command's driver
// analyses module packages only: cmd/internal/ssaprobe measures SSA there.
package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/buildssa"
	"golang.org/x/tools/go/analysis/singlechecker"
)

type fact struct{}

func (*fact) AFact()         {}
func (*fact) String() string { return "fact" }

var analyzer = &analysis.Analyzer{
	Name:      "ssafacts",
	Doc:       "ssafacts: builds SSA and declares a fact, nothing else (benchmark baseline)",
	Requires:  []*analysis.Analyzer{buildssa.Analyzer},
	FactTypes: []analysis.Fact{(*fact)(nil)},
	Run:       func(*analysis.Pass) (any, error) { return nil, nil },
}

func main() { singlechecker.Main(analyzer) }
