package driver

import (
	"context"
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ddblint/ddblint/analyzers/config"
	"github.com/ddblint/ddblint/analyzers/keys"
	"github.com/ddblint/ddblint/internal/engine/tables"
)

// PrintSchema runs the engine on the packages and prints the tables,
// indexes and key attributes it inferred, where each came from, the tables
// the code uses without a declared key schema, and the key names it matches
// attributes against, so that a user can see why a value is or is not
// treated as a key (-print-schema). It returns the exit code: 0, or 1 on
// errors.
func PrintSchema(opts Options) int {
	if opts.Stdout == nil {
		opts.Stdout = os.Stdout
	}
	if opts.Stderr == nil {
		opts.Stderr = os.Stderr
	}
	r := &runner{Options: opts, wd: displayDir(opts.Dir)}
	opts.Analyzer = keys.Analyzer
	opts.KeepResults = true
	an := analysisOf(context.Background(), opts)
	printErrors(opts.Stderr, an.Errors, r.rel)
	ok := len(an.Errors) == 0 && !an.Incomplete
	var results []*keys.Result
	var unknown []usedTable
	reported := map[string]bool{}
	for _, v := range an.Results {
		kr, _ := v.(*keys.Result)
		if kr != nil && kr.Err == nil {
			unknown = append(unknown, unknownTables(an.Fset, kr, r.rel)...)
		}
		switch {
		case kr == nil:
		case kr.Err != nil:
			// A bad config or schema file: the same message for every
			// package, so say it once.
			if msg := kr.Err.Error(); !reported[msg] {
				reported[msg] = true
				fmt.Fprintln(opts.Stderr, msg)
			}
			ok = false
		default:
			results = append(results, kr)
		}
	}
	if len(results) > 0 { // else every package failed: the errors say why
		writeSchema(opts.Stdout, results, r.rel)
		writeUnknown(opts.Stdout, unknown)
	}
	if !ok {
		return ExitErrors
	}
	return ExitClean
}

// displayDir is the absolute directory paths are printed relative to.
func displayDir(dir string) string {
	if dir == "" {
		dir, _ = os.Getwd()
	}
	if abs, err := filepath.Abs(dir); err == nil {
		return abs
	}
	return dir
}

// writeSchema prints the union of the results' tables, in the order the
// engine consults them, and the key names of their configurations.
func writeSchema(w io.Writer, results []*keys.Result, displayPath func(string) string) {
	type seenKey struct{ name, id, pattern, source string }
	seen := map[seenKey]bool{}
	first := map[string]*tables.Table{} // by exact name: the one in effect
	var all []*tables.Table
	for _, res := range results {
		for _, t := range res.Schema.Tables {
			k := seenKey{t.Name, t.ID, t.Pattern, t.Source}
			if seen[k] {
				continue
			}
			seen[k] = true
			all = append(all, t)
			if t.Name != "" && first[t.Name] == nil {
				first[t.Name] = t
			}
		}
	}

	fmt.Fprintln(w, "Tables (config first, then infrastructure files, then code; the first of a name is in effect):")
	if len(all) == 0 {
		fmt.Fprintln(w, "  none")
	}
	for _, t := range all {
		var title string
		switch {
		case t.Name != "":
			title = t.Name
		case t.Pattern != "" && t.ID == "":
			title = "name " + t.Pattern
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
		if t.IndexesPartial {
			fmt.Fprintln(w, "      other indexes unknown: the item's tags need not name them")
		}
		from := "from " + t.Source
		if t.ID != "" && t.Name != "" && t.ID != t.Name {
			from += " (id " + t.ID + ")"
		}
		if t.Merged != "" {
			from += "; " + t.Merged
		}
		if len(t.Env) > 0 {
			from += "; functions get its name in " + strings.Join(t.Env, ", ")
		}
		if t.LastResort {
			from += "; read because no other declaration reaches the package"
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
		if len(c.FoundSchemas) > 0 {
			var names []string
			for _, s := range c.FoundSchemas {
				names = append(names, displayPath(s))
			}
			fmt.Fprintf(w, "    found:     %s (no schemas: listed; schemas: [] turns the look off)\n", strings.Join(names, ", "))
		}
	}
	p, s := tables.DefaultKeyPatterns()
	fmt.Fprintln(w, "  default names:")
	fmt.Fprintf(w, "    partition: %s\n", p)
	fmt.Fprintf(w, "    sort:      %s\n", s)
	fmt.Fprintln(w, "  and any attribute compared in a KeyConditionExpression or an expression.Key condition.")
	fmt.Fprintln(w)
	fmt.Fprintln(w, `A table name in code matches a table above by its exact name, else by the id of a table whose name`)
	fmt.Fprintln(w, `is unknown, else by a name pattern ("*" is any text), else by the struct field or variable both read`)
	fmt.Fprintln(w, `the name from (the declaration's and the request's TableName), else by the environment variable a`)
	fmt.Fprintln(w, `function is given its name in (os.Getenv). The keys of a matched table are the whole`)
	fmt.Fprintln(w, `truth for it. For another table, an attribute is a key if it has a configured or a default name;`)
	fmt.Fprintln(w, `when the code's table name is not a constant, also if every table above that has it agrees on its role`)
	fmt.Fprintln(w, `and the item or key carries the partition key of a table above.`)
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
		slices.Equal(a.SortKeys, b.SortKeys) && slices.Equal(a.Schemas, b.Schemas) && slices.Equal(a.FoundSchemas, b.FoundSchemas)
}

// usedTable is a table name the code uses, and where first.
type usedTable struct{ name, pos string }

// unknownTables lists the table names the package's requests use whose
// key schema is declared nowhere: the keyschema rule checks nothing there.
func unknownTables(fset *token.FileSet, res *keys.Result, displayPath func(string) string) []usedTable {
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
