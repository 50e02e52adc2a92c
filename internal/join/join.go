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
// A finding may also be pending on callers (Finding.Callers): a constant
// partition written by a function that shows no growth, whose calls in
// other packages may (Summary.Growth).
//
// go vet and golangci-lint run one package at a time and have no such
// phase: there the pending findings are not reported.
package join

import (
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Summary is what one package gives the join.
type Summary struct {
	// Items are the struct types the package marshals into DynamoDB items
	// or keys, as "import/path.Name".
	Items []string
	// MarshalsAny says the package marshals interface values into items
	// (a write helper taking its items as any), and AnyItems are the
	// struct types whose values it hands to an interface of the module's
	// code (Write{Item: file}): when a package of the run marshals
	// interface values, those are item types too.
	MarshalsAny bool
	AnyItems    []string
	// Pending are findings about values of struct types the package
	// builds without anything in sight that sends them to DynamoDB.
	Pending []Finding
	// Called are the functions of other packages at whose calls this
	// package reported a finding about the keys they build (a model's
	// constructor, read through its facts), with the finding's rule: a
	// pending finding in that function is the same fact, reported once.
	Called []Call
	// Growth are the functions of other packages whose calls here show
	// that the items they write grow with use, and the evidence (see
	// Finding.Callers).
	Growth []Growth
	// Designs name the key design each of the package's findings that
	// has one is about: the same design reported by several packages
	// (each writing the same status index, or the same time.Time field of
	// a shared model) is one finding of the module (Designs).
	Designs []Design
	// Reads are pkcardinality's findings about constant partitions the
	// package only reads (Key names the partition: its attribute and
	// value), and Writes the constant partitions it writes: a partition
	// the module writes only from seeding or administration code is a
	// fixed set, and its reads are not reported (Seeded).
	Reads  []Design
	Writes []Write
	// Paged are the constant partitions the package reads page by page
	// (a paginator, ExclusiveStartKey) or newest first a few at a time:
	// evidence that the set under one grows, for a pending finding about
	// a write there (Finding.Partition).
	Paged []Paged
}

// Paged is a constant partition, named as Summary.Reads names them, and
// how a package reads it ("List in package account reads the partition
// page by page, …").
type Paged struct {
	Key, Why string
}

// Write is a constant partition a package writes, named as Summary.Reads
// names them, and whether each of its writes there is in code named for
// seeding, migrations or administration.
type Write struct {
	Key     string
	Seeding bool
}

// Seeded returns the Reads of the summaries whose partition the module
// writes, and writes only in seeding or administration code: a seed
// script's catalogue, read page by page by the service. A partition no
// package of the run writes keeps its finding (the writer is out of
// sight).
func Seeded(sums []*Summary) map[At]bool {
	seedOnly := map[string]bool{}
	for _, s := range sums {
		if s == nil {
			continue
		}
		for _, w := range s.Writes {
			prev, seen := seedOnly[w.Key]
			seedOnly[w.Key] = w.Seeding && (!seen || prev)
		}
	}
	out := map[At]bool{}
	for _, s := range sums {
		if s == nil {
			continue
		}
		for _, r := range s.Reads {
			if seedOnly[r.Key] {
				out[r.At] = true
			}
		}
	}
	return out
}

// Design is the key design a reported finding is about: Key names it
// across packages (the attribute, its index and the shape of its value; or
// a struct field the SDK encodes), Table is its table when the package
// knows it; Pos and Rule are the finding's.
type Design struct {
	Key, Table string
	At
}

// At is a finding's place and rule.
type At struct {
	Pos  token.Pos
	Rule string
}

// Duplicates returns, for the findings the summaries' Designs name, the
// positions of those that repeat a design another package's finding
// reports first (by file name and offset, as before orders them), each
// with the position of the finding kept. A design that the packages place
// in two known tables is two designs, as it is within a package; a place
// that does not know its table then joins neither.
func Duplicates(sums []*Summary, before func(a, b token.Pos) bool) map[At]token.Pos {
	type member struct {
		at    At
		table string
		sum   int
	}
	groups := map[string][]member{}
	var order []string
	for i, s := range sums {
		if s == nil {
			continue
		}
		for _, d := range s.Designs {
			k := d.Rule + "\x00" + d.Key
			if groups[k] == nil {
				order = append(order, k)
			}
			groups[k] = append(groups[k], member{d.At, d.Table, i})
		}
	}
	out := map[At]token.Pos{}
	var split [][]member
	for _, k := range order {
		ms := groups[k]
		var tables []string
		byTable := map[string][]member{}
		for _, m := range ms {
			if m.table != "" && byTable[m.table] == nil {
				tables = append(tables, m.table)
			}
			byTable[m.table] = append(byTable[m.table], m)
		}
		if len(tables) <= 1 {
			split = append(split, ms)
			continue
		}
		for _, t := range tables {
			split = append(split, byTable[t])
		}
	}
	for _, ms := range split {
		pkgs := map[int]bool{}
		for _, m := range ms {
			pkgs[m.sum] = true
		}
		if len(pkgs) < 2 {
			continue // one package merges its own (Once)
		}
		first := ms[0]
		for _, m := range ms[1:] {
			if before(m.at.Pos, first.at.Pos) {
				first = m
			}
		}
		for _, m := range ms {
			if m.sum != first.sum {
				out[m.at] = first.at.Pos
			}
		}
	}
	return out
}

// Growth is a function of another package, as Call.Func names it, and the
// evidence one of this package's calls of it shows that the items it
// writes grow with use ("it is written per request in handler Login").
type Growth struct {
	Func, Why string
}

// CallerEvidence stands, in the message of a finding that needs the
// evidence of its function's callers (Finding.Callers), for that evidence.
const CallerEvidence = "\x00callers\x00"

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
	// Callers, when set, makes the finding pending on callers rather than
	// on a type: it holds if a package of the run calls one of these
	// functions where the call shows that the items they write grow with
	// use (Summary.Growth), and its message then says how, in place of
	// CallerEvidence. Needs is empty.
	Callers []string
	// Partition, when set, makes the finding pending on reads too: it
	// holds if a package of the run reads that constant partition page
	// by page (Summary.Paged), whose evidence then stands in place of
	// CallerEvidence. Needs is empty.
	Partition string
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
	marshalsAny := false
	for _, s := range sums {
		if s == nil {
			continue
		}
		for _, t := range s.Items {
			items[t] = true
		}
		marshalsAny = marshalsAny || s.MarshalsAny
	}
	if marshalsAny {
		for _, s := range sums {
			if s == nil {
				continue
			}
			for _, t := range s.AnyItems {
				items[t] = true
			}
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
	growth := map[string]string{}
	for _, s := range sums {
		if s == nil {
			continue
		}
		for _, g := range s.Growth {
			if _, ok := growth[g.Func]; !ok {
				growth[g.Func] = g.Why
			}
		}
	}
	paged := map[string]string{}
	for _, s := range sums {
		if s == nil {
			continue
		}
		for _, p := range s.Paged {
			if _, ok := paged[p.Key]; !ok {
				paged[p.Key] = p.Why
			}
		}
	}
	out := make([][]analysis.Diagnostic, len(sums))
	for i, s := range sums {
		if s == nil {
			continue
		}
		for _, f := range s.Pending {
			if len(f.Callers) > 0 || f.Partition != "" {
				if d, ok := withCallers(f, growth, paged); ok {
					out[i] = append(out[i], d)
				}
				continue
			}
			if items[f.Needs] && !called[Call{f.In, f.Category}] {
				out[i] = append(out[i], f.Diagnostic)
			}
		}
	}
	return out
}

// withCallers is f with the evidence of the first of its functions that a
// package calls showing growth, else of a package's paged read of its
// partition, or false if neither is there.
func withCallers(f Finding, growth, paged map[string]string) (analysis.Diagnostic, bool) {
	for _, fn := range f.Callers {
		why, ok := growth[fn]
		if !ok {
			continue
		}
		d := f.Diagnostic
		d.Message = strings.Replace(d.Message, CallerEvidence, why+", which calls "+funcName(fn), 1)
		return d, true
	}
	if why, ok := paged[f.Partition]; ok && f.Partition != "" {
		d := f.Diagnostic
		d.Message = strings.Replace(d.Message, CallerEvidence, why, 1)
		return d, true
	}
	return analysis.Diagnostic{}, false
}

// funcName is the bare name of a function as Call.Func or an interface
// method's name ("method Save(…) error") gives it.
func funcName(fn string) string {
	if rest, ok := strings.CutPrefix(fn, "method "); ok {
		name, _, _ := strings.Cut(rest, "(")
		return name
	}
	if _, name, ok := strings.Cut(fn, ")."); ok {
		return name
	}
	return fn[strings.LastIndex(fn, ".")+1:]
}
