package pkconstant

import (
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/analyzers/pkcardinality"
	"github.com/ddblint/ddblint/internal/diag"
	"github.com/ddblint/ddblint/internal/docutil"
)

const name = "pkconstant"

// Analyzer asks about constant partition keys whose growth the code does
// not show: the review tier of pkcardinality, whose judgement it reads.
var Analyzer = &analysis.Analyzer{
	Name:     name,
	Doc:      docutil.MustExtract(doc, name).AnalyzerDoc(),
	URL:      "https://github.com/ddblint/ddblint/blob/main/docs/rules/" + name + ".md",
	Requires: []*analysis.Analyzer{keys.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	fs := pkcardinality.Findings(pass)
	// A key pkcardinality reports by default is answered there: the same
	// partition key asked about again here (a status constant at one call,
	// few-valued in the wrapper) would be two reports of one design.
	verdict := map[token.Pos]bool{}
	for _, f := range fs {
		if !f.Review && !f.Judged {
			verdict[f.Pos] = true
		}
	}
	for _, f := range fs {
		if f.Review && !f.Judged && !verdict[f.Pos] {
			diag.Report(pass, name, diag.Range{Start: f.Pos, Stop: f.End}, nil, "%s", f.Message)
		}
	}
	return nil, nil
}
