// Package join is the module-wide phase of the analysis: what each package
// leaves for it, and how the driver joins those over the module.
//
// go/analysis facts flow from a package to its importers only. A struct
// type with DynamoDB tags is often built in one package (a constructor
// beside the model, a service, a handler) and marshalled in another that
// the first does not import (the repository, wired in by main): no
// package sees both. Each package therefore says which item types it
// sends to DynamoDB (Summary.Items) and what its rules would report about
// the items it builds if their type is one (Summary.Pending); after every
// package is analysed, the driver keeps the pending findings whose type
// some package of the run sends (Resolve).
//
// go vet and golangci-lint run one package at a time and have no such
// phase: there the pending findings are not reported.
package join

import (
	"golang.org/x/tools/go/analysis"
)

// Summary is what one package gives the join.
type Summary struct {
	// Items are the struct types the package marshals into DynamoDB items
	// or keys, as "import/path.Name".
	Items []string
	// Pending are findings about values of struct types the package
	// builds without anything in sight that sends them to DynamoDB.
	Pending []Finding
	// Called are the functions of other packages at whose calls this
	// package reported a finding about the keys they build (a model's
	// constructor, read through its facts), with the finding's rule: a
	// pending finding in that function is the same fact, reported once.
	Called []Call
}

// Call is a function of another package, "import/path.Name" (methods
// "(import/path.T).Name"), and the rule of a finding at its call.
type Call struct {
	Func, Rule string
}

// Finding is a finding that holds if its type is an item type.
type Finding struct {
	analysis.Diagnostic
	// Needs is the struct type, "import/path.Name", whose values the
	// finding is about.
	Needs string
	// In is the function the finding is in, as Call.Func names it.
	In string
}

// Provider is a pass result that carries a Summary (the ddblint pass's).
type Provider interface {
	JoinSummary() *Summary
}

// Resolve returns, for each summary, the pending findings whose type one
// of the summaries sends to DynamoDB, in their order, but those in a
// function at whose call another package reported the same rule.
func Resolve(sums []*Summary) [][]analysis.Diagnostic {
	items := map[string]bool{}
	for _, s := range sums {
		if s == nil {
			continue
		}
		for _, t := range s.Items {
			items[t] = true
		}
	}
	called := map[Call]bool{}
	for _, s := range sums {
		if s == nil {
			continue
		}
		for _, c := range s.Called {
			called[c] = true
		}
	}
	out := make([][]analysis.Diagnostic, len(sums))
	for i, s := range sums {
		if s == nil {
			continue
		}
		for _, f := range s.Pending {
			if items[f.Needs] && !called[Call{f.In, f.Category}] {
				out[i] = append(out[i], f.Diagnostic)
			}
		}
	}
	return out
}
