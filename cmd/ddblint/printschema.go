package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/ddblint"
	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/driver"
)

// flagPrintSchema selects the -print-schema path: print what ddblint knows
// of the tables' keys instead of checking the code.
const flagPrintSchema = "print-schema"

// hasFlag reports whether args hold the flag name (-name, --name, -name=…)
// before a "--" that ends the flags.
func hasFlag(args []string, name string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		if !strings.HasPrefix(a, "-") {
			continue
		}
		n, _, _ := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-"), "=")
		if n == name {
			return true
		}
	}
	return false
}

// printSchema runs the engine on the packages and prints the tables, indexes
// and key attributes it inferred, where each came from, and the key names
// it matches attributes against, so that a user can see why a value is or
// is not treated as a key. It takes the analyzer's flags (-config, -pk,
// -sk, -schemas…) and -test. It returns the exit code: 0, or 1 on errors.
func printSchema(args []string, stdout, stderr io.Writer) int {
	a := ddblint.Analyzer
	fs := flag.NewFlagSet(a.Name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Bool(flagPrintSchema, false, "print the tables, indexes and key attributes ddblint infers for the packages, and where each came from")
	tests := fs.Bool("test", true, "indicates whether test files should be analyzed, too")
	a.Flags.VisitAll(func(f *flag.Flag) { fs.Var(f.Value, f.Name, f.Usage) })
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: %s -%s [-flag] [package]\n\nFlags:\n", a.Name, flagPrintSchema)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 1
	}
	res, err := driver.Analyze(context.Background(), driver.Options{
		Analyzer:    keys.Analyzer,
		Patterns:    fs.Args(),
		Tests:       *tests,
		Stderr:      stderr,
		KeepResults: true,
	})
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", keys.Analyzer.Name, err)
		return 1
	}
	ok := len(res.Errors) == 0 && !res.Failed
	for _, msg := range res.Errors {
		fmt.Fprintln(stderr, msg)
	}
	var results []*keys.Result
	var unknown []usedTable
	reported := map[string]bool{}
	for _, root := range res.Roots {
		kr, _ := root.Result.(*keys.Result)
		if kr != nil && kr.Err == nil {
			unknown = append(unknown, unknownTables(res.Fset, kr)...)
		}
		switch {
		case kr == nil:
		case kr.Err != nil:
			// A bad config or schema file: the same message for every
			// package, so say it once.
			if msg := kr.Err.Error(); !reported[msg] {
				reported[msg] = true
				fmt.Fprintln(stderr, msg)
			}
			ok = false
		default:
			results = append(results, kr)
		}
	}
	if len(results) > 0 { // else every package failed: the errors say why
		writeSchema(stdout, results)
		writeUnknown(stdout, unknown)
	}
	if !ok {
		return 1
	}
	return 0
}

// writeSchema prints the union of the results' tables, in the order the
// engine consults them, and the key names of their configurations.
func writeSchema(w io.Writer, results []*keys.Result) {
	type seenKey struct{ name, id, pattern, source string }
	seen := map[seenKey]bool{}
	first := map[string]*keys.Table{} // by exact name: the one in effect
	var tables []*keys.Table
	for _, res := range results {
		for _, t := range res.Schema.Tables {
			k := seenKey{t.Name, t.ID, t.Pattern, t.Source}
			if seen[k] {
				continue
			}
			seen[k] = true
			tables = append(tables, t)
			if t.Name != "" && first[t.Name] == nil {
				first[t.Name] = t
			}
		}
	}

	fmt.Fprintln(w, "Tables (config first, then infrastructure files, then code; the first of a name is in effect):")
	if len(tables) == 0 {
		fmt.Fprintln(w, "  none")
	}
	for _, t := range tables {
		var title string
		switch {
		case t.Name != "":
			title = t.Name
		case t.Pattern != "":
			title = fmt.Sprintf("%s (name %s)", t.ID, t.Pattern)
		default:
			title = t.ID + " (name unknown)"
		}
		fmt.Fprintf(w, "  %s: %s\n", title, keyList(t.Partition, t.Sort))
		for _, ix := range t.Indexes {
			kind := "global"
			if ix.Local {
				kind = "local"
			}
			fmt.Fprintf(w, "      index %s (%s): %s\n", ix.Name, kind, keyList(ix.Partition, ix.Sort))
		}
		from := "from " + t.Source
		if t.ID != "" && t.Name != "" && t.ID != t.Name {
			from += " (id " + t.ID + ")"
		}
		if f := first[t.Name]; t.Name != "" && f != t {
			from += "; not used: " + f.Source + " declares " + t.Name + " first"
		}
		fmt.Fprintf(w, "      %s\n", from)
	}

	fmt.Fprintln(w)
	fmt.Fprintln(w, "Key names:")
	var cfgs []*config.Config
	for _, res := range results {
		if !slices.ContainsFunc(cfgs, func(c *config.Config) bool { return sameNames(c, res.Config) }) {
			cfgs = append(cfgs, res.Config)
		}
	}
	for _, c := range cfgs {
		src := "no config file"
		if c.File != "" {
			src = displayPath(c.File)
		}
		fmt.Fprintf(w, "  configured (%s; keys.partition/-pk, keys.sort/-sk):\n", src)
		fmt.Fprintf(w, "    partition: %s\n", keyNames(c.PartitionKeys))
		fmt.Fprintf(w, "    sort:      %s\n", keyNames(c.SortKeys))
		if len(c.Schemas) > 0 {
			var names []string
			for _, s := range c.Schemas {
				names = append(names, displayPath(s))
			}
			fmt.Fprintf(w, "    schemas:   %s\n", strings.Join(names, ", "))
		}
	}
	p, s := keys.DefaultKeyPatterns()
	fmt.Fprintln(w, "  default names:")
	fmt.Fprintf(w, "    partition: %s\n", p)
	fmt.Fprintf(w, "    sort:      %s\n", s)
	fmt.Fprintln(w, "  and any attribute compared in a KeyConditionExpression or an expression.Key condition.")
	fmt.Fprintln(w)
	fmt.Fprintln(w, `A table name in code matches a table above by its exact name, else by the id of a table whose name`)
	fmt.Fprintln(w, `is unknown, else by a name pattern ("*" is any text). The keys of a matched table are the whole`)
	fmt.Fprintln(w, `truth for it. For another table, an attribute is a key if it has a configured or a default name;`)
	fmt.Fprintln(w, `when the code's table name is not a constant, also if every table above that has it agrees on its role.`)
}

// displayPath is path relative to the current directory when it is below
// it, else path.
func displayPath(path string) string {
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(wd, path); err == nil && filepath.IsLocal(rel) {
			return rel
		}
	}
	return path
}

func keyList(partition, sort string) string {
	s := "partition key " + partition
	if sort != "" {
		s += ", sort key " + sort
	}
	return s
}

func keyNames(names []config.KeyName) string {
	if len(names) == 0 {
		return "none"
	}
	out := make([]string, len(names))
	for i, k := range names {
		out[i] = k.Attr
		if k.Table != "" {
			out[i] = k.Table + ":" + k.Attr
		}
	}
	return strings.Join(out, ", ")
}

// sameNames reports whether two configurations give the same key names and
// schema files.
func sameNames(a, b *config.Config) bool {
	return a.File == b.File && slices.Equal(a.PartitionKeys, b.PartitionKeys) &&
		slices.Equal(a.SortKeys, b.SortKeys) && slices.Equal(a.Schemas, b.Schemas)
}

// usedTable is a table name the code uses, and where first.
type usedTable struct{ name, pos string }

// unknownTables lists the table names the package's requests use whose
// key schema is declared nowhere: the keyschema rule checks nothing there.
func unknownTables(fset *token.FileSet, res *keys.Result) []usedTable {
	var out []usedTable
	seen := map[string]bool{}
	for _, s := range res.Sets {
		if s.Table == "" || seen[s.Table] || res.Schema.Declared(s.Table) != nil {
			continue
		}
		seen[s.Table] = true
		p := fset.Position(s.Pos)
		out = append(out, usedTable{s.Table, fmt.Sprintf("%s:%d", displayPath(p.Filename), p.Line)})
	}
	return out
}

// writeUnknown says once which tables the code uses without a declared key
// schema, so that a user sees why keyschema is silent about them.
func writeUnknown(w io.Writer, tables []usedTable) {
	seen := map[string]bool{}
	var lines []string
	for _, t := range tables {
		if !seen[t.name] {
			seen[t.name] = true
			lines = append(lines, fmt.Sprintf("  %s: key schema unknown (used at %s)", t.name, t.pos))
		}
	}
	if len(lines) == 0 {
		return
	}
	slices.Sort(lines)
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Tables used in code without a declared key schema (keyschema does not check their requests;")
	fmt.Fprintln(w, "declare them under tables: or schemas: in .ddblint.yml):")
	for _, l := range lines {
		fmt.Fprintln(w, l)
	}
}
